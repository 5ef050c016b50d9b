"""Numbers in sentences are written the way the language shown writes them."""

from __future__ import annotations

import pytest

from labyrinth import i18n
from labyrinth.game import Metrics
from labyrinth.i18n import Message, N_plural, Number, format_number
from labyrinth.programs.outcome import RunFacts, error_problem, outcome_of


@pytest.mark.parametrize(
    ("language", "whole", "fraction"),
    [("en", "10,045", "3.6"), ("de", "10.045", "3,6"), ("fr", "10 045", "3,6")],
)
def test_each_language_groups_thousands_and_marks_decimals_its_own_way(
    language: str, whole: str, fraction: str
) -> None:
    i18n.set_language(language)
    assert format_number(10045) == whole
    assert format_number(3.6, 1) == fraction
    assert f"{Number(3.62):.1f} s" == f"{fraction} s"


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", ["10,045 calls", "allows 1,000"]),
        ("de", ["10.045 Aufrufe", "erlaubt 1.000"]),
        ("fr", ["10 045 appels", "permet 1 000"]),
    ],
)
def test_the_recursion_sentence_writes_both_numbers_alike(
    language: str, expected: list[str]
) -> None:
    sentence = error_problem({"type": "RecursionError", "limit": 10045})
    i18n.set_language(language)
    text = str(sentence)
    for words in expected:
        assert words in text
    assert "1,000" not in text if language != "en" else "1.000" not in text


@pytest.mark.parametrize(
    ("language", "budget"), [("en", "5,000,000"), ("de", "5.000.000"), ("fr", "5 000 000")]
)
def test_the_budget_sentence_follows_the_language_shown(language: str, budget: str) -> None:
    outcome = outcome_of({"ending": "budget", "line": 3}, RunFacts(False, 5_000_000, 10.0))
    i18n.set_language(language)
    assert budget in str(outcome)


def test_a_count_in_a_plural_sentence_is_grouped_like_any_other_number() -> None:
    sentence = Message(
        *N_plural(
            "{n} field was never reached: {fields}.",
            "{n} fields were never reached: {fields}.",
        ),
        n=19999,
        fields="(1 | 1)",
    )
    assert str(sentence).startswith("19,999 fields were never reached")
    i18n.set_language("de")
    assert str(sentence).startswith("19.999 ")


@pytest.mark.parametrize(
    ("language", "time", "efficiency"),
    [("en", "3.6 s", "0.50"), ("de", "3,6 s", "0,50"), ("fr", "3,6 s", "0,50")],
)
def test_the_play_metrics_follow_the_language_shown(
    language: str, time: str, efficiency: str
) -> None:
    i18n.set_language(language)
    text = Metrics(seconds=3.62, moves=1200, refused=0, hints=0, shortest=600).text()
    assert time in text
    assert text.rstrip().endswith(efficiency)
    assert format_number(1200) in text
