"""A widget's state: everything its view depends on, as a Markdown block, JSON and a URL fragment give it.

The state says which game and variant, which kind of widget, the seed and
players of a deal, the step shown, for a scenario the farmer and the hands
typed by the reader, and the options some games add (:data:`OPTIONS`: stakes,
the reader's decisions, a given order of cards, a pack). The view is a pure function of it, so a state written
into a URL reopens exactly the same view. Checking the values against the
rules is left to the engine, which names the faulty field.

>>> state = WidgetState.from_fields({"game": "farmer", "kind": "steps", "seed": "42", "step": "3"})
>>> state.to_fragment()
'game=farmer&kind=steps&seed=42&players=5&step=3'
>>> WidgetState.from_fragment(state.to_fragment(), state) == state
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from engine.errors import EngineError
from widgets import fragment as query

KINDS = ("deal", "steps", "scenario", "play")
"""deal: sample hands; steps: the explanation one rule at a time; scenario: hands typed by the reader;
play: a hand of a trick-taking game played card by card, in which the reader may take a seat."""

OPTIONS = ("pack", "stakes", "decisions", "order", "trump", "limit", "deals", "seat")
"""Fields that only some games read, kept as the text the reader or the page gave; the game's renderer turns
them into its engine request, and the engine checks them and names the field it refuses:

- ``pack``: the pack dealt, where a game offers several;
- ``stakes``: the stakes placed before the deal, in the game's own notation (``"A:2 7:1"``);
- ``decisions``: the reader's choices so far, in order, separated by commas (``"ride,take"``);
- ``order``: a given order of cards for a scenario, top card first;
- ``trump``: the turned-up trump card of a scenario;
- ``limit``: a table limit on betting;
- ``deals``: how many deals a session plays;
- ``seat``: the seat the reader takes at a table of a trick-taking game (the reader's cards are then the
  ``decisions``).
"""

_FIELDS = ("game", "variant", "kind", "seed", "players", "step", "farmer", "hands", "names", *OPTIONS)


@dataclass(frozen=True)
class WidgetState:
    """What a widget shows; ``hands`` and ``farmer`` belong to scenarios, ``seed`` to deals."""

    game: str
    kind: str
    variant: str | None = None
    seed: int | None = None
    players: int = 5
    step: int = 0
    farmer: int = 1
    hands: tuple[str, ...] = ()
    """One entry per seat: the cards separated by spaces (an empty entry for a Ferme farmer)."""
    names: tuple[str, ...] = ()
    options: tuple[tuple[str, str], ...] = ()
    """The :data:`OPTIONS` given, as (name, text) pairs in the order of :data:`OPTIONS`."""

    @classmethod
    def from_fields(cls, fields: object) -> WidgetState:
        """Read a state from text fields (a Markdown block, a URL fragment) or JSON values; a scenario has as
        many players as hands."""
        if not isinstance(fields, Mapping):
            raise EngineError("state", "a widget's state is a set of fields such as game, kind and seed")
        unknown = sorted(set(fields) - set(_FIELDS))
        if unknown:
            raise EngineError(unknown[0], f"unknown widget field; the fields are: {', '.join(_FIELDS)}")
        game = _text(fields.get("game"), "game")
        kind = _text(fields.get("kind", "deal"), "kind")
        if kind not in KINDS:
            raise EngineError("kind", f"unknown kind of widget {kind!r}: the kinds are {', '.join(KINDS)}")
        variant = _text(fields["variant"], "variant") if fields.get("variant") not in (None, "") else None
        seed = _whole(fields["seed"], "seed") if fields.get("seed") not in (None, "") else None
        if kind != "scenario" and seed is None:
            raise EngineError("seed", "a deal needs a seed: a whole number such as 42")
        hands = _list(fields.get("hands", ()), "hands")
        options = tuple((name, _option(fields[name], name)) for name in OPTIONS
                        if fields.get(name) not in (None, ""))
        if kind == "scenario" and not hands and "order" not in dict(options):
            raise EngineError("hands", "a scenario needs the players' hands, such as 'KS 2C 3D | 7C 9D'")
        return cls(
            game=game,
            kind=kind,
            variant=variant,
            seed=seed,
            players=len(hands) if kind == "scenario" and hands else _whole(fields.get("players", 5), "players"),
            step=_whole(fields.get("step", 0), "step"),
            farmer=_whole(fields.get("farmer", 1), "farmer"),
            hands=hands,
            names=_list(fields.get("names", ()), "names"),
            options=options,
        )

    @classmethod
    def from_fragment(cls, fragment: str, fallback: WidgetState) -> WidgetState:
        """Read the state a shared URL carries; fields it leaves out keep the ``fallback``'s values."""
        given = query.decode(fragment)
        merged = {**fallback.as_dict(), **given}
        return cls.from_fields(merged)

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
            data["farmer"] = self.farmer
            data["hands"] = "|".join(self.hands)
        if self.names:
            data["names"] = "|".join(self.names)
        data.update(self.options)
        return data

    def option(self, name: str, default: str = "") -> str:
        """The text of one of the :data:`OPTIONS`, or ``default`` when the state does not give it."""
        return dict(self.options).get(name, default)

    def with_options(self, **changes: str) -> WidgetState:
        """A copy with some :data:`OPTIONS` set (an empty text removes one), from the first step."""
        merged = {**dict(self.options), **changes}
        return replace(self, step=0, options=tuple((name, merged[name]) for name in OPTIONS if merged.get(name)))

    def to_fragment(self) -> str:
        """The state as the query after ``#<widget id>:`` in a URL."""
        return query.encode(self.as_dict())

    def seated(self, players: object) -> WidgetState:
        """The same widget at a table of ``players`` seats, from the first step; a scenario keeps the hands
        of the seats that remain and gets empty ones for new seats, for the reader to fill."""
        count = _whole(players, "players")
        hands = tuple((list(self.hands) + [""] * count)[:count]) if self.kind == "scenario" and self.hands else ()
        return replace(self, players=count, hands=hands, farmer=min(self.farmer, count), step=0)

    def but(self, **changes: object) -> WidgetState:
        """A copy with some fields changed."""
        return replace(self, **changes)  # type: ignore[arg-type]


def _text(value: object, field: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise EngineError(field, "expected a name such as 'farmer'")
    return value.strip()


def _whole(value: object, field: str) -> int:
    if isinstance(value, bool):
        raise EngineError(field, f"must be a whole number, not {value!r}")
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().isdigit():
        return int(value.strip())
    raise EngineError(field, f"must be a whole number, not {value!r}")


def _option(value: object, field: str) -> str:
    """An option's text; numbers are accepted as their decimal text."""
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        raise EngineError(field, f"expected text such as '2', not {value!r}")
    text = str(value).strip()
    if len(text) > 500:
        raise EngineError(field, "is longer than 500 characters")
    return text


def _list(value: object, field: str) -> tuple[str, ...]:
    """Entries separated by ``|`` (or given as a list), each stripped."""
    if isinstance(value, str):
        return tuple(part.strip() for part in value.split("|")) if value.strip() else ()
    if isinstance(value, (list, tuple)) and all(isinstance(part, str) for part in value):
        return tuple(part.strip() for part in value)
    raise EngineError(field, "expected entries separated by '|'")
