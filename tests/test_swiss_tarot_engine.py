"""Swiss Tarot as a whole: the reader's seat, bad input, and properties over many seeds."""

from __future__ import annotations

import time

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.api import handle
from engine.cards import ITALIAN_TAROT
from tests.swiss_tarot import LOSER_HANDS, all_steps, dealt_hands, error, ok

SEEDS = st.integers(0, 2**53 - 1)


@settings(max_examples=25, deadline=None)
@given(SEEDS)
def test_every_card_ends_in_exactly_one_seats_tricks_or_the_discard(seed):
    for deal in ok(action="play", seed=seed)["deals"]:
        counted = [c for t in deal["tricks"] for c in t["cards"]]
        assert sorted(counted) == sorted(c for hand in deal["dealt"] for c in hand)
        assert len(counted) == len(set(counted)) == 78
        assert deal["tricks"][0]["number"] == 0 and deal["tricks"][0]["seat"] == deal["dealer"]


@settings(max_examples=25, deadline=None)
@given(SEEDS, st.integers(1, 10))
def test_chips_conserved_and_every_payment_and_point_explained(seed, stake):
    response = ok(action="play", seed=seed, stake=stake)
    assert sum(response["balances"]) + sum(response["pots"].values()) == 0
    for deal in response["deals"]:
        for payment in deal["payments"]:
            assert deal["steps"][payment["step"]]["rule"] == payment["rule"]
        counts = [s for s in deal["steps"] if "counted" in s["data"]]
        for seat in (1, 2, 3):
            assert deal["points"][seat - 1] == sum(s["data"]["points"] for s in counts if s["seats"] == [seat])
    assert response["totals"] == [sum(d["points"][s] for d in response["deals"]) for s in range(3)]


@settings(max_examples=10, deadline=None)
@given(SEEDS)
def test_same_request_same_response(seed):
    assert handle({"game": "swiss-tarot", "action": "play", "seed": seed}) == \
        handle({"game": "swiss-tarot", "action": "play", "seed": seed})


def bot_cards(seed: int, seat: int, deals: int = 1) -> list[str]:
    """The cards the engine plays for ``seat``, in order."""
    response = ok(action="play", seed=seed, deals=deals)
    return [card for deal in response["deals"] for t in deal["play"]["tricks"] for s, card in t["cards"] if s == seat]


def test_the_reader_playing_the_engines_cards_gives_the_same_game():
    played = bot_cards(5, 2, deals=3)
    assert ok(action="play", seed=5, seat=2, decisions=played)["deals"] == ok(action="play", seed=5)["deals"]


def test_the_engine_waits_for_the_readers_card_with_every_cards_verdict():
    played = bot_cards(5, 2)[:3]
    response = ok(action="play", seed=5, deals=1, seat=2, decisions=played)
    waiting = response["waiting"]
    assert waiting["seat"] == 2 and waiting["deal"] == 1 and response["deals"][0]["complete"] is False
    hand = response["deals"][0]["play"]["hands"][1]
    assert [c["card"] for c in waiting["choices"]] == hand and any(c["legal"] for c in waiting["choices"])
    for choice in waiting["choices"]:
        answer = handle({"game": "swiss-tarot", "action": "play", "seed": 5, "deals": 1, "seat": 2,
                         "decisions": [*played, choice["card"]]})
        assert ("error" in answer) == (not choice["legal"])
        if not choice["legal"]:
            assert answer["error"]["field"] == "decisions[3]" and choice["reason"] in answer["error"]["reason"]
            assert choice["rule"] in answer["error"]["reason"]


def test_legal_answers_fast_with_reasons():
    hand = ["3SW", "KCU", "5T", "0X", "1BA"]
    start = time.perf_counter()
    answer = ok(action="legal", hand=hand, trick=["QCU"])
    assert time.perf_counter() - start < 0.005
    verdicts = {c["card"]: c for c in answer["choices"]}
    assert verdicts["KCU"]["legal"] and verdicts["0X"]["legal"] and not verdicts["3SW"]["legal"]
    assert verdicts["3SW"]["rule"] == "swiss-tarot.play.follow" and "must follow suit" in verdicts["3SW"]["reason"]


def test_explain_false_plays_the_same_game_without_steps():
    quiet = ok(action="play", seed=3, explain=False)
    loud = ok(action="play", seed=3)
    assert quiet["totals"] == loud["totals"] and all(d["steps"] == [] for d in quiet["deals"])


def test_bad_input_names_the_field():
    hands = dealt_hands(1)
    cases = [
        (dict(action="play", seed=1, players=4), "players"),
        (dict(action="play", seed=1, stake=0), "stake"),
        (dict(action="play"), "seed"),
        (dict(action="play", seed=1, seat=4), "seat"),
        (dict(action="play", seed=1, decisions=["1SW"]), "decisions"),
        (dict(action="play", seed=1, seat=1, decisions=["XX"]), "decisions[0]"),
        (dict(action="play", seed=1, colour="red"), "colour"),
        (dict(action="play", seed=1, explain="yes"), "explain"),
        (dict(action="settle", hands=hands[:2]), "hands"),
        (dict(action="settle", hands=[hands[0][:-1], hands[1], hands[2] + [hands[0][-1]]]), "hands[0]"),
        (dict(action="settle", hands=[hands[0], hands[1][:-1] + [hands[0][0]], hands[2]]), "hands[1][24]"),
        (dict(action="settle", hands=[hands[0], hands[1][:-1] + ["KH"], hands[2]]), "hands[1][24]"),
        (dict(action="settle", hands=hands, discard=["0X", "1T", "2T"]), "discard[0]"),
        (dict(action="settle", hands=hands, discard=hands[1][:3]), "discard[0]"),
        (dict(action="settle", hands=hands, discard=hands[0][:4]), "discard"),
        (dict(action="legal", hand=["1SW"], trick=["1SW"]), "trick[0]"),
        (dict(action="legal", hand=[]), "hand"),
    ]
    for request, field in cases:
        refused = error(**request)
        assert refused["field"] == field, (request, refused)
        assert refused["reason"] and "Traceback" not in refused["reason"]


def test_a_card_not_in_the_hand_or_left_over_is_refused():
    played = bot_cards(5, 2)
    foreign = next(str(c) for c in [ITALIAN_TAROT.parse("FOOL")] if str(c) not in played)
    refused = error(action="play", seed=5, deals=1, seat=2, decisions=[foreign])
    assert refused["field"] == "decisions[0]" and "not in" in refused["reason"]
    refused = error(action="play", seed=5, deals=1, seat=2, decisions=[*played, played[0]])
    assert refused["field"] == "decisions[25]" and "game is over" in refused["reason"]


def test_the_reader_who_never_wins_still_follows_the_rules():
    response = ok(action="settle", hands=LOSER_HANDS, discard=["7SW", "8SW", "9SW"])
    assert response["deals"][0]["points"][1] == 0 and response["deals"][0]["discard"] == ["7SW", "8SW", "9SW"]
    assert any(s["rule"] == "swiss-tarot.fool.lost" for s in all_steps(response))


def allowed(card: str, hand: list[str], led: str | None) -> bool:
    """The rules of play stated card by card, on the notation alone: follow, else trump, the Fool always."""
    suit = lambda code: code[-2:] if code[-2:] in ("SW", "BA", "CU", "CO") else code[-1]  # noqa: E731
    if led is None or card == "0X" or suit(card) == led:
        return True
    if any(suit(c) == led for c in hand if c != "0X"):
        return False
    if any(suit(c) == "T" for c in hand):
        return suit(card) == "T"
    return True


@settings(max_examples=20, deadline=None)
@given(SEEDS)
def test_the_engine_never_plays_an_illegal_card(seed):
    for deal in ok(action="play", seed=seed)["deals"]:
        hands = [[c for c in hand if c not in deal["discard"]] for hand in deal["dealt"]]
        for trick in deal["play"]["tricks"]:
            led = None
            for seat, card in trick["cards"]:
                assert allowed(card, hands[seat - 1], led), (seed, trick, card)
                hands[seat - 1].remove(card)
                if led is None and card != "0X":
                    led = card[-2:] if card[-2:] in ("SW", "BA", "CU", "CO") else card[-1]
        assert hands == [[], [], []]
