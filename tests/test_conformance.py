"""The one conformance suite of the game model, for every game and variant and every pack a game offers besides
its default: no per-game copies.

Over seeded deals at every player count, each answer to ``play`` (or ``deal``, for a game dealt up to its first
card) must keep the model's promises: every step
carries its table; every card of the pack lies exactly once somewhere on every table; chips are conserved;
the last step's table is the answer's table; replaying the recorded moves from the seed gives the same
answer; a seated reader's tables hide the other seats' face-down cards; a refused move is refused with its
rule and changes nothing; the answer validates against the published JSON Schema.
"""

from __future__ import annotations

from collections import Counter

import jsonschema
import pytest

from engine.api import handle, not_a_move
from engine.games import GAMES
from engine.packs import PACKS
from engine.schema import schema
from tests.support.moves import same_moves
from tests.support.tables import tables

ACTION = {game.id: "play" if "play" in game.actions else "deal" for game in GAMES.values()
          if {"play", "deal"} & set(game.actions)}
"""The action that deals and plays a seeded game, by game: ``play``, or ``deal`` for a game that is only dealt up to
its first card."""
CASES = [(game.id, variant.id, players, None) for game in GAMES.values() if game.id in ACTION
         for variant in game.variants.values()
         for players in range(variant.min_players, min(variant.max_players, variant.min_players + 3) + 1)]
CASES += [(game.id, variant.id, players, pack) for game in GAMES.values() if game.id in ACTION
          for variant in game.variants.values() for pack in variant.packs if pack != variant.pack.id
          for players in (variant.min_players, variant.min_players + 2)]
"""Every game and variant at its first table sizes, then every pack a request may choose besides the default
(the rule set's declared ``packs``) at two table sizes."""
SEEDS = range(6)
VALIDATOR = jsonschema.Draft202012Validator(schema())


def _play(game: str, variant: str, players: int, pack: str | None, seed: int, **extra: object) -> dict:
    chosen = {} if pack is None else {"pack": pack}
    response = handle({"action": ACTION[game], "game": game, "variant": variant, "players": players, "seed": seed,
                       **chosen, **extra})
    assert "error" not in response, response
    return response


_ANSWERS: dict[tuple[str, str, int, str | None, int, int | None], dict] = {}


def _answer(game: str, variant: str, players: int, pack: str | None, seed: int, seat: int | None = None) -> dict:
    """The answer to a seeded game with no decision, seen by no seat or from ``seat``: computed once for the
    module and shared by the tests that read it (read-only: no test changes an answer it is given)."""
    key = (game, variant, players, pack, seed, seat)
    if key not in _ANSWERS:
        _ANSWERS[key] = _play(game, variant, players, pack, seed, **({} if seat is None else {"seat": seat}))
    return _ANSWERS[key]


def cards_on(table: dict) -> Counter:
    """Every card shown anywhere on a table, with how many face-down cards are hidden from the viewer."""
    held: Counter = Counter()
    for holding in [*table.get("seats", {}).values(), *table.get("places", {}).values()]:
        held.update(holding.get("cards", []))
        held.update(holding.get("pile", []))
        held["?"] += holding.get("hidden", 0)
    held.update(play["card"] for play in table.get("trick", {}).get("plays", []))
    return held


@pytest.mark.parametrize("game, variant, players, pack", CASES)
def test_every_table_holds_the_pack_and_conserves_chips(game, variant, players, pack):
    for seed in SEEDS:
        response = _answer(game, variant, players, pack, seed)
        cards = Counter(str(card) for card in PACKS[response["options"]["pack"]].cards)
        steps = tables(response)
        assert steps, "a played deal explains itself step by step"
        for number, table in enumerate(steps, start=1):
            assert cards_on(table) == cards, f"seed {seed}, step {number}: the cards on the table are not the pack"
            chips = [seat["chips"] for seat in table["seats"].values() if "chips" in seat]
            assert sum(chips) + sum(table.get("pots", {}).values()) == 0, f"seed {seed}, step {number}"
        assert steps[-1] == response["table"]


@pytest.mark.parametrize("game, variant, players, pack", CASES)
def test_replaying_the_moves_gives_the_same_answer(game, variant, players, pack):
    for seed in SEEDS:
        response = _answer(game, variant, players, pack, seed)
        assert _play(game, variant, players, pack, seed, moves=response["moves"]) == response


@pytest.mark.parametrize("game, variant, players, pack", CASES)
def test_a_seated_reader_sees_only_their_seat(game, variant, players, pack):
    for seed in SEEDS[:3]:
        full = _answer(game, variant, players, pack, seed)
        seated = _answer(game, variant, players, pack, seed, seat=1)
        for everything, seen in zip(tables(full), tables(seated)):
            assert cards_on(seen).total() == cards_on(everything).total()
            for number, seat in seen["seats"].items():
                if number != "1":
                    down = everything["seats"][number].get("down", 0)
                    assert seat.get("hidden", 0) == down and "down" not in seat
                    assert "total" not in seat or not down


@pytest.mark.parametrize("game, variant, players, pack", CASES)
def test_a_refused_move_is_refused_with_its_rule(game, variant, players, pack):
    """A refused move is refused with its rule and reason, in words and as data, as the turn offered it, and changes
    nothing; a move that is no move there is refused with the moves allowed, as data; the cards refused by one rule
    share one reason (``why``)."""
    for seed in SEEDS[:3]:
        for seat in range(1, players + 1):
            waiting = _answer(game, variant, players, pack, seed, seat=seat)
            if "waiting" not in waiting:
                continue
            assert waiting["waiting"]["seat"] == seat
            legal = [choice for choice in waiting["waiting"]["moves"] if choice["legal"]]
            assert legal or waiting["waiting"]["ranges"], "a player whose turn it is has a move"
            refused = [choice for choice in waiting["waiting"]["moves"] if not choice["legal"]]
            for choice in refused[:3]:
                answer = handle({"action": ACTION[game], "game": game, "variant": variant, "players": players,
                                 "seed": seed, "seat": seat, "decisions": [choice["move"]],
                                 **({} if pack is None else {"pack": pack})})
                assert answer == {"error": {"field": "decisions[0]", "reason": choice["reason"], "rule": choice["rule"],
                                            "said": choice["said"]}}
            nonsense = handle({"action": ACTION[game], "game": game, "variant": variant, "players": players,
                               "seed": seed, "seat": seat, "decisions": ["fly away"],
                               **({} if pack is None else {"pack": pack})})
            assert nonsense["error"]["field"] == "decisions[0]"
            offered = [choice["move"] for choice in legal] + [f"{r['move']} {r['min']} to {r['max']}"
                                                               for r in waiting["waiting"]["ranges"]]
            if not_a_move("fly away") in nonsense["error"]["reason"]:  # a game may refuse a move by its form first
                assert (nonsense["error"]["move"], nonsense["error"]["legal"]) == ("fly away", offered)
            shared: dict[str, set[str]] = {}
            for choice in refused:
                if "why" in choice:
                    assert choice["why"] in choice["reason"] and choice["why"] != choice["reason"]
                    shared.setdefault(choice["rule"], set()).add(choice["why"])
            assert all(len(whys) == 1 for whys in shared.values()), shared
            assert _play(game, variant, players, pack, seed, seat=seat) == waiting


@pytest.mark.parametrize("game, variant, players, pack", CASES)
def test_the_answer_validates_against_the_published_schema(game, variant, players, pack):
    for seed in SEEDS[:2]:
        VALIDATOR.validate(_answer(game, variant, players, pack, seed))
        VALIDATOR.validate(_answer(game, variant, players, pack, seed, seat=players))


QUIET = {(entry["id"], rules["id"]) for entry in handle({"action": "catalogue"})["games"] if entry["id"] in ACTION
         for rules in entry["variants"]
         if any(field["name"] == "explain" for field in rules["requests"][ACTION[entry["id"]]])}
"""The rule sets whose seeded game may be asked without its explanation steps (``"explain": false``)."""


def _seated_to_the_end(game: str, variant: str, players: int, pack: str | None, seed: int, seat: int) -> dict:
    """The game played from ``seat`` to its end, the reader taking the first legal move (or the lowest amount) at
    each turn, as a reader clicking through it would. The turns on the way only say what the reader may choose, so
    they are asked without explanation steps where the game may leave them out (a quarter of the work, for Swiss
    Tarot); the game's end is then asked with them, as the reader's page asks it, and must wait for nobody."""
    quiet = {"explain": False} if (game, variant) in QUIET else {}
    decisions: list[str] = []
    while True:
        response = _play(game, variant, players, pack, seed, seat=seat, decisions=decisions, **quiet)
        if "waiting" not in response:
            if quiet:
                response = _play(game, variant, players, pack, seed, seat=seat, decisions=decisions)
                assert "waiting" not in response, "the same decisions end the game with its explanation steps"
            return response
        legal = [choice["move"] for choice in response["waiting"]["moves"] if choice["legal"]]
        ranges = response["waiting"]["ranges"]
        decisions.append(legal[0] if legal else f"{ranges[0]['move']} {ranges[0]['min']}")
        assert len(decisions) < 200, "a game ends"


def _paid(response: dict) -> list[list[tuple[object, object, object]]]:
    """Who paid whom how much in each deal (the rule named may say who chose the move, not what it was)."""
    return [[(paid["from"], paid["to"], paid["amount"]) for paid in deal["payments"]] for deal in response["deals"]]


@pytest.mark.parametrize("game, variant, players, pack", CASES)
def test_a_game_is_its_seed_and_its_moves_whoever_reads_it(game, variant, players, pack):
    """The moves of an answer, seated or not, replay to the same game with no seat and from every seat: a seat's
    decisions are recorded the same way whoever makes them.

    Which readers play the game is sampled, because playing it to its end from a seat asks the engine once for
    each of that seat's decisions (a session of three long deals is 79 answers from one seat): with the first
    seed the game is read with no seat and from every seat; with the second, by one reader chosen by rotation (no
    seat, then each seat in turn, moving on by one from one table of ``CASES`` to the next), so that the second
    seed is read from a different seat from table to table. Every game read, at either seed, is replayed with no
    seat and from every seat."""
    readers = (None, *range(1, players + 1))
    turn = CASES.index((game, variant, players, pack))
    for seed in SEEDS[:2]:
        chosen = readers if seed == SEEDS[0] else (readers[(turn + seed) % len(readers)],)
        for reader in chosen:
            played = (_answer(game, variant, players, pack, seed) if reader is None
                      else _seated_to_the_end(game, variant, players, pack, seed, reader))
            for other in readers:
                seated = {} if other is None else {"seat": other}
                replayed = _play(game, variant, players, pack, seed, moves=played["moves"], **seated)
                assert same_moves(replayed["moves"], played["moves"]), (seed, reader, other)
                assert _paid(replayed) == _paid(played), (seed, reader, other)
                assert "waiting" not in replayed, (seed, reader, other)
