"""The odds action of the games of sixteen: exact, checked by brute force on a small pack, and on the Ferme page."""

from __future__ import annotations

import re
from fractions import Fraction
from itertools import permutations
from pathlib import Path

from engine.api import handle
from engine.games.sixteen.odds import draw_to_sixteen, two_card_sixteens
from engine.games.sixteen.round import TARGET, card_points
from engine.packs import PACKS

PAGE = Path(__file__).parents[3] / "docs" / "games" / "ferme.md"


def packs(game: str = "ferme", variant: str = "1659") -> dict[str, dict]:
    response = handle({"action": "odds", "game": game, "variant": variant})
    assert "error" not in response, response
    return {pack["pack"]: pack for pack in response["packs"]}


def fraction(figure: dict) -> Fraction:
    return Fraction(*figure["fraction"])


def test_each_pack_counts_its_two_card_sixteens_and_every_stop():
    by_pack = packs()
    assert {key: pack["two_card_sixteen"]["pairs"] for key, pack in by_pack.items()} == {
        "french-52": 86, "french-48": 80, "brillant-45": 32}  # six or eight and a ten-pointer, seven and nine
    for pack in by_pack.values():
        stops = {stop["total"]: fraction(stop["probability"]) for stop in pack["draw_to_sixteen"]["stops"]}
        assert sum(stops.values()) == 1 and set(stops) <= set(range(16, 26))
        assert fraction(pack["draw_to_sixteen"]["exactly_16"]) == stops[16]
        size = pack["cards"]
        assert fraction(pack["two_card_sixteen"]["probability"]) == Fraction(pack["two_card_sixteen"]["pairs"],
                                                                          size * (size - 1) // 2)
    chance = {key: round(float(fraction(pack["draw_to_sixteen"]["exactly_16"])), 4) for key, pack in by_pack.items()}
    assert chance == {"french-52": 0.1416, "french-48": 0.1548, "brillant-45": 0.1202}


def test_the_game_asked_marks_its_own_pack():
    assert [key for key, pack in packs("ferme", "1659").items() if pack["this_game"]] == ["french-48"]
    assert [key for key, pack in packs("farmer", "american").items() if pack["this_game"]] == ["brillant-45"]


def test_the_exact_draw_agrees_with_every_order_of_a_small_pack():
    cards = [card for code in ("KS", "QH", "6D", "6C", "9S", "7H", "5D", "3C") for card in PACKS["french-52"].cards
             if str(card) == code]
    counted: dict[int, int] = {}
    orders = 0
    for order in permutations(cards):
        total = 0
        for card in order:
            total += card_points(card)
            if total >= TARGET:
                break
        counted[total] = counted.get(total, 0) + 1
        orders += 1
    assert draw_to_sixteen(cards) == {total: Fraction(n, orders) for total, n in sorted(counted.items())}
    assert two_card_sixteens(cards)[0] == 5  # each six with each court, and the nine with the seven


def test_bad_fields_are_named():
    assert handle({"action": "odds", "game": "ferme", "pack": "french-52"})["error"]["field"] == "pack"


def test_the_ferme_page_shows_the_engines_figures():
    text = PAGE.read_text(encoding="utf-8")
    for key, pack in packs().items():
        pairs = pack["two_card_sixteen"]["pairs"]
        two = f"{100 * float(fraction(pack['two_card_sixteen']['probability'])):.1f} %"
        drawn = f"{100 * float(fraction(pack['draw_to_sixteen']['exactly_16'])):.1f} %"
        row = next(line for line in text.splitlines() if line.startswith(f"| {pack['cards']} cards"))
        assert re.search(rf"\| {pairs} \| {two} \| {drawn} \|$", row), row
