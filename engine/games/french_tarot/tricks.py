"""French Tarot's tricks for the shared trick engine: the power of the cards, the trumps, the Excuse and the
overtrump obligation, each case under its rule id, with the Petit imprenable as an option.

Trumps rank from the Monde (21) down to the Petit (1), and each suit from the roi, dame, cavalier and valet down
through ten to the ace: a card's power is its rank's order in the pack, which says just that.

>>> from engine.cards import TAROT_NOUVEAU as T
>>> [power(T.parse(text)) for text in ("1CE", "10CE", "VCE", "RCE", "1AT", "21AT")]
[1, 10, 11, 14, 1, 21]
>>> rules().overtrump, rules(imprenable=True).imprenable == PETIT
('french-tarot.play.overtrump', True)
"""

from __future__ import annotations

from engine.cards import TAROT_NOUVEAU, Card
from engine.tricks import TrickRules

EXCUSE = TAROT_NOUVEAU.parse("EXCUSE")
PETIT = TAROT_NOUVEAU.parse("PETIT")
TRUMPS = PETIT.suit


def power(card: Card) -> int:
    """The card's strength within its suit or among the trumps: the higher wins."""
    return card.rank.order


def rules(imprenable: bool = False) -> TrickRules:
    """The tricks of French Tarot; ``imprenable`` plays the Petit imprenable variant."""
    return TrickRules(
        power=power, trump=TRUMPS, lead="french-tarot.play.lead", follow="french-tarot.play.follow",
        trump_rule="french-tarot.play.trump", discard="french-tarot.play.renounce", win="french-tarot.trick.win",
        must_trump=True, excuse=EXCUSE, excuse_rule="french-tarot.excuse.play", overtrump="french-tarot.play.overtrump",
        excuse_lead="french-tarot.excuse.led", excuse_slam="french-tarot.excuse.slam",
        excuse_last="french-tarot.excuse.last-trick", imprenable=PETIT if imprenable else None,
        imprenable_rule="french-tarot.play.petit-imprenable" if imprenable else "")
