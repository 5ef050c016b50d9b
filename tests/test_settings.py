"""The viewer's remembered settings: round trip, broken files ignored with a warning."""

from __future__ import annotations

import dataclasses
import json
import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from labyrinth.settings import (
    MAX_LESSON_FOLDERS,
    MAX_RECENT,
    Settings,
    load_settings,
    save_settings,
    settings_path,
)


def fields_of_settings() -> list[str]:
    return [field.name for field in dataclasses.fields(Settings) if field.compare]


def test_the_file_lives_in_the_users_config_folder(private_config):
    assert settings_path() == private_config / "labyrinth" / "settings.json"


def test_no_file_gives_the_defaults_quietly(tmp_path):
    assert load_settings(tmp_path / "none.json") == (Settings(), None)


def test_saved_settings_come_back(tmp_path):
    path = tmp_path / "deep" / "settings.json"
    chosen = Settings(
        language="de", width=64, height=48, speed=9, algorithm="kruskal", view="blocks"
    )
    assert save_settings(chosen, path) is None
    assert load_settings(path) == (chosen, None)
    assert [p.name for p in path.parent.iterdir()] == ["settings.json"]


def test_a_seed_in_an_older_file_is_ignored_each_start_is_a_new_maze(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"width": 40, "seed": 77}))  # as an older version wrote it
    assert load_settings(path) == (Settings(width=40), None)
    assert save_settings(Settings(width=40), path) is None
    assert "seed" not in json.loads(path.read_text())


def test_a_broken_file_is_ignored_with_a_warning(tmp_path):
    path = tmp_path / "settings.json"
    for content in (
        "{not json",
        "[1, 2]",
        "\udcff".encode("utf-8", "surrogatepass").decode("latin-1"),
        "x" * 70_000,
    ):
        path.write_text(content, encoding="latin-1")
        settings, warning = load_settings(path)
        assert settings == Settings()
        assert warning == (
            f"The settings file {path} is broken and was ignored; it is kept as it is, so "
            "choices made now are not remembered."
        )


def test_bad_values_are_dropped_one_by_one(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(
        json.dumps(
            {
                "language": "it",
                "width": 1,
                "height": 30,
                "speed": 4,
                "algorithm": "maze",
                "view": "bricks",
                "unknown": True,
            }
        )
    )
    settings, warning = load_settings(path)
    assert settings == Settings(height=30, speed=4)
    assert warning == (
        f"The settings file {path} has bad values for language, width, "
        "algorithm, view; they were ignored and are "
        "left in the file as they are."
    )


def test_an_unwritable_place_gives_a_warning_not_an_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    warning = save_settings(Settings(width=40), blocker / "settings.json")
    assert warning and warning.startswith("Cannot save ")


def test_a_file_of_the_largest_size_is_read_and_one_byte_more_is_not(tmp_path):
    from labyrinth.settings import MAX_SETTINGS_BYTES

    path = tmp_path / "settings.json"
    content = json.dumps({"width": 40})
    path.write_text(content + " " * (MAX_SETTINGS_BYTES - len(content)))
    assert path.stat().st_size == MAX_SETTINGS_BYTES
    assert load_settings(path) == (Settings(width=40), None)
    path.write_text(content + " " * (MAX_SETTINGS_BYTES + 1 - len(content)))
    settings, warning = load_settings(path)
    assert settings == Settings()
    assert warning is not None and str(path) in warning


def test_on_macos_the_settings_live_in_application_support(tmp_path, monkeypatch):
    """The branch macOS takes (this machine is not a Mac: only the platform's name is set).
    A XDG_CONFIG_HOME a user set still wins there."""
    monkeypatch.setattr("sys.platform", "darwin")
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.delenv("XDG_CONFIG_HOME")
    expected = tmp_path / "Library" / "Application Support" / "labyrinth" / "settings.json"
    assert settings_path() == expected
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "mine"))
    assert settings_path() == tmp_path / "mine" / "labyrinth" / "settings.json"


def test_opened_files_come_first_once_and_the_newest_eight_are_kept(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    settings = Settings()
    for name in ("a.maz", "b.maz", "a.maz", "c.labyrinth"):
        settings.opened(name)
    assert settings.recent == [str(tmp_path / name) for name in ("c.labyrinth", "a.maz", "b.maz")]
    settings.forget(tmp_path / "a.maz")
    assert settings.recent == [str(tmp_path / "c.labyrinth"), str(tmp_path / "b.maz")]
    for number in range(MAX_RECENT + 3):
        settings.opened(tmp_path / f"{number}.maz")
    assert settings.recent == [str(tmp_path / f"{n}.maz") for n in range(MAX_RECENT + 2, 2, -1)]
    path = tmp_path / "settings.json"
    assert save_settings(settings, path) is None
    assert load_settings(path) == (settings, None)


def test_a_bad_list_of_recent_files_is_dropped_with_a_warning(tmp_path):
    path = tmp_path / "settings.json"
    for bad in ("a.maz", ["relative.maz"], [1], ["/a.maz"] * (MAX_RECENT + 1), ["/a\0.maz"]):
        path.write_text(json.dumps({"recent": bad, "width": 40}))
        assert load_settings(path) == (
            Settings(width=40),
            f"The settings file {path} has bad values for recent; they were ignored and are "
            "left in the file as they are.",
        )


def test_the_print_dialogs_choices_come_back_and_bad_ones_are_dropped(tmp_path):
    path = tmp_path / "settings.json"
    chosen = {"paper": "letter", "per_page": 2, "count": 30, "answer_keys": "separate-file"}
    assert save_settings(Settings(worksheet=chosen), path) is None
    assert load_settings(path) == (Settings(worksheet=chosen), None)
    for bad in ({"count": 101}, {"paper": "a3"}, {"staples": True}, ["a4"]):
        path.write_text(json.dumps({"width": 40, "worksheet": bad}))
        assert load_settings(path) == (
            Settings(width=40),
            f"The settings file {path} has bad values for worksheet; they were ignored and are "
            "left in the file as they are.",
        )


def test_a_teachers_lesson_folders_come_back_and_a_bad_list_is_dropped(tmp_path):
    path = tmp_path / "settings.json"
    folders = [str(tmp_path / "class 7b"), str(tmp_path / "club")]
    assert save_settings(Settings(lesson_folders=folders), path) is None
    assert load_settings(path) == (Settings(lesson_folders=folders), None)
    too_many = ["/lessons"] * (MAX_LESSON_FOLDERS + 1)
    for bad in ("/lessons", ["lessons"], [None], too_many):
        path.write_text(json.dumps({"lesson_folders": bad, "width": 40}))
        assert load_settings(path) == (
            Settings(width=40),
            f"The settings file {path} has bad values for lesson_folders; they were ignored "
            "and are left in the file as they are.",
        )


def test_keys_of_a_newer_version_and_bad_values_stay_and_only_changes_are_written(tmp_path):
    """A newer version's keys and values this one cannot use are kept on saving; the choices
    changed since reading are written, those not changed keep the file's text."""
    path = tmp_path / "settings.json"
    written = {"width": 40, "height": 9000, "sound": {"volume": 3}, "theme": "sepia"}
    path.write_text(json.dumps(written))
    settings, warning = load_settings(path)
    assert warning is not None and "height, theme" in warning
    settings.speed = 7
    settings.opened(tmp_path / "a.maz")
    assert save_settings(settings, path) is None
    assert json.loads(path.read_text()) == {
        **written,
        "speed": 7,
        "recent": [str(tmp_path / "a.maz")],
    }


def test_saving_unchanged_settings_leaves_the_file_alone_and_drops_only_a_retired_key(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"width":40,"future":1}')
    settings, _warning = load_settings(path)
    assert save_settings(settings, path) is None
    assert path.read_text() == '{"width":40,"future":1}'  # not even written again
    path.write_text('{"width":40,"seed":77}')
    settings, _warning = load_settings(path)
    assert save_settings(settings, path) is None
    assert json.loads(path.read_text()) == {"width": 40}


def test_another_windows_choices_saved_meanwhile_are_kept(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"width": 40}))
    first, _warning = load_settings(path)
    second, _warning = load_settings(path)
    second.palette = "print"
    assert save_settings(second, path) is None
    first.speed = 9
    assert save_settings(first, path) is None
    assert json.loads(path.read_text()) == {"width": 40, "palette": "print", "speed": 9}


def test_a_folder_named_like_the_settings_file_is_a_warning_and_left_alone(tmp_path):
    path = tmp_path / "settings.json"
    path.mkdir()
    settings, warning = load_settings(path)
    assert settings == Settings()
    assert warning is not None and "is broken and was ignored" in warning
    assert save_settings(Settings(width=50), path) is None
    assert path.is_dir() and not any(path.iterdir())


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=8,
)


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(st.sampled_from([*fields_of_settings(), "seed", "new"]), JSON_VALUES))
def test_any_json_value_under_any_key_is_taken_or_named_never_raised(data):
    """{"language": ["de"]} once stopped every start with a TypeError."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "settings.json"
        path.write_text(json.dumps(data))
        settings_read, warning = load_settings(path)
        assert warning is None or warning.endswith(".")
        assert save_settings(settings_read, path) is None
        assert json.loads(path.read_text()) == {k: v for k, v in data.items() if k != "seed"}
