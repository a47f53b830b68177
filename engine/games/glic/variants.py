"""The rule set of Glic as data: its packs, the board's compartments and the cards that claim them.

There is one rule set (after Parlett); the pack is chosen per request, and the
pack decides which ranks claim the honours: a German pack has the Sau for the
ace and the Ober and Unter for the queen and jack; the Spanish pack has the
caballo and sota for the queen and jack and, having no ten, the nine for the ten.

>>> PARLETT.max_players_for(PACKS["french-32"])
6
>>> [(c.compartment, c.rank, c.rule) for c in honours(PACKS["german-48"])][:3]
[('ace', '2', 'glic.claim.sau'), ('king', 'K', 'glic.claim.honour'), ('queen', 'O', 'glic.claim.ober-unter')]
>>> [(c.compartment, c.rank) for c in honours(PACKS["spanish-48"])]
[('ace', '1'), ('king', 'R'), ('queen', 'C'), ('jack', 'S'), ('ten', '9')]
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards import GERMAN, SPANISH
from engine.catalogue import RuleSet
from engine.games.glic.rulebook import GLIC
from engine.packs import PACKS, Pack

HAND_SIZE = 5
"""Cards dealt to each player."""

COMPARTMENTS = ("ace", "king", "queen", "jack", "ten", "marriage", "sequence", "poch")
"""The eight compartments of the board, in the board's order; each is a pot of the ledger."""

POCH = "poch"
STAKED = COMPARTMENTS[:7]
"""The compartments dressed with a penny before each deal: all but the Poch."""

TITLES = {"ace": "Ace", "king": "King", "queen": "Queen", "jack": "Jack", "ten": "Ten", "marriage": "Marriage",
          "sequence": "Sequence", "poch": "Poch"}
"""Each compartment's name as the board writes it."""


@dataclass(frozen=True, slots=True)
class Honour:
    """A compartment claimed by the holder of one rank of trumps, under ``rule``."""

    compartment: str
    rank: str
    rule: str


@dataclass(frozen=True)
class Variant(RuleSet):
    """The rule set: its rule book, its default pack and the packs a request may choose."""

    default_limit: int

    @staticmethod
    def max_players_for(pack: Pack) -> int:
        """The most players the pack serves: five cards each and one left to turn up."""
        return (len(pack) - 1) // HAND_SIZE

    def most_players(self, pack: Pack) -> int:
        """The most players the pack serves (:meth:`max_players_for`)."""
        return self.max_players_for(pack)


def honours(pack: Pack) -> tuple[Honour, ...]:
    """The five honour compartments and the rank of trumps that claims each in this pack."""
    honour = "glic.claim.honour"
    if pack.system is SPANISH:
        courts = "glic.claim.spanish-courts"
        return (Honour("ace", "1", honour), Honour("king", "R", honour), Honour("queen", "C", courts),
                Honour("jack", "S", courts), Honour("ten", "9", "glic.claim.spanish-nine"))
    if pack.system is not GERMAN:
        return tuple(Honour(name, rank, honour) for name, rank in
                     (("ace", "A"), ("king", "K"), ("queen", "Q"), ("jack", "J"), ("ten", "10")))
    sau = "glic.claim.sau" if len(pack) == 48 else "glic.claim.sau-short"
    return (Honour("ace", "2", sau), Honour("king", "K", honour), Honour("queen", "O", "glic.claim.ober-unter"),
            Honour("jack", "U", "glic.claim.ober-unter"), Honour("ten", "10", honour))


def marriage_ranks(pack: Pack) -> tuple[str, str]:
    """The king and the queen (the Ober in a German pack, the rey and caballo in a Spanish one) that make a
    Marriage."""
    if pack.system is SPANISH:
        return ("R", "C")
    return ("K", "O") if pack.system is GERMAN else ("K", "Q")


SEQUENCE_RANKS = ("7", "8", "9")
"""The seven, eight and nine of trumps that make a Sequence."""


PARLETT = Variant(
    game="glic", id="parlett", title="Glic (after Parlett)", book=GLIC, pack=PACKS["french-52"],
    packs=("french-52", "german-48", "french-32", "german-32", "spanish-48"),
    pack_refusal="Glic is not played with {cut}: the packs are {packs}", min_players=3, max_players=10,
    default_players=4, players_named="With {pack} the players", default_limit=10,
)
"""The one rule set: the French 52-card pack by default, for 3 to 10 players."""
