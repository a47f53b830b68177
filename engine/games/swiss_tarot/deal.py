"""One deal of Swiss Tarot: the deal in packets, the dealer's discard, the play, the Fool's exchange, the count.

Every decision is an explanation step (when the session explains), recorded before what it says is done, so
that each step keeps the table as it stood once it was carried out. A deal's tricks are kept as they will be
counted: the discard first, as the dealer's trick, then each trick won, the Fool moved by its exchange. The
dealer's three cards laid aside and each card played are decisions the deal yields to whoever plays that seat.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TypedDict, TypeGuard

from engine.cards import Card
from engine.errors import EngineError
from engine.excuse import Taken, cheapest, pay
from engine.explain import Explanation, Withheld
from engine.games.swiss_tarot import policies
from engine.games.swiss_tarot.counting import FOOL, TRUMPS, VALUE_RULES, power, trick_value, value
from engine.games.swiss_tarot.words import WORDS
from engine.ledger import Ledger, Payment
from engine.model import UNSEEN, Decision, Move, Refusal, Script
from engine.packs import PACKS
from engine.said import Param, Said, Seat, say
from engine.shapes import conforms
from engine.snapshot import PlaceTable, SeatTable, Snapshot
from engine.table import Table, seat_number
from engine.trick_words import TRICK_WORDS
from engine.tricks import Trick, TrickPlay, TrickRules

PACK = PACKS["tarot-78-italian"]
HAND_SIZE = 25
PACKET = 5
LAST = 3
"""Cards each player holds in play, the size of a packet, and the cards left for the dealer."""

DISCARD = "discard"
PLAY = "play"
"""The kinds of the players' moves: a card laid aside by the dealer (``discard 7SW``), a card played (``play 7SW``)."""

RULES = TrickRules(power=power, trump=TRUMPS, lead="swiss-tarot.play.lead", follow="swiss-tarot.play.follow",
                   trump_rule="swiss-tarot.play.trump", discard="swiss-tarot.play.renounce",
                   win="swiss-tarot.trick.win", must_trump=True, excuse=FOOL, excuse_rule="swiss-tarot.fool.excuse")
"""The tricks of Swiss Tarot for the shared trick engine."""

FORBIDDEN = "swiss-tarot.discard.forbidden"

TOLD = WORDS | TRICK_WORDS
"""Every sentence of a deal: the game's own and the tricks'."""


class TrickJson(TypedDict):
    """A trick as the summary lists it: its number (0 for the discard), its holder (from 1) and its cards."""

    number: int
    seat: int
    cards: list[str]


class CountJson(TypedDict):
    """One row of the count: the trick counted (0 for the discard), its holder (from 1), its cards, the counting
    cards among them, the points it makes, the rule that gives them and the step of the deal that counts it
    (``None`` when the deal keeps no steps)."""

    trick: int
    seat: int
    cards: list[str]
    counters: list[str]
    points: int
    rule: str
    step: int | None


class DealSummary(TypedDict):
    """A deal's summary as the answer gives it (see :meth:`Deal.summary`)."""

    dealer: int
    leader: int
    dealt: list[list[str]]
    discard: list[str]
    discard_given: bool
    play: dict[str, object] | None
    tricks: list[TrickJson]
    count: list[CountJson]
    fool: dict[str, object] | None
    points: list[int] | None
    complete: bool


def is_deal_summary(value: object) -> TypeGuard[DealSummary]:
    """Whether a deal's ``summary`` read back from an answer has the shape of :class:`DealSummary`."""
    return conforms(DealSummary, value)


@dataclass(frozen=True, slots=True)
class Context:
    """What a deal reads and writes of its game, and no more: the table and the players' names, the ledger it pays
    through, the running totals it adds its points to and the reader's seat, whose view the summary gives."""

    table: Table
    names: tuple[str, ...]
    ledger: Ledger
    totals: list[int]
    reader: int | None = None


class Deal:
    """One deal: ``dealer`` deals the shuffled ``cards`` (or is given ``hands``), lays three aside, and the hand
    is played out and counted."""

    def __init__(self, context: Context, number: int, dealer: int, explanation: Explanation | None,
                 cards: Sequence[Card] | None, hands: Sequence[Sequence[Card]] | None) -> None:
        self.context = context
        self.number = number
        self.dealer = dealer
        self.names = context.names
        self.explanation = explanation
        self.shuffled = hands is None
        """Whether the cards were shuffled from the seed rather than given by the request."""
        self.dealt = _deal(context.table, dealer, cards) if hands is None else [list(hand) for hand in hands]
        """The hands as dealt, the dealer's with his last three cards."""
        last = self.dealt[dealer][-LAST:]
        self.stock = [card for hand in self.dealt for card in hand if card not in last] + last
        """The pack, face down, before it is dealt (the dealer's last three cards at its bottom)."""
        self.hands: list[list[Card]] = [[] for _ in self.names]
        self.laying: list[Card] = []
        """The cards the dealer has chosen to lay aside so far, laid aside together once all three are chosen."""
        self.discarded: list[Card] = []
        self.chosen = False
        """Whether the dealer laid aside cards of his own choice rather than the engine's policy."""
        self.play: TrickPlay | None = None
        self.taken: list[Taken] = []
        self.fool: dict[str, object] | None = None
        self._pending: tuple[int, Taken] | None = None
        """The Fool's owner and the trick it was played to, while the Fool lies with its owner unexchanged."""
        self.points: list[int] | None = None
        self.turned = False
        """Whether the discard lies face up: from the count on, where every trick is counted openly."""
        self.counted: list[CountJson] = []
        """The count, trick by trick, as far as it has gone."""
        self.outcome = ""
        self._payments: list[Payment] | None = None
        self.pack_label = WORDS.tell(say("table.pack"), ())
        self.discard_label = WORDS.tell(say("table.discard", dealer=Seat(dealer)), self.names)
        """The labels of the pack and of the dealer's discard on the table, in the answer's words."""

    def step(self, rule: str, said: Said, seats: tuple[int, ...] = (), cards: tuple[Card, ...] = (), *,
             withheld: Withheld | None = None, **data: object) -> int | None:
        """Record a step when the session explains; its index, or ``None``."""
        if self.explanation is None:
            return None
        index = self.explanation.add(rule, said, seats, cards, **data)
        if withheld is not None:
            self.explanation.withhold(index, withheld)
        return index

    def _dealers(self, said: Said) -> Withheld:
        """What the others are told of a step that names cards only the dealer sees: ``said``."""
        return Withheld((self.dealer,), said)

    def _refused(self, rule: str, said: Said, why: Said | None = None) -> Refusal:
        """A move refused under ``rule``, in the game's words naming the players."""
        return Refusal.worded(rule, said, TOLD, self.names, why=why)

    @property
    def payments(self) -> list[Payment]:
        """The deal's payments: those the ledger has recorded so far while the deal is in play."""
        return list(self.context.ledger.payments) if self._payments is None else self._payments

    def close(self) -> None:
        """Keep the table with the deal's last step and the deal's payments, now that the deal is over."""
        if self.explanation is not None:
            self.explanation.close()
        self._payments = self.context.ledger.take_payments()

    # The deal and the discard -------------------------------------------------------------------

    def deal(self) -> None:
        """Deal five packets of five to each from the right, the dealer last, then the last three to him."""
        order = self.context.table.order_from(self.context.table.next(self.dealer))
        dealer = Seat(self.dealer)
        self.step("swiss-tarot.deal.packets", say("deal.packets", dealer=dealer, first=Seat(order[0])),
                  (self.dealer,), deal=self.number)
        self.hands = [hand[:HAND_SIZE] for hand in self.dealt]
        self.stock = self.stock[-LAST:]
        last = self.dealt[self.dealer][-LAST:]
        self.step("swiss-tarot.deal.last-three", say("deal.last-three", dealer=dealer, cards=tuple(last)),
                  (self.dealer,), tuple(last), withheld=self._dealers(say("deal.last-three-unseen", dealer=dealer)),
                  deal=self.number)
        self.hands[self.dealer] += last
        self.stock = []

    def lay_aside(self, given: Sequence[Card] | None = None) -> Script:
        """The dealer lays three cards aside: ``given`` ones, checked already, or three he chooses one by one."""
        hand = self.hands[self.dealer]
        check_can_discard(hand, "seed" if self.shuffled else "hands[0]", self.names[self.dealer])
        if given is None:
            while len(self.laying) < LAST:
                move = yield self._discard_decision()
                assert move.card is not None
                self.laying.append(move.card)
            cards = self.laying
        else:
            cards = list(given)
        dealer = Seat(self.dealer)
        unseen = self._dealers(say("discard.unseen", dealer=dealer))
        if given is None and cards == policies.discard(hand):
            self.step("swiss-tarot.discard.policy", say("discard.policy", dealer=dealer, cards=tuple(cards)),
                      (self.dealer,), tuple(cards), withheld=unseen, deal=self.number)
        else:
            self.chosen = True
            self.step("swiss-tarot.discard.three", say("discard.three", dealer=dealer, cards=tuple(cards)),
                      (self.dealer,), tuple(cards), withheld=unseen, deal=self.number)
        self.discarded = list(cards)
        self.hands[self.dealer] = [card for card in hand if card not in self.discarded]
        self.laying = []
        self.taken.append(Taken(0, self.dealer, list(self.discarded)))
        counts = say("discard.counts-as-trick", dealer=dealer)
        self.step("swiss-tarot.discard.counts-as-trick", counts, (self.dealer,), tuple(self.discarded),
                  withheld=self._dealers(counts), deal=self.number)

    def _discard_decision(self) -> Decision:
        """The dealer's choice of his next card to lay aside: any card of his hand but a king, a trump or the
        Fool, and not one already chosen."""
        hand = self.hands[self.dealer]

        def judge(move: Move) -> Refusal | None:
            card = move.card
            if card is None or card not in hand:
                return self._refused("swiss-tarot.discard.three", _not_held(move, self.dealer, ""))
            if card in self.laying:
                return self._refused("swiss-tarot.discard.three", say("refuse.laid-aside", card=card))
            if not policies.may_discard(card):
                return self._refused(FORBIDDEN, forbidden(card), why=FORBIDDEN_WHY)
            return None

        offered = tuple(Move(DISCARD, card) for card in hand if card not in self.laying)
        return Decision(self.dealer, tuple(move for move in offered if move.card is not None
                                           and policies.may_discard(move.card)),
                        rule="swiss-tarot.discard.three", offered=offered, judge=judge, face_down=True)

    # The play -----------------------------------------------------------------------------------

    def play_out(self) -> Script:
        """Play the 25 tricks, each card a decision of the seat to play, then settle a Fool never exchanged."""
        leader = self.context.table.next(self.dealer)
        self.step("swiss-tarot.lead.first", say("lead.first", leader=Seat(leader)), (leader,), deal=self.number)
        play = TrickPlay(self.hands, self.context.table, leader, RULES, self.names, self.explanation)
        self.play = play
        self.hands = play.hands
        while not play.is_over():
            move = yield self._play_decision(play)
            assert move.card is not None
            self._won(play, play.play(move.card))
        self._settle_fool()

    def _play_decision(self, play: TrickPlay) -> Decision:
        """The turn of the seat to play, a refused card refused in the words of an error: the card, the reason
        and the rule."""
        turn = play.decision()
        hand = play.hands[turn.seat]

        def judge(move: Move) -> Refusal | None:
            refusal = turn.judge(move) if turn.judge is not None else None
            if refusal is None:
                return None
            if move.card is None or move.card not in hand:
                return self._refused(refusal.rule, _not_held(move, turn.seat, "now"))
            why = say("trick.under-rule", because=refusal.said, rule=refusal.rule)
            return self._refused(refusal.rule, say("refuse.card", card=move.card, why=why), why=why)

        return replace(turn, judge=judge)

    def _won(self, play: TrickPlay, trick: Trick | None) -> None:
        """File a completed trick as counted, and make or owe the Fool's exchange."""
        if trick is None or trick.winner is None:
            return
        number = len(play.tricks)
        taken = Taken(number, trick.winner, [card for card in trick.cards() if card != FOOL])
        self.taken.append(taken)
        if self._pending is not None and self._pending[0] == trick.winner:
            self._exchange(*self._pending, "swiss-tarot.fool.later")
        owner = next((seat for seat, card in trick.plays if card == FOOL), None)
        if owner is None:
            return
        self.fool = {"owner": owner + 1, "trick": number, "given": None, "from_trick": None}
        self._pending = (owner, taken)
        if any(t.seat == owner for t in self.taken):
            self._exchange(owner, taken, "swiss-tarot.fool.exchange")
        else:
            self.step("swiss-tarot.fool.later", say("fool.later", owner=Seat(owner)), (owner,), (FOOL,),
                      deal=self.number, fool_trick=number)

    def _exchange(self, owner: int, fools: Taken, rule: str) -> None:
        """The owner takes the Fool back into one of his tricks and gives that trick's card for it."""
        mine = [t for t in self.taken if t.seat == owner and t is not fools]
        source, card = give_for_fool(mine)
        keeper, winner = Seat(owner), Seat(fools.seat)
        self.step(rule, say("fool.exchange", owner=keeper, winner=winner, trick=fools.number), (owner, fools.seat),
                  (FOOL,), deal=self.number, fool_trick=fools.number)
        why = "least" if value(card) else "no-count"
        self.step("swiss-tarot.fool.card-given", say("fool.card-given", owner=keeper, winner=winner, card=card, why=why,
                                                     source=source.number, trick=fools.number),
                  (owner, fools.seat), (card, FOOL), deal=self.number, fool_trick=fools.number)
        self._pending = None
        pay(fools, source, card, FOOL)
        self.fool = {"owner": owner + 1, "trick": fools.number, "given": str(card), "from_trick": source.number}

    def _settle_fool(self) -> None:
        """A Fool never exchanged stays in the trick where it was played."""
        if self._pending is None:
            return
        owner, fools = self._pending
        self.step("swiss-tarot.fool.lost", say("fool.lost", owner=Seat(owner), winner=Seat(fools.seat),
                                               trick=fools.number), (owner, fools.seat), (FOOL,),
                  deal=self.number, fool_trick=fools.number)
        self._pending = None
        fools.cards.append(FOOL)

    # The count ----------------------------------------------------------------------------------

    def count(self) -> None:
        """Count each trick of each seat, the discard turned face up as the dealer's; add the deal's points to the
        totals."""
        self.step("swiss-tarot.count.by-trick", say("count.by-trick", dealer=Seat(self.dealer)), deal=self.number)
        self.turned = True
        points = [0] * len(self.names)
        for taken in sorted(self.taken, key=lambda t: (t.seat, t.number)):
            worth, counters = trick_value(taken.cards)
            points[taken.seat] += worth
            shown = [card for card in taken.cards if value(card)]
            holder = Seat(taken.seat)
            if shown:
                said = say("count.trick", holder=holder, trick=taken.number, counters=tuple(shown), points=worth)
            else:
                said = say("count.no-counter", holder=holder, trick=taken.number)
            step = self.step(VALUE_RULES[counters], said, (taken.seat,), tuple(taken.cards), deal=self.number,
                             counted=taken.number, points=worth, counters=[str(card) for card in shown])
            self.counted.append({"trick": taken.number, "seat": seat_number(taken.seat),
                                 "cards": [str(card) for card in taken.cards],
                                 "counters": [str(card) for card in shown], "points": worth,
                                 "rule": VALUE_RULES[counters], "step": step})
        outcome = say("count.deal", deal=self.number, total=sum(points), points=tuple(points))
        self.outcome = WORDS.tell(outcome, self.names)
        self.step("swiss-tarot.count.by-trick", outcome, deal=self.number, points=points)
        self.points = points
        for seat, worth in enumerate(points):
            self.context.totals[seat] += worth

    # What the deal shows ------------------------------------------------------------------------

    def summary(self) -> DealSummary:
        """The deal's result: the hands dealt, the discard, the tricks as played and as counted, the count trick
        by trick, the Fool's exchange and the points, and whether the deal was played to its end. Read from a
        seat, a card it has not seen (in another hand, or in the discard before the count) stands as ``"?"``."""
        told = self._told()
        play = None if self.play is None else {
            **self.play.as_dict(), "hands": [[told(card) for card in hand] for hand in self.play.hands],
            "captured": [[str(card) for card in self.pile(seat)] for seat in range(len(self.names))]}
        return {
            "dealer": seat_number(self.dealer),
            "leader": seat_number(self.context.table.next(self.dealer)),
            "dealt": [[told(c) for c in hand] for hand in self.dealt],
            "discard": [told(c) for c in self.discarded],
            "discard_given": self.chosen,
            "play": play,
            "tricks": [{"number": t.number, "seat": seat_number(t.seat), "cards": [told(c) for c in t.cards]}
                       for t in self.taken],
            "count": self.counted,
            "fool": self.fool,
            "points": self.points,
            "complete": self.points is not None,
        }

    def _told(self) -> Callable[[Card], str]:
        """How the summary writes a card to its reader: as itself, or as ``"?"`` to a seat that has not seen it."""
        reader = self.context.reader
        if reader is None:
            return str
        seen = set(self.dealt[reader]) if reader < len(self.dealt) else set()  # an onlooker holds no cards
        if self.play is not None:
            seen.update(card for trick in (*self.play.tricks, self.play.current) for _, card in trick.plays)
        if self.turned or reader == self.dealer:
            seen.update(self.discarded)
        return lambda card: str(card) if card in seen else UNSEEN

    def pile(self, seat: int) -> list[Card]:
        """The cards ``seat`` has captured in tricks, as they lie after the Fool's exchange: the card given for
        the Fool lies with the trick it was given to, and a Fool still owed lies with its owner."""
        pile = [card for taken in self.taken if taken.seat == seat and taken.number for card in taken.cards]
        if self._pending is not None and self._pending[0] == seat:
            pile.append(FOOL)
        return pile

    def snapshot(self) -> Snapshot:
        """The table as it stands: the pack until it is dealt, each hand face down, each player's tricks with
        their points so far, the dealer's discard (face down until the count), the trick in play, chips and
        pool."""
        ledger = self.context.ledger
        seats: dict[str, SeatTable] = {}
        for seat, name in enumerate(self.names):
            mine = [taken for taken in self.taken if taken.seat == seat]
            pile = self.pile(seat)
            seats[str(seat_number(seat))] = {
                "name": name, "cards": [str(card) for card in self.hands[seat]], "down": len(self.hands[seat]),
                "chips": ledger.balances[seat], "points": sum(trick_value(taken.cards)[0] for taken in mine),
                "tricks": sum(1 for taken in mine if taken.number), "pile": [str(card) for card in pile],
                "roles": ["dealer"] if seat == self.dealer else []}
        places: dict[str, PlaceTable] = {}
        if self.stock:
            places["pack"] = {"label": self.pack_label, "cards": [str(card) for card in self.stock],
                              "down": len(self.stock)}
        if self.taken and self.taken[0].number == 0:
            discard = [str(card) for card in self.taken[0].cards]
            places["discard"] = {"label": self.discard_label, "cards": discard,
                                 "down": 0 if self.turned else len(discard),
                                 "owner": seat_number(self.dealer)}
        table: Snapshot = {"seats": seats, "places": places, "pots": dict(ledger.pots)}
        trick = None if self.play is None else self.play.trick_table()
        if trick is not None:
            table["trick"] = trick
        if self.outcome:
            table["outcome"] = self.outcome
        return table


def _deal(table: Table, dealer: int, cards: Sequence[Card] | None) -> list[list[Card]]:
    """The hands the shuffled ``cards`` make: five packets of five each from the dealer's right, the dealer
    last, and the last three to the dealer."""
    assert cards is not None
    order = table.order_from(table.next(dealer))
    dealt: list[list[Card]] = [[] for _ in order]
    for packet in range(HAND_SIZE // PACKET * len(order)):
        seat = order[packet % len(order)]
        dealt[seat] += cards[packet * PACKET:(packet + 1) * PACKET]
    dealt[dealer] += cards[-LAST:]
    return dealt


FORBIDDEN_WHY = say("refuse.forbidden-why", rule=FORBIDDEN)
"""Why no card of the kinds the rule names may be laid aside, whichever it is."""


def forbidden(card: Card) -> Said:
    """Why ``card`` may not be laid aside."""
    return say("refuse.forbidden", card=card, why=FORBIDDEN_WHY)


def _not_held(move: Move, seat: int, when: str) -> Said:
    """The refusal of ``move``, which names no card of ``seat``'s hand (``when``: ``"now"`` in the play)."""
    where: dict[str, Param] = {"player": Seat(seat), "when": when}
    return say("refuse.not-held", card=move.card, **where) if move.card is not None else \
        say("refuse.not-held-move", move=str(move), **where)


def check_can_discard(hand: Sequence[Card], field: str, name: str) -> None:
    """Refuse a dealer's hand that holds fewer than three cards he may lay aside: with nothing left to discard
    but kings, trumps and the Fool, he could not come down to 25 cards like the others."""
    allowed = [card for card in hand if policies.may_discard(card)]
    if len(allowed) < LAST:
        said = say("refuse.too-few-to-discard", dealer=Seat(0), allowed=tuple(allowed), must=LAST, why=FORBIDDEN_WHY)
        if field == "seed":
            said = say("refuse.seed-hand", refusal=said)
        raise EngineError(field, WORDS.tell(said, (name,)))


def check_discard(given: Sequence[Card], hand: Sequence[Card], name: str, field: str) -> None:
    """Refuse a discard that is not three cards of the dealer's hand, or lays aside a king, a trump or the Fool."""
    if len(given) != LAST:
        raise EngineError(field, WORDS.tell(say("refuse.discard-count", must=LAST, given=len(given)), ()))
    for i, card in enumerate(given):
        if card not in hand:
            raise EngineError(f"{field}[{i}]", WORDS.tell(say("refuse.not-held", card=card, player=Seat(0), when=""),
                                                          (name,)))
        if not policies.may_discard(card):
            raise EngineError(f"{field}[{i}]", WORDS.tell(forbidden(card), ()))


def give_for_fool(tricks: Sequence[Taken]) -> tuple[Taken, Card]:
    """The trick and card the Fool's owner gives: the first card of no count, in the order taken, else the one
    that counts least (the first such)."""
    given = cheapest(tricks, value, FOOL)
    assert given is not None, "the Fool's owner gives a card only once he has taken one"
    return given
