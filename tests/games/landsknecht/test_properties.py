"""Properties of Landsknecht over random seeds, tables, stakes, covers, packs and auctions."""

from __future__ import annotations

import copy
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.api import handle
from engine.games.landsknecht.variants import OFFERED_PACKS
from engine.packs import PACKS
from tests.support.landsknecht import coups


@st.composite
def sessions(draw, coups: int = 6) -> dict:
    players = draw(st.integers(2, 10))
    request = {"action": "play", "game": "landsknecht", "variant": draw(st.sampled_from(["suit", "rank"])),
               "pack": draw(st.sampled_from(OFFERED_PACKS)), "players": players,
               "seed": draw(st.integers(0, 2**53 - 1)), "coups": draw(st.integers(1, coups)),
               "stake": draw(st.integers(1, 20)), "auction": draw(st.booleans())}
    if draw(st.booleans()):
        request["policies"] = [{"name": "cover", "up_to": draw(st.integers(0, 8))} for _ in range(players)]
    if request["auction"] and draw(st.booleans()):
        request["bids"] = [draw(st.integers(0, 5)) for _ in range(players)]
    return request


@settings(max_examples=120, deadline=None)
@given(sessions())
def test_every_card_exactly_once_in_every_coup(request):
    pack = Counter(str(card) for card in PACKS[request["pack"]])
    for played in coups(handle(request)):
        assert Counter([played["left"], played["right"], *played["middle"], *played["talon"]]) == pack


@settings(max_examples=120, deadline=None)
@given(sessions(coups=12))
def test_chips_are_conserved(request):
    response = handle(request)
    for played in coups(response):
        assert sum(played["balances"]) + sum(played["pots"].values()) == 0
        assert played["pots"] == {"bank": 0}
        assert all(p["amount"] > 0 for p in played["payments"])
    assert response["summary"]["balances"] == coups(response)[-1]["balances"]


@settings(max_examples=120, deadline=None)
@given(sessions())
def test_every_payment_is_explained_by_a_step_of_its_rule(request):
    for played in coups(handle(request)):
        for payment in played["payments"]:
            step = played["steps"][payment["step"]]
            assert step["rule"] == payment["rule"]
            for party in (payment["from"], payment["to"]):
                assert isinstance(party, str) or party in step["seats"]


@settings(max_examples=60, deadline=None)
@given(sessions())
def test_same_request_same_response(request):
    assert handle(copy.deepcopy(request)) == handle(copy.deepcopy(request))


@settings(max_examples=120, deadline=None)
@given(sessions())
def test_the_banker_risks_only_what_is_covered(request):
    for played in coups(handle(request)):
        bets = [p for p in played["payments"] if not p["rule"].startswith("landsknecht.auction.")]
        change = sum(p["amount"] for p in bets if p["to"] == played["banker"]) - sum(
            p["amount"] for p in bets if p["from"] == played["banker"])
        assert change == (played["covered"] if played["winner"] == "banker" else -played["covered"])
