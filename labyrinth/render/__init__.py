"""Pictures of a maze: shared geometry, PNG through Pillow."""
