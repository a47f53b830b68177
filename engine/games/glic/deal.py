"""One deal of Glic: dressing the board, the deal and turn-up, then the three phases in order.

Phase 1 pays the honour, Marriage and Sequence compartments to the holders of
those trumps; phase 2 is the betting for the Poch, each turn a decision of the
model; phase 3 lays the cards out towards 31. Every decision is an explanation
step, and every payment goes through the ledger its context hands it, naming
its rule and its step. A step is recorded before what it says is done (the
cards dealt, the trump turned up, a card laid), so that the table kept with it
is the table once it is carried out.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NotRequired, TypedDict, TypeGuard

from engine.cards import Card
from engine.explain import Explanation, Withheld
from engine.games.glic import betting
from engine.games.glic.hands import HandValue, value
from engine.games.glic.variants import (
    HAND_SIZE, POCH, SEQUENCE_RANKS, STAKED, honours, marriage_ranks,
)
from engine.games.glic.words import WORDS
from engine.ledger import Ledger, Payment
from engine.model import UNSEEN, Move, Script
from engine.packs import Pack
from engine.said import Param, Said, Seat, say
from engine.shapes import conforms
from engine.shuffle import shuffled
from engine.snapshot import PlaceTable, SeatTable, Snapshot
from engine.table import Table, seat_number

LIMIT_OF_A_RUN = 31

HandJson = TypedDict("HandJson", {"seat": int, "cards": list[str], "hand": NotRequired[str],
                                  "class": NotRequired[str], "folded": bool, "poch": int, "left": list[str]})
"""A seat's hand in a deal's summary: as dealt, its value for the Poch once known, whether it folded, what it put
into the Poch and the cards it has left."""


class ClaimJson(TypedDict):
    """A compartment of the board claimed in phase 1: by which seat (from 1), for how much."""

    compartment: str
    seat: int
    amount: int


class DealSummary(TypedDict):
    """A deal's summary as the answer gives it (see :meth:`Deal.summary`)."""

    dealer: int
    trump: str | None
    hands: list[HandJson]
    talon: list[str]
    pots_before: dict[str, int]
    claims: list[ClaimJson]
    poch_winner: int | None
    poch: int
    out: int | None
    balances: list[int]
    pots: dict[str, int]


def is_deal_summary(value: object) -> TypeGuard[DealSummary]:
    """Whether a deal's ``summary`` read back from an answer has the shape of :class:`DealSummary`."""
    return conforms(DealSummary, value)


def lay_value(card: Card) -> int:
    """A card's value towards 31: the ace or Sau 1, the courts 10, the others their number."""
    if card.rank.order == 1:
        return 1
    code = card.rank.code
    return int(code) if code.isdigit() else 10


@dataclass(frozen=True, slots=True)
class Context:
    """What a deal reads and writes of its session, and no more: the table, the players' names and the pack, the
    ledger whose pots are the board, the random stream it shuffles with, the table limit of the Poch, the reader's
    seat (whose betting moves are chosen, not the policy's, and whose view the summary gives) and each seat's count of
    betting turns so far."""

    table: Table
    names: tuple[str, ...]
    pack: Pack
    ledger: Ledger
    rng: random.Random
    limit: int
    reader: int | None
    turns: list[int]


class Deal:
    """One deal, played on the table, ledger and random stream its context hands it."""

    def __init__(self, context: Context, number: int, dealer: int, explanation: Explanation) -> None:
        self.context = context
        self.number = number
        self.dealer = dealer
        self.order = context.table.order_from(context.table.next(dealer))
        """Every seat in order of play, from the dealer's left."""
        self.explanation: Explanation = explanation
        self.hands: dict[int, list[Card]] = {seat: [] for seat in self.order}
        self.dealt: dict[int, list[Card]] = {}
        self.values: dict[int, HandValue] = {}
        self.worded: dict[int, str] = {}
        """Each seat's hand value in the words of the answer, once the betting has valued it."""
        self.labels: dict[str, str] = {}
        """The table's words that do not change in a deal, by message id, told at their first use."""
        self.trump: Card | None = None
        self.turned = False
        """Whether the trump lies turned up (until then it is the top card of the stock)."""
        self.talon: list[Card] = []
        """The cards left over from a shuffled pack once the trump is turned up (none in a given deal)."""
        self.stock: list[Card] = list(context.pack.cards)
        """The cards face down on the table: the whole pack before the deal, what is left after it."""
        self.pots_before = dict(context.ledger.pots)
        self.claims: list[tuple[str, int, int]] = []
        self.put = dict.fromkeys(self.order, 0)
        self.folded: list[int] = []
        self.shown: list[int] = []
        """The seats whose hands were shown at the showdown."""
        self.poch_winner: int | None = None
        self.laid: dict[int, list[Card]] = {seat: [] for seat in self.order}
        """The cards each seat laid in the runs already ended, face up in front of it."""
        self.run: list[tuple[int, Card]] | None = None
        """The cards laid in the run towards 31 in progress, with who laid each, once the laying out begins."""
        self.count = 0
        """The running total of the run in progress."""
        self.out: int | None = None
        self.closed_payments: list[Payment] | None = None
        self.balances: list[int] = []
        self.pots: dict[str, int] = {}
        self.top = 0
        """The highest stake in the Poch so far."""

    def step(self, rule: str, said: Said, seats: Sequence[int] = (), cards: Sequence[Card] = (), *,
             withheld: Withheld | None = None, **data: object) -> int:
        """Record a step and return its index; ``withheld`` is what the seats that may not see every card it names
        are told instead."""
        index = self.explanation.add(rule, said, tuple(seats), tuple(cards), **data)
        if withheld is not None:
            self.explanation.withhold(index, withheld)
        return index

    def play(self, given: dict[int, list[Card]] | None = None, trump: Card | None = None) -> Script:
        """The whole deal: stakes, cards (shuffled, or ``given`` with their ``trump``), then the three phases."""
        self.stake()
        if given is None or trump is None:
            self.deal_shuffled()
        else:
            self.deal_given(given, trump)
        self.dealt = {seat: list(cards) for seat, cards in self.hands.items()}
        assert self.trump is not None
        self.step("glic.trump.turn-up", say("trump.turned", card=self.trump), (), (self.trump,), trump=str(self.trump))
        self.stock.remove(self.trump)
        self.turned = True
        self.claim()
        yield from self.bet()
        self.lay()
        self.close()

    def close(self) -> None:
        """The deal is over: keep its payments, balances and board, and the table with its last step."""
        ledger = self.context.ledger
        self.closed_payments = ledger.take_payments()
        self.balances = list(ledger.balances)
        self.pots = dict(ledger.pots)
        self.explanation.close()

    # The deal as the model keeps it -----------------------------------------------------------------

    @property
    def payments(self) -> list[Payment]:
        """The payments of the deal (so far, while it is in play)."""
        return self.closed_payments if self.closed_payments is not None else list(self.context.ledger.payments)

    def summary(self) -> DealSummary:
        """The deal's result as Glic states it: dealer, trump, hands, talon, the board before and after, the
        claims, the Poch and who went out (what is not decided yet, while the deal is in play, is ``None``). Read
        from a seat, it tells what that seat has seen (:meth:`_hand`): the talon's cards stand as ``"?"``."""
        ledger = self.context.ledger
        done = self.closed_payments is not None
        return {
            "dealer": seat_number(self.dealer),
            "trump": None if self.trump is None else str(self.trump),
            "hands": [self._hand(seat) for seat in sorted(self.order)],
            "talon": [str(c) if self.context.reader is None else UNSEEN for c in self.talon],
            "pots_before": self.pots_before,
            "claims": [{"compartment": c, "seat": seat_number(seat), "amount": amount}
                       for c, seat, amount in self.claims],
            "poch_winner": None if self.poch_winner is None else seat_number(self.poch_winner),
            "poch": sum(self.put.values()) + self.pots_before[POCH],
            "out": None if self.out is None else seat_number(self.out),
            "balances": self.balances if done else list(ledger.balances),
            "pots": self.pots if done else dict(ledger.pots),
        }

    def _hand(self, seat: int) -> HandJson:
        """A seat's hand in the summary. Read from another seat, a card of it stands as ``"?"`` until laid in a run,
        and its value is left out, unless the hand was shown down."""
        reader = self.context.reader
        open_ = reader is None or seat == reader or seat in self.shown
        laid = {*self.laid[seat], *(card for layer, card in self.run or () if layer == seat)}

        def told(cards: Sequence[Card]) -> list[str]:
            return [str(card) if open_ or card in laid else UNSEEN for card in cards]

        number, cards, left = seat_number(seat), told(self.dealt.get(seat, [])), told(self.hands[seat])
        folded, put, known = seat in self.folded, self.put[seat], self.values.get(seat)
        if known is None or not open_:
            return {"seat": number, "cards": cards, "folded": folded, "poch": put, "left": left}
        # the hand's value in words and its class come before what the betting made of it
        return {"seat": number, "cards": cards, "hand": self.worded[seat], "class": known.kind, "folded": folded,
                "poch": put, "left": left}

    def snapshot(self) -> Snapshot:
        """The table as it stands: each seat's hand face down (shown once it is shown down) and the cards it
        laid in the runs already ended face up, its chips and roles; the stock face down, the trump turned up,
        the run in progress with its count; the board's eight compartments as the pots."""
        seats: dict[str, SeatTable] = {}
        for seat, name in enumerate(self.context.names):
            held = self.hands[seat]
            entry: SeatTable = {"name": name, "cards": [str(c) for c in (*held, *self.laid[seat])],
                                "down": 0 if seat in self.shown else len(held),
                                "chips": self.context.ledger.balances[seat], "roles": self._roles(seat)}
            if seat in self.values and (seat in self.shown or self.out is not None):
                entry["note"] = self.worded[seat]
            seats[str(seat_number(seat))] = entry
        stock = self._label(say("table.talon" if self.dealt else "table.pack-down"))
        places: dict[str, PlaceTable] = {"stock": {"label": stock, "cards": [str(c) for c in self.stock],
                                                   "down": len(self.stock)}}
        if self.turned and self.trump is not None:
            places["trump"] = {"label": self._label(say("table.turn-up", suit=self.trump.suit)), "cards": [str(self.trump)]}
        if self.run is not None:
            places["run"] = {"label": self._label(say("table.run")), "cards": [str(c) for _, c in self.run],
                             "note": WORDS.tell(say("table.count", total=self.count), ())}
        table: Snapshot = {"seats": seats, "places": places, "pots": dict(self.context.ledger.pots)}
        if self.out is not None and self.poch_winner is not None:
            table["outcome"] = WORDS.tell(say("table.outcome", winner=Seat(self.poch_winner), out=Seat(self.out)),
                                          self.context.names)
        return table

    def _label(self, said: Said) -> str:
        """The sentence of a place's label, which names no player and says the same all the deal long: told once."""
        told = self.labels.get(said.message)
        if told is None:
            told = self.labels[said.message] = WORDS.tell(said, ())
        return told

    def _roles(self, seat: int) -> list[str]:
        roles = ["dealer"] * (seat == self.dealer)
        roles += ["folded"] * (seat in self.folded)
        roles += ["takes the Poch"] * (seat == self.poch_winner)
        roles += ["out first"] * (seat == self.out)
        return roles

    # Before the deal ---------------------------------------------------------------------------------

    def stake(self) -> None:
        """Dress the board: one penny in each compartment but the Poch, the dealer first and then in turn."""
        turns = self.context.table.order_from(self.dealer)
        payers = [turns[k % len(turns)] for k in range(len(STAKED))]
        step = self.step("glic.stake.one-per-compartment",
                         say("stake.dressed", dealer=Seat(self.dealer), payers=tuple(map(Seat, payers)),
                             compartments=tuple(STAKED)), sorted(set(payers)),
                         dealer=seat_number(self.dealer), stakes=[[seat_number(s), c] for s, c in zip(payers, STAKED)])
        for seat, compartment in zip(payers, STAKED):
            self.context.ledger.pay(seat, compartment, 1, "glic.stake.one-per-compartment", step)

    def deal_shuffled(self) -> None:
        """Shuffle, deal five cards each one at a time from the dealer's left; the next card, the trump, is
        left on top of the talon until it is turned up."""
        deck = shuffled(self.context.pack.cards, self.context.rng)
        size = len(self.order)
        dealt = {seat: deck[k:HAND_SIZE * size:size] for k, seat in enumerate(self.order)}
        position = HAND_SIZE * size
        self.trump = deck[position]
        self.talon = deck[position + 1:]
        dealer, first = Seat(self.dealer), Seat(self.order[0])
        self.step("glic.deal.five-each", say("deal.shuffled", dealer=dealer, first=first, **self._hands(dealt)),
                  self.order, [c for seat in self.order for c in dealt[seat]],
                  withheld=Withheld((), say("deal.shuffled-unseen", dealer=dealer, first=first)),
                  dealer=seat_number(self.dealer))
        self.hands = dealt
        self.stock = deck[position:]

    def deal_given(self, given: dict[int, list[Card]], trump: Card) -> None:
        """A scenario's hands and turn-up, as the reader gave them."""
        hands = {seat: list(given[seat]) for seat in self.order}
        self.trump = trump
        self.step("glic.deal.five-each", say("deal.given", **self._hands(hands)), self.order,
                  [c for seat in self.order for c in hands[seat]], dealer=seat_number(self.dealer))
        self.hands = hands
        held = {c for cards in hands.values() for c in cards}
        self.stock = [trump, *(c for c in self.context.pack.cards if c not in held and c != trump)]

    def _hands(self, hands: dict[int, list[Card]], seats: Sequence[int] | None = None) -> dict[str, Param]:
        """Hands as a message names them: the ``players`` in order, their ``cards`` in a row and their ``sizes``."""
        order = self.order if seats is None else seats
        return {"players": tuple(map(Seat, order)), "cards": tuple(c for seat in order for c in hands[seat]),
                "sizes": tuple(len(hands[seat]) for seat in order)}

    # Phase 1: the claims ---------------------------------------------------------------------------

    def holder(self, rank: str) -> int | None:
        """The seat holding the trump of this rank, if anyone does."""
        assert self.trump is not None
        for seat in self.order:
            if any(c.rank.code == rank and c.suit == self.trump.suit for c in self.hands[seat]):
                return seat
        return None

    def _take(self, compartment: str, seat: int, rule: str, cards: Sequence[Card]) -> None:
        amount = self.context.ledger.pots[compartment]
        held: dict[str, Param] = {"card": cards[0]} if len(cards) == 1 else {"cards": tuple(cards)}
        said = say("claim.honour" if len(cards) == 1 else "claim.together", holder=Seat(seat), compartment=compartment,
                   amount=amount, **held)
        step = self.step(rule, said, (seat,), cards, compartment=compartment, amount=amount)
        self.context.ledger.pay(compartment, seat, amount, rule, step)
        self.claims.append((compartment, seat, amount))

    def _trump(self, rank: str) -> Card:
        assert self.trump is not None
        return self.context.pack.system.card(rank, self.trump.suit.code)

    def claim(self) -> None:
        """Phase 1: honours, Marriage and Sequence to their holders; the rest carries over."""
        assert self.trump is not None
        trump = self.trump
        pack = self.context.pack
        unclaimed: list[str] = []
        blocked: list[str] = []
        for honour in honours(pack):
            card = self._trump(honour.rank)
            seat = self.holder(honour.rank)
            if seat is None:
                (blocked if card == trump else unclaimed).append(honour.compartment)
            else:
                self._take(honour.compartment, seat, honour.rule, [card])
        for compartment, ranks, rule in (("marriage", marriage_ranks(pack), "glic.claim.marriage"),
                                         ("sequence", SEQUENCE_RANKS, "glic.claim.sequence")):
            cards = [self._trump(rank) for rank in ranks]
            seats = {self.holder(rank) for rank in ranks}
            if len(seats) == 1 and None not in seats:
                seat = seats.pop()
                assert seat is not None
                self._take(compartment, seat, rule, cards)
            else:
                (blocked if trump in cards else unclaimed).append(compartment)
        if blocked:
            self.step("glic.claim.turn-up", say("claim.turn-up", card=trump, compartments=tuple(blocked)), (),
                      (trump,), compartments=blocked)
        carried = unclaimed + blocked
        if carried:
            pots = self.context.ledger.pots
            said = say("claim.carry-over", compartments=tuple(carried), amounts=tuple(pots[c] for c in carried))
            self.step("glic.claim.carry-over", said, compartments=carried)

    # Phase 2: the Poch -----------------------------------------------------------------------------

    def bet(self) -> Script:
        """Phase 2: betting round the table from the dealer's left, each turn a decision, then the Poch to its
        winner."""
        limit = self.context.limit
        self.values = {seat: value(self.hands[seat]) for seat in self.order}
        self.worded = {seat: WORDS.tell(say("hand.value", hand=tuple(self.hands[seat])), ()) for seat in self.order}
        self.step("glic.bet.turns", say("bet.opens", first=Seat(self.order[0]), limit=limit), (self.order[0],),
                  limit=limit)
        passes, turn = 0, 0
        while True:
            still = [seat for seat in self.order if seat not in self.folded]
            if len(still) == 1 or passes >= len(still):
                break
            seat = self.order[turn % len(self.order)]
            turn += 1
            if seat in self.folded:
                continue
            owed = self.top - self.put[seat]
            before = self.top
            move = yield betting.decision(seat, owed, before, limit)
            if move.kind == "pass":
                passes += 1
            elif move.kind == "raise":
                passes = 0
            self._explain_move(seat, move, owed, before)
        still = [seat for seat in self.order if seat not in self.folded]
        if len(still) > 1:
            self.step("glic.bet.end", say("bet.end", still=tuple(map(Seat, still))), still)
        self.award_poch(still)

    def policy(self, seat: int) -> Move:
        """The move the betting policy gives ``seat`` now (rule ``glic.bet.policy``)."""
        owed = self.top - self.put[seat]
        return betting.policy_move(self.values[seat].size, owed, self.top, self.context.limit)

    def _explain_move(self, seat: int, move: Move, owed: int, top: int) -> None:
        """Record the step of a betting move, then put its pennies into the Poch. A move is the policy's when
        a seat the reader does not play makes the move its policy gives; any other is a chosen move."""
        context, limit = self.context, self.context.limit
        chosen = seat == context.reader or move != self.policy(seat)
        rule = "glic.bet.moves" if chosen else "glic.bet.policy"
        amount = move.amount or 0
        raised = top + amount
        hand: dict[str, Param] = {} if chosen else {"hand": tuple(self.hands[seat])}
        data: dict[str, object] = {"move": str(move), "owed": owed, "legal": betting.legal_moves(owed, top, limit),
                                   "most": max(limit - top, 0), "chosen": chosen, "turn": context.turns[seat]}
        context.turns[seat] += 1
        pays = owed + amount if move.kind in ("see", "raise") else 0
        told: dict[str, Param] = {"player": Seat(seat), "owed": owed, "amount": amount, "pays": pays, "stake": raised}
        said = say(f"bet.{move.kind}", **told, **hand)
        withheld = Withheld((seat,), say(f"bet.{move.kind}", **told)) if hand else None
        step = self.step(rule, said, (seat,), (), withheld=withheld, **data)
        if move.kind == "fold":
            self.folded.append(seat)
        self.top = raised
        if pays:
            self.put[seat] += pays
            context.ledger.pay(seat, POCH, pays, rule, step)

    def award_poch(self, still: list[int]) -> None:
        """The Poch to the last player in, or to the best hand of those still in."""
        ledger = self.context.ledger
        amount = ledger.pots[POCH]
        if len(still) == 1:
            winner = still[0]
            rule = "glic.poch.lone-survivor"
            step = self.step(rule, say("poch.lone", winner=Seat(winner), amount=amount), (winner,), amount=amount)
        else:
            winner = self._showdown(still)
            rule = "glic.poch.best-hand"
            said = say("poch.best", winner=Seat(winner), hand=tuple(self.hands[winner]), amount=amount)
            step = self.step(rule, said, (winner,), self.hands[winner], amount=amount)
        self.poch_winner = winner
        ledger.pay(POCH, winner, amount, rule, step)

    def _showdown(self, still: list[int]) -> int:
        """The best hand among ``still``, with the step that says which comparison decided; the hands are
        shown once it is recorded."""
        best = max(self.values[s].key for s in still)
        first = next(s for s in still if self.values[s].key == best)
        others = [self.values[s].key for s in still if s != first]
        ahead = [k for k in others if k[0] == best[0]]
        level = [k for k in ahead if k[1] == best[1]]
        if not ahead:
            rule, message = "glic.hand.classes", "showdown.classes"
        elif not level:
            rule, message = "glic.hand.high-cards", "showdown.high-cards"
        elif best not in others:
            rule, message = "glic.hand.kickers", "showdown.kickers"
        else:
            rule, message = "glic.hand.equal", "showdown.equal"
        said = say(message, first=Seat(first), kind=self.values[first].kind, **self._hands(self.hands, still))
        self.step(rule, said, still, hands={str(seat_number(s)): self.values[s].words for s in still})
        self.shown = list(still)
        return first

    # Phase 3: laying out ---------------------------------------------------------------------------

    def lay(self) -> None:
        """Phase 3: runs up to 31 from the dealer's left until somebody is out of cards."""
        ledger = self.context.ledger
        size = len(self.order)
        self.step("glic.lay.everyone", say("lay.everyone", first=Seat(self.order[0])), self.order)
        self.run = []
        pack_order = {c: i for i, c in enumerate(self.context.pack.cards)}
        position, total, passes, last = 0, 0, 0, self.order[0]
        while True:
            seat = self.order[position % size]
            position += 1
            fits = [c for c in self.hands[seat] if total + lay_value(c) <= LIMIT_OF_A_RUN]
            if not fits:
                passes += 1
                if passes < size:
                    self.step("glic.lay.thirty-one", say("lay.pass", player=Seat(seat)), (seat,), total=total)
                    continue
                others = [s for s in self.order if s != last]
                step = self.step("glic.lay.run-end", say("lay.run-end", last=Seat(last)), (last,), total=total)
                for payer in others:
                    ledger.pay(payer, last, 1, "glic.lay.run-end", step)
                position, total, passes = self.order.index(last), 0, 0
                for layer, laid in self.run:
                    self.laid[layer].append(laid)
                self.run, self.count = [], total
                continue
            card = max(fits, key=lambda c: (lay_value(c), c.rank.order, -pack_order[c]))
            total += lay_value(card)
            passes, last = 0, seat
            self.step("glic.lay.policy", say("lay.card", player=Seat(seat), card=card, total=total), (seat,), (card,),
                      total=total)
            self.hands[seat].remove(card)
            self.run.append((seat, card))
            self.count = total
            if not self.hands[seat]:
                self._go_out(seat)
                return

    def _go_out(self, seat: int) -> None:
        ledger = self.context.ledger
        holding = {s: len(self.hands[s]) for s in self.order if self.hands[s]}
        said = say("lay.out", player=Seat(seat), holders=tuple(map(Seat, holding)), held=tuple(holding.values()))
        step = self.step("glic.lay.out", said, (seat,), held={str(seat_number(s)): n for s, n in holding.items()})
        self.out = seat
        for payer, count in holding.items():
            ledger.pay(payer, seat, count, "glic.lay.out", step)
        self.step("glic.lay.out-ends", say("lay.out-ends", player=Seat(seat)), (seat,))
