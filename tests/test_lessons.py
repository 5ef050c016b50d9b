"""The lessons: the nine built in, each passed by its reference solution and failed by
plausible wrong programs with the sentence the lesson promises; the lesson file's reader,
which names the file and line of every mistake, also under random mutations."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from labyrinth import i18n
from labyrinth.lessons.catalog import BUILT_IN, find_lesson, load_lessons
from labyrinth.lessons.checking import check_lesson
from labyrinth.lessons.lesson_file import (
    LANGUAGES,
    MOST_HINTS,
    LessonError,
    parse_lesson,
    read_lesson,
)
from tests.lesson_programs import REFERENCE, WRONG

ORDER = [
    *("walk", "wall-follower", "island", "tremaux", "recursive-search", "book-builder"),
    *("loop-builder", "exclusions", "own-generator"),
]


def lesson(lesson_id):
    found = find_lesson(load_lessons(), lesson_id)
    assert found is not None
    return found


def test_the_nine_lessons_come_in_the_issues_order_complete_in_three_languages():
    lessons = load_lessons()
    assert [each.id for each in lessons] == ORDER
    for each in lessons:
        for language in LANGUAGES:
            assert language in each.titles and language in each.texts, (each.id, language)
            assert 1 <= len(each.hints[language]) <= MOST_HINTS, (each.id, language)
            if each.checkable:
                assert language in each.codes, (each.id, language)
        assert each.checkable == (each.id != "walk")
        if each.checkable:
            assert len(each.mazes) >= 3
            assert len({maze.options.drawn_seed for maze in each.mazes}) >= 3
    assert lessons[0].title("de") == "Zu Fuß durch das Labyrinth"
    assert lessons[1].code("fr").startswith("while not au_but():")


@pytest.mark.parametrize("lesson_id", list(REFERENCE))
def test_each_reference_solution_passes_its_lesson(lesson_id):
    verdict = check_lesson(lesson(lesson_id), REFERENCE[lesson_id], "solution.py")
    assert verdict.passed, [str(m) for m in verdict.problems + verdict.mazes]
    assert len(verdict.mazes) == len(lesson(lesson_id).mazes)


@pytest.mark.parametrize(
    ("lesson_id", "number"), [(key, n) for key, wrongs in WRONG.items() for n in range(len(wrongs))]
)
def test_plausible_wrong_programs_fail_with_the_promised_sentence(lesson_id, number):
    program, words = WRONG[lesson_id][number]
    verdict = check_lesson(lesson(lesson_id), program, "wrong.py")
    assert not verdict.passed
    sentences = [str(problem) for problem in verdict.problems]
    sentences += [str(maze) for maze in verdict.mazes if not maze.passed]
    assert any(words in sentence for sentence in sentences), sentences


def test_a_walker_that_notices_it_goes_round_on_the_island_gives_up_and_passes():
    verdict = check_lesson(lesson("island"), REFERENCE["island"], "giving_up.py")
    island = verdict.mazes[-1]
    assert island.recording.outcome.kind == "finished" and not island.recording.outcome.solved
    assert str(island).startswith("Passed: the walker came back to (")
    assert verdict.passed


def test_the_island_starting_code_goes_round_until_the_budget_and_fails_with_the_hint():
    code = lesson("island").code("en")
    verdict = check_lesson(lesson("island"), code, "follower.py")
    island = verdict.mazes[-1]
    assert island.recording.outcome.stopped and not verdict.passed
    assert "goes round in circles" in str(island) and "Make your program notice" in str(island)


def test_a_walker_that_reaches_the_islands_goal_by_tremaux_passes():
    verdict = check_lesson(lesson("island"), REFERENCE["tremaux"], "tremaux.py")
    assert verdict.passed and verdict.mazes[-1].recording.outcome.solved


def test_a_binary_tree_passes_own_generator_with_its_texture_beside_the_books():
    verdict = check_lesson(lesson("own-generator"), REFERENCE["own-generator"], "tree.py")
    assert verdict.passed
    for maze in verdict.mazes:
        assert "dead ends (the book's:" in str(maze) and "between forks" in str(maze)
    i18n.set_language("de")
    assert "Sackgassen" in str(verdict.mazes[0])


def test_a_walker_tuned_to_one_maze_fails_the_others():
    # the first maze's way, written out: right, down ... as the reference walked it
    verdict = check_lesson(lesson("wall-follower"), REFERENCE["wall-follower"], "ref.py")
    trail = verdict.mazes[0].recording.trail()
    width = verdict.mazes[0].options.width
    moves = []
    for here, there in zip(trail, trail[1:], strict=False):
        moves.append({1: "E", -1: "W", width: "S", -width: "N"}[there - here])
    program = "HEADING = 'E'\n" + _walk_program("".join(moves))
    tuned = check_lesson(lesson("wall-follower"), program, "tuned.py")
    assert tuned.mazes[0].passed
    assert not tuned.passed


def _walk_program(moves: str) -> str:
    return (
        "facing = 'NESW'.index(HEADING)\n"
        f"for way in {moves!r}:\n"
        "    while 'NESW'[facing] != way:\n"
        "        turn_right()\n"
        "        facing = (facing + 1) % 4\n"
        "    move()\n"
    )


# -- the reader ---------------------------------------------------------------------------------

GOOD = (BUILT_IN / "2-wall-follower.lesson").read_bytes()


def test_a_teachers_lesson_folder_is_added_and_a_broken_line_is_named(tmp_path):
    folder = tmp_path / "class"
    folder.mkdir()
    own = GOOD.replace(b"id: wall-follower", b"id: corners").replace(b"order: 20", b"order: 25")
    (folder / "corners.lesson").write_bytes(own)
    lessons = load_lessons([folder])
    assert [each.id for each in lessons][2] == "corners"
    broken = own.replace(b"maze: 16 x 12, seed 5", b"maze: 16 by 12, seed 5")
    (folder / "corners.lesson").write_bytes(broken)
    line = broken.split(b"\n").index(b"maze: 16 by 12, seed 5") + 1
    with pytest.raises(LessonError) as refused:
        load_lessons([folder])
    message = str(refused.value)
    assert message.startswith(f"{folder / 'corners.lesson'}, line {line}: a maze is written")
    assert "\n" not in message


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ((b"kind: walker", b"kind: runner"), "the kind is one of walk, walker, builder, generator"),
        ((b"=== hint de", b"=== tip de"), "a part is text, code or hint"),
        ((b"title fr:", b"title it:"), "the language 'it' is none of de, en, fr"),
        ((b"order: 20", b"order: soon"), "the order is a whole number"),
        ((b"maze: 8 x 6, seed 1", b"maze: 800 x 6, seed 1"), "2 to 64 fields"),
        ((b"maze: 8 x 6, seed 1", b"maze: 8 x 6, seed 1, excluded (9|9)"), "cannot be built"),
        ((b"id: wall-follower", b"id: Wall Follower"), "an id is up to 40"),
        ((b"order: 20", b"colour: blue\norder: 20"), "'colour' is not known"),
        ((b"maze: 8 x 6, seed 1", b"check: book"), "the check book is for a builder"),
    ],
)
def test_every_malformed_line_is_one_sentence_naming_its_line(change, words):
    data = GOOD.replace(*change)
    line = data[: data.index(change[1])].count(b"\n") + 1
    with pytest.raises(LessonError) as refused:
        parse_lesson(data, Path("teacher.lesson"))
    assert str(refused.value).startswith(f"teacher.lesson, line {line}: ")
    assert words in str(refused.value)


def test_a_text_and_a_hint_are_paragraphs_and_the_code_is_kept_as_written():
    """A teacher wraps the text at 80 columns; the panel wraps it at its own width, so the
    lines of a paragraph are joined (a blank line parts two), and the code keeps its lines."""
    head = GOOD.split(b"\n=== ")[0]
    sections = (
        b"\n=== text en\nWalk the maze: from the\ngreen field   to the orange one.\n\n"
        b"Goal: the end field.\n=== hint en\nTurn right\nfirst.\n"
        b"=== code en\nwhile not at_goal():\n    move()\n"
    )
    lesson = parse_lesson(head + sections, Path("teacher.lesson"))
    assert lesson.text("en") == (
        "Walk the maze: from the green field to the orange one.\n\nGoal: the end field.\n"
    )
    assert lesson.hints_in("en") == ["Turn right first.\n"]
    assert lesson.code("en") == "while not at_goal():\n    move()\n"


BUILDER_LESSON = (BUILT_IN / "7-loop-builder.lesson").read_bytes()


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (b", loops 10", "a builder builds the maze itself, without loops: leave out loops."),
        (b", expect stopped", "expect is for a walker's maze: leave it out for a builder."),
    ],
)
def test_a_builders_maze_with_loops_or_expect_is_refused_naming_its_line(change, words):
    """A builder is the algorithm: loops (which only the built-in algorithms make) would stop
    every check with a traceback, and a builder has nothing to expect but a perfect maze."""
    first_maze = BUILDER_LESSON.index(b"maze:")
    end_of_line = BUILDER_LESSON.index(b"\n", first_maze)
    data = BUILDER_LESSON[:end_of_line] + change + BUILDER_LESSON[end_of_line:]
    line = BUILDER_LESSON[:first_maze].count(b"\n") + 1
    with pytest.raises(LessonError) as refused:
        parse_lesson(data, Path("teacher.lesson"))
    assert str(refused.value) == f"teacher.lesson, line {line}: {words}"


@pytest.mark.parametrize(
    ("mazes", "most"),
    [((b"maze: 8 x 6, seed 1",), "100,000"), ((b"maze: 64 x 64, seed 1",), "819,200")],
)
def test_more_steps_than_a_check_gives_are_refused_naming_the_limit(mazes, most):
    """A check runs at most 200 steps a field of its maze (at least 100,000): a bigger
    ``steps`` would be lowered without a word, so its line is refused."""
    head = GOOD.split(b"\n=== ")[0]
    kept = b"\n".join(line for line in head.split(b"\n") if not line.startswith(b"maze:"))
    rest = GOOD[len(head) :]
    limit = int(most.replace(",", ""))
    for steps, refused in ((limit, False), (limit + 1, True)):
        data = kept + b"\n" + b"\n".join(mazes) + b"\nsteps: %d\n" % steps + rest
        if not refused:
            assert parse_lesson(data, Path("teacher.lesson")).steps == limit
            continue
        line = data[: data.index(b"steps:")].count(b"\n") + 1
        with pytest.raises(LessonError) as refusal:
            parse_lesson(data, Path("teacher.lesson"))
        assert str(refusal.value) == (
            f"teacher.lesson, line {line}: steps is a whole number from 1 to {most}: no check "
            "of this lesson's mazes runs longer (200 steps a field of a maze, at least 100,000)."
        )


def test_a_fourth_hint_and_a_missing_title_are_refused():
    with pytest.raises(LessonError, match="at most 3 hints"):
        parse_lesson(GOOD + b"=== hint de\na\n=== hint de\nb\n", Path("x.lesson"))
    no_titles = b"\n".join(line for line in GOOD.split(b"\n") if not line.startswith(b"title"))
    with pytest.raises(LessonError, match="no title"):
        parse_lesson(no_titles, Path("x.lesson"))


@st.composite
def mutated(draw) -> bytes:
    data = bytearray(GOOD)
    for _ in range(draw(st.integers(1, 4))):
        where = draw(st.integers(0, len(data) - 1))
        kind = draw(st.sampled_from(["flip", "delete", "duplicate", "insert"]))
        if kind == "flip":
            data[where] = draw(st.sampled_from(b" :=x|(),\n\xe9\x00#0123456789abz"))
        elif kind == "delete":
            del data[where : where + draw(st.integers(1, 12))]
        elif kind == "duplicate":
            data[where:where] = data[where : where + draw(st.integers(1, 60))]
        else:
            data[where:where] = draw(st.binary(max_size=12))
    return bytes(data)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_the_reader_reads_any_mutation_or_names_the_line(data):
    try:
        read = parse_lesson(data, Path("fuzz.lesson"))
    except LessonError as error:
        assert str(error).startswith("fuzz.lesson")
        assert "\n" not in str(error)
    else:
        assert read.mazes and read.titles


def test_a_lesson_file_that_cannot_be_read_is_one_sentence(tmp_path):
    missing = tmp_path / "gone.lesson"
    with pytest.raises(LessonError) as refused:
        read_lesson(missing)
    assert str(refused.value) == f"Cannot read the lesson {missing}: No such file or directory."
    with pytest.raises(LessonError) as refused:
        read_lesson(tmp_path)  # a folder
    assert str(refused.value).startswith(f"Cannot read the lesson {tmp_path}: ")
