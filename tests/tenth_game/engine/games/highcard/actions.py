"""The one request High Card answers: ``play``, a few seeded deals."""

from __future__ import annotations

from collections.abc import Mapping

from engine.catalogue import RuleSet
from engine.envelope import Envelope
from engine.games.highcard.coup import Session
from engine.options import Declared, Whole
from engine.play import answer
from engine.request import HEAD, PLAYERS, SEED, TABLE_FIELDS, seating
from engine.shuffle import random_source

DEALS = Whole(name="deals", holds="how many deals are played", default=3, low=1, high=20, what="The number of deals")


def play(variant: RuleSet, request: Mapping[str, object]) -> Envelope:
    """Seeded deals at a table of the players asked for."""
    players = PLAYERS.read(variant, request)
    deals = DEALS.read(request)
    seed = SEED.read(request)
    table = seating(request, players)
    session = Session(variant.book, list(variant.pack), table.names, random_source(seed))
    return answer(variant, table, session, session.play(deals), variant.pack, seed=seed, options={"pack": variant.pack.id, "deals": deals})


ACTIONS: dict[str, Declared[RuleSet]] = {"play": Declared(play, (*HEAD, PLAYERS, SEED, DEALS, *TABLE_FIELDS))}
