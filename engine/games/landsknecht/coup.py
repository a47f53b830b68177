"""One coup of Landsknecht: the stake and its covers, the left and right cards, the middle, the payments.

Every decision is an explanation step and every payment names its step. The
stake and the covers go into the ``bank`` pot on the table; the settlement
empties it again, so after a coup the pot holds nothing and the balances alone
add up to zero.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.cards import Card
from engine.explain import Explanation
from engine.games.landsknecht.variants import Variant
from engine.ledger import Payment

if TYPE_CHECKING:
    from engine.games.landsknecht.session import Session

BANK = "bank"
"""The pot that holds the stake and the covers while the cards are turned."""

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


def names_text(names: Sequence[str]) -> str:
    """Names in a sentence: "Anne", "Anne and Blaise", "Anne, Blaise and Claude".

    >>> names_text(["Anne", "Blaise", "Claude"])
    'Anne, Blaise and Claude'
    """
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


class Coup:
    """One coup, played on a session's table and ledger from a given order of cards."""

    def __init__(self, session: Session, number: int) -> None:
        self.session = session
        self.variant = session.variant
        self.number = number
        self.banker = session.banker
        self.stake = session.stake
        self.explanation = Explanation(self.variant.book)
        self.covers: list[tuple[int, int]] = []
        self.cards: list[Card] = []
        self.talon: list[Card] = []
        self.decided_by = ""
        self.banker_wins = False
        self.next_banker = self.banker
        self.auction: dict[str, object] | None = None
        self.payments: list[Payment] = []
        self.balances: list[int] = []
        self.pots: dict[str, int] = {}

    def name(self, seat: int) -> str:
        """The name of the player in ``seat``."""
        return self.session.names[seat]

    def step(self, rule_id: str, text: str, seats: tuple[int, ...] = (), cards: tuple[Card, ...] = (),
             **data: object) -> int:
        """Record an explanation step and return its index."""
        return self.explanation.add(rule_id, text, seats, cards, **data)

    # Before the cards ------------------------------------------------------------------------------

    def stake_and_cover(self) -> None:
        """The banker stakes; the punters cover in turn from his left; what is not covered goes back."""
        ledger, banker, stake = self.session.ledger, self.banker, self.stake
        at = self.step("landsknecht.stake.banker-stakes",
                       f"{self.name(banker)} holds the bank and puts up a stake of {stake}.", (banker,), stake=stake)
        ledger.pay(banker, BANK, stake, "landsknecht.stake.banker-stakes", at)
        uncovered = stake
        for seat in self.session.table.order_from(banker)[1:]:
            policy = self.session.policies[seat]
            amount = policy.covers(uncovered)
            uncovered -= amount
            self.covers.append((seat, amount))
            if amount:
                text = (f"{self.name(seat)} covers {amount} of the stake (policy: cover up to {policy.up_to}); "
                        f"{uncovered} still uncovered.")
            elif policy.up_to:
                text = f"{self.name(seat)} covers nothing: the whole stake is already covered."
            else:
                text = f"{self.name(seat)} covers nothing (policy: cover up to 0)."
            at = self.step("landsknecht.cover.in-turn", text, (seat,), cover=amount, uncovered=uncovered)
            ledger.pay(seat, BANK, amount, "landsknecht.cover.in-turn", at)
        if uncovered:
            at = self.step("landsknecht.cover.uncovered-not-at-risk",
                           f"{uncovered} of {self.name(banker)}'s stake {'is' if uncovered == 1 else 'are'} not "
                           f"covered, so {'it is' if uncovered == 1 else 'they are'} not at risk: "
                           f"{self.name(banker)} takes {'it' if uncovered == 1 else 'them'} back.",
                           (banker,), uncovered=uncovered)
            ledger.pay(BANK, banker, uncovered, "landsknecht.cover.uncovered-not-at-risk", at)

    @property
    def covered(self) -> int:
        """How much of the stake the punters covered: the banker's part at risk."""
        return sum(amount for _, amount in self.covers)

    # The cards --------------------------------------------------------------------------------------

    def turn(self, deck: Sequence[Card], shuffled: bool) -> None:
        """Turn the left and right cards, then the middle until a match; ``deck`` must decide the coup."""
        v, banker = self.variant, self.banker
        who = self.name(banker)
        if shuffled:
            self.step("landsknecht.shuffle.each-coup", f"{who} shuffles the whole pack of {len(deck)} cards.",
                      (banker,))
        last = decided_at(v, deck)
        assert last is not None, "a coup is always decided before the pack runs out"
        self.cards, self.talon = list(deck[:last + 1]), list(deck[last + 1:])
        left, right = deck[0], deck[1]
        self.step("landsknecht.deal.left-and-right", f"{who} turns {left.label} ({left.name}) to the left.",
                  (banker,), (left,), place="left")
        self.step("landsknecht.deal.left-and-right", f"{who} turns {right.label} ({right.name}) to the right.",
                  (banker,), (right,), place="right")
        self.step("landsknecht.deal.left-is-banker",
                  f"The left card, {left.label}, is {who}'s, the banker's; the right card, {right.label}, is the "
                  "punters'.", (banker,), (left, right))
        if last == 1:
            self.step(v.match_rule, f"{left.label} and {right.label} are both {v.shared(left)}: they match.",
                      (), (left, right))
            self.step("landsknecht.deal.immediate-match",
                      f"The left and right cards match at once, so {who} wins every bet.", (banker,), (left, right))
            self.decided_by, self.banker_wins = "immediate", True
            return
        self._middle(deck, last)

    def _middle(self, deck: Sequence[Card], last: int) -> None:
        v, banker = self.variant, self.banker
        who = self.name(banker)
        left, right = deck[0], deck[1]
        self.step("landsknecht.middle.turn-until-match",
                  f"{left.label} and {right.label} do not match ({v.shared(left)} and {v.shared(right)}), so "
                  f"{who} turns cards to the middle until one matches the left or the right card.",
                  (banker,), (left, right))
        rest = deck[2:]
        partners = sum(1 for card in rest if v.key(card) == v.key(left))
        self.step("landsknecht.middle.always-ends",
                  f"{partners} more {v.shared(left)} lie among the {len(rest)} unturned cards, so a match comes "
                  "before the pack runs out.", (), (left,), partners=partners, unturned=len(rest))
        for card in deck[2:last]:
            self.step("landsknecht.middle.turn-until-match",
                      f"{who} turns {card.label} ({card.name}) to the middle: it matches neither.",
                      (banker,), (card,), place="middle")
        card = deck[last]
        self.step("landsknecht.middle.turn-until-match", f"{who} turns {card.label} ({card.name}) to the middle.",
                  (banker,), (card,), place="middle")
        wins = v.key(card) == v.key(left)
        partner = left if wins else right
        self.step(v.match_rule, f"{card.label} and {partner.label} are both {v.shared(card)}: they match.",
                  (), (card, partner))
        if wins:
            self.step("landsknecht.middle.left-match",
                      f"{card.label} matches the left card, {left.label}, so {who} wins.", (banker,), (card, left))
        else:
            self.step("landsknecht.middle.right-match",
                      f"{card.label} matches the right card, {right.label}, so {who} loses.", (banker,),
                      (card, right))
        self.decided_by, self.banker_wins = ("left" if wins else "right"), wins

    # After the cards -------------------------------------------------------------------------------

    def settle(self) -> None:
        """Pay the bets: the covers to the banker if he won, twice each cover back to its punter if he lost."""
        ledger, banker, who = self.session.ledger, self.banker, self.name(self.banker)
        at_risk = [(seat, amount) for seat, amount in self.covers if amount]
        if self.banker_wins:
            text = (f"{who} wins and takes the {self.covered} covered by the punters, with {self.covered} of the "
                    "stake back." if self.covered else f"{who} wins, but nobody covered the stake: nothing changes "
                    "hands.")
            at = self.step("landsknecht.settle.banker-wins", text, (banker, *(s for s, _ in at_risk)),
                           won=self.covered)
            ledger.pay(BANK, banker, 2 * self.covered, "landsknecht.settle.banker-wins", at)
            return
        paid = ", ".join(f"{self.name(seat)} {amount}" for seat, amount in at_risk)
        text = (f"{who} loses and pays each punter what he covered ({paid}); each takes his cover back too."
                if at_risk else f"{who} loses, but nobody covered the stake: nothing changes hands.")
        at = self.step("landsknecht.settle.banker-loses", text, (banker, *(s for s, _ in at_risk)), lost=self.covered)
        for seat, amount in at_risk:
            ledger.pay(BANK, seat, 2 * amount, "landsknecht.settle.banker-loses", at)

    def pass_bank(self) -> None:
        """Who holds the bank next: the same banker after a win, else the next player or the highest bidder."""
        session, banker, who = self.session, self.banker, self.name(self.banker)
        if self.banker_wins:
            self.step("landsknecht.bank.keeps-after-win",
                      f"{who} won, so {who} keeps the bank and stakes {self.stake} again next coup.", (banker,))
            return
        self.step("landsknecht.bank.passes-on", f"{who} lost, so the bank passes on.", (banker,))
        if session.auction:
            self._auction()
            if self.auction is not None:
                return
        left = session.table.left_of(banker)
        self.next_banker = left
        self.step("landsknecht.bank.to-the-left", f"{self.name(left)}, on {who}'s left, is the next banker.",
                  (banker, left))

    def _auction(self) -> None:
        session, banker, who = self.session, self.banker, self.name(self.banker)
        self.step("landsknecht.auction.option", f"The table plays with the auction: {who} sells the bank instead of "
                  "passing it.", (banker,))
        bidders = session.table.order_from(banker)[1:]
        bids = {seat: session.bid(seat) for seat in bidders}
        top = max(bids.values())
        listed = ", ".join(f"{self.name(seat)} {bids[seat]}" for seat in bidders)
        if top == 0:
            self.step("landsknecht.auction.sealed-bids", f"Sealed bids: {listed}. Nobody bids for the bank.",
                      tuple(bidders), bids=[[seat + 1, bids[seat]] for seat in bidders])
            return
        highest = [seat for seat in bidders if bids[seat] == top]
        buyer = highest[0]
        at = self.step("landsknecht.auction.sealed-bids",
                       f"Sealed bids: {listed}. {self.name(buyer)} bids most, pays {top} to {who} and becomes the "
                       "banker.", (buyer, banker), bids=[[seat + 1, bids[seat]] for seat in bidders])
        if len(highest) > 1:
            tied = names_text([self.name(seat) for seat in highest])
            self.step("landsknecht.auction.tie", f"{tied} bid {top} each; {self.name(buyer)} comes first from "
                      f"{who}'s left and buys the bank.", tuple(highest))
        session.ledger.pay(buyer, banker, top, "landsknecht.auction.sealed-bids", at)
        self.next_banker = buyer
        self.auction = {"bids": [[seat + 1, bids[seat]] for seat in bidders], "buyer": buyer + 1, "price": top}

    def close(self) -> None:
        """Keep this coup's payments and the balances and pots as they stand after it."""
        ledger = self.session.ledger
        self.payments = ledger.take_payments()
        self.balances = list(ledger.balances)
        self.pots = dict(ledger.pots)
