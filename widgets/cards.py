"""Cards on screen: a card face with its rank and suit symbol, coloured by suit, named for screen readers.

The French suit symbols are characters every font has. The German suits (acorns, leaves, hearts, bells)
have no such characters, only emoji, which many computers cannot draw; their card faces carry a small
drawing instead (:data:`GERMAN_PIPS`), so they look the same everywhere.
"""

from __future__ import annotations

from engine.cards import parse_any
from widgets.html import attrs, esc


GERMAN_PIPS = {
    "E": '<path d="M4 9C4 4 16 4 16 9Z" fill="#5a3510"/><path d="M9.3 3h1.4v2.5H9.3Z" fill="#5a3510"/>'
         '<path d="M5.5 9h9C14.5 15 12 18 10 18S5.5 15 5.5 9Z" fill="#a8672b"/>',
    "G": '<path d="M10 1C16 5 17 11 10 18C3 11 4 5 10 1Z" fill="#2e7d32"/>'
         '<path d="M10 4V19" stroke="#123d14" stroke-width="1.2"/>',
    "R": '<path d="M10 17C4 12 1.5 9 1.5 6A4.3 4.3 0 0 1 10 4.5A4.3 4.3 0 0 1 18.5 6C18.5 9 16 12 10 17Z" '
         'fill="#c62828"/>',
    "B": '<path d="M10 2C6.5 2 5.5 5.5 5.5 9L4 14H16L14.5 9C14.5 5.5 13.5 2 10 2Z" fill="#e0a800" '
         'stroke="#6e5200" stroke-width="1"/><circle cx="10" cy="16" r="2" fill="#6e5200"/>',
}
"""Drawings of the German suits, by suit code, in a 20 by 20 box."""


def _symbol(code: str, symbol: str) -> str:
    pip = GERMAN_PIPS.get(code)
    if pip is None:
        return esc(symbol)
    return f'<svg class="ma-card__pip" viewBox="0 0 20 20" width="20" height="20" focusable="false">{pip}</svg>'


def card(code: str, highlighted: bool = False) -> str:
    """One card of any system, from its short notation (``"6H"``, ``"OE"``) as the engine's responses write it."""
    face = parse_any(code)
    classes = f"ma-card ma-card--{face.suit.colour}" + (" is-highlighted" if highlighted else "")
    return (
        f'<span{attrs(class_=classes, data_card=str(face), role="img", aria_label=face.name)}>'
        f'<span class="ma-card__rank" aria-hidden="true">{esc(face.rank.code)}</span>'
        f'<span class="ma-card__suit" aria-hidden="true">{_symbol(face.suit.code, face.suit.symbol)}</span></span>'
    )


def hand(codes: list[str], highlighted: frozenset[str] = frozenset()) -> str:
    """A row of cards, those in ``highlighted`` marked."""
    return '<span class="ma-hand">' + "".join(card(code, code in highlighted) for code in codes) + "</span>"
