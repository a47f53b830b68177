"""One test per rule of Glic, each named after its rule id (glic.claim.sau -> test_glic_claim_sau).

The helpers at the top are shared by the other Glic tests.
"""

from __future__ import annotations

from engine.api import handle
from engine.cards import FRENCH, GERMAN
from engine.games.glic.betting import legal_moves, policy_move, willing
from engine.games.glic.deal import lay_value
from engine.games.glic.hands import value
from engine.model import Move
from engine.packs import PACKS
from engine.shuffle import random_source, shuffled

SEEDS = range(30)
COMPARTMENTS = ["ace", "king", "queen", "jack", "ten", "marriage", "sequence", "poch"]

# Nothing in any of these hands: every policy seat passes or folds.
OTHER = ["3D", "5H", "7C", "10S", "QH"]
PLAIN = [["2C", "4D", "6H", "9H", "JC"], ["3C", "5D", "8H", "10D", "KD"], ["2D", "4H", "7C", "9D", "QH"]]


def seated(fields: dict) -> dict:
    """A request whose ``decisions`` are seat 1's betting moves: the reader takes seat 1."""
    return {"seat": 1, **fields} if "decisions" in fields else fields


def flat(response: dict) -> dict:
    """An answer as the tests read it: each deal's summary with its number, steps and payments, and the
    options and the session's summary (balances, board) beside the seats."""
    deals = [{"number": deal["number"], **deal["summary"], "steps": deal["steps"], "payments": deal["payments"]}
             for deal in response["deals"]]
    return {**response, **response["options"], **response["summary"], "deals": deals}


def ok(**fields: object) -> dict:
    """The response to a Glic request that must succeed, flattened (:func:`flat`)."""
    response = handle(seated({"game": "glic", **fields}))
    assert "error" not in response, response
    return flat(response)


def error(**fields: object) -> dict:
    """The error of a Glic request that must fail."""
    response = handle(seated({"game": "glic", **fields}))
    assert set(response) == {"error"}, response
    return response["error"]


def play(seed: int, **fields: object) -> dict:
    return ok(action="play", seed=seed, **fields)


def settle(hands: list, trump: str, **fields: object) -> dict:
    """Settle given hands (seat 1 deals); returns the one deal."""
    return ok(action="settle", hands=hands, trump=trump, **fields)["deals"][0]


def steps(deal: dict, rule: str) -> list[dict]:
    return [step for step in deal["steps"] if step["rule"] == rule]


def payments(deal: dict, rule: str) -> list[tuple[object, object, int]]:
    return [(p["from"], p["to"], p["amount"]) for p in deal["payments"] if p["rule"] == rule]


def bets(deal: dict) -> list[dict]:
    return [s for s in deal["steps"] if s["rule"] in ("glic.bet.policy", "glic.bet.moves")]


def lays(deal: dict) -> list[dict]:
    return [s for s in deal["steps"] if s["rule"].startswith("glic.lay.")]


# The table ---------------------------------------------------------------------------------------

def test_glic_pack_choice():
    for pack in ("french-52", "german-48", "french-32", "german-32", "spanish-48"):
        deal = play(1, pack=pack, players=3)["deals"][0]
        held = [c for h in deal["hands"] for c in h["cards"]] + [deal["trump"]] + deal["talon"]
        assert sorted(held) == sorted(str(c) for c in PACKS[pack])
    assert play(1)["pack"] == "french-52"
    assert error(action="play", seed=1, pack="french-48")["field"] == "pack"
    assert error(action="play", seed=1, pack="tarot")["field"] == "pack"
    assert error(action="play", seed=1, pack="spanish-40")["field"] == "pack"


def test_glic_players_three_or_more():
    for pack, most in (("french-52", 10), ("german-48", 9), ("french-32", 6), ("german-32", 6), ("spanish-48", 9)):
        assert len(play(1, pack=pack, players=most)["seats"]) == most
        assert play(1, pack=pack, players=3)["players"] == 3
        assert error(action="play", seed=1, pack=pack, players=most + 1)["field"] == "players"
        assert error(action="play", seed=1, pack=pack, players=2)["field"] == "players"


def test_glic_board_eight_compartments():
    response = play(3)
    assert list(response["pots"]) == COMPARTMENTS
    assert list(response["deals"][0]["pots_before"]) == COMPARTMENTS
    assert response["deals"][0]["pots_before"] == dict.fromkeys(COMPARTMENTS, 0)


def test_glic_stake_one_per_compartment():
    for players in (3, 4, 8):
        deal = play(5, players=players)["deals"][0]
        staked = payments(deal, "glic.stake.one-per-compartment")
        assert [to for _, to, _ in staked] == COMPARTMENTS[:7]
        assert all(amount == 1 for _, _, amount in staked)
        assert [payer for payer, _, _ in staked] == [1 + k % players for k in range(7)]
    assert sum(1 for payer, _, _ in payments(play(5, players=3)["deals"][0], "glic.stake.one-per-compartment")
               if payer == 1) == 3


def test_glic_play_clockwise():
    deal = play(2, players=5, deals=2)["deals"][1]
    assert deal["dealer"] == 2
    staked = payments(deal, "glic.stake.one-per-compartment")
    assert [payer for payer, _, _ in staked] == [2, 3, 4, 5, 1, 2, 3]
    assert bets(deal)[0]["seats"] == [3]
    assert lays(deal)[1]["seats"] == [3]


def test_glic_deal_rotation():
    response = play(4, players=4, deals=6)
    assert [d["dealer"] for d in response["deals"]] == [1, 2, 3, 4, 1, 2]


def test_glic_deal_five_each():
    for seed in SEEDS:
        response = play(seed, players=4)
        deal = response["deals"][0]
        deck = [str(c) for c in shuffled(PACKS["french-52"].cards, random_source(seed))]
        hands = {h["seat"]: h["cards"] for h in deal["hands"]}
        for k, seat in enumerate([2, 3, 4, 1]):
            assert hands[seat] == deck[k:20:4]
        assert deal["trump"] == deck[20] and deal["talon"] == deck[21:]


def test_glic_trump_turn_up():
    for seed in SEEDS:
        deal = play(seed)["deals"][0]
        assert all(deal["trump"] not in h["cards"] for h in deal["hands"])
        step = steps(deal, "glic.trump.turn-up")[0]
        assert step["cards"] == [deal["trump"]]
    deal = settle(PLAIN, "AH")
    assert "hearts are trumps" in steps(deal, "glic.trump.turn-up")[0]["text"]


# Phase 1 ---------------------------------------------------------------------------------------

def test_glic_claim_honour():
    deal = settle([["AS", "2C", "4D", "6H", "9C"], ["KS", "3C", "5D", "8H", "10D"], ["JS", "10S", "7C", "9D", "QH"]],
                  "5S")
    assert payments(deal, "glic.claim.honour") == [("ace", 1, 1), ("king", 2, 1), ("jack", 3, 1), ("ten", 3, 1)]
    assert deal["pots"]["queen"] == 1 and deal["pots"]["ace"] == 0
    assert deal["claims"][0] == {"compartment": "ace", "seat": 1, "amount": 1}


def test_glic_claim_sau():
    hands = [["2E", "3G", "4R", "6B", "9G"], ["KE", "3B", "5R", "8R", "10R"], ["UG", "10G", "7B", "9R", "OR"]]
    deal = settle(hands, "5E", pack="german-48")
    assert payments(deal, "glic.claim.sau") == [("ace", 1, 1)]
    assert payments(deal, "glic.claim.honour") == [("king", 2, 1)]


def test_glic_claim_sau_short():
    hands = [["2E", "7G", "8R", "KB", "9G"], ["KE", "7B", "8B", "9B", "10R"], ["UG", "10G", "2B", "9R", "OR"]]
    deal = settle(hands, "7E", pack="german-32")
    assert payments(deal, "glic.claim.sau-short") == [("ace", 1, 1)]
    assert steps(deal, "glic.claim.sau-short")[0]["ours"]


def test_glic_claim_ober_unter():
    hands = [["OE", "3G", "4R", "6B", "9G"], ["UE", "3B", "5R", "8R", "10R"], ["UG", "10G", "7B", "9R", "OR"]]
    deal = settle(hands, "5E", pack="german-48")
    assert payments(deal, "glic.claim.ober-unter") == [("queen", 1, 1), ("jack", 2, 1)]
    assert GERMAN.parse("OE").name == "Ober of acorns"


def test_glic_claim_spanish_courts():
    hands = [["COR", "SOR", "4CP", "6ES", "9BT"], ["ROR", "1OR", "5CP", "8CP", "3BT"], ["SBT", "7ES", "2CP", "9CP", "CES"]]
    deal = settle(hands, "5OR", pack="spanish-48")
    assert payments(deal, "glic.claim.spanish-courts") == [("queen", 1, 1), ("jack", 1, 1)]
    assert payments(deal, "glic.claim.honour") == [("ace", 2, 1), ("king", 2, 1)]
    assert steps(deal, "glic.claim.spanish-courts")[0]["ours"]
    married = settle([["ROR", "COR", "4CP", "6ES", "9BT"], hands[1][2:] + ["2OR", "3OR"], hands[2]], "5OR",
                     pack="spanish-48")
    assert payments(married, "glic.claim.marriage") == [("marriage", 1, 1)]
    assert lay_value(PACKS["spanish-48"].parse("SOR", "c")) == 10 and lay_value(PACKS["spanish-48"].parse("1OR", "c")) == 1


def test_glic_claim_spanish_nine():
    hands = [["9OR", "7OR", "8OR", "6ES", "9BT"], ["ROR", "1CP", "5CP", "8CP", "3BT"], ["SBT", "7ES", "2CP", "9CP", "CES"]]
    deal = settle(hands, "5OR", pack="spanish-48")
    assert payments(deal, "glic.claim.spanish-nine") == [("ten", 1, 1)]
    assert payments(deal, "glic.claim.sequence") == [("sequence", 1, 1)]
    assert steps(deal, "glic.claim.spanish-nine")[0]["ours"]


def test_glic_claim_marriage():
    deal = settle([["KS", "QS", "4D", "6H", "9C"], PLAIN[1], PLAIN[2]], "5S")
    assert payments(deal, "glic.claim.marriage") == [("marriage", 1, 1)]
    assert payments(deal, "glic.claim.honour") == [("king", 1, 1), ("queen", 1, 1)]
    split = settle([["KS", "2C", "4D", "6H", "9C"], ["QS", "3C", "5D", "8H", "10D"], PLAIN[2]], "5S")
    assert payments(split, "glic.claim.marriage") == [] and split["pots"]["marriage"] == 1


def test_glic_claim_sequence():
    deal = settle([PLAIN[0], ["7S", "8S", "9S", "8H", "10D"], PLAIN[2]], "5S")
    assert payments(deal, "glic.claim.sequence") == [("sequence", 2, 1)]
    split = settle([["7S", "8S", "4D", "6H", "9C"], ["9S", "3C", "5D", "8H", "10D"], PLAIN[2]], "5S")
    assert payments(split, "glic.claim.sequence") == [] and split["pots"]["sequence"] == 1


def test_glic_claim_carry_over():
    deal = settle(PLAIN, "5S")
    assert deal["claims"] == []
    assert {k: deal["pots"][k] for k in COMPARTMENTS[:7]} == dict.fromkeys(COMPARTMENTS[:7], 1)
    assert steps(deal, "glic.claim.carry-over")[0]["data"]["compartments"] == COMPARTMENTS[:7]
    grown = 0
    for seed in SEEDS:
        response = play(seed, deals=4)
        for before, after in zip(response["deals"], response["deals"][1:]):
            assert after["pots_before"] == before["pots"]
            for claim in after["claims"]:
                assert claim["amount"] == before["pots"][claim["compartment"]] + 1
                grown += claim["amount"] > 1
    assert grown


def test_glic_claim_turn_up():
    deal = settle(PLAIN, "AS")
    assert deal["pots"]["ace"] == 1
    assert steps(deal, "glic.claim.turn-up")[0]["data"]["compartments"] == ["ace"]
    married = settle([["KS", "2C", "4D", "6H", "9C"], PLAIN[1], PLAIN[2]], "QS")
    assert payments(married, "glic.claim.honour") == [("king", 1, 1)]
    assert steps(married, "glic.claim.turn-up")[0]["data"]["compartments"] == ["queen", "marriage"]
    assert married["pots"]["marriage"] == 1 and married["pots"]["queen"] == 1


# Phase 2 ---------------------------------------------------------------------------------------

def hand(*codes: str) -> list:
    return [FRENCH.parse(code) for code in codes]


def test_glic_hand_classes():
    four = value(hand("3S", "3H", "3D", "3C", "2S"))
    three = value(hand("AS", "AH", "AD", "KC", "QS"))
    pair = value(hand("AS", "AH", "KD", "QC", "JS"))
    nothing = value(hand("AS", "KH", "QD", "JC", "9S"))
    assert four.key > three.key > pair.key > nothing.key
    assert [v.kind for v in (four, three, pair, nothing)] == ["four", "three", "pair", "nothing"]
    deal = settle([["2C", "2D", "2H", "9S", "JC"], ["AC", "AD", "8H", "10D", "KD"], OTHER], "5S",
                  decisions=["see", "see", "pass"])
    assert deal["poch_winner"] == 1 and steps(deal, "glic.hand.classes")


def test_glic_hand_high_cards():
    assert value(hand("AS", "AH", "2D", "3C", "4S")).key > value(hand("KS", "KH", "QD", "JC", "9S")).key
    sau = [GERMAN.parse(c) for c in ("2E", "2G", "3R", "4B", "5E")]
    king = [GERMAN.parse(c) for c in ("KE", "KG", "OR", "UB", "10E")]
    assert value(sau).key > value(king).key
    deal = settle([["2C", "2D", "6H", "9S", "JC"], ["AC", "AD", "8H", "10D", "KD"], OTHER], "5S")
    assert deal["poch_winner"] == 2 and steps(deal, "glic.hand.high-cards")


def test_glic_hand_kickers():
    assert value(hand("8S", "8H", "KD", "2C", "3S")).key > value(hand("8D", "8C", "QD", "JC", "10S")).key
    assert value(hand("8S", "8H", "4D", "4C", "2S")).key > value(hand("8D", "8C", "AD", "3C", "2C")).key
    deal = settle([["8C", "8D", "6H", "9S", "JC"], ["8H", "8S", "4H", "10D", "KD"], OTHER], "5S")
    assert deal["poch_winner"] == 2 and steps(deal, "glic.hand.kickers")[0]["ours"]


def test_glic_hand_equal():
    deal = settle([["8C", "8D", "6H", "9S", "JC"], ["8H", "8S", "6D", "9D", "JD"], OTHER], "3S")
    assert deal["poch_winner"] == 2
    assert steps(deal, "glic.hand.equal")
    deal = settle([["8C", "8D", "6H", "9S", "JC"], OTHER, ["8H", "8S", "6D", "9D", "JD"]], "3S")
    assert deal["poch_winner"] == 3


def test_glic_bet_turns():
    for seed in SEEDS:
        response = play(seed, players=5, deals=2)
        for deal in response["deals"]:
            left = deal["dealer"] % 5 + 1
            assert steps(deal, "glic.bet.turns")[0]["seats"] == [left]
            seats = [s["seats"][0] for s in bets(deal)]
            assert seats[0] == left
            folded = set()
            expected = left
            for step in bets(deal):
                while expected in folded:
                    expected = expected % 5 + 1
                assert step["seats"][0] == expected
                if step["data"]["move"] == "fold":
                    folded.add(expected)
                expected = expected % 5 + 1


def test_glic_bet_moves():
    assert legal_moves(owed=2, top=9, limit=10) == ["see", "raise 1", "fold"]
    base = {"action": "settle", "hands": PLAIN, "trump": "5S"}
    assert error(**base, decisions=["see"])["field"] == "decisions[0]"
    assert error(**base, decisions=["fold"])["field"] == "decisions[0]"
    assert error(**base, decisions=["jump"])["field"] == "decisions[0]"
    deal = settle(PLAIN, "5S", decisions=["raise 3"])
    first = [s for s in bets(deal) if s["seats"] == [1]][0]
    assert first["rule"] == "glic.bet.moves" and first["data"]["chosen"] and first["data"]["legal"][0] == "pass"
    assert (1, "poch", 3) in payments(deal, "glic.bet.moves")
    hands = [PLAIN[0], ["AC", "AD", "8H", "10D", "KD"], PLAIN[2]]
    passed = settle(hands, "5S", decisions=["see", "see"])
    assert error(action="settle", hands=hands, trump="5S", decisions=["pass"])["field"] == "decisions[0]"
    folding = settle(hands, "5S", decisions=["fold"])
    assert [h["folded"] for h in folding["hands"]] == [True, False, True]
    assert passed["poch"] == 6


def test_glic_bet_end():
    for seed in SEEDS:
        for deal in play(seed, players=6)["deals"]:
            still = [h["seat"] for h in deal["hands"] if not h["folded"]]
            if len(still) > 1:
                tail = bets(deal)[-len(still):]
                assert [s["data"]["move"] for s in tail] == ["pass"] * len(still)
                assert sorted(s["seats"][0] for s in tail) == still
                assert steps(deal, "glic.bet.end")
                assert len({h["poch"] for h in deal["hands"] if not h["folded"]}) == 1
    hands = [PLAIN[0], ["AC", "AD", "8H", "10D", "KD"], PLAIN[2]]
    deal = settle(hands, "5S", decisions=["see", "see", "pass"])
    moves = [(s["seats"][0], s["data"]["move"]) for s in bets(deal)]
    assert moves == [(2, "raise 2"), (3, "fold"), (1, "see"), (2, "raise 1"), (1, "see"), (2, "pass"), (1, "pass")]


def test_glic_bet_limit():
    for seed in SEEDS:
        for limit in (1, 4, 10):
            response = play(seed, players=4, limit=limit)
            assert response["limit"] == limit
            assert all(h["poch"] <= limit for h in response["deals"][0]["hands"])
    assert "limit of 10" in error(action="settle", hands=PLAIN, trump="5S", decisions=["raise 11"])["reason"]
    assert error(action="play", seed=1, limit=0)["field"] == "limit"
    assert settle(PLAIN, "5S", decisions=["raise 10"])["poch"] == 10


def test_glic_bet_policy():
    assert willing(1, 10) == 0 and willing(2, 10) == 3 and willing(3, 10) == 6 and willing(4, 10) == 10
    assert policy_move(1, 0, 0, 10) == Move("pass")
    assert policy_move(1, 1, 1, 10) == Move("fold")
    assert policy_move(2, 0, 0, 10) == Move("raise", amount=2)
    assert policy_move(2, 2, 2, 10) == Move("raise", amount=1)
    assert policy_move(2, 1, 3, 10) == Move("see")
    assert policy_move(2, 4, 4, 10) == Move("fold")
    assert policy_move(4, 0, 9, 10) == Move("raise", amount=1)
    deal = settle([PLAIN[0], ["AC", "AD", "AH", "10D", "KD"], PLAIN[2]], "5S")
    assert [s["data"]["move"] for s in bets(deal)][:1] == ["raise 2"]
    assert all(s["ours"] for s in steps(deal, "glic.bet.policy"))


def test_glic_poch_lone_survivor():
    deal = settle(PLAIN, "5S", decisions=["raise 5"])
    assert deal["poch_winner"] == 1
    assert payments(deal, "glic.poch.lone-survivor") == [("poch", 1, 5)]
    assert not steps(deal, "glic.bet.end")


def test_glic_poch_best_hand():
    deal = settle([PLAIN[0], ["AC", "AD", "8H", "10D", "KD"], ["QC", "QD", "7H", "9D", "3H"]], "5S")
    assert deal["poch_winner"] == 2
    amount = deal["poch"]
    assert payments(deal, "glic.poch.best-hand") == [("poch", 2, amount)]
    assert deal["pots"]["poch"] == 0
    quiet = settle(PLAIN, "5S")
    assert quiet["poch_winner"] == 2 and payments(quiet, "glic.poch.best-hand") == []


# Phase 3 ---------------------------------------------------------------------------------------

def test_glic_lay_values():
    assert [lay_value(FRENCH.parse(c)) for c in ("AS", "2H", "9D", "10C", "JS", "QH", "KD")] == [1, 2, 9, 10, 10, 10, 10]
    assert [lay_value(GERMAN.parse(c)) for c in ("2E", "3G", "10R", "UB", "OE", "KG")] == [1, 3, 10, 10, 10, 10]


def test_glic_lay_everyone():
    deal = settle(PLAIN, "5S", decisions=["raise 5"])
    laid = {s["seats"][0] for s in steps(deal, "glic.lay.policy")}
    assert {2, 3} <= laid
    assert [h["folded"] for h in deal["hands"]] == [False, True, True]
    assert steps(deal, "glic.lay.everyone")[0]["seats"] == [2, 3, 1]


def test_glic_lay_thirty_one():
    for seed in SEEDS:
        deal = play(seed, players=5)["deals"][0]
        hands = {h["seat"]: list(h["cards"]) for h in deal["hands"]}
        for step in lays(deal):
            if step["rule"] == "glic.lay.policy":
                assert step["data"]["total"] <= 31
                hands[step["seats"][0]].remove(step["cards"][0])
            elif step["rule"] == "glic.lay.thirty-one":
                held = [lay_value(FRENCH.parse(c)) for c in hands[step["seats"][0]]]
                assert held and min(held) + step["data"]["total"] > 31


def test_glic_lay_policy():
    for seed in SEEDS:
        deal = play(seed, players=3)["deals"][0]
        hands = {h["seat"]: list(h["cards"]) for h in deal["hands"]}
        total = 0
        for step in lays(deal):
            if step["rule"] == "glic.lay.run-end":
                total = 0
            if step["rule"] != "glic.lay.policy":
                continue
            seat, laid = step["seats"][0], step["cards"][0]
            fits = [lay_value(FRENCH.parse(c)) for c in hands[seat] if total + lay_value(FRENCH.parse(c)) <= 31]
            assert lay_value(FRENCH.parse(laid)) == max(fits)
            hands[seat].remove(laid)
            total = step["data"]["total"]


def test_glic_lay_run_end():
    seen = 0
    for seed in SEEDS:
        deal = play(seed, players=4)["deals"][0]
        for i, step in enumerate(deal["steps"]):
            if step["rule"] != "glic.lay.run-end":
                continue
            seen += 1
            last = step["seats"][0]
            paid = [p for p in deal["payments"] if p["step"] == i]
            assert sorted(p["from"] for p in paid) == sorted(s for s in (1, 2, 3, 4) if s != last)
            assert all(p["to"] == last and p["amount"] == 1 for p in paid)
            following = deal["steps"][i + 1]
            assert following["seats"] == [last] and following["data"]["total"] <= 10
    assert seen


def test_glic_lay_out():
    for seed in SEEDS:
        deal = play(seed, players=4)["deals"][0]
        out = steps(deal, "glic.lay.out")[0]
        assert deal["out"] == out["seats"][0]
        left = {h["seat"]: len(h["left"]) for h in deal["hands"]}
        assert left[deal["out"]] == 0
        assert sorted(payments(deal, "glic.lay.out")) == sorted(
            (seat, deal["out"], n) for seat, n in left.items() if n)


def test_glic_lay_out_ends():
    for seed in SEEDS:
        deal = play(seed, players=4)["deals"][0]
        assert [s["rule"] for s in deal["steps"][-2:]] == ["glic.lay.out", "glic.lay.out-ends"]
        assert steps(deal, "glic.lay.out-ends")[0]["ours"]
