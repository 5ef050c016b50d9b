"""The list of pictures as data: each shot's name, where it is taken, and the function that
takes it (its docstring says what the picture shows)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

Where = Literal["command line", "window", "browser"]


@dataclass(frozen=True)
class Shot:
    """``make`` returns the picture (a window shot's opens its own window, a browser shot's
    is given the browser and the site's address); ``screen`` is the size of the virtual
    screen a window shot is taken on, or of the browser's page."""

    name: str
    where: Where
    make: Callable[..., Any]
    screen: tuple[int, int] = (1024, 600)

    @property
    def what(self) -> str:
        """The first line of the function's docstring."""
        return (self.make.__doc__ or "").strip().splitlines()[0]

    def path(self, folder: Path) -> Path:
        return folder / f"{self.name}.png"


SHOTS: dict[str, Shot] = {}


def shot(
    name: str, where: Where, screen: tuple[int, int] = (1024, 600)
) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register the decorated function as the maker of ``docs/images/NAME.png``."""

    def register(make: Callable[..., Any]) -> Callable[..., Any]:
        assert name not in SHOTS, name
        SHOTS[name] = Shot(name, where, make, screen)
        return make

    return register


def save(picture: Any, shot: Shot, folder: Path) -> None:
    """Write ``picture`` (a Pillow image) as the shot's PNG and say so."""
    picture.save(shot.path(folder), optimize=True)
    print(f"{shot.path(folder)}  {picture.width} × {picture.height}")
