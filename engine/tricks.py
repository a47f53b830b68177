"""Tricks, shared by every trick-taking game: who may play which card and why, and who wins the trick.

A game describes its tricks with :class:`TrickRules`: how cards rank within a
suit, which suit is trumps, whether a player who cannot follow must trump, and
whether he must overtrump, and an excuse card (the tarot Fool) that may always
be played and never wins, save the last trick of a side that took every other
(a chelem). The rule ids in it are the game's own, so that a refusal, an
explanation step and the rules page all name the same rule. :class:`Sides` says
who plays with whom, which the excuse's fate in the last trick needs.

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
('t.trump', 'you have no spades, so you must trump: play 9♥')
>>> play.play(FRENCH.parse("9H")), play.play(FRENCH.parse("7S")).winner
(None, 2)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from engine.cards import Card, Suit
from engine.explain import Explanation
from engine.model import Decision, Move, Refusal
from engine.said import Param, Seat, say
from engine.snapshot import TrickTable
from engine.table import Table
from engine.trick_words import TRICK_WORDS


@dataclass(frozen=True)
class TrickRules:
    """How a game's tricks are played; the string fields are the ids of the game's rules for each case."""

    power: Callable[[Card], int]
    """A card's strength within its suit: the higher wins (a game may rank K Q J A 10...)."""
    trump: Suit | None
    lead: str
    follow: str
    trump_rule: str
    discard: str
    win: str
    must_trump: bool = True
    """A player who cannot follow suit must trump if he can."""
    excuse: Card | None = None
    """A card that may be played instead of following or trumping, and never wins (the tarot Fool), unless the
    game's ``excuse_slam`` rule lets it win the last trick."""
    excuse_rule: str = ""
    overtrump: str = ""
    """The rule that obliges a player who trumps, or follows a trump lead, to play a trump higher than every
    trump in the trick when he can; empty: any trump will do."""
    excuse_lead: str = ""
    """The rule by which a led excuse lets the next card set the suit, named when the excuse is led."""
    excuse_slam: str = ""
    """The rule by which the excuse wins the last trick when its side took every trick before; empty: never."""
    excuse_last: str = ""
    """The rule by which the excuse, played to the last trick by a side that did not take every trick before,
    goes to the other side; empty: it goes back to its player as in any trick."""
    imprenable: Card | None = None
    """A trump its holder plays like the excuse when it is his only trump as play begins (the Petit imprenable):
    he may play it at any time and is never obliged to; it wins as the trump it is."""
    imprenable_rule: str = ""
    excuse_code: str = field(init=False, repr=False)
    imprenable_code: str = field(init=False, repr=False)
    """The codes of :attr:`excuse` and :attr:`imprenable` (empty: none), which every card played is compared
    with: comparing codes is faster than comparing cards."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "excuse_code", "" if self.excuse is None else self.excuse.code)
        object.__setattr__(self, "imprenable_code", "" if self.imprenable is None else self.imprenable.code)


@dataclass(frozen=True)
class Sides:
    """Which side each seat plays for (0 the taker's, 1 the defence), and the card that shows the table who
    plays with whom (the king the taker called, with five players), while it is unplayed; ``None``: known.

    >>> sides = Sides((0, 1, 1, 0, 1))
    >>> sides.same(0, 3), sides.same(0, 1)
    (True, False)
    """

    of: tuple[int, ...]
    reveal: Card | None = None

    def same(self, seat: int, other: int) -> bool:
        """Whether the two seats play for the same side."""
        return self.of[seat] == self.of[other]


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
        excuse = rules.excuse_code
        for _, card in self.plays:
            if card.code != excuse:
                return card.suit
        return None

    def as_dict(self) -> dict[str, object]:
        """The JSON form; seats are counted from 1."""
        return {"leader": self.leader + 1, "cards": [[seat + 1, str(card)] for seat, card in self.plays],
                "winner": None if self.winner is None else self.winner + 1}


def judge(hand: Sequence[Card], trick: Trick, rules: TrickRules,
          free: frozenset[Card] = frozenset()) -> dict[Card, Refusal | None]:
    """Every card of ``hand``, with ``None`` if it may be played to ``trick`` now, or the :class:`Refusal`;
    ``free`` are cards of this hand played like the excuse (a Petit imprenable).

    Cards are told apart by their codes here: the rules judge every card of every turn, and a set of short
    strings answers faster than comparing cards one by one."""
    led = trick.led_suit(rules)
    if led is None:
        return dict.fromkeys(hand)
    excused = {card.code for card in free}
    if rules.excuse is not None:
        excused.add(rules.excuse.code)
    following = [card for card in hand if card.suit.code == led.code and card.code not in excused]
    if following and led == rules.trump and rules.overtrump:
        return _overtrump(hand, following, trick, rules, excused)
    if following:
        said = say("trick.must-follow", led=led, allowed=tuple(following), excused=_held(hand, excused))
        refusal = Refusal.worded(rules.follow, said, TRICK_WORDS)
        return _verdicts(hand, following, excused, refusal)
    trump = rules.trump
    trumps = [] if trump is None else [card for card in hand
                                       if card.suit.code == trump.code and card.code not in excused]
    if trumps and rules.must_trump and rules.overtrump:
        return _overtrump(hand, trumps, trick, rules, excused)
    if trumps and rules.must_trump:
        said = say("trick.must-trump", led=led, allowed=tuple(trumps), excused=_held(hand, excused))
        refusal = Refusal.worded(rules.trump_rule, said, TRICK_WORDS)
        return _verdicts(hand, trumps, excused, refusal)
    return dict.fromkeys(hand)


def _verdicts(hand: Sequence[Card], allowed: Sequence[Card], excused: set[str],
              refusal: Refusal) -> dict[Card, Refusal | None]:
    """``None`` for the ``allowed`` and ``excused`` cards of ``hand`` (the latter by code), ``refusal`` for the
    others."""
    free = excused | {card.code for card in allowed}
    return {card: None if card.code in free else refusal for card in hand}


def _overtrump(hand: Sequence[Card], trumps: Sequence[Card], trick: Trick, rules: TrickRules,
               excused: set[str]) -> dict[Card, Refusal | None]:
    """The verdicts for a player who must play one of his ``trumps``, higher than every trump in the trick if he
    holds one: a lower trump is refused by the overtrump rule, any other card by the rule to follow or trump."""
    led = trick.led_suit(rules)
    assert led is not None and rules.trump is not None
    trump = rules.trump.code
    played = [card for _, card in trick.plays if card.suit.code == trump and card.code != rules.excuse_code]
    top = max(played, key=rules.power, default=None)
    higher = [card for card in trumps if top is None or rules.power(card) > rules.power(top)]
    other = rules.follow if led == rules.trump else rules.trump_rule
    legal = higher or list(trumps)
    lead = "trumps" if led == rules.trump else "suit"
    message = "trick.must-trump-first" if top is None else "trick.must-overtrump" if higher else \
        "trick.must-still-trump"
    said = say(message, led=led, lead="trumps" if led == rules.trump else "suit", allowed=tuple(legal),
               excused=_held(hand, excused), **({} if top is None else {"top": top}))
    free = {card.code for card in legal} | excused
    refused = {rule: Refusal.worded(rule, said, TRICK_WORDS) for rule in (rules.overtrump, other)}
    return {card: None if card.code in free
            else refused[rules.overtrump if card.suit.code == trump else other] for card in hand}


def _held(hand: Sequence[Card], excused: set[str]) -> tuple[Card, ...]:
    """The cards of ``hand`` played like the excuse (given by their codes)."""
    return tuple([card for card in hand if card.code in excused])


def winner(trick: Trick, rules: TrickRules) -> tuple[int, Card]:
    """The seat that wins a complete trick and its card: the highest trump, else the highest card of the suit
    led; the excuse never wins."""
    led = trick.led_suit(rules)
    contenders = [(seat, card) for seat, card in trick.plays if card.code != rules.excuse_code]
    trump = rules.trump.code if rules.trump is not None else None
    trumps = [(seat, card) for seat, card in contenders if card.suit.code == trump]
    pool = trumps or [(seat, card) for seat, card in contenders if led is not None and card.suit.code == led.code]
    return max(pool, key=lambda play: rules.power(play[1]))


class IllegalPlay(Exception):
    """A card that may not be played now; ``refusal`` says which rule forbids it, ``None`` if not held."""

    def __init__(self, card: Card, refusal: Refusal | None) -> None:
        super().__init__(refusal.reason if refusal else f"{card.label} is not in this hand")
        self.card = card
        self.refusal = refusal


class TrickPlay:
    """A hand played out trick by trick: the hands left, whose turn it is, the trick on the table, the tricks
    played and the cards each seat has captured. The excuse goes back to the pile of the seat that played it,
    unless it wins the last trick or goes to the other side in it (given the ``sides``); so does a Petit
    imprenable that does not win its trick. Hands of unequal size are refused with a :class:`ValueError`."""

    def __init__(self, hands: Sequence[Sequence[Card]], table: Table, leader: int, rules: TrickRules,
                 names: Sequence[str] = (), explanation: Explanation | None = None,
                 sides: Sides | None = None) -> None:
        if len({len(hand) for hand in hands}) > 1:
            sizes = ", ".join(str(len(hand)) for hand in hands)
            raise ValueError(f"every hand of a trick game holds as many cards as the others, and these hold {sizes}")
        if sides is not None and len(sides.of) != len(hands):
            raise ValueError(f"the sides name {len(sides.of)} seats for {len(hands)} hands")
        self.sides = sides
        self.imprenable = next((seat for seat, hand in enumerate(hands) if rules.imprenable in hand and not any(
            card.suit == rules.trump and card != rules.imprenable for card in hand)), None)
        """The seat whose only trump, as play begins, is the card ``rules.imprenable`` (the Petit), if any."""
        self.hands = [list(hand) for hand in hands]
        self.table = table
        self.rules = rules
        self.names = tuple(names) or tuple(f"Seat {seat + 1}" for seat in range(table.size))
        self.explanation = explanation
        self.tricks: list[Trick] = []
        self.current = Trick(leader)
        self.to_play = leader
        """The seat whose turn it is."""
        self.captured: list[list[Card]] = [[] for _ in range(table.size)]
        self.players = len(hands)
        self._moves = {card.code: Move("play", card) for hand in hands for card in hand}
        """The move that plays each card, by the card's code, made once for the whole play."""
        self._judged: tuple[tuple[Card, ...], dict[Card, Refusal | None]] | None = None
        """The hand to play and the verdicts on it, once judged, until a card is played: a turn is judged once,
        though its decision, its policy and the card played all ask."""

    def is_over(self) -> bool:
        """Whether every card has been played."""
        return not any(self.hands)

    def judge(self) -> dict[Card, Refusal | None]:
        """The cards of the player to move, each with ``None`` if it may be played, or why it may not (the same
        dictionary until a card is played: not to be changed)."""
        seat = self.to_play
        hand = tuple(self.hands[seat])
        if self._judged is None or self._judged[0] != hand:
            self._judged = hand, judge(hand, self.current, self.rules, self._free(seat))
        return self._judged[1]

    def _free(self, seat: int) -> frozenset[Card]:
        """The cards ``seat`` plays like the excuse: its Petit imprenable, if it has one."""
        imprenable = self.rules.imprenable
        return frozenset({imprenable}) if imprenable is not None and seat == self.imprenable else frozenset()

    def _took_every_trick(self, seat: int) -> bool:
        """Whether the side of ``seat`` (the seat alone, without sides) took every trick played so far."""
        sides = self.sides
        return all(trick.winner is not None and (sides.same(trick.winner, seat) if sides else trick.winner == seat)
                   for trick in self.tricks)

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
        hand = self.hands[seat]
        del hand[[held.code for held in hand].index(card.code)]  # by code: faster than comparing cards
        self.current.plays.append((seat, card))
        self._judged = None
        self.to_play = self.table.next(seat)
        if len(self.current.plays) < self.players:
            return None
        trick = self.current
        won_by, card_won = self._winner(trick)
        trick.winner = won_by
        self._explain_win(trick, card_won)
        for played_by, played in trick.plays:
            self.captured[self.keeper(trick, played_by, played)].append(played)
        self.tricks.append(trick)
        self.current = Trick(won_by)
        self.to_play = won_by
        return trick

    def _winner(self, trick: Trick) -> tuple[int, Card]:
        """The seat that wins the trick just completed and its card: the excuse's player if it is the last trick
        and his side took every trick before (given the rule), else as :func:`winner` says."""
        rules, excuse = self.rules, self.rules.excuse
        owner = next((seat for seat, card in trick.plays if card.code == rules.excuse_code), None)
        slam = bool(rules.excuse_slam) and self.is_over()
        if excuse is not None and owner is not None and slam and self._took_every_trick(owner):
            return owner, excuse
        return winner(trick, rules)

    def keeper(self, trick: Trick, played_by: int, card: Card) -> int:
        """The seat whose pile a card of the trick just completed goes to: the winner's, but the excuse goes back to
        its player, or in the last trick of a side that did not take every trick before, to the other side (its
        first seat to play from the winner on); a Petit imprenable that did not win goes back to its player."""
        won_by, rules, sides = trick.winner, self.rules, self.sides
        assert won_by is not None
        if card.code == rules.excuse_code:
            if rules.excuse_last and sides is not None and self.is_over() and won_by != played_by:
                return next(seat for seat in self.table.order_from(won_by) if not sides.same(seat, played_by))
            return played_by
        if card.code == rules.imprenable_code and played_by == self.imprenable:
            return played_by
        return won_by

    def decision(self, reword: Callable[[Card, Refusal], Refusal] | None = None) -> Decision:
        """The turn of the player to move, for :class:`engine.model.State`: the legal cards as ``play`` moves,
        the whole hand offered, each refused card with its rule and reason (put in a game's own words by
        ``reword``, given the card and the refusal)."""
        verdicts = self.judge()
        seat = self.to_play

        def judge(move: Move) -> Refusal | None:
            if move.card is None or move.card not in verdicts:
                said = say("trick.not-held", player=Seat(seat), card=move.card) if move.card is not None else \
                    say("trick.not-held-move", player=Seat(seat), move=str(move))
                return Refusal.worded(self.rules.lead, said, TRICK_WORDS, self.names)
            refusal = verdicts[move.card]
            return refusal if refusal is None or reword is None else reword(move.card, refusal)

        moves = self._moves
        offered = tuple([moves[card.code] for card in verdicts])
        legal = tuple([moves[card.code] for card, refusal in verdicts.items() if refusal is None])
        return Decision(seat, legal, rule=self.rules.lead, offered=offered, judge=judge)

    def move(self, card: Card) -> Move:
        """The ``play`` move of ``card``, a card dealt to a hand: the same object at every turn, so that the move
        chosen is found among the decision's moves at once."""
        return self._moves[card.code]

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
        trick, rules = self.current, self.rules
        led = trick.led_suit(rules)
        where = {"trick": len(self.tricks) + 1, "play": len(trick.plays) + 1}
        code, player = card.code, Seat(seat)
        if code == rules.excuse_code and led is None and rules.excuse_lead:
            rule, said = rules.excuse_lead, say("trick.excuse-lead", player=player, card=card)
        elif code == rules.imprenable_code and seat == self.imprenable:
            rule, said = rules.imprenable_rule, say("trick.imprenable", player=player, card=card)
        elif code == rules.excuse_code:
            rule, said = rules.excuse_rule, say("trick.excuse", player=player, card=card)
        elif led is None:
            rule, said = rules.lead, say("trick.lead", player=player, card=card)
        elif card.suit == rules.trump and rules.overtrump and (top := self._top_trump(trick)) is not None:
            message = "trick.overtrump" if rules.power(card) > rules.power(top) else "trick.under"
            rule, said = rules.overtrump, say(message, player=player, card=card, top=top)
        elif card.suit == led:
            rule, said = rules.follow, say("trick.follow", player=player, card=card)
        elif card.suit == rules.trump:
            rule, said = rules.trump_rule, say("trick.trump", player=player, card=card, led=led)
        elif led == rules.trump:
            rule, said = rules.discard, say("trick.discard-no-trump", player=player, card=card)
        else:
            rule, said = rules.discard, say("trick.discard", player=player, card=card, led=led)
        self.explanation.add(rule, said, (seat,), (card,), **where)

    def _top_trump(self, trick: Trick) -> Card | None:
        """The highest trump played to ``trick`` so far, if any."""
        trump = self.rules.trump
        trumps = [card for _, card in trick.plays if trump is not None and card.suit.code == trump.code]
        return max(trumps, key=self.rules.power, default=None)

    def _explain_win(self, trick: Trick, card: Card) -> None:
        if self.explanation is None or trick.winner is None:
            return
        rules, number, winning = self.rules, len(self.tricks) + 1, Seat(trick.winner)
        if card == rules.excuse:
            self.explanation.add(rules.excuse_slam, say("trick.excuse-slam", winner=winning, card=card),
                                 (trick.winner,), tuple(trick.cards()), trick=number, play=len(trick.plays))
            return
        self.explanation.add(rules.win, say("trick.win", winner=winning, card=card, trick=number, **self._why(trick)),
                             (trick.winner,), tuple(trick.cards()), trick=number, play=len(trick.plays))
        excuse = rules.excuse
        owner = next((seat for seat, c in trick.plays if c == excuse), None)
        if excuse is not None and owner is not None and rules.excuse_last and self.sides and self.is_over():
            keeper = self.keeper(trick, owner, excuse)
            if keeper != owner:
                self.explanation.add(rules.excuse_last, say("trick.excuse-last", owner=Seat(owner), card=excuse,
                                                            keeper=Seat(keeper)),
                                     (owner, keeper), (excuse,), trick=number, play=len(trick.plays))

    def _why(self, trick: Trick) -> dict[str, Param]:
        """Why the winning card of a complete trick wins, as the message's ``why`` (and the suit ``led``)."""
        rules = self.rules
        trumps = [c for c in trick.cards() if c.suit == rules.trump and c != rules.excuse]
        led = trick.led_suit(rules)
        if trumps:
            return {"why": "only-trump" if len(trumps) == 1 else "highest-trump"}
        return {"why": "highest-led", "led": led} if led else {"why": "card-led"}
