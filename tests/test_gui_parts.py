"""The window's parts on their own: the status bar's shortening, the player's states (with a
scheduler of the test's own, no clock), and the command table behind menus and keys."""

from __future__ import annotations

import itertools
from functools import partial

import pytest
from test_window import make_app

from labyrinth.gui.player import Player, State
from labyrinth.gui.status import ELLIPSIS, shortened
from labyrinth.i18n import _

# -- status.shortened -----------------------------------------------------------------------------


def at_most(characters):
    return lambda text: len(text) <= characters


@pytest.mark.parametrize(
    ("text", "room", "shown"),
    [
        ("short", 10, "short"),
        ("exactly10!", 10, "exactly10!"),
        ("a longer sentence", 10, "a longer…"),
        ("word  gap", 7, "word…"),  # no blank before the "…"
        ("anything", 1, ELLIPSIS),
        ("anything", 0, ""),
        ("", 0, ""),
    ],
)
def test_shortened_keeps_the_longest_start_that_fits(text, room, shown):
    assert shortened(text, at_most(room)) == shown


def test_shortened_5000_digits_asks_few_times():
    asked = []

    def fits(text):
        asked.append(text)
        return len(text) <= 40

    assert shortened("9" * 5000, fits) == "9" * 39 + ELLIPSIS
    assert len(asked) < 20  # halving, not one character at a time


# -- the player -----------------------------------------------------------------------------------


class Scheduler:
    """Tk's ``after`` and ``after_cancel``, run by the test: ``run_next()`` runs one job."""

    def __init__(self):
        self.jobs, self.count = {}, 0

    def after(self, _ms, job):
        self.count += 1
        self.jobs[str(self.count)] = job
        return str(self.count)

    def after_cancel(self, name):
        self.jobs.pop(name, None)

    def run_next(self):
        name = min(self.jobs, key=int)
        self.jobs.pop(name)()

    def run_all(self, most=10_000):
        for _job in range(most):
            if not self.jobs:
                return
            self.run_next()
        pytest.fail("the jobs never ended")


class Watched:
    """A player on a scheduler of its own, with what it showed and told."""

    def __init__(self, events=5):
        self.scheduler = Scheduler()
        self.shown, self.states, self.done, self.caught_up = [], [], [], []
        self.player = Player(
            self.scheduler,
            lambda *event: self.shown.append(event),
            lambda: self.done.append(True),
            lambda: self.caught_up.append(True),
            self.states.append,
            clock=partial(next, itertools.count(0, 0.004)),  # 4 ms each time it is asked
        )
        self.events = [(1, field, field + 1) for field in range(events)]

    def start(self, speed=5, paused=False):
        self.player.start(iter(self.events), speed, paused=paused)


def test_a_build_plays_to_its_end():
    watched = Watched()
    assert watched.player.state is State.IDLE and not watched.player.running
    watched.start()
    assert watched.player.state is State.PLAYING and watched.player.running
    watched.scheduler.run_all()
    assert watched.states == [State.PLAYING, State.FINISHED]
    assert watched.shown == watched.events and watched.done == [True]
    assert not watched.player.running


def test_pause_step_and_go_on():
    watched = Watched()
    watched.start()
    watched.player.toggle()
    assert watched.player.state is State.PAUSED and watched.scheduler.jobs == {}
    watched.player.step()
    watched.player.step()
    assert watched.shown == watched.events[:2] and watched.player.state is State.PAUSED
    watched.player.toggle()
    assert watched.player.state is State.PLAYING
    watched.scheduler.run_all()
    assert watched.states == [State.PLAYING, State.PAUSED, State.PLAYING, State.FINISHED]
    assert watched.shown == watched.events


def test_a_step_while_playing_pauses_first():
    watched = Watched()
    watched.start()
    watched.player.step()
    assert watched.states == [State.PLAYING, State.PAUSED] and len(watched.shown) == 1


def test_a_build_started_paused_waits_and_finish_runs_the_rest_unseen():
    watched = Watched(events=3000)
    watched.start(paused=True)
    assert watched.states == [State.PAUSED] and watched.scheduler.jobs == {}
    watched.player.finish()
    assert watched.player.state is State.PLAYING
    watched.scheduler.run_all()
    assert watched.player.state is State.FINISHED and watched.shown == []
    assert watched.done == [True]


def test_speed_0_finishes_and_a_higher_speed_shows_the_steps_again():
    watched = Watched(events=3000)
    watched.start(speed=0)
    watched.player.set_speed(3)
    assert watched.caught_up == [True]  # the picture is redrawn before steps are shown
    watched.player.set_speed(0)
    watched.scheduler.run_all()
    assert watched.player.state is State.FINISHED and len(watched.shown) < 3000


def test_stop_abandons_the_build_and_closing_tells_nobody():
    watched = Watched()
    watched.start()
    watched.player.stop()
    assert watched.player.state is State.IDLE and watched.scheduler.jobs == {}
    assert watched.states == [State.PLAYING, State.IDLE]
    watched.start()
    watched.player.stop(closing=True)
    assert watched.states == [State.PLAYING, State.IDLE, State.PLAYING]
    assert watched.scheduler.jobs == {} and watched.done == []


def test_keys_without_a_build_change_nothing():
    watched = Watched()
    for press in (watched.player.toggle, watched.player.step, watched.player.finish):
        press()
    watched.player.set_speed(0)
    assert watched.states == [] and watched.player.state is State.IDLE


def test_a_finished_build_stays_finished():
    watched = Watched()
    watched.start()
    watched.scheduler.run_all()
    for press in (watched.player.toggle, watched.player.step, watched.player.finish):
        press()
    assert watched.states == [State.PLAYING, State.FINISHED]


# -- the command table ----------------------------------------------------------------------------


def menu_entries(app):
    """(label, accelerator) of every command entry in every menu but the Solve menu, which
    lists the solvers' registry as the Algorithm menu lists the algorithms', and the recent
    files, which list files."""
    entries = set()
    for name, menu in app.menus.menus.items():
        if name in ("solve", "recent"):
            continue
        last = menu.index("end")
        for index in range(last + 1 if last is not None else 0):
            if menu.type(index) == "command":
                entries.add((menu.entrycget(index, "label"), menu.entrycget(index, "accelerator")))
    return entries


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_every_command_is_in_a_menu_with_its_keys_shown(tk_root, language):
    app = make_app(tk_root)
    app.appearance.set_language(language)
    entries = menu_entries(app)
    for command in app.commands.values():
        keys = _(command.accelerator) if command.accelerator else ""  # _("") is the header
        assert (_(command.label), keys) in entries, command.label
    assert len(entries) == len(app.commands)  # and no menu entry without its command


def test_the_keys_are_bound_to_the_window_not_to_tks_dialogs(tk_root):
    app = make_app(tk_root)
    for command in app.commands.values():
        for sequence in command.keys:
            assert tk_root.bind(sequence), sequence
            assert not tk_root.bind_all(sequence), sequence  # "all" reaches Tk's dialogs too


def test_ctrl_a_selects_a_fields_whole_text(tk_root):
    app = make_app(tk_root)
    field = app.controls.fields["seed"]
    field.delete(0, "end")
    field.insert(0, "32")
    field.focus_force()
    field.icursor(0)
    field.event_generate("<Control-a>")
    tk_root.update()
    assert field.selection_get() == "32" and field.index("insert") == 2


@pytest.mark.parametrize("field_command", ["ttk::entry", "entry", "ttk::spinbox", "spinbox"])
def test_ctrl_a_in_a_field_of_tks_own_dialog_selects_it_without_an_error(tk_root, field_command):
    """Tk's file dialogs are made in Tcl: their fields have no Python object behind them."""
    app = make_app(tk_root)
    errors = []
    tk_root.report_callback_exception = lambda *error: errors.append(error)
    tk_root.tk.eval(f"toplevel .dialog; {field_command} .dialog.name; pack .dialog.name")
    tk_root.tk.eval(".dialog.name insert 0 maze.png; focus -force .dialog.name")
    tk_root.update()
    tk_root.tk.eval("event generate .dialog.name <Control-a>")
    tk_root.update()
    assert not errors
    assert tk_root.tk.eval("selection get") == "maze.png"
    assert app.graphs.seed == 1  # and the window behind it did nothing
