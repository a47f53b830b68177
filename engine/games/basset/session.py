"""A session of Basset: the banker in seat 1, punters staking before each deal, and the deals turned card by card.

A deal turns the whole pack: the first card (the banker's), then pairs onto the
losing and the winning pile, then the last card (the banker's). Each turned card,
each settlement and each choice to take or ride is an explanation step, and every
chip moves through the ledger: a stake goes from the punter to the ``board`` pot
when placed, and from the board to the banker or back to the punter when settled.

It is the game's side of :class:`engine.model.State`: its script turns the deals,
and each punter's choice at a win, to take it or let the stake ride, is a
decision. Every step is announced before it is carried out, so the table kept
with a step shows what that step did: the card turned onto its pile, the stake
settled, the chips moved.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import TypedDict, TypeGuard

from engine.cards import Card
from engine.errors import EngineError
from engine.explain import Explanation
from engine.games.basset.policies import MAX_WINS, RidePolicy
from engine.games.basset.rulebook import win_rule
from engine.games.basset.stakes import Stakes, denominations, seeded_stakes
from engine.games.basset.variants import Variant
from engine.games.basset.words import WORDS
from engine.ledger import Ledger, Payment
from engine.model import UNSEEN, Decision, Move, Script
from engine.packs import Pack
from engine.request import Seating
from engine.said import Param, Said, Seat, say
from engine.shapes import conforms
from engine.shuffle import shuffled
from engine.snapshot import BoardStake, PlaceTable, SeatTable, Snapshot
from engine.table import seat_number
from engine.wording import counted

BOARD = "board"
"""The pot holding the stakes on the board while they are at risk."""
BANKER = 0
"""The banker's seat (seat 1): the bank does not move in a session (rule ``bank.fixed-seat``)."""

FIRST, LOSING, WINNING, LAST = "first card", "losing pile", "winning pile", "last card"

TAKE, RIDE = Move("take"), Move("ride")
"""A punter's two moves at a win: take the winnings, or let the stake ride (paroli)."""

PILES = {FIRST: "first", LOSING: "losing", WINNING: "winning", LAST: "last"}
"""Each pile's place on the table, by its key, labelled by the message ``table.place``."""


def pile_of(position: int, size: int) -> str:
    """Where the card at ``position`` (0 = top) of a pack of ``size`` cards goes.

    >>> [pile_of(i, 6) for i in range(6)]
    ['first card', 'losing pile', 'winning pile', 'losing pile', 'winning pile', 'last card']
    """
    if position == 0:
        return FIRST
    if position == size - 1:
        return LAST
    return LOSING if position % 2 == 1 else WINNING


STATES = ("on", "carried", "lost", "won", "rides", "took")
"""How a stake on the board stands, as its note on the table says it (the message ``table.stake``): on the board,
riding on from the last deal, lost, won (so many times), riding (after so many wins), taken (with its winnings)."""


@dataclass(slots=True)
class Stake:
    """A punter's stake on a denomination, with the wins it has ridden so far and how it stands (one of
    :data:`STATES`, with the count its words give: the wins, or the chips taken), as the board shows it."""

    seat: int
    rank: str
    amount: int
    wins: int = 0
    state: str = "on"
    count: int = 0


class StakeJson(TypedDict):
    """A stake placed for a deal: the punter's seat (from 1), the denomination and the chips."""

    seat: int
    rank: str
    stake: int


class CarriedJson(StakeJson):
    """A stake carried into a deal, riding on the wins it had already made."""

    wins: int


class ResultJson(StakeJson):
    """How a stake ended in a deal: ``lost``, ``taken`` or ``carried`` into the next, after how many wins, and
    the punter's net result."""

    wins: int
    outcome: str
    net: int


class ChoiceJson(TypedDict):
    """A choice made at a win, as the session's summary lists it (see :class:`Choice`)."""

    index: int
    deal: int
    seat: int
    rank: str
    wins: int
    choice: str
    by: str
    step: int | None


class DealSummary(TypedDict):
    """A deal's summary as the answer gives it (see :meth:`Deal.summary`)."""

    order: list[str]
    turned: int
    first_card: str | None
    losing_pile: list[str]
    winning_pile: list[str]
    last_card: str | None
    carried: list[CarriedJson]
    stakes: list[StakeJson]
    results: list[ResultJson]
    balances: list[int]
    pots: dict[str, int]


class SessionSummary(TypedDict):
    """The session's summary as the answer gives it (see :meth:`Session.summary`)."""

    schedule: list[int]
    decisions: list[ChoiceJson]
    balances: list[int]
    pots: dict[str, int]


def is_deal_summary(value: object) -> TypeGuard[DealSummary]:
    """Whether a deal's ``summary`` read back from an answer has the shape of :class:`DealSummary`."""
    return conforms(DealSummary, value)


def is_session_summary(value: object) -> TypeGuard[SessionSummary]:
    """Whether an answer's ``summary`` read back in Python has the shape of :class:`SessionSummary`."""
    return conforms(SessionSummary, value)


@dataclass(frozen=True, slots=True)
class Choice:
    """A choice made at a win: ``ride`` or ``take``, by the punter's policy or by the reader in that seat;
    ``step`` is the index of the step that tells it, in its deal."""

    index: int
    deal: int
    seat: int
    rank: str
    wins: int
    choice: str
    by: str
    step: int | None

    def as_dict(self) -> ChoiceJson:
        """The JSON form, seats counted from 1."""
        return {"index": self.index, "deal": self.deal, "seat": seat_number(self.seat), "rank": self.rank,
                "wins": self.wins, "choice": self.choice, "by": self.by, "step": self.step}


@dataclass
class Deal:
    """One deal: the order turned, the stakes placed, the results, the payments and the steps."""

    number: int
    order: list[Card]
    placed: list[Stake]
    carried: list[Stake]
    ledger: Ledger
    results: list[tuple[int, ResultJson]] = field(default_factory=list)
    """Each stake's result with the position in :attr:`order` of the card that decided it."""
    payments: list[Payment] = field(default_factory=list)
    balances: list[int] | None = None
    """The balances once the deal is over (``None`` while it is being turned)."""
    turned: int = 0
    """How many cards of :attr:`order` have been turned (all of them, unless every stake was settled first)."""
    pots: dict[str, int] = field(default_factory=dict)
    explanation: Explanation | None = None
    seated: bool = False
    """Whether the answer is read from a seat, which knows no card of the pack before it is turned."""

    def summary(self) -> DealSummary:
        """The deal as JSON: the order turned and its piles, the stakes carried in and placed, each stake's
        result, and the balances and pots after it (or so far, while it is being turned). Read from a seat, the
        cards not turned yet stand as ``"?"``: nobody, the banker included, knows the pack's order before it is
        turned."""
        order = [str(card) for card in self.order]
        whole = self.turned == len(order)
        turned = order[:self.turned - 1] if whole else order[:self.turned]  # the last card is no pile's
        return {
            "order": order[:self.turned] + [UNSEEN] * (len(order) - self.turned) if self.seated else order,
            "turned": self.turned,
            "first_card": order[0] if self.turned else None,
            "losing_pile": turned[1::2],
            "winning_pile": turned[2::2],
            "last_card": order[-1] if whole else None,
            "carried": [{"seat": seat_number(s.seat), "rank": s.rank, "stake": s.amount, "wins": s.wins}
                        for s in self.carried],
            "stakes": [{"seat": seat_number(s.seat), "rank": s.rank, "stake": s.amount} for s in self.placed],
            "results": [result for _, result in self.results],
            "balances": list(self.ledger.balances) if self.balances is None else self.balances,
            "pots": dict(self.ledger.pots) if self.balances is None else self.pots,
        }


class Session:
    """A banker and punters over one or more deals, with the running balances, the cards on the table and the
    choices made at the wins."""

    def __init__(self, variant: Variant, seating: Seating, policies: Sequence[RidePolicy], rng: random.Random,
                 explain: bool, deals: int = 1, stakes: list[Stakes] | None = None,
                 order: Sequence[Card] = (), deck: Pack | None = None) -> None:
        self.variant = variant
        self.deck = deck or variant.pack
        """The pack the banker deals (the variant's French pack unless the request chose another)."""
        self.board_ranks = denominations(self.deck)
        """The pack's denominations, in board order."""
        self.seating = seating
        self.names = seating.names
        self.policies = tuple(policies)
        self.rng = rng
        self.explain = explain
        self.ledger = Ledger(len(self.names), (BOARD,))
        self.riding: list[Stake] = []
        self.made: list[Choice] = []
        self.played: list[Deal] = []
        self.pack: list[Card] = []
        """The cards still in the banker's hand, face down, top first."""
        self.piles: dict[str, list[Card]] = {pile: [] for pile in PILES}
        self.board: list[Stake] = []
        """The stakes at risk on the board."""
        self.shown: list[Stake] = []
        """Every stake of the current deal as the board shows it, settled ones included."""
        self.pending: Stake | None = None
        """The stake whose punter is choosing to take or ride."""
        self.outcome = ""
        self.labels = {key: self.tell(say("table.place", place=key)) for key in ("pack", *PILES.values())}
        """The labels of the banker's pack and the piles on the table, told once: a table is kept at every step."""
        names = {rank.code: rank.name for rank in self.deck.system.ranks}
        self.board_labels = {rank: self.tell(say("table.board", denomination=names[rank])) for rank in self.board_ranks}
        """The label of each denomination's compartment of the board."""
        self.plan = (deals, stakes, list(order))
        """What the script turns: how many deals, the stakes given (``None``: drawn from the seed before each
        deal) and the given top of the pack."""

    def tell(self, said: Said) -> str:
        """The words of ``said``, naming the table's players."""
        return WORDS.tell(said, self.names)

    # The game model -------------------------------------------------------------------------------

    def script(self) -> Script:
        """Turn the planned deals: ``deals`` of them, with the stakes given (or drawn from the seed before each
        deal) and the given top of the pack (the rest shuffled by the seed), in that order from the seed."""
        deals, stakes, order = self.plan
        punters = len(self.names) - 1
        for number in range(1, deals + 1):
            placed = stakes if stakes is not None else seeded_stakes(punters, self.rng, self.board_ranks)
            given = set(order)
            full = order + shuffled([c for c in self.deck.cards if c not in given], self.rng)
            yield from self.play(placed, full, number == deals, stakes is None)
        self.check_decisions_used()

    def snapshot(self) -> Snapshot:
        """The table now: the players' balances, the banker's pack, the four piles, the denominations of the board
        staked on this deal, each with its stakes as they stand and the chips still at risk on it, and the board's
        pot."""
        seats: dict[str, SeatTable] = {
            str(seat_number(seat)): {"name": name, "roles": ["banker" if seat == BANKER else "punter"],
                                     "chips": self.ledger.balances[seat]}
            for seat, name in enumerate(self.names)}
        labels = self.labels
        places: dict[str, PlaceTable] = {
            "pack": {"label": labels["pack"], "cards": [str(c) for c in self.pack], "down": len(self.pack)}}
        for pile, key in PILES.items():
            places[key] = {"label": labels[key], "cards": [str(c) for c in self.piles[pile]]}
        for rank in self.board_ranks:
            shown = [s for s in self.shown if s.rank == rank]
            if not shown:
                continue  # a denomination nobody staked on this deal is an empty compartment of the board
            stakes: list[BoardStake] = [
                {"seat": seat_number(s.seat), "amount": s.amount, "state": s.state,
                 "text": self.tell(say("table.stake", punter=Seat(s.seat), stake=s.amount, state=s.state,
                                       count=s.count))}
                for s in shown]
            note = self.tell(say("table.stakes", stakes=tuple(s["text"] for s in stakes)))
            place: PlaceTable = {"label": self.board_labels[rank], "note": note, "stakes": stakes}
            at_risk = sum(stake.amount for stake in self.board if stake.rank == rank)
            if at_risk:
                place["amount"] = at_risk
            places[f"board-{rank}"] = place
        table: Snapshot = {"seats": seats, "places": places, "pots": dict(self.ledger.pots)}
        if self.pending is not None:
            table["turn"] = seat_number(self.pending.seat)
        if self.outcome:
            table["outcome"] = self.outcome
        return table

    def choose(self, decision: Decision) -> Move:
        """A computer punter rides while its policy wants another win, else takes."""
        assert self.pending is not None, "a decision is asked only at a win"
        return RIDE if self.policies[decision.seat - 1].rides(self.pending.wins) else TAKE

    def deals(self) -> list[Deal]:
        """The deals turned or begun, in order."""
        return self.played

    def summary(self) -> SessionSummary:
        """The prices, every choice made at a win, and the balances and pots after the last deal."""
        return {"schedule": list(self.variant.schedule), "decisions": [c.as_dict() for c in self.made],
                "balances": list(self.ledger.balances), "pots": dict(self.ledger.pots)}

    # The deals ------------------------------------------------------------------------------------

    def play(self, stakes: list[Stakes], order: list[Card], last: bool, seeded: bool) -> Script:
        """Place ``stakes`` (one group per punter), turn ``order`` (the whole pack, top first) and settle.
        ``last`` says whether this is the session's last deal; ``seeded`` whether the stakes came from the seed."""
        if self.played and self.played[-1].explanation is not None:
            self.played[-1].explanation.close()
        number = len(self.played) + 1
        steps = Explanation(self.variant.book, self.snapshot, words=WORDS, players=self.names) if self.explain else None
        deal = Deal(number, order, [], self.riding, self.ledger, explanation=steps,
                    seated=self.seating.reader is not None)
        self.ledger.payments = deal.payments  # the ledger records this deal's payments in the deal
        self.riding = []
        self.played.append(deal)
        if number == 1:
            self.pack = list(order)  # the pack lies in the banker's hand from the start
        turn = _Turn(self, deal, steps, last)
        turn.place(stakes, seeded)
        turn.shuffle_step()
        for position, card in enumerate(order):
            if position % 2 == 1 and not turn.at_risk():  # a pair is turned whole
                turn.step("deal.all-settled", say("deal.all-settled", banker=Seat(BANKER), left=len(order) - position),
                          (BANKER,), turned=position)
                break
            deal.turned = position + 1
            yield from turn.card(position, card)
        deal.balances = list(self.ledger.balances)
        deal.pots = dict(self.ledger.pots)
        self.outcome = self.tell(say("table.after-deal", deal=number, players=tuple(map(Seat, range(len(self.names)))),
                                     balances=tuple(self.ledger.balances)))

    def check_decisions_used(self) -> None:
        """A reader's decision beyond the wins that happened is bad input, named by its place in the list."""
        if self.seating.replay:
            return  # the driver names a move left over from a replay
        used = sum(1 for choice in self.made if choice.by == "reader")
        if len(self.seating.decisions) > used:
            raise EngineError(f"decisions[{used}]", WORDS.tell(say("refuse.decision-unused", used=used), ()))


class _Turn:
    """The work of one deal: each turned card and what it settles."""

    def __init__(self, session: Session, deal: Deal, steps: Explanation | None, last: bool) -> None:
        self.s = session
        self.deal = deal
        self.steps = steps
        self.last = last
        self.v = session.variant
        self.ledger = session.ledger
        self.board: list[Stake] = [replace(stake) for stake in deal.carried]  # deal.carried keeps the record

    def step(self, suffix: str, said: Said, seats: tuple[int, ...] = (), cards: tuple[Card, ...] = (),
             **data: object) -> int | None:
        if self.steps is None:
            return None
        return self.steps.add(self.v.rule(suffix), said, seats, cards, **data)

    def place(self, stakes: list[Stakes], seeded: bool) -> None:
        n = self.deal.number
        self.step("stakes.before-each-deal", say("stakes.open", deal=n, banker=Seat(BANKER)), (BANKER,), deal=n)
        self.s.board = self.board
        self.s.shown = list(self.board)
        self.s.outcome = ""
        for stake in self.board:
            self.step("paroli.next-deal", say("stakes.rides-on", punter=Seat(stake.seat), stake=stake.amount,
                                              rank=stake.rank, deal=n - 1), (stake.seat,),
                      seat=stake.seat + 1, rank=stake.rank, stake=stake.amount, wins=stake.wins, outcome="carried")
            stake.state = "carried"
        for punter, chips in enumerate(stakes, start=1):
            riding = {s.rank for s in self.deal.carried if s.seat == punter}
            kept = {rank: amount for rank, amount in chips.items() if rank not in riding}
            told: dict[str, Param] = {"ranks": tuple(kept), "amounts": tuple(kept.values())} if kept else {}
            if riding & set(chips):
                told["riding"] = tuple(sorted(riding & set(chips)))
            rule = "stakes.seeded" if seeded else "stakes.on-denominations"
            index = self.step(rule, say("stakes.placed", punter=Seat(punter), **told), (punter,), stakes=dict(kept))
            for rank, amount in kept.items():
                stake = Stake(punter, rank, amount)
                self.board.append(stake)
                self.s.shown.append(stake)
                self.deal.placed.append(Stake(punter, rank, amount))
                self.ledger.pay(punter, BOARD, amount, self.v.rule(rule), index)

    def shuffle_step(self) -> None:
        self.step("pack.full-pack", say("pack.full", banker=Seat(BANKER), size=len(self.deal.order)), (BANKER,),
                  size=len(self.deal.order))
        self.s.piles = {pile: [] for pile in PILES}
        self.s.pack = list(self.deal.order)

    def at_risk(self) -> bool:
        """Whether a stake on the board can still win or lose in this deal (a stake riding into the next one,
        its four cards out, cannot)."""
        return any(stake not in self.s.riding for stake in self.board)

    def card(self, position: int, card: Card) -> Script:
        size = len(self.deal.order)
        pile = pile_of(position, size)
        rule = {FIRST: "deal.first-card", LAST: "deal.last-card", LOSING: "deal.first-pile-loses",
                WINNING: "deal.second-pile-wins"}[pile]
        hit = [stake for stake in self.board if stake.rank == card.rank.code]
        said = say("card.turned", banker=Seat(BANKER), card=card, pile=PILES[pile], pair=(position + 1) // 2,
                   hit=len(hit))
        self.step(rule, said, (BANKER,), (card,), pile=pile, position=position, turned=str(card))
        self.s.pack.pop(0)
        self.s.piles[pile].append(card)
        if pile == WINNING and self.steps is not None:
            lost = [r for at, r in self.deal.results if at == position - 1 and r["rank"] == card.rank.code]
            for result in lost:
                seat = result["seat"] - 1
                self.step("deal.pair-order", say("card.too-late", card=card, punter=Seat(seat), rank=card.rank.code),
                          (seat,), (card,), seat=seat + 1, rank=card.rank.code, outcome="too late")
        for stake in hit:
            if pile == WINNING:
                yield from self.win(stake, card, position)
            else:
                self.lose(stake, card, rule, position)

    def lose(self, stake: Stake, card: Card, rule: str, position: int) -> None:
        if stake.wins:
            rule = "paroli.riding-loss"
        message = "stake.riding-lost" if stake.wins else "stake.lost"
        said = say(message, card=card, punter=Seat(stake.seat), stake=stake.amount, rank=stake.rank, wins=stake.wins,
                   banker=Seat(BANKER))
        index = self.step(rule, said, (stake.seat, BANKER), (card,), seat=stake.seat + 1, rank=stake.rank,
                          stake=stake.amount, wins=stake.wins, outcome="lost")
        self.board.remove(stake)
        stake.state = "lost"
        self.ledger.pay(BOARD, BANKER, stake.amount, self.v.rule(rule), index)
        self.result(stake, "lost", -stake.amount, position)

    def win(self, stake: Stake, card: Card, position: int) -> Script:
        wins = stake.wins + 1
        price = self.v.schedule[wins - 1]
        punter = Seat(stake.seat)
        self.step(win_rule(wins), say("stake.won", card=card, punter=punter, stake=stake.amount, rank=stake.rank,
                                      wins=wins, price=price),
                  (stake.seat,), (card,), seat=stake.seat + 1, rank=stake.rank, stake=stake.amount, wins=wins,
                  price=price, outcome="won")
        stake.wins = wins
        stake.state, stake.count = "won", wins
        if stake.wins == MAX_WINS:
            self.step("paroli.fifth-ends", say("paroli.fifth-ends", punter=punter, rank=stake.rank), (stake.seat,),
                      seat=stake.seat + 1, rank=stake.rank, wins=stake.wins, outcome="take")
            self.take(stake, position)
            return
        if stake.wins == 4 and self.last:
            self.step("paroli.last-deal", say("paroli.last-deal", punter=punter, rank=stake.rank), (stake.seat,),
                      seat=stake.seat + 1, rank=stake.rank, wins=stake.wins, outcome="take")
            self.take(stake, position)
            return
        self.s.pending = stake
        move = yield Decision(stake.seat, (TAKE, RIDE), self.v.rule("paroli.choice"))
        by = "reader" if stake.seat == self.s.seating.reader else "policy"
        index = len(self.s.made)
        said = say("paroli.rides" if move == RIDE else "paroli.takes", punter=punter, rank=stake.rank, wins=stake.wins,
                   by=by)
        step = self.step("paroli.choice", said, (stake.seat,), seat=stake.seat + 1, rank=stake.rank,
                         wins=stake.wins, decision=move.kind, by=by, index=index, outcome=move.kind)
        self.s.pending = None
        self.s.made.append(Choice(index, self.deal.number, stake.seat, stake.rank, stake.wins, move.kind, by, step))
        if move == TAKE:
            self.take(stake, position)
            return
        stake.state, stake.count = "rides", stake.wins
        if stake.wins == 4:  # its four cards are out: it stays on the board, to ride into the next deal
            self.s.riding.append(stake)
            self.result(stake, "carried", 0, position)

    def take(self, stake: Stake, position: int) -> None:
        price = self.v.schedule[stake.wins - 1]
        won = price * stake.amount
        index = self.step("paroli.take-ends", say("paroli.take-ends", banker=Seat(BANKER), punter=Seat(stake.seat),
                                                  paid=won, price=price, stake=stake.amount), (BANKER, stake.seat),
                          seat=stake.seat + 1, rank=stake.rank, stake=stake.amount, wins=stake.wins, paid=won,
                          outcome="taken")
        self.board.remove(stake)
        stake.state, stake.count = "took", won
        rule = self.v.rule("paroli.take-ends")
        self.ledger.pay(BANKER, stake.seat, won, rule, index)
        self.ledger.pay(BOARD, stake.seat, stake.amount, rule, index)
        self.result(stake, "taken", won, position)

    def result(self, stake: Stake, outcome: str, net: int, position: int) -> None:
        self.deal.results.append((position, {"seat": stake.seat + 1, "rank": stake.rank, "stake": stake.amount,
                                             "wins": stake.wins, "outcome": outcome, "net": net}))
