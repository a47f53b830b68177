"""How the computer seats bid, call, put aside, declare and play their cards: simple, documented, always legal,
never random. Every decision comes with its reason in words, made by the same code that made the decision, so
that a step never explains a move after the fact.

A seat bids the contract the source's guide suggests for its hand, by the guide's ranges scaled to the size of
the hand (:func:`~engine.games.french_tarot.guide.thresholds`), when that is higher than the bid so far, and
otherwise passes. A taker of five calls the King (or Queen, or Knight) of the suit he holds most of, among those
he does not hold, so that the partner strengthens his longest suit. The écart empties the shortest suits first,
making voids, the court cards of a suit before its small cards (their points are then safe in the taker's pile),
and puts a trump aside only when nothing else may go. Every seat declares the highest poignée it holds, and
misère when the house rule is played and its hand allows it.

A reason that would tell what only the seat's hand shows (its exact points, how many cards of a suit it holds)
is a :class:`Reason` with two readings: the one every seat may read, and the one for a reader who may see that
hand.

A seat plays its cards by stated heuristics (french-tarot.play.policy), tried in order, the first that applies
giving the card and its reason:

1. A seat with one card allowed plays it (the Petit too, when it is forced).
2. It plays the Excuse before the last trick, where it would go to the other side, and a Petit imprenable (a house
   rule) before the Excuse and the last trick, where it would be au bout for the side taking it.
3. It plays the 21 on a trick to which an ally has played the Petit, to save it.
4. It plays the Petit when it is safe: under an ally's 21, or last to play when the Petit or an ally takes the
   trick; otherwise it keeps the Petit (and the Excuse) back while it has other cards.
5. Holding trumps in at least half its hand, it leads its highest trump to hunt the Petit while the Petit is out.
6. Leading, it leads a King of a suit in which no seat has yet shown a void, to win its points before the suit
   can be trumped.
7. It gives its best court card to a trick an ally is sure to take (the seat last to play, or the ally's card the
   21).
8. When a seat not known to be an ally takes the trick so far, it takes the trick with the cheapest card that
   takes it, if one does.
9. Otherwise it plays low: leads, follows, trumps or discards the card allowed that counts least, a plain card
   before a trump.

A seat counts as an ally only a seat the whole table knows to be on its side: with five players, none until the
called card falls, even for the partner who holds it, so that no card's reason tells the sides early.

>>> from engine.packs import PACKS
>>> hand = PACKS["tarot-78"].parse_many("RPI DPI 2PI 3PI 4PI 5CE 6CE 7CE CCA 1AT 2AT 3AT".split(), "x")
>>> [str(card) for card in ecart_plan(hand, 3)]
['CCA', '7CE', '6CE']

>>> from engine.cards import TAROT_NOUVEAU as T
>>> from engine.table import Direction, Table
>>> from engine.tricks import TrickPlay
>>> from engine.games.french_tarot.tricks import rules
>>> hands = [[T.parse(c) for c in hand.split()] for hand in ("RCE 2CE", "3CE 8CE", "DCE 5PI")]
>>> play = TrickPlay(hands, Table(3, Direction.CLOCKWISE), 0, rules())
>>> card, reason = choose(play, frozenset())
>>> str(card), reason.said
('RCE', 'leading R♥, the master of hearts: no seat has shown a void in hearts yet')
>>> _ = play.play(card)
>>> card, reason = choose(play, frozenset())
>>> str(card), reason.seen
('3CE', 'following hearts low with 3♥: no card it may play takes the trick')
>>> reason.said
'following hearts low with 3♥'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from engine.cards import TAROT_NOUVEAU, Card
from engine.games.french_tarot.contracts import CONTRACTS, PASS, POIGNEES, higher, poignee_level
from engine.games.french_tarot.counting import half_points
from engine.games.french_tarot.dealing import TAROT
from engine.games.french_tarot.guide import Judgement
from engine.games.french_tarot.hands import is_trump, plain, refusal, trumps_of
from engine.games.french_tarot.tricks import EXCUSE, PETIT, TRUMPS, power
from engine.model import Move
from engine.tricks import Trick, TrickPlay, winner

NOTHING = "nothing"
"""The move of a player who declares nothing (more) before the first card, or of a taker who announces no
chelem."""

CHELEM = "chelem"
"""The move of a taker who announces a chelem."""

PETIT_CHELEM = "petit-chelem"
"""The move of a taker who announces a petit chelem (a house rule)."""


@dataclass(frozen=True, slots=True)
class Reason:
    """Why a computer seat chose what it chose, in words: ``said`` for every seat, ``seen`` for a reader who may
    see that seat's hand (the same words with what only its hand tells, such as its exact points)."""

    said: str
    seen: str

    def told(self, sees: bool) -> str:
        """The reason as a reader who may (``sees``) or may not see the seat's hand reads it."""
        return self.seen if sees else self.said


def plainly(text: str) -> Reason:
    """A reason that tells nothing hidden, the same for every reader."""
    return Reason(text, text)


def bid(judged: Judgement, allowed: tuple[str, ...], highest: str | None) -> tuple[str, Reason]:
    """The bid by the guide (``pass`` or a contract) and its reason (french-tarot.bid.policy): the guide's ranges
    for a hand of its size (:func:`~engine.games.french_tarot.guide.thresholds`). Every seat reads the range the
    bid tells; only a reader who may see the hand reads its exact points."""
    ranges, total = judged.ranges, judged.counted
    cards = f"{ranges.size} cards"
    points = f"{total} points by the guide for {cards}"
    if judged.bid is None:
        return PASS, Reason(f"its {cards} count under the {ranges.prise} a prise needs by the guide",
                            f"{points}, under the {ranges.prise} a prise needs")
    name = CONTRACTS[judged.bid].name
    if judged.bid not in allowed:
        return PASS, Reason(f"its hand suggests a {name}, which this table does not play",
                            f"{points}, a {name}, which this table does not play")
    least = next(least for least, said in ranges.bids if said == judged.bid)
    if judged.bid not in higher(allowed, highest):
        assert highest is not None
        top = CONTRACTS[highest].name
        return PASS, Reason(f"its hand suggests no bid above the {top}",
                            f"{points}, a {name} from {least}, no higher than the {top} bid")
    above = next((upper for upper, said in reversed(ranges.bids) if upper > least), None)
    span = f"{least} or more" if above is None else f"{least} to {above - 1}"
    return judged.bid, Reason(f"its {cards} count {span} by the guide, a {name}",
                              f"{points}: a {name} from {least}")


PAROLE_SHARE = (3, 4)
"""The share of a prise's points (by the guide's ranges for the hand's size) from which a computer seat that would
pass says parole instead: three quarters, 30 at four players (a house rule, our reading)."""


def parole(judged: Judgement, second_round: bool, lowest: str) -> tuple[str, Reason] | None:
    """A computer seat's use of the parole (french-tarot.house.parole-rounds), asked only while nobody has bid:
    in the first round a hand the guide would pass, with three quarters of a prise's points or more, says parole;
    in the second round it takes the ``lowest`` contract it may bid rather than leave the deal void. ``None``: it
    bids as usual."""
    ranges = judged.ranges
    least = ranges.prise * PAROLE_SHARE[0] // PAROLE_SHARE[1]
    if judged.bid is not None or judged.total < least:
        return None
    if second_round:
        return lowest, Reason("nobody has bid: it takes rather than void the deal",
                              f"{judged.total} points by the guide, and nobody has bid: it takes rather than void "
                              "the deal")
    return "parole", Reason(f"its {ranges.size} cards count a little under the {ranges.prise} a prise needs by the "
                            "guide", f"{judged.total} points by the guide for {ranges.size} cards, under the "
                            f"{ranges.prise} a prise needs but {least} or more")


def overwhelming(hand: Sequence[Card]) -> bool:
    """Whether a computer taker announces a chelem (our reading): the 21 and the Excuse, three trumps in four
    cards or more, and nothing but trumps and Kings."""
    trumps = trumps_of(hand)
    codes = {card.code for card in trumps}
    return ({"21AT", "0EX"} <= codes and 4 * len(trumps) >= 3 * len(hand)
            and all(card in trumps or card.rank.code == "R" for card in hand))


def strong(hand: Sequence[Card]) -> bool:
    """Whether a computer taker announces a petit chelem (our reading): the 21 and the Excuse, trumps in two cards
    of three or more, and nothing else but Kings and Queens."""
    trumps = trumps_of(hand)
    codes = {card.code for card in trumps}
    return ({"21AT", "0EX"} <= codes and 3 * len(trumps) >= 2 * len(hand)
            and all(card in trumps or card.rank.code in ("R", "D") for card in hand))


def announce(hand: Sequence[Card], petit_chelem: bool = False) -> tuple[str, Reason]:
    """What the taker announces (french-tarot.bid.chelem), ``chelem``, ``petit-chelem`` where the table plays it
    (french-tarot.house.petit-chelem-announced) or ``nothing``, and why."""
    if overwhelming(hand):
        return CHELEM, plainly("nothing but trumps and Kings, the 21 and the Excuse among them")
    if petit_chelem and strong(hand):
        return PETIT_CHELEM, plainly("the 21 and the Excuse, trumps in two cards of three, and only Kings and Queens "
                                     "besides")
    if petit_chelem:
        return NOTHING, plainly("only trumps and Kings, the 21 and the Excuse among them, would do, and for a petit "
                                "chelem the 21 and the Excuse with trumps in two cards of three, and only Kings and "
                                "Queens besides")
    return NOTHING, plainly("only trumps and Kings, the 21 and the Excuse among them, would do")


def call(hand: Sequence[Card], cards: Sequence[Card]) -> tuple[Card, Reason]:
    """The card called (french-tarot.call.policy): one the taker does not hold, of the suit he holds most of
    (the first in the pack's order on a tie), with the reason; his own only when he holds them all."""
    held = {card.code for card in hand}
    others = [card for card in cards if card.code not in held] or list(cards)
    chosen = max(others, key=lambda card: sum(1 for mine in hand if mine.suit == card.suit))
    length = sum(1 for mine in hand if mine.suit == chosen.suit)
    said = f"{chosen.suit.name}, the taker's longest suit of a card not held, so that the partner strengthens it"
    return chosen, Reason(said, f"{said}: {length} {chosen.suit.name} in hand")


def ecart_plan(hand: Sequence[Card], count: int) -> list[Card]:
    """The ``count`` cards to put aside (french-tarot.ecart.policy): the plain cards of the shortest suits first,
    court cards before small ones within a suit; the lowest trumps other than oudlers only if plain cards run
    short."""
    cards = plain(hand)
    length = Counter(card.suit.code for card in cards)
    chosen = sorted(cards, key=lambda card: (length[card.suit.code], card.suit.code, -card.rank.order))[:count]
    if len(chosen) < count:
        trumps = sorted((card for card in hand if is_trump(card) and card not in chosen
                         and refusal(card, [c for c in hand if c not in chosen], count - len(chosen)) is None),
                        key=lambda card: card.rank.order)
        chosen += trumps[:count - len(chosen)]
    return chosen


def ecart_card(hand: Sequence[Card], count: int) -> tuple[Card, Reason]:
    """The next card to put aside with ``count`` still to go, the first of :func:`ecart_plan`, and why in the
    source's words (a singleton, a void, a short suit): a plain card's reason is for the reader who may see the
    taker's hand, as the card is; a trump, shown to all, tells every reader only that nothing else may go."""
    plan = ecart_plan(hand, count)
    card = plan[0]
    if is_trump(card):
        return card, Reason("nothing else may go", "the lowest trump but the oudlers, as nothing else may go")
    suit = card.suit.symbol
    left = [mine for mine in hand if mine.suit == card.suit]
    void = all(mine in plan for mine in left)
    if len(left) == 1:
        return card, plainly(f"a singleton {suit}, to make a void")
    court = card.rank.code in ("D", "C", "V")
    what = f"a court card of a short suit ({len(left)} {suit}), its points then safe in the taker's pile" if court \
        else f"a small card of a short suit ({len(left)} {suit})"
    return card, plainly(f"{what}{f', on the way to a void in {suit}' if void else ''}")


def declare(hand: Sequence[Card], players: int, most: int | None, may_misere: bool) -> tuple[Move, Reason]:
    """What a computer seat declares (french-tarot.declare.policy): the highest poignée its trumps allow when it
    may show one (``most``, the trumps it may show at the most), else misère when it may, else nothing; with
    the reason."""
    if most is not None:
        level = poignee_level(players, most)
        shown = POIGNEES[players][level]
        said = f"the highest poignée its trumps allow, showing only the {shown} it needs"
        return Move("poignee", amount=shown), Reason(said, f"{said}: it holds {most}, the Excuse counted")
    if may_misere:
        return Move("misere"), plainly("misère scores for it whenever its hand allows it")
    return Move(NOTHING), plainly("nothing more to declare")


MONDE = TAROT_NOUVEAU.parse("21AT")


def choose(play: TrickPlay, allies: frozenset[int], legal: Sequence[Card] | None = None) -> tuple[Card, Reason]:
    """The card the seat to play plays, by the heuristics above, and its reason; ``allies`` are the seats it
    plays for, ``legal`` the cards it may play when already judged. What only the seat's hand tells (that no other
    card was allowed, or none lower, or none that takes the trick) is in the reason's reading for a reader who
    may see that hand."""
    seat = play.to_play
    hand, trick = play.hands[seat], play.current
    legal = play.legal() if legal is None else legal
    if len(legal) == 1:
        forced = ", forced" if legal[0].code == PETIT.code else ""
        return legal[0], Reason(f"as the rules of play allow{forced}", f"the only card it may play{forced}")
    allowed = {card.code for card in legal}
    if PETIT.code in allowed and play.imprenable == seat and play.rules.imprenable is not None and len(hand) <= 2 + (
            EXCUSE in hand):
        return PETIT, plainly("its Petit imprenable before the last trick, where it would be au bout for whoever "
                              "takes it")
    if EXCUSE.code in allowed and len(hand) == 2 and not _took_every_trick(play, seat, allies):
        return EXCUSE, plainly("the Excuse before the last trick, where it would go to the other side")
    if MONDE.code in allowed and any(card.code == PETIT.code and by in allies for by, card in trick.plays):
        return MONDE, plainly("the 21 on the trick to which a partner played the Petit, to save it")
    last = len(trick.plays) == play.players - 1
    leading = _leading(play)
    if PETIT.code in allowed:
        why = _petit_safe(leading, last, allies)
        if why:
            return PETIT, plainly(f"the Petit, safe: {why}")
    keep = [card for card in legal if card.code != PETIT.code]
    keep = [card for card in keep if card.code != EXCUSE.code] or keep
    if not trick.plays:
        hunted = _hunt(play, hand, keep)
        if hunted is not None:
            return hunted
        king = _master_king(play, keep)
        if king is not None:
            return king
    if leading is not None and leading[0] in allies and (last or leading[1].code == MONDE.code):
        courts = [card for card in keep if not _trump(card) and half_points(card) > 1]
        if courts:
            card = max(courts, key=half_points)
            return card, plainly(f"giving {card.label}, a court card, to a trick its partner is sure to take")
    if leading is not None and leading[0] not in allies:
        taking = [card for card in keep if _takes(play, card)]
        if taking:
            card = min(taking, key=lambda c: LOWNESS[c.code])
            said = f"taking the trick with {card.label}"
            return card, Reason(said, f"{said}, the cheapest card that takes it")
    return _low(play, keep, leading is not None and leading[0] in allies)


def _low(play: TrickPlay, keep: list[Card], partner_takes: bool) -> tuple[Card, Reason]:
    """The card allowed that counts least, and why it is played low: leading, following the suit led, trumping
    as the rules make it, or discarding from a suit it cannot follow (a plain card before a trump)."""
    card = min(keep, key=lambda c: LOWNESS[c.code])
    led = play.current.led_suit(play.rules)
    if led is None:
        said = f"leading low{' after the Excuse' if play.current.plays else ''} with {card.label}"
        return card, Reason(f"{said}, to keep its strength", f"{said}, the card that counts least, to keep its "
                            "strength")
    taken = plainly(": its partner takes the trick") if partner_takes else \
        Reason("", ": no card it may play takes the trick")
    if card.suit.code == led.code:
        said = f"following {led.name} low with {card.label}"
    elif _trump(card):
        said = f"trumping low with {card.label}, as it must with no {led.name}"
    else:
        said = f"discarding {card.label}, with no {led.name} and no trump"
        return card, Reason(said, f"{said}: the card that counts least")
    return card, Reason(f"{said}{taken.said}", f"{said}{taken.seen}")


def _takes(play: TrickPlay, card: Card) -> bool:
    """Whether ``card`` played now would take the trick as it stands."""
    trick = play.current
    return winner(Trick(trick.leader, [*trick.plays, (play.to_play, card)]), play.rules)[0] == play.to_play


def _trump(card: Card) -> bool:
    """Whether the card is a numbered trump (the Excuse is not one here)."""
    return card.suit.code == TRUMPS.code and card.code != EXCUSE.code


LOWNESS = {card.code: (half_points(card), _trump(card), power(card)) for card in TAROT.cards}
"""How low each card plays, by its code: the points it counts, then a plain card before a trump, then its power
(worked out once, as every card a computer seat plays low is chosen by it)."""


def _hunt(play: TrickPlay, hand: list[Card], keep: list[Card]) -> tuple[Card, Reason] | None:
    """The highest trump led to hunt the Petit, when the leader holds trumps in half its hand or more and the
    Petit is still out; else ``None``."""
    trumps = [card for card in hand if _trump(card)]
    led = [card for card in keep if _trump(card)]
    if not led or 2 * len(trumps) < len(hand) or any(card.code == PETIT.code for card in hand):
        return None
    if any(card.code == PETIT.code for trick in play.tricks for _, card in trick.plays):
        return None
    card = max(led, key=power)
    said = f"hunting the Petit, still out, with {card.label}"
    return card, Reason(said, f"{said}, its highest trump, holding trumps in half its hand or more")


def _master_king(play: TrickPlay, keep: list[Card]) -> tuple[Card, Reason] | None:
    """A King led while every seat has followed its suit each time it was led (none has shown a void in it),
    so that its 5 points are won before a seat can trump it; else ``None``."""
    for card in keep:
        if card.rank.code != "R" or _trump(card):
            continue
        led = [trick for trick in play.tricks if trick.led_suit(play.rules) == card.suit]
        if all(played.suit == card.suit or played.code == EXCUSE.code for trick in led for _, played in trick.plays):
            return card, plainly(f"leading {card.label}, the master of {card.suit.name}: no seat has shown a void "
                                 f"in {card.suit.name} yet")
    return None


def _leading(play: TrickPlay) -> tuple[int, Card] | None:
    """The seat and card taking the trick in play so far, if any card but the Excuse is in it."""
    trick = play.current
    if all(card.code == EXCUSE.code for _, card in trick.plays):
        return None
    return winner(trick, play.rules)


def _petit_safe(leading: tuple[int, Card] | None, last: bool, allies: frozenset[int]) -> str:
    """Why the Petit is safe on this trick, or ``""``."""
    if leading is not None and leading[0] in allies and leading[1].code == MONDE.code:
        return "under its partner's 21"
    if last and leading is not None and leading[0] in allies:
        return "last to play, its partner taking the trick"
    if last and (leading is None or not _trump(leading[1])):
        return "last to play, and no trump in the trick"
    return ""


def _took_every_trick(play: TrickPlay, seat: int, allies: frozenset[int]) -> bool:
    """Whether the seat's side, as far as it knows it, took every trick so far."""
    return all(trick.winner == seat or trick.winner in allies for trick in play.tricks)
