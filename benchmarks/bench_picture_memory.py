"""Peak memory of saving a big maze as SVG and as PNG (a benchmark, not a test; Linux).

    python benchmarks/bench_picture_memory.py              # 4096 × 4096, the book's algorithm
    python benchmarks/bench_picture_memory.py --size 2048
    python benchmarks/bench_picture_memory.py --blocks 200 # nearly every field cut off

Each picture is saved in a process of its own, after the maze is built there: the kernel's
peak of resident memory (VmHWM) is reset once the maze is built (``/proc/self/clear_refs``),
so the peak read after saving is that of the save, with the maze in memory; what the process
held before the save is subtracted as well, to give what the save itself needed. The file's
size and the save's time are printed too.
"""

from __future__ import annotations

import argparse
import platform
import subprocess
import sys
from pathlib import Path

SAVE = """
import contextlib, gc, io, os, sys, time
from labyrinth import MazeGraphs
from labyrinth.saving import save_picture

def status(name):
    with open("/proc/self/status") as lines:
        return next(int(line.split()[1]) for line in lines if line.startswith(name + ":"))

size, blocks, path = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
maze = MazeGraphs(size, size, seed=1, display=False, block_permille=blocks)
with contextlib.redirect_stdout(io.StringIO()):
    maze.build_maze()
gc.collect()
with open("/proc/self/clear_refs", "w") as refs:
    refs.write("5")  # the peak starts again from what is resident now
before = status("VmRSS")
started = time.perf_counter()
save_picture(maze, path)
seconds = time.perf_counter() - started
print(before, status("VmHWM"), f"{seconds:.1f}", os.path.getsize(path))
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=4096, help="fields a side (4096)")
    parser.add_argument("--blocks", type=int, default=0, help="block permille (0)")
    parser.add_argument("--folder", default=".", help="where the pictures are written")
    options = parser.parse_args()
    size = options.size
    print(
        f"Python {platform.python_version()}; {size} × {size} fields, seed 1, "
        f"blocks {options.blocks} ‰"
    )
    print()
    print("| picture | file | saved in | peak while saving | above the built maze |")
    print("|---|---|---|---|---|")
    for suffix in ("svg", "png"):
        path = Path(options.folder) / f"bench_picture.{suffix}"
        done = subprocess.run(
            [sys.executable, "-c", SAVE, str(size), str(options.blocks), str(path)],
            capture_output=True,
            text=True,
            check=True,
        )
        before, peak, seconds, file_size = done.stdout.split()
        print(
            f"| {suffix.upper()} | {int(file_size) / 1e6:.0f} MB | {seconds} s "
            f"| {int(peak) / 1024:.0f} MB | {(int(peak) - int(before)) / 1024:.0f} MB |",
            flush=True,
        )
        path.unlink()


if __name__ == "__main__":
    main()
