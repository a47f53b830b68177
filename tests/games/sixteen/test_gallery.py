"""The gallery's examples about Ferme and Farmer: each key figure is the engine's."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

from engine.api import handle
from engine.packs import PACKS
from tests.support.gallery import run_example


def test_ferme_eights_exact_chance_brute_force_and_engine():
    names = run_example("plot_ferme_eights.py")
    chance = names["chance_of_sixteen"]
    # The exact walk agrees with every order of a small pack.
    small = [10, 6, 8, 8, 2, 5, 1]
    orders = list(itertools.permutations(range(len(small))))
    counted: Counter[int] = Counter()
    for order in orders:
        total = 0
        for drawn, index in enumerate(order, 1):
            total += small[index]
            if total >= 16:
                counted[drawn] += total == 16
                break
    assert chance(small) == {n: Fraction(k, len(orders)) for n, k in counted.items() if k}
    # The packs are the engine's: the 1659 pack is the 52-card pack less its eights.
    rank_value = {"A": 1, "J": 10, "Q": 10, "K": 10}
    engine_values = sorted(rank_value.get(card.rank.code, 0) or int(card.rank.code) for card in PACKS["french-48"])
    assert sorted(names["NO_EIGHTS"]) == engine_values
    exact_48 = sum(names["exact"]["48 cards, no eights"].values())
    assert exact_48 == Fraction(116821643, 754697988)
    assert sum(names["exact"]["52 cards"].values()) == Fraction(8206320299, 57945437550)
    # The engine's own seeded 1659 deals land near the exact figure (within four standard deviations).
    hands = [hand for seed in range(2) for deal in handle(
        {"action": "play", "game": "ferme", "variant": "1659", "players": 2, "seed": seed, "rounds": 1000,
         "policy": {"name": "stand", "at": 16}, "explain": False})["deals"] for hand in deal["summary"]["hands"]]
    rate = sum(hand["result"] == "sixteen" for hand in hands) / len(hands)
    sd = (float(exact_48) * (1 - float(exact_48)) / len(hands)) ** 0.5
    assert abs(rate - float(exact_48)) < 4 * sd


def test_farmer_threshold_best_figure_is_the_engines():
    names = run_example("plot_farmer_threshold.py")
    best = names["best"]
    total = sum(handle({"action": "play", "game": "farmer", "players": 5, "seed": seed, "rounds": 400,
                        "policies": [{"name": "stand", "at": best}] + [{"name": "stand", "at": 14}] * 4,
                        "explain": False})["summary"]["balances"][0] for seed in (1, 2, 3))
    assert names["results"][best] == total / 1200
    assert names["results"][best] == max(names["results"].values())
    session = handle({"action": "play", "game": "farmer", "players": 5, "seed": 7, "rounds": 1000, "explain": False})
    assert names["farm"] == [rnd["pots"]["farm"] for rnd in (deal["summary"] for deal in session["deals"])]


def test_sixteen_variants_table_is_the_engines():
    names = run_example("plot_sixteen_variants.py")
    for name, game, variant in (("Ferme 1659", "ferme", "1659"), ("Farmer", "farmer", "american")):
        session = handle({"action": "play", "game": game, "variant": variant, "players": 5, "seed": 2024,
                          "rounds": 1000, "policy": {"name": "stand", "at": 14}, "explain": False})
        won = sum(rnd["winner"] is not None for rnd in (deal["summary"] for deal in session["deals"])) / 1000
        assert names["table"][name]["farm won"] == won
    assert set(names["table"]) == {"Ferme 1659", "Ferme 1800", "Farmer"}
