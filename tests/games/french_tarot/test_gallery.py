"""The gallery's examples about French Tarot: the odds it reads and the bids it counts are the engine's."""

from __future__ import annotations

from collections import Counter

from engine.api import handle
from engine.packs import PACKS
from tests.support.gallery import run_example


def test_tarot_odds_example_reads_the_engines_verdicts():
    names = run_example("plot_tarot_odds.py")
    assert Counter(verdict for *_, verdict in names["dog_cells"])["agrees"] > 90
    assert Counter(verdict for *_, verdict in names["split_cells"])["independent"] > 60
    assert round(names["five_or_more"], 1) == 3.8


def test_tarot_bids_example_counts_the_engines_bids():
    names = run_example("plot_tarot_bids.py")
    for players in (3, 4, 5):
        assert sum(names["results"][players].values()) == names["DEALS"]
    hand = [str(card) for card in names["shuffled"](PACKS["tarot-78"].cards, names["random_source"](0))[:18]]
    first = handle({"action": "evaluate", "game": "french-tarot", "hand": hand})["deals"][0]["summary"]["bid"]
    assert names["results"][4][first] >= 1
    # The ranges scaled to each hand's size: one hand passes about as often at every table size.
    assert all(0.6 < names["results"][players]["pass"] / names["DEALS"] < 0.8 for players in (3, 4, 5))
    assert names["results"][5]["garde-sans"] > names["results"][4]["garde-sans"]
