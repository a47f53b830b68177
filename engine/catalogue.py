"""What a game offers the API: its rule sets (variants), each with a rule book, and the actions it answers.

Every game's variant extends :class:`RuleSet`, which holds what the catalogue and the driver read of any rule
set, so those fields are declared once. A :class:`Game` is generic in its variant type, so that each action
is typed with the variant it reads; the API reaches every game through :meth:`Game.answer`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any, Generic, NotRequired, Protocol, TypedDict, TypeVar

from engine import described
from engine.errors import EngineError, shown
from engine.field_words import reason
from engine.options import Declared, Field, FieldJson
from engine.packs import PACKS, Pack
from engine.rules import RuleBook
from engine.sources import Source


@dataclass(frozen=True, kw_only=True)
class RuleSet:
    """One rule set of a game: its game and own id, its title, its rule book, its (default) pack and the packs a
    request may choose instead, and how many may play; with the words its refusals use. The catalogue lists
    these declarations and :mod:`engine.request` reads a request's fields by them."""

    game: str
    id: str
    title: str
    book: RuleBook
    pack: Pack
    min_players: int
    max_players: int
    default_players: int
    """How many sit when a request does not say."""
    players_named: str
    """How a refusal names the number of players (``"In {title} the players"``; ``{low}`` and ``{high}`` stand for
    the fewest and the most, ``{pack}`` for the chosen pack's description); for a rule set of one table size, what
    the game is for. Another language gives it by its English (:func:`engine.described.templated`)."""
    packs: tuple[str, ...] = ()
    """The packs a request may choose, :attr:`pack` the default among them; none when the rule set fixes it."""
    packs_by_players: tuple[tuple[str, int, int], ...] = ()
    """The packs a rule set deals by the number of players, not by a request's choice: each pack with the fewest
    and the most players it is dealt to; none when one pack serves every table."""
    pack_refusal: str = ""
    """The refusal of another pack: ``{given}`` stands for the pack asked for, ``{cut}`` for it cut short,
    ``{packs}`` for :attr:`packs`. Another language gives it by its English (:func:`engine.described.templated`)."""

    def most_players(self, pack: Pack) -> int:
        """The most players ``pack`` serves under this rule set (:attr:`max_players`, unless the pack holds too
        few cards)."""
        return self.max_players


V = TypeVar("V", bound=RuleSet)


class PlayersJson(TypedDict):
    """The fewest and the most players of a rule set."""

    min: int
    max: int


class PackJson(TypedDict):
    """A pack a rule set is dealt from: its id, its number of cards, what it is, whether it is the default, and,
    where the number of players chooses the pack, the players it is dealt to."""

    id: str
    size: int
    description: str
    default: bool
    players: NotRequired[PlayersJson]


class VariantJson(TypedDict):
    """A rule set in the catalogue: its default pack (``pack``) and every pack it takes (``packs``), and for each
    action the fields a request may give (``requests``)."""

    id: str
    title: str
    players: PlayersJson
    pack: dict[str, object]
    packs: list[PackJson]
    rules: int
    requests: dict[str, list[FieldJson]]


class GameJson(TypedDict):
    """A game in the catalogue: ``actions`` names its actions, whose fields each variant's ``requests`` lists."""

    id: str
    title: str
    family: str
    summary: str
    default_variant: str
    actions: list[str]
    variants: list[VariantJson]


class CatalogueJson(TypedDict):
    """The answer to ``catalogue``: every game, and the fields of the engine's own actions."""

    games: list[GameJson]
    requests: dict[str, list[FieldJson]]


def pack_json(pack: Pack, default: bool) -> PackJson:
    """A pack as the catalogue lists it."""
    return {"id": pack.id, "size": len(pack), "description": pack.description, "default": default}


def no_text(response: Mapping[str, Any]) -> str | None:
    """The terminal's text of a game that prints none of its answers in its own way."""
    return None


def packs_json(ruleset: RuleSet) -> list[PackJson]:
    """Every pack a rule set is dealt from: those a request may choose, or those the number of players chooses
    (with the players each serves), or its one pack."""
    if ruleset.packs_by_players:
        return [{**pack_json(PACKS[pack], pack == ruleset.pack.id), "players": {"min": low, "max": high}}
                for pack, low, high in ruleset.packs_by_players]
    return [pack_json(PACKS[pack], pack == ruleset.pack.id) for pack in ruleset.packs or (ruleset.pack.id,)]


@dataclass(frozen=True)
class Timed:
    """A request a benchmark times, under the title its table prints: a click of the site (timed inside Pyodide),
    or with ``count``, a session of many deals or coups timed per deal through ``handle``."""

    title: str
    request: dict[str, object]
    count: str = ""
    """The field that counts a session's deals or coups (empty for a click)."""
    most: int = 0
    """The most deals or coups one request of the session may ask for."""
    switchable: bool = False
    """Whether the session may turn its explanations off, so that their cost is measured too."""


@dataclass(frozen=True)
class Game(Generic[V]):
    """A game: its id, titles, its variants by id, and its actions by name; and what a generic part reads of it
    besides: a request of each action, its heaviest requests and how a terminal prints its own answers. Whatever
    goes through every game (the catalogue, the suites over every game, the benchmarks) reads it here, so that a
    game declares itself in its own package and one line of :data:`engine.games.PACKAGES`."""

    id: str
    title: str
    family: str
    summary: str
    variants: Mapping[str, V]
    default_variant: str
    actions: Mapping[str, Declared[V]]
    example_request: Callable[[str, V, int | None], dict[str, object]]
    """A request of an action that a rule set answers, less its action, game and variant: at a table of
    ``players`` when given (a scenario then holds a hand for each), else as the game deals by default. The
    generic suites (catalogue, conformance) start from it: :meth:`example`."""
    heaviest_requests: Callable[[str, V], list[dict[str, object]]]
    """The heaviest requests of an action that a rule set accepts, whole, at the bounds it declares
    (:mod:`engine.bounds`): the limits test holds each to a count of calls and of bytes, and the requests
    benchmark measures them: :meth:`heaviest`."""
    text: Callable[[Mapping[str, Any]], str | None] = no_text
    """How a terminal prints one of its answers (:mod:`engine.terminal`): the text, or ``None`` where the
    terminal's own listing of the answer's parts serves."""
    timed: tuple[Timed, ...] = ()
    """The requests the benchmarks time: the site's clicks that carry a target, and the long sessions."""

    def variant(self, request: Mapping[str, object]) -> V:
        """The variant a request names (the default when it names none), or an error naming ``variant``."""
        variant_id = request.get("variant", self.default_variant)
        if not isinstance(variant_id, str) or variant_id not in self.variants:
            raise EngineError("variant", reason("refuse.unknown-variant", given=shown(variant_id),
                                                game=described.worded(self.title), variants=tuple(self.variants)))
        return self.variants[variant_id]

    def answer(self, action: str, request: Mapping[str, object]) -> Mapping[str, object]:
        """The answer of ``action`` (one of :attr:`actions`) to ``request``, for the variant it names."""
        return self.actions[action](self.variant(request), request)

    def describe(self) -> GameJson:
        """The game's catalogue entry."""
        return {
            "id": self.id,
            "title": self.title,
            "family": self.family,
            "summary": self.summary,
            "default_variant": self.default_variant,
            "actions": sorted(self.actions),
            "variants": [
                {
                    "id": v.id,
                    "title": v.title,
                    "players": {"min": v.min_players, "max": v.max_players},
                    "pack": {"id": v.pack.id, "size": len(v.pack), "description": v.pack.description},
                    "packs": packs_json(v),
                    "rules": len(v.book),
                    "requests": {action: [declared.describe() for declared in self.fields(action, v.id)]
                                 for action in sorted(self.actions)},
                }
                for v in self.variants.values()
            ],
        }

    def example(self, action: str, variant_id: str, players: int | None = None) -> dict[str, object]:
        """A whole request of ``action`` that the rule set ``variant_id`` answers (at a table of ``players`` when
        given): the game's :attr:`example_request` under its action, game and variant."""
        head: dict[str, object] = {"action": action, "game": self.id, "variant": variant_id}
        return {**head, **self.example_request(action, self.variants[variant_id], players)}

    def heaviest(self, action: str, variant_id: str) -> list[dict[str, object]]:
        """The heaviest requests of ``action`` that the rule set ``variant_id`` accepts (:attr:`heaviest_requests`)."""
        return self.heaviest_requests(action, self.variants[variant_id])

    @property
    def sources(self) -> tuple[Source, ...]:
        """Every source its rules cite, and every summary through which one is known, each once, in the order the
        rule books first cite them: the game's share of the bibliography."""
        cited = (source for variant in self.variants.values() for rule in variant.book.values()
                 for source in (rule.source, rule.after) if source is not None)
        return tuple(dict.fromkeys(cited))

    def fields(self, action: str, variant_id: str) -> list[Field]:
        """The fields ``action`` takes under the variant ``variant_id``, as they hold there: the action, game and
        variant with their choices, then the action's own; a field the rule set does not offer is left out."""
        head: dict[str, dict[str, Any]] = {"action": {"choices": (action,)}, "game": {"choices": (self.id,)},
                "variant": {"choices": tuple(self.variants), "default": self.default_variant}}
        bound = [declared.at(self.variants[variant_id]) for declared in self.actions[action].fields]
        return [replace(declared, **head[declared.name]) if declared.name in head else declared
                for declared in bound if declared.offered]


class Listed(Protocol):
    """A game as the API lists and asks it, whatever its variant type."""

    @property
    def id(self) -> str: ...

    @property
    def title(self) -> str: ...

    @property
    def variants(self) -> Mapping[str, RuleSet]: ...

    @property
    def default_variant(self) -> str: ...

    @property
    def actions(self) -> Mapping[str, object]: ...

    def variant(self, request: Mapping[str, object]) -> RuleSet: ...

    def answer(self, action: str, request: Mapping[str, object]) -> Mapping[str, object]: ...

    def describe(self) -> GameJson: ...

    def text(self, response: Mapping[str, Any]) -> str | None: ...

    def example(self, action: str, variant_id: str, players: int | None = None) -> dict[str, object]: ...

    def heaviest(self, action: str, variant_id: str) -> list[dict[str, object]]: ...

    @property
    def timed(self) -> tuple[Timed, ...]: ...

    @property
    def sources(self) -> tuple[Source, ...]: ...

    def fields(self, action: str, variant_id: str) -> list[Field]: ...
