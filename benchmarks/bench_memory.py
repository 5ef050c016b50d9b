"""Peak memory of a build per algorithm and option, in bytes a field (a benchmark, not a test).

    python benchmarks/bench_memory.py                      # every row at 2048 × 2048
    python benchmarks/bench_memory.py --size 1024          # a smaller square
    python benchmarks/bench_memory.py --only kruskal       # the rows whose name holds it

Each row runs the command line (``labyrinth --no-display --seed 1`` plus its options) in a
process of its own and reads that process's peak resident memory from the kernel, as
``/usr/bin/time -f %M`` does; the peak of an interpreter that has only imported the package
is subtracted. One run a row: resident memory does not depend on how busy the machine is.
"""

from __future__ import annotations

import argparse
import os
import platform
import subprocess
import sys

# The rows of the manual's memory table: a name and the options beyond size and seed.
ROWS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("backtracker", ()),
    ("--ends diameter", ("--ends", "diameter")),
    ("--ends border", ("--ends", "border")),
    ("--loops 50", ("--loops", "50")),
    ("--blocks 100", ("--blocks", "100")),
    ("backtracker, 4 --exclude", ()),
    ("hunt-and-kill", ("--algorithm", "hunt-and-kill")),
    *(
        (f"growing-tree:{variant}", ("--algorithm", f"growing-tree:{variant}"))
        for variant in ("newest", "random", "oldest", "mix")
    ),
    ("prim-true", ("--algorithm", "prim-true")),
    ("prim-simplified", ("--algorithm", "prim-simplified")),
    ("prim-modified", ("--algorithm", "prim-modified")),
    ("kruskal", ("--algorithm", "kruskal")),
    ("kruskal, 4 --exclude", ("--algorithm", "kruskal")),
    ("aldous-broder", ("--algorithm", "aldous-broder")),
    ("wilson", ("--algorithm", "wilson")),
    ("eller", ("--algorithm", "eller")),
    ("eller, 4 --exclude", ("--algorithm", "eller")),
    ("growing-forest", ("--algorithm", "growing-forest")),
    ("recursive-division", ("--algorithm", "recursive-division")),
    ("recursive-division, 4 --exclude", ("--algorithm", "recursive-division")),
    *(
        (f"sidewinder:{variant}", ("--algorithm", f"sidewinder:{variant}"))
        for variant in ("N", "S", "E", "W")
    ),
    ("sidewinder, 4 --exclude", ("--algorithm", "sidewinder")),
    *(
        (f"binary-tree:{variant}", ("--algorithm", f"binary-tree:{variant}"))
        for variant in ("NW", "NE", "SW", "SE")
    ),
    ("binary-tree, 4 --exclude", ("--algorithm", "binary-tree")),
    ("empty", ("--algorithm", "empty")),
)
# Four excluded squares, one in each quarter, for the rows that name ``--exclude``.
EXCLUDE_FRACTIONS = ((1, 4), (3, 4))


def peak_kilobytes(code: str) -> int:
    """The peak resident memory, in kilobytes, of a Python process running ``code``."""
    process = subprocess.Popen(
        [sys.executable, "-c", code], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    _pid, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    errors = process.stderr.read().decode() if process.stderr else ""
    if process.returncode:
        raise SystemExit(f"the run failed: {errors.strip()}")
    return usage.ru_maxrss


def excludes(size: int) -> tuple[str, ...]:
    return tuple(
        item
        for x in EXCLUDE_FRACTIONS
        for y in EXCLUDE_FRACTIONS
        for item in ("--exclude", f"{size * x[0] // x[1]},{size * y[0] // y[1]}")
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=2048, help="width and height (2048)")
    parser.add_argument("--only", default="", help="only the rows whose name holds this")
    options = parser.parse_args()
    size = options.size
    base = peak_kilobytes("import labyrinth.cli")
    print(f"Python {platform.python_version()}; {size} × {size} fields, seed 1")
    print()
    print(f"| option | peak bytes a field at {size} × {size} |")
    print("|---|---|")
    for name, row in ROWS:
        if options.only not in name:
            continue
        argv = ["--no-display", "--width", str(size), "--height", str(size), "--seed", "1"]
        argv += row + (excludes(size) if "--exclude" in name else ())
        code = f"import sys; from labyrinth.cli import main; sys.argv[1:] = {argv!r}; main()"
        kilobytes = peak_kilobytes(code) - base
        print(f"| {name} | {kilobytes * 1024 / size**2:.1f} |", flush=True)


if __name__ == "__main__":
    main()
