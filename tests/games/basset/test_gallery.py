"""The gallery's example of the banks' odds, Basset's part: the banker's edge and Cotton's prices are the
engine's."""

from __future__ import annotations

from engine.api import handle
from tests.support.gallery import run_example


def test_bank_odds_are_the_engines_exact_figures():
    names = run_example("plot_bank_odds.py")
    for variant in ("parlett", "cotton"):
        odds = handle({"action": "odds", "game": "basset", "variant": variant})
        assert names["basset"][variant]["banker_edge"]["fraction"] == odds["banker_edge"]["fraction"] == [1237, 10829]
    cotton = names["basset"]["cotton"]["riding"]
    assert [d["price"] for d in cotton] == [1, 7, 15, 33, 67]
