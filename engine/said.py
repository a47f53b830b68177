"""What a step says, as data: a message id and its typed parameters, worded by the game's words.

The engine records a decision as a :class:`Said`, not as a finished sentence: which message, and the
seats, cards, suits, numbers and terms it names. The game's words (a :class:`Words`, one module per
game) turn it into the sentence, and the answer carries both, so that a widget draws from the
parameters and never parses the sentence, and another edition can word the same messages in its own
language by giving the same ids other sentences.

>>> from engine.cards import FRENCH
>>> said = say("trick.win", winner=Seat(1), card=FRENCH.parse("AS"), trick=3)
>>> said.as_dict()
{'id': 'trick.win', 'seats': {'winner': 2}, 'cards': {'card': 'AS'}, 'numbers': {'trick': 3}}
>>> say("stakes.placed", punter=Seat(2), ranks=("K", "7"), amounts=(2, 1)).as_dict()
{'id': 'stakes.placed', 'seats': {'punter': 3}, 'numbers': {'amounts': [2, 1]}, 'terms': {'ranks': ['K', '7']}}
>>> words = Words({"trick.win": lambda t: f"{t.name('winner')} wins trick {t.number('trick')} with {t.card('card').label}."})
>>> words.tell(said, ("Ann", "Bob"))
'Bob wins trick 3 with A♠.'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from engine import language
from engine.cards import Card, Suit
from engine.said_json import SaidJson
from engine.table import seat_number


class Seat(int):
    """A seat as a message names it, counted from 0 like the engine's seats: a plain number is a count."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class Said:
    """One message of a game's words and the parameters it is told with."""

    message: str
    params: Mapping[str, Param]

    def as_dict(self) -> SaidJson:
        """The JSON form, each parameter under its kind."""
        answer: SaidJson = {"id": self.message}
        groups: dict[str, dict[str, object]] = {}
        for key, value in self.params.items():
            kind, written = _written(value)
            groups.setdefault(kind, {})[key] = written
        for kind in ("seats", "cards", "suits", "numbers", "terms", "messages"):
            if kind in groups:
                answer[kind] = groups[kind]  # type: ignore[literal-required]
        return answer


Param = Seat | tuple[Seat, ...] | Card | tuple[Card, ...] | Suit | int | tuple[int, ...] | str | tuple[str, ...] \
    | Said
"""A message's parameter: one seat or several, one card or several, a suit, one number or several, one term or
several (a term is a word from the game's own small vocabulary, such as a pile's name, or a value written as the
rules write it, such as odds of ``"1/3"`` or a rank's code), or another message that this one tells inside its
own (a card refused *because* of a rule of the trick). A list of one kind is a tuple; an empty tuple is written as
no cards, so a message leaves out a list that may be empty unless it is a list of cards."""


def say(message: str, **params: Param) -> Said:
    """The message ``message`` told with ``params``."""
    return Said(message, params)


def _written(value: Param) -> tuple[str, object]:
    """A parameter's kind and JSON value."""
    if isinstance(value, Seat):
        return "seats", seat_number(value)
    if isinstance(value, Card):
        return "cards", value.code
    if isinstance(value, Suit):
        return "suits", value.code
    if isinstance(value, Said):
        return "messages", value.as_dict()
    if isinstance(value, tuple):
        first = value[0] if value else None
        if isinstance(first, Seat):
            return "seats", [seat_number(item) for item in value if isinstance(item, Seat)]
        if isinstance(first, int):
            return "numbers", list(value)
        if isinstance(first, str):
            return "terms", list(value)
        return "cards", [item.code for item in value if isinstance(item, Card)]
    if isinstance(value, int):
        return "numbers", value
    return "terms", value


class Told:
    """A message and the players' names, as a sentence reads them: each accessor returns one parameter by its
    kind, so that a sentence names a seat by its player and a card by its label without knowing the table, and
    tells a message inside it in the same words."""

    __slots__ = ("said", "players", "words")

    def __init__(self, said: Said, players: Sequence[str], words: Words) -> None:
        self.said = said
        self.players = players
        self.words = words

    def __contains__(self, key: str) -> bool:
        return key in self.said.params

    def seat(self, key: str) -> int:
        """The seat named ``key``."""
        value = self.said.params[key]
        assert isinstance(value, Seat), key
        return value

    def seats(self, key: str) -> tuple[Seat, ...]:
        """The seats named ``key``."""
        value = self.said.params[key]
        assert isinstance(value, tuple), key
        return value  # type: ignore[return-value]

    def name(self, key: str) -> str:
        """The name of the player in the seat ``key``."""
        return self.players[self.seat(key)]

    def names(self, key: str) -> list[str]:
        """The names of the players in the seats ``key``, in order."""
        return [self.players[seat] for seat in self.seats(key)]

    def card(self, key: str) -> Card:
        """The card named ``key``."""
        value = self.said.params[key]
        assert isinstance(value, Card), key
        return value

    def cards(self, key: str) -> tuple[Card, ...]:
        """The cards named ``key``."""
        value = self.said.params[key]
        assert isinstance(value, tuple), key
        return value  # type: ignore[return-value]

    def suit(self, key: str) -> Suit:
        """The suit named ``key``."""
        value = self.said.params[key]
        assert isinstance(value, Suit), key
        return value

    def number(self, key: str) -> int:
        """The number named ``key``."""
        value = self.said.params[key]
        assert isinstance(value, int) and not isinstance(value, Seat), key
        return value

    def numbers(self, key: str) -> tuple[int, ...]:
        """The numbers named ``key``."""
        value = self.said.params[key]
        assert isinstance(value, tuple), key
        return value  # type: ignore[return-value]

    def term(self, key: str) -> str:
        """The term named ``key``."""
        value = self.said.params[key]
        assert isinstance(value, str), key
        return value

    def terms(self, key: str) -> tuple[str, ...]:
        """The terms named ``key``."""
        value = self.said.params[key]
        assert isinstance(value, tuple), key
        return value  # type: ignore[return-value]

    def message(self, key: str) -> Said:
        """The message named ``key``."""
        value = self.said.params[key]
        assert isinstance(value, Said), key
        return value

    def told(self, key: str) -> str:
        """The sentence of the message named ``key``, in the same words and naming the same players."""
        return self.words.tell(self.message(key), self.players)


Sentence = Callable[[Told], str]
"""How one message is worded."""


@dataclass(frozen=True, slots=True)
class Words:
    """A game's sentences by message id: the one place where the game's steps are worded in English. Another
    language words the same ids in the ``SENTENCES`` of the module's sibling for that language (``words`` →
    ``words_fr``, :func:`engine.language.edition`), used when the request asks for that language."""

    sentences: Mapping[str, Sentence]
    home: str = ""
    """The module these sentences are written in (its ``__name__``), whose siblings word them in other languages;
    ``module:NAME`` when the sibling holds them under another name than ``SENTENCES``."""
    homes: Mapping[str, str] = field(default_factory=dict)
    """The module each message is worded in, for words put together from several modules (``|``)."""

    def __post_init__(self) -> None:
        if not self.homes:
            object.__setattr__(self, "homes", dict.fromkeys(self.sentences, self.home))

    def sentence(self, message: str) -> Sentence:
        """How ``message`` is worded in the language of the answer being made."""
        if language.current() == language.DEFAULT:
            return self.sentences[message]
        module, _, name = self.homes[message].partition(":")
        return language.edition(module, name or "SENTENCES")[message]  # type: ignore[no-any-return]

    def tell(self, said: Said, players: Sequence[str]) -> str:
        """The sentence of ``said``, naming the players in ``players``."""
        text = self.sentence(said.message)(Told(said, players, self))
        if language.current() == language.DEFAULT:
            return text
        return language.edition("engine.wording", "typeset")(text)  # type: ignore[no-any-return]

    def __or__(self, other: Words) -> Words:
        """These words and ``other``'s together (a game's own and the shared ones it uses); no id twice."""
        shared = self.sentences.keys() & other.sentences.keys()
        assert not shared, f"messages worded twice: {sorted(shared)}"
        return Words({**self.sentences, **other.sentences}, homes={**self.homes, **other.homes})
