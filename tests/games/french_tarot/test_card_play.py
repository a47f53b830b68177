"""French Tarot's ``play`` action over hundreds of seeded deals played to the end by the computer seats, a reader's
seat playing its own cards, and bad input refused without raising."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.api import handle
from engine.games.french_tarot.contracts import DOG_SIZE
from tests.support.tables import tables

DEALS = 100
"""Seeded deals played for each number of players."""


def play(**request: object) -> dict:
    return handle({"action": "play", "game": "french-tarot", **request})


@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_deal_plays_every_card_once_counts_91_and_scores_sum_to_zero(players):
    played = 0
    for seed in range(DEALS):
        answer = play(seed=seed, players=players)
        assert "error" not in answer, (seed, answer)
        summary = answer["deals"][-1]["summary"]
        if summary["outcome"] != "played":
            continue
        played += 1
        cards = [card for trick in summary["play"]["tricks"] for _, card in trick["cards"]]
        assert len(cards) == len(set(cards)) == 78 - DOG_SIZE[players]
        assert summary["play"]["points"]["taker"] + summary["play"]["points"]["defence"] == 91
        assert sum(summary["play"]["score"]["scores"]) == 0
        assert sum(seat["points"] for seat in answer["table"]["seats"].values()) == 0
        assert sum(p["amount"] * (1 if p["to"] == 1 else -1 if p["from"] == 1 else 0)
                   for p in answer["deals"][-1]["payments"]) == summary["play"]["score"]["scores"][0]
    assert played > DEALS * 0.9


def _reader_play(seed: int, players: int, seat: int) -> tuple[list[str], dict]:
    """A deal the reader plays from ``seat``, always the first legal move offered."""
    decisions: list[str] = []
    while True:
        answer = play(seed=seed, players=players, seat=seat, decisions=decisions)
        assert "error" not in answer, answer
        if "waiting" not in answer:
            return decisions, answer
        decisions.append(next(move["move"] for move in answer["waiting"]["moves"] if move["legal"]))


def test_a_seated_reader_plays_to_the_score_seeing_only_their_hand():
    decisions, answer = _reader_play(3, 4, 2)
    assert answer["deals"][-1]["summary"]["outcome"] == "played"
    assert any(move.startswith("play ") for move in decisions)
    for table in tables(answer):
        assert all("down" not in seat for number, seat in table["seats"].items() if number != "2")
        assert "hidden" not in table["seats"]["2"]


def test_a_seated_readers_illegal_card_is_refused_with_the_field_and_rule():
    decisions: list[str] = []
    for _ in range(200):
        answer = play(seed=3, players=4, seat=2, decisions=decisions)
        waiting = answer["waiting"]
        refused = [move for move in waiting["moves"] if not move["legal"] and move["move"].startswith("play ")]
        if refused:
            break
        decisions.append(next(move["move"] for move in waiting["moves"] if move["legal"]))
    else:
        raise AssertionError("the reader is never offered a card they may not play")
    where = f"decisions[{len(decisions)}]"
    error = play(seed=3, players=4, seat=2, decisions=[*decisions, refused[0]["move"]])["error"]
    assert error["field"] == where and refused[0]["rule"] in error["reason"]
    assert refused[0]["rule"].startswith("french-tarot.") and "may not be played now" in error["reason"]
    bare = refused[0]["move"].split()[1]
    assert play(seed=3, players=4, seat=2, decisions=[*decisions, bare])["error"]["field"] == where


def test_bad_input_is_refused_and_nothing_raises():
    decisions, _ = _reader_play(3, 4, 2)
    first_card = next(i for i, move in enumerate(decisions) if move.startswith("play "))
    before = decisions[:first_card]
    held = Counter(move.split()[1] for move in decisions if move.startswith("play "))
    stranger = next(code for code in ("21AT", "0EX", "1AT", "RPI", "RCE", "RCA", "RTR") if code not in held)
    error = play(seed=3, players=4, seat=2, decisions=[*before, f"play {stranger}"])["error"]
    assert error["field"] == f"decisions[{first_card}]" and "not in" in error["reason"]
    error = play(seed=3, players=4, seat=2, decisions=[*decisions, decisions[-1]])["error"]
    assert error["field"] == f"decisions[{len(decisions)}]" and "over" in error["reason"]
    for bad in ("play", "play XYZ", "play 21AT 3", 7, "", "jump 21AT"):
        answer = play(seed=3, players=4, seat=2, decisions=[*before, bad])
        assert answer["error"]["field"] == f"decisions[{first_card}]", bad
    assert play(seed=3, players=4, decisions=["play 21AT"])["error"]["field"] == "decisions"
    assert play(seed=3, players=6)["error"]["field"] == "players"
    assert play(seed=3, players=4, bogus=1)["error"]["field"] == "bogus"


def test_replaying_the_moves_gives_the_same_deal():
    answer = play(seed=7, players=5)
    again = play(seed=7, players=5, moves=answer["moves"])
    assert again["deals"] == answer["deals"] and again["table"] == answer["table"]
