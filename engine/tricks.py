"""Tricks, shared by every trick-taking game: who may play which card and why, and who wins the trick.

A game describes its tricks with :class:`TrickRules`: how cards rank within a
suit, which suit is trumps, whether a player who cannot follow must trump, and
an excuse card (the tarot Fool) that may always be played and never wins. The
rule ids in it are the game's own, so that a refusal, an explanation step and
the rules page all name the same rule.

:class:`TrickPlay` plays a hand out, trick by trick, in the table's order: it
answers, for every card of the player to move, whether the card may be played
and, if not, the rule that forbids it in a plain sentence. Each card played and
each trick won is an explanation step whose data say which trick (from 1) and
which play of it (from 1) it was, so that a widget can show the table at any step.

>>> from engine.cards import FRENCH
>>> from engine.table import Direction, Table
>>> rules = TrickRules(power=lambda c: c.rank.order, trump=FRENCH.parse("2H").suit, lead="t.lead", follow="t.follow",
...                    trump_rule="t.trump", discard="t.discard", win="t.win")
>>> hands = [[FRENCH.parse(c) for c in hand.split()] for hand in ("KS 2S", "7S 3H", "9H 4D")]
>>> play = TrickPlay(hands, Table(3, Direction.ANTICLOCKWISE), leader=0, rules=rules)
>>> play.play(FRENCH.parse("KS")), play.to_play
(None, 2)
>>> refusal = play.judge()[FRENCH.parse("4D")]
>>> refusal.rule, refusal.reason
('t.trump', 'you have no spades but hold a trump (9♥): you must trump')
>>> play.play(FRENCH.parse("9H")), play.play(FRENCH.parse("7S")).winner
(None, 2)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from engine.cards import Card, Suit
from engine.explain import Explanation
from engine.model import Decision, Move, Refusal
from engine.snapshot import TrickTable
from engine.table import Table


@dataclass(frozen=True)
class TrickRules:
    """How a game's tricks are played; the string fields are the ids of the game's rules for each case."""

    power: Callable[[Card], int]
    """A card's strength within its suit: the higher wins (Homme d'Auvergne ranks K Q J A 10...)."""
    trump: Suit | None
    lead: str
    follow: str
    trump_rule: str
    discard: str
    win: str
    must_trump: bool = True
    """A player who cannot follow suit must trump if he can."""
    excuse: Card | None = None
    """A card that may be played instead of following or trumping, and never wins (the tarot Fool)."""
    excuse_rule: str = ""


@dataclass
class Trick:
    """The cards played to one trick, in order, by seat; ``winner`` is set when the trick is complete."""

    leader: int
    plays: list[tuple[int, Card]] = field(default_factory=list)
    winner: int | None = None

    def cards(self) -> list[Card]:
        """The cards of the trick, in the order they were played."""
        return [card for _, card in self.plays]

    def led_suit(self, rules: TrickRules) -> Suit | None:
        """The suit to follow: that of the first card played other than the excuse (none yet: any card)."""
        for _, card in self.plays:
            if card != rules.excuse:
                return card.suit
        return None

    def as_dict(self) -> dict[str, object]:
        """The JSON form; seats are counted from 1."""
        return {"leader": self.leader + 1, "cards": [[seat + 1, str(card)] for seat, card in self.plays],
                "winner": None if self.winner is None else self.winner + 1}


def judge(hand: Sequence[Card], trick: Trick, rules: TrickRules) -> dict[Card, Refusal | None]:
    """Every card of ``hand``, with ``None`` if it may be played to ``trick`` now, or the :class:`Refusal`."""
    led = trick.led_suit(rules)
    if led is None:
        return dict.fromkeys(hand)
    following = [card for card in hand if card.suit == led and card != rules.excuse]
    if following:
        shown = ", ".join(card.label for card in following)
        refusal = Refusal(rules.follow, f"{led.name} were led and you hold {shown}: you must follow suit")
        return {card: None if card in following or card == rules.excuse else refusal for card in hand}
    trumps = [card for card in hand if card.suit == rules.trump and card != rules.excuse]
    if trumps and rules.must_trump:
        shown = ", ".join(card.label for card in trumps)
        many = "trumps" if len(trumps) > 1 else "a trump"
        refusal = Refusal(rules.trump_rule, f"you have no {led.name} but hold {many} ({shown}): you must trump")
        return {card: None if card in trumps or card == rules.excuse else refusal for card in hand}
    return dict.fromkeys(hand)


def winner(trick: Trick, rules: TrickRules) -> tuple[int, Card]:
    """The seat that wins a complete trick and its card: the highest trump, else the highest card of the suit
    led; the excuse never wins."""
    led = trick.led_suit(rules)
    contenders = [(seat, card) for seat, card in trick.plays if card != rules.excuse]
    trumps = [(seat, card) for seat, card in contenders if card.suit == rules.trump]
    pool = trumps or [(seat, card) for seat, card in contenders if card.suit == led]
    return max(pool, key=lambda play: rules.power(play[1]))


class IllegalPlay(Exception):
    """A card that may not be played now; ``refusal`` says which rule forbids it, ``None`` if not held."""

    def __init__(self, card: Card, refusal: Refusal | None) -> None:
        super().__init__(refusal.reason if refusal else f"{card.label} is not in this hand")
        self.card = card
        self.refusal = refusal


class TrickPlay:
    """A hand played out trick by trick: the hands left, whose turn it is, the trick on the table, the tricks
    played and the cards each seat has captured. The excuse goes back to the pile of the seat that played it."""

    def __init__(self, hands: Sequence[Sequence[Card]], table: Table, leader: int, rules: TrickRules,
                 names: Sequence[str] = (), explanation: Explanation | None = None) -> None:
        if len({len(hand) for hand in hands}) > 1:
            raise ValueError("every hand of a trick game holds as many cards as the others")
        self.hands = [list(hand) for hand in hands]
        self.table = table
        self.rules = rules
        self.names = tuple(names) or tuple(f"Seat {seat + 1}" for seat in range(table.size))
        self.explanation = explanation
        self.tricks: list[Trick] = []
        self.current = Trick(leader)
        self.captured: list[list[Card]] = [[] for _ in range(table.size)]
        self.players = len(hands)

    @property
    def to_play(self) -> int:
        """The seat whose turn it is."""
        if not self.current.plays:
            return self.current.leader
        return self.table.next(self.current.plays[-1][0])

    def is_over(self) -> bool:
        """Whether every card has been played."""
        return not any(self.hands)

    def judge(self) -> dict[Card, Refusal | None]:
        """The cards of the player to move, each with ``None`` if it may be played, or why it may not."""
        return judge(self.hands[self.to_play], self.current, self.rules)

    def legal(self) -> list[Card]:
        """The cards the player to move may play."""
        return [card for card, refusal in self.judge().items() if refusal is None]

    def play(self, card: Card) -> Trick | None:
        """The player to move plays ``card``; returns the trick if this card completed it. An illegal card
        raises :class:`IllegalPlay` and changes nothing."""
        seat = self.to_play
        verdicts = self.judge()
        if card not in verdicts or verdicts[card] is not None:
            raise IllegalPlay(card, verdicts.get(card))
        self._explain_play(seat, card)
        self.hands[seat].remove(card)
        self.current.plays.append((seat, card))
        if len(self.current.plays) < self.players:
            return None
        trick = self.current
        won_by, card_won = winner(trick, self.rules)
        trick.winner = won_by
        self._explain_win(trick, card_won)
        for played_by, played in trick.plays:
            self.captured[played_by if played == self.rules.excuse else won_by].append(played)
        self.tricks.append(trick)
        self.current = Trick(won_by)
        return trick

    def decision(self) -> Decision:
        """The turn of the player to move, for :class:`engine.model.State`: the legal cards as ``play`` moves,
        the whole hand offered, each refused card with its rule and reason."""
        verdicts = self.judge()
        seat = self.to_play

        def judge(move: Move) -> Refusal | None:
            if move.card is None or move.card not in verdicts:
                shown = move.card.label if move.card is not None else str(move)
                return Refusal(self.rules.lead, f"{shown} is not in {self.names[seat]}'s hand")
            return verdicts[move.card]

        return Decision(seat, tuple(Move("play", card) for card, refusal in verdicts.items() if refusal is None),
                        rule=self.rules.lead, offered=tuple(Move("play", card) for card in verdicts), judge=judge)

    def trick_table(self) -> TrickTable | None:
        """The trick in play as a snapshot shows it (its number, leader and cards so far), or ``None`` once the
        last trick is taken."""
        current = self.current
        if not current.plays and self.is_over():
            return None
        return {"number": len(self.tricks) + 1, "leader": current.leader + 1,
                "plays": [{"seat": seat + 1, "card": str(card)} for seat, card in current.plays]}

    def choices(self) -> list[dict[str, object]]:
        """The JSON form of :meth:`judge`: each card of the player to move, whether it may be played, and if
        not, the rule and the reason."""
        return [{"card": str(card), "legal": refusal is None, **(refusal.as_dict() if refusal else {})}
                for card, refusal in self.judge().items()]

    def as_dict(self) -> dict[str, object]:
        """The JSON form: the tricks played, the trick on the table, the hands left and each seat's pile."""
        return {
            "tricks": [trick.as_dict() for trick in self.tricks],
            "current": self.current.as_dict(),
            "hands": [[str(card) for card in hand] for hand in self.hands],
            "captured": [[str(card) for card in pile] for pile in self.captured],
        }

    def _explain_play(self, seat: int, card: Card) -> None:
        if self.explanation is None:
            return
        name, trick, rules = self.names[seat], self.current, self.rules
        led = trick.led_suit(rules)
        where = {"trick": len(self.tricks) + 1, "play": len(trick.plays) + 1}
        if card == rules.excuse:
            self.explanation.add(rules.excuse_rule, f"{name} plays {card.label}, which may be played at any time "
                                 "and never wins the trick.", (seat,), (card,), **where)
        elif led is None:
            self.explanation.add(rules.lead, f"{name} leads {card.label}.", (seat,), (card,), **where)
        elif card.suit == led:
            self.explanation.add(rules.follow, f"{name} follows suit with {card.label}.", (seat,), (card,), **where)
        elif card.suit == rules.trump:
            self.explanation.add(rules.trump_rule, f"{name} has no {led.name} and trumps with {card.label}.",
                                 (seat,), (card,), **where)
        else:
            self.explanation.add(rules.discard, f"{name} has no {led.name} and no trump, and discards {card.label}.",
                                 (seat,), (card,), **where)

    def _explain_win(self, trick: Trick, card: Card) -> None:
        if self.explanation is None or trick.winner is None:
            return
        rules = self.rules
        trumps = [c for c in trick.cards() if c.suit == rules.trump and c != rules.excuse]
        led = trick.led_suit(rules)
        if trumps:
            why = "the only trump" if len(trumps) == 1 else "the highest trump"
        else:
            why = f"the highest of the {led.name} led" if led else "the card led"
        self.explanation.add(rules.win, f"{self.names[trick.winner]} wins trick {len(self.tricks) + 1} with "
                             f"{card.label}, {why}.", (trick.winner,), tuple(trick.cards()),
                             trick=len(self.tricks) + 1, play=len(trick.plays))
