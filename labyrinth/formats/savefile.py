"""The ``.labyrinth`` save file: everything about a maze, as text a person can read.

A header of ``key: value`` lines, then ``walls:`` and the wall grid in the ``.maz`` grammar::

    format: labyrinth 1
    program: labyrinth 0.1.0
    width: 4
    height: 2
    algorithm: backtracker
    rng: python
    seed: 42
    loops: 0
    blocks: 0
    walls-left-standing: 0
    ends: book
    start: 0,0
    end: 3,1
    excluded: 2,0
    walls:
    o---o---o---o---o
    ...

``loops`` and ``blocks`` are the loop percent and block permille of the build,
``walls-left-standing`` the walls the blocks put back. With ``ends: border`` the lines
``entrance: W:0`` and ``exit: E:1`` follow, and the grid's rim has gaps there. ``excluded``
lists the fields taken out (``none`` for none). A maze opened from a ``.maz`` file has no
recipe: its file leaves out algorithm, rng, seed, loops, blocks and walls-left-standing.

Format 2 adds three lines, each only when it says something: ``islands: separate`` or
``islands: join`` and ``blocks-mode: whole`` belong to the recipe (see
:mod:`labyrinth.islands` and :mod:`labyrinth.imperfections`), ``doors: 5,3 12,3`` lists the
fields that were taken out and opened again as doors between islands (the mask is the
excluded fields and the doors). A file without them is written as format 1, which older
programs read; a reader refuses a higher format number than its own with a sentence asking for
a newer program. Walls that the recipe does not build (a file edited by hand) open as they are,
with a warning and without the recipe (:mod:`labyrinth.formats.rebuild`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from labyrinth import __version__
from labyrinth.ends import ENDS, Opening, same_field_problem
from labyrinth.files import write_atomically
from labyrinth.formats.grid_text import WallGrid, grid_bytes, read_grid, write_grid
from labyrinth.formats.loaded import LoadedMaze, Recipe, loaded_maze
from labyrinth.formats.rebuild import recipe_builds
from labyrinth.formats.text import MazeFileError, on_line, text_lines
from labyrinth.generators import find_algorithm
from labyrinth.i18n import N_, Message, message_of
from labyrinth.islands import ISLANDS
from labyrinth.maze_array import MAX_SIZE, MIN_SIZE
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.options import BLOCK_MODES, BuildOptions
from labyrinth.quoting import quoted, shown_path
from labyrinth.randomness import MAX_SEED, MIN_SEED, RNG_NAMES
from labyrinth.sides import ALL_SIDES

SUFFIX = ".labyrinth"
MAGIC = "labyrinth"
FORMAT = 2
# The format of a file that needs none of format 2's lines: older programs read it.
FIRST_FORMAT = 1
MAX_HEADER_LINES = 24
# The grid of the largest maze, and 16 MiB for the header: an excluded list of a million
# fields or more.
MAX_BYTES = grid_bytes(MAX_SIZE, MAX_SIZE) + 16 * 1024 * 1024
RECIPE_KEYS = ("algorithm", "rng", "seed", "loops", "blocks", "walls-left-standing")
REQUIRED_KEYS = ("format", "program", "width", "height", "ends", "start", "end", "excluded")
BORDER_KEYS = ("entrance", "exit")
# Recipe lines of format 2, each only when it is not the default.
CHOICE_KEYS = ("islands", "blocks-mode")
DOORS_KEY = "doors"
KNOWN_KEYS = REQUIRED_KEYS + RECIPE_KEYS + BORDER_KEYS + CHOICE_KEYS + (DOORS_KEY,)
# Numbers as the file may write them: ASCII digits (``str.isdigit`` takes ², which int()
# refuses), no more than the largest number read has (a seed has 19), so int() never meets the
# thousands of digits it refuses; a whole number may have a minus.
_DIGITS = re.compile(r"[0-9]{1,19}", re.ASCII)
_WHOLE = re.compile(r"-?[0-9]{1,19}", re.ASCII)


def _place(x: int, y: int) -> str:
    return f"{x},{y}"


def save_text(maze: MazeGraphs) -> bytes:
    """The save file of a built maze."""
    result = maze.result
    assert result is not None, "only a built maze is saved (the window and CLI see to it)"
    array_ = maze.maze_array
    options = maze.options
    known_recipe = getattr(maze, "recipe", True) is not None  # not for a maze from a .maz
    lines = [
        f"program: labyrinth {__version__}",
        f"width: {array_.width}",
        f"height: {array_.height}",
    ]
    if known_recipe:
        lines += [
            f"algorithm: {result.algorithm}",
            f"rng: {result.rng}",
            f"seed: {result.seed}",
            f"loops: {options.loop_percent}",
            f"blocks: {options.block_permille}",
            f"walls-left-standing: {result.blocks}",
        ]
        if options.islands:
            lines.append(f"islands: {options.islands}")
        if options.block_mode != "cut":
            lines.append(f"blocks-mode: {options.block_mode}")
    lines.append(f"ends: {options.ends}")
    if result.openings:
        lines += [f"entrance: {result.openings[0]}", f"exit: {result.openings[1]}"]
    excluded = " ".join(_place(x, y) for x, y in array_.excluded_fields())
    lines += [
        f"start: {_place(*result.start)}",
        f"end: {_place(*result.end)}",
        f"excluded: {excluded or 'none'}",
    ]
    doors = " ".join(_place(x, y) for x, y in array_.door_fields())
    if doors:
        lines.append(f"{DOORS_KEY}: {doors}")
    lines.append("walls:")
    keys = {line.partition(":")[0] for line in lines}
    version = FORMAT if keys.intersection((*CHOICE_KEYS, DOORS_KEY)) else FIRST_FORMAT
    lines.insert(0, f"format: {MAGIC} {version}")
    header = "".join(line + "\n" for line in lines).encode("ascii")
    grid = write_grid(array_, result.openings or ())
    return header + b"".join(line + b"\n" for line in grid)


def write_save_file(maze: MazeGraphs, path: str | Path) -> Path:
    """Write the built maze's save file to ``path`` atomically (SaveError if it cannot)."""
    text = save_text(maze)
    return write_atomically(path, lambda stream: stream.write(text))


def is_save_file(start: bytes) -> bool:
    """True when a file's bytes (or its first line) start like a save file: the first line
    names the format."""
    return start.lstrip(b"\xef\xbb\xbf").startswith(b"format: " + MAGIC.encode())


def read_save_data(data: bytes, path: Path) -> LoadedMaze:
    """The maze of a save file's bytes, exactly as it was saved; MazeFileError otherwise."""
    return save_file_maze(text_lines(data), path)


def save_file_maze(lines: list[bytes], path: Path) -> LoadedMaze:
    """The maze of a save file's lines (see :func:`labyrinth.formats.text.read_lines`)."""
    header = _Header(lines)
    grid = read_grid(lines[header.grid_line - 1 :], header.grid_line, letters=False)
    return header.maze(grid, path)


class _Header:
    """The ``key: value`` lines, each value checked with its line number at hand."""

    def __init__(self, lines: list[bytes]) -> None:
        self.values: dict[str, tuple[str, int]] = {}
        for number, raw in enumerate(lines[: MAX_HEADER_LINES + 1], start=1):
            text = raw.decode("ascii")
            if text == "walls:":
                self.grid_line = number + 1
                break
            key, colon, value = text.partition(":")
            key = key.strip()
            if not colon or key not in KNOWN_KEYS:
                raise on_line(
                    number,
                    Message(
                        N_(
                            "expected a line 'key: value' with a key such as width or seed, or "
                            "'walls:' before the grid, found {found!r}."
                        ),
                        found=text[:40],
                    ),
                )
            if key in self.values:
                raise on_line(number, Message(N_("{key} is given twice."), key=key))
            if number == 1 and key != "format":
                break
            self.values[key] = (value.strip(), number)
        else:
            raise MazeFileError(
                Message(
                    N_("The file has no line 'walls:' within its first {count} lines."),
                    count=MAX_HEADER_LINES + 1,
                )
            )
        self._check_format()

    def _check_format(self) -> None:
        value, number = self.values.get("format", ("", 1))
        magic, _space, version = value.partition(" ")
        if magic != MAGIC or not _DIGITS.fullmatch(version):
            raise on_line(
                number,
                Message(
                    N_("expected 'format: {magic} {version}', the first line of a save file."),
                    magic=MAGIC,
                    version=FORMAT,
                ),
            )
        if int(version) > FORMAT:
            raise on_line(
                number,
                Message(
                    N_(
                        "the file has format {found}, written by a newer labyrinth; this one "
                        "reads format {known}: update labyrinth to open it."
                    ),
                    found=int(version),
                    known=FORMAT,
                ),
            )
        missing = [key for key in REQUIRED_KEYS if key not in self.values]
        if missing:
            raise MazeFileError(
                Message(N_("The save file lacks the line {key}: before 'walls:'."), key=missing[0])
            )

    def text(self, key: str) -> tuple[str, int]:
        return self.values[key]

    def number(self, key: str, low: int, high: int) -> int:
        value, line = self.values[key]
        if not _WHOLE.fullmatch(value) or not low <= int(value) <= high:
            raise on_line(
                line,
                Message(
                    N_("{key} must be a whole number from {low} to {high}, not {value!r}."),
                    key=key,
                    low=low,
                    high=high,
                    value=quoted(value),
                ),
            )
        return int(value)

    def field(self, key: str, width: int, height: int, text: str | None = None) -> tuple[int, int]:
        value, line = self.values[key]
        text = value if text is None else text
        x, comma, y = text.partition(",")
        if not comma or not all(_DIGITS.fullmatch(part.strip()) for part in (x, y)):
            raise on_line(
                line,
                Message(
                    N_("{key}: expected a field X,Y such as 3,4, found {value!r}."),
                    key=key,
                    value=quoted(text),
                ),
            )
        x_, y_ = int(x), int(y)
        if not (x_ < width and y_ < height):
            raise on_line(
                line,
                Message(
                    N_("{key}: the field ({x} | {y}) lies outside the maze of {width} × {height}."),
                    key=key,
                    x=x_,
                    y=y_,
                    width=width,
                    height=height,
                ),
            )
        return x_, y_

    def recipe(self) -> Recipe | None:
        given = [key for key in RECIPE_KEYS if key in self.values]
        if not given:
            choice = next((key for key in CHOICE_KEYS if key in self.values), None)
            if choice is not None:
                raise on_line(
                    self.values[choice][1],
                    Message(
                        N_("{key} is part of the recipe: it goes only with {keys}."),
                        key=choice,
                        keys=", ".join(RECIPE_KEYS),
                    ),
                )
            return None
        if len(given) < len(RECIPE_KEYS):
            missing = next(key for key in RECIPE_KEYS if key not in self.values)
            raise MazeFileError(
                Message(
                    N_(
                        "The save file gives {given} but not {missing}: give all of {keys}, or "
                        "none."
                    ),
                    given=given[0],
                    missing=missing,
                    keys=", ".join(RECIPE_KEYS),
                )
            )
        algorithm, line = self.values["algorithm"]
        try:
            found, option = find_algorithm(algorithm)
        except ValueError as error:
            raise on_line(line, message_of(error)) from None
        rng, line = self.values["rng"]
        if rng not in RNG_NAMES:
            raise on_line(
                line, Message(N_("rng must be python or java, not {value!r}."), value=rng)
            )
        try:  # the book's java source goes with the book's algorithm only
            BuildOptions(MIN_SIZE, MIN_SIZE, rng=rng, algorithm=found.spec(option))
        except ValueError as error:
            raise on_line(line, message_of(error)) from None
        return Recipe(
            seed=self.number("seed", MIN_SEED, MAX_SEED),
            rng=rng,
            algorithm=found.spec(option),
            loop_percent=self.number("loops", 0, 100),
            block_permille=self.number("blocks", 0, 1000),
            ends=self.values["ends"][0],
            blocks=self.number("walls-left-standing", 0, 2 * MAX_SIZE * MAX_SIZE),
            islands=self.choice("islands", ISLANDS),
            block_mode=self.choice("blocks-mode", BLOCK_MODES) or "cut",
        )

    def choice(self, key: str, choices: tuple[str, ...]) -> str | None:
        """The value of an optional line that names one of ``choices``; None without it."""
        if key not in self.values:
            return None
        value, line = self.values[key]
        if value not in choices:
            raise on_line(
                line,
                Message(
                    N_("{key} must be one of {choices}, not {value!r}."),
                    key=key,
                    choices=", ".join(choices),
                    value=quoted(value),
                ),
            )
        return value

    def openings(self, ends: str) -> tuple[Opening, Opening] | None:
        given = [key for key in BORDER_KEYS if key in self.values]
        if ends != "border":
            if given:
                raise on_line(
                    self.values[given[0]][1],
                    Message(N_("{key} goes only with 'ends: border'."), key=given[0]),
                )
            return None
        found = []
        for key in BORDER_KEYS:
            if key not in self.values:
                raise MazeFileError(
                    Message(N_("The save file has 'ends: border' but no line {key}:."), key=key)
                )
            value, line = self.values[key]
            try:
                found.append(Opening.parse(value))
            except ValueError as error:
                raise on_line(line, message_of(error)) from None
        return found[0], found[1]

    def doors(
        self, width: int, height: int, excluded: list[tuple[int, int]], grid: WallGrid
    ) -> list[tuple[int, int]]:
        """The doors: fields of the mask opened again, open in the grid, none excluded."""
        if DOORS_KEY not in self.values:
            return []
        taken_out = set(excluded)
        return self.fields_listed(
            DOORS_KEY,
            width,
            height,
            lambda x, y: (x, y) in taken_out or grid.walls[y * width + x] == ALL_SIDES,
            N_("the door ({x} | {y}) is not an open field of the grid below."),
        )

    def fields_listed(
        self, key: str, width: int, height: int, refused: Callable[[int, int], bool], problem: str
    ) -> list[tuple[int, int]]:
        """The fields the line ``key`` lists; a field ``refused`` says yes to is the error
        ``problem`` (its ``{x}`` and ``{y}`` the field's) on that line."""
        text, line = self.values[key]
        fields = []
        for part in text.split():
            x, y = self.field(key, width, height, part)
            if refused(x, y):
                raise on_line(line, Message(problem, x=x, y=y))
            fields.append((x, y))
        return fields

    def maze(self, grid: WallGrid, path: Path) -> LoadedMaze:
        width = self.number("width", MIN_SIZE, MAX_SIZE)
        height = self.number("height", MIN_SIZE, MAX_SIZE)
        if (grid.width, grid.height) != (width, height):
            raise on_line(
                self.grid_line,
                Message(
                    N_(
                        "the grid below is {gw} × {gh} fields, but the header says {width} × "
                        "{height}."
                    ),
                    gw=grid.width,
                    gh=grid.height,
                    width=width,
                    height=height,
                ),
            )
        ends, line = self.values["ends"]
        if ends not in ENDS:
            raise on_line(
                line,
                Message(N_("ends must be book, diameter or border, not {value!r}."), value=ends),
            )
        recipe = self.recipe()
        openings = self.openings(ends)
        if list(grid.gaps) != list(openings or ()):
            raise on_line(
                self.grid_line,
                Message(N_("the gaps in the grid's rim do not match the entrance and exit above.")),
            )
        excluded = []
        if self.values["excluded"][0] != "none":
            excluded = self.fields_listed(
                "excluded",
                width,
                height,
                lambda x, y: grid.walls[y * width + x] != ALL_SIDES,
                N_("the excluded field ({x} | {y}) is open in the grid below."),
            )
        doors = self.doors(width, height, excluded, grid)
        start = self.field("start", width, height)
        end = self.field("end", width, height)
        for key, (x, y) in (("start", start), ("end", end)):
            if (x, y) in excluded:
                raise on_line(
                    self.values[key][1],
                    Message(N_("{key}: the field ({x} | {y}) is excluded."), key=key, x=x, y=y),
                )
        warning = None
        if recipe is not None and recipe_builds(grid, recipe, excluded + doors, openings) is False:
            # the walls are the truth: the maze opens as they stand, with no seed to claim
            warning = Message(
                N_(
                    "Warning: the walls in {file} do not match its seed {seed} and algorithm "
                    "{algorithm}: the maze opens with the walls as they are, without the seed."
                ),
                file=shown_path(path.name),
                seed=recipe.seed,
                algorithm=recipe.algorithm,
            )
            recipe = None
        maze = loaded_maze(
            grid,
            path,
            excluded=excluded,
            doors=doors,
            start=start,
            end=end,
            openings=openings,
            recipe=recipe,
            warning=warning,
        )
        # As in a .maz, only two gaps into one field are refused: a gap may lead into fields
        # walled in by excluded ones (a .maz gives such a maze, and its save file keeps it).
        problem = openings and same_field_problem(openings, width, height)
        if problem:
            raise on_line(self.values["entrance"][1], problem)
        return maze
