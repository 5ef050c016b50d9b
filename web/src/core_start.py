# The worker's Python start: the core on the path, the bridge imported, Stop heard. The build
# runs it before it takes the snapshot of the started runtime that a visit begins from; the
# worker runs it itself only where that snapshot cannot be used.
import sys

sys.path.insert(0, "/home/pyodide/app")

from labyrinth.browser import stopping
from labyrinth.browser.bridge import answer

# Stop interrupts a program's run; at other times it is only remembered
stopping.listen()

# What the bridge imports when first asked for a watched build, the teaching view or a
# program's run, and what a walker imports: in the snapshot they cost a visit nothing.
import labyrinth.browser.program
import labyrinth.browser.teaching
import labyrinth.browser.watching
import labyrinth.walker
