"""Properties over random seeds, player counts and policies, for every rule set of sixteen."""

from __future__ import annotations

import copy
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.api import handle
from engine.cards import FRENCH
from engine.games.sixteen.round import card_points
from tests.support.sixteen import GAME_OF, rounds, variant

PREFIXES = st.sampled_from(sorted(GAME_OF))


@st.composite
def sessions(draw, rounds: int = 1) -> dict:
    prefix = draw(PREFIXES)
    v = variant(prefix)
    game, variant_id = GAME_OF[prefix]
    players = draw(st.integers(v.min_players, v.max_players))
    request = {"action": "play", "game": game, "variant": variant_id, "players": players,
               "seed": draw(st.integers(0, 2**53 - 1)), "rounds": draw(st.integers(1, rounds)),
               "ante": draw(st.integers(1, 5))}
    if draw(st.booleans()):
        request["policies"] = [{"name": "stand", "at": draw(st.integers(v.lowest_stop, 16))} for _ in range(players)]
    if v.rotation and draw(st.booleans()):
        request["rotate"] = True
    return request


def total(cards: list[str]) -> int:
    return sum(card_points(FRENCH.parse(card)) for card in cards)


@settings(max_examples=150, deadline=None)
@given(sessions(rounds=4))
def test_every_card_exactly_once(request):
    pack = Counter(str(card) for card in variant(_prefix(request)).pack)
    table = handle(request)["table"]
    held = [card for seat in table["seats"].values() for card in seat.get("cards", [])]
    held += [card for place in table["places"].values() for card in place["cards"]]
    assert Counter(held) == pack


@settings(max_examples=150, deadline=None)
@given(sessions(rounds=12))
def test_chips_are_conserved_across_a_session(request):
    response = handle(request)
    for rnd in rounds(response):
        assert sum(rnd["balances"]) + sum(rnd["pots"].values()) == 0
        assert all(p["amount"] > 0 for p in rnd["payments"])
    assert response["summary"]["balances"] == rounds(response)[-1]["balances"]


@settings(max_examples=60, deadline=None)
@given(sessions(rounds=3))
def test_same_request_same_response(request):
    assert handle(copy.deepcopy(request)) == handle(copy.deepcopy(request))


@settings(max_examples=150, deadline=None)
@given(sessions(rounds=4))
def test_every_payment_is_explained_by_a_step(request):
    response = handle(request)
    for part in rounds(response):
        for payment in part["payments"]:
            step = part["steps"][payment["step"]]
            assert step["rule"] == payment["rule"]
            for party in (payment["from"], payment["to"]):
                assert isinstance(party, str) or party in step["seats"]


@settings(max_examples=100, deadline=None)
@given(sessions(rounds=3))
def test_explanations_change_nothing_but_the_steps(request):
    explained, silent = handle(request), handle({**request, "explain": False})
    for deal in explained["deals"]:
        deal["steps"] = []
        for payment in deal["payments"]:
            payment["step"] = None
    assert explained == silent


@settings(max_examples=150, deadline=None)
@given(sessions(rounds=3))
def test_players_follow_the_rules_and_their_policy(request):
    v = variant(_prefix(request))
    response = handle(request)
    for rnd in rounds(response):
        for hand in rnd["hands"]:
            cards, at = hand["cards"], response["seats"][hand["seat"] - 1]["policy"]["at"]
            opening = len(v.opening)
            assert hand["total"] == total(cards)
            assert len(cards) >= opening + v.must_draw or total(cards[:opening]) > 16
            # Nobody draws after passing 16 or reaching it, nor while the policy is satisfied.
            for k in range(opening + v.must_draw, len(cards)):
                before = total(cards[:k])
                assert before < 16 and (before < at or before < v.lowest_stop)
            if hand["result"] == "standing":
                assert max(at, v.lowest_stop) <= hand["total"] < 16


def _prefix(request: dict) -> str:
    return next(p for p, gv in GAME_OF.items() if gv == (request["game"], request["variant"]))
