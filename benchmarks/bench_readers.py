"""Time and peak memory of opening the largest maze files, good and bad (a benchmark, not a
test).

    python benchmarks/bench_readers.py              # the files below, each at its largest
    python benchmarks/bench_readers.py --size 1024  # good files of 1024 × 1024 fields

Each file is opened with ``load_maze`` in a process of its own, which prints how long that
took (the window waits as long when File → Open reads it), whether the file opened or was
refused, and its peak resident memory (the kernel's VmHWM, which an exec starts afresh),
less that of a process that has only imported the package. The bad files are as large as a
reader allows (the cap of a save file, about 151 MB): short lines (a grid one field wide
that goes on), blank lines, one line, and a good grid followed by blank lines.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import platform
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from labyrinth import MazeGraphs
from labyrinth.formats import SAVE_MAX_BYTES, export_maze

OPEN = """
import sys, time
from labyrinth.formats import MazeFileError, load_maze
started = time.perf_counter()
try:
    maze = load_maze(sys.argv[1])
    outcome = "opened"
except MazeFileError as error:
    outcome = "refused: " + str(error).split(": ", 1)[1][:60]
seconds = time.perf_counter() - started
print(f"{peak_kilobytes()} {seconds:.2f} {outcome}")
"""
PEAK = """
def peak_kilobytes():
    with open("/proc/self/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmHWM:"))
"""


def run_child(code: str, *arguments: str) -> str:
    """What a Python process running ``code`` (after PEAK) printed."""
    done = subprocess.run(
        [sys.executable, "-c", PEAK + code, *arguments], capture_output=True, text=True
    )
    if done.returncode:
        raise SystemExit(f"the run failed: {done.stderr.strip()}")
    return done.stdout.strip()


def filled(path: Path, line: bytes) -> None:
    """``path`` full of ``line`` up to the readers' cap."""
    with path.open("wb") as stream:
        block = line * (1024 * 1024 // len(line))
        left = SAVE_MAX_BYTES
        while left > 0:
            stream.write(block[:left])
            left -= len(block)


def good_maze(folder: Path, size: int, suffix: str) -> Path:
    graphs = MazeGraphs(size, size, seed=1, algorithm="binary-tree", display=False)
    with contextlib.redirect_stdout(io.StringIO()):
        graphs.build_maze()
    return export_maze(graphs, folder / f"good{suffix}")


def followed_by_blanks(path: Path, good: Path) -> None:
    path.write_bytes(good.read_bytes())
    with path.open("ab") as stream:
        stream.write(b"\n" * (SAVE_MAX_BYTES - good.stat().st_size))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=4096, help="fields a side of the good files")
    size = parser.parse_args().size
    base = int(run_child("import labyrinth.formats; print(peak_kilobytes())"))
    print(f"Python {platform.python_version()}; good files {size} × {size} (binary tree)")
    print()
    print("| file | MB | opened in | peak memory | outcome |")
    print("|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        good = {suffix: good_maze(folder, size, suffix) for suffix in (".labyrinth", ".maz")}
        makers: list[tuple[str, Callable[[Path], object]]] = [
            ("good .labyrinth", lambda path: path.write_bytes(good[".labyrinth"].read_bytes())),
            ("good .maz", lambda path: path.write_bytes(good[".maz"].read_bytes())),
            ("short lines", lambda path: filled(path, b"o---o\n")),
            ("blank lines", lambda path: filled(path, b"\n")),
            ("one line", lambda path: filled(path, b"o---")),
            ("good .maz, then blank lines", lambda path: followed_by_blanks(path, good[".maz"])),
        ]
        for title, make in makers:
            path = folder / "file.maz"
            make(path)
            kilobytes, seconds, outcome = run_child(OPEN, str(path)).split(" ", 2)
            megabytes = path.stat().st_size / 1e6
            peak = (int(kilobytes) - base) / 1024
            print(f"| {title} | {megabytes:.0f} | {seconds} s | {peak:.0f} MB | {outcome} |")
            sys.stdout.flush()
            path.unlink()


if __name__ == "__main__":
    main()
