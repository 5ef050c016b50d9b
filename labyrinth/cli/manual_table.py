"""The manual's table of option rules, made from the rules' table: ``python -m
labyrinth.cli.manual_table docs/command-line.md`` writes it between its markers
(tests/test_cli_rules.py fails while the manual's table differs from it)."""

from __future__ import annotations

import re
import sys
from collections.abc import Sequence
from pathlib import Path

from labyrinth.cli import rules
from labyrinth.cli.rules import NOT_WITH, ONLY_WITH, ONLY_WITH_ALL, STOPS, Rule

TABLE_START = (
    "<!-- option rules: made from labyrinth/cli/rules.py by "
    "`python -m labyrinth.cli.manual_table docs/command-line.md`; "
    "tests/test_cli_rules.py checks it -->"
)
TABLE_END = "<!-- end of the option rules -->"


def _code(names: Sequence[str], last: str = ", ") -> str:
    quoted = [f"`{name}`" for name in names]
    return last.join([", ".join(quoted[:-1]), quoted[-1]]) if len(quoted) > 1 else quoted[0]


def _goes(rule: Rule) -> str:
    """How the manual says what the rule asks of its others."""
    if rule.kind is ONLY_WITH:
        return "only with " + _code(rule.others, " or ")
    if rule.kind is ONLY_WITH_ALL:
        return "only with " + _code(rule.others, " and ")
    if rule.kind is NOT_WITH:
        return "not with " + _code(rule.others, " or ")
    return "alone, it stops (" + _code(rule.others, " and ") + " may come along)"


def _example_refusal(rule: Rule) -> str:
    """The rule's sentence in English as a user meets it: with its first option, and the first
    of its others (or ``--width``, for an option that stops)."""
    named = {ONLY_WITH: rule.options[0], ONLY_WITH_ALL: rule.options[0], STOPS: "--width"}
    text = rule.sentence[0] if isinstance(rule.sentence, tuple) else rule.sentence
    return text.format(option=rule.options[0], options=named.get(rule.kind, rule.others[0]))


def rules_table() -> str:
    """The table of the rules for the manual, with its two markers."""
    rows = [
        TABLE_START,
        "",
        "| option | goes | refused with |",
        "|---|---|---|",
        *(
            f"| {_code(rule.options)} | {_goes(rule)} | {_example_refusal(rule)} |"
            for rule in rules.RULES
        ),
        "",
        TABLE_END,
    ]
    return "\n".join(rows)


def with_rules_table(page: str) -> str:
    """``page`` with the text between the markers replaced by :func:`rules_table`."""
    pattern = re.compile(re.escape(TABLE_START) + ".*?" + re.escape(TABLE_END), re.DOTALL)
    if not pattern.search(page):
        raise ValueError(f"the page has no markers {TABLE_START!r} … {TABLE_END!r}")
    return pattern.sub(lambda _match: rules_table(), page)


if __name__ == "__main__":  # the contributor's command: refresh the manual's table
    for name in sys.argv[1:]:
        path = Path(name)
        path.write_text(with_rules_table(path.read_text(encoding="utf-8")), encoding="utf-8")
