"""The two variants of Landsknecht: the same coup, with cards matching by suit or by rank.

>>> from engine.packs import PACKS
>>> card = PACKS["french-52"].parse("7H", "card")
>>> SUIT.key(card), RANK.key(card)
('H', '7')
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import Card
from engine.catalogue import RuleSet
from engine.games.landsknecht import rulebook
from engine.packs import PACKS

OFFERED_PACKS = ("french-52", "german-48", "german-32", "swiss-36")
"""The packs a request may ask for, the first being the default."""

_PACK_REFUSAL = "Landsknecht is offered with the packs {packs}, not {given}"


@dataclass(frozen=True)
class Variant(RuleSet):
    """One way of matching cards; everything else about the coup is common to both variants. Its ``pack`` is
    the default, as the catalogue lists it; a request may choose another of :data:`OFFERED_PACKS`."""

    matches_by: str
    """``"suit"`` or ``"rank"``."""

    @property
    def match_rule(self) -> str:
        """The id of the rule saying when two cards match."""
        return f"landsknecht.match.{self.matches_by}"

    def key(self, card: Card) -> str:
        """What two cards must share to match: the suit's code or the rank's code."""
        return card.suit.code if self.matches_by == "suit" else card.rank.code


SUIT = Variant(game="landsknecht", id="suit", title="Landsknecht, matching by suit", book=rulebook.SUIT_BOOK,
               pack=PACKS[OFFERED_PACKS[0]], min_players=2, max_players=10, default_players=4,
               players_named="In Landsknecht the players", packs=OFFERED_PACKS, pack_refusal=_PACK_REFUSAL,
               matches_by="suit")
RANK = Variant(game="landsknecht", id="rank", title="Landsknecht, matching by rank", book=rulebook.RANK_BOOK,
               pack=PACKS[OFFERED_PACKS[0]], min_players=2, max_players=10, default_players=4,
               players_named="In Landsknecht the players", packs=OFFERED_PACKS, pack_refusal=_PACK_REFUSAL,
               matches_by="rank")
