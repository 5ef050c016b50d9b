"""What a program is, and the mistakes found before it runs.

A file that defines ``find_neighbours`` at its top level is a builder (the book's method,
rewritten); any other is a walker. A walker's language is the one most of its walker
functions are named in. The check before the run reads the program with ``ast`` and finds
what a beginner stumbles over first, each as one sentence naming the line: a syntax error
(with its column), a name that is not known (with a did-you-mean from the program's kind and
language), a function named without ``()`` (``move`` as a statement, ``if at_goal:``, a
builder's ``if field.has_all_borders:``).
"""

from __future__ import annotations

import ast
import builtins
import difflib
import re
from collections import Counter
from dataclasses import dataclass
from functools import cache

from labyrinth import i18n
from labyrinth.i18n import N_, Message
from labyrinth.maze_array import MazeArray
from labyrinth.maze_field import EAST, NORTH, SOUTH, WEST, MazeField
from labyrinth.maze_graphs import MazeGraphs
from labyrinth.programs.mazes import BuilderGraphs
from labyrinth.programs.outcome import at_line, unknown_attribute, unknown_name
from labyrinth.programs.world import NAMES, PROGRAM_LANGUAGES, QUESTIONS, names_in

BUILDER, WALKER = "builder", "walker"
# The book's method, which makes a file a builder.
BUILDER_METHOD = "find_neighbours"
# What a builder finds defined besides the builtins: the book's classes and directions.
BUILDER_GLOBALS: dict[str, object] = {
    "MazeArray": MazeArray,
    "MazeField": MazeField,
    "NORTH": NORTH,
    "EAST": EAST,
    "SOUTH": SOUTH,
    "WEST": WEST,
}
_BUILDER_AT_TOP = re.compile(rf"^def\s+{BUILDER_METHOD}\b", re.MULTILINE)
# Names every module has.
_MODULE_NAMES = frozenset({"__name__", "__file__", "__doc__", "__builtins__"})


@dataclass(frozen=True)
class Problem:
    """A mistake found before the run: where (``line``, ``column`` from 1; 0: not known)
    and the sentence, which names the line."""

    line: int
    column: int
    message: Message

    def __str__(self) -> str:
        return str(self.message)


def program_kind(source: str) -> str:
    """BUILDER when the file defines ``find_neighbours`` at its top level, else WALKER (a
    file Python cannot read is judged by its text)."""
    tree = parse_program(source)
    if isinstance(tree, Problem):
        return BUILDER if _BUILDER_AT_TOP.search(source) else WALKER
    return BUILDER if _builder_method(tree) is not None else WALKER


def parse_program(source: str) -> ast.Module | Problem:
    """The program's syntax tree, or the one sentence on why Python cannot read it."""
    try:
        return ast.parse(source)
    except SyntaxError as error:
        return _syntax_problem(error)
    except ValueError:  # a NUL character
        problem = Message(N_("The program contains a NUL character, which Python cannot read."))
        return Problem(0, 0, problem)
    except (RecursionError, MemoryError):  # Python's parser has a depth limit of its own
        return _too_deep(source)


def _too_deep(source: str) -> Problem:
    """The sentence for an expression nested deeper than Python reads (``- - - … 1``, a
    thousand brackets), naming its line when that line alone is too deep as well."""
    problem = Message(
        N_(
            "Python cannot read an expression nested this deeply (thousands of brackets, "
            "signs or operators in a row): write it in several steps."
        )
    )
    for number, line in enumerate(source.splitlines(), start=1):
        try:
            ast.parse(line.strip())
        except (RecursionError, MemoryError):
            return Problem(number, 0, at_line(number, problem))
        except (SyntaxError, ValueError):
            continue  # a line that is only a part of a statement
    return Problem(0, 0, problem)


def _builder_method(tree: ast.Module) -> ast.FunctionDef | None:
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name == BUILDER_METHOD:
            return node
    return None


def program_language(source: str, fallback: str | None = None) -> str:
    """The language most of the program's walker functions are named in; without any, or
    for a tie, ``fallback`` (None: the language of the messages; English if it has no
    names)."""
    if fallback is None:
        fallback = i18n.current_language()
    if fallback not in PROGRAM_LANGUAGES:
        fallback = "en"
    tree = parse_program(source)
    if isinstance(tree, Problem):
        return fallback
    used = [node.id for node in ast.walk(tree) if isinstance(node, ast.Name)]
    counts = Counter(
        {code: sum(name in names_in(code) for name in used) for code in PROGRAM_LANGUAGES}
    )
    best = max(counts.values())
    leaders = [code for code, count in counts.items() if count == best]
    return fallback if best == 0 or fallback in leaders else leaders[0]


def api_names(kind: str, language: str) -> tuple[str, ...]:
    """The names a program of ``kind`` is given, in ``language``: the walker's functions, or
    the builder's classes and directions."""
    if kind == BUILDER:
        return tuple(BUILDER_GLOBALS)
    return tuple(names_in(language))


def check_source(source: str, language: str | None = None) -> list[Problem]:
    """The mistakes found before the run, in the order of the lines (empty: none found).

    ``language`` is the program's (None: found from its names).
    """
    tree = parse_program(source)
    if isinstance(tree, Problem):
        return [tree]
    kind = BUILDER if _builder_method(tree) is not None else WALKER
    language = language or program_language(source)
    problems = _calls_without_brackets(tree, kind)
    problems += _builder_signature(tree) if kind == BUILDER else []
    problems += _unknown_names(tree, kind, language)
    problems += _unknown_maze_attributes(tree) if kind == BUILDER else []
    problems += _library_reached(tree)
    problems += _script_lines(tree, kind)
    return sorted(problems, key=lambda problem: (problem.line, problem.column))


# -- syntax ---------------------------------------------------------------------------------------

# Python's words for the syntax errors beginners make most, each with a sentence of ours.
_SYNTAX_WORDS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"expected ':'"), N_("a colon : is missing at the end of the line")),
    (re.compile(r"unexpected indent"), N_("this line is indented more than the line above")),
    (
        re.compile(r"expected an indented block"),
        N_("the lines after a line ending in : must be indented"),
    ),
    (
        re.compile(r"unindent does not match"),
        N_("the indentation does not match any line above"),
    ),
    (
        re.compile(r"unterminated (triple-quoted )?string"),
        N_("a string is not closed: a quote is missing"),
    ),
    (re.compile(r"'(?P<bracket>.)' was never closed"), N_("the bracket {bracket} is never closed")),
    (re.compile(r"unmatched '(?P<bracket>.)'"), N_("the bracket {bracket} closes nothing")),
    (re.compile(r"Perhaps you forgot a comma"), N_("a comma may be missing")),
    (re.compile(r"Maybe you meant '==' "), N_("to compare two values, write == instead of =")),
    (re.compile(r"^invalid syntax$"), N_("Python cannot read this line")),
    # Python's own limits, which a fuzzed or generated program meets
    (
        re.compile(r"too many nested parentheses"),
        N_("the brackets are nested too deeply: Python reads 200 levels, write it in steps"),
    ),
    (
        re.compile(r"too many levels of indentation"),
        N_("the blocks are indented too deeply: Python reads 100 levels, use a function"),
    ),
)


def _syntax_problem(error: SyntaxError) -> Problem:
    line, column = error.lineno or 0, error.offset or 0
    text = error.msg
    problem: Message | str = text
    for pattern, sentence in _SYNTAX_WORDS:
        found = pattern.search(text)
        if found:
            problem = Message(sentence, bracket=found.groupdict().get("bracket"))
            break
    return Problem(
        line,
        column,
        Message(
            N_("Line {line}, column {column}: {problem}."),
            line=line,
            column=column,
            problem=problem,
        ),
    )


# -- functions named without () ---------------------------------------------------------------


def _callable_name(node: ast.expr, kind: str) -> str | None:
    """The written name when ``node`` is one of the API's functions, not called."""
    if kind == WALKER and isinstance(node, ast.Name) and node.id in _walker_names():
        return node.id
    if kind == BUILDER and isinstance(node, ast.Attribute):
        return _method_name(node)
    return None


def _method_name(node: ast.Attribute) -> str | None:
    """``self.remove_walls`` or ``field.has_all_borders`` as written, when ``node`` names
    one of the maze's methods or a field's (``neighbour.has_all_walls``: the names of a
    field's methods are the book's own, so whatever holds them is a field)."""
    owner = node.value
    if isinstance(owner, ast.Name) and owner.id == "self":
        return f"self.{node.attr}" if callable(getattr(MazeGraphs, node.attr, None)) else None
    if node.attr not in _field_methods():
        return None
    written = _dotted(owner)
    return f"{written}.{node.attr}" if written else node.attr


def _dotted(node: ast.expr) -> str | None:
    """``field`` or ``self.start_field`` as written; None for anything longer to quote."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        return f"{node.value.id}.{node.attr}"
    return None


@cache
def _field_methods() -> frozenset[str]:
    """The methods of the book's field (``has_all_walls``, ``get_previous_field`` …)."""
    return frozenset(
        name
        for name in dir(MazeField)
        if not name.startswith("_") and callable(getattr(MazeField, name))
    )


@cache
def _walker_names() -> frozenset[str]:
    return frozenset(names[code] for names in NAMES.values() for code in PROGRAM_LANGUAGES)


@cache
def _question_names() -> frozenset[str]:
    return frozenset(NAMES[method][code] for method in QUESTIONS for code in PROGRAM_LANGUAGES)


def _calls_without_brackets(tree: ast.Module, kind: str) -> list[Problem]:
    problems = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Expr):
            name = _callable_name(node.value, kind)
            if name:
                problems.append(
                    _named_only(
                        node.value,
                        name,
                        N_(
                            "{name} without brackets only names the function; write {name}() "
                            "to call it."
                        ),
                    )
                )
        for condition in _conditions(node):
            name = _callable_name(condition, kind)
            if name:
                problems.append(
                    _named_only(
                        condition,
                        name,
                        N_("{name} without brackets is always true; write {name}() to ask."),
                    )
                )
    return problems


def _conditions(node: ast.AST) -> list[ast.expr]:
    """The expressions a statement tests for truth, ``not`` taken off."""
    tests: list[ast.expr] = []
    if isinstance(node, ast.If | ast.While | ast.IfExp | ast.Assert):
        tests.append(node.test)
    elif isinstance(node, ast.BoolOp):
        tests.extend(node.values)
    elif isinstance(node, ast.comprehension):
        tests.extend(node.ifs)
    return [
        test.operand if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not) else test
        for test in tests
    ]


def _named_only(node: ast.expr, name: str, sentence: str) -> Problem:
    problem = Message(sentence, name=name)
    return Problem(node.lineno, node.col_offset + 1, at_line(node.lineno, problem))


# -- the library itself --------------------------------------------------------------------------

# The modules a program may not import: the library, and the machinery that imports a module
# named in a string; and the library's own ways to make a maze.
_LIBRARY_MODULES = ("labyrinth", "importlib")
_LIBRARY_BUILDS = ("build_maze", "build_steps")


def _library_reached(tree: ast.Module) -> list[Problem]:
    """Where the program reaches for the library itself rather than what it is given."""
    problems = []
    for node in ast.walk(tree):
        if not isinstance(node, (ast.stmt, ast.expr)):
            continue
        reach = _library_reach(node)
        if reach is None:
            continue
        problem = Message(
            N_(
                "{reach} reaches into the labyrinth library itself: a program may use only "
                "what it is given, so write the steps yourself."
            ),
            reach=reach,
        )
        problems.append(Problem(node.lineno, node.col_offset + 1, at_line(node.lineno, problem)))
    return problems


def _library_reach(node: ast.AST) -> str | None:
    """The words of ``node`` that reach into the library (None: it does not; the walker
    script's import is :func:`_script_lines`' to explain)."""
    if _script_import(node):
        return None
    if isinstance(node, ast.Import):
        for alias in node.names:
            if alias.name.split(".")[0] in _LIBRARY_MODULES:
                return f"import {alias.name}"
    if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] in _LIBRARY_MODULES:
        return f"from {node.module} import"
    if isinstance(node, ast.Name) and node.id == "__import__":
        return "__import__"
    if isinstance(node, ast.Attribute):
        if node.attr == "modules" and isinstance(node.value, ast.Name) and node.value.id == "sys":
            return "sys.modules"
        if node.attr in _LIBRARY_BUILDS:
            return node.attr
    return None


# -- a turtle-style script pasted into the editor -----------------------------------------------

# The module a script in the student's own editor imports (labyrinth.walker): its import and
# its maze(), speed() and done() open and keep a window of the script's own, which a program
# run on the window's maze has no use for.
_SCRIPT_MODULE = "labyrinth.walker"


@cache
def _script_names() -> frozenset[str]:
    """maze, speed and done in every language: the script module's names beside the
    walker's."""
    from labyrinth import walker  # (no Tk: the module opens its window only when asked)

    return frozenset(walker.__all__) - _walker_names()


def _script_import(node: ast.AST) -> bool:
    if isinstance(node, ast.ImportFrom):
        return node.module == _SCRIPT_MODULE
    return isinstance(node, ast.Import) and any(
        alias.name == _SCRIPT_MODULE for alias in node.names
    )


def _script_lines(tree: ast.Module, kind: str) -> list[Problem]:
    """The lines of a script for the student's own editor, pasted into the window's: each
    named with what to do, rather than as a reach into the library or an unknown name."""
    bound = _bound_names(tree) or set()
    problems = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.stmt | ast.expr):
            continue
        if _script_import(node):
            problem = Message(
                N_(
                    "the import of {module} is for a script run from your own editor; here the "
                    "walker's functions are there without it: leave the line out."
                ),
                module=_SCRIPT_MODULE,
            )
        elif (
            kind == WALKER
            and isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in _script_names() - bound
        ):
            problem = Message(
                N_(
                    "{name}() is for a script run from your own editor; here the walker "
                    "stands on the window's maze already: leave it out."
                ),
                name=node.func.id,
            )
        else:
            continue
        problems.append(Problem(node.lineno, node.col_offset + 1, at_line(node.lineno, problem)))
    return problems


# -- the builder's method -------------------------------------------------------------------------


def _builder_signature(tree: ast.Module) -> list[Problem]:
    method = _builder_method(tree)
    assert method is not None  # a builder has it
    arguments = method.args
    plain = arguments.posonlyargs + arguments.args
    if len(plain) == 2 and not (arguments.vararg or arguments.kwonlyargs or arguments.kwarg):
        return []
    return [
        Problem(
            method.lineno,
            method.col_offset + 1,
            at_line(
                method.lineno,
                Message(
                    N_(
                        "find_neighbours takes self and the field, as the book's method does: "
                        "def find_neighbours(self, field):"
                    )
                ),
            ),
        )
    ]


# -- unknown names --------------------------------------------------------------------------------


def _bound_names(tree: ast.Module) -> set[str] | None:
    """Every name the program binds anywhere (None: ``from ... import *`` may bind any)."""
    bound: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load):
            bound.add(node.id)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            bound.add(node.name)
        elif isinstance(node, ast.arg):
            bound.add(node.arg)
        elif isinstance(node, ast.alias):
            if node.name == "*":
                return None
            bound.add(node.asname or node.name.split(".")[0])
        elif isinstance(node, ast.ExceptHandler | ast.MatchAs | ast.MatchStar) and node.name:
            bound.add(node.name)
        elif isinstance(node, ast.MatchMapping) and node.rest:
            bound.add(node.rest)
        elif isinstance(node, ast.Global | ast.Nonlocal):
            bound.update(node.names)
    return bound


def _unknown_names(tree: ast.Module, kind: str, language: str) -> list[Problem]:
    bound = _bound_names(tree)
    if bound is None:
        return []
    given = set(BUILDER_GLOBALS) if kind == BUILDER else _walker_names() | _script_names()
    known = bound | given | set(dir(builtins)) | _MODULE_NAMES
    # A did-you-mean offers the API in the program's language, its own names and the builtins
    # a beginner uses, not Python's every exception class.
    offered = [*api_names(kind, language), *sorted(bound), *_COMMON_BUILTINS]
    problems = []
    reported: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load) and node.id not in known:
            if node.id in reported:
                continue
            reported.add(node.id)
            problems.append(_unknown(node.lineno, node.col_offset + 1, node.id, offered))
    return problems


_COMMON_BUILTINS = (
    "print",
    "range",
    "len",
    "True",
    "False",
    "None",
    "abs",
    "min",
    "max",
    "list",
    "dict",
    "set",
    "tuple",
    "int",
    "str",
    "sum",
    "sorted",
    "reversed",
    "enumerate",
    "zip",
    "input",
)


def closest(name: str, offered: list[str] | tuple[str, ...]) -> str:
    """The name of ``offered`` most like ``name``, if one is like it at all; else ""."""
    close = difflib.get_close_matches(name, offered, n=1, cutoff=0.6)
    return close[0] if close else ""


def _unknown(line: int, column: int, name: str, offered: list[str]) -> Problem:
    return Problem(line, column, at_line(line, unknown_name(name, closest(name, offered))))


@cache
def maze_attributes() -> tuple[str, ...]:
    """What ``self`` has in a builder: the book's helpers and fields, and its own method."""
    example = BuilderGraphs(MazeGraphs(2, 2, display=False, seed=0))
    names = {*vars(example), *dir(BuilderGraphs), BUILDER_METHOD}
    return tuple(sorted(name for name in names if not name.startswith("_")))


def _unknown_maze_attributes(tree: ast.Module) -> list[Problem]:
    """``self.chek_neighbours``: a name the maze does not have, nor the program gives it."""
    given = {
        node.attr
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute)
        and not isinstance(node.ctx, ast.Load)
        and isinstance(node.value, ast.Name)
        and node.value.id == "self"
    }
    known = set(maze_attributes()) | given
    problems = []
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.ctx, ast.Load)
            and isinstance(node.value, ast.Name)
            and node.value.id == "self"
            and node.attr not in known
        ):
            suggestion = closest(node.attr, maze_attributes())
            message = unknown_attribute("self", node.attr, suggestion)
            problems.append(
                Problem(node.lineno, node.col_offset + 1, at_line(node.lineno, message))
            )
    return problems
