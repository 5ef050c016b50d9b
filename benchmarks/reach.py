"""How far the window's parts reach into what they share: for every module of labyrinth/gui,
the attributes it uses of the session, of the Window it is handed, and of the app (the shell
itself), counted from the source.

    python benchmarks/reach.py

A part that held the app could reach anything in the window; a part that is handed the session
and a Window can use only their few attributes, and this table says which.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

GUI = Path(__file__).resolve().parent.parent / "labyrinth" / "gui"
# The names a part knows the shared objects by: an argument, or an attribute of ``self``.
HOLDERS = ("session", "window", "app")


def holder_of(node: ast.expr, holders: set[str]) -> str | None:
    """``session`` for ``session.x`` and ``self.session.x`` (likewise window and app)."""
    if isinstance(node, ast.Name):
        name = node.id
    elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        name = node.attr if node.value.id == "self" else ""
    else:
        return None
    return name if name in holders else None


def reaches(source: str) -> tuple[dict[str, set[str]], dict[str, int]]:
    """The attributes used of each holder, and how many times the holders are reached into.
    A module counts ``window`` only if it is handed a Window (elsewhere, a window is Tk's)."""
    tree = ast.parse(source)
    imported = {
        alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom)
        for alias in node.names
    }
    holders = {"session", "app"} | ({"window"} if "Window" in imported else set())
    used: dict[str, set[str]] = defaultdict(set)
    count: dict[str, int] = defaultdict(int)
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and (holder := holder_of(node.value, holders)):
            used[holder].add(node.attr)
            count[holder] += 1
    return used, count


def main() -> None:
    rows = []
    for path in sorted(GUI.rglob("*.py")):
        if path.name == "app.py":  # the shell owns what the others share
            continue
        used, count = reaches(path.read_text(encoding="utf-8"))
        if used:
            rows.append((path.relative_to(GUI).as_posix(), used, count))
    print(f"{'module':28} {'session':>8} {'window':>7} {'app':>4}  attributes used")
    totals: dict[str, int] = defaultdict(int)
    for name, used, count in rows:
        for holder in HOLDERS:
            totals[holder] += count[holder]
        names = "; ".join(
            f"{holder}: {', '.join(sorted(used[holder]))}" for holder in HOLDERS if used[holder]
        )
        print(f"{name:28} {count['session']:8} {count['window']:7} {count['app']:4}  {names}")
    print(
        f"{'all ' + str(len(rows)) + ' modules':28} {totals['session']:8} {totals['window']:7} "
        f"{totals['app']:4}"
    )
    every = set().union(*(used["session"] for _name, used, _count in rows))
    print(f"distinct attributes of the session used: {len(every)} ({', '.join(sorted(every))})")


if __name__ == "__main__":
    main()
