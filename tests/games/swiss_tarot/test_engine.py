"""Swiss Tarot as a whole: the reader's seat, bad input, and properties over many seeds."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.api import handle
from engine.cards import ITALIAN_TAROT
from engine.games.swiss_tarot import session as session_module
from tests.support.swiss_tarot import CARD, LOSER_HANDS, PACK, all_steps, dealt_hands, error, ok, untabled
from tests.support.work import calls

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
    """The cards the engine lays aside and plays for ``seat``, in order."""
    response = ok(action="play", seed=seed, deals=deals)
    return [card for deal in response["deals"]
            for card in (deal["discard"] if deal["dealer"] == seat else [])
            + [card for t in deal["play"]["tricks"] for s, card in t["cards"] if s == seat]]


def choices(response: dict) -> list[dict]:
    """The reader's cards at his turn, in the order of his hand, each legal or refused with its rule and reason."""
    hand = response["deals"][-1]["play"]["hands"][response["waiting"]["seat"] - 1]
    listed = [{**choice, "card": choice["move"].split()[-1]} for choice in response["waiting"]["moves"]]
    return sorted(listed, key=lambda choice: hand.index(choice["card"]))


def test_the_reader_playing_the_engines_cards_gives_the_same_game():
    played = bot_cards(5, 2, deals=3)
    assert untabled(ok(action="play", seed=5, seat=2, decisions=played)["deals"]) == \
        untabled(ok(action="play", seed=5)["deals"])


def test_the_engine_waits_for_the_readers_card_with_every_cards_verdict():
    played = bot_cards(5, 2)[:3]
    response = ok(action="play", seed=5, deals=1, seat=2, decisions=played)
    waiting = response["waiting"]
    assert waiting["seat"] == 2 and len(response["deals"]) == 1 and response["deals"][0]["complete"] is False
    hand = response["deals"][0]["play"]["hands"][1]
    assert [c["card"] for c in choices(response)] == hand and any(c["legal"] for c in choices(response))
    for choice in choices(response):
        answer = handle({"game": "swiss-tarot", "action": "play", "seed": 5, "deals": 1, "seat": 2,
                         "decisions": [*played, choice["card"]]})
        assert ("error" in answer) == (not choice["legal"])
        if not choice["legal"]:
            assert answer["error"]["field"] == "decisions[3]" and choice["reason"] in answer["error"]["reason"]
            assert choice["rule"] in answer["error"]["reason"]


def test_legal_answers_with_reasons_in_bounded_work():
    hand = ["3SW", "KCU", "5T", "0X", "1BA"]
    answer, work = calls(lambda: ok(action="legal", hand=hand, trick=["QCU"]))
    assert work < 5_000  # about 500 calls
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


def test_a_number_of_players_that_is_not_a_whole_number_is_refused():
    # issue 10: "players": 3.0 was accepted
    for players in (3.0, "3", True):
        refused = error(action="play", seed=1, players=players)
        assert refused["field"] == "players" and "whole number" in refused["reason"]
    assert ok(action="play", seed=1, players=3, deals=1)["players"] == 3


FORBIDDEN = [f"K{s}" for s in ("SW", "BA", "CU", "CO")] + [f"{n}T" for n in range(1, 22)] + ["0X"]


def test_a_dealer_who_may_not_discard_three_cards_is_refused():
    # issue 10: a dealer holding all 26 cards he may not lay aside discarded only 2, the Fool was left alone in a
    # 26th trick and the deal said complete with 74 points of 78
    rest = [str(c) for c in PACK.cards if str(c) not in FORBIDDEN]
    hands = [FORBIDDEN + rest[:2], rest[2:27], rest[27:]]
    refused = error(action="settle", hands=hands)
    assert refused["field"] == "hands[0]" and "swiss-tarot.discard.forbidden" in refused["reason"]
    assert "holds 2 cards he may lay aside" in refused["reason"]
    assert error(action="settle", hands=hands, discard=rest[:2] + ["KSW"])["field"] == "hands[0]"


def test_a_shuffle_that_deals_such_a_hand_is_refused_with_the_seed(monkeypatch):
    # the trick engine refuses hands of unequal size: no shuffle may bring a dealer who cannot discard to it
    dealer = [i for packet in (2, 5, 8, 11, 14) for i in range(packet * 5, packet * 5 + 5)] + [75, 76, 77]
    rest = iter(c for c in PACK.cards if str(c) not in FORBIDDEN)
    his = iter([*(CARD(c) for c in FORBIDDEN), next(rest), next(rest)])
    cards = [next(his) if i in dealer else next(rest) for i in range(78)]
    monkeypatch.setattr(session_module, "shuffled", lambda pack, rng: list(cards))
    refused = handle({"game": "swiss-tarot", "action": "play", "seed": 1, "deals": 1})["error"]
    assert refused["field"] == "seed" and "choose another" in refused["reason"]
    assert "swiss-tarot.discard.forbidden" in refused["reason"]


def test_the_reader_who_deals_lays_three_cards_aside_one_by_one():
    response = ok(action="play", seed=5, deals=1, seat=1)
    moves = response["waiting"]["moves"]
    assert response["waiting"]["seat"] == 1 and len(moves) == 28 and all(m["move"].startswith("discard ") for m in moves)
    refused = [m for m in moves if not m["legal"]]
    assert refused and all(m["rule"] == "swiss-tarot.discard.forbidden" for m in refused)
    assert error(action="play", seed=5, deals=1, seat=1, decisions=[refused[0]["move"]])["reason"] == \
        refused[0]["reason"]
    legal = [m["move"].split()[1] for m in moves if m["legal"]]
    chosen = [legal[-1], legal[-2], legal[-3]]
    again = error(action="play", seed=5, deals=1, seat=1, decisions=[chosen[0], chosen[0]])
    assert again["field"] == "decisions[1]" and "already laid aside" in again["reason"]
    deal = ok(action="play", seed=5, deals=1, seat=1, decisions=chosen)["deals"][0]
    assert deal["discard"] == chosen and deal["discard_given"]
    assert [s["rule"] for s in deal["steps"] if s["rule"].startswith("swiss-tarot.discard.")][0] == \
        "swiss-tarot.discard.three"


def test_each_step_keeps_the_table_once_what_it_says_is_done():
    from engine.snapshot import patched
    response = handle({"game": "swiss-tarot", "action": "play", "seed": 2, "deals": 1})
    table: dict = {}
    for step in response["deals"][0]["steps"]:
        table = patched(table, step["table"])
        seats, places = table["seats"], table["places"]
        if step["rule"] == "swiss-tarot.stake.ante":
            assert len(places["pack"]["cards"]) == 78 and [s["chips"] for s in seats.values()] == [-1, -1, -1]
        if step["rule"] == "swiss-tarot.deal.packets":
            assert [len(s["cards"]) for s in seats.values()] == [25, 25, 25] and len(places["pack"]["cards"]) == 3
        if step["rule"] == "swiss-tarot.deal.last-three":
            assert len(seats["1"]["cards"]) == 28 and "pack" not in places
        if step["rule"] == "swiss-tarot.discard.policy":
            assert len(seats["1"]["cards"]) == 25 and places["discard"]["cards"] == step["cards"]
        if step["rule"] == "swiss-tarot.trick.win":
            assert not table.get("trick", {}).get("plays") and set(step["cards"]) <= {
                *seats[str(step["seats"][0])]["pile"], *(c for s in seats.values() for c in s["pile"] if c == "0X")}
    assert table["outcome"] == response["table"]["outcome"] and "takes the pool" in table["outcome"]
    assert [s["points"] for s in table["seats"].values()] == response["deals"][0]["summary"]["points"]
