"""The languages labyrinth speaks: one entry each, and everything else follows from the table.

An entry holds what no message catalog can: the language's own name (the Language menu,
``--lang``, the page's choice), how it writes numbers, and the names a walker program calls
in it. Its messages are in ``translations/<code>/LC_MESSAGES/labyrinth.po``; a lesson file
may add ``[text <code>]`` parts. The manual's "Translating" names every place a translator
touches. English comes first: it is the source language and the fallback.
"""

from __future__ import annotations

from dataclasses import dataclass

# The walker's functions, the world's methods they call, in the order the table gives them.
WALKER_METHODS = (
    "move",
    "turn_left",
    "turn_right",
    "front_is_clear",
    "left_is_clear",
    "right_is_clear",
    "at_goal",
    "mark",
    "is_marked",
)

# The functions of a script run from the student's own editor (``labyrinth.walker``).
SCRIPT_FUNCTIONS = ("maze", "speed", "done")


@dataclass(frozen=True)
class Language:
    """One language: ``code`` (ISO 639-1), ``name`` in the language itself, the thousands
    separator and the decimal mark, the walker's functions' names (by world method) and
    the names of a script's ``maze``, ``speed`` and ``done``."""

    code: str
    name: str
    thousands: str
    decimal_mark: str
    walker: dict[str, str]
    script: dict[str, str]

    def __post_init__(self) -> None:
        if sorted(self.walker) != sorted(WALKER_METHODS):
            raise ValueError(f"{self.code}: the walker's names are for {WALKER_METHODS}")
        if sorted(self.script) != sorted(SCRIPT_FUNCTIONS):
            raise ValueError(f"{self.code}: the script's names are for {SCRIPT_FUNCTIONS}")


LANGUAGES: dict[str, Language] = {
    language.code: language
    for language in (
        Language(
            "en",
            "English",
            ",",
            ".",
            {method: method for method in WALKER_METHODS},
            {function: function for function in SCRIPT_FUNCTIONS},
        ),
        # The book's words: vor, links, rechts; the tests as short adjectives.
        Language(
            "de",
            "Deutsch",
            ".",
            ",",
            {
                "move": "vor",
                "turn_left": "links",
                "turn_right": "rechts",
                "front_is_clear": "vorne_frei",
                "left_is_clear": "links_frei",
                "right_is_clear": "rechts_frei",
                "at_goal": "am_ziel",
                "mark": "markieren",
                "is_marked": "markiert",
            },
            {"maze": "labyrinth", "speed": "tempo", "done": "fertig"},
        ),
        # The verbs of a French course's turtle (avancer, gauche, droite), the tests as
        # adjectives agreeing with "le chemin" (devant_libre: the way ahead is free), no
        # accents, so that every keyboard can type them. Numbers are grouped with a plain
        # space, as the other texts put one before ":" (the command line shows any other
        # space escaped, see the manual's "Translating").
        Language(
            "fr",
            "Français",
            " ",
            ",",
            {
                "move": "avancer",
                "turn_left": "gauche",
                "turn_right": "droite",
                "front_is_clear": "devant_libre",
                "left_is_clear": "gauche_libre",
                "right_is_clear": "droite_libre",
                "at_goal": "au_but",
                "mark": "marquer",
                "is_marked": "est_marque",
            },
            {"maze": "labyrinthe", "speed": "vitesse", "done": "termine"},
        ),
    )
}


def codes_text() -> str:
    """The codes in a sentence's list, in the alphabet's order: "de, en, fr"."""
    return ", ".join(sorted(LANGUAGES))
