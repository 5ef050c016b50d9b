"""The browser page's link: URL parameters that mirror the command line's options.

``?width=40&height=30&seed=7&rng=java&exclude=3,4;5,6&algorithm=prim&loops=10&blocks=5&lang=de``
asks for the same maze as ``labyrinth --width 40 --height 30 --seed 7 ...``. Each value is read
by the command line's own reader (``labyrinth.values``), so a bad one is refused with the same
sentence; the page's form sends its fields the same way.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qsl, urlencode

from labyrinth import values
from labyrinth.i18n import LANGUAGES, N_, Message
from labyrinth.maze_exception import MazeException
from labyrinth.options import BuildOptions
from labyrinth.quoting import quoted
from labyrinth.randomness import RNG_NAMES

# More characters than any link a maze needs (4096 excluded fields fit); longer is refused.
LONGEST_QUERY = 100_000
# The excluded fields a link may name, as many as a picture mask of the largest maze would
# be too many to type: a link that long is a mistake.
MOST_EXCLUDED = 10_000


def _choice(choices: Iterable[str], what: str) -> Callable[[str], str]:
    """A reader of one of ``choices``; ``what`` (an ``N_`` id) names them in a refusal."""
    known = tuple(choices)

    def read(text: str) -> str:
        if text in known:
            return text
        raise argparse.ArgumentTypeError(
            str(
                Message(
                    N_("The {what} {value!r} is unknown: use one of {choices}."),
                    what=Message(what),
                    value=quoted(values.shortened(text)),
                    choices=", ".join(known),
                )
            )
        )

    return read


def _fields(text: str) -> tuple[tuple[int, int], ...]:
    """``x,y;x,y`` as fields; the command line's sentence for a part that is not one."""
    parts = [part for part in text.split(";") if part.strip()]
    if len(parts) > MOST_EXCLUDED:
        raise argparse.ArgumentTypeError(
            str(
                Message(
                    N_("The link names {count} excluded fields; at most {most} fit in a link."),
                    count=len(parts),
                    most=MOST_EXCLUDED,
                )
            )
        )
    return tuple(values.field(part) for part in parts)


# Each parameter: the BuildOptions keyword it sets and the reader of its value.
READERS: dict[str, tuple[str, Callable[[str], Any]]] = {
    "width": ("width", values.size_across),
    "height": ("height", values.size_down),
    "seed": ("seed", values.seed),
    "rng": ("rng", _choice(RNG_NAMES, N_("random source"))),
    "algorithm": ("algorithm", values.algorithm),
    "loops": ("loop_percent", values.percent),
    "blocks": ("block_permille", values.permille),
    "exclude": ("excluded", _fields),
}
LANGUAGE = "lang"
read_language = _choice(LANGUAGES, N_("language"))


@dataclass
class Link:
    """What a link or the form asks for: the build's keywords, the language, and one sentence
    for each value that was refused (the build then takes that value's default)."""

    keywords: dict[str, Any] = field(default_factory=dict)
    language: str | None = None
    problems: list[str] = field(default_factory=list)

    def options(self) -> BuildOptions:
        """The build asked for; values that do not go together are refused as a whole, with
        the sentence of BuildOptions (MazeException or ValueError)."""
        return BuildOptions(**self.keywords)


def read_link(parameters: Mapping[str, str] | str) -> Link:
    """The link's parameters (a query string ``a=b&c=d`` or a mapping) read one by one."""
    link = Link()
    if isinstance(parameters, str):
        if len(parameters) > LONGEST_QUERY:
            too_long = N_("The link is too long to be a maze's: {length} characters.")
            link.problems.append(str(Message(too_long, length=len(parameters))))
            return link
        parameters = dict(parse_qsl(parameters.lstrip("?"), keep_blank_values=True))
    for name, text in parameters.items():
        reader = READERS.get(name)
        if name != LANGUAGE and reader is None:
            continue  # a page that embeds the maze may add its own parameters
        try:
            if reader is None:
                link.language = read_language(text.strip())
            else:
                keyword, read = reader
                link.keywords[keyword] = read(text.strip())
        except argparse.ArgumentTypeError as error:
            link.problems.append(str(error))
    return link


def query_of(options: BuildOptions, language: str) -> str:
    """The link's parameters for the maze of ``options``: only what differs from the defaults,
    but always the seed, so that the link makes this maze again."""
    defaults = BuildOptions(seed=0)
    pairs: list[tuple[str, str]] = []
    for name, (keyword, _read) in READERS.items():
        value = getattr(options, keyword)
        if keyword != "seed" and value == getattr(defaults, keyword):
            continue
        if keyword == "excluded":
            value = ";".join(f"{x},{y}" for x, y in value)
        pairs.append((name, str(value)))
    pairs.append((LANGUAGE, language))
    return urlencode(pairs, safe=",;")


def build_problem(link: Link) -> str | None:
    """The sentence that refuses the link's values together, or None when they go together."""
    try:
        link.options()
    except (MazeException, ValueError) as error:
        return str(error.problem if isinstance(error, MazeException) else error)
    return None
