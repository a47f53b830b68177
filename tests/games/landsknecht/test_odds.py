"""The exact odds of a coup against brute force over every order of small packs, and the odds action."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import permutations

import pytest

from engine.games.landsknecht.odds import coup_odds, pack_odds
from engine.games.landsknecht.variants import OFFERED_PACKS, RANK, SUIT
from engine.packs import PACKS
from tests.support.landsknecht import error, ok
from tests.support.work import calls


def brute_force(groups: list[int]) -> tuple[Fraction, Fraction, Fraction]:
    """Banker wins, immediate match and expected cards turned, by playing every order of the cards."""
    cards = [group for group, size in enumerate(groups) for _ in range(size)]
    wins = immediate = turned = total = 0
    for order in permutations(range(len(cards))):
        keys = [cards[i] for i in order]
        total += 1
        if keys[0] == keys[1]:
            wins += 1
            immediate += 1
            turned += 2
            continue
        at = next(i for i in range(2, len(keys)) if keys[i] in (keys[0], keys[1]))
        wins += keys[at] == keys[0]
        turned += at + 1
    return Fraction(wins, total), Fraction(immediate, total), Fraction(turned, total)


@pytest.mark.parametrize("groups", [[3, 3, 3], [4, 4], [2, 2, 2, 2], [2, 3, 4], [2, 2], [3, 2, 2]])
def test_odds_equal_brute_force_over_every_order(groups):
    odds = coup_odds(groups)
    assert (odds.banker_wins, odds.immediate, odds.expected_cards) == brute_force(groups)


def test_a_three_by_three_pack_by_suit_and_by_rank():
    # Nine cards, three suits of three ranks: both ways of matching see groups of three.
    small = [card for card in PACKS["french-52"] if card.suit.code in "SHD" and card.rank.code in ("A", "2", "3")]
    for variant in (SUIT, RANK):
        assert sorted(Counter(variant.key(card) for card in small).values()) == [3, 3, 3]
    assert coup_odds([3, 3, 3]).banker_wins == brute_force([3, 3, 3])[0] == Fraction(5, 8)


def test_a_small_swiss_pack_by_suit_and_by_rank_against_brute_force():
    # The Daus, Banner and König of three Swiss suits: nine cards, groups of three both ways; the whole Swiss pack
    # has four suits of nine and nine ranks of four.
    small = [card for card in PACKS["swiss-36"] if card.suit.code != "EI" and card.rank.code in ("A", "B", "K")]
    for variant in (SUIT, RANK):
        groups = sorted(Counter(variant.key(card) for card in small).values())
        assert groups == [3, 3, 3]
        assert (pack_odds(variant, PACKS["swiss-36"]).banker_wins ==
                coup_odds([9] * 4 if variant is SUIT else [4] * 9).banker_wins)
    odds = pack_odds(SUIT, PACKS["swiss-36"])
    assert (odds.banker_wins, odds.immediate, odds.expected_cards) == (Fraction(43, 70), Fraction(8, 35),
                                                                       Fraction(61, 17))
    assert pack_odds(RANK, PACKS["swiss-36"]).banker_wins == Fraction(19, 35)
    assert coup_odds([3, 3, 3]) == coup_odds(groups) and brute_force(groups)[0] == Fraction(5, 8)


def test_the_odds_action_gives_both_rules_for_the_chosen_pack():
    for pack in OFFERED_PACKS:
        response = ok("odds", pack=pack)
        assert response["pack"] == pack and response["cards"] == len(PACKS[pack])
        assert [entry["match"] for entry in response["odds"]] == ["suit", "rank"]
        for entry, variant in zip(response["odds"], (SUIT, RANK)):
            exact = pack_odds(variant, PACKS[pack])
            assert entry["banker_wins"]["fraction"] == [exact.banker_wins.numerator, exact.banker_wins.denominator]
            assert entry["banker_wins"]["float"] == pytest.approx(float(exact.banker_wins))
    full = ok("odds")["odds"]
    assert full[0]["banker_wins"]["fraction"] == [21, 34] and full[0]["immediate"]["fraction"] == [4, 17]
    assert full[1]["banker_wins"]["fraction"] == [9, 17] and full[1]["immediate"]["fraction"] == [1, 17]
    assert error("odds", pack="brillant-45")["field"] == "pack"
    assert error("odds", seed=1)["field"] == "seed"


def test_the_odds_take_bounded_work():
    _, work = calls(lambda: [ok("odds", pack=pack) for pack in OFFERED_PACKS])
    assert work < 250_000  # about 23,000 calls for every pack offered


def test_seeded_coups_agree_with_the_odds_on_average():
    # Not a proof, a sanity check: 400 seeded coups land within a wide band around the exact chance.
    from tests.support.landsknecht import seeded_coups
    won = sum(c["winner"] == "banker" for c in seeded_coups(range(100), coups=4, players=2))
    assert abs(won / 400 - 21 / 34) < 0.1
