"""The small helpers the French sentences share: a list, a count, an ordinal, a card and a suit as French writes them,
and French typography, in one place, as :mod:`engine.wording` is for the English.

A card keeps its code and its symbol, but its French letters: a king is R (roi), a queen D (dame), a jack V
(valet), as French prints them on the cards; the tarot's trumps and the Excuse are named as French players name
them. French typography is applied to every French sentence by :func:`typeset` (non-breaking spaces before
``: ; ! ?`` and inside « guillemets »), so that a sentence is written with plain spaces.

>>> from engine.cards import FRENCH, ITALIAN_TAROT, TAROT_NOUVEAU
>>> listed(["Anne"]), listed(["Anne", "Blaise"]), listed(["Anne", "Blaise", "Claude"]), listed(["7♠", "D♠"], "ou")
('Anne', 'Anne et Blaise', 'Anne, Blaise et Claude', '7♠ ou D♠')
>>> counted(0, "pli"), counted(1, "carte"), counted(3, "carte"), counted(2, "enjeu", "enjeux")
('0 pli', '1 carte', '3 cartes', '2 enjeux')
>>> ordinal(1), ordinal(1, feminine=True), ordinal(2), ordinal(21)
('premier', 'première', 'deuxième', 'vingt et unième')
>>> label(FRENCH.parse("KS")), label(FRENCH.parse("10H")), in_a_row([FRENCH.parse("QD"), FRENCH.parse("JC")])
('R♠', '10♥', 'D♦ V♣')
>>> name(FRENCH.parse("KS")), name(TAROT_NOUVEAU.parse("21AT")), name(TAROT_NOUVEAU.parse("excuse"))
('roi de pique', 'le 21 d’atout (le Monde)', 'l’Excuse')
>>> label(ITALIAN_TAROT.parse("3SW")), label(ITALIAN_TAROT.parse("1T")), label(ITALIAN_TAROT.parse("FOOL"))
('trois d’épées', 'l’atout 1 (le Bateleur)', 'le Fou')
>>> [the(ITALIAN_TAROT.parse(code)) for code in ("QCU", "1CO", "KSW", "6T")], the(FRENCH.parse("KS"))
(['la dame de coupes', 'l’as de deniers', 'le roi d’épées', 'l’atout 6'], 'R♠')
>>> [of(ITALIAN_TAROT.parse(code)) for code in ("QCU", "KSW", "FOOL")], of(TAROT_NOUVEAU.parse("excuse"))
(['de la dame de coupes', 'du roi d’épées', 'du Fou'], 'de l’Excuse')
>>> typeset("Anne gagne : 3 points ; « bien joué » !")
'Anne gagne\\xa0: 3 points\\u202f; «\\xa0bien joué\\xa0»\\u202f!'
>>> decimal(1.5), decimal(2.0), decimal(0.25, 1)
('1,5', '2', '0,2')
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from engine.cards import FRENCH, GERMAN, ITALIAN_TAROT, TAROT_NOUVEAU, Card, Suit

_UNITS = ("", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze", "douze",
          "treize", "quatorze", "quinze", "seize")


def listed(words: Sequence[str], last: str = "et") -> str:
    """Words joined as a French sentence lists them: commas, and *et* before the last (or ``last``: *ou* for a
    choice)."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + f" {last} " + words[-1]


def counted(number: int, word: str, plural: str | None = None) -> str:
    """A number and the word it counts: French puts 0 and 1 in the singular, and the plural is ``plural`` (by
    default the word with an s)."""
    return f"{number} {word if abs(number) < 2 else plural or word + 's'}"


def number_word(number: int) -> str:
    """A number from 1 to 29 in words (the ranks and tricks the sentences name), else its digits."""
    if number < len(_UNITS):
        return _UNITS[number] or str(number)
    if 17 <= number <= 19:
        return "dix-" + _UNITS[number - 10]
    if 20 <= number < 30:
        unit = number - 20
        return "vingt" + ("" if unit == 0 else " et un" if unit == 1 else "-" + _UNITS[unit])
    return str(number)


def ordinal(number: int, feminine: bool = False) -> str:
    """An ordinal in words: premier (première), deuxième, troisième… vingt et unième; past 29, ``30e``."""
    if number == 1:
        return "première" if feminine else "premier"
    word = number_word(number)
    if word.isdigit():
        return f"{number}e"
    if word.endswith("cinq"):
        return word + "uième"
    if word.endswith("neuf"):
        return word[:-1] + "vième"
    return word.removesuffix("e") + "ième"


_FRENCH_LETTERS = {"J": "V", "Q": "D", "K": "R"}
"""The French-suited pack's court cards in French letters: valet, dame, roi."""
_RANK_NAMES = {
    "ace": "as", "two": "deux", "three": "trois", "four": "quatre", "five": "cinq", "six": "six", "seven": "sept",
    "eight": "huit", "nine": "neuf", "ten": "dix", "jack": "valet", "queen": "dame", "king": "roi",
    "knight": "cavalier", "cavalier": "cavalier",
}
"""The ranks' English names in French; the names of foreign packs' ranks (Ober, Unter, sota, fante...) stay."""
SUIT_NAMES = {
    "spades": "pique", "hearts": "cœur", "diamonds": "carreau", "clubs": "trèfle",
    "swords": "épées", "batons": "bâtons", "cups": "coupes", "coins": "deniers",
    "acorns": "glands", "leaves": "feuilles", "bells": "grelots", "trumps": "atouts",
}
"""The suits in French, by their English name: the French suits are named in the singular (« roi de pique »), the
Italian tarot's in the plural (« roi d'épées »); the suits of the other foreign packs keep their own names."""
_TRUMP_NAMES = {(ITALIAN_TAROT.name, 1): "le Bateleur", (ITALIAN_TAROT.name, 21): "le Monde",
                (TAROT_NOUVEAU.name, 1): "le Petit", (TAROT_NOUVEAU.name, 21): "le Monde"}


def _system(card: Card) -> str:
    for system in (FRENCH, GERMAN, ITALIAN_TAROT, TAROT_NOUVEAU):
        if card.suit in system.suits:
            return system.name
    return ""


def elided(article: str, word: str) -> str:
    """``de`` or ``le``/``la`` before ``word``, elided before a vowel: « d'épées », « l'Excuse »."""
    if word[:1].lower() in "aeéèêiîoôuh":
        return article[0] + "’" + word
    return f"{article} {word}"


def suit_name(suit: Suit) -> str:
    """A suit's French name (« pique », « épées »)."""
    return SUIT_NAMES.get(suit.name, suit.name)


def _rank_name(card: Card) -> str:
    return _RANK_NAMES.get(card.rank.name, card.rank.name)


def name(card: Card) -> str:
    """A card in French words: « roi de pique », « le 21 d'atout (le Monde) », « l'Excuse », « le Fou »."""
    system, suit = _system(card), card.suit
    if suit.code in ("X", "EX"):
        return "le Fou" if system == ITALIAN_TAROT.name else "l’Excuse"
    if suit.code in ("T", "AT"):
        number = int(card.rank.code)
        named = _TRUMP_NAMES.get((system, number))
        base = f"le {number} d’atout" if system == TAROT_NOUVEAU.name else f"l’atout {number}"
        return f"{base} ({named})" if named else base
    return f"{_rank_name(card)} {elided('de', suit_name(suit))}"


def label(card: Card) -> str:
    """A card as printed for a French reader: ``R♠``, ``10♥``; a trump, the Fool and the Excuse by their French
    names (« l’atout 6 », « le 21 d’atout (le Monde) »), and a card of the Italian tarot's suits in words (« trois
    d’épées »), as the English label gives them in words."""
    system, suit = _system(card), card.suit
    if system == FRENCH.name:
        return _FRENCH_LETTERS.get(card.rank.code, card.rank.code) + suit.symbol
    if suit.code in ("T", "AT", "X", "EX") or system == ITALIAN_TAROT.name:
        return name(card)
    return card.label


def the(card: Card) -> str:
    """A card as a sentence names it after a verb: its label, with the article a label in words takes (« la dame
    de coupes », « l’as de deniers », « le roi d’épées »)."""
    shown = label(card)
    if shown.startswith(("le ", "la ", "l’")) or not shown[:1].isalpha() or shown != name(card):
        return shown
    if shown.startswith("dame"):
        return "la " + shown
    return elided("le", shown) if shown.startswith("as") else "le " + shown


def of(card: Card) -> str:
    """``de`` and the card (:func:`the`), contracted as French contracts them: « du roi d’épées », « de la dame »,
    « de l’Excuse », « de R♠ »."""
    shown = the(card)
    if shown.startswith("le "):
        return "du " + shown[3:]
    return "de " + shown


def in_a_row(cards: Sequence[Card]) -> str:
    """Cards in a row as a French reader sees them on the table."""
    return " ".join(label(card) for card in cards)


def decimal(value: float, places: int = 2) -> str:
    """A number as French prose writes it, with a decimal comma and no trailing zero: ``1,5``."""
    text = f"{value:.{places}f}".rstrip("0").rstrip(".")
    return text.replace(".", ",")


_BEFORE = re.compile(r" ([;!?])")
_COLON = re.compile(r" :(?=\s|$)")


def typeset(text: str) -> str:
    """French typography over a sentence written with plain spaces: a no-break space before a colon and inside
    « guillemets », a narrow one before ; ! and ?."""
    text = _COLON.sub("\u00a0:", text)
    text = _BEFORE.sub("\u202f\\1", text)
    return text.replace("« ", "«\u00a0").replace(" »", "\u00a0»")
