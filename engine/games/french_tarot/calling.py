"""The king call of five players: the taker calls a King (a Queen, a Knight) before anything is done with the dog,
and whoever holds it is his partner, unknown until the card falls."""

from __future__ import annotations

from engine.cards import Card
from engine.games.french_tarot.hands import callable_cards
from engine.games.french_tarot.policies import call
from engine.games.french_tarot.state import DealState
from engine.model import Decision, Move, Refusal, Script
from engine.said import Seat, say


def calling(deal: DealState) -> Script:
    """With five players the taker calls a King (a Queen, a Knight) before the dog is touched."""
    taker = deal.taker
    assert taker is not None
    hand, calling = deal.hands[taker], Seat(taker)
    cards = callable_cards(hand)
    if not cards:
        deal.tell("french-tarot.call.all-twelve", say("call.all-twelve", taker=calling), (taker,), phase="call")
        return
    rank = cards[0].rank.code
    if rank != "R":
        deal.tell("french-tarot.call.queen-knight", say("call.queen-knight", taker=calling, rank=rank), (taker,),
                  phase="call")
    if taker != deal.context.reader:
        deal.tell("french-tarot.call.policy", say("call.policy", taker=calling), (taker,), phase="call")
    called, reason = call(hand, cards)
    move = yield from deal.ask(_decision(deal, taker, cards), (Move("call", called), reason))
    assert move.card is not None
    why = deal.why(taker, move)
    deal.tell("french-tarot.call.king", say("call.card", taker=calling, card=move.card, reason=why), (taker,),
              (move.card,), phase="call", called=str(move.card), reason=deal.worded(why))
    deal.called = move.card
    if move.card in hand and deal.sees(taker):
        deal.tell("french-tarot.call.own", say("call.own", taker=calling), (taker,), (move.card,), phase="call")


def _decision(deal: DealState, taker: int, cards: tuple[Card, ...]) -> Decision:
    """The call asked of the taker, any card but ``cards`` refused in words."""
    def judge(move: Move) -> Refusal | None:
        if move.kind != "call" or move.card is None:
            return None
        return deal.refused("french-tarot.call.king",
                            say("refuse.call", taker=Seat(taker), kings=cards, card=move.card))

    return Decision(taker, tuple(Move("call", card) for card in cards), "french-tarot.call.king", judge=judge)
