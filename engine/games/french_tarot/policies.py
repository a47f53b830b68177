"""How the computer seats bid, call, put aside, declare and play their cards: simple, documented, always legal,
never random.

A seat bids the contract the source's guide suggests for its hand, when that is higher than the bid so far, and
otherwise passes. A taker of five calls the King (or Queen, or Knight) of the suit he holds most of, among those
he does not hold, so that the partner strengthens his longest suit. The écart empties the shortest suits first,
the court cards of a suit before its small cards (their points are then safe in the taker's pile), and puts a
trump aside only when nothing else may go. Every seat declares the highest poignée it holds, and misère when
the house rule is played and its hand allows it.

A seat plays its cards by stated heuristics (french-tarot.play.policy), tried in order, the first that applies
giving the card and its reason:

1. A seat with one card allowed plays it (the Petit too, when it is forced).
2. It plays the Excuse before the last trick, where it would go to the other side, and a Petit imprenable (a house
   rule) before the Excuse and the last trick, where it would be au bout for the side taking it.
3. It plays the 21 on a trick to which an ally has played the Petit, to save it.
4. It plays the Petit when it is safe: under an ally's 21, or last to play when the Petit or an ally takes the
   trick; otherwise it keeps the Petit (and the Excuse) back while it has other cards.
5. Holding trumps in at least half its hand, it leads its highest trump to hunt the Petit while the Petit is out.
6. It gives its best court card to a trick an ally is sure to take (the seat last to play, or the ally's card the
   21).
7. Otherwise it plays low: the card allowed that counts least, a plain card before a trump.

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
>>> hands = [[T.parse(c) for c in hand.split()] for hand in ("RCE 2CE", "3CE 4PI", "DCE 5PI")]
>>> play = TrickPlay(hands, Table(3, Direction.CLOCKWISE), 0, rules())
>>> card, reason = choose(play, frozenset())
>>> str(card), reason
('2CE', 'playing low: 2♥, the card allowed that counts least')
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from engine.cards import TAROT_NOUVEAU, Card
from engine.games.french_tarot.bidding import PASS, higher
from engine.games.french_tarot.contracts import CONTRACTS
from engine.games.french_tarot.counting import half_points
from engine.games.french_tarot.dealing import TAROT
from engine.games.french_tarot.ecart import is_trump, plain, refusal
from engine.games.french_tarot.guide import GARDE_SANS, Judgement
from engine.games.french_tarot.tricks import EXCUSE, PETIT, TRUMPS, power
from engine.tricks import TrickPlay, winner


def bid(judged: Judgement, allowed: tuple[str, ...], highest: str | None) -> tuple[str, str]:
    """The bid by the guide (``pass`` or a contract) and its reason in words (french-tarot.bid.policy)."""
    total = judged.total + judged.short_suits if judged.total + judged.short_suits >= GARDE_SANS else judged.total
    points = f"{total} points by the guide"
    if judged.bid is None:
        return PASS, f"{points}, under the 40 a prise needs"
    if judged.bid not in allowed:
        return PASS, f"{points}, a {CONTRACTS[judged.bid].name}, which this table does not play"
    if judged.bid not in higher(allowed, highest):
        assert highest is not None
        return PASS, f"{points}, a {CONTRACTS[judged.bid].name}, no higher than the {CONTRACTS[highest].name} bid"
    return judged.bid, f"{points}, which suggest a {CONTRACTS[judged.bid].name}"


PAROLE_FROM = 30
"""The guide's points from which a computer seat that would pass says parole instead (a house rule, our reading)."""


def parole(judged: Judgement, second_round: bool, lowest: str) -> tuple[str, str] | None:
    """A computer seat's use of the parole (french-tarot.house.parole-rounds), asked only while nobody has bid:
    in the first round a hand the guide would pass, with 30 points or more, says parole; in the second round it
    takes the ``lowest`` contract it may bid rather than leave the deal void. ``None``: it bids as usual."""
    if judged.bid is not None or judged.total < PAROLE_FROM:
        return None
    if second_round:
        return lowest, f"{judged.total} points by the guide, and nobody has bid: it takes rather than void the deal"
    return "parole", f"{judged.total} points by the guide, under the 40 a prise needs but {PAROLE_FROM} or more"


def call(hand: Sequence[Card], cards: Sequence[Card]) -> tuple[Card, str]:
    """The card called (french-tarot.call.policy): one the taker does not hold, of the suit he holds most of
    (the first in the pack's order on a tie), with the reason; his own only when he holds them all."""
    held = {card.code for card in hand}
    others = [card for card in cards if card.code not in held] or list(cards)
    chosen = max(others, key=lambda card: sum(1 for mine in hand if mine.suit == card.suit))
    length = sum(1 for mine in hand if mine.suit == chosen.suit)
    return chosen, f"holding {length} {chosen.suit.name}, the longest suit of a card he may call"


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


def ecart_reason(hand: Sequence[Card], count: int) -> str:
    """The écart's reason in words, for the seat that may see it."""
    suits = sorted({card.suit.name for card in ecart_plan(hand, count) if not is_trump(card)})
    return f"shortening {' and '.join(suits) or 'nothing'}, keeping the Kings and the trumps"


MONDE = TAROT_NOUVEAU.parse("21AT")


def choose(play: TrickPlay, allies: frozenset[int], legal: Sequence[Card] | None = None) -> tuple[Card, str]:
    """The card the seat to play plays, by the heuristics above, and its reason in words; ``allies`` are the
    seats it plays for, ``legal`` the cards it may play when already judged."""
    seat = play.to_play
    hand, trick = play.hands[seat], play.current
    legal = play.legal() if legal is None else legal
    if len(legal) == 1:
        forced = ", forced" if legal[0].code == PETIT.code else ""
        return legal[0], f"the only card it may play{forced}"
    allowed = {card.code for card in legal}
    if PETIT.code in allowed and play.imprenable == seat and play.rules.imprenable is not None and len(hand) <= 2 + (
            EXCUSE in hand):
        return PETIT, "its Petit imprenable before the last trick, where it would be au bout for whoever takes it"
    if EXCUSE.code in allowed and len(hand) == 2 and not _took_every_trick(play, seat, allies):
        return EXCUSE, "the Excuse before the last trick, where it would go to the other side"
    if MONDE.code in allowed and any(card.code == PETIT.code and by in allies for by, card in trick.plays):
        return MONDE, "the 21 on the trick to which a partner played the Petit, to save it"
    last = len(trick.plays) == play.players - 1
    leading = _leading(play)
    if PETIT.code in allowed:
        why = _petit_safe(leading, last, allies)
        if why:
            return PETIT, f"the Petit, safe: {why}"
    keep = [card for card in legal if card.code != PETIT.code]
    keep = [card for card in keep if card.code != EXCUSE.code] or keep
    if not trick.plays:
        hunted = _hunt(play, hand, keep)
        if hunted is not None:
            return hunted
    if leading is not None and leading[0] in allies and (last or leading[1].code == MONDE.code):
        courts = [card for card in keep if not _trump(card) and half_points(card) > 1]
        if courts:
            card = max(courts, key=half_points)
            return card, f"giving {card.label}, a court card, to a trick its partner is sure to take"
    card = min(keep, key=lambda c: LOWNESS[c.code])
    return card, f"playing low: {card.label}, the card allowed that counts least"


def _trump(card: Card) -> bool:
    """Whether the card is a numbered trump (the Excuse is not one here)."""
    return card.suit.code == TRUMPS.code and card.code != EXCUSE.code


LOWNESS = {card.code: (half_points(card), _trump(card), power(card)) for card in TAROT.cards}
"""How low each card plays, by its code: the points it counts, then a plain card before a trump, then its power
(worked out once, as every card a computer seat plays low is chosen by it)."""


def _hunt(play: TrickPlay, hand: list[Card], keep: list[Card]) -> tuple[Card, str] | None:
    """The highest trump led to hunt the Petit, when the leader holds trumps in half its hand or more and the
    Petit is still out; else ``None``."""
    trumps = [card for card in hand if _trump(card)]
    led = [card for card in keep if _trump(card)]
    if not led or 2 * len(trumps) < len(hand) or any(card.code == PETIT.code for card in hand):
        return None
    if any(card.code == PETIT.code for trick in play.tricks for _, card in trick.plays):
        return None
    card = max(led, key=power)
    return card, f"hunting the Petit, still out, with {len(trumps)} trumps: its highest, {card.label}"


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
