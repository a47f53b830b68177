"""The Landsknecht page: its table of odds is what the engine computes, and it carries every kind of widget."""

from __future__ import annotations

import re
from pathlib import Path

from engine.api import handle
from tests.support.landsknecht import coups

PAGE = Path(__file__).parents[3] / "docs" / "games" / "landsknecht.md"
PACKS = {"French, 52 cards": "french-52", "German, 48 cards": "german-48", "German, 32 cards": "german-32",
         "Swiss, 36 cards": "swiss-36"}


def fraction_text(value: dict) -> str:
    numerator, denominator = value["fraction"]
    return str(numerator) if denominator == 1 else f"{numerator}/{denominator}"


def test_the_odds_table_is_what_the_engine_computes():
    rows = re.findall(r"^\| (French|German|Swiss)(, \d+ cards) \| (suit|rank) \| (.+?) \| (.+?) \| (.+?) \|$",
                      PAGE.read_text(encoding="utf-8"), re.M)
    assert len(rows) == 8
    for system, size, match, wins, immediate, cards in rows:
        response = handle({"action": "odds", "game": "landsknecht", "pack": PACKS[system + size]})
        odds = next(entry for entry in response["odds"] if entry["match"] == match)
        for shown, value, places in ((wins, odds["banker_wins"], 4), (immediate, odds["immediate"], 4),
                                     (cards, odds["expected_cards"], 2)):
            assert shown == f"{fraction_text(value)} ({value['float']:.{places}f})"


def test_the_page_has_a_deal_a_steps_and_a_scenario_widget():
    kinds = re.findall(r"```widget\n(?:.*\n)*?kind: (\w+)\n", PAGE.read_text(encoding="utf-8"))
    assert sorted(kinds) == ["deal", "scenario", "steps"]


def test_the_worked_example_is_what_the_engine_settles():
    response = handle({"action": "settle", "game": "landsknecht", "players": 3, "stake": 5,
                       "policies": [{"name": "cover", "up_to": 0}, {"name": "cover", "up_to": 3},
                                    {"name": "cover", "up_to": 2}], "order": ["7H", "QS", "2C", "9D", "KS"]})
    coup = coups(response)[0]
    assert (coup["winner"], coup["next_banker"], coup["balances"]) == ("punters", 2, [-5, 3, 2])
