"""Play mode's Enter: the maze's spanning tree replayed as an animation, as the seed game
shows its construction. A mode drawn over play mode, with a Player of its own that plays the
tree walk (``labyrinth.game.TreeWalk``) and steps back through it; its lines are canvas items
tagged ``play-tree`` under the marker and the trail, each drawn again from the events
played."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labyrinth.game import TreeWalk
from labyrinth.generators.events import VISIT
from labyrinth.gui import overlay
from labyrinth.gui.modes import PAUSED, Mode, Window
from labyrinth.gui.player import Player, State
from labyrinth.i18n import _
from labyrinth.replay.tape import Event

if TYPE_CHECKING:
    from labyrinth.gui.session import Session

GROWING, WALKED_BACK = "#ff8c00", "#3a9ad9"  # a line going out, and one walked back along
TAGS = ("play", "play-tree")


class TreeReplay(Mode):
    """The tree walk of the session's maze from its start, drawn as it goes."""

    over_others = True
    solvers_over = True  # a solver from the marker, as in play mode
    player: Player

    def __init__(self, session: Session, window: Window) -> None:
        super().__init__(session, window)
        self.walk: TreeWalk | None = None
        self.items: dict[int, int] = {}  # each field's line from its parent
        self.player = Player(
            window.root, self._step, self._done, self.draw, self._told, undo=self._undo
        )

    def can_enter(self) -> bool:
        return self.session.graphs.result is not None  # play mode has a built maze

    def enter(self) -> None:
        result = self.session.graphs.result
        assert result is not None
        x, y = result.start
        self.walk = TreeWalk(self.session.graphs.maze_array, y * result.width + x)
        self.player.start(self.walk.events(), self.window.speed())

    def leave(self) -> None:
        self.player.stop()
        self.walk = None
        self.items = {}
        self.window.view.canvas.delete("play-tree")

    def escape(self) -> None:
        """Esc leaves play mode too, as it always did there (back where play mode began)."""
        self.session.beneath(self).escape()

    def redraw(self) -> None:
        self.draw()

    def _line(self, parent: int, field: int, colour: str) -> None:
        geometry = self.window.view.geometry
        if geometry is None or parent < 0:
            return
        item = overlay.path_line(self.window.view.canvas, geometry, (parent, field), colour, TAGS)
        if item is not None:
            self.items[field] = item

    def _step(self, kind: int, field: int, parent: int) -> None:
        canvas = self.window.view.canvas
        if kind == VISIT:
            self._line(parent, field, GROWING)
        elif field in self.items:
            canvas.itemconfigure(self.items[field], fill=WALKED_BACK)
        canvas.tag_raise("play-marker")

    def _undo(self, event: Event) -> None:
        """A line going out taken away, or one walked back along growing again."""
        kind, field, _parent = event
        item = self.items.get(field)
        if item is None:
            return
        if kind == VISIT:
            self.window.view.canvas.delete(self.items.pop(field))
        else:
            self.window.view.canvas.itemconfigure(item, fill=GROWING)

    def _reached(self) -> tuple[dict[int, int], set[int]]:
        """Each field the events played have reached, with its parent, in the order reached;
        and those walked back from."""
        reached: dict[int, int] = {}
        back: set[int] = set()
        for kind, field, parent in self.player.played_events():
            if kind == VISIT:
                reached[field] = parent
            else:
                back.add(field)
        return reached, back

    def draw(self) -> None:
        """The tree as far as the walk has come (after steps that ran unseen, or a zoom)."""
        canvas = self.window.view.canvas
        canvas.delete("play-tree")
        self.items = {}
        if self.walk is None:
            return
        reached, back = self._reached()
        for field, parent in reached.items():
            self._line(parent, field, WALKED_BACK if field in back else GROWING)
        for above in ("play-trail", "play-hint", "play-marker", "play-panel"):
            canvas.tag_raise(above)

    def _done(self) -> None:
        self.draw()
        reached = len(self._reached()[0])
        self.window.say(
            lambda: _(
                "The spanning tree reaches {fields} fields from the start: Enter takes it away."
            ).format(fields=reached)
        )

    def _told(self, state: State) -> None:
        self.window.show_playing(state is State.PLAYING)
        if state is State.PLAYING:
            self.window.say(
                lambda: _("The spanning tree grows from the start: Space pauses, End finishes.")
            )
        elif state is State.PAUSED:
            self.window.say(lambda: _(PAUSED))
