"""Homme d'Auvergne beyond single rules: bad input refused by field, the reader's seat, and properties over
many seeded deals (every card once, points and chips conserved and explained, same request same answer)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.api import handle
from engine.games.homme.variants import pack_for
from engine.snapshot import patched
from tests.games.homme.test_rules import FIRST_TO_TWO, NOBODY, choices, error, flat, ok


def test_bad_players_seat_and_cards():
    assert error(action="play", seed=1, players=6)["field"] == "players"
    assert error(action="play", seed=1, players=1)["field"] == "players"
    assert error(action="play", seed=1, seat=5)["field"] == "seat"
    assert error(action="play", seed=1, decisions=["KS"])["field"] == "decisions"
    assert error(action="play", seed=1, seat=1, decisions="KS")["field"] == "decisions"
    assert error(action="play", seed=1, seat=1, decisions=["ZZ"])["field"] == "decisions[0]"
    assert error(action="play", seed=1, target=0)["field"] == "target"
    assert error(action="play", seed=1, stake=-1)["field"] == "stake"
    assert error(action="play", seed=1, colour="red")["field"] == "colour"
    assert error(action="play")["field"] == "seed"


def test_a_card_not_in_the_hand_is_refused_in_words():
    response = ok(action="play", seed=3, players=4, seat=1)
    hand = response["table"]["seats"]["1"]["cards"]
    absent = next(code for code in ("KS", "QS", "JS", "AS", "KH", "QH") if code not in hand)
    refused = error(action="play", seed=3, players=4, seat=1, decisions=[absent])
    assert refused["field"] == "decisions[0]" and "is not in Anne's hand" in refused["reason"]


def test_a_seven_in_a_game_of_three_is_refused():
    hands = [list(h) for h in FIRST_TO_TWO]
    hands[1][0] = "7C"
    refused = error(action="settle", hands=hands, turnups=["JH"])
    assert refused["field"] == "hands[1][0]" and "28-card" in refused["reason"]


def test_malformed_scenarios():
    assert error(action="settle", hands=[FIRST_TO_TWO[0][:4], *FIRST_TO_TWO[1:]], turnups=["JH"])["field"] == "hands[0]"
    dup = [FIRST_TO_TWO[0], [FIRST_TO_TWO[0][0], *FIRST_TO_TWO[1][1:]], FIRST_TO_TWO[2]]
    assert error(action="settle", hands=dup, turnups=["JH"])["field"].startswith("hands[")
    assert error(action="settle", hands=FIRST_TO_TWO, turnups=["QD"])["field"] == "turnups[0]"
    assert error(action="settle", hands=FIRST_TO_TWO)["field"] == "turnups"
    assert error(action="settle", hands=FIRST_TO_TWO, turnups=["JH", "KH"])["field"] == "turnups[1]"
    assert error(action="settle", hands=FIRST_TO_TWO[:1], turnups=["JH"])["field"] == "players"
    assert error(action="settle", hands="KS", turnups=["JH"])["field"] == "hands"
    assert error(action="settle", hands=FIRST_TO_TWO, turnups=["JH"], dealer=4)["field"] == "dealer"


def test_the_reader_waits_with_every_card_judged():
    response = ok(action="settle", hands=FIRST_TO_TWO, turnups=["JH"], seat=1)
    waiting = choices(response)
    assert response["waiting"]["seat"] == 1 and len(waiting) == 5
    assert response["deals"][0]["result"] is None
    legal = [c["card"] for c in waiting if c["legal"]]
    illegal = [c for c in waiting if not c["legal"]]
    assert legal and all(c["rule"].startswith("homme.play.") and c["reason"] for c in illegal)
    again = ok(action="settle", hands=FIRST_TO_TWO, turnups=["JH"], seat=1, decisions=[legal[0]])
    assert "waiting" not in again or choices(again) != waiting
    if illegal:
        refused = error(action="settle", hands=FIRST_TO_TWO, turnups=["JH"], seat=1, decisions=[illegal[0]["card"]])
        assert refused["field"] == "decisions[0]" and illegal[0]["reason"] in refused["reason"]


def test_a_refused_choice_names_the_field_and_the_reason():
    # Anne is asked whether to turn up the jack of hearts: a card, or a word with a number, is no answer.
    refused = error(action="settle", hands=NOBODY, turnups=["JH"], seat=1, decisions=["AS"])
    assert refused["field"] == "decisions[0]" and "the moves are turn, pass" in refused["reason"]
    refused = error(action="settle", hands=NOBODY, turnups=["JH"], seat=1, decisions=["pass 2"])
    assert refused["field"] == "decisions[0]"
    assert refused["reason"] == ("Anne is asked whether to turn up the talon's top card: the moves are turn and "
                                 "pass, not 'pass 2'")
    refused = error(action="settle", hands=NOBODY, turnups=["JH"], seat=1, decisions=["pass", "show"])
    assert refused["field"] == "decisions[1]" and "no more turns" in refused["reason"]


def test_the_policies_never_make_an_illegal_choice():
    # Every move the seats' policies made, replayed as given moves, is accepted and gives the same game.
    for players in (2, 3, 4, 5):
        for seed in range(15):
            request = {"action": "play", "seed": seed, "players": players, "deals": 3}
            played = handle({"game": "homme", **request})
            assert {"turn", "pass"} & set(played["moves"])
            replayed = handle({"game": "homme", **request, "moves": played["moves"]})
            assert replayed["deals"] == played["deals"] and replayed["moves"] == played["moves"]


def _play_out(seed: int, players: int, seat: int) -> dict:
    """The reader at ``seat`` always chooses the first move allowed (turning up, showing a King, the first card
    allowed), until the game is over."""
    moves: list[str] = []
    while True:
        response = ok(action="play", seed=seed, players=players, seat=seat, decisions=moves, deals=3)
        if "waiting" not in response:
            return response
        moves.append(next(c["move"] for c in response["waiting"]["moves"] if c["legal"]))


def test_a_seated_reader_plays_a_game_out():
    response = _play_out(7, 3, 2)
    assert all(d["result"] in ("won", "lost", None) for d in response["deals"])


def test_a_seated_summary_shows_only_the_cards_played_or_shown():
    # Read from a seat, the hands of a deal over name another seat's cards only as far as they were played or
    # shown as a King: a deal nobody played shows the others' hands as "?"; the rest of the summary is the same.
    hidden = 0
    for seed in range(12):
        request = {"action": "play", "seed": seed, "players": 2 + seed % 4, "deals": 3}
        whole = ok(**request)
        for seat in range(1, request["players"] + 1):
            told = ok(**request, seat=seat, moves=whole["moves"])
            for deal, known in zip(told["deals"], whole["deals"]):
                seen = {(king["seat"], king["card"]) for king in known["kings"] if king["how"] == "revealed"}
                seen |= {(player, card) for trick in (known["play"] or {}).get("tricks", [])
                         for player, card in trick["cards"]}
                hands = [cards if number == seat else [c if (number, c) in seen else "?" for c in cards]
                         for number, cards in enumerate(known["hands"], start=1)]
                assert {**deal, "steps": []} == {**known, "hands": hands, "steps": []}
                hidden += sum(hand.count("?") for hand in hands)
    assert hidden


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 5), deals=st.integers(1, 4), stake=st.integers(0, 3))
def test_properties(seed, players, deals, stake):
    request = {"game": "homme", "action": "play", "seed": seed, "players": players, "deals": deals, "stake": stake}
    response = handle(request)
    assert response == handle(dict(request))
    response = flat(response)
    assert sum(response["scores"]) + response["pots"]["bank"] == 0
    assert sum(response["chips"]) + response["pots"]["pool"] == 0
    assert min(response["scores"]) >= 0
    pack = 28 if players <= 3 else 32
    for deal in response["deals"]:
        held = [c for hand in deal["hands"] for c in hand]
        assert len(held) == len(set(held)) == 5 * players and not set(held) & set(deal["turnups"])
        for payment in deal["points"] + deal["chips"]:
            assert deal["steps"][payment["step"]]["rule"] == payment["rule"]
        if deal["play"] is not None:
            piles = [c for pile in deal["play"]["captured"] for c in pile]
            assert sorted(piles) == sorted(held) and not any(deal["play"]["hands"])
            for seat, pile in enumerate(deal["play"]["captured"], start=1):
                won = [t for t in deal["play"]["tricks"] if t["winner"] == seat]
                assert len(pile) == players * len(won)
        assert len(held) + len(deal["turnups"]) <= pack
    # Every point of the final score is a payment explained by a step.
    total = [0] * players
    for deal in response["deals"]:
        for p in deal["points"]:
            if isinstance(p["from"], int):
                total[p["from"] - 1] -= p["amount"]
            if isinstance(p["to"], int):
                total[p["to"] - 1] += p["amount"]
    assert total == response["scores"]


def test_packets_of_the_wrong_type_are_refused_by_field():
    # Issue 10: a list or an object as 'packets' raised TypeError (unhashable) out of handle.
    for packets in ([], {}, ["2-3"], 23, None, "x" * 10_000):
        refused = error(action="play", seed=1, packets=packets)
        assert refused["field"] == "packets" and len(refused["reason"]) < 200


def test_a_null_seat_is_refused_and_the_seat_is_the_common_field():
    # Issue 10: '"seat": null' was accepted here and refused by Swiss Tarot; the driver now refuses it for all.
    assert error(action="play", seed=1, seat=None)["field"] == "seat"
    assert error(action="settle", hands=FIRST_TO_TWO, turnups=["JH"], seat=None)["field"] == "seat"
    assert ok(action="play", seed=3, seat=2)["reader"] == 2
    assert error(action="play", seed=3, reader=2)["field"] == "reader"


def test_a_seated_reader_sees_only_their_own_hand():
    response = ok(action="play", seed=3, players=4, seat=2)
    seats = response["table"]["seats"]
    assert len(seats["2"]["cards"]) == 5 and seats["2"]["down"] == 5
    for number in ("1", "3", "4"):
        # Blaise's hand is shown; the others' are counted (one less where a card lies on the trick), not shown.
        assert "down" not in seats[number] and seats[number]["cards"] == [] and seats[number]["hidden"] in (4, 5)
    deal = response["deals"][0]
    assert "hands" not in deal and "hands" not in deal["play"], "the summary gives no hand away while in play"
    assert "hands" in ok(action="play", seed=3, players=4)["deals"][0]


def test_each_step_keeps_the_table_after_it():
    # Announce, then act: the turn-up is on the table from its own step on, not before; the hands from the deal.
    response = handle({"action": "play", "game": "homme", "seed": 3, "players": 4})
    tables, table = [], {}
    for step in response["deals"][0]["steps"]:
        table = patched(table, step["table"])
        tables.append((step["rule"], table))
    rules = [rule for rule, _ in tables]
    turn_up = rules.index("homme.auction.turn-up")
    assert tables[turn_up - 1][1]["places"]["turnups"]["cards"] == []
    assert len(tables[turn_up][1]["places"]["turnups"]["cards"]) == 1
    dealt = rules.index("homme.deal.five-each")
    assert all(not seat["cards"] for seat in tables[dealt - 1][1]["seats"].values())
    assert all(len(seat["cards"]) == 5 for seat in tables[dealt][1]["seats"].values())
    assert tables[0][1]["seats"]["1"]["cards"] and len(tables[0][1]["places"]["talon"]["cards"]) == 28
    assert tables[-1][1] == response["table"] and response["table"]["outcome"].endswith("the deal.")


def test_a_pack_the_number_of_players_chooses_is_listed_with_its_players():
    """Homme d'Auvergne is dealt the Piquet 28 at two or three and the French 32 at four or five: both are listed
    with the tables they serve, and a scenario of each size is read in that pack."""
    catalogue = handle({"action": "catalogue"})
    homme = next(game for game in catalogue["games"] if game["id"] == "homme")["variants"][0]["packs"]
    assert [(pack["id"], pack["players"]) for pack in homme] == [("piquet-28", {"min": 2, "max": 3}),
                                                                   ("french-32", {"min": 4, "max": 5})]
    for pack in homme:
        for players in range(pack["players"]["min"], pack["players"]["max"] + 1):
            assert pack_for(players).id == pack["id"]


def test_a_seated_reader_is_not_told_what_another_seat_holds_when_it_turns_up_or_passes() -> None:
    """A computer seat's reason for turning up or passing names what it holds: only that seat, and a reader at no
    seat, read it."""
    told = 0
    for seed in range(12):
        whole = handle({"action": "play", "game": "homme", "seed": seed, "players": 4})
        steps = [step for deal in whole["deals"] for step in deal["steps"] if step["data"].get("phase") == "auction"]
        told += sum("holding" in step["text"] for step in steps)
        for seat in (1, 3):
            seated = handle({"action": "play", "game": "homme", "seed": seed, "players": 4, "seat": seat})
            for step in (step for deal in seated["deals"] for step in deal["steps"]):
                if "holding" in step["text"]:
                    assert step["seats"] == [seat], step["text"]
    assert told
