"""The gallery's example of the banks' odds, Landsknecht's part: the banker's chances by suit and by rank."""

from __future__ import annotations

from tests.support.gallery import run_example


def test_bank_odds_are_the_engines_exact_figures():
    names = run_example("plot_bank_odds.py")
    rows = {row["match"]: row for row in names["landsknecht"]["german-32"]["odds"]}
    assert rows["suit"]["banker_wins"]["fraction"] == [19, 31] and rows["rank"]["banker_wins"]["fraction"] == [17, 31]
