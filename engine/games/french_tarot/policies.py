"""How the computer seats bid, call, put aside and declare: simple, documented, always legal, never random.

A seat bids the contract the source's guide suggests for its hand, when that is higher than the bid so far, and
otherwise passes. A taker of five calls the King (or Queen, or Knight) of the suit he holds most of, among those
he does not hold, so that the partner strengthens his longest suit. The écart empties the shortest suits first,
the court cards of a suit before its small cards (their points are then safe in the taker's pile), and puts a
trump aside only when nothing else may go. Every seat declares the highest poignée it holds, and misère when
the house rule is played and its hand allows it.

>>> from engine.packs import PACKS
>>> hand = PACKS["tarot-78"].parse_many("RPI DPI 2PI 3PI 4PI 5CE 6CE 7CE CCA 1AT 2AT 3AT".split(), "x")
>>> [str(card) for card in ecart_plan(hand, 3)]
['CCA', '7CE', '6CE']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from engine.cards import Card
from engine.games.french_tarot.bidding import PASS, higher
from engine.games.french_tarot.ecart import is_trump, plain, refusal
from engine.games.french_tarot.evaluation import GARDE_SANS, Judgement
from engine.games.french_tarot.hands import CONTRACTS


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
