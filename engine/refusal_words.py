"""The refusals every game shares besides its fields' (:mod:`engine.field_words`), by message id: a request that is
no JSON object or names an unknown action or game, a card or pack the engine cannot read, a seed out of range,
a request beyond the engine's bounds, a move after the game.

A value the reader gave comes quoted already (:func:`engine.errors.shown`, a term ``given``), and a pack's
description in the language of the answer (:func:`engine.described.worded`, a term ``pack``).

>>> from engine.cards import FRENCH
>>> from engine.said import say
>>> REFUSALS.tell(say("refuse.card.twice", card=FRENCH.parse("9D"), place="hands[1][4]"), ("Anne", "Bob"))
"9♦ (nine of diamonds) appears twice: it is already in Bob's hand"
"""

from __future__ import annotations

from engine.cards import Card
from engine.places import container_in, container_words, ordinal
from engine.said import Told, Words

UNEXPECTED = ("the engine could not answer this request: one of its values is beyond what the rules handle; "
              "the Engine API page lists the fields and their bounds")
"""The reason given when a check was missed and Python itself refused a value (see :func:`engine.api.handle`)."""

_EXAMPLE_CARDS = "such as '10H' or 'Q♠'"


def described(card: Card) -> str:
    """A card as an error names it: its label and its name (``"K♠ (king of spades)"``), or its name alone
    where the label says the same (the tarot's cards, whose labels are words: "the king of swords", "the Fool")."""
    if card.label == card.name:
        return f"the {card.name}" if " of " in card.name else card.name
    return f"{card.label} ({card.name})"


def _suits(t: Told) -> str:
    """The suits a card may name, each by its code, its symbol where a card may be written with it, and its name."""
    return ", ".join(f"{code} or {symbol} ({name})" if symbol else f"{code} ({name})"
                     for code, symbol, name in zip(t.terms("codes"), t.terms("symbols"), t.terms("suits")))


REFUSALS = Words({
    # The bounds of every request (engine.limits) ---------------------------------------------------
    "refuse.request.values": lambda t: f"a request may hold at most {t.number('most'):,} values",
    "refuse.request.field-names": lambda t: "the names of fields are text",
    "refuse.request.digits": lambda t: f"write numbers with the digits 0 to 9, not {t.term('given')}",
    "refuse.request.number": lambda t: f"numbers go from -{t.number('most')} to {t.number('most')}, "
                                       f"not {t.term('given')}",
    "refuse.request.finite": lambda t: f"numbers are finite, not {t.term('given')}",
    "refuse.request.not-json": lambda t: f"a request holds only JSON values, not a {t.term('kind')}",
    "refuse.request.nested": lambda t: f"lists and objects may be nested at most {t.number('most')} deep",
    "refuse.request.object-size": lambda t: f"an object may hold at most {t.number('most')} fields, "
                                            f"not {t.number('size')}",
    "refuse.request.list-size": lambda t: f"a list may hold at most {t.number('most')} items, not {t.number('size')}",
    "refuse.request.text-length": lambda t: f"a text may have at most {t.number('most')} characters, "
                                            f"not {t.number('size'):,}",
    "refuse.request.surrogate": lambda t: "the text holds a character that is not valid Unicode (a lone surrogate)",
    # The request itself, its action and its game (engine.api) --------------------------------------
    "refuse.request.object": lambda t: "a request is a JSON object such as {\"action\": \"catalogue\"}",
    "refuse.request.unexpected": lambda t: UNEXPECTED,
    "refuse.action.unknown": lambda t: f"unknown action {t.term('given')}: the actions are "
                                       f"{', '.join(t.terms('actions'))}",
    "refuse.action.unanswered": lambda t: f"{t.term('title')} does not answer {t.term('given')}",
    "refuse.game.unknown": lambda t: f"unknown game {t.term('given')}: the games are {', '.join(t.terms('games'))}",
    # Cards and packs (engine.cards, engine.packs) --------------------------------------------------
    "refuse.card.text": lambda t: f"a card is written as text {_EXAMPLE_CARDS}, not {t.term('given')}",
    "refuse.card.short": lambda t: f"{t.term('given')} is not a card: write the rank then the suit, {_EXAMPLE_CARDS}",
    "refuse.card.suit": lambda t: f"{t.term('given')} has no known suit: use {_suits(t)}",
    "refuse.card.rank": lambda t: f"{t.term('given')} has no known rank: use one of {' '.join(t.terms('ranks'))}",
    "refuse.card.pack": lambda t: f"{described(t.card('card'))} is not in {t.term('pack')}",
    "refuse.card.list": lambda t: "expected a list of cards such as ['10H', 'Q♠']",
    "refuse.card.twice-in": lambda t: f"{described(t.card('card'))} appears twice: the {ordinal(t.number('first'))} "
                                      f"and the {ordinal(t.number('second'))} card of "
                                      f"{container_words(t.term('container'), t.players)}",
    "refuse.card.twice": lambda t: f"{described(t.card('card'))} appears twice: it is already "
                                   f"{container_in(t.term('place'), t.players)}",
    # The seed (engine.shuffle) ---------------------------------------------------------------------
    "refuse.seed.range": lambda t: f"a seed is a whole number from 0 to {t.number('most')}, not {t.term('given')}",
    "refuse.seed.digits": lambda t: f"a seed is a whole number from 0 to {t.number('most')}, written with the digits "
                                    f"0 to 9, not {t.term('given')}",
    # Moves (engine.model, engine.play) -------------------------------------------------------------
    "refuse.move.example": lambda t: f"write a move such as {t.term('example')!r}",
    "refuse.move.characters": lambda t: f"a move is written with letters, digits and spaces, such as "
                                        f"{t.term('example')!r}, not {t.term('given')}",
    "refuse.move.after-game": lambda t: "the game is over before this move",
    "refuse.move.after-play": lambda t: f"the play is over before this move: {t.name('reader')} has no more turns",
}, home=__name__)
"""The shared refusals, by message id."""
