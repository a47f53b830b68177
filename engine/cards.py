"""Cards, their suits and ranks, and the short notation that names them.

A card is a rank in a suit. Suits and ranks are plain data grouped in a
:class:`CardSystem` (the French, German, Spanish, Italian and Swiss-suited
systems and the Italian-suited tarot are instances of the same classes), so
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
>>> [ITALIAN_TAROT.parse(text).name for text in ("CSW", "21T", "fool", "1co")]
['cavalier of swords', 'trump 21 (the World)', 'the Fool', 'ace of coins']
>>> [TAROT_NOUVEAU.parse(text).label for text in ("RPI", "KCE", "1AT", "excuse")]
['R♠', 'R♥', 'trump 1 (the Petit)', 'the Excuse']
>>> TAROT_NOUVEAU.parse("DCA").name, str(TAROT_NOUVEAU.parse("Petit"))
('queen of diamonds', '1AT')
>>> [parse_any(text).name for text in ("SOR", "FCI", "BSH")]
['sota of oros', 'fante of coppe', 'Banner of Schilten']
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING

from engine.errors import EngineError, shown

if TYPE_CHECKING:
    from engine.said import Param


_RANK_OF_SUIT = "{rank} of {suit}"
_RANK_SYMBOL = "{code}{symbol}"


@dataclass(frozen=True, slots=True, eq=False)
class Suit:
    """A suit: its notation code, its English name, its symbol and its colour.

    ``name_pattern`` and ``label_pattern`` say how a card of this suit is named and printed, for suits
    whose cards are not "rank of suit" (tarot trumps are named by their number, the Fool by itself).
    Two suits are equal when their codes are, since no two systems share a suit code.
    """

    code: str
    name: str
    symbol: str
    colour: str
    name_pattern: str = _RANK_OF_SUIT
    label_pattern: str = _RANK_SYMBOL

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Suit) and self.code == other.code

    def __hash__(self) -> int:
        return hash(self.code)


@dataclass(frozen=True, slots=True)
class Rank:
    """A rank: its notation code, its English name, and its order within a suit (low to high)."""

    code: str
    name: str
    order: int


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One card, identified by rank and suit; ``str(card)`` is its short notation.

    Two cards are equal when their notations are: no two cards of any system share one (the notation parses
    back to its card), and comparing one string is much faster than comparing ranks and suits field by field,
    which the rules of play do at every card."""

    rank: Rank
    suit: Suit
    code: str = field(init=False, repr=False)
    """The short notation, made once: every table of every step writes its cards by it."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "code", self.rank.code + self.suit.code)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Card) and self.code == other.code

    def __hash__(self) -> int:
        return hash(self.code)

    def __str__(self) -> str:
        return self.code

    @property
    def label(self) -> str:
        """The card as printed for a reader, with the suit symbol (``"10♥"``)."""
        suit = self.suit
        if suit.label_pattern is _RANK_SYMBOL:  # the usual case, without formatting: rounds print many labels
            return self.rank.code + suit.symbol
        return suit.label_pattern.format(code=self.rank.code, symbol=suit.symbol, rank=self.rank.name, suit=suit.name)

    @property
    def name(self) -> str:
        """The card in words (``"ten of hearts"``), for screen readers and explanations."""
        suit = self.suit
        if suit.name_pattern is _RANK_OF_SUIT:
            return f"{self.rank.name} of {suit.name}"
        return suit.name_pattern.format(rank=self.rank.name, suit=suit.name)


@dataclass(frozen=True)
class CardSystem:
    """A family of suits and ranks sharing one notation, able to parse any card of the family."""

    name: str
    suits: tuple[Suit, ...]
    ranks: tuple[Rank, ...]
    suit_aliases: dict[str, str] = field(default_factory=dict)
    rank_aliases: dict[str, str] = field(default_factory=dict)
    card_aliases: dict[str, str] = field(default_factory=dict)
    """Whole words that stand for a card's notation (``"FOOL"`` for ``"0X"``)."""
    own_ranks: dict[str, tuple[Rank, ...]] = field(default_factory=dict)
    """Suits with ranks of their own, by suit code (tarot trumps are numbered 1 to 21, apart from the suits'
    ranks); every other suit has :attr:`ranks`."""

    def card(self, rank_code: str, suit_code: str) -> Card:
        """The card with these exact codes (a programming error if they do not exist)."""
        return Card(self._ranks[rank_code], self._suits[suit_code])

    def parse(self, text: object, field_name: str = "card") -> Card:
        """Read one card in short notation; a malformed text raises an :class:`EngineError`."""
        if not isinstance(text, str):
            raise _refused(field_name, "refuse.card.text", given=shown(text))
        cleaned = text.strip().upper()
        cleaned = self.card_aliases.get(cleaned, cleaned)
        if len(cleaned) < 2:
            raise _refused(field_name, "refuse.card.short", given=shown(text))
        suit_text = self._suit_suffix(cleaned) or cleaned[-1]
        suit = self._suits.get(self.suit_aliases.get(suit_text, suit_text))
        rank_text = cleaned[:-len(suit_text)]
        if suit is None:
            raise _refused(field_name, "refuse.card.suit", given=shown(text), codes=tuple(s.code for s in self.suits),
                           symbols=tuple(s.symbol if s.symbol in self.suit_aliases else "" for s in self.suits),
                           suits=tuple(s.name for s in self.suits))
        ranks = self._own_ranks.get(suit.code, self._ranks)
        rank = ranks.get(rank_text if suit.code in self._own_ranks else self.rank_aliases.get(rank_text, rank_text))
        if rank is None:
            raise _refused(field_name, "refuse.card.rank", given=shown(text), ranks=tuple(ranks))
        return Card(rank, suit)

    def suit_length(self, text: str) -> int:
        """How long the suit code or symbol of this system that ends ``text`` (a card's notation, in upper case)
        is, or 0 if none does."""
        suffix = self._suit_suffix(self.card_aliases.get(text, text))
        return 0 if suffix is None else len(suffix)

    def _suit_suffix(self, text: str) -> str | None:
        """The longest suit code or symbol that ends ``text`` and leaves a rank before it."""
        for code in self._suit_texts:
            if len(text) > len(code) and text.endswith(code):
                return code
        return None

    @cached_property
    def _suit_texts(self) -> tuple[str, ...]:
        return tuple(sorted({*(s.code for s in self.suits), *self.suit_aliases}, key=len, reverse=True))

    @cached_property
    def _suits(self) -> dict[str, Suit]:
        return {s.code: s for s in self.suits}

    @cached_property
    def _ranks(self) -> dict[str, Rank]:
        return {r.code: r for r in self.ranks}

    @cached_property
    def _own_ranks(self) -> dict[str, dict[str, Rank]]:
        return {code: {r.code: r for r in ranks} for code, ranks in self.own_ranks.items()}

    def ranks_of(self, suit: Suit) -> tuple[Rank, ...]:
        """The ranks a suit has, lowest first."""
        return self.own_ranks.get(suit.code, self.ranks)


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

SWORDS = Suit("SW", "swords", "⚔", "black", label_pattern="{rank} of {suit}")
BATONS = Suit("BA", "batons", "❘", "green", label_pattern="{rank} of {suit}")
CUPS = Suit("CU", "cups", "∪", "red", label_pattern="{rank} of {suit}")
COINS = Suit("CO", "coins", "◎", "gold", label_pattern="{rank} of {suit}")
TRUMPS = Suit("T", "trumps", "✦", "black", name_pattern="{rank}", label_pattern="{rank}")
FOOL_SUIT = Suit("X", "the Fool", "★", "black", name_pattern="{rank}", label_pattern="{rank}")

_ITALIAN_RANKS = (
    ("1", "ace"), ("2", "two"), ("3", "three"), ("4", "four"), ("5", "five"), ("6", "six"), ("7", "seven"),
    ("8", "eight"), ("9", "nine"), ("10", "ten"), ("J", "jack"), ("C", "cavalier"), ("Q", "queen"), ("K", "king"),
)
_TRUMP_NAMES = {1: "the Magician", 21: "the World"}

ITALIAN_TAROT = CardSystem(
    name="Italian-suited tarot",
    suits=(SWORDS, BATONS, CUPS, COINS, TRUMPS, FOOL_SUIT),
    ranks=tuple(Rank(code, name, order) for order, (code, name) in enumerate(_ITALIAN_RANKS, start=1)),
    rank_aliases={"A": "1"},
    card_aliases={"FOOL": "0X"},
    own_ranks={
        "T": tuple(Rank(str(n), f"trump {n}" + (f" ({_TRUMP_NAMES[n]})" if n in _TRUMP_NAMES else ""), n)
                   for n in range(1, 22)),
        "X": (Rank("0", "the Fool", 0),),
    },
)
"""The Italian-suited tarot of 78 cards: swords (SW), batons (BA), cups (CU) and coins (CO), each from the ace
(1) to ten, then jack, cavalier (C), queen and king; 21 trumps (``"21T"``, the World); and the Fool (``"0X"``,
or ``"FOOL"``). Ranks are listed in their printed order: the games say how they rank in play."""

PIQUE = Suit("PI", "spades", "♠", "black")
COEUR = Suit("CE", "hearts", "♥", "red")
CARREAU = Suit("CA", "diamonds", "♦", "red")
TREFLE = Suit("TR", "clubs", "♣", "black")
ATOUTS = Suit("AT", "trumps", "✦", "black", name_pattern="{rank}", label_pattern="{rank}")
EXCUSE_SUIT = Suit("EX", "the Excuse", "★", "black", name_pattern="{rank}", label_pattern="{rank}")

_NOUVEAU_RANKS = (
    ("1", "ace"), ("2", "two"), ("3", "three"), ("4", "four"), ("5", "five"), ("6", "six"), ("7", "seven"),
    ("8", "eight"), ("9", "nine"), ("10", "ten"), ("V", "jack"), ("C", "knight"), ("D", "queen"), ("R", "king"),
)
_ATOUT_NAMES = {1: "the Petit", 21: "the Monde"}

TAROT_NOUVEAU = CardSystem(
    name="French-suited tarot",
    suits=(PIQUE, COEUR, CARREAU, TREFLE, ATOUTS, EXCUSE_SUIT),
    ranks=tuple(Rank(code, name, order) for order, (code, name) in enumerate(_NOUVEAU_RANKS, start=1)),
    rank_aliases={"A": "1", "J": "V", "N": "C", "Q": "D", "K": "R"},
    card_aliases={"EXCUSE": "0EX", "PETIT": "1AT", "MONDE": "21AT"},
    own_ranks={
        "AT": tuple(Rank(str(n), f"trump {n}" + (f" ({_ATOUT_NAMES[n]})" if n in _ATOUT_NAMES else ""), n)
                    for n in range(1, 22)),
        "EX": (Rank("0", "the Excuse", 0),),
    },
)
"""The French-suited Tarot Nouveau of 78 cards, as tarot is played in France today: spades (PI, pique), hearts
(CE, cœur), diamonds (CA, carreau) and clubs (TR, trèfle), each from the ace (1) to ten, then valet (V),
cavalier (C), dame (D) and roi (R), as French players write them (J, N, Q and K are read too); 21 trumps
(``"21AT"``, the Monde; ``"1AT"``, the Petit); and the Excuse (``"0EX"``, or ``"EXCUSE"``). Its suit codes
are its own, so that a card's notation still says its system: ``"RPI"`` is the roi of the tarot, ``"KS"`` the
king of the 52-card pack."""


# The Spanish, Italian and Swiss suit signs have no character every font draws, so their cards print as their
# notation ("SOR", the sota of oros) and the widgets draw the signs.

OROS = Suit("OR", "oros", "OR", "gold")
COPAS = Suit("CP", "copas", "CP", "red")
ESPADAS = Suit("ES", "espadas", "ES", "black")
BASTOS = Suit("BT", "bastos", "BT", "green")

_SPANISH_RANKS = (
    ("1", "ace"), ("2", "two"), ("3", "three"), ("4", "four"), ("5", "five"), ("6", "six"), ("7", "seven"),
    ("8", "eight"), ("9", "nine"), ("S", "sota"), ("C", "caballo"), ("R", "rey"),
)

SPANISH = CardSystem(
    name="Spanish-suited",
    suits=(OROS, COPAS, ESPADAS, BASTOS),
    ranks=tuple(Rank(code, name, order) for order, (code, name) in enumerate(_SPANISH_RANKS, start=1)),
    rank_aliases={"A": "1", "10": "S", "11": "C", "12": "R"},
)
"""The Spanish-suited system: oros (OR, coins), copas (CP, cups), espadas (ES, swords) and bastos (BT, clubs);
the ace (1) to nine, then the sota (S, numbered 10 on the card), the caballo (C, 11) and the rey (R, 12).
The 48-card pack has every rank; the 40-card pack has no eights or nines."""

COPPE = Suit("CI", "coppe", "CI", "red")
DENARI = Suit("DI", "denari", "DI", "gold")
SPADE = Suit("SI", "spade", "SI", "black")
BASTONI = Suit("BI", "bastoni", "BI", "green")

_ITALIAN_SUITED_RANKS = (
    ("1", "ace"), ("2", "two"), ("3", "three"), ("4", "four"), ("5", "five"), ("6", "six"), ("7", "seven"),
    ("8", "eight"), ("9", "nine"), ("10", "ten"), ("F", "fante"), ("C", "cavallo"), ("R", "re"),
)

ITALIAN = CardSystem(
    name="Italian-suited",
    suits=(COPPE, DENARI, SPADE, BASTONI),
    ranks=tuple(Rank(code, name, order) for order, (code, name) in enumerate(_ITALIAN_SUITED_RANKS, start=1)),
    rank_aliases={"A": "1", "T": "10"},
)
"""The Italian-suited system of the ordinary (not tarot) packs: coppe (CI, cups), denari (DI, coins), spade
(SI, swords) and bastoni (BI, batons); the ace (1) to ten, then the fante (F), the cavallo (C) and the re (R).
Its suit codes differ from the tarot's, whose courts are four, so no card of one reads as a card of the other."""

SCHELLEN = Suit("SC", "Schellen", "SC", "gold")
ROSEN = Suit("RS", "Rosen", "RS", "red")
SCHILTEN = Suit("SH", "Schilten", "SH", "black")
EICHELN = Suit("EI", "Eicheln", "EI", "brown")

_SWISS_RANKS = (
    ("A", "Daus"), ("6", "six"), ("7", "seven"), ("8", "eight"), ("9", "nine"), ("B", "Banner"),
    ("U", "Under"), ("O", "Ober"), ("K", "König"),
)

SWISS = CardSystem(
    name="Swiss-suited",
    suits=(SCHELLEN, ROSEN, SCHILTEN, EICHELN),
    ranks=tuple(Rank(code, name, order) for order, (code, name) in enumerate(_SWISS_RANKS, start=1)),
    rank_aliases={"D": "A", "1": "A", "10": "B", "T": "B"},
)
"""The Swiss-suited system of 36 cards: Schellen (SC, bells), Rosen (RS, roses), Schilten (SH, shields) and
Eicheln (EI, acorns); the Daus (A, also called the As), six to nine, the Banner (B, the ten), Under, Ober and
König. The Daus comes first, as the German Sau does; the games say how it ranks in play."""

SYSTEMS = (FRENCH, GERMAN, ITALIAN_TAROT, SPANISH, ITALIAN, SWISS, TAROT_NOUVEAU)
"""Every card system, for reading a card whose system is not known in advance (a widget drawing a card)."""


def _refused(field_name: str, message: str, **params: Param) -> EngineError:
    """The error refusing a card's text in ``field_name``, worded by the shared refusals (:mod:`engine.refusal_words`)
    in the language of the answer."""
    from engine.refusal_words import REFUSALS  # the refusals' words import engine.said, which imports this module
    from engine.said import say

    return EngineError(field_name, REFUSALS.tell(say(message, **params), ()))


def parse_any(text: str) -> Card:
    """A card of whichever system its suit code belongs to; a malformed text raises an :class:`EngineError`.

    The longest suit code that ends the text decides, so Schilten (``SH``) is not read as French hearts (``H``).
    """
    cleaned = text.strip().upper()
    length, system = max(((system.suit_length(cleaned), system) for system in SYSTEMS), key=lambda pair: pair[0])
    return (system if length else FRENCH).parse(text)
