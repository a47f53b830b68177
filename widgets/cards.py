"""Cards on screen: a card face with its rank and suit symbol, coloured by suit, named for screen readers."""

from __future__ import annotations

from engine.cards import parse_any
from widgets.html import attrs, esc


def card(code: str, highlighted: bool = False) -> str:
    """One card of any system, from its short notation (``"6H"``, ``"OE"``) as the engine's responses write it."""
    face = parse_any(code)
    classes = f"ma-card ma-card--{face.suit.colour}" + (" is-highlighted" if highlighted else "")
    return (
        f'<span{attrs(class_=classes, data_card=str(face), role="img", aria_label=face.name)}>'
        f'<span class="ma-card__rank" aria-hidden="true">{esc(face.rank.code)}</span>'
        f'<span class="ma-card__suit" aria-hidden="true">{esc(face.suit.symbol)}</span></span>'
    )


def hand(codes: list[str], highlighted: frozenset[str] = frozenset()) -> str:
    """A row of cards, those in ``highlighted`` marked."""
    return '<span class="ma-hand">' + "".join(card(code, code in highlighted) for code in codes) + "</span>"
