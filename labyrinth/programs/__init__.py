"""A student's own program on the maze: a builder (the book's ``find_neighbours``, rewritten)
or a walker (Karel style), run in a child process under a tracer, recorded, replayed, checked.

No module here imports tkinter. The parts, in the order a run goes through them:

* ``world`` — the walker's world (:class:`~labyrinth.programs.world.WalkerWorld`) and the
  its functions' names in every language (``NAMES``, from ``labyrinth.languages``);
* ``mazes`` — the maze a builder starts from or a walker walks, the book's maze to compare
  with, the builder's template (the book's method as the teaching view shows it);
* ``precheck`` — a program's kind and language, and the mistakes found before it runs;
* ``runner`` — :class:`~labyrinth.programs.runner.ProgramRun` (``start()``, ``poll()``,
  ``stop()``: the window's way) and ``run_program()`` (the command line's), within a
  :class:`~labyrinth.programs.runner.Budget`;
* ``guard`` — on Linux, between the caller and the child: namespaces of the run's own where
  the system allows them, else a subreaper that ends all the program started;
* ``child``, ``tracer``, ``stream`` — the child process, its trace function and the
  recording it streams to the parent;
* ``recording`` — the :class:`~labyrinth.programs.recording.Recording`: events, outcome,
  and the state, stack, trail and output at any step (keyframed);
* ``outcome`` — how a run ended, in one sentence naming the student's line;
* ``checks`` — the checks on seeded mazes, each a sentence and the fields at fault.

A window uses it so::

    run = ProgramRun(source, "my_walker.py", options, Budget(steps=1_000_000, seconds=5))
    run.start()
    ...                                   # in after(): recording = run.poll()
    recording = run.stop()                # the Stop button
    state = recording.state_at(step)      # walls, walker, marks, innermost call
    stack = recording.stack_at(step, state)
    check = check_recording(recording)    # passed, message, faults
"""
