"""The rules' table (labyrinth/cli/rules.py): the cases below are made from its rows, so a new
row is tested without a new test. Every command line that breaks a rule is refused, through the
real ``run``, with exactly the sentence of the first rule it breaks, and each rule is that first
one for some of its cases; what a rule allows, it does not refuse. The manual shows the table as
it is, and its table of options names every option of the parser."""

from __future__ import annotations

import argparse
import re

import pytest

from labyrinth.cli import UsageError, build_parser, manual_table, rules, run
from labyrinth.cli.rules import CONDITIONS, NOT_WITH, ONLY_WITH_ALL, RULES, STOPS, Rule
from tests.manual_pages import page

OPTIONS_PAGE = page("command-line.md")
PARSER = build_parser()
# The options as the rules name them, in the parser's order; --help and --version, which stop
# before any rule is read, are left out.
ACTIONS = {
    PARSER.name_of(action): action
    for action in PARSER._actions
    if action.default is not argparse.SUPPRESS
}
# Values tried in turn for an option without choices: the first its reader takes is used.
CANDIDATE_VALUES = ("3", "1,1", "W:0", "bfs", "sidewinder")


def words_for(name: str) -> list[str]:
    """Words that give ``name`` on a command line: a condition's option with its example, a
    file to open, a flag, or an option with a value (not its default) that its reader takes."""
    if name in CONDITIONS:
        return [CONDITIONS[name].option, CONDITIONS[name].example]
    action = ACTIONS[name]
    if not action.option_strings:
        return ["maze.maz"]
    if action.nargs == 0:
        return [name]
    if action.choices:
        return [name, next(str(choice) for choice in action.choices if choice != action.default)]
    return [name, next(value for value in CANDIDATE_VALUES if _takes(action, value))]


def _takes(action: argparse.Action, value: str) -> bool:
    try:
        if callable(action.type):
            action.type(value)
    except argparse.ArgumentTypeError:
        return False
    return True


def command_line(names: list[str]) -> tuple[list[str], list[str]]:
    """The words for ``names``, and what the parser sees as given: the options in its order,
    then the conditions (a condition's example gives its option too)."""
    words = [word for name in names for word in words_for(name)]
    options = {CONDITIONS[name].option if name in CONDITIONS else name for name in names}
    given = [name for name in ACTIONS if name in options]
    return words, given + [name for name in CONDITIONS if name in names]


def breaking(rule: Rule) -> list[list[str]]:
    """Names that break ``rule``: an option without its others (a condition's option without
    the condition), without one of all its others, with one it excludes, or with one after
    it stops."""
    near_misses = [CONDITIONS[name].option for name in rule.others if name in CONDITIONS]
    cases: list[list[str]] = []
    for option in rule.options:
        if rule.kind is NOT_WITH:
            cases += [[option, other] for other in rule.others]
        elif rule.kind is STOPS:
            cases += [[option, other] for other in ACTIONS if other not in (option, *rule.others)]
        else:
            cases.append([option, *near_misses])
        if rule.kind is ONLY_WITH_ALL:
            cases += [[option, other] for other in rule.others]
    return cases


def allowed(rule: Rule) -> list[list[str]]:
    """Names with the rule's options that the rule itself allows."""
    cases: list[list[str]] = []
    for option in rule.options:
        if rule.kind is ONLY_WITH_ALL:
            cases.append([option, *rule.others])
        elif rule.kind is NOT_WITH:
            cases.append([option])
        elif rule.kind is STOPS:
            cases.append([option, *rule.others])
        else:
            cases += [[option, other] for other in rule.others]
    return cases


def first_broken(given: list[str]) -> str:
    """The sentence of the first row that ``given`` breaks, as the parser shows it (in the
    language of the moment: the parser above may have been made in another)."""
    shown = build_parser().shown
    for rule in RULES:
        broken = rule.broken_by(given)
        if broken is not None:
            return rule.refusal(*broken, shown)
    raise AssertionError(f"{given} breaks no rule")


def rule_id(rule: Rule) -> str:
    return f"{' '.join(rule.options)} {rule.kind.name} {' '.join(rule.others)}"[:60]


BREAKING = [
    pytest.param(names, id=" ".join(command_line(names)[0]))
    for rule in RULES
    for names in breaking(rule)
]


@pytest.fixture
def nowhere(tmp_path, monkeypatch):
    """No screen, and the test's own folder for files and the desktop's menu: a line that is
    wrongly let through fails at once, without a window, and writes nothing outside."""
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))


@pytest.mark.parametrize("names", BREAKING)
def test_the_parser_refuses_a_broken_rule_in_its_sentence(names, nowhere, capsys):
    words, given = command_line(names)
    expected = first_broken(given)
    assert run(words) == 2
    assert capsys.readouterr().err == f"labyrinth: {expected}\n"


@pytest.mark.parametrize("rule", RULES, ids=rule_id)
def test_every_rule_is_the_first_broken_for_some_of_its_cases(rule):
    """No row hides behind the rows above it."""
    firsts = []
    for names in breaking(rule):
        given = command_line(names)[1]
        broken = rule.broken_by(given)
        assert broken is not None, names
        firsts.append(first_broken(given) == rule.refusal(*broken, build_parser().shown))
    assert any(firsts)


@pytest.mark.parametrize("rule", RULES, ids=rule_id)
def test_what_a_rule_allows_it_does_not_refuse(rule):
    own_sentences = {first_broken(command_line(names)[1]) for names in breaking(rule)}
    for names in allowed(rule):
        words, given = command_line(names)
        assert rule.broken_by(given) is None, names
        try:
            build_parser().parse_args(words)
        except UsageError as refusal:  # another rule may refuse, never this one
            assert rule.kind is not STOPS, refusal  # what may come along is never refused
            assert str(refusal) not in own_sentences, names


def test_the_rules_name_only_options_of_the_parser():
    named = {name for rule in RULES for name in (*rule.options, *rule.others)}
    assert named - set(ACTIONS) - set(CONDITIONS) == set()
    assert {condition.option for condition in CONDITIONS.values()} <= set(ACTIONS)


def test_a_new_row_is_what_the_parser_and_the_manual_follow(monkeypatch, capsys):
    """The contributor's step in the manual: one row, and the command line refuses it."""
    row = Rule(("--stats",), NOT_WITH, ("--seed", "--loops"), "--stats cannot go with {options}.")
    monkeypatch.setattr(rules, "RULES", (*RULES, row))
    assert run(["--no-display", "--stats", "--loops", "5"]) == 2
    assert capsys.readouterr().err == "labyrinth: --stats cannot go with --loops.\n"
    assert "| `--stats` | not with `--seed` or `--loops` | --stats cannot go with --seed. |" in (
        manual_table.rules_table()
    )


def test_the_manual_shows_the_rules_table_as_it_is():
    text = OPTIONS_PAGE.read_text(encoding="utf-8")
    assert manual_table.with_rules_table(text) == text, (
        "the manual's table of option rules is out of date: "
        "python -m labyrinth.cli.manual_table docs/command-line.md writes it"
    )


def test_the_manual_option_table_names_every_option():
    """Each option of the parser has a row in the manual's table of options (in its first
    column), and each option there is one of the parser."""
    text = OPTIONS_PAGE.read_text(encoding="utf-8")
    table = text[text.index("| option | meaning |") :].split("\n\n")[0]
    in_manual = {
        name
        for line in table.splitlines()[2:]
        for name in re.findall(r"`(--[a-z-]+|FILE)\b", line.split(" | ")[0])
    }
    assert in_manual == {*ACTIONS, "--version"}
