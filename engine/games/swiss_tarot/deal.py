"""One deal of Swiss Tarot: the deal in packets, the dealer's discard, the play, the Fool's exchange, the count.

Every decision is an explanation step (when the session explains), and a
deal's tricks are kept as they will be counted: the discard first, as the
dealer's trick, then each trick won, the Fool moved by its exchange.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.cards import Card
from engine.errors import EngineError
from engine.explain import Explanation
from engine.games.swiss_tarot import policies
from engine.games.swiss_tarot.counting import FOOL, TRUMPS, VALUE_RULES, power, trick_value, value
from engine.games.swiss_tarot.rulebook import SWISS_TAROT
from engine.games.swiss_tarot.session import Session
from engine.packs import PACKS
from engine.shuffle import shuffled
from engine.tricks import IllegalPlay, Trick, TrickPlay, TrickRules

PACK = PACKS["tarot-78-italian"]
HAND_SIZE = 25
PACKET = 5
LAST = 3
"""Cards each player holds in play, the size of a packet, and the cards left for the dealer."""

RULES = TrickRules(power=power, trump=TRUMPS, lead="swiss-tarot.play.lead", follow="swiss-tarot.play.follow",
                   trump_rule="swiss-tarot.play.trump", discard="swiss-tarot.play.renounce",
                   win="swiss-tarot.trick.win", must_trump=True, excuse=FOOL, excuse_rule="swiss-tarot.fool.excuse")
"""The tricks of Swiss Tarot for the shared trick engine."""


@dataclass
class Taken:
    """A trick as it will be counted: its number (0 for the discard), who holds it and its cards."""

    number: int
    seat: int
    cards: list[Card]


def named(card: Card) -> str:
    """A card in an error message: its label, and its name when the label differs."""
    return card.label if card.label == card.name else f"{card.label} ({card.name})"


def labels(cards: Sequence[Card]) -> str:
    """Cards as a reader writes them: ``K♠, 7♠ and trump 2``."""
    shown = [card.label for card in cards]
    return shown[0] if len(shown) == 1 else ", ".join(shown[:-1]) + " and " + shown[-1]


class Deal:
    """One deal: ``dealer`` deals (or is given ``hands``), discards, and the hand is played out and counted."""

    def __init__(self, session: Session, number: int, dealer: int) -> None:
        self.session = session
        self.number = number
        self.dealer = dealer
        self.names = session.names
        self.explanation = Explanation(SWISS_TAROT) if session.explain else None
        self.dealt: list[list[Card]] = []
        self.discarded: list[Card] = []
        self.chosen = False
        """Whether the discard was given by the request rather than chosen by the engine."""
        self.play: TrickPlay | None = None
        self.taken: list[Taken] = []
        self.fool: dict[str, object] | None = None
        self._pending: tuple[int, Taken] | None = None
        self.points: list[int] | None = None
        self.waiting = False

    def step(self, rule: str, text: str, seats: tuple[int, ...] = (), cards: tuple[Card, ...] = (),
             **data: object) -> int | None:
        """Record a step when the session explains; its index, or ``None``."""
        if self.explanation is None:
            return None
        return self.explanation.add(rule, text, seats, cards, **data)

    # The deal and the discard -------------------------------------------------------------------

    def deal(self, hands: Sequence[Sequence[Card]] | None = None) -> None:
        """Deal five packets of five to each from the right, the dealer last, then the last three to him."""
        order = self.session.table.order_from(self.session.table.next(self.dealer))
        name = self.names[self.dealer]
        if hands is None:
            pack = shuffled(PACK.cards, self.session.rng)
            dealt: list[list[Card]] = [[] for _ in order]
            for packet in range(HAND_SIZE // PACKET * len(order)):
                seat = order[packet % len(order)]
                dealt[seat] += pack[packet * PACKET:(packet + 1) * PACKET]
            dealt[self.dealer] += pack[-LAST:]
            self.dealt = dealt
        else:
            self.dealt = [list(hand) for hand in hands]
        self.step("swiss-tarot.deal.packets", f"{name} deals five rounds of five cards, starting with "
                  f"{self.names[order[0]]} on his right: 25 cards each.", (self.dealer,), deal=self.number)
        self.step("swiss-tarot.deal.last-three", f"{name} takes the last three cards, "
                  f"{labels(self.dealt[self.dealer][-LAST:])}, and holds 28.", (self.dealer,),
                  tuple(self.dealt[self.dealer][-LAST:]), deal=self.number)

    def discard(self, given: Sequence[Card] | None = None, field: str = "discard") -> None:
        """The dealer lays three cards aside: ``given`` ones, checked, or the engine's choice."""
        hand = self.dealt[self.dealer]
        name = self.names[self.dealer]
        if given is None:
            cards = policies.discard(hand)
            self.step("swiss-tarot.discard.policy", f"{name} lays aside {labels(cards)}: the allowed cards that "
                      "count most, then the lowest.", (self.dealer,), tuple(cards), deal=self.number)
        else:
            check_discard(given, hand, name, field)
            cards = list(given)
            self.chosen = True
            self.step("swiss-tarot.discard.three", f"{name} lays aside {labels(cards)}.", (self.dealer,),
                      tuple(cards), deal=self.number)
        self.discarded = cards
        self.taken.append(Taken(0, self.dealer, list(cards)))
        self.step("swiss-tarot.discard.counts-as-trick", f"The three cards laid aside count as a trick of "
                  f"{name}'s.", (self.dealer,), tuple(cards), deal=self.number)

    # The play -----------------------------------------------------------------------------------

    def play_out(self) -> None:
        """Play the 25 tricks, the reader's seat with the reader's cards; stop at the reader's turn when they
        run out."""
        hands = [[card for card in hand if card not in self.discarded] for hand in self.dealt]
        leader = self.session.table.next(self.dealer)
        self.step("swiss-tarot.lead.first", f"{self.names[leader]}, on the dealer's right, leads to the first "
                  "trick.", (leader,), deal=self.number)
        play = TrickPlay(hands, self.session.table, leader, RULES, self.names, self.explanation)
        self.play = play
        while not play.is_over():
            seat = play.to_play
            if seat == self.session.reader:
                given = self.session.next_card()
                if given is None:
                    self.waiting = True
                    return
                self._play_reader(play, *given)
            else:
                self._won(play, play.play(policies.choose(play.legal(), play.current, RULES, seat)))
        self._settle_fool()

    def _play_reader(self, play: TrickPlay, index: int, card: Card) -> None:
        try:
            trick = play.play(card)
        except IllegalPlay as error:
            name = self.names[play.to_play]
            if error.refusal is None:
                reason = f"{named(card)} is not in {name}'s hand now"
            else:
                reason = (f"{named(card)} may not be played now: {error.refusal.reason} "
                          f"(rule {error.refusal.rule})")
            raise EngineError(f"decisions[{index}]", reason) from None
        self._won(play, trick)

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
        if any(t.seat == owner for t in self.taken):
            self._exchange(owner, taken, "swiss-tarot.fool.exchange")
        else:
            self._pending = (owner, taken)
            self.step("swiss-tarot.fool.later", f"{self.names[owner]} has taken no card yet: he will exchange the "
                      f"Fool when he first wins a trick.", (owner,), (FOOL,), deal=self.number, fool_trick=number)

    def _exchange(self, owner: int, fools: Taken, rule: str) -> None:
        """The owner takes the Fool back into one of his tricks and gives that trick's card for it."""
        self._pending = None
        mine = [t for t in self.taken if t.seat == owner and t is not fools]
        source, card = give_for_fool(mine)
        source.cards[source.cards.index(card)] = FOOL
        fools.cards.append(card)
        self.fool = {"owner": owner + 1, "trick": fools.number, "given": str(card), "from_trick": source.number}
        owner_name, winner_name = self.names[owner], self.names[fools.seat]
        self.step(rule, f"{owner_name} keeps the Fool played to trick {fools.number} and gives {winner_name} "
                  "a card of his own tricks for it.", (owner, fools.seat), (FOOL,), deal=self.number,
                  fool_trick=fools.number)
        where = "his discard" if source.number == 0 else f"his trick {source.number}"
        why = "the first card of no count he has taken" if not value(card) else "the card of his that counts least"
        self.step("swiss-tarot.fool.card-given", f"{owner_name} gives {card.label}, {why}, from {where}; the "
                  f"Fool takes its place and {card.label} goes into trick {fools.number}, "
                  f"{winner_name}'s.", (owner, fools.seat), (card, FOOL), deal=self.number, fool_trick=fools.number)

    def _settle_fool(self) -> None:
        """A Fool never exchanged stays in the trick where it was played."""
        if self._pending is None:
            return
        owner, fools = self._pending
        self._pending = None
        fools.cards.append(FOOL)
        self.step("swiss-tarot.fool.lost", f"{self.names[owner]} took no trick, so he cannot exchange the Fool: "
                  f"it stays in trick {fools.number}, with {self.names[fools.seat]}.", (owner, fools.seat), (FOOL,),
                  deal=self.number, fool_trick=fools.number)

    # The count ----------------------------------------------------------------------------------

    def count(self) -> None:
        """Count each trick of each seat, the discard as the dealer's; add the deal's points to the totals."""
        self.step("swiss-tarot.count.by-trick", "Each trick is counted as it lies after the Fool's exchange, "
                  f"the discard as {self.names[self.dealer]}'s.", deal=self.number)
        points = [0] * len(self.names)
        for taken in sorted(self.taken, key=lambda t: (t.seat, t.number)):
            worth, counters = trick_value(taken.cards)
            points[taken.seat] += worth
            shown = [card for card in taken.cards if value(card)]
            what = "discard" if taken.number == 0 else f"trick {taken.number}"
            if shown:
                listed = ", ".join(f"{card.label} {value(card)}" for card in shown)
                text = (f"{self.names[taken.seat]}'s {what} holds {counters} counting card"
                        f"{'' if counters == 1 else 's'} ({listed}): {worth} point{'' if worth == 1 else 's'}.")
            else:
                text = f"{self.names[taken.seat]}'s {what} holds no counting card: 1 point."
            self.step(VALUE_RULES[counters], text, (taken.seat,), tuple(taken.cards), deal=self.number,
                      counted=taken.number, points=worth, counters=[str(card) for card in shown])
        self.points = points
        for seat, worth in enumerate(points):
            self.session.totals[seat] += worth
        scores = ", ".join(f"{self.names[seat]} {worth}" for seat, worth in enumerate(points))
        self.step("swiss-tarot.count.by-trick", f"Deal {self.number} counts {scores}: {sum(points)} in all.",
                  deal=self.number, points=points)

    def steps(self) -> list[dict[str, object]]:
        """The JSON form of the deal's steps."""
        return [] if self.explanation is None else [step.as_dict() for step in self.explanation.steps]


def check_discard(given: Sequence[Card], hand: Sequence[Card], name: str, field: str) -> None:
    """Refuse a discard that is not three cards of the dealer's hand, or lays aside a king, a trump or the Fool."""
    if len(given) != LAST:
        raise EngineError(field, f"the dealer lays aside exactly {LAST} cards, not {len(given)}")
    for i, card in enumerate(given):
        if card not in hand:
            raise EngineError(f"{field}[{i}]", f"{named(card)} is not in {name}'s hand")
        if not policies.may_discard(card):
            raise EngineError(f"{field}[{i}]", f"{named(card)} may not be laid aside: the dealer may "
                              "not discard a king, a trump or the Fool (rule swiss-tarot.discard.forbidden)")


def give_for_fool(tricks: Sequence[Taken]) -> tuple[Taken, Card]:
    """The trick and card the Fool's owner gives: the first card of no count, in the order taken, else the one
    that counts least (the first such)."""
    cards = [(taken, card) for taken in tricks for card in taken.cards if card != FOOL]
    plain = [(taken, card) for taken, card in cards if not value(card)]
    if plain:
        return plain[0]
    return min(cards, key=lambda pair: value(pair[1]))
