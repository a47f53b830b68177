"""Dealing French Tarot as the source describes it: the pack cut, then dealt in packets of three to each player in
turn, the dog's cards laid one at a time between two packets.

Seats are counted in the order of play, from first hand (seat 0) round to the dealer (the last seat), so the
player at the dealer's left, who cuts, sits just before the dealer; the source lets the dealer choose where the
dog's cards go, and here the shuffle chooses (both our reading). The deal draws only from the engine's seeded
stream, so a seed gives the same hands in every Python version.

>>> from engine.shuffle import random_source
>>> dealt = deal(4, random_source(42))
>>> [len(hand) for hand in dealt.hands], len(dealt.dog), len(set(dealt.dog_after))
([18, 18, 18, 18], 6, 6)
>>> sorted(map(str, [*dealt.dog, *(card for hand in dealt.hands for card in hand)])) == sorted(map(str, TAROT))
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from engine.cards import Card
from engine.games.french_tarot.contracts import DOG_SIZE, HAND_SIZE
from engine.packs import PACKS
from engine.said import Said, say
from engine.shuffle import cut_point, shuffled

TAROT = PACKS["tarot-78"]
PACKET = 3
"""The cards a player receives at a time."""


@dataclass(frozen=True, slots=True)
class Deal:
    """One deal: each seat's hand from first hand to the dealer, the dog, the cards the cutter lifted, and the
    packets (counted from 1) after which a card went to the dog."""

    hands: tuple[tuple[Card, ...], ...]
    dog: tuple[Card, ...]
    cut: int
    dog_after: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Given:
    """A deal a reader gives instead of a seeded one: each seat's hand (seats counted from 0), the dog, and the
    dealer's seat."""

    hands: tuple[tuple[Card, ...], ...]
    dog: tuple[Card, ...]
    dealer: int


SORTED_SUITS = ("EX", "AT", "PI", "CE", "TR", "CA")
"""The order a player sorts a hand in: the Excuse with the trumps, then the suits, their colours alternating."""


def sorted_hand(cards: Sequence[Card]) -> list[Card]:
    """``cards`` as a player holds them sorted: the Excuse, the trumps from the 21 down, then each suit from the
    King down (our reading of the usual way).

    >>> [str(card) for card in sorted_hand(TAROT.parse_many(["1CE", "0EX", "RCE", "1AT", "21AT", "VPI"], "x"))]
    ['0EX', '21AT', '1AT', 'VPI', 'RCE', '1CE']
    """
    return sorted(cards, key=lambda card: PLACE_IN_HAND[card.code])


def sorted_codes(codes: Sequence[str]) -> list[str]:
    """Cards given by their codes, sorted as :func:`sorted_hand` sorts them (a table shows codes only).

    >>> sorted_codes(["1CE", "0EX", "RCE", "1AT", "21AT", "VPI"])
    ['0EX', '21AT', '1AT', 'VPI', 'RCE', '1CE']
    """
    return sorted(codes, key=PLACE_IN_HAND.__getitem__)


PLACE_IN_HAND = {card.code: place for place, card in enumerate(sorted(
    TAROT.cards, key=lambda card: (SORTED_SUITS.index(card.suit.code), -card.rank.order)))}
"""Where each card of the pack goes in a sorted hand, by its code, counted from 0: worked out once, as hands are
sorted again whenever the table shows them changed."""


def packets(players: int) -> int:
    """How many packets of three the players receive in all: 24 at three or four players, 25 at five."""
    return players * HAND_SIZE[players] // PACKET


def dog_places(players: int, rng: random.Random) -> tuple[int, ...]:
    """The packets after which a card goes to the dog, in order: a different gap between two packets for each
    card, never before the first packet nor after the last, every choice as likely (our reading)."""
    gaps = shuffled(range(1, packets(players)), rng)
    return tuple(sorted(gaps[:DOG_SIZE[players]]))


def deal(players: int, rng: random.Random) -> Deal:
    """Shuffle the pack from ``rng``, cut it, and deal it: packets of three to each seat in turn from first
    hand, a card to the dog after each packet :func:`dog_places` chose."""
    pack = shuffled(TAROT.cards, rng)
    cut = cut_point(len(pack), rng)
    places = dog_places(players, rng)
    hands, dog = lay(players, pack[cut:] + pack[:cut], [PACKET * place for place in places])
    return Deal(hands, dog, cut, places)


def lay(players: int, pack: Sequence[Card], after: Sequence[int]) -> tuple[tuple[tuple[Card, ...], ...],
                                                                            tuple[Card, ...]]:
    """Deal ``pack`` from its top: packets of three to each seat in turn from first hand, and a card to the dog
    once ``after[i]`` cards have gone to the players (an order :func:`maldonne` accepts)."""
    hands: list[list[Card]] = [[] for _ in range(players)]
    dog: list[Card] = []
    top = given = 0
    places = list(after)
    while top < len(pack):
        if places and places[0] == given:
            dog.append(pack[top])
            places.pop(0)
            top += 1
            continue
        hands[given // PACKET % players].append(pack[top])
        top += 1
        given += 1
    return tuple(tuple(hand) for hand in hands), tuple(dog)


def maldonne(players: int, after: Sequence[int]) -> Said | None:
    """Why dealing the dog's cards after so many players' cards (``after``, in order) is a misdeal, as a message of
    the refusals' words (:mod:`.refusal_words`), or ``None`` when the order keeps every rule of the dog."""
    dealt = players * HAND_SIZE[players]
    if len(after) != DOG_SIZE[players]:
        return say("refuse.maldonne-dog-size", size=DOG_SIZE[players], players=players, given=len(after))
    if any(later < earlier for earlier, later in zip(after, after[1:])):
        return say("refuse.maldonne-order")
    if after[0] == 0:
        return say("refuse.maldonne-first")
    if after[-1] == dealt:
        return say("refuse.maldonne-last")
    if any(earlier == later for earlier, later in zip(after, after[1:])):
        return say("refuse.maldonne-in-a-row")
    inside = next((place for place in after if place % PACKET), None)
    if inside is not None:
        return say("refuse.maldonne-inside", inside=inside)
    return None
