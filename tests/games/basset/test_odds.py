"""Basset's exact figures against brute force over every order of small packs, and the table on the page."""

from __future__ import annotations

from fractions import Fraction
from itertools import permutations
from pathlib import Path

import pytest

from engine.api import handle
from engine.games.basset.odds import wins_distribution
from engine.games.basset.session import WINNING, pile_of
from tests.support.work import calls

PAGE = Path(__file__).parents[3] / "docs" / "games" / "basset.md"


def runs(ranks: int, copies: int) -> list[int]:
    """For every order of the small pack, how many times running a riding stake on denomination 0 wins."""
    pack = [(rank, copy) for rank in range(ranks) for copy in range(copies)]
    size = len(pack)
    counts = []
    for order in permutations(pack):
        wins = 0
        for position, (rank, _) in enumerate(order):
            if rank == 0:
                if pile_of(position, size) != WINNING:
                    break
                wins += 1
        counts.append(wins)
    return counts


def brute_distribution(ranks: int, copies: int) -> list[Fraction]:
    counts = runs(ranks, copies)
    return [Fraction(counts.count(k), len(counts)) for k in range(copies + 1)]


def fraction(figure: dict) -> Fraction:
    numerator, denominator = figure["fraction"]
    assert figure["float"] == pytest.approx(numerator / denominator)
    return Fraction(numerator, denominator)


@pytest.mark.parametrize("ranks, copies", [(1, 2), (2, 1), (2, 2), (3, 2), (1, 4), (2, 3), (4, 2)])
def test_wins_distribution_equals_every_order(ranks, copies):
    assert wins_distribution(ranks, copies) == brute_distribution(ranks, copies)


@pytest.mark.parametrize("variant", ["parlett", "cotton"])
@pytest.mark.parametrize("ranks, copies", [(2, 2), (3, 2), (2, 3)])
def test_riding_values_equal_every_order_of_two_deals(variant, ranks, copies):
    response = handle({"action": "odds", "game": "basset", "variant": variant, "ranks": ranks, "copies": copies})
    schedule = response["schedule"]
    counts = runs(ranks, copies)
    n = len(counts)
    for row in response["riding"]:
        depth = row["depth"]
        if depth <= copies:
            paid = Fraction(sum(1 for wins in counts if wins >= depth), n)
        else:  # every pair of orders: all the cards won in the first deal, the first card wins in the second
            paid = Fraction(sum(1 for a in counts for b in counts if a == copies and b >= depth - copies), n * n)
        assert fraction(row["probability"]) == paid
        assert fraction(row["expected_value"]) == paid * schedule[depth - 1] - (1 - paid)
    assert fraction(response["banker_edge"]) == -fraction(response["riding"][0]["expected_value"])
    assert [fraction(w["probability"]) for w in response["wins"]] == brute_distribution(ranks, copies)


def test_full_pack_figures_in_bounded_work():
    response, work = calls(lambda: handle({"action": "odds", "game": "basset"}))
    assert work < 20_000  # about 2,000 calls: worked out by counting, never by dealing the pack's orders
    assert sum(fraction(w["probability"]) for w in response["wins"]) == 1
    # Four kings all on the 25 places of the winning pile: C(25, 4) of C(52, 4) position sets.
    assert fraction(response["wins"][4]["probability"]) == Fraction(12650, 270725)
    assert fraction(response["banker_edge"]) == Fraction(1237, 10829)
    assert [row["depth"] for row in response["riding"]] == [1, 2, 3, 4, 5]
    assert response["riding"][4]["next_deal"] is True


def odds_table() -> str:
    """The table of figures on the Basset page, written from the engine."""
    parlett = handle({"action": "odds", "game": "basset", "variant": "parlett"})
    cotton = handle({"action": "odds", "game": "basset", "variant": "cotton"})
    lines = ["| ride until the win | chance of being paid | Parlett pays | expected gain | Cotton pays | expected gain |",
             "| --- | ---: | ---: | ---: | ---: | ---: |"]
    for p, c in zip(parlett["riding"], cotton["riding"]):
        num, den = p["probability"]["fraction"]
        which = f"{p['depth']}{' (next deal)' if p['next_deal'] else ''}"
        lines.append(f"| {which} | {num}/{den} ≈ {p['probability']['float']:.4f} | {p['price']} | "
                     f"{p['expected_value']['float']:+.4f} | {c['price']} | {c['expected_value']['float']:+.4f} |")
    return "\n".join(lines)


def wins_table() -> str:
    """The table of consecutive wins on the Basset page, written from the engine."""
    response = handle({"action": "odds", "game": "basset"})
    lines = ["| wins in a row | probability |", "| ---: | ---: |"]
    for row in response["wins"]:
        num, den = row["probability"]["fraction"]
        lines.append(f"| {row['wins']} | {num}/{den} ≈ {row['probability']['float']:.4f} |")
    return "\n".join(lines)


def test_a_pack_gives_the_figures_of_its_denominations():
    for pack, ranks in (("french-52", 13), ("italian-52", 13), ("spanish-48", 12), ("spanish-40", 10)):
        by_pack = handle({"action": "odds", "game": "basset", "pack": pack})
        by_shape = handle({"action": "odds", "game": "basset", "ranks": ranks, "copies": 4})
        assert by_pack["pack"] == {"id": pack, **by_shape["pack"]} and by_pack["pack"]["cards"] == ranks * 4
        assert {k: v for k, v in by_pack.items() if k != "pack"} == {k: v for k, v in by_shape.items() if k != "pack"}
        assert [fraction(w["probability"]) for w in by_pack["wins"]] == wins_distribution(ranks, 4)
    both = handle({"action": "odds", "game": "basset", "pack": "spanish-48", "ranks": 2})
    assert both["error"]["field"] == "pack"
    assert handle({"action": "odds", "game": "basset", "pack": "swiss-36"})["error"]["field"] == "pack"


def packs_table() -> str:
    """The table of the banker's edge pack by pack on the Basset page, written from the engine."""
    lines = ["| pack | denominations | banker's edge at the first win |", "| --- | ---: | ---: |"]
    for words, pack in (("French or Italian-suited, 52 cards", "italian-52"), ("Spanish, 48 cards", "spanish-48"),
                        ("Spanish, 40 cards", "spanish-40")):
        response = handle({"action": "odds", "game": "basset", "pack": pack})
        num, den = response["banker_edge"]["fraction"]
        lines.append(f"| {words} | {response['pack']['ranks']} | {num}/{den} ≈ {response['banker_edge']['float']:.4f} |")
    return "\n".join(lines)


def test_the_page_shows_the_engine_figures():
    page = PAGE.read_text(encoding="utf-8")
    assert odds_table() in page and wins_table() in page and packs_table() in page
    edge = handle({"action": "odds", "game": "basset"})["banker_edge"]
    assert f"{edge['fraction'][0]}/{edge['fraction'][1]}" in page


if __name__ == "__main__":
    print(wins_table(), odds_table(), sep="\n\n")
