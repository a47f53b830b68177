"""What a game offers the API: its variants, each with a rule book, and the actions it answers."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from engine.packs import Pack
from engine.rules import RuleBook


class Variant(Protocol):
    """What the catalogue needs to know of any rule set."""

    id: str
    title: str
    book: RuleBook
    pack: Pack
    min_players: int
    max_players: int


@dataclass(frozen=True)
class Game:
    """A game: its id, titles, its variants by id, and its actions by name."""

    id: str
    title: str
    family: str
    summary: str
    variants: Mapping[str, Any]
    default_variant: str
    actions: Mapping[str, Callable[[Any, Mapping[str, object]], Mapping[str, object]]]

    def describe(self) -> dict[str, object]:
        """The game's catalogue entry."""
        variants: list[Variant] = list(self.variants.values())
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
                    "rules": len(v.book),
                }
                for v in variants
            ],
        }
