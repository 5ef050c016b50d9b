"""A public call given arguments it does not take: one sentence naming the argument and the
ones the call takes, as every other mistake at the API is. Python's own TypeError ("got an
unexpected keyword argument") names no way out, and only in English.

For calls made once per maze or picture, never for the hot paths: the check costs a few
hundred nanoseconds a call.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterable
from functools import wraps
from typing import Any, TypeVar

from labyrinth.i18n import N_, Message, N_plural
from labyrinth.quoting import quoted

Target = TypeVar("Target", bound=Callable[..., Any])


def checked_arguments(*more: str) -> Callable[[Target], Target]:
    """Decorate a function, or a class (its ``__init__``), so that a call with an argument it
    does not take, one given twice, too many by place, or a required one left out raises
    ValueError in one sentence. ``more``: the names a ``**keywords`` parameter takes."""

    def decorate(target: Target) -> Target:
        if isinstance(target, type):
            init = target.__init__  # type: ignore[misc]
            target.__init__ = _checked(init, target.__name__, more)  # type: ignore[misc]
            return target
        return _checked(target, target.__qualname__, more)  # type: ignore[return-value]

    return decorate


def _checked(function: Callable[..., Any], call: str, more: Iterable[str]) -> Callable[..., Any]:
    parameters = list(inspect.signature(function).parameters.values())
    # A method's self comes first in the call, before the arguments a user gives.
    skip = int(bool(parameters) and parameters[0].name == "self")
    parameters = parameters[skip:]
    named = [p for p in parameters if p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)]
    by_place = [p.name for p in named if p.kind == p.POSITIONAL_OR_KEYWORD]
    required = [p.name for p in named if p.default is p.empty]
    names = (*(p.name for p in named), *more)
    known = frozenset(names)

    def problem(given: int, keywords: dict[str, Any]) -> Message | None:
        if given > len(by_place):
            return Message(
                N_(
                    "{call} takes at most {most} arguments by their place, not {given}: give "
                    "the others by name ({names})."
                ),
                call=call,
                most=len(by_place),
                given=given,
                names=", ".join(names),
            )
        for name in keywords:
            if name not in known:
                return Message(
                    N_("{call} has no argument {name}: its arguments are {names}."),
                    call=call,
                    name=quoted(name),
                    names=", ".join(names),
                )
            if name in by_place[:given]:
                return Message(
                    N_(
                        "{call} got the argument {name} twice, by its place and by name: "
                        "give it once."
                    ),
                    call=call,
                    name=name,
                )
        missing = [name for name in required[given:] if name not in keywords]
        if missing:
            return Message(
                *N_plural("{call} needs a value for {names}.", "{call} needs values for {names}."),
                n=len(missing),
                call=call,
                names=", ".join(missing),
            )
        return None

    @wraps(function)
    def checked(*args: Any, **keywords: Any) -> Any:
        sentence = problem(len(args) - skip, keywords)
        if sentence is not None:
            raise ValueError(sentence)
        return function(*args, **keywords)

    return checked
