"""The mutation check (tools/mutation.py): its table names modules and tests that exist, it
plants each kind of mutant at its place and nowhere else, and a run leaves the checkout as it
was."""

from __future__ import annotations

import ast
import hashlib
import importlib.util
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

PROJECT = Path(__file__).resolve().parent.parent
SPEC = importlib.util.spec_from_file_location("mutation", PROJECT / "tools" / "mutation.py")
assert SPEC is not None and SPEC.loader is not None
mutation = importlib.util.module_from_spec(SPEC)
sys.modules["mutation"] = mutation  # its dataclass looks itself up there
SPEC.loader.exec_module(mutation)

SAMPLE = textwrap.dedent(
    '''
    """A module."""
    from typing import TYPE_CHECKING

    if TYPE_CHECKING:
        from pathlib import Path

    Pair = tuple[int, int]


    def clamp(low: int, value: int) -> int:
        """Never below low."""
        if not value < low and value != 3:
            return value + 1
        ready = True
        return None
    '''
)


def test_the_table_names_modules_and_tests_that_exist():
    for module, patterns in mutation.TESTS.items():
        assert (PROJECT / module).exists(), module
        for pattern in patterns:
            assert list(PROJECT.glob(pattern)), pattern


def test_each_kind_of_mutant_is_planted_at_its_place(tmp_path):
    path = tmp_path / "sample.py"
    path.write_text(SAMPLE, encoding="utf-8")
    mutants = mutation.mutants_of(path, tmp_path)
    planted = {(m.line, m.kind, m.original, m.replacement) for m in mutants}
    assert planted == {
        (13, "not removed", "not value < low", "(value < low)"),
        (13, "comparison", "value < low", "(value <= low)"),
        (13, "boolean", "not value < low and value != 3", "(not value < low or value != 3)"),
        (13, "comparison", "value != 3", "(value == 3)"),
        (13, "constant", "3", "(4)"),
        (13, "constant", "3", "(2)"),
        (14, "return", "return value + 1", "return None"),
        (14, "operator", "value + 1", "(value - 1)"),
        (14, "constant", "1", "(2)"),
        (14, "constant", "1", "(0)"),
        (15, "constant", "True", "(False)"),
        (15, "statement deleted", "ready = True", "pass"),
    }
    lines = SAMPLE.splitlines()
    for mutant in mutants:
        changed = mutant.applied_to(SAMPLE.encode("utf-8")).decode("utf-8").splitlines()
        assert changed[: mutant.line - 1] == lines[: mutant.line - 1]
        assert changed[mutant.line :] == lines[mutant.line :]  # one line each here
        ast.parse("\n".join(changed))


def digest(folder: Path) -> str:
    files = sorted(path for path in folder.rglob("*.py") if "__pycache__" not in path.parts)
    return hashlib.sha256(b"".join(path.read_bytes() for path in files)).hexdigest()


@pytest.mark.timeout(300)
def test_a_run_kills_mutants_in_a_copy_and_leaves_the_checkout_alone():
    before = digest(PROJECT / "labyrinth")
    done = subprocess.run(
        [sys.executable, "tools/mutation.py", "--module", "labyrinth/options.py", "--sample", "2"],
        cwd=PROJECT,
        capture_output=True,
        text=True,
        timeout=280,
    )
    assert done.returncode in (0, 1), done.stderr
    assert "\n2 mutants: " in done.stdout
    assert digest(PROJECT / "labyrinth") == before
