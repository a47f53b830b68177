"""The sentences of the steps and refusals that :mod:`engine.tricks` records, shared by every trick-taking game.

Each step names the player (``player`` or ``winner``) and the card concerned; a game adds these words
to its own (``GAME_WORDS | TRICK_WORDS``) so that one explanation words every step of its deals. A refusal names
the suit led and the cards ``allowed`` instead, with the ones played like the excuse (``excused``) apart.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from engine.cards import Card
from engine.said import Told, Words

NAMED_CHOICES = 6
"""How many cards a refusal lists at most; past that it names the first few and "another" of their suit."""


def play_one_of(cards: Sequence[Card], excused: Iterable[Card], suit: str) -> str:
    """The cards a refused player may play instead, as the page shows them: "play 7♠ or Q♠"; the Fool (or
    another card played like it) comes last, and more than :data:`NAMED_CHOICES` cards of the ``suit`` (its
    plural name) are cut to the first few and "another of your spades".

    >>> from engine.cards import FRENCH
    >>> play_one_of([FRENCH.parse("7S"), FRENCH.parse("QS")], [], "spades")
    'play 7♠ or Q♠'
    >>> play_one_of([FRENCH.parse(f"{rank}S") for rank in "2 3 4 5 6 7 8 9".split()], [], "spades")
    'play 2♠, 3♠, 4♠, 5♠, 6♠ or another of your spades'
    """
    named = [_shown(card) for card in cards]
    if len(named) > NAMED_CHOICES:
        named = [*named[:NAMED_CHOICES - 1], f"another of your {suit}"]
    named += sorted(_shown(card) for card in excused)
    return f"play {named[0]}" if len(named) == 1 else f"play {', '.join(named[:-1])} or {named[-1]}"


def _shown(card: Card) -> str:
    """A card as a sentence names it: its label, with "the" before a label in words ("the three of swords")."""
    label = card.label
    return f"the {label}" if " of " in label and label == card.name else label


def _instead(told: Told, suit: str) -> str:
    """The cards a refused player may play instead, from the message's ``allowed`` and ``excused``."""
    return play_one_of(told.cards("allowed"), told.cards("excused"), suit)


def _overtrump(told: Told) -> str:
    """Why a player must play a trump: the suit led, and that he holds none of it when it is not trumps."""
    led = told.suit("led").name
    return "trumps were led" if told.term("lead") == "trumps" else \
        f"{led} were led and you hold no {led.removesuffix('s')}"

_WHY = {"only-trump": "the only trump", "highest-trump": "the highest trump", "card-led": "the card led"}


def _why(told: Told) -> str:
    why = told.term("why")
    return f"the highest of the {told.suit('led').name} led" if why == "highest-led" else _WHY[why]


TRICK_WORDS = Words({
    "trick.excuse-lead": lambda t: f"{t.name('player')} leads {t.card('card').label}: the next card played sets the "
                                   "suit to follow.",
    "trick.imprenable": lambda t: f"{t.name('player')} plays {t.card('card').label}, his only trump, imprenable: he "
                                  "may play it at any time, and if it does not win the trick it goes back to his side.",
    "trick.excuse": lambda t: f"{t.name('player')} plays {t.card('card').label}, which may be played at any time and "
                              "never wins the trick.",
    "trick.lead": lambda t: f"{t.name('player')} leads {t.card('card').label}.",
    "trick.overtrump": lambda t: f"{t.name('player')} overtrumps with {t.card('card').label}, above "
                                 f"{t.card('top').label}.",
    "trick.under": lambda t: f"{t.name('player')} holds no trump above {t.card('top').label} and plays "
                             f"{t.card('card').label}.",
    "trick.follow": lambda t: f"{t.name('player')} follows suit with {t.card('card').label}.",
    "trick.trump": lambda t: f"{t.name('player')} has no {t.suit('led').name} and trumps with {t.card('card').label}.",
    "trick.discard": lambda t: f"{t.name('player')} has no {t.suit('led').name} and no trump, and discards "
                               f"{t.card('card').label}.",
    "trick.discard-no-trump": lambda t: f"{t.name('player')} has no trump left, and discards {t.card('card').label}.",
    "trick.excuse-slam": lambda t: f"{t.name('winner')} wins the last trick with {t.card('card').label}: his side "
                                   "took every trick before.",
    "trick.win": lambda t: f"{t.name('winner')} wins trick {t.number('trick')} with {t.card('card').label}, "
                           f"{_why(t)}.",
    "trick.excuse-last": lambda t: f"{t.name('owner')} played {t.card('card').label} to the last trick and his side "
                                   f"had not taken every trick: it goes to the other side, with {t.name('keeper')}.",
    "trick.must-follow": lambda t: f"{t.suit('led').name} were led, so you must follow suit: "
                                   f"{_instead(t, t.suit('led').name)}",
    "trick.must-trump": lambda t: f"you have no {t.suit('led').name}, so you must trump: {_instead(t, 'trumps')}",
    "trick.must-overtrump": lambda t: f"{_overtrump(t)}, so you must play a trump higher than {t.card('top').label}: "
                                      f"{_instead(t, 'trumps')}",
    "trick.must-still-trump": lambda t: f"{_overtrump(t)} and you hold no trump higher than {t.card('top').label}, so "
                                        f"you must still trump: {_instead(t, 'trumps')}",
    "trick.must-trump-first": lambda t: f"{_overtrump(t)}, so you must trump: {_instead(t, 'trumps')}",
    "trick.under-rule": lambda t: f"{t.told('because')} (rule {t.term('rule')})",
    "trick.not-held": lambda t: f"{t.card('card').label} is not in {t.name('player')}'s hand",
    "trick.not-held-move": lambda t: f"{t.term('move')} is not in {t.name('player')}'s hand",
}, home=__name__)
"""The steps and refusals of a trick, by message id."""
