"""One coup of Landsknecht: the stake and its covers, the left and right cards, the middle, the payments.

Every decision is an explanation step, recorded before what it says is done (announce, then act), so that
each step keeps the table as it stood after it; every payment names its step. The stake and the covers go
into the ``bank`` pot on the table; the settlement empties it again, so after a coup the pot holds nothing
and the balances alone add up to zero. A punter's cover and a bid for the bank are free choices: the coup
yields them as decisions (:class:`~engine.model.Decision`) to whoever plays the seat.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import NotRequired, TypedDict

from engine import language
from engine.cards import Card
from engine.explain import Explanation
from engine.games.landsknecht.policies import MAX_CHIPS, CoverPolicy
from engine.games.landsknecht.variants import Variant
from engine.games.landsknecht.words import WORDS
from engine.ledger import Ledger, Payment
from engine.model import UNSEEN, Decision, Move, Range, Refusal, Script
from engine.said import Param, Said, Seat, say
from engine.snapshot import PlaceTable, SeatTable, Snapshot
from engine.table import Table, seat_number

BANK = "bank"
"""The pot that holds the stake and the covers while the cards are turned."""

COVER = "cover"
BID = "bid"
"""The kinds of move a player makes: cover part of the stake (``cover 2``), bid for the bank (``bid 5``)."""

PLACES = ("left", "right", "middle", "talon")
"""The places where the cards lie during a coup, each labelled by the message ``table.place``."""


@cache
def place_labels(code: str) -> dict[str, str]:
    """The labels of the places (:data:`PLACES`) in the language ``code``, told once: a table is kept at every step.

    >>> place_labels("en")["left"], place_labels("fr")["left"]
    ("Left: the banker's card", 'Gauche\\xa0: la carte du banquier')
    """
    with language.speaking(code):
        return {place: WORDS.tell(say("table.place", place=place), ()) for place in PLACES}


SEEDED_BIDS = range(1, 11)
"""When a request gives no bids, each bidder for the bank bids 1 to 10 chips, drawn from the seed."""


def decided_at(variant: Variant, cards: Sequence[Card]) -> int | None:
    """The index of the card that decides a coup turned in this order (1 for an immediate match), or None.

    >>> from engine.games.landsknecht.variants import SUIT, RANK
    >>> from engine.packs import PACKS
    >>> cards = [PACKS["french-52"].parse(c, "c") for c in ("7H", "QS", "7C", "2S", "3H")]
    >>> decided_at(SUIT, cards), decided_at(RANK, cards), decided_at(SUIT, cards[:3])
    (3, 2, None)
    """
    if len(cards) < 2:
        return None
    left, right = variant.key(cards[0]), variant.key(cards[1])
    if left == right:
        return 1
    return next((i for i in range(2, len(cards)) if variant.key(cards[i]) in (left, right)), None)


class CoverJson(TypedDict):
    """A punter's cover: the seat (from 1) and the chips."""

    seat: int
    amount: int


class CoupSummary(TypedDict):
    """A coup's summary as the answer gives it (see :meth:`Coup.summary`), as far as it was played."""

    number: int
    banker: int
    stake: int
    covers: list[CoverJson]
    covered: int
    left: NotRequired[str]
    right: NotRequired[str]
    middle: NotRequired[list[str]]
    decided_by: NotRequired[str]
    winner: NotRequired[str]
    next_banker: NotRequired[int]
    auction: NotRequired[dict[str, object]]
    talon: NotRequired[list[str]]
    balances: NotRequired[list[int]]
    pots: NotRequired[dict[str, int]]


@dataclass(frozen=True, slots=True)
class Context:
    """What a coup reads and writes of its game, and no more: the variant, the table, the players' names and
    policies, the reader's seat, the ledger it pays through, the stake, and whether the bank is auctioned, with
    the bids a request gives or the random source that draws them."""

    variant: Variant
    table: Table
    names: tuple[str, ...]
    policies: tuple[CoverPolicy, ...]
    reader: int | None
    """The seat (from 0) whose covers and bids the reader chooses, and whose view the summary gives, if any."""
    ledger: Ledger
    stake: int
    auction: bool
    bids: tuple[int, ...] | None
    """Each seat's bid at every auction, as a request gives them; None draws them from :attr:`rng`."""
    rng: random.Random


class Coup:
    """One coup, played on its game's table and ledger from a given order of cards, with ``banker`` holding the
    bank. The cards of the coup before lie where they were until this coup's shuffle gathers them."""

    def __init__(self, context: Context, number: int, banker: int, explanation: Explanation,
                 places: dict[str, list[str]]) -> None:
        self.context = context
        self.variant = context.variant
        self.number = number
        self.banker = banker
        self.stake = context.stake
        self.explanation = explanation
        self.places = places
        """The codes of the cards on the table by place (:data:`PLACES`), the talon's top first, as the table
        shows them."""
        self.talon: list[Card] = []
        """The cards not turned, top first, once this coup's pack is gathered."""
        self.covers: list[tuple[int, int]] = []
        self.cards: list[Card] = []
        self.decided_by = ""
        self.banker_wins = False
        self.next_banker: int | None = None
        self.drawn_bids: dict[int, int] = {}
        """The bids the computer seats make at this coup's auction, drawn before anyone bids."""
        self.auction: dict[str, object] | None = None
        self.closed = False
        self._payments: list[Payment] = []
        self.balances: list[int] = []
        self.pots: dict[str, int] = {}
        self._told: dict[tuple[object, ...], str] = {}
        """The table's words told so far, by message and parameters: the table is kept at every step."""

    def tell(self, message: str, **params: Param) -> str:
        """The words of ``message`` told with ``params``, naming the table's players: each is told once a coup, as
        the table is kept at every step."""
        key = (message, *params.items())
        text = self._told.get(key)
        if text is None:
            text = self._told[key] = WORDS.tell(say(message, **params), self.context.names)
        return text

    def step(self, rule_id: str, said: Said, seats: tuple[int, ...] = (), cards: tuple[Card, ...] = (),
             **data: object) -> int:
        """Record an explanation step and return its index."""
        return self.explanation.add(rule_id, said, seats, cards, **data)

    # Before the cards ------------------------------------------------------------------------------

    def stake_and_cover(self) -> Script:
        """The banker stakes; the punters cover in turn from his left, each choosing how much while some of the
        stake is still uncovered; what is not covered goes back."""
        ledger, banker, stake = self.context.ledger, self.banker, self.stake
        at = self.step("landsknecht.stake.banker-stakes", say("stake.banker", banker=Seat(banker), stake=stake),
                       (banker,), stake=stake)
        ledger.pay(banker, BANK, stake, "landsknecht.stake.banker-stakes", at)
        uncovered = stake
        for seat in self.context.table.order_from(banker)[1:]:
            amount = 0
            if uncovered:
                move = yield self.cover_decision(seat, uncovered)
                amount = move.amount or 0
            how, offered = self._cover_how(seat, amount, uncovered)
            uncovered -= amount
            data: dict[str, object] = {"cover": amount, "uncovered": uncovered}
            if how == "capped":
                data["offered"] = offered
            said = say("cover.punter", punter=Seat(seat), how=how, cover=amount, uncovered=uncovered,
                       **({} if offered is None else {"up-to": offered}))
            at = self.explanation.record(self.variant.book["landsknecht.cover.in-turn"], said, (seat,), (), data)
            self.covers.append((seat, amount))
            ledger.pay(seat, BANK, amount, "landsknecht.cover.in-turn", at)
        if uncovered:
            at = self.step("landsknecht.cover.uncovered-not-at-risk",
                           say("cover.uncovered", banker=Seat(banker), uncovered=uncovered), (banker,),
                           uncovered=uncovered)
            ledger.pay(BANK, banker, uncovered, "landsknecht.cover.uncovered-not-at-risk", at)

    def cover_decision(self, seat: int, uncovered: int) -> Decision:
        """A punter's choice of how much to cover: nothing up to what is still uncovered."""

        def judge(move: Move) -> Refusal | None:
            if move.kind == COVER and move.card is None and move.amount is not None and move.amount > uncovered:
                said = say("refuse.cover-above", player=Seat(seat), uncovered=uncovered, amount=move.amount)
                return Refusal.worded("landsknecht.cover.in-turn", said, WORDS, self.context.names)
            return None

        return Decision(seat, (), rule="landsknecht.cover.in-turn", ranges=(Range(COVER, 0, uncovered),),
                        judge=judge)

    def _cover_how(self, seat: int, amount: int, uncovered: int) -> tuple[str, int | None]:
        """How a punter's cover came about (``all-covered``, ``chosen``, ``policy-nothing``, ``capped`` or
        ``policy``), and what the policy offered when the cover followed it."""
        policy = self.context.policies[seat]
        followed = seat != self.context.reader and amount == policy.covers(uncovered)
        if not uncovered:
            return "all-covered", None
        if not followed:
            return "chosen", None
        if not amount:
            return "policy-nothing", None
        return ("capped" if policy.up_to > uncovered else "policy"), policy.up_to

    @property
    def covered(self) -> int:
        """How much of the stake the punters covered: the banker's part at risk."""
        return sum(amount for _, amount in self.covers)

    # The cards --------------------------------------------------------------------------------------

    def gather(self, deck: Sequence[Card], shuffled: bool) -> None:
        """The pack, shuffled (or in the order a scenario gives), face down as the talon."""
        if shuffled:
            self.step("landsknecht.shuffle.each-coup", say("shuffle.pack", banker=Seat(self.banker), size=len(deck)),
                      (self.banker,))
        self.talon = list(deck)
        self.places = {"left": [], "right": [], "middle": [], "talon": [str(card) for card in deck]}

    def _turn_up(self, place: str) -> Card:
        """Move the talon's top card face up to ``place``; its step is recorded first."""
        card = self.talon.pop(0)
        self.places[place].append(self.places["talon"].pop(0))
        self.cards.append(card)
        return card

    def turn(self) -> None:
        """Turn the left and right cards, then the middle until a match; the talon must decide the coup."""
        v, banker = self.variant, self.banker
        who = Seat(banker)
        deck = list(self.talon)
        last = decided_at(v, deck)
        assert last is not None, "a coup is always decided before the pack runs out"
        left, right = deck[0], deck[1]
        self.step("landsknecht.deal.left-and-right", say("deal.turned", banker=who, card=left, place="left"),
                  (banker,), (left,), place="left")
        self._turn_up("left")
        self.step("landsknecht.deal.left-and-right", say("deal.turned", banker=who, card=right, place="right"),
                  (banker,), (right,), place="right")
        self._turn_up("right")
        self.step("landsknecht.deal.left-is-banker", say("deal.left-is-banker", banker=who, left=left, right=right),
                  (banker,), (left, right))
        if last == 1:
            self.step(v.match_rule, say("match", card=left, partner=right, by=v.matches_by), (), (left, right))
            self.step("landsknecht.deal.immediate-match", say("deal.immediate-match", banker=who), (banker,),
                      (left, right))
            self.decided_by, self.banker_wins = "immediate", True
            return
        self._middle(deck, last)

    def _middle(self, deck: Sequence[Card], last: int) -> None:
        v, banker = self.variant, self.banker
        who = Seat(banker)
        left, right = deck[0], deck[1]
        self.step("landsknecht.middle.turn-until-match",
                  say("middle.no-match", banker=who, left=left, right=right, by=v.matches_by), (banker,), (left, right))
        rest = deck[2:]
        partners = sum(1 for card in rest if v.key(card) == v.key(left))
        self.step("landsknecht.middle.always-ends",
                  say("middle.always-ends", left=left, partners=partners, unturned=len(rest), by=v.matches_by), (),
                  (left,), partners=partners, unturned=len(rest))
        for card in deck[2:last]:
            self.step("landsknecht.middle.turn-until-match", say("middle.neither", banker=who, card=card),
                      (banker,), (card,), place="middle")
            self._turn_up("middle")
        card = deck[last]
        self.step("landsknecht.middle.turn-until-match", say("deal.turned", banker=who, card=card, place="middle"),
                  (banker,), (card,), place="middle")
        self._turn_up("middle")
        wins = v.key(card) == v.key(left)
        partner = left if wins else right
        self.step(v.match_rule, say("match", card=card, partner=partner, by=v.matches_by), (), (card, partner))
        if wins:
            self.step("landsknecht.middle.left-match", say("middle.left-match", banker=who, card=card, left=left),
                      (banker,), (card, left))
        else:
            self.step("landsknecht.middle.right-match", say("middle.right-match", banker=who, card=card, right=right),
                      (banker,), (card, right))
        self.decided_by, self.banker_wins = ("left" if wins else "right"), wins

    # After the cards -------------------------------------------------------------------------------

    def settle(self) -> None:
        """Pay the bets: the covers to the banker if he won, twice each cover back to its punter if he lost."""
        ledger, banker, who = self.context.ledger, self.banker, Seat(self.banker)
        at_risk = [(seat, amount) for seat, amount in self.covers if amount]
        if self.banker_wins:
            said = (say("settle.banker-wins", banker=who, covered=self.covered) if self.covered
                    else say("settle.nobody-covered", banker=who, result="wins"))
            at = self.step("landsknecht.settle.banker-wins", said, (banker, *(s for s, _ in at_risk)),
                           won=self.covered)
            ledger.pay(BANK, banker, 2 * self.covered, "landsknecht.settle.banker-wins", at)
            return
        said = (say("settle.banker-loses", banker=who, punters=tuple(Seat(seat) for seat, _ in at_risk),
                    covers=tuple(amount for _, amount in at_risk)) if at_risk
                else say("settle.nobody-covered", banker=who, result="loses"))
        at = self.step("landsknecht.settle.banker-loses", said, (banker, *(s for s, _ in at_risk)), lost=self.covered)
        for seat, amount in at_risk:
            ledger.pay(BANK, seat, 2 * amount, "landsknecht.settle.banker-loses", at)

    def pass_bank(self) -> Script:
        """Who holds the bank next: the same banker after a win, else the next player or the highest bidder."""
        context, banker, who = self.context, self.banker, Seat(self.banker)
        if self.banker_wins:
            self.step("landsknecht.bank.keeps-after-win", say("bank.keeps", banker=who, stake=self.stake), (banker,))
            self.next_banker = banker
            return
        self.step("landsknecht.bank.passes-on", say("bank.passes-on", banker=who), (banker,))
        if context.auction:
            yield from self._auction()
            if self.auction is not None:
                return
        left = context.table.left_of(banker)
        self.step("landsknecht.bank.to-the-left", say("bank.to-the-left", next=Seat(left), banker=who), (banker, left))
        self.next_banker = left

    def bid_decision(self, seat: int) -> Decision:
        """A player's sealed bid for the bank: nothing, or up to the most a request may give."""
        return Decision(seat, (), rule="landsknecht.auction.sealed-bids", ranges=(Range(BID, 0, MAX_CHIPS),))

    def _bid(self, seat: int) -> int:
        """What ``seat`` bids for the bank: the request's bid, or one drawn from the seed."""
        bids = self.context.bids
        if bids is not None:
            return bids[seat]
        return SEEDED_BIDS[int(self.context.rng.random() * len(SEEDED_BIDS))]

    def _auction(self) -> Script:
        context, banker, who = self.context, self.banker, Seat(self.banker)
        self.step("landsknecht.auction.option", say("auction.option", banker=who), (banker,))
        bidders = context.table.order_from(banker)[1:]
        self.drawn_bids = {seat: self._bid(seat) for seat in bidders}
        bids: dict[int, int] = {}
        for seat in bidders:
            move = yield self.bid_decision(seat)
            bids[seat] = move.amount or 0
        top = max(bids.values())
        listed = {"bidders": tuple(map(Seat, bidders)), "bids": tuple(bids[seat] for seat in bidders)}
        if top == 0:
            self.step("landsknecht.auction.sealed-bids", say("auction.no-bid", **listed),
                      tuple(bidders), bids=[[seat + 1, bids[seat]] for seat in bidders])
            return
        highest = [seat for seat in bidders if bids[seat] == top]
        buyer = highest[0]
        at = self.step("landsknecht.auction.sealed-bids",
                       say("auction.sold", buyer=Seat(buyer), price=top, banker=who, **listed), (buyer, banker),
                       bids=[[seat + 1, bids[seat]] for seat in bidders])
        if len(highest) > 1:
            self.step("landsknecht.auction.tie", say("auction.tie", tied=tuple(map(Seat, highest)), price=top,
                                                     buyer=Seat(buyer), banker=who), tuple(highest))
        context.ledger.pay(buyer, banker, top, "landsknecht.auction.sealed-bids", at)
        self.next_banker = buyer
        self.auction = {"bids": [[seat + 1, bids[seat]] for seat in bidders], "buyer": buyer + 1, "price": top}

    def close(self) -> None:
        """Keep the table with the coup's last step, its payments, and the balances and pots after it."""
        self.explanation.close()
        ledger = self.context.ledger
        self._payments = ledger.take_payments()
        self.balances = list(ledger.balances)
        self.pots = dict(ledger.pots)
        self.closed = True

    # The game model ---------------------------------------------------------------------------------

    @property
    def payments(self) -> list[Payment]:
        """The chips this coup moved, so far while it is being played."""
        return self._payments if self.closed else list(self.context.ledger.payments)

    def summary(self) -> CoupSummary:
        """The coup as JSON: the bank, the covers, the cards turned and what they decided, as far as played. Read
        from a seat, the talon's cards stand as ``"?"``: nobody, the banker included, sees a card before it is
        turned."""
        data: CoupSummary = {"number": self.number, "banker": seat_number(self.banker), "stake": self.stake,
                             "covers": [{"seat": seat_number(seat), "amount": amount} for seat, amount in self.covers],
                             "covered": self.covered}
        if self.cards:
            data["left"] = str(self.cards[0])
            data["right"] = str(self.cards[1])
            data["middle"] = [str(card) for card in self.cards[2:]]
        if self.decided_by:
            data["decided_by"] = self.decided_by
            data["winner"] = "banker" if self.banker_wins else "punters"
        if self.next_banker is not None:
            data["next_banker"] = seat_number(self.next_banker)
        if self.auction is not None:
            data["auction"] = self.auction
        if self.cards:
            data["talon"] = [UNSEEN if self.context.reader is not None else str(card) for card in self.talon]
        if self.closed:
            data["balances"] = self.balances
            data["pots"] = self.pots
        return data

    def snapshot(self) -> Snapshot:
        """The table as it stands: each seat's chips, role and bet, the cards by place (the talon face down),
        the bank pot, and the outcome once the coup is decided."""
        context = self.context
        covers = dict(self.covers)
        seats: dict[str, SeatTable] = {}
        for seat, name in enumerate(context.names):
            entry: SeatTable = {"name": name, "chips": context.ledger.balances[seat], "roles": self._roles(seat)}
            if seat == self.banker:
                entry["note"] = self.tell("table.banker-note", stake=self.stake, covered=self.covered)
            elif seat in covers:
                entry["note"] = self.tell("table.punter-note", cover=covers[seat])
            seats[str(seat_number(seat))] = entry
        labels = place_labels(language.current())
        places: dict[str, PlaceTable] = {place: {"label": labels[place], "cards": list(self.places[place])}
                                         for place in PLACES}
        places["talon"]["down"] = len(self.places["talon"])
        table: Snapshot = {"seats": seats, "places": places, "pots": dict(context.ledger.pots)}
        outcome = self.outcome()
        if outcome:
            table["outcome"] = outcome
        return table

    def _roles(self, seat: int) -> list[str]:
        roles = ["banker" if seat == self.banker else "punter"]
        if self.next_banker is not None and seat == self.next_banker:
            roles.append("next banker")
        return roles

    def outcome(self) -> str:
        """What the coup came to, in words, once the cards have decided it."""
        if not self.decided_by:
            return ""
        following = {} if self.next_banker is None else {"next": Seat(self.next_banker)}
        return self.tell("table.outcome", banker=Seat(self.banker), result="wins" if self.banker_wins else "loses",
                         how=self.decided_by, **following)
