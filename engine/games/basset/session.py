"""A session of Basset: the banker in seat 1, punters staking before each deal, and the deals turned card by card.

A deal turns the whole pack: the first card (the banker's), then pairs onto the
losing and the winning pile, then the last card (the banker's). Each turned card,
each settlement and each choice to take or ride is an explanation step, and every
chip moves through the ledger: a stake goes from the punter to the ``board`` pot
when placed, and from the board to the banker or back to the punter when settled.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace

from engine.cards import Card
from engine.errors import EngineError
from engine.explain import Explanation
from engine.games.basset.policies import MAX_WINS, RidePolicy
from engine.games.basset.rulebook import ordinal, win_rule
from engine.games.basset.stakes import Stakes
from engine.games.basset.variants import Variant
from engine.ledger import Ledger, Payment

BOARD = "board"
"""The pot holding the stakes on the board while they are at risk."""
BANKER = 0
"""The banker's seat (seat 1): the bank does not move in a session (rule ``bank.fixed-seat``)."""

FIRST, LOSING, WINNING, LAST = "first card", "losing pile", "winning pile", "last card"


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


@dataclass(slots=True)
class Stake:
    """A punter's stake on a denomination, with the wins it has ridden so far."""

    seat: int
    rank: str
    amount: int
    wins: int = 0


@dataclass(frozen=True, slots=True)
class Decision:
    """A choice at a win: ``ride`` or ``take``, made by the punter's policy or by the reader."""

    index: int
    deal: int
    seat: int
    rank: str
    wins: int
    choice: str
    by: str


@dataclass
class Deal:
    """One deal: the order turned, the stakes placed, the results, the payments and the steps."""

    number: int
    order: list[Card]
    placed: list[Stake]
    carried: list[Stake]
    results: list[dict[str, object]] = field(default_factory=list)
    payments: list[Payment] = field(default_factory=list)
    balances: list[int] = field(default_factory=list)
    pots: dict[str, int] = field(default_factory=dict)
    explanation: Explanation | None = None


class Session:
    """A banker and punters over one or more deals, with the running balances and the reader's choices."""

    def __init__(self, variant: Variant, names: list[str], policies: list[RidePolicy], decisions: list[str],
                 rng: random.Random, explain: bool) -> None:
        self.variant = variant
        self.names = names
        self.policies = policies
        self.decisions = decisions
        self.rng = rng
        self.explain = explain
        self.ledger = Ledger(len(names), (BOARD,))
        self.riding: list[Stake] = []
        self.made: list[Decision] = []
        self.deals: list[Deal] = []

    def play(self, stakes: list[Stakes], order: list[Card], last: bool, seeded: bool) -> Deal:
        """Place ``stakes`` (one group per punter), turn ``order`` (the whole pack, top first) and settle.
        ``last`` says whether this is the session's last deal; ``seeded`` whether the stakes came from the seed."""
        number = len(self.deals) + 1
        steps = Explanation(self.variant.book) if self.explain else None
        deal = Deal(number, order, [], self.riding, explanation=steps)
        self.riding = []
        self.deals.append(deal)
        turn = _Turn(self, deal, steps, last)
        turn.place(stakes, seeded)
        turn.shuffle_step()
        for position, card in enumerate(order):
            turn.card(position, card)
        deal.payments = self.ledger.take_payments()
        deal.balances = list(self.ledger.balances)
        deal.pots = dict(self.ledger.pots)
        return deal

    def choose(self, deal: int, stake: Stake) -> Decision:
        """The choice at a win: the reader's next decision if any is left, else the punter's policy."""
        index = len(self.made)
        if index < len(self.decisions):
            choice, by = self.decisions[index], "reader"
        else:
            choice, by = ("ride" if self.policies[stake.seat - 1].rides(stake.wins) else "take"), "policy"
        decision = Decision(index, deal, stake.seat, stake.rank, stake.wins, choice, by)
        self.made.append(decision)
        return decision

    def check_decisions_used(self) -> None:
        """A reader's decision beyond the wins that happened is bad input, named by its place in the list."""
        used = len(self.made)
        if len(self.decisions) > used:
            wins = "no win" if used == 0 else f"only {used} win{'' if used == 1 else 's'}"
            raise EngineError(f"decisions[{used}]", f"a riding decision on a stake that has not won: this session "
                              f"has {wins} to decide")


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
        self.banker = session.names[BANKER]

    def step(self, suffix: str, text: str, seats: tuple[int, ...] = (), cards: tuple[Card, ...] = (),
             **data: object) -> int | None:
        if self.steps is None:
            return None
        return self.steps.add(self.v.rule(suffix), text, seats, cards, **data)

    def place(self, stakes: list[Stakes], seeded: bool) -> None:
        n = self.deal.number
        self.step("stakes.before-each-deal", f"Before deal {n} the punters place their stakes; "
                  f"{self.banker} keeps the bank in seat 1 for the whole session.", (BANKER,), deal=n)
        for stake in self.deal.carried:
            self.step("paroli.next-deal", f"{self.s.names[stake.seat]}'s stake of {stake.amount} on {stake.rank} "
                      f"rides on from deal {n - 1}, where it won four times.", (stake.seat,),
                      seat=stake.seat + 1, rank=stake.rank, stake=stake.amount, wins=stake.wins, outcome="carried")
        for punter, chips in enumerate(stakes, start=1):
            riding = {s.rank for s in self.deal.carried if s.seat == punter}
            kept = {rank: amount for rank, amount in chips.items() if rank not in riding}
            name = self.s.names[punter]
            if kept:
                listed = ", ".join(f"{amount} on {rank}" for rank, amount in kept.items())
                text = f"{name} stakes {listed}"
            else:
                text = f"{name} stakes nothing this deal"
            if riding & set(chips):
                text += f" (a stake already rides on {', '.join(sorted(riding & set(chips)))})"
            rule = "stakes.seeded" if seeded else "stakes.on-denominations"
            index = self.step(rule, text + ".", (punter,), stakes=dict(kept))
            for rank, amount in kept.items():
                self.board.append(Stake(punter, rank, amount))
                self.deal.placed.append(Stake(punter, rank, amount))
                self.ledger.pay(punter, BOARD, amount, self.v.rule(rule), index)

    def shuffle_step(self) -> None:
        self.step("pack.full-pack", f"{self.banker} holds the whole pack of {len(self.deal.order)} cards, "
                  "shuffled, and turns it up one card at a time.", (BANKER,), size=len(self.deal.order))

    def card(self, position: int, card: Card) -> None:
        size = len(self.deal.order)
        pile = pile_of(position, size)
        pair = (position + 1) // 2
        where = {FIRST: "as the first card", LAST: "as the last card",
                 LOSING: f"onto the first (losing) pile, pair {pair}",
                 WINNING: f"onto the second (winning) pile, pair {pair}"}[pile]
        rule = {FIRST: "deal.first-card", LAST: "deal.last-card", LOSING: "deal.first-pile-loses",
                WINNING: "deal.second-pile-wins"}[pile]
        hit = [stake for stake in self.board if stake.rank == card.rank.code]
        self.step(rule, f"{self.banker} turns {card.label} {where}"
                  + (f": {len(hit)} stake{'' if len(hit) == 1 else 's'} on {card.rank.code}." if hit else "."),
                  (BANKER,), (card,), pile=pile, position=position, turned=str(card))
        if pile == WINNING and self.steps is not None:
            lost = [r for r in self.deal.results if r["position"] == position - 1 and r["rank"] == card.rank.code]
            for result in lost:
                seat = int(str(result["seat"])) - 1
                self.step("deal.pair-order", f"{card.label} comes too late for {self.s.names[seat]}'s stake on "
                          f"{card.rank.code}: the first card of this pair had already lost it.", (seat,), (card,),
                          seat=seat + 1, rank=card.rank.code, outcome="too late")
        for stake in hit:
            if pile == WINNING:
                self.win(stake, card, position)
            else:
                self.lose(stake, card, rule, position)

    def lose(self, stake: Stake, card: Card, rule: str, position: int) -> None:
        self.board.remove(stake)
        name = self.s.names[stake.seat]
        if stake.wins:
            rule = "paroli.riding-loss"
            text = (f"{card.label} loses {name}'s riding stake on {stake.rank} after {stake.wins} "
                    f"win{'' if stake.wins == 1 else 's'}: {self.banker} takes only the stake of {stake.amount}, "
                    "as the declined winnings were never paid.")
        else:
            text = f"{card.label} loses {name}'s stake of {stake.amount} on {stake.rank} to {self.banker}."
        index = self.step(rule, text, (stake.seat, BANKER), (card,), seat=stake.seat + 1, rank=stake.rank,
                          stake=stake.amount, wins=stake.wins, outcome="lost")
        self.ledger.pay(BOARD, BANKER, stake.amount, self.v.rule(rule), index)
        self.result(stake, "lost", -stake.amount, position)

    def win(self, stake: Stake, card: Card, position: int) -> None:
        stake.wins += 1
        name = self.s.names[stake.seat]
        price = self.v.schedule[stake.wins - 1]
        self.step(win_rule(stake.wins), f"{card.label} wins {name}'s stake of {stake.amount} on {stake.rank} for the "
                  f"{ordinal(stake.wins)} time: taken now it pays {_times(price)}, {price * stake.amount}.",
                  (stake.seat,), (card,), seat=stake.seat + 1, rank=stake.rank, stake=stake.amount, wins=stake.wins,
                  price=price, outcome="won")
        if stake.wins == MAX_WINS:
            index = self.step("paroli.fifth-ends", f"A fifth win ends the schedule: {name} takes the stake on "
                              f"{stake.rank} and its winnings.", (stake.seat,), seat=stake.seat + 1, rank=stake.rank,
                              wins=stake.wins, outcome="take")
            self.take(stake, position)
            return
        if stake.wins == 4 and self.last:
            self.step("paroli.last-deal", f"This is the session's last deal, so {name}'s stake on {stake.rank} "
                      "cannot ride into another: it is paid at the fourth-win price.", (stake.seat,),
                      seat=stake.seat + 1, rank=stake.rank, wins=stake.wins, outcome="take")
            self.take(stake, position)
            return
        decision = self.s.choose(self.deal.number, stake)
        chooser = "you chose" if decision.by == "reader" else "by policy"
        if decision.choice == "ride":
            onward = "into the next deal" if stake.wins == 4 else "for the next win"
            text = (f"{name} lets the stake on {stake.rank} ride {onward} (paroli; {chooser}), bending a corner "
                    "of the card, and cannot take it back until it wins again.")
        else:
            text = f"{name} takes the win on {stake.rank} ({chooser})."
        self.step("paroli.choice", text, (stake.seat,), seat=stake.seat + 1, rank=stake.rank, wins=stake.wins,
                  decision=decision.choice, by=decision.by, index=decision.index, outcome=decision.choice)
        if decision.choice == "take":
            self.take(stake, position)
        elif stake.wins == 4:
            self.board.remove(stake)
            self.s.riding.append(stake)
            self.result(stake, "carried", 0, position)

    def take(self, stake: Stake, position: int) -> None:
        self.board.remove(stake)
        name = self.s.names[stake.seat]
        price = self.v.schedule[stake.wins - 1]
        won = price * stake.amount
        index = self.step("paroli.take-ends", f"{self.banker} pays {name} {won} ({_times(price)} on a stake of "
                          f"{stake.amount}) and {name} takes back the stake, which ends it.", (BANKER, stake.seat),
                          seat=stake.seat + 1, rank=stake.rank, stake=stake.amount, wins=stake.wins, paid=won,
                          outcome="taken")
        rule = self.v.rule("paroli.take-ends")
        self.ledger.pay(BANKER, stake.seat, won, rule, index)
        self.ledger.pay(BOARD, stake.seat, stake.amount, rule, index)
        self.result(stake, "taken", won, position)

    def result(self, stake: Stake, outcome: str, net: int, position: int) -> None:
        self.deal.results.append({"seat": stake.seat + 1, "rank": stake.rank, "stake": stake.amount,
                                  "wins": stake.wins, "outcome": outcome, "net": net, "position": position})


def _times(price: int) -> str:
    """A price in words: ``even money`` or ``7 times the stake``."""
    return "even money" if price == 1 else f"{price} times the stake"
