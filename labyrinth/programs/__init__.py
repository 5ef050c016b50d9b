"""A student's own program on the maze: a builder (the book's ``find_neighbours``, rewritten)
or a walker (Karel style), run in a child process under a tracer, recorded, replayed, checked.

No module here imports tkinter. ``world`` is the walker's world and its names in three
languages.
"""
