"""One deal of Glic: dressing the board, the deal and turn-up, then the three phases in order.

Phase 1 pays the honour, Marriage and Sequence compartments to the holders of
those trumps; phase 2 is the betting for the Poch; phase 3 lays the cards out
towards 31. Every decision is an explanation step, and every payment goes
through the session's ledger naming its rule and its step.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card
from engine.explain import Explanation
from engine.games.glic import betting
from engine.games.glic.hands import HandValue, value
from engine.games.glic.session import Session
from engine.games.glic.variants import (
    HAND_SIZE, POCH, SEQUENCE_RANKS, STAKED, TITLES, honours, marriage_ranks,
)
from engine.ledger import Payment
from engine.shuffle import shuffled
from engine.table import seat_number

LIMIT_OF_A_RUN = 31


def lay_value(card: Card) -> int:
    """A card's value towards 31: the ace or Sau 1, the courts 10, the others their number."""
    code = card.rank.code
    if code in ("K", "Q", "J", "O", "U"):
        return 10
    if card.rank.order == 1:
        return 1
    return int(code)


def labels(cards: Sequence[Card]) -> str:
    """Cards as a reader sees them: ``"K♠ 6♥"``."""
    return " ".join(card.label for card in cards)


def names_text(names: Sequence[str]) -> str:
    """Names in a sentence: "Anne", "Anne and Blaise", "Anne, Blaise and Claude"."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


class Deal:
    """One deal, played on a session's table, ledger and random stream."""

    def __init__(self, session: Session, number: int, dealer: int) -> None:
        self.session = session
        self.number = number
        self.dealer = dealer
        self.order = session.table.order_from(session.table.next(dealer))
        """Every seat in order of play, from the dealer's left."""
        self.explanation = Explanation(session.variant.book)
        self.hands: dict[int, list[Card]] = {seat: [] for seat in self.order}
        self.dealt: dict[int, list[Card]] = {}
        self.values: dict[int, HandValue] = {}
        self.trump: Card | None = None
        self.talon: list[Card] = []
        self.pots_before = dict(session.ledger.pots)
        self.claims: list[tuple[str, int, int]] = []
        self.put = dict.fromkeys(self.order, 0)
        self.folded: list[int] = []
        self.poch_winner: int | None = None
        self.out: int | None = None
        self.payments: list[Payment] = []
        self.balances: list[int] = []
        self.pots: dict[str, int] = {}

    def name(self, seat: int) -> str:
        """The name of the player in ``seat``."""
        return self.session.names[seat]

    def step(self, rule: str, text: str, seats: Sequence[int] = (), cards: Sequence[Card] = (),
             **data: object) -> int:
        """Record a step and return its index."""
        return self.explanation.add(rule, text, tuple(seats), tuple(cards), **data)

    def play(self, given: dict[int, list[Card]] | None = None, trump: Card | None = None) -> None:
        """The whole deal: stakes, cards (shuffled, or ``given`` with their ``trump``), then the three phases."""
        self.stake()
        if given is None:
            self.deal_shuffled()
        else:
            self.hands = {seat: list(given[seat]) for seat in self.order}
            self.trump = trump
            self.step("glic.deal.five-each", f"The hands are given: {self._hands_text()}.", self.order,
                      [c for seat in self.order for c in self.hands[seat]], dealer=seat_number(self.dealer))
        self.dealt = {seat: list(cards) for seat, cards in self.hands.items()}
        assert self.trump is not None
        self.step("glic.trump.turn-up", f"{self.trump.label} is turned up: {self.trump.suit.name} are trumps.",
                  (), (self.trump,), trump=str(self.trump))
        self.claim()
        self.bet()
        self.lay()
        ledger = self.session.ledger
        self.payments = ledger.take_payments()
        self.balances = list(ledger.balances)
        self.pots = dict(ledger.pots)

    # Before the deal ---------------------------------------------------------------------------------

    def stake(self) -> None:
        """Dress the board: one penny in each compartment but the Poch, the dealer first and then in turn."""
        turns = self.session.table.order_from(self.dealer)
        payers = [turns[k % len(turns)] for k in range(len(STAKED))]
        laid = ", ".join(f"{self.name(seat)} in the {TITLES[c]}" for seat, c in zip(payers, STAKED))
        step = self.step("glic.stake.one-per-compartment",
                         f"{self.name(self.dealer)} deals. The board is dressed with a penny a compartment, the "
                         f"dealer first and then to the left: {laid}.", sorted(set(payers)),
                         dealer=seat_number(self.dealer), stakes=[[seat_number(s), c] for s, c in zip(payers, STAKED)])
        for seat, compartment in zip(payers, STAKED):
            self.session.ledger.pay(seat, compartment, 1, "glic.stake.one-per-compartment", step)

    def deal_shuffled(self) -> None:
        """Shuffle, deal five cards each one at a time from the dealer's left, and turn up the next."""
        deck = shuffled(self.session.pack.cards, self.session.rng)
        position = 0
        for _ in range(HAND_SIZE):
            for seat in self.order:
                self.hands[seat].append(deck[position])
                position += 1
        self.trump = deck[position]
        self.talon = deck[position + 1:]
        self.step("glic.deal.five-each",
                  f"{self.name(self.dealer)} shuffles and deals five cards each, one at a time, starting with "
                  f"{self.name(self.order[0])} on the left: {self._hands_text()}.", self.order,
                  [c for seat in self.order for c in self.hands[seat]], dealer=seat_number(self.dealer))

    def _hands_text(self) -> str:
        return "; ".join(f"{self.name(seat)} {labels(self.hands[seat])}" for seat in self.order)

    # Phase 1: the claims ---------------------------------------------------------------------------

    def holder(self, rank: str) -> int | None:
        """The seat holding the trump of this rank, if anyone does."""
        assert self.trump is not None
        for seat in self.order:
            if any(c.rank.code == rank and c.suit == self.trump.suit for c in self.hands[seat]):
                return seat
        return None

    def _take(self, compartment: str, seat: int, rule: str, text: str, cards: Sequence[Card]) -> None:
        amount = self.session.ledger.pots[compartment]
        step = self.step(rule, f"{text} {self.name(seat)} takes the {TITLES[compartment]}: "
                         f"{amount} penn{'y' if amount == 1 else 'ies'}.", (seat,), cards,
                         compartment=compartment, amount=amount)
        self.session.ledger.pay(compartment, seat, amount, rule, step)
        self.claims.append((compartment, seat, amount))

    def _trump(self, rank: str) -> Card:
        assert self.trump is not None
        return self.session.pack.system.card(rank, self.trump.suit.code)

    def claim(self) -> None:
        """Phase 1: honours, Marriage and Sequence to their holders; the rest carries over."""
        assert self.trump is not None
        trump = self.trump
        pack = self.session.pack
        unclaimed: list[str] = []
        blocked: list[str] = []
        for honour in honours(pack):
            card = self._trump(honour.rank)
            seat = self.holder(honour.rank)
            if seat is None:
                (blocked if card == trump else unclaimed).append(honour.compartment)
            else:
                self._take(honour.compartment, seat, honour.rule,
                           f"{self.name(seat)} holds {card.label}, the {card.name}.", [card])
        for compartment, ranks, rule in (("marriage", marriage_ranks(pack), "glic.claim.marriage"),
                                         ("sequence", SEQUENCE_RANKS, "glic.claim.sequence")):
            cards = [self._trump(rank) for rank in ranks]
            seats = {self.holder(rank) for rank in ranks}
            if len(seats) == 1 and None not in seats:
                seat = seats.pop()
                assert seat is not None
                self._take(compartment, seat, rule, f"{self.name(seat)} holds {labels(cards)} of trumps together.",
                           cards)
            else:
                (blocked if trump in cards else unclaimed).append(compartment)
        if blocked:
            words = names_text([TITLES[c] for c in blocked])
            self.step("glic.claim.turn-up", f"The turn-up {trump.label} belongs to nobody, so the {words} "
                      f"cannot be claimed this deal and carr{'ies' if len(blocked) == 1 else 'y'} over.", (),
                      (trump,), compartments=blocked)
        carried = unclaimed + blocked
        if carried:
            pots = self.session.ledger.pots
            words = ", ".join(f"{TITLES[c]} {pots[c]}" for c in carried)
            self.step("glic.claim.carry-over", f"Unclaimed, these stay on the board for the next deal: {words}.",
                      compartments=carried)

    # Phase 2: the Poch -----------------------------------------------------------------------------

    def bet(self) -> None:
        """Phase 2: betting round the table from the dealer's left, then the Poch to its winner."""
        limit = self.session.limit
        self.values = {seat: value(self.hands[seat]) for seat in self.order}
        self.step("glic.bet.turns", f"The betting for the Poch starts with {self.name(self.order[0])}, on the "
                  f"dealer's left; nobody may put more than {limit} into the Poch this deal.",
                  (self.order[0],), limit=limit)
        top, passes, turn = 0, 0, 0
        while True:
            still = [seat for seat in self.order if seat not in self.folded]
            if len(still) == 1 or passes >= len(still):
                break
            seat = self.order[turn % len(self.order)]
            turn += 1
            if seat in self.folded:
                continue
            owed = top - self.put[seat]
            legal = betting.legal_moves(owed, top, limit)
            move, rule, chosen = self._move(seat, owed, top)
            if move.kind == "pass":
                passes += 1
            elif move.kind == "fold":
                self.folded.append(seat)
            else:
                passes = 0
                top += move.amount
            self._explain_move(seat, move, rule, chosen, owed, top, legal)
        still = [seat for seat in self.order if seat not in self.folded]
        if len(still) > 1:
            self.step("glic.bet.end", f"{names_text([self.name(s) for s in still])}, all still in, have passed in a row: "
                      "the betting is over.", still)
        self.award_poch(still)

    def _move(self, seat: int, owed: int, top: int) -> tuple[betting.Move, str, bool]:
        """The move of ``seat``: the reader's next decision for seat 1, else the seat's policy."""
        session, limit = self.session, self.session.limit
        decision = session.next_decision() if seat == 0 else None
        if decision is not None:
            index, move = decision
            betting.check(move, owed, top, limit, f"decisions[{index}]")
            return move, "glic.bet.moves", True
        return betting.policy_move(self.values[seat].size, owed, top, limit), "glic.bet.policy", False

    def _explain_move(self, seat: int, move: betting.Move, rule: str, chosen: bool, owed: int, top: int,
                      legal: list[str]) -> None:
        name = self.name(seat) if chosen else f"{self.name(seat)}, with {self.values[seat].words},"
        data: dict[str, object] = {"move": str(move), "owed": owed, "legal": legal, "chosen": chosen}
        if seat == 0:
            data["turn"] = self.session.reader_turns
            self.session.reader_turns += 1
        pays = owed + move.amount if move.kind in ("see", "raise") else 0
        text = {
            "pass": f"{name} owes nothing and passes.",
            "fold": f"{name} will not pay {owed} to see, folds and drops out of the Poch.",
            "see": f"{name} sees, putting {owed} into the Poch.",
            "raise": f"{name} raises {move.amount}, putting {pays} into the Poch (stake now {top}).",
        }[move.kind]
        step = self.explanation.record(self.session.variant.book[rule], text, (seat,), (), data)
        if pays:
            self.put[seat] += pays
            self.session.ledger.pay(seat, POCH, pays, rule, step)

    def award_poch(self, still: list[int]) -> None:
        """The Poch to the last player in, or to the best hand of those still in."""
        ledger = self.session.ledger
        amount = ledger.pots[POCH]
        if len(still) == 1:
            winner = still[0]
            rule = "glic.poch.lone-survivor"
            step = self.step(rule, f"Everyone else has folded: {self.name(winner)} takes the Poch, {amount}, "
                             "without showing.", (winner,), amount=amount)
        else:
            winner = self._showdown(still)
            rule = "glic.poch.best-hand"
            step = self.step(rule, f"{self.name(winner)} has the best hand, {self.values[winner].words}, and "
                             f"takes the Poch: {amount}.", (winner,), self.hands[winner], amount=amount)
        self.poch_winner = winner
        ledger.pay(POCH, winner, amount, rule, step)

    def _showdown(self, still: list[int]) -> int:
        """The best hand among ``still``, with the step that says which comparison decided."""
        shown = "; ".join(f"{self.name(s)} {labels(self.hands[s])}, {self.values[s].words}" for s in still)
        best = max(self.values[s].key for s in still)
        first = next(s for s in still if self.values[s].key == best)
        others = [self.values[s].key for s in still if s != first]
        ahead = [k for k in others if k[0] == best[0]]
        level = [k for k in ahead if k[1] == best[1]]
        if not ahead:
            rule, why = "glic.hand.classes", f"{self.name(first)}'s {self.values[first].kind} beats every lower class"
        elif not level:
            rule, why = "glic.hand.high-cards", f"{self.name(first)}'s set is the highest of its class"
        elif best not in others:
            rule, why = "glic.hand.kickers", f"the sets are of the same rank, and {self.name(first)}'s other " \
                                             "cards are higher"
        else:
            rule, why = "glic.hand.equal", f"the best hands are equal, and {self.name(first)} comes first in order " \
                                           "from the dealer's left"
        self.step(rule, f"Showdown: {shown}. {why[0].upper()}{why[1:]}.", still,
                  hands={str(seat_number(s)): self.values[s].words for s in still})
        return first

    # Phase 3: laying out ---------------------------------------------------------------------------

    def lay(self) -> None:
        """Phase 3: runs up to 31 from the dealer's left until somebody is out of cards."""
        ledger = self.session.ledger
        size = len(self.order)
        self.step("glic.lay.everyone", f"Everyone lays out, folded or not, starting with {self.name(self.order[0])}; "
                  "aces count 1, courts 10, the other cards their number.", self.order)
        pack_order = {c: i for i, c in enumerate(self.session.pack.cards)}
        position, total, passes, last = 0, 0, 0, self.order[0]
        while True:
            seat = self.order[position % size]
            position += 1
            fits = [c for c in self.hands[seat] if total + lay_value(c) <= LIMIT_OF_A_RUN]
            if not fits:
                passes += 1
                if passes < size:
                    self.step("glic.lay.thirty-one", f"{self.name(seat)} cannot lay a card without passing 31 and "
                              "passes.", (seat,), total=total)
                    continue
                others = [s for s in self.order if s != last]
                step = self.step("glic.lay.run-end", f"Nobody can lay a card: everyone else pays "
                                 f"{self.name(last)}, who laid the last card, a penny, and starts the next run.",
                                 (last,), total=total)
                for payer in others:
                    ledger.pay(payer, last, 1, "glic.lay.run-end", step)
                position, total, passes = self.order.index(last), 0, 0
                continue
            card = max(fits, key=lambda c: (lay_value(c), c.rank.order, -pack_order[c]))
            self.hands[seat].remove(card)
            total += lay_value(card)
            passes, last = 0, seat
            self.step("glic.lay.policy", f"{self.name(seat)} lays {card.label}: {total}.", (seat,), (card,),
                      total=total)
            if not self.hands[seat]:
                self._go_out(seat)
                return

    def _go_out(self, seat: int) -> None:
        ledger = self.session.ledger
        self.out = seat
        holding = {s: len(self.hands[s]) for s in self.order if self.hands[s]}
        owing = ", ".join(f"{self.name(s)} {n}" for s, n in holding.items())
        step = self.step("glic.lay.out", f"{self.name(seat)} has laid the last card and is out: the others pay "
                         f"a penny for every card still held ({owing}).", (seat,), held=
                         {str(seat_number(s)): n for s, n in holding.items()})
        for payer, count in holding.items():
            ledger.pay(payer, seat, count, "glic.lay.out", step)
        self.step("glic.lay.out-ends", f"The deal ends as {self.name(seat)} goes out; the run in progress is not "
                  "paid.", (seat,))

