"""One test per rule of Ferme (1659 and 1800), named after its rule id.

A rule both rule sets share has one test named ``test_ferme_<rule>`` run for each of them.
"""

from __future__ import annotations

import pytest

from engine.api import handle
from engine.cards import FRENCH
from engine.games.sixteen.round import card_points
from engine.packs import PACKS
from engine.shuffle import cut_point, random_source, shuffled
from tests.support.sixteen import (error, ok, payments, rounds, rules_applied, seeded_rounds, settle, setup, steps,
                                   the_step)

BOTH = pytest.mark.parametrize("prefix", ["ferme-1659", "ferme-1800"])
SEEDS = range(40)
EQUAL_BIDS = [5, 5, 5, 5, 5]


def points(codes: list[str]) -> int:
    return sum(card_points(FRENCH.parse(c)) for c in codes)


# Shared by both rule sets ---------------------------------------------------------------------


@BOTH
def test_ferme_players_up_to_twelve(prefix):
    assert len(ok(prefix, "play", players=12, seed=1)["seats"]) == 12
    for players in (1, 13):
        assert error(prefix, "play", players=players, seed=1)["field"] == "players"


@BOTH
def test_ferme_count_points(prefix):
    rnd = settle(prefix, [None, ["AS", "KC", "2D"], ["QH", "5S"]])
    assert [h["total"] for h in rnd["hands"]] == [13, 15]
    assert {s["data"]["total"] for s in steps(rnd, f"{prefix}.count.points")} == {13, 15}


@BOTH
def test_ferme_farm_auction(prefix):
    response = ok(prefix, "play", seed=5, bids=[3, 9, 4, 1, 7])
    step = the_step(setup(response), f"{prefix}.farm.auction")
    assert setup(response)["farmer"] == 2 and setup(response)["farm"] == 9 and step["data"]["bids"] == [3, 9, 4, 1, 7]
    assert setup(response)["payments"][0] == {"from": 2, "to": "farm", "amount": 9, "rule": f"{prefix}.farm.auction",
                                              "step": 0}
    # Without bids, each seat bids from the seed, 1 to 20.
    seeded = ok(prefix, "play", seed=5)
    bids = the_step(setup(seeded), f"{prefix}.farm.auction")["data"]["bids"]
    assert all(1 <= bid <= 20 for bid in bids) and setup(seeded)["farm"] == max(bids)
    assert error(prefix, "play", seed=5, bids=[0, 0, 0, 0, 0])["field"] == "bids"


@BOTH
def test_ferme_farm_auction_tie(prefix):
    response = ok(prefix, "play", seed=2, bids=[4, 8, 3, 8, 8])
    assert setup(response)["farmer"] == 2
    step = the_step(setup(response), f"{prefix}.farm.auction-tie")
    assert sorted(step["seats"]) == [2, 4, 5] and step["ours"] is True


@BOTH
def test_ferme_farmer_deals_only(prefix):
    for _, rnd in seeded_rounds(prefix, range(10), players=4):
        assert rnd["farmer"] not in [h["seat"] for h in rnd["hands"]]
        assert len(rnd["hands"]) == 3
    assert "holds no cards" in error(prefix, "settle", hands=[["KS", "6H"], ["9D", "7D"]], farmer=1)["reason"]


@BOTH
def test_ferme_bust_pay_excess(prefix):
    rnd = settle(prefix, [["KS", "QH"], None, ["9D", "5D", "QS"]], farmer=2)
    assert payments(rnd, f"{prefix}.bust.pay-excess") == [(1, 2, 4), (3, 2, 8)]  # 20 pays 4, 24 pays 8
    for _, rnd in seeded_rounds(prefix, SEEDS):
        for step in steps(rnd, f"{prefix}.bust.pay-excess"):
            assert step["data"]["excess"] == step["data"]["total"] - 16


@BOTH
def test_ferme_bust_no_more_cards(prefix):
    """A player over 16 draws no more: the hand that passes 16 ends on the card that took it over, and no step
    after his fine tells him a card."""
    fined = 0
    for _, rnd in seeded_rounds(prefix, SEEDS):
        for step in steps(rnd, f"{prefix}.bust.pay-excess"):
            seat, fined = step["seats"][0], fined + 1
            later = rnd["steps"][rnd["steps"].index(step) + 1:]
            assert not [s for s in later if s["rule"].startswith(f"{prefix}.draw") and s["seats"][:1] == [seat]]
            assert step["text"].endswith(f"{step['data']['fine']}.")  # the source's fine, not our reading
    assert fined


def test_ferme_1800_fines_are_jetons_worth_the_ante():
    """Lacombe counts the ante and the fine for passing 16 in the same jetons: with an ante of 5, 19 pays 15."""
    response = handle({"action": "settle", "game": "ferme", "variant": "1800", "farmer": 3, "ante": 5,
                       "hands": [["9D", "5C"], ["4H", "7H", "3D"], None, ["KD", "4C"], ["QS", "9S"]]})
    fines = [(p["from"], p["amount"]) for p in response["deals"][0]["payments"]
             if p["rule"] == "ferme-1800.bust.pay-excess"]
    assert fines == [(5, 15)]
    same = handle({"action": "settle", "game": "ferme", "variant": "1659", "farmer": 3, "ante": 5,
                   "hands": [["9D", "5C"], ["4H", "7H", "QD"], None, ["KD", "4C"], ["QS", "9S"]]})
    assert [p["amount"] for p in same["deals"][0]["payments"] if p["rule"] == "ferme-1659.bust.pay-excess"] == [5, 3]


@BOTH
def test_ferme_win_sixteen(prefix):
    rnd = settle(prefix, [None, ["9D", "7C"], ["KS", "2C", "3D"]], farm=12, pool=2)
    assert rnd["winner"] == 2 and rnd["pool_winner"] == 2
    assert payments(rnd, f"{prefix}.win.sixteen") == [("farm", 2, 12), ("pool", 2, 2)]


@BOTH
def test_ferme_farm_stays(prefix):
    rnd = settle(prefix, [None, ["9D", "5C"], ["KS", "2C", "3D"]], farm=12, pool=2)
    assert rnd["winner"] is None and rnd["next_farmer"] == 1
    assert the_step(rnd, f"{prefix}.farm.stays") and rnd["pots"]["farm"] == 12


@BOTH
def test_ferme_pool_closest(prefix):
    rnd = settle(prefix, [None, ["9D", "5C"], ["KS", "2C", "3D"], ["QH", "7S"]], farm=12, pool=3)
    assert rnd["pool_winner"] == 3 and rnd["winner"] is None
    assert payments(rnd, f"{prefix}.pool.closest") == [("pool", 3, 3)]
    assert rnd["pots"] == {"farm": 12, "pool": 0}


@BOTH
def test_ferme_pool_carry_over(prefix):
    rnd = settle(prefix, [None, ["9D", "5C", "KS"], ["QH", "7S"]], farm=12, pool=2)
    assert rnd["pool_winner"] is None and rnd["pots"] == {"farm": 12, "pool": 2}
    assert the_step(rnd, f"{prefix}.pool.carry-over")["ours"] is True


@BOTH
def test_ferme_next_farmer_winner(prefix):
    response = ok(prefix, "play", seed=4, rounds=40)
    won = 0
    for before, after in zip(rounds(response), rounds(response)[1:]):
        expected = before["winner"] if before["winner"] is not None else before["farmer"]
        assert before["next_farmer"] == expected == after["farmer"]
        won += before["winner"] is not None
    assert won


@BOTH
def test_ferme_farm_new_stake(prefix):
    rnd = settle(prefix, [None, ["9D", "7C"], ["KS", "2C", "3D"]], farm=12, pool=2)
    assert payments(rnd, f"{prefix}.farm.new-stake") == [(2, "farm", 12)]
    assert the_step(rnd, f"{prefix}.farm.new-stake")["ours"] is True
    assert rnd["pots"] == {"farm": 12, "pool": 0}


# Ferme as of 1659 -----------------------------------------------------------------------------


def test_ferme_1659_pack_no_eights():
    pack = PACKS["french-48"]
    assert len(pack) == 48 and not [c for c in pack if c.rank.code == "8"]
    assert error("ferme-1659", "settle", hands=[None, ["8S", "7C"], ["9D", "7D"]])["field"] == "hands[1][0]"
    assert settle("ferme-1659", [None, ["6S", "QC"], ["9D", "6D"]])["winner"] == 2  # sixes are in the 1659 pack


def test_ferme_1659_pool_ante():
    for _, rnd in seeded_rounds("ferme-1659", range(5), players=6, ante=2):
        others = sorted(h["seat"] for h in rnd["hands"])
        assert sorted(payments(rnd, "ferme-1659.pool.ante")) == [(seat, "pool", 2) for seat in others]


def test_ferme_1659_deal_top_and_bottom():
    for seed in SEEDS:
        response = ok("ferme-1659", "play", seed=seed, bids=EQUAL_BIDS)  # seat 1 farms; no seeded bids
        rnd = rounds(response)[0]
        deck = [str(c) for c in shuffled(PACKS["french-48"].cards, random_source(seed))]
        dealt = the_step(rnd, "ferme-1659.deal.top-and-bottom")["data"]["hands"]
        order = [int(seat) for seat in dealt]
        assert order == [5, 4, 3, 2]  # anticlockwise from the farmer's right
        assert [cards[0] for cards in dealt.values()] == deck[:4]
        assert [cards[1] for cards in dealt.values()] == deck[::-1][:4]


def test_ferme_1659_draw_one_by_one():
    for _, rnd in seeded_rounds("ferme-1659", SEEDS):
        for hand in rnd["hands"]:
            drawn = [s for s in rnd["steps"] if s["seats"] == [hand["seat"]]
                     and s["rule"] in ("ferme-1659.draw.from-top", "ferme-1659.draw.below-twelve")]
            assert len(drawn) == len(hand["cards"]) - 2
            assert all(len(s["cards"]) == 1 for s in drawn)


def test_ferme_1659_draw_from_top():
    for seed in range(20):
        rnd = rounds(ok("ferme-1659", "play", seed=seed, bids=EQUAL_BIDS))[0]
        deck = [str(c) for c in shuffled(PACKS["french-48"].cards, random_source(seed))]
        drawn = [s["cards"][0] for s in rnd["steps"]
                 if s["rule"] in ("ferme-1659.draw.from-top", "ferme-1659.draw.below-twelve")]
        assert drawn == deck[4:4 + len(drawn)]
    assert steps(rnd, "ferme-1659.draw.from-top")[0]["ours"] is True


def test_ferme_1659_draw_below_twelve():
    seen = 0
    for _, rnd in seeded_rounds("ferme-1659", SEEDS, policy={"name": "stand", "at": 12}):
        for step in steps(rnd, "ferme-1659.draw.below-twelve"):
            seen += 1
            assert step["data"]["total"] - card_points(FRENCH.parse(step["cards"][0])) < 12
        assert all(h["total"] >= 12 for h in rnd["hands"])
    assert seen
    assert error("ferme-1659", "settle", hands=[None, ["2S", "7C"], ["9D", "7D"]])["field"] == "hands[1]"
    assert error("ferme-1659", "play", seed=1, policy={"name": "stand", "at": 11})["field"] == "policy.at"


def test_ferme_1659_stick_twelve_to_fifteen():
    for at in (12, 13, 14, 15):
        for _, rnd in seeded_rounds("ferme-1659", range(15), policy={"name": "stand", "at": at}):
            for step in steps(rnd, "ferme-1659.stick.twelve-to-fifteen"):
                assert at <= step["data"]["total"] <= 15


def test_ferme_1659_tie_position():
    rnd = settle("ferme-1659", [["KS", "5C"], ["9D", "7C"], None, ["KD", "2C", "4D"], ["7D", "9S"]], farmer=3)
    # Order of play from the farmer's right (seat 2): 2, 1, 5, 4. Seat 2 comes first.
    assert rnd["winner"] == 2
    assert steps(rnd, "ferme-1659.tie.position")[-1]["ours"] is True
    rnd = settle("ferme-1659", [None, ["9D", "7C"], ["KS", "5C"], ["KD", "2C", "4D"], ["7D", "9S"]], farmer=1)
    assert rnd["winner"] == 5  # from seat 1 the right is seat 5


def test_ferme_1659_pool_tie():
    rnd = settle("ferme-1659", [None, ["9D", "5C"], ["KS", "4D"], ["QH", "4S"]], farmer=1, pool=3)
    assert rnd["pool_winner"] == 4  # seat 4 is on the farmer's right, first in order of play
    assert steps(rnd, "ferme-1659.pool.tie")[-1]["data"]["kept"] == [4]


# Ferme as of 1800 -----------------------------------------------------------------------------


def test_ferme_1800_pack_brillant():
    pack = PACKS["brillant-45"]
    assert len(pack) == 45 and [str(c) for c in pack if c.rank.code == "6"] == ["6H"]
    assert error("ferme-1800", "settle", hands=[None, ["6S", "QC"], ["9D", "7D"]])["field"] == "hands[1][0]"


def test_ferme_1800_pool_ante():
    rnd = rounds(ok("ferme-1800", "play", seed=3, players=4))[0]
    assert sorted(payments(rnd, "ferme-1800.pool.ante")) == [(h["seat"], "pool", 1) for h in
                                                             sorted(rnd["hands"], key=lambda h: h["seat"])]


def _deck_1800(seed: int) -> list[str]:
    rng = random_source(seed)
    deck = shuffled(PACKS["brillant-45"].cards, rng)
    cut = cut_point(len(deck), rng)
    return [str(c) for c in deck[cut:] + deck[:cut]]


def test_ferme_1800_deal_shuffle_and_cut():
    for seed in SEEDS:
        response = ok("ferme-1800", "play", seed=seed, bids=EQUAL_BIDS)
        rnd = rounds(response)[0]
        step = the_step(rnd, "ferme-1800.deal.shuffle-and-cut")
        assert step["seats"] == [1, 2]  # the farmer shuffles, the player on his left cuts
        assert 1 <= rnd["cut"] < 45 and step["data"]["cut"] == rnd["cut"]


def test_ferme_1800_deal_one_each():
    for seed in SEEDS:
        rnd = rounds(ok("ferme-1800", "play", seed=seed, bids=EQUAL_BIDS))[0]
        dealt = the_step(rnd, "ferme-1800.deal.one-each")["data"]["hands"]
        assert [int(seat) for seat in dealt] == [5, 4, 3, 2]  # from eldest, the farmer's right
        assert [cards for cards in dealt.values()] == [[card] for card in _deck_1800(seed)[:4]]


def test_ferme_1800_draw_from_bottom():
    for seed in SEEDS:
        rnd = rounds(ok("ferme-1800", "play", seed=seed, bids=EQUAL_BIDS))[0]
        drawn = [s["cards"][0] for s in steps(rnd, "ferme-1800.draw.from-bottom") if s["cards"]]
        assert drawn == _deck_1800(seed)[::-1][:len(drawn)]


def test_ferme_1800_stick_basta():
    seen = 0
    for _, rnd in seeded_rounds("ferme-1800", SEEDS, policy={"name": "stand", "at": 9}):
        for step in steps(rnd, "ferme-1800.stick.basta"):
            seen += 1
            seat = step["seats"][0]
            assert not [p for p in rnd["payments"] if p["from"] == seat and p["rule"].endswith("pay-excess")]
            assert 9 <= step["data"]["total"] < 16
    assert seen
    # A player who said basta still wins the pool when nearest.
    rnd = settle("ferme-1800", [None, ["9D"], ["KS", "AC"]], pool=2)
    assert rnd["pool_winner"] == 3


def test_ferme_1800_tie_brillant_and_ten():
    rnd = settle("ferme-1800", [None, ["9D", "7C"], ["6H", "QS"], ["KD", "2C", "4D"]])
    assert rnd["winner"] == 3
    assert the_step(rnd, "ferme-1800.tie.brillant-and-ten")["data"]["kept"] == [3]
    # The brillant without a ten-point card has no privilege: fewer cards decide.
    rnd = settle("ferme-1800", [None, ["9D", "7C"], ["6H", "7S", "3D"], ["KD", "2C", "4D"]])
    assert "not with a ten-point card" in the_step(rnd, "ferme-1800.tie.brillant-and-ten")["text"]
    assert rnd["winner"] == 2


def test_ferme_1800_tie_fewer_cards():
    rnd = settle("ferme-1800", [None, ["KD", "2C", "4D"], ["9D", "7C"], ["AS", "5S", "KH"]])
    assert rnd["winner"] == 3
    assert the_step(rnd, "ferme-1800.tie.fewer-cards")["data"]["kept"] == [3]


def test_ferme_1800_tie_position():
    # Two players on 16 with the same number of cards, neither with the brillant.
    rnd = settle("ferme-1800", [None, ["9D", "7C"], ["KD", "2C", "4D"], ["7D", "9S"]])
    assert rules_applied(rnd)[-6:-3] == ["ferme-1800.tie.brillant-and-ten", "ferme-1800.tie.fewer-cards",
                                         "ferme-1800.tie.position"]
    assert rnd["winner"] == 4  # seat 4 is eldest, on the right of the farmer in seat 1


def test_ferme_1800_pool_tie():
    rnd = settle("ferme-1800", [None, ["9D", "5C"], ["KS", "4D"], ["QH", "2S", "2D"]], pool=3)
    assert rnd["pool_winner"] == 3  # 14 with two cards beats 14 with three, then order of play
    assert [s["text"].split(".")[0] for s in steps(rnd, "ferme-1800.pool.tie")][1].startswith("Cards held")
    rnd = settle("ferme-1800", [None, ["9D", "5C"], ["KS", "4D"], ["QH", "2S", "2D"]], pool=3, farmer=1)
    assert rnd["pool_winner"] == 3


def test_ferme_1800_next_farmer_rotate():
    rnd = settle("ferme-1800", [None, ["9D", "7C"], ["KS", "2C", "3D"]], farm=12, pool=2, rotate=True)
    assert rnd["winner"] == 2 and rnd["next_farmer"] == 3  # the old farmer's right, not the winner
    assert payments(rnd, "ferme-1800.farm.new-stake") == [(3, "farm", 12)]
    assert the_step(rnd, "ferme-1800.next-farmer.rotate")
    assert error("ferme-1659", "settle", hands=[None, ["9D", "7C"], ["KS", "2C", "3D"]], rotate=True)["field"] == "rotate"
