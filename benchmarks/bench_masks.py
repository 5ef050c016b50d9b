"""What masks, islands and whole blocks cost, and what whole blocks do to a maze (a
benchmark, not a test).

    python benchmarks/bench_masks.py                # heart masks of 1024, 2048, 4096 fields
    python benchmarks/bench_masks.py --sizes 512    # only those

For each size, in processes of their own: the build of the heart mask scaled to that size
with ``--islands join`` against the build of the plain grid of that size (time and peak
memory of the whole command line, and their ratio, measured in the same run); reading a
PNG picture of the heart of that size as a mask; counting the regions and planning the doors
of the word LABYRINTH drawn as large as that size allows. Then the texture of the book's
20 × 15 maze with 30 and 100 blocks in a thousand, cutting and whole, averaged over 200 seeds.
"""

from __future__ import annotations

import argparse
import platform
import subprocess
import sys
import tempfile
from pathlib import Path

from labyrinth.texture import compare

HEART = Path(__file__).resolve().parent.parent / "examples" / "heart.mask"
TIMED = """
import contextlib, io, sys, time
from labyrinth.cli import run
started = time.perf_counter()
with contextlib.redirect_stdout(io.StringIO()):
    code = run(sys.argv[1:])
seconds = time.perf_counter() - started
with open("/proc/self/status") as status:
    peak = next(int(line.split()[1]) for line in status if line.startswith("VmHWM:"))
print(f"{seconds:.2f} {peak // 1024} {code}")
"""
STEPS = """
import sys, time
from PIL import Image
from labyrinth import MazeGraphs
from labyrinth.build import islands_ahead
from labyrinth.masks import load_mask
from labyrinth.masks.font import word_mask
from labyrinth.masks.text_file import read_mask
size, picture, heart = int(sys.argv[1]), sys.argv[2], read_mask(sys.argv[3])
drawn = Image.frombytes("L", (heart.width, heart.height), heart.outside).point([0, 255] * 128)
drawn.resize((size, size), Image.Resampling.BILINEAR).save(picture)
started = time.perf_counter()
load_mask(picture)
read = time.perf_counter() - started
mask = word_mask("LABYRINTH", size, size)
grid = MazeGraphs(size, size, display=False, seed=1, islands="join",
                  excluded=tuple(mask.outside_fields()))
started = time.perf_counter()
ahead = islands_ahead(grid.maze_array, grid.options)
planned = time.perf_counter() - started
print(f"{read:.2f} {planned:.2f} {ahead.count} {ahead.joining.count}")
"""


def child(code: str, *arguments: str) -> list[str]:
    done = subprocess.run([sys.executable, "-c", code, *arguments], capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(f"the run failed: {done.stderr.strip()}")
    return done.stdout.split()


def builds(size: int) -> None:
    common = ["--no-display", "--seed", "1", "--width", str(size), "--height", str(size)]
    masked = child(TIMED, *common, "--mask", str(HEART), "--islands", "join")
    plain = child(TIMED, *common)
    print(
        f"{size} × {size}: heart mask {masked[0]} s, {masked[1]} MB; plain grid {plain[0]} s, "
        f"{plain[1]} MB; ratio {float(masked[0]) / float(plain[0]):.2f} in time, "
        f"{int(masked[1]) / int(plain[1]):.2f} in memory"
    )


def steps(size: int, folder: Path) -> None:
    picture = folder / f"{size}.png"
    read, planned, regions, doors = child(STEPS, str(size), str(picture), str(HEART))
    print(
        f"    a {size} × {size} PNG read as a mask in {read} s; LABYRINTH at that size: "
        f"{regions} regions counted and {doors} doors planned in {planned} s"
    )


def textures() -> None:
    print("The book's 20 × 15 maze, 200 seeds: solution, dead ends, junctions, river")
    for permille, mode in ((0, "cut"), (30, "cut"), (30, "whole"), (100, "cut"), (100, "whole")):
        (row,) = compare(
            20, 15, 200, ["backtracker"], seed=1, block_permille=permille, block_mode=mode
        )
        print(
            f"    blocks {permille:3} {mode:5}: {row.solution_length:6.1f} "
            f"{row.dead_end_share:6.1%} {row.junction_share:6.1%} {row.river:5.2f}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1024, 2048, 4096])
    sizes = parser.parse_args().sizes
    print(f"Python {platform.python_version()} on {platform.machine()}")
    with tempfile.TemporaryDirectory() as folder:
        for size in sizes:
            builds(size)
            steps(size, Path(folder))
    textures()


if __name__ == "__main__":
    main()
