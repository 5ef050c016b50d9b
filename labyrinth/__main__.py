"""``python -m labyrinth``: the same as the ``labyrinth`` command."""

from labyrinth.cli import main

if __name__ == "__main__":
    main()
