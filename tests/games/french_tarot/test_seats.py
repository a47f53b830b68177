"""French Tarot's computer seats: bids by the guide's ranges scaled to the hand's size, and every decision (bid,
call, card put aside, declaration, card played) told with the reason the policy itself gave, never more than the
reader may see."""

from __future__ import annotations

import re

import pytest

from engine.api import handle
from engine.games.french_tarot.bidding import contracts
from engine.games.french_tarot.dealing import TAROT
from engine.games.french_tarot.guide import evaluate, thresholds
from engine.games.french_tarot.house import HouseRules
from engine.games.french_tarot.policies import bid, call, declare, ecart_card
from engine.games.french_tarot.sitting import Sitting
from engine.games.french_tarot.words import WORDS
from engine.model import State
from engine.shuffle import random_source
from engine.table import DEFAULT_NAMES

DECIDED = {"french-tarot.bid.pass", "french-tarot.bid.higher", "french-tarot.bid.chelem", "french-tarot.call.king",
           "french-tarot.ecart.trumps", "french-tarot.declare.poignee", "french-tarot.house.misere"}
"""The rules under which a step tells a seat's decision before the play (a card put aside is told under
french-tarot.ecart.size, with its card)."""


def cards(text: str) -> list:
    return TAROT.parse_many(text.split(), "x")


def told(said) -> str:
    """A reason in words (a reason names no player)."""
    return WORDS.tell(said, ())


def decisions(answer: dict) -> list[dict]:
    """The steps that tell a decision of a seat: a bid, the chelem, the call, a card put aside, a declaration, a
    card played."""
    found = []
    for deal in answer["deals"]:
        for step in deal["steps"]:
            rule, data = step["rule"], step.get("data", {})
            before = data.get("phase") in ("bidding", "call", "ecart", "declare")
            if before and (rule in DECIDED or (rule == "french-tarot.ecart.size" and step["cards"])) or \
                    (data.get("phase") == "play" and "play" in data and rule != "french-tarot.trick.win"):
                found.append(step)
    return found


@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_computer_decision_of_seeded_deals_carries_its_reason(players):
    kinds = set()
    for seed in range(1, 9):
        answer = handle({"action": "play", "game": "french-tarot", "players": players, "seed": seed,
                         "misere": True, "announce": True})
        steps = decisions(answer)
        assert steps
        for step in steps:
            reason = step["data"]["reason"]
            assert reason and f"({reason})" in step["text"], step
            kinds.add(step["rule"])
    assert {"french-tarot.bid.pass", "french-tarot.bid.higher", "french-tarot.bid.chelem",
            "french-tarot.ecart.size"} <= kinds


@pytest.mark.parametrize("players", [3, 4, 5])
def test_each_reason_is_the_one_the_policy_gave_for_its_decision(players):
    """Driving the sitting decision by decision: the move the seat makes is the policy's, and its step tells the
    policy's reason for it, worked out before the move and not from it."""
    for seed in range(1, 6):
        sitting = Sitting(DEFAULT_NAMES[:players], None, random_source(seed), HouseRules(contracts(False, True)))
        state = State(sitting, sitting.play(10, cards=True))
        while state.decision is not None:
            deal = sitting.played[-1]
            move = sitting.choose(state.decision)
            if deal.playing is not None:
                assert deal.playing.chosen is not None
                expected = deal.worded(deal.playing.chosen[1].told(True))
            else:
                assert move == deal.policy[0]
                expected = deal.worded(deal.policy[1].told(True))
            steps = state.apply(move)
            told = next(step for step in steps if step.data.get("reason"))
            assert told.data["reason"] == expected and expected


def test_the_policy_functions_give_their_reasons():
    hand = cards("RCE 2CE 3CE 4CE 5CE 1PI 2PI 1CA 2AT 3AT 4AT 5AT 6AT 7AT 8AT")
    called, reason = call(hand, cards("RPI RCE RCA RTR"))
    assert str(called) == "RPI" and "spades" in told(reason.said) and "2 spades in hand" in told(reason.seen)
    assert "in hand" not in told(reason.said) and "held" not in reason.said.params
    card, why = ecart_card(cards("RCE 2CE 3CE 1CA 5PI 6PI 7PI 2AT"), 1)
    assert str(card) == "1CA" and told(why.told(False)) == "a singleton ♦, to make a void"
    move, why = declare(cards(" ".join(f"{n}AT" for n in range(2, 13))), 4, 11, False)
    assert (move.kind, move.amount) == ("poignee", 10)
    assert "only the 10 they need" in told(why.said) and "hold 11" in told(why.seen) and "11" not in told(why.said)


def test_french_tarot_bid_policy_tells_the_range_to_all_and_the_points_to_who_may_see():
    judged = evaluate(cards("21AT 20AT 19AT 1AT 5AT 9AT 0EX RPI DPI 2PI 3PI 4PI 5PI RCE CTR VTR 4CA 6CA"))
    said, reason = bid(judged, contracts(False, True), None)
    assert said == "garde-sans"
    assert told(reason.seen).startswith("79 points by the guide for 18 cards")
    assert "79" not in told(reason.said) and "71 to 80" in told(reason.said)
    assert "points" not in reason.said.params and reason.seen.params["points"] == 79
    assert told(bid(judged, contracts(False, True), "garde-contre")[1].said) == "their hand suggests no bid above " \
                                                                                "the garde contre"


def reader_play(players: int, seed: int, seat: int) -> dict:
    """A deal played to its score with a reader in ``seat``, who always makes the first legal move offered."""
    moves: list[str] = []
    while True:
        answer = handle({"action": "play", "game": "french-tarot", "players": players, "seed": seed, "seat": seat,
                         "decisions": moves})
        assert "error" not in answer, answer
        if "waiting" not in answer:
            return answer
        moves.append(next(move["move"] for move in answer["waiting"]["moves"] if move["legal"]))


SEEN_ONLY = {"reason.only-card", "reason.take-cheapest", "reason.hunt-highest", "reason.lead-least",
             "reason.lead-no-less", "reason.discard-least", "reason.discard-no-less", "reason.excuse-keeping-petit",
             "reason.slam-petit-excuse", "reason.slam-draw-highest", "reason.slam-king-drawn",
             "reason.ecart-lowest-trump"}
"""The reasons whose message itself tells what only the seat's own hand shows."""


def hides_the_hand(reason: dict) -> bool:
    """Whether a reason's message, as an answer gives it, tells nothing that only the seat's hand shows: none of the
    messages for a reader who may see it, no points or counts of the hand, no judgement that no card takes the
    trick."""
    return reason["id"] not in SEEN_ONLY and not {"points", "held"} & set(reason.get("numbers", {})) \
        and reason.get("terms", {}).get("taken") != "none"


HIDDEN = re.compile(r"\d+ points by the guide|in hand|holds \d+|only card|cheapest|no card they may play|counts least|"
                    r"their highest")
"""Words of a reason that would tell what only the seat's own hand shows."""


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_seated_reader_reads_no_reason_that_tells_a_hidden_hand(players):
    answer = reader_play(players, 2, 2)
    reader = answer["seats"][1]["name"]
    told = decisions(answer)
    others = [step for step in told if step["seats"][:1] != [2]]
    assert others and all(not HIDDEN.search(step["data"]["reason"]) for step in others)
    assert all(hides_the_hand(step["said"]["messages"]["reason"]) for step in others)
    assert all("by choice" in step["text"] for step in told if step["seats"][:1] == [2]
               and step["rule"].startswith("french-tarot.bid."))
    assert not any(step["rule"] == "french-tarot.ecart.size" and step["cards"] for step in told
                   if not step["text"].startswith(reader))
    alone = handle({"action": "play", "game": "french-tarot", "players": players, "seed": 2})
    assert any(HIDDEN.search(step["data"]["reason"]) for step in decisions(alone))
    assert not all(hides_the_hand(step["said"]["messages"]["reason"]) for step in decisions(alone))


@pytest.mark.parametrize("players, size, named", [
    (3, 24, "61 for a prise, 86 for a garde, 109 for a garde sans and 124 for a garde contre"),
    (5, 15, "29 for a prise, 41 for a garde, 52 for a garde sans and 60 for a garde contre"),
])
def test_a_hand_of_three_or_five_players_is_judged_by_the_scaled_ranges_it_names(players, size, named):
    answer = handle({"action": "evaluate", "game": "french-tarot", "players": players, "seed": 3})
    steps = answer["deals"][0]["steps"]
    told = [step["text"] for step in steps if step["rule"] == "french-tarot.evaluate.bid-ranges"]
    assert f"for this hand of {size} they are scaled" in told[0] and named in told[0]
    summary = answer["deals"][0]["summary"]
    with_short = summary["total"] + summary["short_suits"]
    total = with_short if with_short >= thresholds(size).garde_sans else summary["total"]
    assert summary["bid"] == (thresholds(size).suggested(total) or "pass")
    assert thresholds(size).text() == named


def test_a_hand_of_four_players_is_judged_by_the_guides_own_ranges():
    answer = handle({"action": "evaluate", "game": "french-tarot", "players": 4, "seed": 3})
    texts = [step["text"] for step in answer["deals"][0]["steps"]]
    assert not any("scaled" in text for text in texts)
    assert [least for least, _ in thresholds(18).bids] == [81, 71, 56, 40]


def test_the_same_points_bid_more_at_five_players_and_less_at_three():
    """A total of 45 is a garde from 15 cards, a prise from 18, and a pass from 24."""
    assert [thresholds(size).suggested(45) for size in (15, 18, 24)] == ["garde", "prise", None]


def test_seeded_sittings_of_five_all_find_a_taker_and_of_three_bid_few_gardes():
    """The sittings of five that once reached the ten-deal limit now find a taker; at three players most contracts
    of the first forty seeds are prises."""
    for seed in (95, 98, 160):
        answer = handle({"action": "deal", "game": "french-tarot", "players": 5, "seed": seed})
        assert answer["summary"]["taker"] is not None
    taken = [handle({"action": "deal", "game": "french-tarot", "players": 3, "seed": seed})["summary"]["contract"]
             for seed in range(1, 41)]
    taken = [contract for contract in taken if contract is not None]
    assert taken and 2 * sum(contract != "prise" for contract in taken) < len(taken)
