"""The lessons panel, a mode of the window (View → Lessons, F4): the list of lessons with their
marks, the chosen lesson's text and hints, the editor with its code, Run, Check and Stop."""
