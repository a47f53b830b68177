"""The refusals every game shares besides its fields', in French (:mod:`engine.refusal_words`).

A card is named by its French label and name, and a place of the request in French words, as :mod:`engine.places`
names it in English: a seat's hand by its player's name, the cards and the deals counted from 1.

>>> from engine.cards import FRENCH, ITALIAN_TAROT
>>> described(FRENCH.parse("KS")), described(ITALIAN_TAROT.parse("KSW")), described(ITALIAN_TAROT.parse("FOOL"))
('R♠ (roi de pique)', 'le roi d’épées', 'le Fou')
>>> container_words("hands[3]", ("Anne", "Blaise")), container_words("deals[0].pile"), container_in("turnups[1]")
('la main de la place 4', 'le tas de la donne 1', 'parmi les retournes')
>>> container_in("hands[0][2]", ("Étienne",)), container_in("trump"), container_in("dog[0]")
('dans la main d’Étienne', 'la retourne', 'dans le chien')
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from engine.cards import Card
from engine.places import AMONG, split_place
from engine.said import Sentence, Told
from engine.table import DEFAULT_NAMES
from engine.wording_fr import SUIT_NAMES, elided, label, listed, name, ordinal, the

_EXAMPLE_CARDS = "comme « 10H » ou « Q♠ »"

_SUITS = {**SUIT_NAMES, "the Fool": "le Fou", "the Excuse": "l’Excuse"}
"""The suits' French names, by their English name: the tarots' Fool and Excuse, which are suits of one card, too."""

CONTAINERS = {"order": "l’ordre", "turnups": "les retournes", "discard": "l’écart", "hand": "la main",
              "trick": "le pli", "pile": "le tas", "trump": "la retourne", "dog": "le chien"}
"""The places a list of cards may be given, other than the seats' hands, as French names them
(:data:`engine.places.CONTAINERS`)."""

_PART = re.compile(r"(\w+)((?:\[\d+\])*)")


def _grouped(number: int) -> str:
    """A whole number with its thousands apart, as French writes them (``10 000``)."""
    return f"{number:,}".replace(",", "\u202f")


def of(words: str) -> str:
    """``de`` before a place's words, contracted as French contracts it: « du pli », « des retournes », « de la
    main », « de l’écart »."""
    if words.startswith("le "):
        return "du " + words[3:]
    if words.startswith("les "):
        return "des " + words[4:]
    return "de " + words


def described(card: Card) -> str:
    """A card as a French refusal names it: its label and its name (« R♠ (roi de pique) »), or its name alone
    where the label says the same (« le roi d’épées », « le Fou »)."""
    if label(card) == name(card):
        return the(card)
    return f"{label(card)} ({name(card)})"


def container_words(container: str, names: Sequence[str] = DEFAULT_NAMES) -> str:
    """A container's path in French words: ``hands[1]`` is « la main de Blaise », ``deals[0].pile`` « le tas de la
    donne 1 »."""
    words: list[str] = []
    for part in container.split("."):
        match = _PART.fullmatch(part)
        key, indices = (match.group(1), [int(i) for i in re.findall(r"\d+", match.group(2))]) if match else (part, [])
        if key == "hands" and indices:
            seat = indices[0]
            words.append(f"la main {elided('de', names[seat])}" if seat < len(names) else
                         f"la main de la place {seat + 1}")
        elif key == "deals" and indices:
            words.append(f"la donne {indices[0] + 1}")
        else:
            words.append(CONTAINERS.get(key, key))
    ordered = list(reversed(words))
    return " ".join([ordered[0], *(of(word) for word in ordered[1:])])


def container_in(place: str, names: Sequence[str] = DEFAULT_NAMES) -> str:
    """Where a card already is, in French: « dans la main de Blaise », « parmi les retournes », or the place
    itself for a single card (« la retourne »)."""
    container, index = split_place(place)
    if index is None:
        return container_words(container, names)
    return f"{'parmi' if container in AMONG else 'dans'} {container_words(container, names)}"


def _suits(t: Told) -> str:
    """The suits a card may name, each by its code, its symbol where a card may be written with it, and its name."""
    named = (_SUITS.get(suit, suit) for suit in t.terms("suits"))
    return ", ".join(f"{code} ou {symbol} ({suit})" if symbol else f"{code} ({suit})"
                     for code, symbol, suit in zip(t.terms("codes"), t.terms("symbols"), named))


def _already(t: Told) -> str:
    """Where the card given twice already is: a place it is in, or the single card it is."""
    where = container_in(t.term("place"), t.players)
    return f"c’est déjà {where}" if split_place(t.term("place"))[1] is None else f"cette carte est déjà {where}"


SENTENCES: dict[str, Sentence] = {
    # The bounds of every request (engine.limits) ---------------------------------------------------
    "refuse.request.values": lambda t: f"une requête peut contenir au plus {_grouped(t.number('most'))} valeurs",
    "refuse.request.field-names": lambda t: "les noms des champs sont du texte",
    "refuse.request.digits": lambda t: f"écrivez les nombres avec les chiffres de 0 à 9, pas {t.term('given')}",
    "refuse.request.number": lambda t: f"les nombres vont de -{t.number('most')} à {t.number('most')}, "
                                       f"pas {t.term('given')}",
    "refuse.request.finite": lambda t: f"les nombres doivent être finis, pas {t.term('given')}",
    "refuse.request.not-json": lambda t: f"une requête ne contient que des valeurs JSON, pas une valeur de type "
                                         f"{t.term('kind')}",
    "refuse.request.nested": lambda t: f"les listes et les objets peuvent être imbriqués sur {t.number('most')} "
                                       f"niveaux au plus",
    "refuse.request.object-size": lambda t: f"un objet peut contenir au plus {t.number('most')} champs, "
                                            f"pas {t.number('size')}",
    "refuse.request.list-size": lambda t: f"une liste peut contenir au plus {t.number('most')} éléments, "
                                          f"pas {t.number('size')}",
    "refuse.request.text-length": lambda t: f"un texte peut avoir au plus {t.number('most')} caractères, "
                                            f"pas {_grouped(t.number('size'))}",
    "refuse.request.surrogate": lambda t: "le texte contient un caractère qui n’est pas de l’Unicode valide (un "
                                          "seizet d’indirection isolé)",
    # The request itself, its action and its game (engine.api) --------------------------------------
    "refuse.request.object": lambda t: "une requête est un objet JSON, comme {\"action\": \"catalogue\"}",
    "refuse.request.unexpected": lambda t: "le moteur n’a pas pu répondre à cette requête : l’une de ses "
                                           "valeurs dépasse ce que prévoient les règles ; la page « Engine API » "
                                           "de la documentation énumère les champs et leurs bornes",
    "refuse.action.unknown": lambda t: f"action inconnue {t.term('given')} : les actions sont "
                                       f"{listed(t.terms('actions'))}",
    "refuse.action.unanswered": lambda t: f"{t.term('title')} ne répond pas à l’action {t.term('given')}",
    "refuse.game.unknown": lambda t: f"jeu inconnu {t.term('given')} : les jeux sont {listed(t.terms('games'))}",
    # Cards and packs (engine.cards, engine.packs) --------------------------------------------------
    "refuse.card.text": lambda t: f"une carte s’écrit en texte, {_EXAMPLE_CARDS}, pas {t.term('given')}",
    "refuse.card.short": lambda t: f"{t.term('given')} n’est pas une carte : écrivez la valeur puis la couleur, "
                                   f"{_EXAMPLE_CARDS}",
    "refuse.card.suit": lambda t: f"{t.term('given')} n’a pas de couleur connue : utilisez {_suits(t)}",
    "refuse.card.rank": lambda t: f"{t.term('given')} n’a pas de valeur connue : utilisez l’un des codes "
                                  f"{' '.join(t.terms('ranks'))}",
    "refuse.card.pack": lambda t: f"{described(t.card('card'))} n’est pas dans {t.term('pack')}",
    "refuse.card.list": lambda t: "il faut une liste de cartes, comme [\"10H\", \"Q♠\"]",
    "refuse.card.twice-in": lambda t: f"{described(t.card('card'))} apparaît deux fois : "
                                      f"la {ordinal(t.number('first'), feminine=True)} et la "
                                      f"{ordinal(t.number('second'), feminine=True)} carte "
                                      f"{of(container_words(t.term('container'), t.players))}",
    "refuse.card.twice": lambda t: f"{described(t.card('card'))} apparaît deux fois : {_already(t)}",
    # The seed (engine.shuffle) ---------------------------------------------------------------------
    "refuse.seed.range": lambda t: f"une graine est un nombre entier de 0 à {t.number('most')}, "
                                   f"pas {t.term('given')}",
    "refuse.seed.digits": lambda t: f"une graine est un nombre entier de 0 à {t.number('most')}, écrit avec les "
                                    f"chiffres de 0 à 9, pas {t.term('given')}",
    # Moves (engine.model, engine.play) -------------------------------------------------------------
    "refuse.move.example": lambda t: f"écrivez un coup, comme « {t.term('example')} »",
    "refuse.move.characters": lambda t: f"un coup s’écrit avec des lettres, des chiffres et des espaces, comme "
                                        f"« {t.term('example')} », pas {t.term('given')}",
    "refuse.move.after-game": lambda t: "la partie est finie avant ce coup",
    "refuse.move.after-play": lambda t: f"la partie est finie avant ce coup : {t.name('reader')} n’a plus de tour "
                                        f"à jouer",
}
"""The shared refusals in French, by message id."""
