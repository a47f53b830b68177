"""The steps and refusals of a trick in French (:mod:`engine.trick_words`), by message id: the lead (l'entame), the
card that follows suit (fournir), trumps (couper, surcouper), the discard, and who wins the trick."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from engine.cards import Card, Suit
from engine.said import Sentence, Told
from engine.trick_words import NAMED_CHOICES
from engine.wording_fr import elided, listed, ordinal, suit_name, the

_PLURALS = {"pique": "vos piques", "cœur": "vos cœurs", "carreau": "vos carreaux", "trèfle": "vos trèfles",
            "épées": "vos épées", "bâtons": "vos bâtons", "coupes": "vos coupes", "deniers": "vos deniers"}
_FEMININE = {"épées", "coupes"}


def play_one_of(cards: Sequence[Card], excused: Iterable[Card], suit: str) -> str:
    """The cards a refused player may play instead: « jouez 7♠ ou D♠ »; the Fool (or a card played like it) last,
    and past :data:`~engine.trick_words.NAMED_CHOICES` cards of ``suit`` (its French name, or ``atouts``) « une
    autre de vos … »."""
    named = [the(c) for c in cards]
    if len(named) > NAMED_CHOICES:
        yours = "vos atouts" if suit == "atouts" else _PLURALS.get(suit, f"vos {suit}")
        named = [*named[:NAMED_CHOICES - 1], f"{'une autre' if suit in _FEMININE else 'un autre'} de {yours}"]
    named += sorted(the(c) for c in excused)
    return f"jouez {listed(named, 'ou')}"


def _instead(told: Told, suit: Suit | None) -> str:
    return play_one_of(told.cards("allowed"), told.cards("excused"), "atouts" if suit is None else suit_name(suit))


def _asked(told: Told) -> str:
    """The suit led, and that the player holds none of it when it is not trumps."""
    led = suit_name(told.suit("led"))
    return "la couleur demandée est l’atout" if told.term("lead") == "trumps" else \
        f"la couleur demandée est {led} et vous n’en avez pas"


def _why(told: Told) -> str:
    why = told.term("why")
    if why == "highest-led":
        return f"la plus forte carte de la couleur demandée ({suit_name(told.suit('led'))})"
    return {"only-trump": "le seul atout du pli", "highest-trump": "l’atout le plus fort",
            "card-led": "la carte d’entame"}[why]


SENTENCES: dict[str, Sentence] = {
    "trick.excuse-lead": lambda t: f"{t.name('player')} entame {the(t.card('card'))} : c’est la carte jouée ensuite "
                                   "qui fixe la couleur à fournir.",
    "trick.imprenable": lambda t: f"{t.name('player')} joue {the(t.card('card'))}, son seul atout, imprenable : il "
                                  "peut le jouer à tout moment, et s’il ne remporte pas le pli, il revient à son camp.",
    "trick.excuse": lambda t: f"{t.name('player')} joue {the(t.card('card'))}, qui se joue à tout moment et ne "
                              "remporte jamais le pli.",
    "trick.lead": lambda t: f"{t.name('player')} entame {the(t.card('card'))}.",
    "trick.overtrump": lambda t: f"{t.name('player')} surcoupe avec {the(t.card('card'))}, plus fort que "
                                 f"{the(t.card('top'))}.",
    "trick.under": lambda t: f"{t.name('player')} n’a pas d’atout plus fort que {the(t.card('top'))} et joue "
                             f"{the(t.card('card'))}.",
    "trick.follow": lambda t: f"{t.name('player')} fournit avec {the(t.card('card'))}.",
    "trick.trump": lambda t: f"{t.name('player')} n’a pas {elided('de', suit_name(t.suit('led')))} et coupe avec "
                             f"{the(t.card('card'))}.",
    "trick.discard": lambda t: f"{t.name('player')} n’a ni {suit_name(t.suit('led'))} ni atout, et défausse "
                               f"{the(t.card('card'))}.",
    "trick.discard-no-trump": lambda t: f"{t.name('player')} n’a plus d’atout, et défausse {the(t.card('card'))}.",
    "trick.excuse-slam": lambda t: f"{t.name('winner')} remporte le dernier pli avec {the(t.card('card'))} : son "
                                   "camp a fait tous les plis précédents.",
    "trick.win": lambda t: f"{t.name('winner')} remporte le {ordinal(t.number('trick'))} pli avec "
                           f"{the(t.card('card'))}, {_why(t)}.",
    "trick.excuse-last": lambda t: f"{t.name('owner')} a joué {the(t.card('card'))} au dernier pli sans que son camp "
                                   "ait fait tous les plis : la carte passe au camp adverse, chez "
                                   f"{t.name('keeper')}.",
    "trick.must-follow": lambda t: f"la couleur demandée est {suit_name(t.suit('led'))}, vous devez donc fournir : "
                                   f"{_instead(t, t.suit('led'))}",
    "trick.must-trump": lambda t: f"vous n’avez pas {elided('de', suit_name(t.suit('led')))}, vous devez donc couper : "
                                  f"{_instead(t, None)}",
    "trick.must-overtrump": lambda t: f"{_asked(t)}, vous devez donc jouer un atout plus fort que "
                                      f"{the(t.card('top'))} : {_instead(t, None)}",
    "trick.must-still-trump": lambda t: f"{_asked(t)}, et vous n’avez pas d’atout plus fort que "
                                        f"{the(t.card('top'))}, vous devez donc tout de même couper : "
                                        f"{_instead(t, None)}",
    "trick.must-trump-first": lambda t: f"{_asked(t)}, vous devez donc couper : {_instead(t, None)}",
    "trick.under-rule": lambda t: f"{t.told('because')} (règle {t.term('rule')})",
    "trick.not-held": lambda t: f"{the(t.card('card'))} n’est pas dans la main {elided('de', t.name('player'))}",
    "trick.not-held-move": lambda t: f"« {t.term('move')} » n’est pas dans la main {elided('de', t.name('player'))}",
}
"""The steps and refusals of a trick in French, by message id."""
