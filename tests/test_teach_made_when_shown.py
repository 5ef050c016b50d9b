"""The teaching view's panes are made when the view is first shown: where they stand among
the window's widgets (Tab's order) and their look are those they had when made at once."""

from __future__ import annotations

from test_window import make_app, run_until


def opened_teaching(app, root) -> None:
    run_until(root, lambda: not app.session.base.stepping())
    app.toggle_teaching()
    root.update()


def test_the_panel_stands_between_the_program_replay_and_the_editor(tk_root):
    app = make_app(tk_root, width=10, height=8)
    opened_teaching(app, tk_root)
    children = tk_root.winfo_children()
    teach = app.modes["teach"]
    made_before, made_after = app.modes["program"].panel, app.modes["editor"].panel
    assert children.index(made_before) < children.index(teach.panel)
    assert children.index(teach.panel) < children.index(teach.panel.below)
    assert children.index(teach.panel.below) < children.index(made_after)


def look_of(panel) -> tuple[str, ...]:
    slider = panel.controls.step_row.slider
    paddings = (str(panel.cget("padding")), str(panel.below.cget("padding")))
    return (*paddings, str(slider.cget("length")))


def test_a_text_size_chosen_before_the_first_opening_is_the_panel_s(tk_root):
    percent = 150
    app = make_app(tk_root, width=10, height=8)
    app.appearance.set_text_size(percent)
    opened_teaching(app, tk_root)
    chosen_first = look_of(app.modes["teach"].panel)
    app.toggle_teaching()
    app.appearance.set_text_size(100)
    app.appearance.set_text_size(percent)  # now the look changes with the panel made
    opened_teaching(app, tk_root)
    assert look_of(app.modes["teach"].panel) == chosen_first
    app.appearance.set_text_size(100)
    assert look_of(app.modes["teach"].panel) != chosen_first
