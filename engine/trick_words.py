"""The sentences of the steps that :mod:`engine.tricks` records, shared by every trick-taking game.

Each message names the player (``player`` or ``winner``) and the card concerned; a game adds these words
to its own (``GAME_WORDS | TRICK_WORDS``) so that one explanation words every step of its deals.
"""

from __future__ import annotations

from engine.said import Told, Words

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
})
"""The steps of a trick, by message id."""
