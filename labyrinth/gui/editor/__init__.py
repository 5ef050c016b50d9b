"""The editor of a student's program: a mode of the window (F9)."""
