"""The bidding of French Tarot: the contracts a table bids, from the lowest, with the house rules' pousse and
without the prise; each player's bid once from first hand, with the house rule of the parole and its second
round; and the chelem the taker may announce as the bidding ends.

>>> contracts(pousse=True, prise=True)
('prise', 'pousse', 'garde', 'garde-sans', 'garde-contre')
>>> higher(contracts(pousse=False, prise=False), "garde")
('garde-sans', 'garde-contre')
"""

from __future__ import annotations

from collections.abc import Generator

from engine.games.french_tarot.contracts import CONTRACTS, HAND_SIZE, PAROLE, PASS, higher
from engine.games.french_tarot.guide import evaluate, thresholds
from engine.games.french_tarot.policies import CHELEM, NOTHING, PETIT_CHELEM, Reason, announce, bid, parole
from engine.games.french_tarot.state import DealState
from engine.games.french_tarot.words import guide_ranges
from engine.model import Decision, Move, Refusal, Script
from engine.said import Param, Seat, say

def contracts(pousse: bool, prise: bool) -> tuple[str, ...]:
    """The contracts a table bids, from the lowest: the prise unless the table plays without it, the pousse when it
    plays with it, then the garde, the garde sans and the garde contre."""
    return tuple(contract for contract in CONTRACTS
                 if (contract != "prise" or prise) and (contract != "pousse" or pousse))


def bidding(deal: DealState) -> Script:
    """Each player once, from first hand to the right: pass, or bid higher than every bid before; those who said
    parole (a house rule) bid again in a second round."""
    house, others = deal.context.house, deal.others()
    ranges = thresholds(HAND_SIZE[deal.players])
    deal.tell("french-tarot.bid.policy", say("bid.policy-scaled" if ranges.scaled else "bid.policy", **others,
                                             **guide_ranges(ranges)), phase="bidding")
    if "prise" not in house.contracts:
        deal.tell("french-tarot.house.no-prise", say("bid.no-prise"), phase="bidding")
    if "pousse" in house.contracts:
        deal.tell("french-tarot.house.pousse-bid", say("bid.pousse"), phase="bidding")
    deal.tell("french-tarot.bid.order", say("bid.order", first=Seat(deal.first)), (deal.first,), phase="bidding")
    deal.tell("french-tarot.bid.once", say("bid.once" if house.parole is None else "bid.once-parole"),
              phase="bidding")
    if house.parole is not None:
        deal.tell("french-tarot.house.parole", say("parole.table", form=house.parole), phase="bidding")
        deal.tell("french-tarot.house.parole-rounds", say("parole.policy", **others), phase="bidding")
    reserved: list[int] = []
    for seat in deal.order:
        move = yield from _turn(deal, seat, False)
        if move.kind == PAROLE:
            reserved.append(seat)
    if reserved:
        deal.tell("french-tarot.house.parole-rounds",
                  say("parole.second-round", players=tuple(Seat(seat) for seat in reserved)), tuple(reserved),
                  phase="bidding")
        for seat in reserved:
            yield from _turn(deal, seat, True)
    if deal.taker is None:
        following = Seat(deal.context.table.next(deal.dealer))
        deal.tell("french-tarot.bid.no-taker", say("bid.no-taker", next=following), phase="bidding")
        deal.outcome = "no-taker"
        return
    assert deal.contract is not None
    deal.tell("french-tarot.bid.contracts", say("bid.taken", taker=Seat(deal.taker), contract=deal.contract,
                                                contracts=tuple(house.contracts)),
              (deal.taker,), phase="bidding", contract=deal.contract)


def _turn(deal: DealState, seat: int, second: bool) -> Generator[Decision, Move, Move]:
    """One player's bid, in the first round or the parole's second; the move made is the script's value."""
    highest = deal.contract
    move = yield from deal.ask(_decision(deal, seat, second), _policy(deal, seat, second))
    why = deal.why(seat, move)
    worded = deal.worded(why)
    if move.kind == PASS:
        deal.tell("french-tarot.bid.pass", say("bid.pass", player=Seat(seat), reason=why), (seat,),
                  phase="bidding", bid=PASS, reason=worded)
    elif move.kind == PAROLE:
        deal.tell("french-tarot.house.parole", say("parole.said", player=Seat(seat), reason=why), (seat,),
                  phase="bidding", bid=PAROLE, reason=worded)
    else:
        over: dict[str, Param] = {} if highest is None else {"over": highest}
        deal.tell("french-tarot.bid.higher", say("bid.bid", player=Seat(seat), contract=move.kind, **over,
                                                 reason=why), (seat,), phase="bidding", bid=move.kind, reason=worded)
        deal.taker, deal.contract = seat, move.kind
    deal.bids.append((seat, move.kind))
    return move


def _policy(deal: DealState, seat: int, second: bool) -> tuple[Move, Reason]:
    """The computer's bid for ``seat`` and its reason: the guide's contract if still legal, else a pass; parole
    instead, where the table plays it and the hand calls for it while nobody has bid."""
    house, highest = deal.context.house, deal.contract
    legal = _legal(deal, second)
    judged = evaluate(deal.hands[seat])
    policy, reason = bid(judged, house.contracts, highest)
    if policy not in legal:
        policy = PASS
    if house.parole is not None and highest is None and (second or PAROLE in _firsts(deal)):
        word = parole(judged, second, legal[0] if second and legal else PAROLE)
        if word is not None and word[0] in (*legal, *_firsts(deal)):
            policy, reason = word
    return Move(policy), reason


def _firsts(deal: DealState) -> tuple[str, ...]:
    """The words beyond the contracts a player may say in the first round: parole, while nobody has bid at a
    table that plays it."""
    return (PAROLE,) if deal.context.house.parole is not None and deal.contract is None else ()


def _legal(deal: DealState, second: bool) -> tuple[str, ...]:
    """The contracts a player may bid now: any higher one, but in the second round of a table whose parole
    allows only a prise, a prise while nobody has bid."""
    legal = higher(deal.context.house.contracts, deal.contract)
    if second and deal.context.house.parole == "prise":
        return tuple(contract for contract in legal if contract == "prise")
    return legal


def _decision(deal: DealState, seat: int, second: bool) -> Decision:
    """The bid asked of ``seat``, a bid the table does not play, too low or out of turn refused in words."""
    allowed = deal.context.house.contracts
    legal = _legal(deal, second)
    words = () if second else _firsts(deal)
    highest = deal.contract
    parole_form = deal.context.house.parole

    def judge(move: Move) -> Refusal | None:
        if move.card is not None or move.amount is not None:
            return None
        if move.kind == PAROLE:
            if parole_form is None:
                return deal.refused("french-tarot.house.parole", say("refuse.no-parole"))
            return deal.refused("french-tarot.house.parole-rounds",
                                say("refuse.parole-second" if second else "refuse.parole-late"))
        if move.kind not in CONTRACTS:
            return None
        if second and parole_form == "prise" and move.kind in allowed and move.kind != "prise":
            return deal.refused("french-tarot.house.parole", say("refuse.parole-prise"))
        if move.kind not in allowed:
            rule = "french-tarot.house.no-prise" if move.kind == "prise" else "french-tarot.house.pousse-bid"
            return deal.refused(rule, say("refuse.bid-not-played", contract=move.kind, bids=allowed))
        assert highest is not None
        return deal.refused("french-tarot.bid.higher", say("refuse.bid-not-higher", contract=move.kind,
                                                           highest=highest, player=Seat(seat), bids=legal))

    offered = ((Move(PAROLE),) if parole_form is not None else ()) + tuple(Move(c) for c in CONTRACTS)
    return Decision(seat, (Move(PASS), *(Move(w) for w in words), *(Move(c) for c in legal)),
                    "french-tarot.bid.order", offered=offered, judge=judge)


def announcing(deal: DealState) -> Script:
    """Where the table allows it, the taker may announce a chelem as the bidding ends, and then leads the first
    trick (french-tarot.bid.chelem); at a table that plays the petit chelem, he may announce that instead
    (french-tarot.house.petit-chelem-announced)."""
    taker = deal.taker
    assert taker is not None
    petit = deal.context.house.petit_chelem
    said, reason = announce(deal.hands[taker], petit)
    moves = (Move(CHELEM), *((Move(PETIT_CHELEM),) if petit else ()), Move(NOTHING))
    move = yield from deal.ask(Decision(taker, moves, "french-tarot.bid.chelem"), (Move(said), reason))
    why = deal.why(taker, move)
    worded = deal.worded(why)
    if move.kind == PETIT_CHELEM:
        deal.tell("french-tarot.house.petit-chelem-announced",
                  say("chelem.petit-announced", taker=Seat(taker), reason=why), (taker,), phase="bidding",
                  petit_chelem=True, reason=worded)
        deal.announced_petit = True
    elif move.kind == CHELEM:
        deal.tell("french-tarot.bid.chelem", say("chelem.announced", taker=Seat(taker), reason=why), (taker,),
                  phase="bidding", chelem=True, reason=worded)
        deal.announced = True
    else:
        deal.tell("french-tarot.bid.chelem", say("chelem.none-petit" if petit else "chelem.none",
                                                 taker=Seat(taker), reason=why),
                  (taker,), phase="bidding", chelem=False, reason=worded)
