"""What the suites over every game need of Glic beyond its engine's declarations (:mod:`tests.support.declared`)."""

from __future__ import annotations

from engine.games.glic.examples import scenario
from engine.packs import PACKS
from tests.support.answers import first_seat, its_rule, winner_or_nobody

RULES = {"glic": 36}
"""How many rule ids the game has: a rule lost or added by mistake shows here."""

SEED = {"glic": ("GLIC, OR POCHSPIEL", "LANDSKNECHTE, or LANSQUENET")}
"""Where the game's text begins in its seed, and where the next game's begins."""

COMPANIONS = {
    ("glic", "settle", "pack"): lambda variant, value: scenario(4, str(value)) if value in PACKS else {},
}
"""The other fields a field's value needs in the catalogue's suite: hands and a trump card of the chosen pack."""

RELATED = {"glic": {"basset", "landsknecht"}}
"""The game pages the Related games section of this game's page (docs/games/<id>.md) must link to."""

NOT_THE_TERM = {"glic": {"kings": "the King compartment of the board, not Homme d'Auvergne's Kings"}}
"""Glossary ids not checked on the page, because it uses the word in another sense than the entry's."""

NOT_THE_TERM_FR = {"glic": {
    "kings": "« Roi », the King compartment of the board, not Homme d'Auvergne's Kings",
    "ante": "« mises », the stakes won on the board, in the vying and at the laying out, not the ante of Ferme",
    "garde": "« garde ses deniers », keeps them (garder), not French Tarot's contract",
    "coup": "« coups », the moves of the vying (voir, relancer, passer), not a round of a banking game",
    "lead": "« entame une nouvelle série », starts a new run of the third phase, not a lead to a trick",
    "oudler": "« au bout du compte », in the end, not a tarot's oudler",
    "denomination": "« valeur », what a card counts toward 31, not a rank of cards",
}}
"""Glossary ids not checked on the French page (docs/fr/games/<id>.md), because it uses the French word in another
sense than the entry's."""

PASSAGES: dict[str, str | tuple[str, ...]] = {
    # Glic, or Pochspiel: the 2013 summary after Parlett ---------------------------------------------------------
    "glic.board.eight-compartments": (
        "Pochspiel is played with a board having eight compartments or spaces. These compartments are labelled "
        "Ace, King, Queen, Jack, Ten, Marriage, Sequence, andPoch.",
        "The \"Ace\" compartment is often marked Sau on German boards",
    ),
    "glic.trump.turn-up":
        "the top remaining card is turned up for trump.",
    "glic.claim.honour":
        "Anyone who holds the Ace of trump wins the stakes in the Ace compartment, and so on for the other marked "
        "compartments.",
    "glic.claim.sau": (
        "when playing with a German 48 card deck the Sau is won by the player holding the Two of trump (as the "
        "lowest trump-there is no Ace).",
        "The name Sau comes from the boar that is often found on the Two of German suited decks.",
    ),
    "glic.claim.marriage":
        "Marriage is won by the player holding the King and Queen of trump (who also wins the stakes in the King "
        "and Queen compartments).",
    "glic.claim.sequence":
        "The Sequence compartment is won by the player who holds the 7-8-9 of trump.",
    "glic.claim.carry-over": (
        "If any compartment is not claimed, the stakes in it remain for subsequent hands.",
        "Before play the players place stakes in each compartment except Poch.",
    ),
    "glic.hand.classes":
        "Four of a kind beats a triple, three of a kind beats a pair, and a pair beats a hand without a pair.",
    "glic.poch.best-hand":
        "If two or more players remain (having all bet the same amount) the winner is the one with the best hand.",
    "glic.lay.run-end": (
        "When no one can play (the total is too high) each player must pay the person who laid the final card of "
        "the sequence one penny.",
        "The person who laid the last card of the previous sequence gets to play the first one of the next "
        "sequence.",
    ),
    "glic.lay.out":
        "As soon as one player runs out of cards, all the players who have cards remaining must pay him one penny "
        "for each card they still have remaining in their hands.",
}
"""The words of the seed text that say each rule given as its source's own: rule id to passage(s), copied
verbatim."""

SHOWN = {"glic": {"glic.claim.honour"}}
"""The rules whose steps show every card they name to every seat: an honour is shown to claim its compartment."""

IN_WORDS = {
    "glic-settle-card-twice": {"action": "settle", "game": "glic", "trump": "5S", "seat": 1, "hands": [
        ["2C", "4D", "6H", "9H", "9H"], ["3C", "5D", "8H", "10D", "KD"], ["2D", "4H", "7C", "9D", "QH"]]},
}
"""A bad deal whose refusal is about a place in a list of cards, which it must name as the page does."""

READER_CHOICES = {
    "glic-bet": ({"game": "glic", "kind": "steps", "seed": 4, "players": 3, "decisions": "raise 2"}, "bet",
                 ["pass", "see", "raise 1", "fold"]),
    "glic-bet-first": ({"game": "glic", "kind": "steps", "seed": 4, "players": 3}, "bet",
                       ["pass", "see", "raise 1", "fold"]),
}
"""The reader's own choices that the step-data suite (tests/test_widgets_step_data.py) makes at every step it draws:
a widget, an action of its game's own and the values tried, by case; each leads to the same states from
answers without step data."""


ANSWERED = {
    ("glic", "claim."): winner_or_nobody, ("glic", "poch.best-hand"): first_seat,
    ("glic", "poch.lone-survivor"): first_seat, ("glic", "lay.policy"): its_rule, ("glic", "lay.thirty-one"): its_rule,
    ("glic", "lay.run-end"): first_seat, ("glic", "lay.out"): first_seat,
}
"""How a pupil puts the answer to each question the predict mode asks at this game's rules, by game and rule
(tests/test_questions_answered.py, from tests/support/answers.py)."""
