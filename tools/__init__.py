"""The project's own tools: run each with ``python -m tools.NAME`` or as a script."""
