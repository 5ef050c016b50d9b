"""The teaching view for any algorithm but the book's: its generator's source with the line
that yielded, its working structure in the panel (a stack from its top, a queue from its
head, the frontier, the walk, the run, the row's sets, the chambers) and on the maze.
"""

from __future__ import annotations

import tkinter as tk
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from labyrinth.generators import find_algorithm
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
from labyrinth.gui.legend import Mark
from labyrinth.gui.teach import overlay
from labyrinth.gui.teach.folding import Fold
from labyrinth.gui.teach.marks import Pool
from labyrinth.i18n import N_, _, format_number, ngettext
from labyrinth.render.geometry import Geometry
from labyrinth.teaching.sentences import place, step_sentence
from labyrinth.teaching.steps import Chamber, Scene, Steps

if TYPE_CHECKING:
    from labyrinth.gui.teach.view import TeachingView

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
# The fields of a set or a row's set named in its row of the list (the count says the rest).
GROUP_PLACES = 4
WAITING_COLOUR = "#3070ff"  # chambers still to divide
DIVIDING_COLOUR = "#d00000"  # the chamber being divided
Row = tuple[int, str, str, str]


class StructurePanes:
    """Fills the teaching view's panes and marks for a recorded ``Steps``."""

    def __init__(self, view: TeachingView) -> None:
        self.view = view
        canvas = view.window.view.canvas
        self.members = Pool(canvas, "teach-members", filled=True)
        self.waiting = Pool(canvas, "teach-waiting", filled=False, width=2)
        self.dividing = Pool(canvas, "teach-dividing", filled=False, width=4)
        self.first = Pool(canvas, "teach-first", filled=False, width=3)

    def refresh(self, steps: Steps, scene: Scene) -> None:
        view, window = self.view, self.view.window
        assert view.taught is not None  # steps are recorded from it
        algorithm = find_algorithm(view.taught.options.algorithm)[0]
        panel = view.panel
        tick = scene.tick
        source = steps.sources[steps.codes[tick] if tick >= 0 else 0]
        panel.show_source(source.lines, steps.lines[tick] if tick >= 0 else -1)
        self._structure(steps, scene)
        title, size = _(steps.structure.title), steps.size(scene)
        counters = _("{structure}: {size}").format(structure=title, size=size)
        if steps.structure.sized:
            counters += " · " + _("largest so far {n}").format(n=scene.largest)
        panel.counters.configure(
            text=counters
            + "\n"
            + (
                _("Step {n} of {total} · walls put up {walls}").format(
                    n=tick + 1, total=len(steps), walls=scene.built
                )
                if steps.structure.form == CHAMBERS
                else _("Step {n} of {total} · walls opened {carves}").format(
                    n=tick + 1, total=len(steps), carves=scene.carves
                )
            )
        )
        largest = scene.largest if steps.structure.sized else size
        panel.show_scale(
            [(size, _colour(steps))],
            max(largest, 1),
            largest,
            _("largest so far {n}").format(n=largest) if steps.structure.sized else "",
        )
        sentences = (_(algorithm.summary), _source_sentence(steps, tick))
        panel.why.configure(text=" ".join(sentence for sentence in sentences if sentence))
        window.say(view.notice or (lambda: step_sentence(steps, scene, _(algorithm.title))))

    def draw_marks(self, geometry: Geometry, steps: Steps, scene: Scene) -> None:
        """The breakpoints, the selected field and the members round the view (a big
        maze's structure may hold millions)."""
        view = self.view
        overlay.draw(view.window.view.canvas, geometry, [], -1, view.selected, view.breakpoints)
        form = steps.structure.form
        boxes, colours = [], []
        # a set colours the fields it joins almost whole; the members of a list are dots
        inset = geometry.field_size / (8 if steps.all_sets_shown else 4)
        region = overlay.around_view(self.view.window.view.canvas, geometry)
        if form == ROW or steps.all_sets_shown:
            for group, colour in _coloured_groups(steps, scene):
                shown = overlay.inside(group, steps.width, region)
                boxes += overlay.boxes(geometry, shown, inset)
                colours += [colour] * len(shown)
        elif form != CHAMBERS:
            shown = overlay.inside(steps.members(scene), steps.width, region)
            boxes = overlay.boxes(geometry, shown, inset)
            colours = [_colour(steps)] * len(boxes)
        self.members.show(boxes, colours)
        chambers = [_chamber_box(geometry, chamber) for chamber in scene.chambers]
        self.waiting.show(chambers[:-1], [WAITING_COLOUR] * len(chambers[:-1]))
        self.dividing.show(chambers[-1:], [DIVIDING_COLOUR] * len(chambers[-1:]))
        began = 0 <= steps.first_visit <= scene.tick
        first = [overlay.box(geometry, steps.fields[steps.first_visit], 2)] if began else []
        self.first.show(first, [overlay.FIRST_COLOUR] * len(first))
        self.view.window.view.canvas.tag_raise("walker")

    def _structure(self, steps: Steps, scene: Scene) -> None:
        """The structure as a list, the end that moves first; a long one folded."""
        total, row = _rows(steps, scene)
        panel = self.view.panel
        title = _(steps.structure.title)
        panel.show_headings(
            (_("{structure}: {size}").format(structure=title, size=steps.size(scene)), "#", "")
        )
        rows: list[Row | tuple[int, str]] = [
            (-1, _("… {n} more …").format(n=entry.count)) if isinstance(entry, Fold) else row(entry)
            for entry in panel.fold(total)
        ]
        colours = None
        if steps.structure.form == ROW or steps.all_sets_shown:
            colours = {group[0]: colour for group, colour in _coloured_groups(steps, scene)}
        panel.show_stack(rows, self.view.selected, colours)


def member_legend() -> list[tuple[str, str, str, str, Mark]]:
    """The members' entries for the legend: key, label, tooltip, the swatch below, the dot."""
    return [
        (key, label, tip, "carved", partial(_dot, COLOURS[form][0]))
        for form, (key, label, tip) in MEMBER_ENTRIES.items()
    ]


def member_entry(steps: Steps) -> str | None:
    """The legend's key for how ``steps`` marks its members: the build's entry of a
    structure with a colour of its own (the frontier, the walk), else its form's dots; None:
    no such marks."""
    structure = steps.structure
    entry = MEMBER_ENTRIES.get(structure.form)
    return TITLE_ENTRIES.get(structure.title) or (entry[0] if entry else None)


def _dot(colour: str, canvas: tk.Canvas, size: int) -> None:
    inset = size / 4
    canvas.create_rectangle(inset, inset, size - inset, size - inset, fill=colour, width=0)


def _colour(steps: Steps) -> str:
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


def _chamber_box(geometry: Geometry, chamber: Chamber) -> overlay.Box:
    left, top, columns, rows = chamber
    x0, y0, _x1, _y1 = geometry.interior(left, top)
    _x0, _y0, x1, y1 = geometry.interior(left + columns - 1, top + rows - 1)
    return x0 + 2, y0 + 2, x1 - 1, y1 - 1


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
