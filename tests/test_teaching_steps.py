"""Every algorithm's build recorded step by step: the history restores any step exactly as
replaying from the start does, ends in the maze the builder makes, and its structure is the
generator's own at every step."""

from __future__ import annotations

from types import GeneratorType

import pytest

from labyrinth import MazeGraphs, build
from labyrinth.generators import ALGORITHMS
from labyrinth.generators.events import CARVE, FRONTIER, WALL
from labyrinth.generators.grid import WAITING
from labyrinth.generators.prim import NO_WALL
from labyrinth.generators.wilson import ON_WALK
from labyrinth.teaching.sentences import step_sentence
from labyrinth.teaching.steps import DENSE_INTERVAL, INTERVAL, Steps, record_steps
from tests.helpers import unbuilt_maze

SPECS = [
    algorithm.spec(option)
    for algorithm in ALGORITHMS.values()
    for option in (algorithm.options or (None,))
]


def graphs_of(spec: str, width: int = 9, height: int = 7, seed: int = 5, **more) -> MazeGraphs:
    graphs = MazeGraphs(width, height, display=False, seed=seed, algorithm=spec, **more)
    graphs.exclude_maze_field(4, 3)
    return graphs


@pytest.mark.parametrize("spec", SPECS)
def test_a_jump_equals_replaying_and_the_end_is_the_builders_maze(spec):
    steps = record_steps(graphs_of(spec), interval=5)
    built = graphs_of(spec)
    built.build_maze()
    assert len(steps.keyframes) > 3
    scene = steps.state_at(-1)
    for tick in range(len(steps)):
        steps.apply(scene, tick)
        jumped = steps.state_at(tick)
        assert jumped == scene
        assert steps.members(jumped) == steps.members(scene)
        assert step_sentence(steps, jumped, spec)
    assert scene.walls == built.maze_array.walls


def _truth(spec: str, variables: dict) -> object:
    """The structure as the generator holds it, in the order ``Steps.members`` lists it."""
    name = spec.partition(":")[0]
    if spec == "prim-modified":
        return set(variables["frontier"])
    if spec == "prim-simplified":
        return {f for f, known in enumerate(variables["state"]) if known == WAITING}
    if spec == "prim-true":
        return {f for f, weight in enumerate(variables["lightest"]) if weight not in (0, NO_WALL)}
    if name == "growing-tree":
        cells = list(variables["cells"][variables["head"] :])
        if spec == "growing-tree":
            return cells[::-1]
        return cells if spec == "growing-tree:oldest" else set(cells)
    if spec == "wilson":
        return {f for f, known in enumerate(variables["state"]) if known == ON_WALK}
    if spec == "recursive-division" and "rows" in variables:
        chambers = list(variables["chambers"])
        return [*chambers, tuple(variables[key] for key in ("left", "top", "columns", "rows"))]
    return None


def _shown(steps: Steps, spec: str, scene) -> object:
    if spec == "recursive-division":
        return scene.chambers
    members = steps.members(scene)
    return members if spec in ("growing-tree", "growing-tree:oldest") else set(members)


@pytest.mark.parametrize("spec", SPECS)
def test_the_structure_is_the_generators_own_at_every_step(spec):
    steps = record_steps(graphs_of(spec, seed=11))
    graphs = graphs_of(spec, seed=11)
    options = graphs.options
    algorithm = ALGORITHMS[spec.partition(":")[0]]
    start = graphs._prepare()
    events = build.steps(graphs.maze_array, options, start, graphs.directions, build.Walk())
    compared = 0
    for tick, event in enumerate(events):
        assert (steps.kinds[tick], steps.fields[tick], steps.others[tick]) == event
        inner = events
        while isinstance(inner.gi_yieldfrom, GeneratorType):
            inner = inner.gi_yieldfrom
        if algorithm.build is None or inner.gi_code is not algorithm.build.__code__:
            continue
        truth = _truth(spec, inner.gi_frame.f_locals)
        scene = steps.state_at(tick)
        if truth is not None:
            compared += 1
            assert _shown(steps, spec, scene) == truth, tick
        if spec.startswith("sidewinder") and inner.gi_frame.f_locals["run_length"]:
            run, length = (inner.gi_frame.f_locals[key] for key in ("run", "run_length"))
            assert steps.run(scene)[0] == run
            assert len(steps.run(scene)) in (length, length + 1)
            compared += 1
        if spec == "eller":
            y = inner.gi_frame.f_locals["y"]
            row = [f for group in steps.row_sets(scene) for f in group]
            assert sorted(row) == [f for f in range(y * 9, y * 9 + 9) if f != 3 * 9 + 4]
            compared += 1
    wanted = ("prim", "growing-tree", "wilson", "recursive-division", "sidewinder", "eller")
    assert compared > 0 or not spec.startswith(wanted)


def test_the_frontier_breakpoint_stops_when_the_structure_outgrows_it():
    steps = record_steps(graphs_of("prim-modified"))
    scene = steps.state_at(-1)
    for tick in range(len(steps)):
        steps.apply(scene, tick)
        if steps.stops(tick, scene, set(), False, 6):
            break
    assert steps.size(scene) == 7 and steps.kinds[scene.tick] == FRONTIER


def test_loops_after_the_algorithm_do_not_touch_its_structure():
    steps = record_steps(graphs_of("prim-modified", loop_percent=30))
    assert steps.algorithm_end < len(steps)
    last = steps.state_at(len(steps) - 1)
    assert last.members == 0
    assert steps.sources[steps.codes[-1]].lines[0].startswith("def add_")


def test_kruskal_s_largest_number_of_sets_is_there_before_the_first_step() -> None:
    """Before the first wall comes down every field is a set of its own: the most there
    will ever be, and what "largest so far" says from step 0 on."""
    steps = Steps(unbuilt_maze(8, 6, seed=3, algorithm="kruskal"))
    steps.record()
    before = steps.state_at(-1)
    assert steps.size(before) == before.largest == 48
    assert steps.state_at(5).largest == 48


def test_the_binary_tree_stands_on_the_field_that_opens_its_wall() -> None:
    """Each field of the binary tree opens one wall of its own: that field is the current
    one, not the neighbour behind the wall (a walk's carve goes on at the neighbour)."""
    tree = Steps(unbuilt_maze(6, 5, seed=3, algorithm="binary-tree"))
    walk = Steps(unbuilt_maze(6, 5, seed=3, algorithm="aldous-broder"))
    for steps, stands_on in ((tree, "fields"), (walk, "others")):
        steps.record()
        carves = [tick for tick in range(len(steps)) if steps.kinds[tick] == CARVE]
        assert carves
        for tick in carves:
            assert steps.state_at(tick).current == getattr(steps, stands_on)[tick]


def test_recursive_division_counts_the_walls_it_puts_up_at_every_step() -> None:
    steps = Steps(unbuilt_maze(12, 9, seed=3, algorithm="recursive-division"), interval=16)
    steps.record()
    built = 0
    for tick in range(len(steps)):
        built += steps.kinds[tick] == WALL
        assert steps.state_at(tick).built == built  # from a scene kept, replayed
    assert built > 16


@pytest.mark.parametrize("spec", ["kruskal", "growing-forest", "eller", "sidewinder"])
def test_a_structure_without_members_is_kept_densely_and_a_step_back_from_a_keep_is_exact(spec):
    """Kruskal's sets, the row, the run: their scenes take a few bytes, so one is kept every
    ``DENSE_INTERVAL`` ticks (a step back replays no more); stepping back across each keep
    gives the scene replayed from the start."""
    steps = record_steps(graphs_of(spec, 48, 48))
    kept = [kept.tick for kept in steps.keyframes]
    assert kept == list(range(-1, len(steps) - 1, DENSE_INTERVAL)) and len(kept) > 2
    forward = steps.state_at(-1)
    scenes = []  # each just before a keep: the longest replay back to it
    for tick in range(len(steps)):
        steps.apply(forward, tick)
        if tick + 1 in kept:
            scenes.append(forward.copy())
    for scene in scenes:
        back = steps.moved(steps.state_at(scene.tick + 1), scene.tick)
        assert back == scene and steps.members(back) == steps.members(scene)


def test_a_long_walk_keeps_its_scenes_densely_only_for_a_byte_a_field():
    """Aldous-Broder's walk takes about a hundred ticks a field: its scenes are kept every
    ``DENSE_INTERVAL`` ticks only until they take a byte a field, then every ``INTERVAL``."""
    steps = record_steps(graphs_of("aldous-broder", 40, 40))
    ticks = [kept.tick for kept in steps.keyframes]
    gaps = [later - earlier for earlier, later in zip(ticks, ticks[1:], strict=False)]
    assert gaps[0] == DENSE_INTERVAL and max(gaps) == steps.interval == INTERVAL
