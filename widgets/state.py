"""A widget's state: everything its view depends on, as a Markdown block, JSON and a URL fragment give it.

The state says which game and variant, which kind of widget, the seed and
players of a deal, the step shown, for a scenario the hands typed by the reader
and the seats given a role (the one who deals...), and the options its game
adds (the stakes, the reader's decisions, a given order of cards, a pack): each
game's renderer declares its own roles and options,
:class:`widgets.declared.Declared`, and hands them to the states it reads. The
view is a pure function of the state, so a state written into a URL reopens
exactly the same view. Checking the values against the rules is left to the
engine, which names the faulty field; the state only keeps every number and
text within bounds (:data:`MAX_PLAYERS`, :data:`MAX_STEP`, the engine's seeds,
:data:`MAX_TEXT`) before any work that grows with them.

The state never looks its game up: here a game that declares nothing.

>>> state = WidgetState.from_fields({"game": "whist", "kind": "steps", "seed": "42", "step": "3"}, NOTHING)
>>> state.to_fragment()
'game=whist&kind=steps&seed=42&players=5&step=3'
>>> WidgetState.from_fragment(state.to_fragment(), state) == state
True
>>> state.but(predict=True, revealed=3).to_fragment()
'game=whist&kind=steps&seed=42&players=5&step=3&predict=1&revealed=3'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from engine.api import GAMES, EngineError, parse_seed, shown
from widgets import fragment as query
from widgets.declared import NOTHING, Declared
from widgets.speech import Words

say = Words(__name__)

KINDS = ("deal", "steps", "scenario", "play", "calculator")
"""deal: sample hands; steps: the explanation one rule at a time; scenario: hands typed by the reader;
play: a hand of a trick-taking game played card by card, in which the reader may take a seat; calculator: a
result the reader gives (a deal's contract, points and bonuses), scored one rule at a time."""

FIELDS = ("game", "variant", "kind", "seed", "players", "step", "hands", "names")
"""The fields of every widget's state, besides its game's roles and options."""

MODES = ("predict", "revealed", "picked", "ruled", "right", "asked")
"""The fields of the "predict, then check" mode, after the game's options: the mode, the step revealed, the
reader's answer to the question shown (a choice and a rule, by their place among those offered) and the tally."""

MAX_CHOICE = 16
"""The highest place of an answer among those a question offers: beyond the seats of any table, with nobody."""

MAX_PLAYERS = max(variant.max_players for game in GAMES.values() for variant in game.variants.values())
"""The most seats at any game's table: a widget never draws more, whatever a URL says."""

MAX_STEP = 10_000
"""The highest step a state may ask for, beyond the steps of any deal the widgets show."""

MAX_TEXT = 500
"""Characters in one option or one entry of ``hands`` or ``names``."""

MAX_FRAGMENT = 20_000
"""Characters in a shared URL's fragment, read before a character of it is decoded: more than any state of ours
writes (every field within :data:`MAX_TEXT`, percent-encoded), far less than a tampered link may carry."""

_MAX_DIGITS = 16
"""Digits in a number given as text: enough for any seed (below 2**53), and far below what Python refuses."""


@dataclass(frozen=True)
class WidgetState:
    """What a widget shows; ``hands`` and ``roles`` belong to scenarios, ``seed`` to deals."""

    game: str
    kind: str
    variant: str | None = None
    seed: int | None = None
    players: int = 5
    step: int = 0
    roles: tuple[tuple[str, int], ...] = ()
    """The seat (counted from 1) given each of the game's roles, as (name, seat) pairs in the order its renderer
    lists them."""
    hands: tuple[str, ...] = ()
    """One entry per seat: the cards separated by spaces (an empty entry for a seat that holds no cards by the
    rules)."""
    names: tuple[str, ...] = ()
    options: tuple[tuple[str, str], ...] = ()
    """The game's options given, as (name, text) pairs in the order its renderer lists them."""
    predict: bool = False
    """The "predict, then check" mode of a steps or play widget (see :mod:`widgets.predict`): what nobody at the
    table could yet know is hidden, and a decisive step is first asked as a question."""
    revealed: int | None = None
    """In predict mode, the furthest step whose answer has been shown: a decisive step after it is still a
    question, one at or before it shows its answer."""
    picked: int | None = None
    """In predict mode, the reader's choice of seat (or of move) at the question shown or just revealed."""
    ruled: int | None = None
    """In predict mode, the reader's choice of rule at the question shown or just revealed."""
    right: int = 0
    """In predict mode, how many of the reader's answers were right."""
    asked: int = 0
    """In predict mode, how many questions the reader has answered."""
    declared: Declared = field(default=NOTHING, compare=False, repr=False)
    """What its game's widgets declare: the options it may carry and the questions of the mode."""

    @classmethod
    def from_fields(cls, fields: object, declared: Declared) -> WidgetState:
        """Read a state from text fields (a Markdown block, a URL fragment) or JSON values, with the options and
        questions its game's widgets declare; a scenario has as many players as hands."""
        if not isinstance(fields, Mapping):
            raise EngineError("state", say("a widget's state is a set of fields such as game, kind and seed"))
        known = declared.options
        every = (*FIELDS, *declared.roles, *known, *MODES)
        unknown = sorted(str(name) for name in set(fields) - set(every))
        if unknown:
            field = _checked(unknown[0][:40], "state")
            raise EngineError(field, say("this widget has no such setting; a link may hold only what the widget "
                                         "itself writes into it"))
        game = _text(fields.get("game"), "game")
        kind = _text(fields.get("kind", "deal"), "kind")
        if kind not in KINDS:
            raise EngineError("kind", say("unknown kind of widget {kind}: the kinds are {kinds}", kind=shown(kind),
                                          kinds=", ".join(KINDS)))
        variant = _text(fields["variant"], "variant") if fields.get("variant") not in (None, "") else None
        seed = _seed(fields["seed"]) if fields.get("seed") not in (None, "") else None
        if kind not in ("scenario", "calculator") and seed is None:
            raise EngineError("seed", say("a deal needs a seed: a whole number such as 42"))
        hands = _list(fields.get("hands", ()), "hands")
        options = tuple((name, _option(fields[name], name)) for name in known if fields.get(name) not in (None, ""))
        right, asked = _whole(fields.get("right", 0), "right", 0, MAX_STEP), _whole(fields.get("asked", 0), "asked", 0, MAX_STEP)
        if right > asked:
            raise EngineError("right", say("the answers right ({right}) cannot be more than the answers given "
                                           "({asked})", right=right, asked=asked))
        if kind == "scenario" and not hands and "order" not in dict(options):
            raise EngineError("hands", say("a scenario needs the players' hands, such as 'KS 2C 3D | 7C 9D'"))
        return cls(
            game=game,
            kind=kind,
            variant=variant,
            seed=seed,
            players=len(hands) if kind == "scenario" and hands else _players(fields.get("players", 5)),
            step=_whole(fields.get("step", 0), "step", 0, MAX_STEP),
            roles=tuple((name, _whole(fields.get(name, 1), name, 1, MAX_PLAYERS)) for name in declared.roles),
            hands=hands,
            names=_list(fields.get("names", ()), "names"),
            options=options,
            predict=_flag(fields.get("predict", False), "predict"),
            revealed=_whole(fields["revealed"], "revealed", 0, MAX_STEP)
            if fields.get("revealed") not in (None, "") else None,
            picked=_whole(fields["picked"], "picked", 0, MAX_CHOICE) if fields.get("picked") not in (None, "") else None,
            ruled=_whole(fields["ruled"], "ruled", 0, MAX_CHOICE) if fields.get("ruled") not in (None, "") else None,
            right=right,
            asked=asked,
            declared=declared,
        )

    @classmethod
    def from_fragment(cls, fragment: str, fallback: WidgetState, retired: frozenset[str] = frozenset()) -> WidgetState:
        """Read the state a shared URL carries; fields it leaves out keep the ``fallback``'s values. The link may
        repeat the widget's game and kind but never change them: a widget placed on a page for one game stays one.
        A ``retired`` field that this widget does not read is passed over, so that a link written when every
        scenario carried another game's role still opens."""
        if len(fragment) > MAX_FRAGMENT:
            raise EngineError("fragment", say("the link is longer than any this page makes (at most {most:,} "
                                              "characters after the #, not {length:,})", most=MAX_FRAGMENT,
                                              length=len(fragment)))
        given = query.decode(_unicode(fragment, "fragment"))
        for name in ("game", "kind"):
            asked, own = given.get(name, "").strip(), str(getattr(fallback, name))
            if asked and asked != own:
                raise EngineError("fragment", say("it asks for the {name} {asked}, and this widget's {name} is "
                                                  "{own}: a link cannot change a widget's game or kind",
                                                  name=say(name), asked=shown(asked[:40]), own=shown(own)))
        reads = set(fallback.declared.roles) | set(fallback.declared.options)
        kept = {name: value for name, value in given.items() if name not in retired or name in reads}
        return fallback.anew({**fallback.as_dict(), **kept})

    def as_dict(self) -> dict[str, object]:
        """The JSON form, as ``data-state`` holds it; fields at their defaults are left out."""
        data: dict[str, object] = {"game": self.game, "kind": self.kind}
        if self.variant is not None:
            data["variant"] = self.variant
        if self.seed is not None:
            data["seed"] = self.seed
        data["players"] = self.players
        if self.step:
            data["step"] = self.step
        if self.kind == "scenario" and self.hands:
            data.update(self.roles)
            data["hands"] = "|".join(self.hands)
        if self.names:
            data["names"] = "|".join(self.names)
        data.update(self.options)
        if self.predict:
            data["predict"] = 1
            if self.revealed is not None:
                data["revealed"] = self.revealed
            data.update((name, value) for name, value in (("picked", self.picked), ("ruled", self.ruled))
                        if value is not None)
            data.update((name, value) for name, value in (("right", self.right), ("asked", self.asked)) if value)
        return data

    def role(self, name: str) -> int:
        """The seat, counted from 1, that the state gives one of the game's roles: the first unless it says."""
        return dict(self.roles).get(name, 1)

    def option(self, name: str, default: str = "") -> str:
        """The text of one of the game's options, or ``default`` when the state does not give it."""
        return dict(self.options).get(name, default)

    def with_options(self, **changes: str) -> WidgetState:
        """A copy with some of the game's options set (an empty text removes one), from the first step; a name
        that is none of them is a mistake of the caller, raised as a ``KeyError``."""
        known = self.declared.options
        strange = set(changes) - set(known)
        if strange:
            raise KeyError(f"{self.game} widgets have no option {', '.join(sorted(strange))}")
        merged = {**dict(self.options), **changes}
        return replace(self, step=0, options=tuple((name, merged[name]) for name in known if merged.get(name)))

    def anew(self, fields: object) -> WidgetState:
        """A state read from ``fields`` for the same game's widgets (a field changed, checked as a link's would be)."""
        return WidgetState.from_fields(fields, self.declared)

    def to_fragment(self) -> str:
        """The state as the query after ``#<widget id>:`` in a URL."""
        return query.encode(self.as_dict())

    def seated(self, players: object) -> WidgetState:
        """The same widget at a table of ``players`` seats, from the first step; a scenario keeps the hands
        of the seats that remain and gets empty ones for new seats, for the reader to fill, and a role held by a
        seat removed passes to the last seat."""
        count = _players(players)
        hands = tuple((list(self.hands) + [""] * count)[:count]) if self.kind == "scenario" and self.hands else ()
        roles = tuple((name, min(seat, count)) for name, seat in self.roles)
        return replace(self, players=count, hands=hands, roles=roles, step=0)

    def but(self, **changes: object) -> WidgetState:
        """A copy with some fields changed."""
        return replace(self, **changes)  # type: ignore[arg-type]


def _text(value: object, field: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise EngineError(field, say("expected a name such as 'farmer'"))
    return _checked(value, field).strip()


def _checked(text: str, field: str) -> str:
    """``text`` when it is at most :data:`MAX_TEXT` characters of valid Unicode (no lone surrogate, which no page
    or URL can carry)."""
    if len(text) > MAX_TEXT:
        raise EngineError(field, say("is longer than {most} characters", most=MAX_TEXT))
    return _unicode(text, field)


def is_unicode(text: str) -> bool:
    """Whether ``text`` is valid Unicode: no lone surrogate, which no page or URL can carry (a tampered message may,
    and no browser could receive it back)."""
    if text.isascii():
        return True
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _unicode(text: str, field: str) -> str:
    """``text`` when it is valid Unicode (:func:`is_unicode`), else a refusal naming ``field``."""
    if not is_unicode(text):
        raise EngineError(field, say("holds a character that is not valid Unicode (a lone surrogate)"))
    return text


def _whole(value: object, field: str, lowest: int, highest: int) -> int:
    """A whole number from ``lowest`` to ``highest``, given as a JSON number or as text of the digits 0 to 9."""
    number = _number(value)
    if isinstance(number, bool) or not isinstance(number, int) or not lowest <= number <= highest:
        raise EngineError(field, say("must be a whole number from {lowest} to {highest}, not {given}", lowest=lowest,
                                     highest=highest, given=shown(value)))
    return number


def _flag(value: object, field: str) -> bool:
    """A mode switched on or off: ``1``, ``0``, ``true`` or ``false``, as text or as a JSON value."""
    if value in (True, 1, "1", "true", "on"):
        return True
    if value in (False, 0, "0", "false", "off", ""):
        return False
    raise EngineError(field, say("must be 1 (on) or 0 (off), not {given}", given=shown(value)))


def _players(value: object) -> int:
    """A table's number of seats, from 1 to :data:`MAX_PLAYERS`; the game's own range is the engine's to check."""
    return _whole(value, "players", 1, MAX_PLAYERS)


def _seed(value: object) -> int:
    """A seed given as a JSON number or as text of the digits 0 to 9, in the engine's bounds and words."""
    return parse_seed(_number(value))


def _number(value: object) -> object:
    """Text of at most :data:`_MAX_DIGITS` digits 0 to 9 as its number; any other value as it is, stripped.
    ``"²".isdigit()`` holds, but ``int`` refuses it, and ``int`` refuses text of more than 4,300 digits."""
    if not isinstance(value, str):
        return value
    text = value.strip()
    return int(text) if text.isascii() and text.isdigit() and len(text) <= _MAX_DIGITS else text


def _option(value: object, field: str) -> str:
    """An option's text; numbers are accepted as their decimal text."""
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        raise EngineError(field, say("expected text such as '2', not {given}", given=shown(value)))
    if isinstance(value, int) and abs(value) >= 10**_MAX_DIGITS:
        raise EngineError(field, say("a number of at most {most} digits, not {given}", most=_MAX_DIGITS,
                                     given=shown(value)))
    text = _checked(str(value), field).strip()
    if any(c.isdigit() and not c.isascii() for c in text):
        raise EngineError(field, say("write numbers with the digits 0 to 9, not {given}", given=shown(text)))
    return text


def _list(value: object, field: str) -> tuple[str, ...]:
    """Entries separated by ``|`` (or given as a list), each stripped; one per seat at the most."""
    if isinstance(value, str):
        parts: list[object] = list(value.split("|", MAX_PLAYERS)) if value.strip() else []
    elif isinstance(value, (list, tuple)):
        parts = list(value[:MAX_PLAYERS + 1])
    else:
        raise EngineError(field, say("expected entries separated by '|'"))
    if len(parts) > MAX_PLAYERS:
        raise EngineError(field, say("at most {most} entries, one for each seat", most=MAX_PLAYERS))
    texts = [part for part in parts if isinstance(part, str)]
    if len(texts) < len(parts):
        raise EngineError(field, say("expected entries separated by '|'"))
    return tuple(_checked(text, f"{field}[{i}]").strip() for i, text in enumerate(texts))
