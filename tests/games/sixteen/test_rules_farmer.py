"""One test per rule of Farmer, each named after its rule id (farmer.tie.six-of-hearts -> test_farmer_tie_six_of_hearts)."""

from __future__ import annotations

from engine.cards import FRENCH
from engine.games.sixteen.round import card_points
from engine.packs import PACKS
from engine.shuffle import random_source, shuffled
from tests.support.sixteen import (error, ok, payments, rounds, rules_applied, seeded_rounds, settle, setup, steps,
                                   the_step)

SEEDS = range(40)


def test_farmer_pack_forty_five():
    pack = PACKS["brillant-45"]
    assert len(pack) == 45
    assert not [c for c in pack if c.rank.code == "8"]
    assert [str(c) for c in pack if c.rank.code == "6"] == ["6H"]
    assert "8" in error("farmer", "settle", hands=[["8S", "7C"], ["9D", "7D"]])["reason"].split()[0]
    assert error("farmer", "settle", hands=[["6S", "7C"], ["9D", "7D"]])["field"] == "hands[0][0]"


def test_farmer_players_two_to_eight():
    for players in (2, 8):
        assert len(rounds(ok("farmer", "play", players=players, seed=1))[0]["hands"]) == players
    for players in (1, 9):
        assert error("farmer", "play", players=players, seed=1)["field"] == "players"


def test_farmer_count_points():
    assert [card_points(FRENCH.parse(c)) for c in ("AS", "2H", "7D", "9C", "10S", "JH", "QD", "KC")] == [
        1, 2, 7, 9, 10, 10, 10, 10]
    rnd = settle("farmer", [["AS", "KC", "5D"], ["JH", "2S"]])
    assert [h["total"] for h in rnd["hands"]] == [16, 12]


def test_farmer_first_farmer_six_of_hearts():
    for seed in SEEDS:
        response = ok("farmer", "play", seed=seed, players=4)
        dealt = the_step(setup(response), "farmer.first-farmer.six-of-hearts")["data"]["dealt"]
        # The face-up deal is the seed's first shuffle, dealt round until the six of hearts shows.
        deck = shuffled(PACKS["brillant-45"].cards, random_source(seed))
        assert [code for _, code in dealt] == [str(c) for c in deck[: len(dealt)]]
        assert dealt[-1][1] == "6H" and "6H" not in [code for _, code in dealt[:-1]]
        assert setup(response)["farmer"] == dealt[-1][0] == rounds(response)[0]["farmer"]


def test_farmer_first_farmer_face_up_order():
    response = ok("farmer", "play", seed=3, players=3)
    step = the_step(setup(response), "farmer.first-farmer.face-up-order")
    assert step["ours"] is True and "our reading" in step["text"]
    dealt = the_step(setup(response), "farmer.first-farmer.six-of-hearts")["data"]["dealt"]
    assert [seat for seat, _ in dealt] == [(i % 3) + 1 for i in range(len(dealt))]


def test_farmer_ante_everyone():
    for response, rnd in seeded_rounds("farmer", range(5), players=6, ante=3):
        assert sorted(payments(rnd, "farmer.ante.everyone")) == [(seat, "farm", 3) for seat in range(1, 7)]
        # The round opens with the antes, once the first farmer is chosen.
        opening = [step["rule"] for step in rnd["steps"] if not step["rule"].startswith("farmer.first-farmer.")]
        assert opening[0] == "farmer.ante.everyone"


def test_farmer_deal_one_face_down():
    for seed in SEEDS:
        response = ok("farmer", "play", seed=seed, players=5)
        rnd = rounds(response)[0]
        farmer = rnd["farmer"]
        dealt = the_step(rnd, "farmer.deal.one-face-down")["data"]["hands"]
        # One card each, from the farmer's left round to the farmer himself.
        expected_order = [((farmer + k - 1) % 5) + 1 for k in range(1, 6)]
        assert [int(seat) for seat in dealt] == expected_order
        assert all(len(cards) == 1 for cards in dealt.values())
        assert [h["seat"] for h in rnd["hands"]] == sorted(expected_order)


def test_farmer_draw_order():
    for _, rnd in seeded_rounds("farmer", SEEDS, players=6):
        farmer = rnd["farmer"]
        drawers = [s["seats"][0] for s in rnd["steps"]
                   if s["rule"] in ("farmer.draw.at-least-one", "farmer.draw.hit-or-stay")]
        order = list(dict.fromkeys(drawers))
        assert order == [((farmer + k - 1) % 6) + 1 for k in range(1, 7)]
        assert order[-1] == farmer
        assert the_step(rnd, "farmer.draw.order")["seats"] == order


def test_farmer_draw_at_least_one():
    # Even a player who would stand on anything draws once.
    for _, rnd in seeded_rounds("farmer", range(20), policy={"name": "stand", "at": 1}):
        assert all(len(h["cards"]) == 2 for h in rnd["hands"])
        assert len(steps(rnd, "farmer.draw.at-least-one")) == 5
    assert error("farmer", "settle", hands=[["KS"], ["9D", "7D"]])["field"] == "hands[0]"


def test_farmer_draw_hit_or_stay():
    for _, rnd in seeded_rounds("farmer", SEEDS, policy={"name": "stand", "at": 15}):
        for hand in rnd["hands"]:
            before_last = sum(card_points(FRENCH.parse(c)) for c in hand["cards"][:-1])
            if len(hand["cards"]) > 2:
                assert before_last < 15  # a hit is asked for only below the policy's total
            if hand["result"] != "bust":
                assert hand["total"] >= 15  # and a player stays only from it
        assert all(s["text"].endswith(("stays on 15.", "asks for nothing more.")) or "says hit" in s["text"]
                   for s in steps(rnd, "farmer.draw.hit-or-stay"))


def test_farmer_bust_silent():
    seen = 0
    for _, rnd in seeded_rounds("farmer", SEEDS):
        for step in steps(rnd, "farmer.bust.silent"):
            seen += 1
            assert "says nothing and stays" in step["text"]
            seat = step["seats"][0]
            hand = next(h for h in rnd["hands"] if h["seat"] == seat)
            assert hand["result"] == "bust" and hand["total"] > 16
            # A busted player takes no further card.
            assert step["data"]["total"] == hand["total"]
    assert seen


def test_farmer_win_sixteen():
    rnd = settle("farmer", [["KS", "6H"], ["9D", "5D"], ["2C", "3C", "QD"]], farmer=3, farm=9)
    assert rnd["winner"] == 1
    assert payments(rnd, "farmer.win.sixteen") == [("farm", 1, 9)]
    assert rnd["pots"]["farm"] == 0


def test_farmer_tie_six_of_hearts():
    rnd = settle("farmer", [["9D", "7C"], ["KS", "6H"], ["2C", "4C", "QD"]], farmer=1)
    assert rnd["winner"] == 2
    step = the_step(rnd, "farmer.tie.six-of-hearts")
    assert step["data"]["kept"] == [2] and "six of hearts" in step["text"]
    assert "farmer.tie.fewest-cards" not in rules_applied(rnd)


def test_farmer_tie_fewest_cards():
    rnd = settle("farmer", [["2C", "4C", "QD"], ["9D", "7C"], ["AS", "5S", "KH"]], farmer=1)
    assert rnd["winner"] == 2
    assert "does not decide" in the_step(rnd, "farmer.tie.six-of-hearts")["text"]
    assert the_step(rnd, "farmer.tie.fewest-cards")["data"]["kept"] == [2]
    assert "farmer.tie.farmer" not in rules_applied(rnd)


def test_farmer_tie_farmer():
    # The farmer and another player both on 16 with two cards: the farmer wins.
    rnd = settle("farmer", [["9D", "7C"], ["KS", "3D"], ["7D", "9S"]], farmer=3)
    assert rnd["winner"] == 3 and rnd["next_farmer"] == 3
    assert the_step(rnd, "farmer.tie.farmer")["data"]["kept"] == [3]
    assert "farmer.tie.left-of-farmer" not in rules_applied(rnd)
    # The farmer on 16 with more cards than the others is not among those still tied.
    rnd = settle("farmer", [["9D", "7C"], ["KS", "3D"], ["2C", "4C", "QD"], ["7D", "9S"]], farmer=3)
    assert "is not among" in the_step(rnd, "farmer.tie.farmer")["text"]
    assert rnd["winner"] == 4


def test_farmer_tie_left_of_farmer():
    # Two players on 16 with two cards, neither holds the six of hearts, the farmer is not involved.
    rnd = settle("farmer", [["KS", "2C", "3D"], ["7C", "9D"], ["QH", "4S", "2H"], ["9S", "7D"], ["AC", "3C", "KD"]],
                 farmer=3)
    assert rnd["winner"] == 4  # seat 4 is first to the left of the farmer in seat 3
    assert rules_applied(rnd)[-5:-2] == ["farmer.tie.fewest-cards", "farmer.tie.farmer", "farmer.tie.left-of-farmer"]
    step = the_step(rnd, "farmer.tie.left-of-farmer")
    assert step["data"]["kept"] == [4] and sorted(step["seats"]) == [2, 4]
    rnd = settle("farmer", [["KS", "2C", "3D"], ["7C", "9D"], ["QH", "4S", "2H"], ["9S", "7D"], ["AC", "3C", "KD"]],
                 farmer=5)
    assert rnd["winner"] == 2  # from seat 5 the left goes round to seat 1, then seat 2


def test_farmer_no_sixteen_farm_stays():
    rnd = settle("farmer", [["KS", "4C"], ["9D", "5D"], ["2C", "3C", "QD"]], farmer=2, farm=7)
    assert rnd["winner"] is None and rnd["pots"]["farm"] == 7
    assert the_step(rnd, "farmer.no-sixteen.farm-stays")
    assert rnd["next_farmer"] == 2


def test_farmer_no_sixteen_pay_closest():
    rnd = settle("farmer", [["KS", "4C"], ["9D", "5D"], ["2C", "3C", "QD"], ["AS", "2S", "KD"]], farmer=2, ante=2)
    # Seat 3 has 15, the closest; seats 1 and 2 (14) and seat 4 (13) each pay it one ante; the farmer pays too.
    assert sorted(payments(rnd, "farmer.no-sixteen.pay-closest")) == [(1, 3, 2), (2, 3, 2), (4, 3, 2)]
    rnd = settle("farmer", [["KS", "5C"], ["9D", "4D"]], farmer=1)
    assert payments(rnd, "farmer.no-sixteen.pay-closest") == [(2, 1, 1)]  # the farmer is paid when closest


def test_farmer_no_sixteen_busted_exempt():
    rnd = settle("farmer", [["KS", "4C"], ["9D", "5D", "QS"], ["2C", "3C", "QD"]], farmer=1)
    assert payments(rnd, "farmer.no-sixteen.pay-closest") == [(1, 3, 1)]
    step = the_step(rnd, "farmer.no-sixteen.busted-exempt")
    assert step["seats"] == [2] and step["ours"] is True


def test_farmer_no_sixteen_side_pot():
    # Two tied on 15, three lower scores: a side pot of 3 shared 1 each, the odd chip to the farm.
    rnd = settle("farmer", [["KS", "5C"], ["9D", "4D", "2S"], ["2C", "3C", "9H"], ["AS", "2H", "KD"],
                            ["7C", "7S"]], farmer=4, farm=5)
    assert not payments(rnd, "farmer.no-sixteen.pay-closest")
    assert sorted(payments(rnd, "farmer.no-sixteen.side-pot"), key=str) == sorted(
        [(3, "side-pot", 1), (4, "side-pot", 1), (5, "side-pot", 1),
         ("side-pot", 1, 1), ("side-pot", 2, 1), ("side-pot", "farm", 1)], key=str)
    assert rnd["pots"] == {"farm": 6}
    assert the_step(rnd, "farmer.no-sixteen.side-pot")["data"] == {"side_pot": 3, "share": 1, "remainder": 1}
    # An even split leaves nothing for the farm.
    rnd = settle("farmer", [["KS", "5C"], ["9D", "4D", "2S"], ["2C", "3C", "9H"], ["AS", "2H", "KD"]],
                 farmer=1, farm=4, ante=3)
    assert the_step(rnd, "farmer.no-sixteen.side-pot")["data"] == {"side_pot": 6, "share": 3, "remainder": 0}
    assert rnd["pots"] == {"farm": 4}
    # Tied for closest with nobody lower: the side pot is empty and nobody pays.
    rnd = settle("farmer", [["KS", "4C"], ["9D", "5D"], ["QS", "JD"]], farmer=1, farm=3)
    assert "side pot is empty" in the_step(rnd, "farmer.no-sixteen.side-pot")["text"]
    assert not payments(rnd, "farmer.no-sixteen.side-pot")


def test_farmer_no_sixteen_nobody_under():
    rnd = settle("farmer", [["KS", "9C"], ["9D", "4D", "QS"]], farmer=1, farm=2)
    assert the_step(rnd, "farmer.no-sixteen.nobody-under")["ours"] is True
    assert not payments(rnd, "farmer.no-sixteen.pay-closest")
    assert payments(rnd, "farmer.bust.pay-farmer") == [(2, 1, 1)]


def test_farmer_bust_pay_farmer():
    # Whether or not the farm is won, busted players pay the farmer; a busted farmer pays nobody.
    rnd = settle("farmer", [["KS", "6H"], ["9D", "4D", "QS"], ["JC", "7C"], ["2C", "3C", "QD"]], farmer=4)
    assert rnd["winner"] == 1
    assert payments(rnd, "farmer.bust.pay-farmer") == [(2, 4, 1), (3, 4, 1)]
    rnd = settle("farmer", [["KS", "5C"], ["9D", "4D", "QS"], ["JC", "7C"]], farmer=3)
    assert payments(rnd, "farmer.bust.pay-farmer") == [(2, 3, 1)]
    assert "pays nobody" in [s for s in steps(rnd, "farmer.bust.pay-farmer") if s["seats"] == [3]][0]["text"]


def test_farmer_next_farmer_winner():
    response = ok("farmer", "play", seed=11, rounds=30)
    for before, after in zip(rounds(response), rounds(response)[1:]):
        expected = before["winner"] if before["winner"] is not None else before["farmer"]
        assert before["next_farmer"] == expected == after["farmer"]
        assert payments(after, "farmer.ante.everyone")  # everyone antes again
