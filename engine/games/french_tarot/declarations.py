"""What the players declare: before the bidding a Petit sec, which annuls the deal, and as a house rule a maldonne
of a hand too poor to play; before the first card a poignée of trumps shown and, as a house rule, misère. Which
hands may declare what is read by :mod:`.hands`."""

from __future__ import annotations

from engine.games.french_tarot.contracts import POIGNEE_NAMES, POIGNEES, poignee_level
from engine.games.french_tarot.hands import misere, poor, shown_trumps, trumps_of
from engine.games.french_tarot.policies import NOTHING, declare, plainly
from engine.games.french_tarot.state import DealState
from engine.model import Decision, Move, Range, Refusal, Script
from engine.said import Param, Said, Seat, say

MALDONNE = "maldonne"
"""The move of a player who calls the house rules' maldonne of a poor hand."""


def petit_sec(deal: DealState) -> bool:
    """Whether a player holds the Petit sec: announced, the hand shown, and the deal annulled."""
    for seat in deal.order:
        trumps = trumps_of(deal.hands[seat])
        if [card.code for card in trumps] == ["1AT"]:
            if deal.context.house.imprenable:
                if deal.sees(seat):
                    deal.tell("french-tarot.play.petit-imprenable", say("deal.petit-imprenable", player=Seat(seat)),
                              (seat,), tuple(trumps), phase="deal")
                continue
            following = Seat(deal.context.table.next(deal.dealer))
            deal.tell("french-tarot.deal.petit-sec", say("deal.petit-sec", player=Seat(seat), next=following),
                      (seat,), tuple(trumps), phase="deal")
            deal.shown[seat] = list(deal.hands[seat])
            deal.outcome = "petit-sec"
            return True
    return False


def misdeal(deal: DealState) -> Script:
    """As a house rule, each player in turn from first hand whose hand has no trump, or fewer trumps and court
    cards together than the table agreed, is asked whether to call a maldonne; one called annuls the deal,
    dealt again by the next dealer like a Petit sec (french-tarot.house.maldonne)."""
    below = deal.context.house.maldonne
    if below is None:
        return
    deal.tell("french-tarot.house.maldonne", say("maldonne.table", below=below), phase="deal")
    for seat in deal.order:
        held = poor(deal.hands[seat], below)
        if held is None:
            continue
        why: dict[str, Param] = {"trumps": held[0], "courts": held[1], "below": below}
        decision = Decision(seat, (Move(MALDONNE), Move(NOTHING)), "french-tarot.house.maldonne")
        move = yield from deal.ask(decision, (Move(MALDONNE), plainly("reason.maldonne")))
        if move.kind == NOTHING:
            if deal.sees(seat):
                deal.tell("french-tarot.house.maldonne-reading", say("maldonne.declined", player=Seat(seat), **why),
                          (seat,), phase="deal")
            continue
        following = Seat(deal.context.table.next(deal.dealer))
        reason = deal.why(seat, move)
        deal.tell("french-tarot.house.maldonne", say("maldonne.called", player=Seat(seat), reason=reason, **why),
                  (seat,), phase="deal", reason=deal.worded(reason))
        deal.tell("french-tarot.house.maldonne-reading", say("maldonne.annulled", next=following), (seat,),
                  phase="deal")
        deal.shown[seat] = list(deal.hands[seat])
        deal.outcome = MALDONNE
        return


def declarations(deal: DealState) -> Script:
    """Before the first card, each player in the order of play may show a poignée and, as a house rule,
    declare misère."""
    misere_too = deal.context.house.misere
    deal.tell("french-tarot.declare.when", say("declare.when-misere" if misere_too else "declare.when",
                                               first=Seat(deal.first)), phase="declare")
    deal.tell("french-tarot.declare.policy", say("declare.policy-misere" if misere_too else "declare.policy",
                                                 **deal.others()), phase="declare")
    for seat in deal.order:
        declared: set[str] = set()
        while True:
            decision = _decision(deal, seat, declared)
            if decision is None:
                break
            most = decision.ranges[0].high if decision.ranges else None
            policy = declare(deal.hands[seat], deal.players, most,
                             any(move.kind == "misere" for move in decision.moves))
            move = yield from deal.ask(decision, policy)
            if move.kind == NOTHING:
                if seat == deal.context.reader and not declared:
                    deal.tell("french-tarot.declare.when", say("declare.nothing", player=Seat(seat)), (seat,),
                              phase="declare")
                break
            declared.add(move.kind)
            if move.kind == "poignee":
                assert move.amount is not None
                _poignee(deal, seat, move.amount, deal.why(seat, move))
            else:
                _misere(deal, seat, deal.why(seat, move))


def _decision(deal: DealState, seat: int, declared: set[str]) -> Decision | None:
    """What ``seat`` may still declare, or ``None`` when nothing: asked of every seat alike, the reader's or not,
    so that the moves of a game replay whoever reads them."""
    hand = deal.hands[seat]
    held = len(trumps_of(hand))
    least = POIGNEES[deal.players][0]
    plays_misere = deal.context.house.misere
    moves = [Move(NOTHING)]
    ranges: tuple[Range, ...] = ()
    if "poignee" not in declared and held >= least:
        ranges = (Range("poignee", least, held),)
    if "misere" not in declared and plays_misere and misere(hand) is not None:
        moves.append(Move("misere"))
    if not ranges and len(moves) == 1:
        return None
    players = deal.players

    def judge(move: Move) -> Refusal | None:
        if move.kind == "poignee" and move.amount is not None:
            said = say("refuse.poignee-twice") if "poignee" in declared else \
                say("refuse.poignee-short", least=least, players=players, amount=move.amount) \
                if move.amount < least else \
                say("refuse.poignee-held", player=Seat(seat), held=held, amount=move.amount)
            return deal.refused("french-tarot.declare.poignee", said)
        if move.kind == "misere":
            return deal.refused("french-tarot.house.misere", say("refuse.misere-hand", player=Seat(seat))
                                if plays_misere else say("refuse.no-misere"))
        return None

    offered = (Move("poignee", amount=least), Move("misere"))
    return Decision(seat, tuple(moves), "french-tarot.declare.when", ranges, offered, judge)


def _poignee(deal: DealState, seat: int, count: int, why: Said) -> None:
    """Show ``count`` trumps of ``seat``'s hand for a poignée."""
    cards = shown_trumps(deal.hands[seat], count)
    level = POIGNEE_NAMES[poignee_level(deal.players, count)]
    deal.tell("french-tarot.declare.poignee", say("declare.poignee", player=Seat(seat), level=level, count=count,
                                                  reason=why, trumps=cards), (seat,), cards, phase="declare",
              level=level, trumps=count, reason=deal.worded(why))
    deal.tell("french-tarot.declare.poignee-shown", say("declare.poignee-shown"), (seat,), phase="declare")
    deal.poignees.append((seat, cards))
    deal.shown[seat] += [card for card in cards if card not in deal.shown[seat]]


def _misere(deal: DealState, seat: int, why: Said) -> None:
    """Declare misère for ``seat``, on the hand it holds."""
    lacks = misere(deal.hands[seat])
    assert lacks is not None  # misère is offered only to a hand that may declare it
    deal.tell("french-tarot.house.misere", say("misere.declared", player=Seat(seat), reason=why, lacks=lacks),
              (seat,), phase="declare", reason=deal.worded(why))
    deal.tell("french-tarot.house.misere-hand", say("misere.hand"), (seat,), phase="declare")
    deal.miseres.append(seat)
