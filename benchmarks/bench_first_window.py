"""The CPU time of the ``labyrinth`` command until its first window is shown and idle (a
benchmark, not a test); needs a display, for example:

    xvfb-run -a -s "-screen 0 1280x1024x24" python benchmarks/bench_first_window.py

Starts the command's own ``main`` (what the installed ``labyrinth`` runs) with
``--width 32 --height 24 --seed 1`` in a process of its own, once as a first start (no
settings saved: the start panel over the maze) and once as a later one (the default settings
saved), each in a settings folder of its own. The process ends itself as soon as its window
is on the screen and drawn (Tk's idle tasks done, the start-up build's animation begun);
its CPU time (user and system, from the
operating system) is the figure. The references, measured in the same run: the interpreter's
own start-up (``python -c pass``) and an empty Tk window shown the same way. Each case runs
ROUNDS times, after a first run that leaves the bytecode caches written (as an installed
program has them); the median and the worst are printed, and the ratio of the worst to the
empty window's worst. Last, the making of the window alone (``LabyrinthApp`` until drawn,
its modules imported and Tk started before), the part of the start the window's own code
decides.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from labyrinth.settings import Settings, save_settings

ROUNDS = 7
ARGUMENTS = ["--width", "32", "--height", "24", "--seed", "1"]

# Run in the measured process: the command's main, with a main loop that waits until the
# window is shown and idle, then ends the process (its CPU time is read by the parent).
UNTIL_SHOWN_AND_IDLE = """
import os, sys, tkinter

def until_shown_and_idle(root, n=0):
    while not root.winfo_viewable():
        root.update()
    root.update_idletasks()  # drawn; the build's animation ticks that follow are not counted
    os._exit(0)

tkinter.Misc.mainloop = until_shown_and_idle
"""
SHOWN_AND_IDLE = (
    UNTIL_SHOWN_AND_IDLE
    + """
from labyrinth.cli import main
sys.argv = ["labyrinth", *sys.argv[1:]]
main()
"""
)
EMPTY_WINDOW = UNTIL_SHOWN_AND_IDLE + "tkinter.Tk().mainloop()"
# The window's own making, its modules imported already (prints its CPU seconds).
MAKING = """
import time, tkinter
from labyrinth.gui.app import LabyrinthApp
from labyrinth.settings import Settings
root = tkinter.Tk()
root.update()
started = time.process_time()
LabyrinthApp(root, Settings(width=32, height=24), seed=1)
root.update_idletasks()
print(time.process_time() - started)
"""


def making_seconds(config: Path) -> list[float]:
    """The CPU time of making the window alone (no imports, no Tk start), ROUNDS times."""
    environment = dict(os.environ, XDG_CONFIG_HOME=str(config))
    command = [sys.executable, "-c", MAKING]
    return [
        float(subprocess.run(command, env=environment, capture_output=True, check=True).stdout)
        for _round in range(ROUNDS)
    ]


def cpu_seconds(command: list[str], config: Path) -> float:
    """The CPU time (user and system) of ``command`` run to its end."""
    environment = dict(os.environ, XDG_CONFIG_HOME=str(config))
    environment.pop("PYTHONDONTWRITEBYTECODE", None)  # the caches an installed program has
    process = subprocess.Popen(
        command, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    _pid, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise SystemExit(f"{' '.join(command)} ended with {process.returncode}")
    return usage.ru_utime + usage.ru_stime


def median_and_worst(command: list[str], config: Path) -> tuple[float, float]:
    cpu_seconds(command, config)  # writes the bytecode caches
    times = [cpu_seconds(command, config) for _round in range(ROUNDS)]
    return statistics.median(times), max(times)


def main() -> None:
    window = [sys.executable, "-c", SHOWN_AND_IDLE, *ARGUMENTS]
    with tempfile.TemporaryDirectory() as first, tempfile.TemporaryDirectory() as later:
        save_settings(Settings(), Path(later) / "labyrinth" / "settings.json")
        interpreter = median_and_worst([sys.executable, "-c", "pass"], Path(first))
        empty = median_and_worst([sys.executable, "-c", EMPTY_WINDOW], Path(first))
        print(f"the interpreter's start-up: {interpreter[0]:.3f} s CPU ({interpreter[1]:.3f})")
        print(f"an empty Tk window shown and idle: {empty[0]:.3f} s CPU ({empty[1]:.3f})")
        for name, config in (("first start (start panel)", first), ("later start", later)):
            median, worst = median_and_worst(window, Path(config))
            print(
                f"{name}: window shown and idle after {median:.3f} s CPU, worst {worst:.3f} s "
                f"(of {ROUNDS}), {worst / empty[1]:.1f} × the empty window's worst"
            )
        making = making_seconds(Path(later))
        print(
            f"making the window alone (its modules imported): {statistics.median(making):.3f} s "
            f"CPU, worst {max(making):.3f} s"
        )
    print(f"load average: {' '.join(f'{load:.1f}' for load in os.getloadavg())}")


if __name__ == "__main__":
    main()
