"""The Python of the README and the manual as a reader copies it: every ```python block runs,
and every name a page gives in the package (``labyrinth.x.y``, ``from labyrinth.x import y``)
imports.

A block runs on its own in a fresh interpreter, in an empty folder, with a time limit; a block of
``>>>`` lines is a session whose printed lines must match too. A block that cannot run as it
stands says so on the line before it, visibly in the source:

* ``<!-- not run: why -->`` — it needs the window (it is still compiled, and its imports are
  checked below);
* ``<!-- runs in labyrinth.x.y -->`` — a part of that module (one row of a table, one function
  of a file): it runs with the module's names.
"""

from __future__ import annotations

import importlib
import re
import subprocess
import sys
import textwrap
from dataclasses import dataclass
from pathlib import Path

import pytest

import labyrinth
from tests.manual_pages import PAGES, ROOT, all_text, name_of, page

NOT_RUN = re.compile(r"<!-- not run: (?P<why>[^>]+?) -->")
RUNS_IN = re.compile(r"<!-- runs in (?P<module>[\w.]+) -->")
# The markers the pages may use: few, and each with its reason.
MOST_MARKED = 3

# ``labyrinth.a.b`` where it is not part of a path (``translations/labyrinth.pot``) or a longer
# word; and the files the pages name that are called after the program, not Python.
DOTTED = re.compile(r"(?<![\w/\\.-])labyrinth(?:\.\w+)+")
FILE_SUFFIXES = {"exe", "xml", "po", "pot", "desktop", "mo", "zip"}
# A compressed file's name ends in two suffixes (labyrinth.snapshot.gz).
COMPRESSED_SUFFIXES = {"gz"}
# ``MazeGraphs.build_steps``: a name the package exports, then its attribute.
EXPORTED = re.compile(rf"(?<![\w/\\.-])(?:{'|'.join(labyrinth.__all__)})(?:\.\w+)+")
FROM_IMPORT = re.compile(r"\bfrom (labyrinth(?:\.\w+)*) import ([\w, ]+|\*|\([\w, \n]+\))")


@dataclass(frozen=True)
class Block:
    line: int  # of the opening fence, counted from 1
    code: str
    marker: str  # the HTML comment on the line before, or ""
    page: str = "README.md"

    def __str__(self) -> str:
        return f"{self.page}:{self.line}"


def python_blocks(text: str, page: str = "README.md") -> list[Block]:
    """Every ```python fenced block, with the comment that may stand on the line before."""
    blocks: list[Block] = []
    lines = text.splitlines()
    number = 0
    while number < len(lines):
        if lines[number].strip() == "```python":
            end = lines.index("```", number + 1)
            before = [line for line in lines[:number] if line.strip()]
            marker = before[-1].strip() if before and before[-1].strip().startswith("<!--") else ""
            code = "\n".join(lines[number + 1 : end]) + "\n"
            blocks.append(Block(number + 1, code, marker, page))
            number = end
        number += 1
    return blocks


BLOCKS = [
    block for path in PAGES for block in python_blocks(path.read_text("utf-8"), name_of(path))
]


def run_alone(code: str, folder: Path) -> subprocess.CompletedProcess[str]:
    """``code`` as a reader runs it: a new Python, in ``folder``, the package importable."""
    return subprocess.run(
        [sys.executable, "-c", code],
        cwd=folder,
        env={
            "PYTHONPATH": str(ROOT),
            "PATH": "/usr/bin:/bin",
            "LANG": "C.UTF-8",
            "HOME": str(folder),
        },
        capture_output=True,
        text=True,
        timeout=60,
    )


def run_session(code: str, folder: Path) -> subprocess.CompletedProcess[str]:
    """A ``>>>`` block as a doctest of its own, in a new Python."""
    script = (
        "import doctest, sys\n"
        f"test = doctest.DocTestParser().get_doctest({code!r}, {{}}, 'block', 'page.md', 0)\n"
        "runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)\n"
        "runner.run(test)\n"
        "sys.exit(1 if runner.failures else 0)\n"
    )
    return run_alone(script, folder)


@pytest.mark.timeout(90)
@pytest.mark.parametrize("block", BLOCKS, ids=str)
def test_every_python_block_runs(block: Block, tmp_path: Path) -> None:
    if block.code.lstrip().startswith(">>>"):
        done = run_session(block.code, tmp_path)
        assert not block.marker and done.returncode == 0, f"{block}:\n{done.stdout}{done.stderr}"
        return
    code = textwrap.dedent(block.code)
    compiled = compile(code, str(block), "exec")
    if found := RUNS_IN.fullmatch(block.marker):
        module = importlib.import_module(found["module"])
        exec(compiled, dict(vars(module)))
    elif not NOT_RUN.fullmatch(block.marker):
        assert not block.marker, f"{block}: unknown marker {block.marker}"
        done = run_alone(code, tmp_path)
        assert done.returncode == 0, f"{block}:\n{done.stdout}{done.stderr}"


def test_the_pages_have_blocks_to_run_and_mark_few() -> None:
    assert len(BLOCKS) >= 4
    marked = [block for block in BLOCKS if block.marker]
    assert len(marked) <= MOST_MARKED, [str(block) for block in marked]
    assert all(NOT_RUN.fullmatch(b.marker) or RUNS_IN.fullmatch(b.marker) for b in marked)


def resolves(dotted: str) -> bool:
    """Whether ``labyrinth.a.b.c`` is a module or a name in one: the longest part that imports,
    then attributes."""
    parts = dotted.split(".")
    for length in range(len(parts), 0, -1):
        try:
            found: object = importlib.import_module(".".join(parts[:length]))
        except ModuleNotFoundError:
            continue
        for name in parts[length:]:
            if not hasattr(found, name):
                return False
            found = getattr(found, name)
        return True
    return False


def named_in(text: str) -> set[str]:
    """Every package name a text gives: dotted names, an exported class's attributes and
    what ``from … import`` takes."""
    names = {
        name
        for name in DOTTED.findall(text)
        if not (
            name.rsplit(".", 1)[1] in COMPRESSED_SUFFIXES
            or (name.count(".") == 1 and name.rsplit(".", 1)[1] in FILE_SUFFIXES)
        )
    }
    names.update(f"labyrinth.{name}" for name in EXPORTED.findall(text))
    for module, imported in FROM_IMPORT.findall(text):
        names.add(module)
        for name in re.findall(r"\w+", imported):
            names.add(f"{module}.{name}")
    return names


NAMES = sorted(named_in(all_text()))


def test_the_pages_name_the_package_often() -> None:
    assert len(NAMES) >= 10
    assert "labyrinth.lessons.catalog.load_lessons" in NAMES


@pytest.mark.parametrize("name", NAMES)
def test_every_name_a_page_gives_imports(name: str) -> None:
    assert resolves(name), f"the manual names {name}, which does not import"


def test_a_name_in_the_wrong_module_is_found() -> None:
    text = (
        "The API: `labyrinth.lessons.load_lessons`, `MazeGraphs.build_maze()`, `MazeGraphs.bild`."
        "\n\n    from labyrinth.lessons import check\n"
    )
    names = named_in(text)
    assert names == {
        "labyrinth.lessons.load_lessons",
        "labyrinth.MazeGraphs.build_maze",
        "labyrinth.MazeGraphs.bild",
        "labyrinth.lessons",
        "labyrinth.lessons.check",
    }
    assert [name for name in sorted(names) if not resolves(name)] == [
        "labyrinth.MazeGraphs.bild",
        "labyrinth.lessons.check",
        "labyrinth.lessons.load_lessons",
    ]
    assert named_in("`labyrinth.exe`, translations/labyrinth.pot, `labyrinth.files`") == {
        "labyrinth.files"
    }


def test_a_block_that_fails_is_found(tmp_path: Path) -> None:
    assert run_alone("from labyrinth.lessons import load_lessons\n", tmp_path).returncode != 0
    assert run_session(">>> 1 + 1\n3\n", tmp_path).returncode != 0
    assert run_session(">>> 1 + 1\n2\n", tmp_path).returncode == 0
    blocks = python_blocks("<!-- not run: a window -->\n\n```python\nx = 1\n```\n")
    assert blocks == [Block(3, "x = 1\n", "<!-- not run: a window -->")]


def test_the_manual_says_how_its_blocks_are_checked() -> None:
    text = " ".join(page("code.md").read_text(encoding="utf-8").split())
    assert "<!-- not run: " in text and "tests/test_manual_code.py" in text
