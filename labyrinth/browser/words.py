"""The browser page's words: its labels, buttons and hints, in the language of the moment.

The page has no text of its own: it asks for these after each switch of language, from the
same catalogs as the desktop window (most ids are the window's own, so they are translated
once for both).
"""

from __future__ import annotations

from labyrinth.generators import ALGORITHMS
from labyrinth.i18n import LANGUAGES, N_, _
from labyrinth.maze_array import MAX_SIZE, MIN_SIZE
from labyrinth.pace import STEPS_PER_SECOND
from labyrinth.randomness import MAX_SEED, MIN_SEED

# Each word the page shows, by the name the page looks it up with.
WORDS = {
    "title": N_("labyrinth: recursive mazes"),
    "maze": N_("Maze"),
    "width": N_("Width"),
    "height": N_("Height"),
    "seed": N_("Seed"),
    "rng": N_("Random source"),
    "algorithm": N_("Algorithm"),
    "loops": N_("Loops %"),
    "blocks": N_("Blocks ‰"),
    "build": N_("Build"),
    "new": N_("New maze"),
    "undo": N_("Undo"),
    "redo": N_("Redo"),
    "solution": N_("Show the shortest way"),
    "files": N_("Files"),
    "open": N_("Open…"),
    "save_svg": N_("Save SVG"),
    "save_png": N_("Save PNG"),
    "save_maz": N_("Save .maz"),
    "save_labyrinth": N_("Save .labyrinth"),
    "language": N_("Language"),
    "manual": N_("Manual"),
    "maze_label": N_("The maze: arrow keys move from field to field, X excludes a field."),
    "drop": N_("Drop a .maz or .labyrinth file here to open it."),
    "desktop": N_("Worksheets as PDF and mazes shaped by a picture are in the desktop program."),
    "loading": N_("Loading Python in the browser…"),
    "build_speed": N_("Speed (0: no animation)"),
    "finish": N_("Finish"),
    "teach": N_("Teaching view"),
    "first": N_("First"),
    "back": N_("Step back"),
    "play": N_("Play"),
    "pause": N_("Pause"),
    "step": N_("Step"),
    "last": N_("Last"),
    "speed": N_("Speed"),
    "step_number": N_("Step number"),
    "dead_ends": N_("Stop at dead ends"),
    "loop": N_("Loop"),
    "java": N_("Java text"),
    "close": N_("Back to the maze"),
    "program": N_("Program"),
    "program_builder": N_("Builder: the book's method"),
    "program_walker": N_("Walker: a short start"),
    "run": N_("Run"),
    "stop": N_("Stop"),
    "check": N_("Check"),
    "running": N_("The program runs …"),
    "check_stopped": N_("The check was stopped."),
    "open_program": N_("Open program…"),
    "save_program": N_("Save program…"),
    "lessons": N_("Lessons"),
    "lesson": N_("Lesson"),
    "open_lesson": N_("Open lesson…"),
    "progress_files": N_("Progress and lesson files"),
    "save_progress": N_("Save progress"),
    "open_progress": N_("Open progress…"),
    "progress_note": N_(
        "Your progress stays in this browser. Save it as progress.txt to take it to another "
        "device or to the desktop program's lessons: a note for you, not proof of a pass."
    ),
    "walk_again": N_("Start again"),
    "next_lesson": N_("Next lesson"),
    "lesson_run": N_("Run tries the lesson's first maze; Check judges all its mazes."),
    "lesson_elsewhere": N_(
        "A lesson file is opened from this site only: save it and open it with Open lesson…."
    ),
    "lesson_missing": N_("This site has no such lesson file."),
    "walk_keys": N_("The arrow keys walk from the green start to the orange goal."),
    "teach_keys": N_(
        "Right: the next line, Left: back, Home and End: first and last, Space: play or "
        "pause, B: a breakpoint on the current field. A click on a field sets a breakpoint "
        "there."
    ),
}
HINTS = {
    "width": N_("Fields across, 2 to 4096"),
    "height": N_("Fields down, 2 to 4096"),
    "seed": N_("The same seed builds the same maze"),
    "loops": N_("Share of the passages that get an extra opening, each making a loop"),
    "blocks": N_("Walls in a thousand left standing where the walk goes on"),
    "new": N_("A new grid with a new seed (Ctrl+N)"),
    "build": N_("Build the maze of these values"),
    "teach": N_("The book's recursion on this maze, a line at a time, with its open calls"),
    "loop": N_("The same walk as a loop: the previous fields are its stack, any maze size"),
    "java": N_("The book's Java text, its line numbers and names, at the same line"),
}
RANDOM_SOURCES = {
    "python": N_("Python's random numbers"),
    "java": N_("Java (the book's mazes)"),
}


def page_words() -> dict[str, object]:
    """The page's words in the current language, with the choices of its lists."""
    return {
        "words": {name: _(word) for name, word in WORDS.items()},
        "hints": {name: _(hint) for name, hint in HINTS.items()},
        "algorithms": [
            {"value": name, "title": _(algorithm.title)}
            for name, algorithm in sorted(ALGORITHMS.items(), key=lambda item: item[1].order)
        ],
        "rngs": [{"value": name, "title": _(title)} for name, title in RANDOM_SOURCES.items()],
        "languages": [
            {"value": code, "title": language.name} for code, language in LANGUAGES.items()
        ],
        "limits": {"size": [MIN_SIZE, MAX_SIZE], "seed": [MIN_SEED, MAX_SEED]},
        "speeds": list(STEPS_PER_SECOND),
    }
