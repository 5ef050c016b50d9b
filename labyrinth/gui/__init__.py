"""The window: the only package of labyrinth that imports tkinter."""
