"""The dog and the écart: on a prise, a pousse or a garde the dog is shown and taken, and the taker puts as many
cards aside, never a King or an oudler, and a trump only when nothing else can go (:mod:`.hands`); on a garde sans
or a garde contre the dog goes unseen to the taker's pile or the defence's. The cards put aside and their reasons
stay the taker's, unless the reader sits there or nobody reads."""

from __future__ import annotations

from engine.games.french_tarot.contracts import DOG_SIZE
from engine.games.french_tarot.hands import is_trump, refusals
from engine.games.french_tarot.policies import ecart_card, ecart_plan
from engine.games.french_tarot.state import DealState
from engine.model import Decision, Move, Refusal, Script
from engine.said import Seat, say

UNSEEN = ("garde-sans", "garde-contre")
"""The contracts whose dog nobody sees."""


def dog_and_ecart(deal: DealState) -> Script:
    """On a prise, a pousse or a garde the dog is shown, taken, and as many cards put aside; on a garde sans
    or a garde contre it goes unseen to the taker's pile or the defence's."""
    taker, contract = deal.taker, deal.contract
    assert taker is not None and contract is not None
    taking = Seat(taker)
    if contract in UNSEEN:
        deal.tell(f"french-tarot.dog.{contract}", say("dog.unseen", contract=contract, taker=taking), (taker,),
                  phase="dog")
        deal.dog_pile = "taker" if contract == "garde-sans" else "defence"
        return
    deal.tell("french-tarot.dog.shown", say("dog.shown", contract=contract, dog=tuple(deal.dog)), (taker,),
              tuple(deal.dog), phase="dog")
    deal.dog_shown = True
    if deal.called is not None and deal.called in deal.dog:
        deal.tell("french-tarot.call.dog", say("call.in-dog", card=deal.called, taker=taking), (taker,),
                  (deal.called,), phase="dog")
    deal.tell("french-tarot.dog.shown", say("dog.taken", taker=taking), (taker,), phase="dog")
    deal.hands[taker] += deal.dog
    deal.dog, deal.dog_shown = [], False
    yield from _ecart(deal, taker)


def _ecart(deal: DealState, taker: int) -> Script:
    """The taker puts aside as many cards as the dog held, one at a time, each told as far as the reader may
    see it."""
    size = DOG_SIZE[deal.players]
    taking = Seat(taker)
    deal.tell("french-tarot.ecart.size", say("ecart.size", taker=taking, size=size), (taker,), phase="ecart")
    if deal.sees(taker):
        _kept(deal, taker)
    if deal.context.reader != taker and deal.sees(taker):
        plain = tuple(card for card in ecart_plan(deal.hands[taker], size) if not is_trump(card))
        deal.tell("french-tarot.ecart.policy", say("ecart.plan", taker=taking, plain=plain), (taker,),
                  phase="ecart")
    for left in range(size, 0, -1):
        planned, reason = ecart_card(deal.hands[taker], left)
        move = yield from deal.ask(_decision(deal, taker, left), (Move("ecart", planned), reason))
        card = move.card
        assert card is not None
        why = deal.why(taker, move)
        if is_trump(card):
            deal.tell("french-tarot.ecart.trumps", say("ecart.trump", taker=taking, card=card, reason=why),
                      (taker,), (card,), phase="ecart", reason=deal.worded(why))
        elif deal.sees(taker):
            deal.tell("french-tarot.ecart.size", say("ecart.card", taker=taking, card=card, reason=why), (taker,),
                      (card,), phase="ecart", reason=deal.worded(why))
        else:
            deal.tell("french-tarot.ecart.size", say("ecart.hidden", taker=taking), (taker,), phase="ecart")
        deal.hands[taker].remove(card)
        deal.ecart.append(card)


def _kept(deal: DealState, taker: int) -> None:
    """The Kings and oudlers the taker must keep, told where the taker's cards may be told."""
    why = refusals(deal.hands[taker], 1)
    for kept in ("kings", "oudlers"):
        cards = tuple(card for card, refused in why.items() if refused == kept)
        if cards:
            deal.tell(f"french-tarot.ecart.{kept}", say(f"ecart.{kept}", taker=Seat(taker), kept=cards), (taker,),
                      cards, phase="ecart")


def _decision(deal: DealState, taker: int, left: int) -> Decision:
    """The card asked of the taker to put aside, with ``left`` still to go: a card he does not hold, a King, an
    oudler, or a trump while other cards may go, refused in words."""
    hand = list(deal.hands[taker])
    refused = refusals(hand, left)
    legal = tuple(Move("ecart", card) for card, why in refused.items() if why is None)

    def judge(move: Move) -> Refusal | None:
        if move.kind != "ecart" or move.card is None:
            return None
        if move.card not in hand:
            shared = say("refuse.ecart-hand", taker=Seat(taker))
            return deal.refused("french-tarot.ecart.size", say("refuse.ecart-not-held", card=move.card,
                                                               why=shared), shared)
        why = refused[move.card]
        if why in ("kings", "oudlers"):
            shared = say(f"refuse.ecart-{why}")
            return deal.refused(f"french-tarot.ecart.{why}", say("refuse.ecart-one", card=move.card, why=shared),
                                shared)
        if why == "trumps":
            return deal.refused("french-tarot.ecart.trumps", say("refuse.ecart-trump", taker=Seat(taker)))
        return None

    return Decision(taker, legal, "french-tarot.ecart.size", offered=tuple(Move("ecart", c) for c in hand),
                    judge=judge, face_down=True)
