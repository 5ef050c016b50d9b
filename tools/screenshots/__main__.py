"""The command: which pictures to take, and where to put them."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from pathlib import Path

import tools.screenshots
from tools.screenshots import browser, files, window
from tools.screenshots.registry import SHOTS, Shot

IMAGES = Path(__file__).resolve().parents[2] / "docs" / "images"
# Where each kind of picture is taken; each module registers its shots as it is imported.
TAKERS = (("command line", files.take), ("window", window.take), ("browser", browser.take))


def arguments(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m tools.screenshots",
        description=tools.screenshots.__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--only", nargs="+", metavar="NAME", choices=sorted(SHOTS), help="only these (--list)"
    )
    parser.add_argument(
        "--out", type=Path, default=IMAGES, metavar="DIR", help="default: docs/images"
    )
    parser.add_argument("--list", action="store_true", help="print the names and stop")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> None:
    asked = arguments(argv)
    if asked.list:
        for name, shot in sorted(SHOTS.items()):
            print(f"{name:36} {shot.where:13} {shot.what}")
        return
    chosen = [SHOTS[name] for name in sorted(asked.only or SHOTS)]
    asked.out.mkdir(parents=True, exist_ok=True)
    began = time.monotonic()
    for where, take in TAKERS:
        shots: list[Shot] = [shot for shot in chosen if shot.where == where]
        if shots:
            take(shots, asked.out)
    print(f"{len(chosen)} pictures in {time.monotonic() - began:.0f} s", file=sys.stderr)


if __name__ == "__main__":
    main()
