"""Basset's sessions as a whole: properties over random requests, and bad input naming its field."""

from __future__ import annotations

import copy
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.api import handle
from engine.games.basset.stakes import DENOMINATIONS
from engine.packs import PACKS
from engine.snapshot import patched
from tests.support.basset import flat

PACK = Counter(str(card) for card in PACKS["french-52"].cards)
PLAY = {"action": "play", "game": "basset", "seed": 1, "players": 3}
SETTLE = {"action": "settle", "game": "basset", "players": 2, "order": ["2S", "KS"], "stakes": [{"K": 1}]}
SEATED = {**SETTLE, "seat": 2}
POLICIES = st.one_of(st.just({"name": "take"}), st.builds(lambda n: {"name": "ride", "to": n}, st.integers(2, 5)))


@st.composite
def sessions(draw) -> dict:
    players = draw(st.integers(2, 10))
    request = {"action": "play", "game": "basset", "variant": draw(st.sampled_from(["parlett", "cotton"])),
               "players": players, "seed": draw(st.integers(0, 2**53 - 1)), "deals": draw(st.integers(1, 4))}
    if draw(st.booleans()):
        request["policies"] = [draw(POLICIES) for _ in range(players - 1)]
    if draw(st.booleans()):
        request["stakes"] = [draw(st.dictionaries(st.sampled_from(DENOMINATIONS), st.integers(1, 9), max_size=13))
                             for _ in range(players - 1)]
    return request


@settings(max_examples=80, deadline=None)
@given(sessions())
def test_every_card_exactly_once_in_every_deal(request):
    for deal in flat(handle(request))["deals"]:
        assert Counter(deal["order"]) == PACK
        turned = [card for card in (deal["first_card"], *deal["losing_pile"], *deal["winning_pile"], deal["last_card"])
                  if card is not None]
        assert len(turned) == deal["turned"] and Counter(turned + deal["order"][deal["turned"]:]) == PACK


@settings(max_examples=80, deadline=None)
@given(sessions())
def test_chips_are_conserved(request):
    response = flat(handle(request))
    for deal in response["deals"]:
        assert sum(deal["balances"]) + sum(deal["pots"].values()) == 0
        assert all(p["amount"] > 0 for p in deal["payments"])
    # The board holds exactly the stakes riding into a next deal.
    for deal, following in zip(response["deals"], response["deals"][1:]):
        assert deal["pots"]["board"] == sum(s["stake"] for s in following["carried"])
    assert response["deals"][-1]["pots"]["board"] == 0
    assert response["balances"] == response["deals"][-1]["balances"]


@settings(max_examples=80, deadline=None)
@given(sessions())
def test_every_payment_is_explained_by_a_step_of_the_same_rule(request):
    for deal in flat(handle(request))["deals"]:
        for payment in deal["payments"]:
            step = deal["steps"][payment["step"]]
            assert step["rule"] == payment["rule"]
            for party in (payment["from"], payment["to"]):
                assert party == "board" or party in step["seats"]


@settings(max_examples=40, deadline=None)
@given(sessions())
def test_same_request_same_response_and_explanations_change_only_steps(request):
    first = handle(copy.deepcopy(request))
    assert handle(copy.deepcopy(request)) == first
    silent = handle({**request, "explain": False})
    for deal in first["deals"]:
        deal["steps"] = []
        for payment in deal["payments"]:
            payment["step"] = None
    for decision in first["summary"]["decisions"]:
        decision["step"] = None
    assert silent == first


@settings(max_examples=40, deadline=None)
@given(sessions())
def test_reader_decisions_replace_the_policy_one_by_one(request):
    response = flat(handle(request))
    made = [d["choice"] for d in response["decisions"]]
    flipped = ["take" if c == "ride" else "ride" for c in made[:1]]
    seat = {"seat": response["decisions"][0]["seat"]} if made else {}  # the reader sits where the first win is
    again = flat(handle({**request, **seat, "decisions": flipped}))
    assert [d["by"] for d in again["decisions"][:1]] == ["reader"] * len(flipped)
    assert [d["choice"] for d in again["decisions"][:1]] == flipped


@pytest.mark.parametrize("request_, field, words", [
    ({**PLAY, "players": 11}, "players", "from 2 to 10"),
    ({**PLAY, "players": 1}, "players", "from 2 to 10"),
    ({**PLAY, "variant": "1674"}, "variant", "unknown variant"),
    ({"action": "play", "game": "basset"}, "seed", "a seed is needed"),
    ({**PLAY, "deals": 0}, "deals", "from 1 to 100"),
    ({**PLAY, "stakes": [{"K": 1}]}, "stakes", "2 punters, 1 group"),
    ({**PLAY, "stakes": {"K": 1}}, "stakes", "one group of stakes per punter"),
    ({**PLAY, "stakes": [{"K": 0}, {}]}, "stakes[0].K", "from 1"),
    ({**PLAY, "stakes": [{}, {"K": -2}]}, "stakes[1].K", "from 1"),
    ({**PLAY, "stakes": [{"K": 1.5}, {}]}, "stakes[0].K", "whole number"),
    ({**PLAY, "stakes": [{"K": "2"}, {}]}, "stakes[0].K", "whole number"),
    ({**PLAY, "stakes": [{"K": True}, {}]}, "stakes[0].K", "whole number"),
    ({**PLAY, "stakes": [{"11": 1}, {}]}, "stakes[0].11", "unknown denomination"),
    ({**PLAY, "stakes": [{"K": 1, "k": 2}, {}]}, "stakes[0].k", "staked twice"),
    ({**PLAY, "stakes": [[], {}]}, "stakes[0]", "object"),
    ({**PLAY, "policies": [{"name": "take"}]}, "policies", "one for each punter"),
    ({**PLAY, "policies": [{"name": "stand"}, {"name": "take"}]}, "policies[0].name", "unknown policy"),
    ({**PLAY, "policies": [{"name": "ride", "to": 6}, {"name": "take"}]}, "policies[0].to", "from 2 to 5"),
    ({**PLAY, "policies": [{"name": "take", "to": 2}, {"name": "take"}]}, "policies[0].to", "unknown field"),
    ({**PLAY, "decisions": "ride"}, "decisions", "list"),
    ({**PLAY, "decisions": ["ride", "stay"]}, "decisions[1]", "'ride' or 'take'"),
    ({**PLAY, "decisions": ["ride"]}, "decisions", "take a seat first"),
    ({**PLAY, "seat": 4, "decisions": ["ride"]}, "seat", "from 0 to 3"),
    ({**PLAY, "moves": ["fly"]}, "moves[0]", "not a move here"),
    ({**SEATED, "decisions": ["ride"]}, "decisions[0]", "a riding decision on a stake that has not won"),
    ({**SETTLE, "order": ["2S", "KS", "2S"]}, "order[2]", "appears twice"),
    ({**SETTLE, "order": ["2S", "OE"]}, "order[1]", "no known suit"),
    ({**SETTLE, "order": ["2S", "9X"]}, "order[1]", "no known suit"),
    ({**SETTLE, "order": "2S KS"}, "order", "list of cards"),
    ({k: v for k, v in SETTLE.items() if k != "order"}, "order", "give the order"),
    ({**SETTLE, "seed": -1}, "seed", "from 0 to"),
    ({**SETTLE, "deals": 2}, "deals", "unknown field"),
    ({"action": "odds", "game": "basset", "ranks": 3, "copies": 3}, "copies", "even number"),
    ({"action": "odds", "game": "basset", "copies": 5}, "copies", "from 1 to 4"),
    ({"action": "odds", "game": "basset", "ranks": 0}, "ranks", "from 1 to 13"),
    ({"action": "odds", "game": "basset", "seed": 1}, "seed", "unknown field"),
    ({"action": "deal", "game": "basset", "seed": 1}, "action", "does not answer"),
])
def test_bad_input_names_the_field(request_, field, words):
    response = handle(request_)
    assert set(response) == {"error"} and response["error"]["field"] == field
    assert words in response["error"]["reason"], response["error"]["reason"]


def test_a_decision_beyond_the_last_win_is_refused_but_one_within_is_used():
    base = {**PLAY, "seed": 4, "stakes": [dict.fromkeys(DENOMINATIONS, 1), {}],
            "policies": [{"name": "ride", "to": 5}, {"name": "take"}]}
    choices = [d["choice"] for d in flat(handle(base))["decisions"]]
    assert choices
    used = flat(handle({**base, "seat": 2, "decisions": choices}))
    assert [d["by"] for d in used["decisions"]] == ["reader"] * len(choices)
    refused = handle({**base, "seat": 2, "decisions": [*choices, "ride"]})
    assert refused["error"]["field"] == f"decisions[{len(choices)}]"
    assert refused["error"]["reason"].startswith("a riding decision on a stake that has not won")


def test_a_seated_punter_is_asked_at_each_win_and_the_table_waits_there():
    request = {**SEATED, "order": ["2S", "3S", "KS", "4S", "KH"], "stakes": [{"K": 2}]}
    waiting = handle(request)
    assert waiting["waiting"] == {"seat": 2, "moves": [{"move": "take", "legal": True},
                                                       {"move": "ride", "legal": True}], "ranges": []}
    assert waiting["table"]["turn"] == 2 and waiting["deals"][0]["steps"][-1]["rule"] == "basset.deal.second-pile-wins"
    assert waiting["table"]["places"]["board-K"] == {
        "label": "the board's king", "note": "Blaise 2: won 1 time", "amount": 2,
        "stakes": [{"seat": 2, "amount": 2, "state": "won", "text": "Blaise 2: won 1 time"}]}
    assert "board-Q" not in waiting["table"]["places"]  # nobody staked on the queen
    ridden = flat(handle({**request, "decisions": ["ride"]}))
    assert ridden["waiting"]["seat"] == 2 and ridden["decisions"][0]["by"] == "reader"
    assert "you chose" in ridden["deals"][0]["steps"][ridden["decisions"][0]["step"]]["text"]


def test_a_seated_reader_reads_the_pack_only_as_far_as_it_is_turned():
    # Nobody, the banker included, knows the pack's order before it is turned: read from any seat, each deal's
    # order stands as "?" past the cards turned, and the rest of the summary is the same.
    whole = handle({**PLAY, "deals": 3})
    for seat in (1, 2, 3):
        told = handle({**PLAY, "deals": 3, "seat": seat, "moves": whole["moves"]})
        for deal, known in zip(told["deals"], whole["deals"]):
            turned, order = known["summary"]["turned"], known["summary"]["order"]
            assert deal["summary"] == {**known["summary"], "order": order[:turned] + ["?"] * (len(order) - turned)}
        assert "?" in told["deals"][0]["summary"]["order"]


def test_each_step_keeps_the_table_it_left():
    response = handle({**SETTLE, "order": ["2S", "KS"], "stakes": [{"K": 3}]})
    tables, table = [], {}
    for step in response["deals"][0]["steps"]:
        table = patched(table, step["table"])
        tables.append((step["rule"], table))
    placed = next(t for rule, t in tables if rule == "basset.stakes.on-denominations")
    assert placed["pots"] == {"board": 3} and placed["seats"]["2"]["chips"] == -3
    turned = next(t for rule, t in tables if rule == "basset.deal.first-pile-loses")
    assert turned["places"]["losing"]["cards"] == ["KS"] and len(turned["places"]["pack"]["cards"]) == 50
    assert turned["pots"] == {"board": 3}  # announced: the stake is lost at the next step
    lost = tables[tables.index(("basset.deal.first-pile-loses", turned)) + 1][1]
    assert lost["pots"] == {"board": 0} and lost["seats"]["1"]["chips"] == 3
    assert lost["places"]["board-K"]["note"] == "Blaise 3: lost"
    assert tables[-1][1] == response["table"] and response["table"]["outcome"] == "After deal 1: Anne +3, Blaise -3."


def test_the_packs_basset_also_takes_are_listed():
    catalogue = handle({"action": "catalogue"})
    packs = {pack["id"] for game in catalogue["games"] if game["id"] == "basset"
             for variant in game["variants"] if variant["id"] == "parlett" for pack in variant["packs"]}
    assert {"italian-52", "spanish-48", "spanish-40"} <= packs
