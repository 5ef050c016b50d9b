"""The wheel carries the package, the German catalog inside it, and both entry points; installed
into a fresh venv, as ``pipx install`` does, its commands run without the checkout."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest
from PIL import Image

from labyrinth import __version__
from labyrinth.render.geometry import Geometry

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """The wheel of the checkout, built as pip builds it (the build backend from the index)."""
    folder = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(folder), str(ROOT)],
        check=True,
        timeout=300,
    )
    [built] = folder.glob("labyrinth-*.whl")
    return built


def test_wheel_contents_and_entry_points(wheel, tmp_path):
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        entry_points = next(
            archive.read(name).decode() for name in names if name.endswith("entry_points.txt")
        )
        archive.extractall(tmp_path / "unpacked")
    assert "labyrinth/translations/de/LC_MESSAGES/labyrinth.po" in names
    assert "labyrinth/gui/window.py" in names
    assert "labyrinth/py.typed" in names  # type checkers read the hints of an installed copy
    # the manual, built from docs/ by the build hook, for Help → Manual
    assert "labyrinth/manual/index.html" in names
    assert "labyrinth/manual/images/window-book-main.png" in names
    assert not any(name.startswith(("tests/", "translations/")) for name in names)
    # A gui-script: on Windows a labyrinth.exe that opens no console window (a Start-menu
    # shortcut to it opens only the maze); labyrinth-cli is the same for a terminal.
    assert "[gui_scripts]\nlabyrinth = labyrinth.cli:main" in entry_points
    assert "[console_scripts]\nlabyrinth-cli = labyrinth.cli:main" in entry_points
    # The unpacked wheel alone (-P: not the checkout) finds its German catalog.
    script = (
        "from labyrinth import i18n\n"
        "i18n.set_language('de')\n"
        "print(i18n.translations_dir())\n"
        "print(i18n._('Saved {file}.'))\n"
    )
    done = subprocess.run(
        [sys.executable, "-P", "-c", script],
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(tmp_path / "unpacked")},
        timeout=60,
        check=True,
    )
    folder, saved = done.stdout.splitlines()
    assert Path(folder) == tmp_path / "unpacked" / "labyrinth" / "translations"
    assert saved == "{file} gespeichert."


# What Help → Manual opens, as the installed package finds it.
FIND_MANUAL = "from labyrinth.manual_copy import manual_index; print(manual_index())"
# The files an install from the source needs (the sdist's, but the tests and examples).
SOURCES = ("labyrinth", "translations", "docs", "tools", "pyproject.toml", "mkdocs.yml")
SOURCES += ("hatch_build.py", "README.md", "LICENSE")


def fresh_venv(folder: Path) -> Path:
    """A new venv at ``folder``; its Python. The dependencies (Pillow, polib, reportlab, sv-ttk)
    come from the venv running the tests, named in a .pth file after the new venv's own
    packages, so nothing is downloaded and the wheel's labyrinth comes first."""
    subprocess.run([sys.executable, "-m", "venv", str(folder)], check=True, timeout=300)
    python = folder / "bin" / "python"
    own = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    ).stdout.strip()
    ours = {sysconfig.get_paths()[kind] for kind in ("purelib", "platlib")}
    (Path(own) / "dependencies-of-the-tests.pth").write_text("\n".join(sorted(ours)) + "\n")
    return python


@pytest.mark.timeout(600)
@pytest.mark.skipif(os.name == "nt", reason="the venv's folders are named for POSIX here")
def test_the_wheel_installed_in_a_fresh_venv_runs_its_commands(wheel, tmp_path):
    """As a teacher's ``pipx install labyrinth-….whl``: the installed ``labyrinth`` tells its
    version, saves a maze without a screen, and writes a menu entry that starts itself."""
    python = fresh_venv(tmp_path / "venv")
    subprocess.run(
        [str(python), "-m", "pip", "install", "-q", "--no-deps", "--no-index", str(wheel)],
        check=True,
        timeout=300,
    )
    env = {name: value for name, value in os.environ.items() if name != "PYTHONPATH"}
    env["XDG_DATA_HOME"] = str(tmp_path / "data")
    program = str(tmp_path / "venv" / "bin" / "labyrinth")

    def installed(*args: str) -> str:
        done = subprocess.run(
            args, capture_output=True, text=True, env=env, cwd=tmp_path, timeout=120
        )
        assert done.returncode == 0, done.stderr
        return done.stdout

    where = installed(str(python), "-c", "import labyrinth; print(labyrinth.__file__)")
    assert Path(where.strip()).is_relative_to(tmp_path / "venv")  # the wheel's, not the checkout's
    manual = installed(str(python), "-c", FIND_MANUAL).strip()
    assert manual == str(Path(where.strip()).parent / "manual" / "index.html")
    assert installed(program, "--version") == f"labyrinth {__version__}\n"
    output = installed(program, "--no-display", "--width", "4", "--height", "3", "--save", "x.png")
    assert output.endswith("Saved x.png.\n")
    with Image.open(tmp_path / "x.png") as picture:
        assert picture.size == Geometry(4, 3, 24).image_size
    installed(program, "--install-desktop-entry")
    entry = (tmp_path / "data" / "applications" / "labyrinth.desktop").read_text()
    assert f'Exec="{program}" %f\n' in entry


@pytest.mark.timeout(600)
@pytest.mark.skipif(os.name == "nt", reason="the venv's folders are named for POSIX here")
def test_an_editable_install_builds_the_manual_into_the_checkout(tmp_path):
    """``pip install -e .`` in a checkout (here a copy of it, which the build writes into):
    the package found is the checkout's, and so is the manual Help → Manual opens."""
    checkout = tmp_path / "checkout"
    for name in SOURCES:
        if (ROOT / name).is_dir():
            ignored = shutil.ignore_patterns("__pycache__", "manual")
            shutil.copytree(ROOT / name, checkout / name, ignore=ignored)
        else:
            shutil.copy2(ROOT / name, checkout / name)
    python = fresh_venv(tmp_path / "venv")
    subprocess.run(
        [str(python), "-m", "pip", "install", "-q", "--no-deps", "-e", str(checkout)],
        check=True,
        timeout=300,
    )
    env = {name: value for name, value in os.environ.items() if name != "PYTHONPATH"}
    done = subprocess.run(
        [str(python), "-c", FIND_MANUAL],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=60,
        check=True,
    )
    assert done.stdout.strip() == str(checkout / "labyrinth" / "manual" / "index.html")
    assert "getting-started.html" in (checkout / "labyrinth" / "manual" / "index.html").read_text()
