"""Build the manual into the package: ``mkdocs build --strict`` of ``docs/`` goes into the wheel
as ``labyrinth/manual/``, which the window's Help → Manual opens (labyrinth/manual_copy.py).

A wheel gets a copy built in a folder of its own; an editable install (``pip install -e .``)
builds it into the checkout's ``labyrinth/manual/`` (ignored by git), where the package finds it.
"""

from __future__ import annotations

import importlib.util
import shutil
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

# Where the package looks for the manual, inside the wheel and in the checkout alike.
MANUAL = "labyrinth/manual"


def build_manual(root: Path, folder: Path) -> None:
    """The manual of the checkout ``root`` built into ``folder`` by the site's tool (the build
    does not import the checkout's folders, so the tool is loaded from its file)."""
    spec = importlib.util.spec_from_file_location("build_site", root / "tools" / "build_site.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    tool.build_manual(folder, root)


class ManualHook(BuildHookInterface):
    """The wheel target's hook (the editable wheel's too)."""

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        root = Path(self.root)
        if version == "editable":
            build_manual(root, root / MANUAL)
            return
        self.temporary = Path(tempfile.mkdtemp(prefix="labyrinth-manual-"))
        build_manual(root, self.temporary / "manual")
        build_data["force_include"][str(self.temporary / "manual")] = MANUAL

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        if version != "editable":
            shutil.rmtree(self.temporary, ignore_errors=True)
