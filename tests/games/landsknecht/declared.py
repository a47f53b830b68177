"""What the suites over every game need of Landsknecht beyond its engine's declarations
(:mod:`tests.support.declared`)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.games.landsknecht.examples import coup_order
from engine.games import GAMES
from engine.packs import PACKS
from tests.support.answers import Answer, Step, decided_later, its_rule, payee

RULES = {"landsknecht": 25}
"""How many rule ids the game has, counted over its variants: a rule lost or added by mistake shows here."""

SEED = {"landsknecht": ("LANDSKNECHTE, or LANSQUENET", "SWISS TAROT")}
"""Where the game's text begins in its seed, and where the next game's begins."""

COMPANIONS = {
    ("landsknecht", "play", "bids"): lambda variant, value: {"auction": True},
    ("landsknecht", "settle", "pack"): lambda variant, value: {
        "order": coup_order(GAMES["landsknecht"].variants[variant], str(value))} if value in PACKS else {},
}
"""The other fields a field's value needs in the catalogue's suite: an auction for bids, a coup of the chosen
pack."""

RELATED = {"landsknecht": {"basset", "ferme", "glic"}}
"""The game pages the Related games section of this game's page (docs/games/<id>.md) must link to."""

NOT_THE_TERM_FR = {"landsknecht": {
    "pool": "« une partie ou la totalité », a part of the banker's stake, not Ferme's pool of the overshooters",
    "turn-up": "« retourne », the banker turning cards up, not the turn-up that names trumps",
    "court-card": "« son nom figure parmi », its name appears among (figurer), not a court card",
    "ante": "« mise », the banker's stake and the punters' covers, not the ante put in before a deal",
    "garde": "« garde la banque », keeps the bank (garder), not French Tarot's contract",
    "trick": "« sous pli cacheté », in a sealed letter, not a trick",
}}
"""Glossary ids not checked on the French page (docs/fr/games/<id>.md), because it uses the French word in another
sense than the entry's."""

PASSAGES: dict[str, str | tuple[str, ...]] = {
    # Landsknecht: the 2013 summary after Parlett --------------------------------------------------------------
    "landsknecht.stake.banker-stakes":
        "The banker puts up some amount as a wager",
    "landsknecht.cover.some-or-all":
        "the punters may see some or all of it.",
    "landsknecht.deal.left-and-right":
        "The banker deals two cards face up, one to the left and one to the right.",
    "landsknecht.deal.immediate-match":
        "If the suits match, the banker wins all the bets.",
    "landsknecht.middle.turn-until-match":
        "he deals cards, one at a time, to the middle (between the two piles) until one of them matches either the "
        "left or the right pile.",
    "landsknecht.middle.left-match":
        "If the left pile is matched the banker wins",
    "landsknecht.middle.right-match":
        "if the right one is matched the banker loses.",
    "landsknecht.settle.banker-wins": (
        "The banker puts up some amount as a wager, and the punters may see some or all of it.",
        "the banker wins all the bets.",
    ),
    "landsknecht.settle.banker-loses": (
        "The banker puts up some amount as a wager, and the punters may see some or all of it.",
        "if the right one is matched the banker loses.",
    ),
    "landsknecht.bank.passes-on":
        "When the banker loses, the deck passes to the next player in line, who becomes the next banker.",
    "landsknecht.auction.option":
        "Alternatively, the game may be played so the banker may auction off the bank, with the highest bidder "
        "becoming the next banker.",
    "landsknecht.match.suit": (
        "If the suits match, the banker wins all the bets.",
        "If the suits do not match he deals cards",
    ),
}
"""The words of the seed text that say each rule given as its source's own: rule id to passage(s), copied
verbatim."""

IN_WORDS = {
    "landsknecht-settle-card-twice": {"action": "settle", "game": "landsknecht", "order": ["7H", "7H", "2C"]},
    "landsknecht-settle-after-the-match": {"action": "settle", "game": "landsknecht",
                                           "order": ["7H", "QS", "2H", "3H"]},
}
"""Bad coups whose refusal is about a place in the order of cards, which it must name as the page does."""

READER_CHOICES = {
    "landsknecht-pack": ({"game": "landsknecht", "kind": "steps", "seed": 4, "players": 3}, "pack",
                         ["german-32", "french-52"]),
}
"""The reader's own choices that the step-data suite (tests/test_widgets_step_data.py) makes at every step it draws:
a widget, an action of its game's own and the values tried, by case; each leads to the same states from
answers without step data."""


def _middle(steps: Sequence[Step], index: int, names: Sequence[str]) -> Answer:
    """The left and right cards turned together (two cards): the step's own rule says they do not match; one card
    turned to the middle: the steps after it say which it matches, if either."""
    if len(steps[index]["cards"]) != 1:
        return its_rule(steps, index, names)
    return decided_later(".match.")(steps, index, names)


ANSWERED = {
    ("landsknecht", "deal.immediate-match"): its_rule,
    ("landsknecht", "middle.turn-until-match"): _middle,
    **{("landsknecht", rule): its_rule for rule in ("settle.banker-wins", "settle.banker-loses",
                                                    "bank.keeps-after-win", "bank.passes-on")},
    ("landsknecht", "bank.to-the-left"): payee,
}
"""How a pupil puts the answer to each question the predict mode asks at this game's rules, by game and rule
(tests/test_questions_answered.py, from tests/support/answers.py)."""
