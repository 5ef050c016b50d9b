"""The window's session without a window: the maze shown, Undo and Redo of every maze it
replaced (within its limits), the stack of modes, and the notifications parts listen to."""

from __future__ import annotations

from labyrinth.gui import session as session_module
from labyrinth.gui.modes import Mode
from labyrinth.gui.session import HISTORY_LIMIT, Origin, Session
from labyrinth.maze_graphs import MazeGraphs
from tests.helpers import built_maze


class Recorded(Mode):
    """A mode that writes down what the session did with it."""

    def __init__(self, session: Session, log: list[str], name: str, over: bool = False) -> None:
        super().__init__(session, None)  # type: ignore[arg-type]  # no window needed here
        self.log, self.name, self.over_others = log, name, over

    def can_enter(self) -> bool:
        return self.name != "refuses"

    def enter(self) -> None:
        self.log.append(f"enter {self.name}")

    def leave(self) -> None:
        self.log.append(f"leave {self.name}")


def a_session() -> tuple[Session, list[str]]:
    log: list[str] = []
    session = Session(
        MazeGraphs(4, 3, display=False),
        (),
        Origin.GRID,
        lambda session: Recorded(session, log, "base"),
    )
    for name in ("maze", "mode"):
        session.listen(name, lambda name=name: log.append(f"told {name}"))
    return session, log


def test_undo_brings_back_the_maze_replaced_and_redo_the_one_undone():
    session, log = a_session()
    first = built_maze(4, 3, seed=1)
    session.replace(first, Origin.BUILT)
    second = built_maze(4, 3, seed=2)
    session.replace(second, Origin.GRID, {(1, 1)})
    assert session.graphs is second and session.excluded == {(1, 1)}
    assert session.undo()
    assert session.graphs is first and session.origin is Origin.BUILT and not session.excluded
    assert session.undo(redo=True)
    assert session.graphs is second and session.excluded == {(1, 1)}
    assert session.undo() and session.undo() and not session.undo()  # back to the first grid
    assert log.count("told maze") == 6


def test_a_replacement_kept_out_of_undo_and_excluded_fields_that_no_longer_fit():
    session, _log = a_session()
    session.replace(built_maze(4, 3), Origin.BUILT, {(3, 2), (0, 0)})
    session.replace(MazeGraphs(2, 2, display=False), Origin.GRID, keep=False)
    assert session.excluded == {(0, 0)}  # (3 | 2) lies outside 2 × 2
    assert len(session.undo_steps) == 1


def test_the_history_forgets_the_oldest_steps_and_the_largest_mazes(monkeypatch):
    session, _log = a_session()
    for seed in range(HISTORY_LIMIT + 5):
        session.replace(MazeGraphs(2, 2, seed=seed, display=False), Origin.GRID)
    assert len(session.undo_steps) == HISTORY_LIMIT
    monkeypatch.setattr(session_module, "HISTORY_FIELDS", 30)
    session.replace(MazeGraphs(4, 4, display=False), Origin.GRID)  # 16 fields
    session.replace(MazeGraphs(4, 4, display=False), Origin.GRID)
    session.replace(MazeGraphs(5, 5, display=False), Origin.GRID)  # 16 + 16 > 30: one left
    assert [step.fields for step in session.undo_steps] == [16]
    session.replace(MazeGraphs(2, 2, display=False), Origin.GRID)
    assert [step.fields for step in session.undo_steps] == [25]  # the newest is always kept


def test_modes_stack_over_the_base_and_views_of_their_own_replace_each_other():
    session, log = a_session()
    play, walk = Recorded(session, log, "play"), Recorded(session, log, "walk")
    solver = Recorded(session, log, "solver", over=True)
    assert session.enter(play) and session.enter(solver)
    assert session.mode is solver and session.beneath(solver) is play
    assert session.enter(walk)  # one view at a time: play mode and its solver are left
    assert session.modes[1:] == (walk,)
    assert log.index("leave solver") < log.index("leave play") < log.index("enter walk")
    refuses = Recorded(session, log, "refuses")
    assert not session.enter(refuses) and session.modes[1:] == (walk,)  # the walk stays on
    session.enter(play)
    del log[:]
    session.replace(
        built_maze(4, 3), Origin.BUILT
    )  # a new maze: its modes are left, then it is told
    assert session.modes[1:] == () and log == ["leave base", "leave play", "told maze"]


class Teaching(Recorded):
    """A mode that leaves a finished maze behind, as the teaching view at its last step."""

    follows_new_maze = True

    def __init__(self, session, log, finished):
        super().__init__(session, log, "teaching")
        self.finished = finished

    def leaves_a_maze(self) -> bool:
        return True

    def left_behind(self):
        return self.finished


def test_a_maze_left_behind_is_kept_when_the_user_leaves_but_not_on_undo_or_a_new_maze():
    session, log = a_session()
    before, finished = session.graphs, built_maze(4, 3, seed=3)
    teaching = Teaching(session, log, finished)
    session.enter(teaching)
    session.leave(teaching)  # Esc or F7: the finished maze is the session's, Ctrl+Z goes back
    assert session.graphs is finished and session.origin is Origin.BUILT
    assert session.undo() and session.graphs is before
    session.enter(teaching)
    assert session.undo(redo=True) and session.graphs is finished  # left, nothing kept
    assert not session.redo_steps and session.undo_steps[-1].graphs is before
    session.enter(teaching)
    grid = MazeGraphs(4, 3, display=False)
    session.replace(grid, Origin.GRID, follow=True)  # F5: the teaching view teaches it
    assert session.mode is teaching and session.graphs is grid
    session.replace(
        built_maze(4, 3), Origin.OPENED
    )  # a file opened: the view is left, nothing kept
    assert session.modes[1:] == () and session.origin is Origin.OPENED


def test_a_play_mode_refused_leaves_the_teaching_view_only_if_it_leaves_a_maze():
    session, log = a_session()
    teaching = Teaching(session, log, None)
    teaching.leaves_a_maze = lambda: False  # type: ignore[method-assign]
    session.enter(teaching)
    assert not session.enter(Recorded(session, log, "refuses"))
    assert session.mode is teaching


def test_the_base_mode_comes_with_the_session_and_its_modes_are_read_only():
    session, log = a_session()
    base = session.base
    assert session.modes == (base,) and base.session is session and base.name == "base"
    walk = Recorded(session, log, "walk")
    stack = session.modes
    assert session.enter(walk) and stack == (base,)  # what was handed out stays as it was
    assert session.modes == (base, walk)
    assert not hasattr(session.modes, "append")  # changed by entering and leaving only
