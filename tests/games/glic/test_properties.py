"""Properties of Glic over random seeds, packs, players, limits and the reader's moves."""

from __future__ import annotations

import copy
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.api import handle
from engine.packs import PACKS
from tests.games.glic.test_rules import flat

MOST = {"french-52": 10, "german-48": 9, "french-32": 6, "german-32": 6, "spanish-48": 9}


@st.composite
def sessions(draw, deals: int = 1) -> dict:
    pack = draw(st.sampled_from(sorted(MOST)))
    return {"action": "play", "game": "glic", "pack": pack, "players": draw(st.integers(3, MOST[pack])),
            "seed": draw(st.integers(0, 2**53 - 1)), "deals": draw(st.integers(1, deals)),
            "limit": draw(st.integers(1, 20))}


@settings(max_examples=120, deadline=None)
@given(sessions(deals=3))
def test_every_card_exactly_once(request):
    pack = Counter(str(card) for card in PACKS[request["pack"]])
    for deal in flat(handle(request))["deals"]:
        held = [c for h in deal["hands"] for c in h["cards"]] + [deal["trump"]] + deal["talon"]
        assert Counter(held) == pack
        laid = [c for s in deal["steps"] if s["rule"] == "glic.lay.policy" for c in s["cards"]]
        left = [c for h in deal["hands"] for c in h["left"]]
        assert Counter(laid + left) == Counter(c for h in deal["hands"] for c in h["cards"])


@settings(max_examples=120, deadline=None)
@given(sessions(deals=8))
def test_pennies_are_conserved_across_a_session(request):
    response = flat(handle(request))
    for deal in response["deals"]:
        assert sum(deal["balances"]) + sum(deal["pots"].values()) == 0
        assert all(p["amount"] > 0 for p in deal["payments"])
    assert response["balances"] == response["deals"][-1]["balances"]
    assert response["pots"] == response["deals"][-1]["pots"]


@settings(max_examples=120, deadline=None)
@given(sessions(deals=3))
def test_every_payment_is_explained_by_a_step_of_its_rule(request):
    for deal in flat(handle(request))["deals"]:
        for payment in deal["payments"]:
            assert deal["steps"][payment["step"]]["rule"] == payment["rule"]


@settings(max_examples=60, deadline=None)
@given(sessions(deals=3), st.lists(st.sampled_from(["pass", "see", "fold", "raise 1", "raise 2", "raise 5"]),
                                   max_size=4))
def test_same_request_same_response_and_moves_refused_by_field(request, decisions):
    request = {**request, "decisions": decisions, **({"seat": 1} if decisions else {})}
    first = handle(copy.deepcopy(request))
    assert first == handle(copy.deepcopy(request))
    if "error" in first:
        assert set(first) == {"error"} and first["error"]["field"].startswith("decisions[")
    else:
        chosen = [s["data"]["move"] for d in first["deals"] for s in d["steps"] if s["rule"] == "glic.bet.moves"]
        assert chosen == decisions


SHOWDOWN = ("glic.hand.classes", "glic.hand.high-cards", "glic.hand.kickers", "glic.hand.equal")
"""The rules of the showdown, whose step shows the hands still in."""


@settings(max_examples=40, deadline=None)
@given(sessions(deals=2), st.data())
def test_a_seated_summary_tells_each_hand_as_far_as_the_seat_saw_it(request, data):
    # The same game read from a seat: its own hand and the hands shown down whole, another hand's cards as "?"
    # until laid out in a run and without its value, the talon's cards as "?"; everything else as it is.
    seat = data.draw(st.integers(1, request["players"]))
    whole = handle(request)
    told = handle({**request, "seat": seat, "moves": whole["moves"]})
    for deal, known in zip(told["deals"], whole["deals"]):
        shown = {int(number) for step in known["steps"] if step["rule"] in SHOWDOWN
                 for number in step["data"]["hands"]}
        laid = {card for step in known["steps"] if step["rule"] == "glic.lay.policy" for card in step["cards"]}
        hands = []
        for hand in known["summary"]["hands"]:
            if hand["seat"] in (seat, *shown):
                hands.append(hand)
            else:
                hands.append({"seat": hand["seat"], "cards": [c if c in laid else "?" for c in hand["cards"]],
                              "folded": hand["folded"], "poch": hand["poch"], "left": ["?"] * len(hand["left"])})
        talon = ["?"] * len(known["summary"]["talon"])
        assert deal["summary"] == {**known["summary"], "hands": hands, "talon": talon}


def test_the_packs_glic_also_takes_are_listed():
    catalogue = handle({"action": "catalogue"})
    packs = {pack["id"] for game in catalogue["games"] if game["id"] == "glic"
             for variant in game["variants"] for pack in variant["packs"]}
    assert "spanish-48" in packs
