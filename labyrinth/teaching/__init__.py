"""The teaching view's model, without Tk: a build recorded step by step, shown any way.

``recorder`` runs the literal recursive ``find_neighbours`` under ``sys.settrace`` (up to
256 × 256 fields, the recursion limit raised) or the traced loop (up to 32 × 32) into a
``history.TracedHistory``; a bigger loop is a ``walk.WalkHistory`` and any other algorithm
a ``steps.Steps``, recorded from their generators as the view goes forward, a few bytes a
field (``walls``, ``packed``). Every step, backwards too, is worked out again when shown,
without a cap on the steps; ``limits`` says how big a maze the view holds for each algorithm.
"""
