"""Inside the maze: a walker's pose and what it sees, without a window.

``walker`` keeps the field and heading (and counts moves with the play mode's ``Game``);
``sight`` says which wall faces a camera sees and where on the screen, so the window only
draws polygons that this package has placed.
"""
