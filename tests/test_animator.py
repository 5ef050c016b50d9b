"""The animator with a scheduler and a clock of the test's own: what the speed scale, the
time budget of a tick and the credit cap promise, counted in steps, never timed."""

from __future__ import annotations

import contextlib
import io
import math
from collections.abc import Callable, Iterator

import pytest

from labyrinth import MazeGraphs
from labyrinth.generators import BOOK
from labyrinth.gui.animator import (
    BUDGET_S,
    UNSEEN_BUDGET_S,
    UNSEEN_CHUNK,
    UNSEEN_PULL,
    Animator,
)
from tests.test_generators import SPECS, replay

# Seconds between two ticks of the fake scheduler: a power of two, so sums stay exact.
TICK = 1 / 64
# Steps a second for each speed, as the manual promises: 1 slowest, 10 fastest.
SCALE = {1: 2, 2: 5, 3: 10, 4: 25, 5: 60, 6: 150, 7: 300, 8: 600, 9: 1200, 10: 3000}


class Clock:
    """Seconds that pass only when the test says so."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class Scheduler:
    """Tk's ``after`` and ``after_cancel``, with the jobs run when the test says so."""

    def __init__(self) -> None:
        self.jobs: dict[str, Callable[[], None]] = {}
        self.made = 0

    def after(self, _ms: int, callback: Callable[[], None]) -> str:
        self.made += 1
        job = f"after#{self.made}"
        self.jobs[job] = callback
        return job

    def after_cancel(self, job: str) -> None:
        del self.jobs[job]

    def run_due(self) -> None:
        jobs, self.jobs = self.jobs, {}
        for callback in jobs.values():
            callback()


def build_steps(width: int = 200, height: int = 100) -> Iterator[tuple[int, int, int]]:
    """The events of a real build, minus the first (the window shows that one itself)."""
    steps = MazeGraphs(width, height, display=False, seed=4).build_steps()
    next(steps)
    return steps


def animator(
    speed: int, steps=None, show_step=None, clock=None
) -> tuple[Animator, Scheduler, Clock, list, list]:
    """An animator on the fake scheduler and clock; the steps it showed, its done() calls."""
    clock, scheduler, shown, done = clock or Clock(), Scheduler(), [], []
    watched = Animator(
        scheduler,
        build_steps() if steps is None else steps,
        show_step or (lambda *event: shown.append(event)),
        lambda: done.append(True),
        speed,
        clock=clock,
    )
    return watched, scheduler, clock, shown, done


def tick(scheduler: Scheduler, clock: Clock, seconds: float = TICK) -> None:
    clock.now += seconds
    scheduler.run_due()


@pytest.mark.parametrize(("speed", "per_second"), SCALE.items())
def test_each_speed_shows_its_steps_a_second(speed, per_second):
    watched, scheduler, clock, shown, _done = animator(speed)
    watched.play()
    for second in (1, 2):
        for _tick in range(round(1 / TICK)):
            tick(scheduler, clock)
        assert len(shown) == second * per_second
    assert not watched.finished


def test_speed_0_runs_every_step_unseen_and_says_done_once():
    watched, scheduler, clock, shown, done = animator(0)
    watched.play()
    for _tick in range(10):
        tick(scheduler, clock)
    assert watched.finished and not watched.playing
    assert shown == [] and done == [True]
    assert scheduler.jobs == {}


# Seconds that one unseen step costs on the test's clock (about a microsecond).
STEP_COST = 2**-20


def costly(steps: Iterator, clock: Clock, counted: list[int]) -> Iterator:
    """The steps, each of which moves the clock on by STEP_COST and is counted (a plain
    iterator: it cannot be sent a count)."""

    def take(step):
        clock.now += STEP_COST
        counted.append(1)
        return step

    return map(take, steps)


def test_an_unseen_tick_stops_after_the_chunk_that_spends_its_budget():
    counted: list[int] = []
    clock = Clock()
    steps = costly(build_steps(400, 200), clock, counted)
    watched, scheduler, _clock, _shown, _done = animator(0, steps=steps, clock=clock)
    watched.play()
    per_tick = []
    while not watched.finished:
        before = len(counted)
        tick(scheduler, clock)
        per_tick.append(len(counted) - before)
    chunks = math.ceil(UNSEEN_BUDGET_S / (UNSEEN_PULL * STEP_COST))
    assert len(per_tick) > 2
    assert per_tick[:-1] == [chunks * UNSEEN_PULL] * (len(per_tick) - 1)
    assert 0 < per_tick[-1] <= chunks * UNSEEN_PULL


class ChunkClock(Clock):
    """Three quarters of a tick's budget pass at each look: a tick takes exactly one unseen
    chunk (its look before the chunk is within the budget, the one after it is not)."""

    def __call__(self) -> float:
        self.now += UNSEEN_BUDGET_S * 0.75
        return self.now


def test_the_books_walk_takes_a_whole_chunk_unseen_at_each_send():
    """The walk is sent UNSEEN_CHUNK and then UNSEEN_PULL more are pulled: after one unseen
    tick the maze is the one after exactly that many steps (and the first, shown apart)."""
    every = list(MazeGraphs(200, 100, display=False, seed=4).build_steps())
    fresh = MazeGraphs(200, 100, display=False)
    taken = 1 + UNSEEN_CHUNK + UNSEEN_PULL
    watched_graphs = MazeGraphs(200, 100, display=False, seed=4)
    steps = watched_graphs.build_steps()
    next(steps)
    watched, scheduler, _clock, _shown, _done = animator(0, steps=steps, clock=ChunkClock())
    watched.play()
    scheduler.run_due()
    assert bytes(watched_graphs.maze_array.walls) == replay(fresh, every[:taken])
    # a step back changes no wall: the step the walk gives next tells how many it took
    assert next(steps) == every[taken] != every[taken - 1]


def plain(spec: str, width: int = 96, height: int = 64, **options) -> bytes:
    graphs = MazeGraphs(width, height, display=False, seed=21, algorithm=spec, **options)
    with contextlib.redirect_stdout(io.StringIO()):
        graphs.build_maze()
    return fingerprint(graphs)


def fingerprint(graphs: MazeGraphs) -> bytes:
    """The walls and what the build found: what a maze built twice must share."""
    result = graphs.result
    assert result is not None
    return bytes(graphs.maze_array.walls) + repr((result.start, result.end, result.length)).encode()


@pytest.mark.parametrize("spec", SPECS)
@pytest.mark.parametrize(
    "options", [{}, {"loop_percent": 10, "block_permille": 20}], ids=["plain", "imperfect"]
)
def test_a_build_run_unseen_is_the_build_without_a_window(spec, options):
    """Every algorithm, run at speed 0 through the animator, makes the maze of build_maze;
    the book's also with its Java random source."""
    for rng in ("python", "java") if spec == BOOK else ("python",):
        graphs = MazeGraphs(96, 64, display=False, seed=21, algorithm=spec, rng=rng, **options)
        steps = graphs.build_steps()
        next(steps)
        watched, scheduler, clock, _shown, done = animator(0, steps=steps)
        watched.play()
        while not done:
            tick(scheduler, clock)
        assert fingerprint(graphs) == plain(spec, rng=rng, **options)


@pytest.mark.parametrize("spec", [BOOK, "kruskal", "wilson"])
def test_a_build_shown_then_unseen_then_shown_again_is_the_same_maze(spec):
    """Steps shown one by one, a stretch unseen, then shown again: the maze does not care.
    (Big enough that steps are left after an unseen chunk of the book's walk.)"""
    graphs = MazeGraphs(256, 160, display=False, seed=21, algorithm=spec)
    steps = graphs.build_steps()
    next(steps)
    watched, scheduler, clock, shown, done = animator(0, steps=steps, clock=ChunkClock())
    for _step in range(5):
        watched.step()
    watched.play()
    scheduler.run_due()  # one unseen chunk
    watched.unseen = False
    watched.speed = 10
    for _step in range(5):
        watched.step()
    watched.finish()
    while not done:
        tick(scheduler, clock)
    assert len(shown) == 10
    assert fingerprint(graphs) == plain(spec, width=256, height=160)


# Seconds that drawing one shown step costs on the test's clock (about a millisecond).
DRAW_COST = 2**-10


def test_a_shown_tick_draws_no_more_than_its_budget_allows():
    clock = Clock()
    shown = []

    def slow_draw(*event):
        clock.now += DRAW_COST
        shown.append(event)

    watched, scheduler, _clock, _shown, _done = animator(10, show_step=slow_draw, clock=clock)
    watched.play()
    tick(scheduler, clock, 1.0)  # a second's credit: 3,000 steps owed
    assert len(shown) == math.ceil(BUDGET_S / DRAW_COST)


def test_after_a_stall_the_credit_is_capped_at_one_seconds_steps():
    """A tick that comes ten seconds late (a busy machine) and can draw only a few steps in
    its budget keeps at most one second's steps owed: the animation does not race ahead."""
    clock = Clock()
    shown = []
    draw_cost = [DRAW_COST]

    def draw(*event):
        clock.now += draw_cost[0]
        shown.append(event)

    watched, scheduler, _clock, _shown, _done = animator(10, show_step=draw, clock=clock)
    watched.play()
    tick(scheduler, clock, 10.0)
    late = len(shown)
    assert late == math.ceil(BUDGET_S / DRAW_COST)
    draw_cost[0] = 0.0  # drawing is quick again
    clock.now = 10.0 + TICK  # the next tick, one tick after the late one began
    scheduler.run_due()
    assert len(shown) - late == SCALE[10] + math.floor(TICK * SCALE[10])


def test_pause_cancels_the_tick_and_step_shows_exactly_one():
    watched, scheduler, clock, shown, _done = animator(5)
    watched.play()
    assert len(scheduler.jobs) == 1
    watched.pause()
    assert scheduler.jobs == {}
    tick(scheduler, clock, 5.0)
    assert shown == []
    watched.step()
    watched.step()
    assert len(shown) == 2 and scheduler.jobs == {}
