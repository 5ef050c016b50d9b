"""Lessons: a path from walking a maze by hand to writing the book's builder and a generator
of one's own, each step checked on seeded mazes, progress kept. No module here imports tkinter.

* ``lesson_file`` — the plain lesson file a teacher writes, read into a ``Lesson`` (texts,
  starting code and hints per language, the mazes and checks);
* ``catalog`` — the nine built-in lessons (``builtin/``) and a teacher's folders, in order;
* ``checking`` — ``check_lesson(lesson, source, file_name)``: a verdict per maze, with the
  fields at fault and one sentence (``maze_verdicts`` yields them one by one);
* ``progress`` — ``Progress``: which lessons passed and the last code of each, in a plain
  file the student can carry (``default_progress_path()`` lies beside the settings).

A lessons panel uses it so::

    lessons = load_lessons([teacher_folder])
    lesson.title("de"), lesson.text("de"), lesson.code("de"), lesson.hints_in("de")
    verdict = check_lesson(lesson, source, "mein_läufer.py")   # verdict.passed, .mazes
    progress = Progress.load(default_progress_path())          # ProgressError: one sentence
    progress.record(lesson.id, source, verdict.passed); progress.save()
"""
