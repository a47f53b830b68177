"""Cards, their suits and ranks, and the short notation that names them.

A card is a rank in a suit. Suits and ranks are plain data grouped in a
:class:`CardSystem` (the French-suited and German-suited systems here; the
Italian-suited and tarot systems are further instances of the same classes), so
that adding a pack never changes these classes. No two systems share a suit
code, so a card's notation alone says which system it belongs to.

The short notation is the rank's code followed by the suit's code, for
example ``"QS"`` (queen of spades) or ``"10H"``. Parsing also accepts the
suit symbols (``"Q♠"``, ``"10♥"``), ``T`` for ten and lower case, and
``str(card)`` always parses back to the same card:

>>> from engine.cards import FRENCH
>>> card = FRENCH.parse("6♥")
>>> str(card), card.label, card.name
('6H', '6♥', 'six of hearts')
>>> FRENCH.parse(str(card)) == card
True
>>> GERMAN.parse("OE").name, GERMAN.parse("2B").label
('Ober of acorns', '2🔔')
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from engine.errors import EngineError


@dataclass(frozen=True, slots=True)
class Suit:
    """A suit: its notation code, its English name, its symbol and its colour."""

    code: str
    name: str
    symbol: str
    colour: str


@dataclass(frozen=True, slots=True)
class Rank:
    """A rank: its notation code, its English name, and its order within a suit (low to high)."""

    code: str
    name: str
    order: int


@dataclass(frozen=True, slots=True)
class Card:
    """One card, identified by rank and suit; ``str(card)`` is its short notation."""

    rank: Rank
    suit: Suit

    def __str__(self) -> str:
        return self.rank.code + self.suit.code

    @property
    def label(self) -> str:
        """The card as printed for a reader, with the suit symbol (``"10♥"``)."""
        return self.rank.code + self.suit.symbol

    @property
    def name(self) -> str:
        """The card in words (``"ten of hearts"``), for screen readers and explanations."""
        return f"{self.rank.name} of {self.suit.name}"


@dataclass(frozen=True)
class CardSystem:
    """A family of suits and ranks sharing one notation, able to parse any card of the family."""

    name: str
    suits: tuple[Suit, ...]
    ranks: tuple[Rank, ...]
    suit_aliases: dict[str, str] = field(default_factory=dict)
    rank_aliases: dict[str, str] = field(default_factory=dict)

    def card(self, rank_code: str, suit_code: str) -> Card:
        """The card with these exact codes (a programming error if they do not exist)."""
        return Card(self._ranks[rank_code], self._suits[suit_code])

    def parse(self, text: object, field_name: str = "card") -> Card:
        """Read one card in short notation; a malformed text raises an :class:`EngineError`."""
        if not isinstance(text, str):
            raise EngineError(field_name, f"a card is written as text such as '10H' or 'Q♠', not {type(text).__name__}")
        cleaned = text.strip().upper()
        if len(cleaned) < 2:
            raise EngineError(field_name, f"'{text}' is not a card: write the rank then the suit, such as '10H' or 'Q♠'")
        suit_code = self.suit_aliases.get(cleaned[-1], cleaned[-1])
        rank_code = self.rank_aliases.get(cleaned[:-1], cleaned[:-1])
        suit = self._suits.get(suit_code)
        rank = self._ranks.get(rank_code)
        if suit is None:
            known = ", ".join(f"{s.code} or {s.symbol} ({s.name})" for s in self.suits)
            raise EngineError(field_name, f"'{text}' has no known suit: use {known}")
        if rank is None:
            known = " ".join(r.code for r in self.ranks)
            raise EngineError(field_name, f"'{text}' has no known rank: use one of {known}")
        return Card(rank, suit)

    def has_suit(self, code: str) -> bool:
        """Whether ``code`` (a suit code or symbol, in upper case) names a suit of this system."""
        return code in self._suits or code in self.suit_aliases

    @cached_property
    def _suits(self) -> dict[str, Suit]:
        return {s.code: s for s in self.suits}

    @cached_property
    def _ranks(self) -> dict[str, Rank]:
        return {r.code: r for r in self.ranks}


SPADES = Suit("S", "spades", "♠", "black")
HEARTS = Suit("H", "hearts", "♥", "red")
DIAMONDS = Suit("D", "diamonds", "♦", "red")
CLUBS = Suit("C", "clubs", "♣", "black")

_FRENCH_RANKS = (
    ("A", "ace"), ("2", "two"), ("3", "three"), ("4", "four"), ("5", "five"), ("6", "six"),
    ("7", "seven"), ("8", "eight"), ("9", "nine"), ("10", "ten"), ("J", "jack"), ("Q", "queen"), ("K", "king"),
)

FRENCH = CardSystem(
    name="French-suited",
    suits=(SPADES, HEARTS, DIAMONDS, CLUBS),
    ranks=tuple(Rank(code, name, order) for order, (code, name) in enumerate(_FRENCH_RANKS, start=1)),
    suit_aliases={"♤": "S", "♡": "H", "♢": "D", "♧": "C", "♠": "S", "♥": "H", "♦": "D", "♣": "C"},
    rank_aliases={"T": "10", "1": "A"},
)
"""The French-suited system: spades, hearts, diamonds, clubs; ace to king."""

ACORNS = Suit("E", "acorns", "🌰", "brown")
LEAVES = Suit("G", "leaves", "🍃", "green")
GERMAN_HEARTS = Suit("R", "hearts", "❤", "red")
BELLS = Suit("B", "bells", "🔔", "gold")

_GERMAN_RANKS = (
    ("2", "Sau"), ("3", "three"), ("4", "four"), ("5", "five"), ("6", "six"), ("7", "seven"), ("8", "eight"),
    ("9", "nine"), ("10", "ten"), ("U", "Unter"), ("O", "Ober"), ("K", "king"),
)

GERMAN = CardSystem(
    name="German-suited",
    suits=(ACORNS, LEAVES, GERMAN_HEARTS, BELLS),
    ranks=tuple(Rank(code, name, order) for order, (code, name) in enumerate(_GERMAN_RANKS, start=1)),
    suit_aliases={"🌰": "E", "🍃": "G", "❤": "R", "🔔": "B"},
    rank_aliases={"T": "10", "D": "2", "S": "2"},
)
"""The German-suited system: acorns (E, Eichel), leaves (G, Grün), hearts (R, Rot), bells (B, Schellen);
the Sau (or Daus), printed with a 2, then three to ten, Unter, Ober and king. Its codes differ from the
French ones, so a German card's notation is never a French card's."""

SYSTEMS = (FRENCH, GERMAN)
"""Every card system, for reading a card whose system is not known in advance (a widget drawing a card)."""


def parse_any(text: str) -> Card:
    """A card of whichever system its suit code belongs to; a malformed text raises an :class:`EngineError`."""
    code = text.strip().upper()[-1:]
    for system in SYSTEMS:
        if system.has_suit(code):
            return system.parse(text)
    return FRENCH.parse(text)
