"""One test per rule of Landsknecht, each named after its rule id (landsknecht.match.suit -> test_landsknecht_match_suit)."""

from __future__ import annotations

from collections import Counter

from engine.games.landsknecht.variants import OFFERED_PACKS, RANK, SUIT
from engine.packs import PACKS
from engine.shuffle import random_source, shuffled
from tests.support.landsknecht import coup, coups, error, ok, payments, rules_applied, seeded_coups, steps, the_step

SEEDS = range(40)


def test_landsknecht_pack_any_pack():
    for pack in OFFERED_PACKS:
        response = ok("play", seed=3, pack=pack, coups=3)
        assert response["options"]["pack"] == pack
        for played in coups(response):
            cards = [played["left"], played["right"], *played["middle"], *played["talon"]]
            assert Counter(cards) == Counter(str(card) for card in PACKS[pack])
    assert ok("play", seed=3)["options"]["pack"] == "french-52"
    assert coup(["OE", "2E"], pack="german-32")["decided_by"] == "immediate"
    assert error("play", seed=3, pack="french-32")["field"] == "pack"
    assert error("settle", order=["7H", "2H"], pack="german-48")["field"] == "order[0]"


def test_landsknecht_players_two_to_ten():
    for players in (2, 10):
        assert len(ok("play", seed=1, players=players)["seats"]) == players
    for players in (1, 11):
        assert error("play", seed=1, players=players)["field"] == "players"
    assert ok("rules")["rules"][1]["ours"] is True


def test_landsknecht_bank_first_banker():
    for seed in SEEDS:
        played = coups(ok("play", seed=seed, players=5))[0]
        assert played["banker"] == 1
        assert the_step(played, "landsknecht.stake.banker-stakes")["seats"] == [1]


def test_landsknecht_stake_banker_stakes():
    played = coup(["7H", "QS", "2H"], stake=7, players=3, banker=2)
    assert payments(played, "landsknecht.stake.banker-stakes") == [(2, "bank", 7)]
    assert played["stake"] == 7 and the_step(played, "landsknecht.stake.banker-stakes")["data"] == {"stake": 7}
    assert coup(["7H", "QS", "2H"])["stake"] == 4


def test_landsknecht_cover_some_or_all():
    everything = coup(["7H", "QS", "2H"], policy={"name": "cover", "up_to": 10}, players=4)
    assert [c["amount"] for c in everything["covers"]] == [4, 0, 0]
    some = coup(["7H", "QS", "2H"], policy={"name": "cover", "up_to": 1}, players=3)
    assert [c["amount"] for c in some["covers"]] == [1, 1] and some["covered"] == 2
    for played in seeded_coups(range(10), players=6, policy={"name": "cover", "up_to": 3}):
        assert 0 <= played["covered"] <= played["stake"]


def test_landsknecht_cover_in_turn():
    played = coup(["7H", "QS", "2H"], players=5, banker=3, stake=5)
    assert [(c["seat"], c["amount"]) for c in played["covers"]] == [(4, 2), (5, 2), (1, 1), (2, 0)]
    turns = steps(played, "landsknecht.cover.in-turn")
    assert [s["seats"] for s in turns] == [[4], [5], [1], [2]] and all(s["ours"] for s in turns)
    assert [s["data"]["uncovered"] for s in turns] == [3, 1, 0, 0]


def test_landsknecht_cover_uncovered_not_at_risk():
    played = coup(["7H", "QS", "2S"], players=3, stake=10)
    assert played["covered"] == 4
    assert payments(played, "landsknecht.cover.uncovered-not-at-risk") == [("bank", 1, 6)]
    assert played["balances"] == [-4, 2, 2]  # the banker lost only what was covered
    full = coup(["7H", "QS", "2S"], players=3, stake=4)
    assert not steps(full, "landsknecht.cover.uncovered-not-at-risk")


def test_landsknecht_shuffle_each_coup():
    for seed in range(10):
        response = ok("play", seed=seed, coups=4)
        rng = random_source(seed)
        for played in coups(response):
            deck = [str(card) for card in shuffled(PACKS["french-52"].cards, rng)]
            assert [played["left"], played["right"], *played["middle"], *played["talon"]] == deck
            assert the_step(played, "landsknecht.shuffle.each-coup")["ours"] is True
    assert not steps(coup(["7H", "QS", "2H"]), "landsknecht.shuffle.each-coup")


def test_landsknecht_deal_left_and_right():
    played = coup(["7H", "QS", "2C", "3H"])
    first, second = steps(played, "landsknecht.deal.left-and-right")
    assert (first["cards"], first["data"]) == (["7H"], {"place": "left"})
    assert (second["cards"], second["data"]) == (["QS"], {"place": "right"})
    assert (played["left"], played["right"], played["middle"]) == ("7H", "QS", ["2C", "3H"])


def test_landsknecht_deal_left_is_banker():
    step = the_step(coup(["7H", "QS", "3H"]), "landsknecht.deal.left-is-banker")
    assert step["ours"] and step["cards"] == ["7H", "QS"] and "Anne's, the banker's" in step["text"]
    assert coup(["7H", "QS", "3H"])["winner"] == "banker"
    assert coup(["7H", "QS", "3S"])["winner"] == "punters"


def test_landsknecht_deal_immediate_match():
    played = coup(["7H", "2H"])
    assert (played["decided_by"], played["winner"], played["middle"]) == ("immediate", "banker", [])
    assert rules_applied(played)[-4:-2] == ["landsknecht.match.suit", "landsknecht.deal.immediate-match"]
    assert coup(["7H", "7S"], variant="rank")["decided_by"] == "immediate"
    assert coup(["7H", "7S", "2S"])["decided_by"] == "right"


def test_landsknecht_middle_turn_until_match():
    played = coup(["7H", "QS", "2C", "3D", "9C", "KS"])
    turned = steps(played, "landsknecht.middle.turn-until-match")
    assert [s["cards"] for s in turned[1:]] == [["2C"], ["3D"], ["9C"], ["KS"]]
    assert all("matches neither" in s["text"] for s in turned[1:-1])
    for played in seeded_coups(SEEDS):
        keys = {played["left"][-1], played["right"][-1]}
        assert all(card[-1] not in keys for card in played["middle"][:-1])


def test_landsknecht_middle_left_match():
    played = coup(["7H", "QS", "2C", "KH"])
    assert (played["decided_by"], played["winner"]) == ("left", "banker")
    assert the_step(played, "landsknecht.middle.left-match")["cards"] == ["KH", "7H"]


def test_landsknecht_middle_right_match():
    played = coup(["7H", "QS", "2C", "KS"])
    assert (played["decided_by"], played["winner"]) == ("right", "punters")
    assert the_step(played, "landsknecht.middle.right-match")["cards"] == ["KS", "QS"]


def test_landsknecht_middle_always_ends():
    # Every suit and every rank of the offered packs has at least two cards, so the left card always has a partner.
    for pack in OFFERED_PACKS:
        for variant in (SUIT, RANK):
            assert min(Counter(variant.key(card) for card in PACKS[pack]).values()) >= 2
            for played in seeded_coups(range(15), pack=pack, variant=variant.id, coups=3):
                assert played["decided_by"] in ("immediate", "left", "right")
                if played["decided_by"] != "immediate":
                    step = the_step(played, "landsknecht.middle.always-ends")
                    assert step["ours"] and step["data"]["partners"] >= 1
                    key = variant.key(PACKS[pack].parse(played["left"], "left"))
                    rest = [*played["middle"], *played["talon"]]
                    assert step["data"]["partners"] == sum(
                        variant.key(PACKS[pack].parse(c, "c")) == key for c in rest)


def test_landsknecht_settle_banker_wins():
    played = coup(["7H", "QS", "KH"], players=4, stake=5)
    assert payments(played, "landsknecht.settle.banker-wins") == [("bank", 1, 10)]
    assert played["balances"] == [5, -2, -2, -1] and played["pots"] == {"bank": 0}


def test_landsknecht_settle_banker_loses():
    played = coup(["7H", "QS", "KS"], players=4, stake=5)
    assert payments(played, "landsknecht.settle.banker-loses") == [("bank", 2, 4), ("bank", 3, 4), ("bank", 4, 2)]
    assert played["balances"] == [-5, 2, 2, 1] and played["pots"] == {"bank": 0}


def test_landsknecht_bank_keeps_after_win():
    for response in (ok("play", seed=seed, coups=5) for seed in range(20)):
        for this, following in zip(coups(response), coups(response)[1:]):
            if this["winner"] == "banker":
                assert this["next_banker"] == following["banker"] == this["banker"]
                assert following["stake"] == this["stake"]
                assert the_step(this, "landsknecht.bank.keeps-after-win")["ours"] is True


def test_landsknecht_bank_passes_on():
    lost = [c for c in seeded_coups(SEEDS, players=3, coups=3) if c["winner"] == "punters"]
    assert lost
    for played in lost:
        assert played["next_banker"] != played["banker"]
        assert the_step(played, "landsknecht.bank.passes-on")["seats"] == [played["banker"]]


def test_landsknecht_bank_to_the_left():
    played = coup(["7H", "QS", "KS"], players=5, banker=5)
    assert played["next_banker"] == 1
    assert the_step(played, "landsknecht.bank.to-the-left")["seats"] == [5, 1]
    response = ok("play", seed=2, coups=20, players=4)
    for this, following in zip(coups(response), coups(response)[1:]):
        if this["winner"] == "punters":
            assert following["banker"] == this["banker"] % 4 + 1


def test_landsknecht_auction_option():
    without = list(seeded_coups(range(10), coups=3))
    assert not any(s["rule"].startswith("landsknecht.auction.") for c in without for s in c["steps"])
    for played in seeded_coups(range(10), coups=3, auction=True):
        auctioned = bool(steps(played, "landsknecht.auction.option"))
        assert auctioned == (played["winner"] == "punters")
    assert error("play", seed=1, bids=[1, 2, 3, 4])["field"] == "bids"


def test_landsknecht_auction_sealed_bids():
    response = ok("play", seed=1, auction=True, bids=[9, 3, 5, 4], coups=2)
    first = coups(response)[0]
    assert first["winner"] == "punters" and first["auction"] == {"bids": [[2, 3], [3, 5], [4, 4]], "buyer": 3,
                                                                 "price": 5}
    assert payments(first, "landsknecht.auction.sealed-bids") == [(3, 1, 5)]
    assert coups(response)[1]["banker"] == 3
    for played in seeded_coups(range(20), auction=True, coups=3):
        if "auction" in played:
            assert all(1 <= bid <= 10 for _, bid in played["auction"]["bids"])
    nobody = coups(ok("play", seed=1, auction=True, bids=[0, 0, 0, 0]))[0]
    assert "auction" not in nobody and nobody["next_banker"] == 2
    assert "Nobody bids" in the_step(nobody, "landsknecht.auction.sealed-bids")["text"]


def test_landsknecht_auction_tie():
    first = coups(ok("play", seed=1, auction=True, bids=[0, 2, 6, 6]))[0]
    assert first["auction"]["buyer"] == 3
    assert the_step(first, "landsknecht.auction.tie")["seats"] == [3, 4]
    assert not steps(coups(ok("play", seed=1, auction=True, bids=[0, 2, 6, 5]))[0], "landsknecht.auction.tie")


def test_landsknecht_match_suit():
    assert coup(["7H", "QS", "2H"])["decided_by"] == "left"
    assert coup(["7H", "QS", "7C", "2S"])["decided_by"] == "right"
    step = the_step(coup(["7H", "QS", "2H"]), "landsknecht.match.suit")
    assert step["cards"] == ["2H", "7H"] and "hearts" in step["text"]


def test_landsknecht_match_rank():
    assert coup(["7H", "QS", "2H", "7C"], variant="rank")["decided_by"] == "left"
    assert coup(["7H", "QS", "QD"], variant="rank")["decided_by"] == "right"
    step = the_step(coup(["7H", "QS", "QD"], variant="rank"), "landsknecht.match.rank")
    assert step["cards"] == ["QD", "QS"] and "queens" in step["text"]
