"""The table of the window's modes: every mode but the base mode (the build), by name. A new
mode is one line here, and the command it brings enters it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labyrinth.gui.editor.mode import EditorMode
from labyrinth.gui.lessons.mode import LessonsMode
from labyrinth.gui.play import PlayMode
from labyrinth.gui.solving import SolveMode
from labyrinth.gui.teach.program_view import ProgramReplay
from labyrinth.gui.teach.view import TeachingView
from labyrinth.gui.walk.mode import WalkMode

if TYPE_CHECKING:
    from labyrinth.gui.modes import Mode, Window
    from labyrinth.gui.session import Session
    from labyrinth.settings import Settings


def mode_table(session: Session, window: Window, settings: Settings) -> dict[str, Mode]:
    """Every mode but the base mode on ``session``, by name; the lessons keep their folders
    in ``settings``."""
    # the replay of a program goes back to the editor, which hands it each run
    replay = ProgramReplay(session, window, back=lambda: session.enter(modes["editor"]))
    play_mode = PlayMode(session, window)
    modes: dict[str, Mode] = {
        "play_mode": play_mode,
        "walk": WalkMode(session, window),
        "teach": TeachingView(session, window),
        "solve": SolveMode(session, window),
        "editor": EditorMode(session, window, replay),
        "program": replay,
        "lessons": LessonsMode(
            session,
            window,
            replay,
            play=lambda: play_mode.enter_from(back=lambda: session.enter(modes["lessons"])),
            settings=settings,
        ),
    }
    return modes
