"""What a tick of any algorithm but the book's shows: its generator's source with the line
that yielded, its working structure as a list (a stack from its top, a queue from its head,
the frontier, the walk, the run, the row's sets, the chambers) and on the maze."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from labyrinth.generators.structure import (
    CHAMBERS,
    NEWEST_FIRST,
    NONE,
    OLDEST_FIRST,
    ROW,
    ROW_BY_ROW,
    RUN,
    SETS,
)
from labyrinth.generators.texts import TEXT_FIELDS
from labyrinth.i18n import N_, _, format_number, ngettext
from labyrinth.teaching.folding import Fold, folded
from labyrinth.teaching.presentation.model import (
    DOT,
    SET,
    Marks,
    Members,
    Scale,
    ScaleMark,
    StackRow,
)
from labyrinth.teaching.sentences import place
from labyrinth.teaching.steps import Scene, Steps

# The members' colour on the maze, by the structure's form; a row's sets take turns.
COLOURS = {
    NEWEST_FIRST: ("#ffb347",),
    OLDEST_FIRST: ("#7fc8ff",),
    ROW_BY_ROW: ("#ffd966",),
    RUN: ("#9be39b",),
    SETS: ("#c8a0ff",),
    ROW: ("#9be39b", "#ffb3d9", "#a0d8ff"),
}
# Kruskal's and the forest's trees on a small maze, each in a colour of its own.
SET_COLOURS = (
    "#c8a0ff",
    "#9be39b",
    "#ffb3d9",
    "#a0d8ff",
    "#ffd966",
    "#ffb347",
    "#7fe0d0",
    "#d0d0a0",
    "#f08080",
    "#b0c4ff",
    "#e0b0ff",
)
# The legend's entries for the members' dots, by form (a structure with a colour of its
# own has its entry among the build's: ``TITLE_ENTRIES``).
MEMBER_ENTRIES = {
    NEWEST_FIRST: ("teach-stack", N_("On the stack"), N_("Fields on the growing tree's stack")),
    OLDEST_FIRST: ("teach-list", N_("In the list"), N_("Fields in the growing tree's list")),
    ROW_BY_ROW: (
        "teach-hunt",
        N_("Hunt's candidates"),
        N_("Untouched fields next to the maze: where a hunt may go on"),
    ),
    RUN: ("teach-run", N_("In the run"), N_("The fields of sidewinder's current run")),
}
# Structures with a colour of their own, near the tints of a watched build.
TITLE_COLOURS = {"Frontier": "#4cbf4c", "Random walk": "#ff7070"}
TITLE_ENTRIES = {"Frontier": "frontier", "Random walk": "walk"}  # their legend's entries
# The legend in the teaching view of another algorithm: ``MEMBERS`` stands for its
# structure's entry (the frontier, the walk, a stack's dots ...), where it has one.
MEMBERS = "members"
ENTRIES = (
    "current",
    "carved",
    "untouched",
    MEMBERS,
    "teach-first",
    "teach-break",
    "excluded",
)
# The fields of a set or a row's set named in its row of the list (the count says the rest).
GROUP_PLACES = 4
Row = tuple[int, str, str, str]


def source_lines(steps: Steps, tick: int) -> tuple[tuple[str, ...], int]:
    """The source of the code that yielded at ``tick`` and the line (-1: before the first)."""
    source = steps.sources[steps.codes[tick] if tick >= 0 else 0]
    return tuple(source.lines), steps.lines[tick] if tick >= 0 else -1


def title(steps: Steps, scene: Scene) -> str:
    """The structure's name and size: "Frontier: 14"."""
    return _("{structure}: {size}").format(
        structure=_(steps.structure.title), size=steps.size(scene)
    )


def rows(steps: Steps, scene: Scene, shown: int) -> tuple[StackRow, ...]:
    """The structure as a list, the end that moves first, folded into ``shown`` rows; a
    set's rows in the colour its fields have on the maze."""
    total, row = _rows(steps, scene)
    colours: dict[int, str] = {}
    if steps.structure.form == ROW or steps.all_sets_shown:
        colours = {group[0]: colour for group, colour in _coloured_groups(steps, scene)}
    made: list[StackRow] = []
    for entry in folded(total, shown):
        if isinstance(entry, Fold):
            made.append(StackRow(-1, _("… {n} more …").format(n=entry.count), folded=True))
            continue
        key, text, number, note = row(entry)
        made.append(StackRow(key, text, number, note, colour=colours.get(key, "")))
    return tuple(made)


def counters(steps: Steps, scene: Scene) -> str:
    """The structure's size, and the step with the walls opened (or put up) so far."""
    text = title(steps, scene)
    if steps.structure.sized:
        text += " · " + _("largest so far {n}").format(n=scene.largest)
    tick = scene.tick
    if steps.structure.form == CHAMBERS:
        progress = _("Step {n} of {total} · walls put up {walls}").format(
            n=tick + 1, total=len(steps), walls=scene.built
        )
    else:
        progress = _("Step {n} of {total} · walls opened {carves}").format(
            n=tick + 1, total=len(steps), carves=scene.carves
        )
    return text + "\n" + progress


def scale(steps: Steps, scene: Scene) -> Scale:
    """The structure's size against the largest it had so far (where that is followed)."""
    size = steps.size(scene)
    largest = scene.largest if steps.structure.sized else size
    return Scale(
        (ScaleMark(size, "members", colour(steps)),),
        max(largest, 1),
        largest,
        _("largest so far {n}").format(n=largest) if steps.structure.sized else "",
    )


def why(steps: Steps, tick: int) -> str:
    """The algorithm's summary, and which code the source pane shows where it is not the
    algorithm's text."""
    sentences = (_(steps.algorithm.summary), _source_sentence(steps, tick))
    return " ".join(sentence for sentence in sentences if sentence)


def marks(steps: Steps, scene: Scene, selected: int, breakpoints: Iterable[int]) -> Marks:
    """The current field, the selection, the breakpoints, the field the build began at, the
    members (a set colours the fields it joins almost whole; the members of a list are dots)
    and the chambers."""
    form = steps.structure.form
    kind = SET if steps.all_sets_shown else DOT
    members: tuple[Members, ...] = ()
    if form == ROW or steps.all_sets_shown:
        members = tuple(
            Members(kind, colour, fields) for fields, colour in _coloured_groups(steps, scene)
        )
    elif form != CHAMBERS:
        members = (Members(kind, colour(steps), steps.members(scene)),)
    began = 0 <= steps.first_visit <= scene.tick
    return Marks(
        scene.current,
        selected=selected,
        breakpoints=tuple(sorted(breakpoints)),
        first=steps.fields[steps.first_visit] if began else -1,
        members=members,
        chambers=tuple(scene.chambers),
    )


def member_entry(steps: Steps) -> str | None:
    """The legend's key for how ``steps`` marks its members: the build's entry of a
    structure with a colour of its own (the frontier, the walk), else its form's dots; None:
    no such marks."""
    structure = steps.structure
    entry = MEMBER_ENTRIES.get(structure.form)
    return TITLE_ENTRIES.get(structure.title) or (entry[0] if entry else None)


def legend(steps: Steps) -> tuple[str, ...]:
    """The legend's entries: the structure's own in place of ``MEMBERS``, and the first
    field's frame only for the algorithms that begin at a field (Prim, Wilson ...): their
    first event, recorded with step 0."""
    own = member_entry(steps)
    dropped = (MEMBERS, *(("teach-first",) if steps.first_visit < 0 else ()))
    entries = [key for key in ENTRIES if key not in dropped]
    if own:
        entries.insert(ENTRIES.index(MEMBERS), own)
    return tuple(entries)


def colour(steps: Steps) -> str:
    """The members' colour: their structure's own, or their form's."""
    structure = steps.structure
    return TITLE_COLOURS.get(structure.title) or COLOURS.get(structure.form, ("#ffb347",))[0]


def _source_sentence(steps: Steps, tick: int) -> str:
    """Which code the source pane shows, where it is not the algorithm's text."""
    if tick >= 0 and steps.codes[tick] in steps.shared_sources:
        return _(
            "This step comes from fast code all builds share (loops, blocks, joining what "
            "excluded fields cut apart)."
        )
    if steps.text is not None:
        return ""
    if steps.has_text:
        return _(
            "On a maze of more than {fields} fields the source is the fast code the "
            "program builds with; smaller mazes show the algorithm written to be read."
        ).format(fields=format_number(TEXT_FIELDS))
    return _("The source is the fast code the program builds with.")


def _coloured_groups(steps: Steps, scene: Scene) -> list[tuple[list[int], str]]:
    """Eller's row sets, colours taking turns along the row; or all of Kruskal's and the
    forest's trees, each in the colour of its first field, which it keeps while it grows
    (two trees that join take the colour of the one that began higher up)."""
    if steps.structure.form == ROW:
        palette = COLOURS[ROW]
        return [
            (group, palette[number % len(palette)])
            for number, group in enumerate(steps.row_sets(scene))
        ]
    return [(group, SET_COLOURS[group[0] * 7 % len(SET_COLOURS)]) for group in steps.sets(scene)]


def _rows(steps: Steps, scene: Scene) -> tuple[int, Callable[[int], Row]]:
    """How many rows the structure's list has, and the row at a position: (field, what,
    number, note); only the rows shown are made."""
    form, width = steps.structure.form, steps.width
    if form == CHAMBERS:
        chambers = scene.chambers[::-1]  # the one being divided on top

        def chamber(position: int) -> Row:
            left, top, columns, rows = chambers[position]
            corner = top * width + left
            far = (top + rows - 1) * width + left + columns - 1
            note = f"{columns} × {rows}" + (" " + _("being divided") if position == 0 else "")
            return corner, f"{place(steps, corner)} – {place(steps, far)}", str(position + 1), note

        return len(chambers), chamber
    if form == ROW or steps.all_sets_shown:
        groups = steps.row_sets(scene) if form == ROW else steps.sets(scene)

        def group(position: int) -> Row:
            fields = groups[position]
            text = " ".join(place(steps, field) for field in fields[:GROUP_PLACES])
            if len(fields) > GROUP_PLACES:
                text += " …"
            count = len(fields)
            note = ngettext("{n} field", "{n} fields", count).format(n=count)
            return fields[0], text, str(position + 1), note

        return len(groups), group
    if form == NONE:
        current = scene.current
        return int(current >= 0), lambda _position: (
            current,
            place(steps, current),
            "",
            _("the current field"),
        )
    first = {
        NEWEST_FIRST: _("top"),
        ROW_BY_ROW: _("first, row by row"),
        OLDEST_FIRST: _("head") if steps.structure.title == "Queue" else "",
    }.get(form, "")
    members, since = steps.members(scene), scene.since

    def member(position: int) -> Row:
        field = members[position]
        note = first if position == 0 else ""
        if not note and len(since):
            note = _("since step {n}").format(n=since[field] + 1)
        return field, place(steps, field), str(position + 1), note

    return len(members), member
