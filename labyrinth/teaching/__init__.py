"""The teaching view's model, without Tk: the book's recursion recorded step by step.

``recorder`` runs the literal recursive ``find_neighbours`` under ``sys.settrace`` (up to
256 × 256 fields, the recursion limit raised) or the loop ``carve_steps`` (any size) and
writes what happens into a ``history``: compact ticks in arrays plus a keyframe of the walls
every so many ticks, so that any step, backwards too, is restored from the nearest keyframe
without a cap on the number of steps; ``calls`` says what each open call holds.
"""
