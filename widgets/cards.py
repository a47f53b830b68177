"""Cards on screen: a card face with its rank and suit symbol, coloured by suit, named for screen readers.

The French suit symbols are characters every font has. The German suits (acorns, leaves, hearts, bells)
have no such characters, only emoji, which many computers cannot draw; their card faces carry a small
drawing instead (:data:`GERMAN_PIPS`), so they look the same everywhere. So do the Italian suits of the
tarot (swords, batons, cups, coins: :data:`ITALIAN_PIPS`); a tarot trump shows its number large under a
star that marks it as a trump, and the Fool shows a jester's cap of three bells instead of a rank. The
Spanish, Italian and Swiss suits are drawn the same way (:data:`SPANISH_PIPS`, :data:`ITALIAN_SUITED_PIPS`,
:data:`SWISS_PIPS`); every face is named in words for screen readers.

>>> 'data-card="21T"' in card("21T") and "ma-card--trump" in card("21T") and ">21<" in card("21T")
True
>>> 'aria-label="sota of oros"' in card("SOR") and "<svg" in card("BSC")
True
>>> "ma-card--fool" in card("FOOL") and 'aria-label="the Fool"' in card("FOOL")
True
>>> "ma-card--trump" in card("21AT") and 'aria-label="trump 21 (the Monde)"' in card("21AT") and "♠" in card("RPI")
True
>>> card("?") == BACK and 'aria-label="a card face down"' in hand(["?", "KS"])
True
"""

from __future__ import annotations

from engine.api import DEFAULT_LANGUAGE, UNSEEN, card_label, card_name, current_language, parse_any
from widgets.html import attrs, esc
from widgets.kept import Kept
from widgets.speech import Words

say = Words(__name__)


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

ITALIAN_PIPS = {
    "SW": '<path d="M10 1L12 4V13H8V4Z" fill="#b0bec5" stroke="#37474f" stroke-width="0.8"/>'
          '<path d="M4.5 13h11v2h-11Z" fill="#6d4c41"/><path d="M9 15h2v3.5H9Z" fill="#6d4c41"/>'
          '<circle cx="10" cy="19" r="1" fill="#6d4c41"/>',
    "BA": '<path d="M8.2 1.5h3.6L11 18.5H9Z" fill="#8d6e3f" stroke="#3e2a14" stroke-width="0.8"/>'
          '<path d="M7.5 6h5M7.7 11h4.6" stroke="#3e2a14" stroke-width="1.2"/>',
    "CU": '<path d="M3.5 2.5h13C16.5 8 13.5 11 10 11S3.5 8 3.5 2.5Z" fill="#c62828"/>'
          '<path d="M9 11h2v4.5H9Z" fill="#c62828"/><path d="M5.5 16.5h9v2h-9Z" fill="#c62828"/>',
    "CO": '<circle cx="10" cy="10" r="8" fill="#e0a800" stroke="#6e5200" stroke-width="1.2"/>'
          '<circle cx="10" cy="10" r="4" fill="none" stroke="#6e5200" stroke-width="1.2"/>',
    "T": '<path d="M10 1.5L12.2 7.5H18.5L13.4 11.3L15.3 17.5L10 13.7L4.7 17.5L6.6 11.3L1.5 7.5H7.8Z" '
         'fill="#5e35b1"/>',
    "X": '<path d="M2 15C3 9 6 5 10 3C14 5 17 9 18 15C15 13 12.5 12.5 10 12.5S5 13 2 15Z" fill="#2e7d32" '
         'stroke="#123d14" stroke-width="0.6"/><path d="M10 3L10 12.5M6 6.5L4 14M14 6.5L16 14" stroke="#c62828" '
         'stroke-width="1.4"/><circle cx="2.5" cy="15.5" r="1.8" fill="#e0a800"/>'
         '<circle cx="17.5" cy="15.5" r="1.8" fill="#e0a800"/><circle cx="10" cy="2.5" r="1.8" fill="#e0a800"/>',
}
"""Drawings of the Italian suits of the tarot, the trumps' star and the Fool's cap, by suit code, in a 20 by 20
box."""

SPANISH_PIPS = {
    "OR": '<circle cx="10" cy="10" r="8.3" fill="#e0a800" stroke="#6e5200" stroke-width="1.2"/>'
          '<path d="M10 4.5L11.6 8.4L15.5 10L11.6 11.6L10 15.5L8.4 11.6L4.5 10L8.4 8.4Z" fill="#c62828"/>',
    "CP": '<path d="M3 3h14C17 8.5 14 10.5 10 10.5S3 8.5 3 3Z" fill="#c62828" stroke="#7f1414" stroke-width="0.8"/>'
          '<path d="M8.6 10.5h2.8L11 14.5H9Z" fill="#e0a800"/><path d="M5 18.5C5 15.5 15 15.5 15 18.5Z" '
          'fill="#e0a800"/>',
    "ES": '<path d="M16.5 1.5L18.5 3.5L7 15L5 13Z" fill="#1e63b5" stroke="#0d3466" stroke-width="0.8"/>'
          '<path d="M2.5 11.5L8.5 17.5" stroke="#e0a800" stroke-width="2"/><path d="M5 15L2 18" '
          'stroke="#6d4c41" stroke-width="2.2" stroke-linecap="round"/>',
    "BT": '<path d="M5 18.5L3.5 17L12 3.5C13.5 1 17.5 2.5 16.5 5.5Z" fill="#2e7d32" stroke="#123d14" '
          'stroke-width="0.8"/><circle cx="11.5" cy="7.5" r="1.1" fill="#123d14"/>'
          '<circle cx="8.3" cy="12.2" r="1.1" fill="#123d14"/>',
}
"""Drawings of the Spanish suits (a coin, a cup, a straight sword, a knotted club), by suit code, in a 20 by 20
box."""

ITALIAN_SUITED_PIPS = {
    "CI": '<path d="M4 2h12C16 7 13.5 9.5 10 9.5S4 7 4 2Z" fill="#e0a800" stroke="#6e5200" stroke-width="0.8"/>'
          '<path d="M9 9.5h2v5H9Z" fill="#6e5200"/><path d="M5.5 15h9L16 18.5H4Z" fill="#c62828"/>',
    "DI": '<circle cx="10" cy="10" r="8.3" fill="#e0a800" stroke="#6e5200" stroke-width="1"/>'
          '<circle cx="10" cy="10" r="5.3" fill="#2e7d32"/><circle cx="10" cy="10" r="2.4" fill="#c62828"/>',
    "SI": '<path d="M3 18C6 11 10 5 17 1.5C13.5 7 10 12 5 19Z" fill="#1e63b5" stroke="#0d3466" stroke-width="0.8"/>'
          '<path d="M2 14.5L8 18.5" stroke="#c62828" stroke-width="2"/>',
    "BI": '<path d="M2.5 16L16 2.5L17.5 4L4 17.5Z" fill="#8d6e3f" stroke="#3e2a14" stroke-width="0.8"/>'
          '<circle cx="16.5" cy="3.5" r="2" fill="#c62828"/><circle cx="3.5" cy="16.5" r="2" fill="#c62828"/>',
}
"""Drawings of the Italian suits of the ordinary pack (a cup, a coin, a curved sword, a baton), by suit code, in
a 20 by 20 box; they differ from the tarot's, as the suits' codes do."""

SWISS_PIPS = {
    "SC": '<circle cx="10" cy="11" r="7" fill="#e0a800" stroke="#6e5200" stroke-width="1"/>'
          '<path d="M3.5 10h13" stroke="#6e5200" stroke-width="1.2"/><circle cx="10" cy="14.5" r="1.6" '
          'fill="#6e5200"/><path d="M8.5 2.5h3v2h-3Z" fill="#6e5200"/>',
    "RS": '<circle cx="10" cy="5" r="3.6" fill="#d81b60"/><circle cx="14.8" cy="8.5" r="3.6" fill="#d81b60"/>'
          '<circle cx="13" cy="14.2" r="3.6" fill="#d81b60"/><circle cx="7" cy="14.2" r="3.6" fill="#d81b60"/>'
          '<circle cx="5.2" cy="8.5" r="3.6" fill="#d81b60"/><circle cx="10" cy="10" r="2.8" fill="#e0a800"/>',
    "SH": '<path d="M3 2.5h14V9C17 14 13.5 17 10 18.5C6.5 17 3 14 3 9Z" fill="#e0a800" stroke="#212121" '
          'stroke-width="1.2"/><path d="M3.6 7.5h12.8" stroke="#212121" stroke-width="3"/>',
    "EI": '<path d="M4.5 8.5C4.5 4.5 15.5 4.5 15.5 8.5Z" fill="#6d7d1f"/><path d="M9.3 2.5h1.4v3H9.3Z" '
          'fill="#6d7d1f"/><path d="M6 8.5h8C14 14.5 12 18.5 10 18.5S6 14.5 6 8.5Z" fill="#e0a800" '
          'stroke="#6b3d12" stroke-width="0.8"/>',
}
"""Drawings of the Swiss suits (a round bell, a rose, a shield, an acorn), by suit code, in a 20 by 20 box."""

TAROT_NOUVEAU_PIPS = {"AT": ITALIAN_PIPS["T"], "EX": ITALIAN_PIPS["X"]}
"""The French-suited tarot's trumps and Excuse drawn as the Italian tarot's are (its suits are the French
symbols)."""

PIPS = {**GERMAN_PIPS, **ITALIAN_PIPS, **SPANISH_PIPS, **ITALIAN_SUITED_PIPS, **SWISS_PIPS, **TAROT_NOUVEAU_PIPS}


def _symbol(code: str, symbol: str) -> str:
    pip = PIPS.get(code)
    if pip is None:
        return esc(symbol)
    return f'<svg class="ma-card__pip" viewBox="0 0 20 20" width="20" height="20" focusable="false">{pip}</svg>'


_SPECIAL = {"T": " ma-card--trump", "X": " ma-card--fool", "AT": " ma-card--trump", "EX": " ma-card--fool"}
"""The extra class of the tarots' cards that belong to no suit: the trumps, and the Fool or the Excuse."""


DRAWN = Kept(128 * 1024)
"""Every card drawn, as :func:`card` drew it: a tarot's table shows some eighty cards at each step, and reading
each card's code again took most of a step's time in the browser. Every card of every system in its four looks
fits."""


BACK = '<span class="ma-card ma-card--back" role="img" aria-label="a card face down"></span>'
"""A card's back: how a card is drawn that an answer writes as ``"?"`` (:data:`~engine.model.UNSEEN`), one its
reader may not see; in English (:func:`back` is the same in the page's language)."""


def back() -> str:
    """A card's back (:data:`BACK`), named in the page's language."""
    if current_language() == DEFAULT_LANGUAGE:
        return BACK
    return f'<span class="ma-card ma-card--back" role="img"{attrs(aria_label=say("a card face down"))}></span>'


def card(code: str, highlighted: bool = False, down: bool = False) -> str:
    """One card of any system, from its short notation (``"6H"``, ``"OE"``) as the engine's responses write it;
    ``down`` marks a card that lies face down and is shown only because the viewer may see it. A card the reader may
    not see (``"?"``) is drawn as its back. A card is drawn in the page's language: its name for screen readers,
    and its rank in the letters that language prints (:func:`rank_shown`)."""
    return DRAWN.get((code, highlighted, down, current_language()), lambda: _drawn(code, highlighted, down))


def _drawn(code: str, highlighted: bool, down: bool) -> str:
    if code == UNSEEN:
        return back()
    face = parse_any(code)
    special = _SPECIAL.get(face.suit.code, "")
    classes = f"ma-card ma-card--{face.suit.colour}{special}" + (" is-highlighted" if highlighted else "") + \
        (" is-down" if down else "")
    rank = "" if face.suit.code in ("X", "EX") else rank_shown(code)
    named = card_name(face)
    label = say("{card}, face down", card=named) if down else named
    return (
        f'<span{attrs(class_=classes, data_card=str(face), role="img", aria_label=label)}>'
        f'<span class="ma-card__rank" aria-hidden="true">{esc(rank)}</span>'
        f'<span class="ma-card__suit" aria-hidden="true">{_symbol(face.suit.code, face.suit.symbol)}</span></span>'
    )


def rank_shown(code: str) -> str:
    """The rank the face of the card ``code`` shows: the rank's code in English; in another language, the rank as
    the engine prints the card there, before the suit's symbol (in French, R for roi, D for dame, V for valet: the
    tarot's cavalier is a C in both), and the rank's code where the engine names the card in words.

    >>> from engine.api import speaking
    >>> rank_shown("KS"), rank_shown("CCO")
    ('K', 'C')
    >>> with speaking("fr"):
    ...     [rank_shown(code) for code in ("KS", "QH", "JD", "10C", "CPI", "KSW", "OE", "SOR")]
    ['R', 'D', 'V', '10', 'C', 'K', 'O', 'S']
    """
    face = parse_any(code)
    if current_language() == DEFAULT_LANGUAGE:
        return face.rank.code
    shown, symbol = card_label(face), face.suit.symbol
    return shown[:-len(symbol)] if symbol and shown.endswith(symbol) and len(shown) > len(symbol) else face.rank.code


def hand(codes: list[str], highlighted: frozenset[str] = frozenset()) -> str:
    """A row of cards, those in ``highlighted`` marked."""
    return '<span class="ma-hand">' + "".join(card(code, code in highlighted) for code in codes) + "</span>"
