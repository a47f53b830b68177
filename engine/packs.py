"""Packs: named, ordered sets of cards drawn from one card system.

A pack knows which cards it holds, so it can tell a malformed card (``"9X"``)
from a well-formed card that this pack does not have (an eight in a pack without eights).
Its order is the fresh, unshuffled order: suit by suit, lowest rank to king.

>>> from engine.packs import PACKS
>>> len(PACKS["french-52"]), len(PACKS["french-48"]), len(PACKS["brillant-45"])
(52, 48, 45)
>>> len(PACKS["french-32"]), len(PACKS["german-48"]), len(PACKS["german-32"])
(32, 48, 32)
>>> len(PACKS["piquet-28"]), len(PACKS["tarot-78-italian"]), len(PACKS["tarot-78"])
(28, 78, 78)
>>> len(PACKS["spanish-48"]), len(PACKS["spanish-40"]), len(PACKS["italian-52"]), len(PACKS["swiss-36"])
(48, 40, 52, 36)
>>> PACKS["brillant-45"].parse("8S", "hands[0][0]")
Traceback (most recent call last):
    ...
engine.errors.EngineError: hands[0][0]: 8♠ (eight of spades) is not in the 45-card pack with the brillant: it has no eights and only the six of hearts among the sixes
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

from engine.cards import FRENCH, GERMAN, HEARTS, ITALIAN, ITALIAN_TAROT, SPANISH, SWISS, TAROT_NOUVEAU, Card, CardSystem
from engine.described import worded
from engine.errors import EngineError
from engine.places import split_place
from engine.refusal_words import REFUSALS
from engine.said import say
from engine.table import DEFAULT_NAMES


@dataclass(frozen=True)
class Pack:
    """An ordered pack: its id, a description for readers, its card system and its cards."""

    id: str
    description: str
    system: CardSystem
    cards: tuple[Card, ...]
    _members: frozenset[Card] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_members", frozenset(self.cards))

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def __contains__(self, card: object) -> bool:
        return card in self._members

    def parse(self, text: object, field_name: str) -> Card:
        """Read a card that must belong to this pack, or raise an :class:`EngineError` saying why not."""
        card = self.system.parse(text, field_name)
        if card not in self._members:
            raise EngineError(field_name, REFUSALS.tell(say("refuse.card.pack", card=card,
                                                            pack=worded(self.description)), ()))
        return card

    def parse_many(self, texts: object, field_name: str) -> list[Card]:
        """Read a list of distinct cards of this pack; a repeated card is an error naming both places."""
        if not isinstance(texts, list):
            raise EngineError(field_name, REFUSALS.tell(say("refuse.card.list"), ()))
        cards = [self.parse(text, f"{field_name}[{i}]") for i, text in enumerate(texts)]
        check_distinct(cards, [f"{field_name}[{i}]" for i in range(len(cards))])
        return cards


def check_distinct(cards: Sequence[Card], places: Sequence[str], names: Sequence[str] = DEFAULT_NAMES) -> None:
    """Raise an :class:`EngineError` at the second place where a card appears twice, naming both places as the
    page names them (:mod:`engine.places`), a seat's hand by the seat's name.

    >>> from engine.cards import FRENCH, ITALIAN_TAROT
    >>> check_distinct([FRENCH.parse("KS"), FRENCH.parse("K♠")], ["hands[0][0]", "hands[0][1]"])
    Traceback (most recent call last):
        ...
    engine.errors.EngineError: hands[0][1]: K♠ (king of spades) appears twice: the 1st and the 2nd card of Anne's hand
    >>> check_distinct([FRENCH.parse("9D"), FRENCH.parse("9D")], ["hands[1][4]", "hands[2][0]"], ["Anne", "Blaise"])
    Traceback (most recent call last):
        ...
    engine.errors.EngineError: hands[2][0]: 9♦ (nine of diamonds) appears twice: it is already in Blaise's hand
    >>> check_distinct([ITALIAN_TAROT.parse("KSW")] * 2, ["hand[0]", "trick[0]"])
    Traceback (most recent call last):
        ...
    engine.errors.EngineError: trick[0]: the king of swords appears twice: it is already in the hand
    """
    seen: dict[Card, str] = {}
    for card, place in zip(cards, places):
        if card in seen:
            (first, at), (second, again) = split_place(seen[card]), split_place(place)
            if first == second and at is not None and again is not None:
                said = say("refuse.card.twice-in", card=card, first=at + 1, second=again + 1, container=first)
            else:
                said = say("refuse.card.twice", card=card, place=seen[card])
            raise EngineError(place, REFUSALS.tell(said, tuple(names)))
        seen[card] = place


def _cards(system: CardSystem, keep: Callable[[Card], bool]) -> tuple[Card, ...]:
    return tuple(Card(rank, suit) for suit in system.suits for rank in system.ranks_of(suit) if keep(Card(rank, suit)))


def _french(keep: Callable[[Card], bool]) -> tuple[Card, ...]:
    return _cards(FRENCH, keep)


SHORT_RANKS = {"French-suited": frozenset({"7", "8", "9", "10", "J", "Q", "K", "A"}),
               "German-suited": frozenset({"7", "8", "9", "10", "U", "O", "K", "2"})}
"""The ranks of a 32-card short pack, by card system: seven to ten, the courts and the ace (the Sau)."""


PACKS: dict[str, Pack] = {
    pack.id: pack
    for pack in (
        Pack("french-52", "the full 52-card French pack", FRENCH, _french(lambda c: True)),
        Pack(
            "french-48",
            "the 48-card pack without eights",
            FRENCH,
            _french(lambda c: c.rank.code != "8"),
        ),
        Pack(
            "brillant-45",
            "the 45-card pack with the brillant: it has no eights and only the six of hearts among the sixes",
            FRENCH,
            _french(lambda c: c.rank.code != "8" and (c.rank.code != "6" or c.suit == HEARTS)),
        ),
        Pack("french-32", "the 32-card French short pack (seven to ten, the courts and the aces)", FRENCH,
             _french(lambda c: c.rank.code in SHORT_RANKS[FRENCH.name])),
        Pack("piquet-28", "the 28-card Piquet pack (eight to ten, the courts and the aces: no sevens)", FRENCH,
             _french(lambda c: c.rank.code in SHORT_RANKS[FRENCH.name] and c.rank.code != "7")),
        Pack("german-48", "the 48-card German pack (the Sau, printed as a two, then three to king)", GERMAN,
             _cards(GERMAN, lambda c: True)),
        Pack("german-32", "the 32-card German short pack (seven to ten, Unter, Ober, king and the Sau)", GERMAN,
             _cards(GERMAN, lambda c: c.rank.code in SHORT_RANKS[GERMAN.name])),
        Pack("spanish-48", "the 48-card Spanish pack (ace to nine, sota, caballo and rey)", SPANISH,
             _cards(SPANISH, lambda c: True)),
        Pack("spanish-40", "the 40-card Spanish pack (ace to seven, sota, caballo and rey: no eights or nines)",
             SPANISH, _cards(SPANISH, lambda c: c.rank.code not in ("8", "9"))),
        Pack("italian-52", "the 52-card Italian-suited pack (ace to ten, fante, cavallo and re)", ITALIAN,
             _cards(ITALIAN, lambda c: True)),
        Pack("swiss-36", "the 36-card Swiss pack (six to nine, Banner, Under, Ober, König and the Daus)", SWISS,
             _cards(SWISS, lambda c: True)),
        Pack("tarot-78-italian", "the 78-card Italian-suited tarot (four suits of 14, 21 trumps and the Fool)",
             ITALIAN_TAROT, _cards(ITALIAN_TAROT, lambda c: True)),
        Pack("tarot-78", "the 78-card French-suited Tarot Nouveau (four suits of 14, 21 trumps and the Excuse)",
             TAROT_NOUVEAU, _cards(TAROT_NOUVEAU, lambda c: True)),
    )
}
"""Every pack the engine deals, by id."""
