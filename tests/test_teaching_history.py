"""The teaching view's history on big mazes: within its bytes a field, recorded as far as it
is shown, and any step restored exactly as replaying every tick gives it — across the
blocks, chunks and epochs its keeping works in, for the book's walk and every algorithm."""

from __future__ import annotations

import random

import pytest

from labyrinth import MazeGraphs
from labyrinth.generators import ALGORITHMS
from labyrinth.gui.teach.overlay import stretches
from labyrinth.replay.keyframes import EVENTS_AT_ONCE
from labyrinth.teaching import path, walls
from labyrinth.teaching.recorder import loop_history, record_loop
from labyrinth.teaching.steps import Steps
from labyrinth.teaching.ticks import Ticks
from labyrinth.teaching.walk import WalkHistory

# The history's bytes a field at 1024 × 1024 (the maze itself keeps 6)
BOUND = 16
SPECS = [
    algorithm.spec(option)
    for algorithm in ALGORITHMS.values()
    if algorithm.name != "backtracker"
    for option in (algorithm.options or (None,))
]


def walk(size: int, seed: int = 1) -> tuple[MazeGraphs, Ticks]:
    graphs = MazeGraphs(size, size, display=False, seed=seed)
    return graphs, loop_history(graphs)


def steps(spec: str, size: int, seed: int = 1, interval: int = 0) -> tuple[MazeGraphs, Steps]:
    graphs = MazeGraphs(size, size, display=False, seed=seed, algorithm=spec)
    graphs.exclude_maze_field(5, 5)
    return graphs, Steps(graphs, interval)


@pytest.mark.timeout(300)
@pytest.mark.parametrize(
    ("name", "make"),
    [
        ("the book's walk", lambda: walk(1024)),
        ("Kruskal", lambda: steps("kruskal", 1024)),
        ("growing forest", lambda: steps("growing-forest", 1024)),
    ],
)
def test_a_1024_by_1024_history_keeps_under_16_bytes_a_field(name, make):
    """Counted: the buffers of its arrays, its squeezed blocks and chunks, the scenes it
    keeps, the maze's previous fields it reads (benchmarks/bench_teach.py traces the same
    with tracemalloc)."""
    graphs, history = make()
    history.record()
    assert history.done and len(history) > len(graphs.maze_array.walls) - 8  # a tick a field
    assert history.nbytes() < BOUND * len(graphs.maze_array.walls), name


def test_the_walk_is_recorded_as_far_as_it_is_asked():
    _graphs, history = walk(256)
    assert isinstance(history, WalkHistory) and len(history) == 0 and not history.done
    history.record(until=1000)  # a batch of the generator's events at a time, 4 ticks at most
    assert 1000 < len(history) <= 1000 + 4 * EVENTS_AT_ONCE and not history.done
    assert history.steps_expected() == 2 * 256 * 256  # a call a step, the last with None
    history.record()
    assert history.done and len(history.enters) == history.steps_expected()


def compare_with_replaying(history: Ticks, listed, seed: int, samples: int = 150) -> None:
    """Every sampled tick, restored afresh and from another tick, is what replaying every
    tick from the start gives, and so are its members (``listed``)."""
    rnd = random.Random(seed)
    sample = set(rnd.sample(range(len(history)), min(len(history), samples)))
    state = history.state_at(-1)
    replayed = {}
    for tick in range(len(history)):
        history.apply(state, tick)
        if tick in sample:
            replayed[tick] = state.copy(), listed(state)
    order = list(sample)
    rnd.shuffle(order)
    shown = history.state_at(-1)
    for tick in order:
        assert history.state_at(tick) == replayed[tick][0], tick
        shown = history.moved(shown, tick)
        assert shown == replayed[tick][0] and listed(shown) == replayed[tick][1], tick
        back = history.moved(shown, tick - 3)
        assert back == history.state_at(tick - 3)


@pytest.mark.timeout(300)
@pytest.mark.parametrize("spec", SPECS)
def test_any_step_of_any_algorithm_is_restored_as_replaying_gives_it(spec, monkeypatch):
    # small blocks of wall changes and epochs: a 40 × 40 maze crosses many of each
    monkeypatch.setattr(walls, "BLOCK", 128)
    monkeypatch.setattr(walls, "MIN_PER_EPOCH", 4)
    _graphs, history = steps(spec, 40, seed=3, interval=300)
    history.record()
    assert len(history.ticks.chunks) > 3 and len(history.keyframes) > 3
    compare_with_replaying(history, history.members, seed=3)


@pytest.mark.timeout(300)
@pytest.mark.parametrize("seed", [3, 4])
def test_any_step_of_the_walk_and_its_path_are_restored_as_replaying_gives_them(seed, monkeypatch):
    monkeypatch.setattr(walls, "BLOCK", 128)
    monkeypatch.setattr(walls, "MIN_PER_EPOCH", 4)
    monkeypatch.setattr(path, "SHORT", 4)  # the jumps up the path, short and long
    monkeypatch.setattr(path, "LONG", 16)
    size = 40  # with blocks and jumps this short, a 40 × 40 walk crosses many of each
    graphs, history = walk(size, seed)
    history.record()
    assert history.changes.blocks and history.jumps.short and history.jumps.long

    def followed(state) -> list[int]:
        """The path from the start to the current field, link by link."""
        fields, here = [], state.current
        while here >= 0:
            fields.append(here)
            here = history.previous[here]
        return fields[::-1]

    def listed(state) -> tuple[list[int], list[list[int]]]:
        path = history.path_at(state)
        fields = followed(state)
        assert list(path) == fields
        # a field's place on the path, found from its own links (the stack's row selected)
        assert all(path.index(field) == at for at, field in enumerate(fields))
        assert [field in path for field in range(-1, size * size + 1)] == [
            field in set(fields) for field in range(-1, size * size + 1)
        ]
        return list(path), [list(part) for part in stretches(path, size, (6, 13, 23, 27))]

    compare_with_replaying(history, listed, seed)
    assert history.state_at(len(history) - 1).walls == graphs.maze_array.walls


def test_the_stretches_in_view_of_a_long_path_are_those_of_its_fields():
    history = record_loop(MazeGraphs(80, 80, display=False, seed=9))
    state = history.state_at(len(history) * 2 // 3)
    path = history.path_at(state)
    region = (20, 30, 50, 45)
    inside = [field for field in path if 30 <= field // 80 < 45 and 20 <= field % 80 < 50]
    found = stretches(path, 80, region)
    assert [field for stretch in found for field in stretch] == inside
    for stretch in found:  # each a run of neighbours along the path
        assert all(abs(a - b) in (1, 80) for a, b in zip(stretch, stretch[1:], strict=False))


@pytest.mark.parametrize("spec", ["sidewinder", "sidewinder:E", "sidewinder:W", "sidewinder:S"])
@pytest.mark.parametrize("loops", [0, 30])
def test_the_runs_size_is_its_fields_at_every_step(spec, loops):
    """Kept up as the run grows, not walked at every tick: the size is the run listed,
    across the corridor, excluded fields and the loops carved afterwards."""
    graphs = MazeGraphs(30, 20, display=False, seed=5, algorithm=spec, loop_percent=loops)
    for x, y in ((0, 0), (5, 5), (6, 5), (29, 19), (12, 0), (0, 12)):
        graphs.exclude_maze_field(x, y)
    history = Steps(graphs, interval=50)
    history.record()
    state = history.state_at(-1)
    for tick in range(len(history)):
        history.apply(state, tick)
        assert history.size(state) == len(history.run(state)), tick
        if tick % 37 == 0:
            assert history.state_at(tick) == state, tick


@pytest.mark.parametrize("spec", SPECS)
def test_steps_back_from_the_walls_shown_are_the_scenes_made_afresh(spec):
    """A step back (or a jump back nearby) flips the changes between off the walls shown
    instead of making the walls of an epoch: the same scene either way, at every tick."""
    # Aldous-Broder's random walk takes 26,000 ticks to cover 24 × 24 fields, 5,300 for 16 × 16:
    # still the longest history here, in a twentieth of the time
    _graphs, history = steps(spec, 16 if spec == "aldous-broder" else 24, seed=7, interval=100)
    history.record()
    shown = history.state_at(len(history) - 1)
    for tick in range(len(history) - 2, -2, -1):
        shown = history.moved(shown, tick)
        assert shown == history.state_at(tick), tick
    for tick in random.Random(7).sample(range(len(history)), min(len(history), 40)):
        later = history.state_at(tick)
        back = max(-1, tick - 150)
        assert history.moved(later, back) == history.state_at(back), tick
