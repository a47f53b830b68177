"""The rule set of Homme d'Auvergne as data: the packs by number of players, the order of cards and suits.

>>> [str(c) for c in sorted(PACKS["piquet-28"].parse_many(["AS", "KS", "10S", "JS"], "x"), key=power)]
['10S', 'AS', 'JS', 'KS']
>>> pack_for(3).id, pack_for(4).id
('piquet-28', 'french-32')
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import Card
from engine.catalogue import RuleSet
from engine.games.homme.rulebook import HOMME
from engine.packs import PACKS, Pack

HAND_SIZE = 5
"""Cards dealt to each player."""

TURN_UPS = 4
"""The first turn-up and three more when going revelling."""

RANKS = ("7", "8", "9", "10", "A", "J", "Q", "K")
"""The ranks of a suit from lowest to highest: the Ace ranks between the ten and the Jack."""

SUITS = ("C", "S", "H", "D")
"""The suits from lowest to highest: diamonds first, then hearts, spades, clubs."""


def power(card: Card) -> int:
    """A card's strength within its suit, the King highest."""
    return RANKS.index(card.rank.code)


def cut_order(card: Card) -> tuple[int, int]:
    """A card's strength when drawing for the deal: its rank, then its suit."""
    return power(card), SUITS.index(card.suit.code)


PACKS_BY_PLAYERS = (("piquet-28", 2, 3), ("french-32", 4, 5))
"""The pack for each table: 28 cards (no sevens) for two or three, all 32 for four or five."""


def pack_for(players: int) -> Pack:
    """The pack for a table of ``players`` (:data:`PACKS_BY_PLAYERS`)."""
    return PACKS[next(pack for pack, low, high in PACKS_BY_PLAYERS if low <= players <= high)]


@dataclass(frozen=True)
class Variant(RuleSet):
    """The rule set: its rule book and players; the pack depends on the number of players."""

    default_target: int


LALANNE = Variant(game="homme", id="lalanne", title="Homme d'Auvergne (after Lalanne)", book=HOMME,
                  pack=PACKS["french-32"], packs_by_players=PACKS_BY_PLAYERS, min_players=2, max_players=5,
                  default_players=4,
                  players_named="Homme d'Auvergne is for {low} to {high} players: the players", default_target=5)
"""The one rule set, after Lalanne's reconstruction: 2 to 5 players, game to 5 points."""
