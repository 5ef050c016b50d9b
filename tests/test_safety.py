"""The classes of a hostile user's attack: no write destroys anything, every read is bounded,
every mistake is one sentence, also when standard output is odd."""

from __future__ import annotations

import json
import os
import signal
import stat
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from labyrinth.cli import run
from labyrinth.ends import Opening
from labyrinth.files import SaveError, check_writable, write_atomically
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.settings import Settings, load_settings, save_settings

SMALL = ["--no-display", "--width", "3", "--height", "3", "--seed", "1"]
COMPARE = ["--compare", "--width", "3", "--height", "3", "--runs", "1", "--algorithm", "empty"]


def one_sentence(text: str) -> str:
    lines = text.splitlines()
    assert len(lines) == 1, text
    assert "Traceback" not in text
    return lines[0]


def write_hello(stream) -> None:
    stream.write(b"hello")


# -- writes -------------------------------------------------------------------------------------


@pytest.fixture
def fifo(tmp_path) -> Path:
    path = tmp_path / "pipe"
    os.mkfifo(path)
    return path


def special_targets(tmp_path: Path, fifo: Path) -> list[Path]:
    link = tmp_path / "link-to-pipe"
    link.symlink_to(fifo)
    folder = tmp_path / "folder.png"
    folder.mkdir()
    return [fifo, link, folder]


def test_a_pipe_a_link_to_one_or_a_folder_is_refused_and_left_alone(tmp_path, fifo):
    for target in special_targets(tmp_path, fifo):
        before = os.lstat(target)
        for attempt in (check_writable, lambda path: write_atomically(path, write_hello)):
            with pytest.raises(SaveError, match=r"^Cannot save .*\.$") as refused:
                attempt(target)
            one_sentence(str(refused.value))
        after = os.lstat(target)
        assert (after.st_mode, after.st_ino) == (before.st_mode, before.st_ino)
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)
    assert sorted(path.name for path in tmp_path.iterdir()) == [
        "folder.png",
        "link-to-pipe",
        "pipe",
    ]


def test_save_to_a_pipe_without_a_suffix_is_refused_not_renamed(tmp_path, fifo, capsys):
    """A name gets .png added only when it is a new name or a file: saving to a pipe is
    refused, and no picture appears beside it."""
    command = ["--no-display", "--width", "4", "--height", "3", "--save", str(fifo)]
    assert run(command) == 1
    assert capsys.readouterr().err.startswith(f"labyrinth: Cannot save {fifo}:")
    assert sorted(path.name for path in tmp_path.iterdir()) == ["pipe"]


@pytest.mark.parametrize("device", ["/dev/null", "/dev/full"])
def test_a_device_is_never_replaced(device, capsys):
    if not (os.path.exists(device) and stat.S_ISCHR(os.lstat(device).st_mode)):
        pytest.skip(f"no device {device} here")
    assert run(["--no-display", *COMPARE[:-2], "--csv", device]) == 1
    assert "not a file, so it is left alone" in one_sentence(capsys.readouterr().err)
    assert stat.S_ISCHR(os.lstat(device).st_mode)


def test_a_link_to_a_file_is_written_through_and_stays_a_link(tmp_path):
    target = tmp_path / "real.csv"
    target.write_text("old")
    link = tmp_path / "link.csv"
    link.symlink_to(target)
    assert write_atomically(link, write_hello) == target
    assert link.is_symlink() and target.read_bytes() == b"hello"


def test_a_link_loop_is_one_sentence(tmp_path):
    loop = tmp_path / "loop.png"
    loop.symlink_to(tmp_path / "loop.png")
    for attempt in (check_writable, lambda path: write_atomically(path, write_hello)):
        with pytest.raises(SaveError, match="points in a circle"):
            attempt(loop)


def test_names_up_to_the_file_systems_limit_work_longer_ones_are_one_sentence(tmp_path):
    limit = os.pathconf(tmp_path, "PC_NAME_MAX")
    longest = tmp_path / ("m" * (limit - 4) + ".csv")
    check_writable(longest)
    write_atomically(longest, write_hello)
    assert longest.read_bytes() == b"hello"
    too_long = tmp_path / ("m" * (limit - 3) + ".csv")
    for attempt in (check_writable, lambda path: write_atomically(path, write_hello)):
        with pytest.raises(SaveError, match="the name is too long for the file system"):
            attempt(too_long)
    assert [path.name for path in tmp_path.iterdir()] == [longest.name]


def test_a_deleted_working_folder_is_one_sentence(tmp_path, monkeypatch):
    gone = tmp_path / "gone"
    gone.mkdir()
    monkeypatch.chdir(gone)
    gone.rmdir()
    with pytest.raises(SaveError, match="the current folder no longer exists"):
        check_writable("maze.png")


def test_a_bad_path_in_the_api_is_a_value_error():
    maze = MazeGraphs(3, 3, display=False, seed=1)
    maze.build_maze()
    for path in (None, 3, ""):
        with pytest.raises(ValueError, match="is not a file name"):
            maze.save_png(path)
        with pytest.raises(ValueError, match="is not a file name"):
            write_atomically(path, write_hello)


INTERRUPTED_SAVE = textwrap.dedent(
    """
    import sys, time
    from labyrinth.files import write_atomically

    def slow(stream):
        stream.write(b"half")
        print("writing", flush=True)
        time.sleep(60)

    write_atomically(sys.argv[1], slow)
    """
)


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP, signal.SIGINT])
def test_an_interrupted_save_leaves_nothing_behind(tmp_path, signum):
    target = tmp_path / "maze.png"
    target.write_bytes(b"old")
    child = subprocess.Popen(
        [sys.executable, "-c", INTERRUPTED_SAVE, str(target)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    try:
        assert child.stdout.readline() == "writing\n"
        assert len(list(tmp_path.iterdir())) == 2  # the temporary file exists now
        os.kill(child.pid, signum)
        child.wait(timeout=30)
    finally:
        child.kill()
        child.wait()
    assert child.returncode == -signum  # ended by the signal, as without the handler
    assert [path.name for path in tmp_path.iterdir()] == ["maze.png"]
    assert target.read_bytes() == b"old"


# -- reads --------------------------------------------------------------------------------------


def settings_file(private_config: Path) -> Path:
    path = private_config / "labyrinth" / "settings.json"
    path.parent.mkdir(parents=True)
    return path


def test_a_pipe_as_settings_file_does_not_block_the_start(private_config):
    path = settings_file(private_config)
    os.mkfifo(path)
    code = "from labyrinth.settings import load_settings; print(load_settings()[1])"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert "is broken and was ignored" in done.stdout
    assert stat.S_ISFIFO(os.lstat(path).st_mode)


@pytest.mark.parametrize(
    "content",
    [b"[" * 60_000, b"{not json", b"\xff\xfe", b'{"width": 40}' + b" " * 70_000],
    ids=["deep", "broken", "binary", "too-large"],
)
def test_a_settings_file_that_cannot_be_read_is_kept(private_config, content):
    path = settings_file(private_config)
    path.write_bytes(content)
    settings, warning = load_settings()
    assert settings == Settings()
    assert "it is kept as it is" in one_sentence(warning)
    assert save_settings(Settings(width=50)) is None
    assert path.read_bytes() == content


def test_a_settings_file_with_a_byte_order_mark_is_read(private_config):
    path = settings_file(private_config)
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps({"width": 40}).encode())
    assert load_settings() == (Settings(width=40), None)


# -- messages and the API -----------------------------------------------------------------------


@pytest.mark.parametrize("side, position", [("X", 0), ("W", "1"), ("W", 1.5), ("W", True)])
def test_a_bad_opening_is_a_value_error(side, position):
    with pytest.raises(ValueError, match="is not an opening"):
        Opening(side, position)


def test_compare_from_the_largest_seed(capsys):
    assert run(["--no-display", *COMPARE, "--seed", "9223372036854775807"]) == 0
    assert "Empty" in capsys.readouterr().out


def test_csv_to_standard_output(capsys):
    assert run(["--no-display", *COMPARE, "--csv", "-"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("spec,title,") and lines[1].startswith("empty,")
    assert len(lines) == 2


def run_command(args: list[str], **options) -> subprocess.CompletedProcess:
    command = [sys.executable, "-m", "labyrinth", *args]
    streams = {"stdout": subprocess.PIPE, "stderr": subprocess.PIPE, **options}
    return subprocess.run(command, timeout=120, **streams)


@pytest.mark.parametrize(
    "environment",
    [{"PYTHONIOENCODING": "ascii"}, {"LC_ALL": "C", "LANG": "C", "PYTHONUTF8": "0"}],
    ids=["ascii", "C-locale"],
)
def test_output_that_cannot_be_encoded_is_escaped(environment):
    env = {**os.environ, **environment, "LANGUAGE": "de"}
    done = run_command([*SMALL, "--lang", "de", "--stats"], env=env)
    assert done.returncode == 0, done.stderr
    assert b"Traceback" not in done.stderr
    assert b"Das Labyrinth ist fertig" in done.stdout


def test_a_full_standard_output_is_one_sentence():
    if not (os.path.exists("/dev/full") and stat.S_ISCHR(os.lstat("/dev/full").st_mode)):
        pytest.skip("no device /dev/full here")
    with open("/dev/full", "w") as full:
        done = run_command(SMALL, stdout=full, stderr=subprocess.PIPE)
    assert done.returncode == 1
    assert one_sentence(done.stderr.decode()) == (
        "labyrinth: Cannot write the output: the disk is full."
    )


def test_a_closed_pipe_on_standard_output_is_quiet():
    reader, writer = os.pipe()
    os.close(reader)
    try:
        done = run_command(["--list-algorithms"], stdout=writer, stderr=subprocess.PIPE)
    finally:
        os.close(writer)
    assert done.returncode == 0
    assert done.stderr == b""


def test_main_works_without_standard_output():
    code = (
        "import sys; sys.stdout = None; sys.argv = ['labyrinth', *sys.argv[1:]]\n"
        "from labyrinth.cli import main; main()"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, *SMALL], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""


# -- memory -------------------------------------------------------------------------------------


@pytest.mark.parametrize(("n", "k"), [(0, 0), (5, 5), (30, 3), (100, 90), (5000, 10), (5000, 2000)])
def test_the_compact_sample_draws_what_python_draws(n, k):
    import random
    from array import array

    from labyrinth.imperfections import _sample

    ours = list(_sample(random.Random(n * 7 + k), array("i", range(n)), k))
    assert ours == random.Random(n * 7 + k).sample(range(n), k)


MEASURE_PEAK = textwrap.dedent(
    """
    import resource, sys
    from labyrinth.maze_graphs import MazeGraphs

    size, options = int(sys.argv[1]), eval(sys.argv[2])
    MazeGraphs(8, 8, display=False, seed=1, **options).build_maze()  # one-time allocations
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    MazeGraphs(size, size, display=False, seed=1, **options).build_maze()
    after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print((after - before) * 1024 / size / size)
    """
)


@pytest.mark.parametrize(
    "options",
    [{"algorithm": "empty"}, {"loop_percent": 100}, {"block_permille": 10}],
    ids=["empty", "loops", "blocks"],
)
def test_loops_blocks_and_the_empty_maze_need_a_few_bytes_a_field(options):
    if sys.platform != "linux":
        pytest.skip("ru_maxrss is in kilobytes on Linux only")
    done = subprocess.run(
        [sys.executable, "-c", MEASURE_PEAK, "700", repr(options)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr
    assert float(done.stdout.splitlines()[-1]) < 40  # lists of tuples took 280-350


def test_the_literal_recursion_refuses_a_maze_too_big_for_its_memory():
    maze = MazeGraphs(4096, 4096, display=False, seed=1)
    with pytest.raises(ValueError, match=r"^The literal recursion would need about 6720 MB"):
        maze.build_maze(recursive=True)
    assert maze.result is None


def test_a_save_killed_outright_leaves_a_temporary_file_that_the_next_save_removes(tmp_path):
    """kill -9 cannot be caught: its temporary file stays until a save in the same folder
    finds its process gone. Files of other names, and those of a running process or changed
    within the last minute, stay."""
    target = tmp_path / "maze.png"
    child = subprocess.Popen(
        [sys.executable, "-c", INTERRUPTED_SAVE, str(target)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    try:
        assert child.stdout.readline() == "writing\n"
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=30)
    finally:
        child.kill()
        child.wait()
    (left,) = tmp_path.iterdir()
    assert left.name.startswith(f".lab{child.pid}.") and left.name.endswith(".part")
    running = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        others = {
            name: tmp_path / name
            for name in (
                f".lab{running.pid}.0123abcd.part",  # its process still runs
                ".lab0123abcd.part",  # an older program's name: no process to check
                f".lab{child.pid}.0123abcd.partial",  # not the program's name
                "mine.part",
            )
        }
        for path in others.values():
            path.write_bytes(b"keep")
            os.utime(path, (0, 0))
        write_atomically(tmp_path / "other.png", write_hello)
        assert left.exists()  # changed within the last minute: it may still be written
        os.utime(left, (0, 0))
        write_atomically(tmp_path / "other.png", write_hello)
        assert not left.exists()
        assert sorted(path.name for path in tmp_path.iterdir()) == sorted([*others, "other.png"])
    finally:
        running.kill()
        running.wait()
