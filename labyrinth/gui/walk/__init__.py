"""The walk inside the maze: the first-person view, its keys, and the map's marks."""
