"""The source reads as the book: MazeGraphs' ported methods name their Java, and no string
statement stands in for a comment."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

from labyrinth import MazeGraphs

PACKAGE = Path(__file__).resolve().parent.parent / "labyrinth"
JAVA = Path(__file__).resolve().parent / "java_reference" / "MazeGraphs.java"

PORTED = {
    "exclude_maze_field": "excludeMazeField",
    "set_borders": "setBorders",
    "find_first_field": "findFirstField",
    "check_neighbour_n": "checkNeighbourN",
    "check_neighbour_e": "checkNeighbourE",
    "check_neighbour_s": "checkNeighbourS",
    "check_neighbour_w": "checkNeighbourW",
    "check_neighbours": "checkNeighbours",
    "remove_walls": "removeWalls",
    "find_neighbours": "findNeighbours",
    "build_maze": "buildMaze",
    "init": "init",
    "save_png": "saveFile",
}


def test_every_ported_method_ends_with_its_java_name():
    java = JAVA.read_text(encoding="utf-8")
    for name, java_name in PORTED.items():
        assert f" {java_name} (" in java, java_name
        doc = inspect.getdoc(getattr(MazeGraphs, name)) or ""
        last = doc.splitlines()[-1]
        assert last.startswith(f"Java: MazeGraphs.{java_name}"), (name, last)


def test_no_string_statement_stands_in_for_a_comment():
    found = []
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            for field in ("body", "orelse", "finalbody"):
                body = getattr(node, field, None)
                if not isinstance(body, list):
                    continue
                for index, statement in enumerate(body):
                    docstring = (
                        field == "body"
                        and index == 0
                        and isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef)
                    )
                    if (
                        not docstring
                        and isinstance(statement, ast.Expr)
                        and isinstance(statement.value, ast.Constant)
                        and isinstance(statement.value.value, str)
                    ):
                        found.append(f"{path.relative_to(PACKAGE)}:{statement.lineno}")
    assert found == []
