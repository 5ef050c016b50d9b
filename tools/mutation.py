"""The mutation check: plant one small bug at a time in the package and see whether the tests
that guard that module notice it.

    python tools/mutation.py --list                     # what would be planted, per module
    python tools/mutation.py --module labyrinth/solvers --sample 40 --seed 1
    python tools/mutation.py --module labyrinth/options.py --module labyrinth/game.py

A mutant is one change of the syntax tree, written back into the source at its place: an
operator swapped (+ and -, < and <=, == and !=, and and or, ...), a whole number one higher
or lower, True and False swapped, a ``not`` removed, a returned value replaced by None, or a
statement deleted. Each runs the module's own tests (TESTS below) in a temporary copy of the
project, never in the checkout, with a time limit; a mutant that every test passes survives
and is printed with its place. Some survivors are equivalent (the same behaviour reached
another way, or a change no user can see), which no test can kill; the manual's "Mutation
check" lists those found so far.

Exit status: 0 when every mutant was killed, 1 when some survived, 2 when the check could
not run (the unchanged tests fail, or an unknown module was asked for).
"""

from __future__ import annotations

import argparse
import ast
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import NoReturn

PROJECT = Path(__file__).resolve().parent.parent

# What each module is guarded by: a file or folder of the package, and the test files
# (patterns under the project) that check it. The longest matching key wins.
TESTS: dict[str, tuple[str, ...]] = {
    "labyrinth/formats/": (
        "tests/test_maz.py",
        "tests/test_savefile.py",
        "tests/test_fuzz_readers.py",
    ),
    "labyrinth/render/": (
        "tests/test_png.py",
        "tests/test_svg*.py",
        "tests/test_palettes.py",
        "tests/test_solve_pictures.py",
        "tests/test_text.py",
        "tests/test_pdf*.py",
    ),
    "labyrinth/solvers/": (
        "tests/test_solver*.py",
        "tests/test_solve_pictures.py",
        "tests/test_text.py",
    ),
    "labyrinth/cli/": (
        "tests/test_cli*.py",
        "tests/test_fuzz_cli*.py",
        "tests/test_solve_pictures.py",
        "tests/test_text.py",
        "tests/test_pdf*.py",
        "tests/test_program_cli.py",
    ),
    "labyrinth/programs/": ("tests/test_program*.py",),
    "labyrinth/teaching/": ("tests/test_teaching*.py", "tests/test_teach_algorithms.py"),
    "labyrinth/firstperson/": ("tests/test_firstperson.py", "tests/test_walk.py"),
    "labyrinth/options.py": ("tests/test_options.py", "tests/test_quoting.py"),
    "labyrinth/files.py": ("tests/test_files.py", "tests/test_safety.py"),
    "labyrinth/game.py": ("tests/test_game.py", "tests/test_play.py"),
}

# Copied nowhere: what the tests never read, and caches that could hide a changed source.
LEFT_OUT = (
    ".git",
    ".venv",
    "__pycache__",
    ".hypothesis",
    ".mypy_cache",
    ".ruff_cache",
    ".pytest_cache",
    "dist",
    "build",
    "site",
    "node_modules",
)

# Each operator and what a mutant turns it into.
OPERATORS: dict[type[ast.operator], type[ast.operator]] = {
    ast.Add: ast.Sub,
    ast.Sub: ast.Add,
    ast.Mult: ast.FloorDiv,
    ast.FloorDiv: ast.Mult,
    ast.Div: ast.Mult,
    ast.Mod: ast.FloorDiv,
    ast.BitAnd: ast.BitOr,
    ast.BitOr: ast.BitAnd,
    ast.BitXor: ast.BitOr,
    ast.LShift: ast.RShift,
    ast.RShift: ast.LShift,
}
COMPARISONS: dict[type[ast.cmpop], type[ast.cmpop]] = {
    ast.Lt: ast.LtE,
    ast.LtE: ast.Lt,
    ast.Gt: ast.GtE,
    ast.GtE: ast.Gt,
    ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq,
    ast.In: ast.NotIn,
    ast.NotIn: ast.In,
    ast.Is: ast.IsNot,
    ast.IsNot: ast.Is,
}
BOOLEANS: dict[type[ast.boolop], type[ast.boolop]] = {ast.And: ast.Or, ast.Or: ast.And}

# Statements a mutant may delete (replaced by ``pass``).
DELETABLE = (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Expr, ast.Raise, ast.Delete)


@dataclass(frozen=True)
class Mutant:
    """One planted bug: the source from (line, column) to (end_line, end_column) of ``path``
    replaced by ``replacement``. Columns count UTF-8 bytes, as the syntax tree does."""

    path: str
    line: int
    column: int
    end_line: int
    end_column: int
    kind: str
    original: str
    replacement: str

    @property
    def place(self) -> str:
        return f"{self.path}:{self.line}:{self.column + 1}"

    def describe(self) -> str:
        return f"{self.place} {self.kind}: {_short(self.original)} -> {_short(self.replacement)}"

    def applied_to(self, source: bytes) -> bytes:
        lines = source.splitlines(keepends=True)
        start = sum(len(line) for line in lines[: self.line - 1]) + self.column
        end = sum(len(line) for line in lines[: self.end_line - 1]) + self.end_column
        return source[:start] + self.replacement.encode("utf-8") + source[end:]


def _short(text: str, limit: int = 60) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _skipped_nodes(tree: ast.AST) -> set[int]:
    """Nodes never mutated, with everything under them: type annotations and aliases, ``if
    TYPE_CHECKING:`` blocks, f-strings (their inner places are not reliable before Python
    3.12) and docstrings."""
    roots: list[ast.AST] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.AnnAssign) and node.value is None or _is_type_alias(node):
            roots.append(node)
        elif isinstance(node, ast.arg | ast.AnnAssign) and node.annotation is not None:
            roots.append(node.annotation)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.returns:
            roots.append(node.returns)
        elif isinstance(node, ast.JoinedStr) or (
            isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
        ):
            roots.append(node)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                roots.append(first)
    return {id(inner) for root in roots for inner in ast.walk(root)}


def _is_type_alias(node: ast.AST) -> bool:
    """``Name = tuple[int, int]`` and the like: a type for the annotations, nothing to run."""

    def is_type(value: ast.expr) -> bool:
        if isinstance(value, ast.BinOp) and isinstance(value.op, ast.BitOr):
            return is_type(value.left) and is_type(value.right)
        return isinstance(value, ast.Subscript) and isinstance(value.value, ast.Name)

    return isinstance(node, ast.Assign) and len(node.targets) == 1 and is_type(node.value)


def _changes(node: ast.AST) -> Iterator[tuple[str, ast.AST | str]]:
    """The mutations of one node: (kind, a changed copy of the node or the new text)."""
    if isinstance(node, ast.BinOp) and type(node.op) in OPERATORS:
        yield "operator", ast.BinOp(node.left, OPERATORS[type(node.op)](), node.right)
    elif isinstance(node, ast.BoolOp):
        yield "boolean", ast.BoolOp(BOOLEANS[type(node.op)](), node.values)
    elif isinstance(node, ast.Compare):
        for index, operator in enumerate(node.ops):
            ops = list(node.ops)
            ops[index] = COMPARISONS[type(operator)]()
            yield "comparison", ast.Compare(node.left, ops, node.comparators)
    elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        yield "not removed", node.operand
    elif isinstance(node, ast.Constant) and isinstance(node.value, bool):
        yield "constant", ast.Constant(not node.value)
    elif isinstance(node, ast.Constant) and isinstance(node.value, int):
        yield "constant", ast.Constant(node.value + 1)
        if node.value:
            yield "constant", ast.Constant(node.value - 1)
    elif (
        isinstance(node, ast.Return)
        and node.value is not None
        and ast.unparse(node.value) != "None"
    ):
        yield "return", "return None"
    if isinstance(node, DELETABLE) and not _names_all(node):
        yield "statement deleted", "pass"


def _names_all(node: ast.stmt) -> bool:
    """``__all__ = ...``: only star imports read it, and the package has none."""
    return isinstance(node, ast.Assign) and any(
        isinstance(target, ast.Name) and target.id == "__all__" for target in node.targets
    )


def mutants_of(path: Path, root: Path = PROJECT) -> list[Mutant]:
    """Every mutant of one source file (named relative to ``root``) that parses and changes
    its syntax tree."""
    source = path.read_bytes()
    text = source.decode("utf-8")
    tree = ast.parse(source)
    skipped = _skipped_nodes(tree)
    relative = path.relative_to(root).as_posix()
    plain = ast.dump(tree)
    found: dict[tuple[int, int, int, int, str], Mutant] = {}
    for node in ast.walk(tree):
        if id(node) in skipped or not isinstance(node, ast.expr | ast.stmt):
            continue
        original = ast.get_source_segment(text, node) or ""
        for kind, change in _changes(node):
            new = change if isinstance(change, str) else f"({ast.unparse(change)})"
            mutant = Mutant(
                relative,
                node.lineno,
                node.col_offset,
                node.end_lineno or node.lineno,
                node.end_col_offset or 0,
                kind,
                original,
                new,
            )
            try:
                changed = ast.parse(mutant.applied_to(source))
            except SyntaxError:
                continue  # a change that does not parse is no mutant
            if ast.dump(changed) != plain:
                key = (mutant.line, mutant.column, mutant.end_line, mutant.end_column, new)
                found.setdefault(key, mutant)
    return sorted(found.values(), key=lambda m: (m.line, m.column, m.kind, m.replacement))


def _cannot_run(why: str) -> NoReturn:
    print(f"mutation: {why}", file=sys.stderr)
    raise SystemExit(2)


def guard_of(path: str) -> str | None:
    """The TESTS key that covers a source file (the longest that names it or its folder)."""
    keys = [key for key in TESTS if path == key or (key.endswith("/") and path.startswith(key))]
    return max(keys, key=len) if keys else None


def files_asked(asked: list[str]) -> dict[str, list[Path]]:
    """The source files the --module arguments name, grouped by the TESTS key guarding them
    (files no key covers are left out; a module with none at all is an error)."""
    chosen: dict[str, list[Path]] = {}
    for module in asked or list(TESTS):
        where = PROJECT / module
        if not where.exists():
            _cannot_run(f"there is no {module} in {PROJECT}")
        files = sorted(where.rglob("*.py")) if where.is_dir() else [where]
        guarded = [(guard_of(path.relative_to(PROJECT).as_posix()), path) for path in files]
        if not any(key for key, _path in guarded):
            _cannot_run(f"no tests are listed for {module}; see TESTS: {list(TESTS)}")
        for key, path in guarded:
            if key is not None and path not in chosen.setdefault(key, []):
                chosen[key].append(path)
    return chosen


def tests_for(copy: Path, key: str) -> list[str]:
    """The test files that guard the modules of ``key``, as they are in the project's copy."""
    patterns = TESTS[key]
    files = sorted({str(path.relative_to(copy)) for p in patterns for path in copy.glob(p)})
    if not files:
        _cannot_run(f"none of {patterns} exists")
    return files


def run_tests(copy: Path, tests: list[str], limit: float, seed: int) -> tuple[str, float]:
    """Run ``tests`` in the copy: "survived" (all passed), "killed", or "timeout"; and the
    seconds it took."""
    command = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider"]
    command += [f"--hypothesis-seed={seed}", *tests]
    # No bytecode is written: a mutant of the same size written within the same second as
    # the one before would otherwise be run from the older one's cached bytecode.
    environment = dict(os.environ, PYTHONPATH=str(copy), PYTHONDONTWRITEBYTECODE="1")
    began = time.monotonic()
    process = subprocess.Popen(
        command,
        cwd=copy,
        env=environment,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        code = process.wait(timeout=limit)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
        return "timeout", time.monotonic() - began
    except BaseException:  # Ctrl+C or SIGTERM: the tests in their own session end too
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
        raise
    if code in (4, 5):  # pytest's usage error or no test collected: the check is broken
        _cannot_run(f"pytest ended with {code} for {tests}")
    return ("survived" if code == 0 else "killed"), time.monotonic() - began


def arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python tools/mutation.py",
        description="Plant small bugs one at a time and run the tests that should notice.",
    )
    parser.add_argument(
        "--module",
        action="append",
        default=[],
        help="a file or folder of the package, e.g. labyrinth/solvers (repeatable; "
        "default: every one listed in TESTS)",
    )
    parser.add_argument("--sample", type=int, help="run only this many mutants, drawn at random")
    parser.add_argument("--seed", type=int, default=0, help="seed of the sample and of hypothesis")
    parser.add_argument(
        "--timeout",
        type=float,
        help="seconds a mutant's tests may take (default: 5 × the unchanged run, at least 60)",
    )
    parser.add_argument("--list", action="store_true", help="list the mutants, run nothing")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = arguments(argv)
    # Stopped with SIGTERM, the run unwinds as with Ctrl+C: the copy is removed.
    signal.signal(signal.SIGTERM, lambda signum, _frame: sys.exit(128 + signum))
    chosen = files_asked([module.removeprefix("./") for module in args.module])
    planted = [
        (key, mutant)
        for key, files in chosen.items()
        for path in files
        for mutant in mutants_of(path)
    ]
    print(f"{len(planted)} mutants in {sum(len(files) for files in chosen.values())} files")
    if args.sample is not None and args.sample < len(planted):
        planted = sorted(
            random.Random(args.seed).sample(planted, args.sample),
            key=lambda pair: (pair[1].path, pair[1].line, pair[1].column),
        )
        print(f"a sample of {len(planted)} (seed {args.seed})")
    if args.list:
        for _key, mutant in planted:
            print(mutant.describe())
        return 0
    survivors: list[Mutant] = []
    timeouts = 0
    with tempfile.TemporaryDirectory(prefix="labyrinth-mutation-") as folder:
        copy = Path(folder) / "project"
        shutil.copytree(PROJECT, copy, ignore=shutil.ignore_patterns(*LEFT_OUT))
        limits: dict[str, float] = {}
        for key in sorted({key for key, _mutant in planted}):
            outcome, seconds = run_tests(copy, tests_for(copy, key), 3600, args.seed)
            if outcome != "survived":
                _cannot_run(f"the tests of {key} fail without any mutant; fix them first")
            limits[key] = args.timeout or max(60.0, 5 * seconds)
            print(f"{key}: unchanged tests pass in {seconds:.1f} s", flush=True)
        for number, (key, mutant) in enumerate(planted, 1):
            target = copy / mutant.path
            source = target.read_bytes()
            target.write_bytes(mutant.applied_to(source))
            try:
                outcome, seconds = run_tests(copy, tests_for(copy, key), limits[key], args.seed)
            finally:
                target.write_bytes(source)
            timeouts += outcome == "timeout"
            if outcome == "survived":
                survivors.append(mutant)
            line = f"[{number}/{len(planted)}] {outcome:8} {seconds:5.1f} s  {mutant.describe()}"
            print(line, flush=True)
    killed = len(planted) - len(survivors)
    share = killed / len(planted) if planted else 1.0
    print(
        f"\n{len(planted)} mutants: {killed} killed ({timeouts} by the time limit), "
        f"{len(survivors)} survived; {share:.0%} killed"
    )
    for mutant in survivors:
        print(f"  survived: {mutant.describe()}")
    return 1 if survivors else 0


if __name__ == "__main__":
    sys.exit(main())
