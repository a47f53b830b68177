"""What the suites over every game need of Basset beyond its engine's declarations (:mod:`tests.support.declared`)."""

from __future__ import annotations

from engine.packs import PACKS
from tests.support.answers import its_rule

RULES = {"basset": 48}
"""How many rule ids the game has, counted over its variants: a rule lost or added by mistake shows here."""

SEED = {"basset": ("BASSETT", "GLIC, OR POCHSPIEL")}
"""Where the game's text begins in its seed, and where the next game's begins."""

COMPANIONS = {
    ("basset", "odds", "copies"): lambda variant, value: {"ranks": 2},
    ("basset", "settle", "stakes"): lambda variant, value: {"players": 2},
    ("basset", "settle", "pack"): lambda variant, value: {"order": [card.code for card in PACKS[str(value)]][:3]}
    if value in PACKS else {},
    ("basset", "play", "stakes"): lambda variant, value: {"players": 2},
}
"""The other fields a field's value needs in the catalogue's suite: two ranks for copies, two punters for stakes,
a coup of the chosen pack."""

RELATED = {"basset": {"landsknecht", "ferme", "glic"}}
"""The game pages the Related games section of this game's page (docs/games/<id>.md) must link to."""

NOT_THE_TERM_FR = {"basset": {
    "turn-up": "« le retourne », the banker turning the pack up card by card, not the turn-up that names trumps",
    "ante": "« mises », the punters' stakes on denominations, not the ante put in before a deal",
    "prise": "« prises », taken (prendre), not French Tarot's lowest contract",
    "oudler": "« jusqu'au bout », to the end of the pack, not a tarot's oudler",
}}
"""Glossary ids not checked on the French page (docs/fr/games/<id>.md), because it uses the French word in another
sense than the entry's."""

PASSAGES: dict[str, str | tuple[str, ...]] = {
    # Basset after Parlett --------------------------------------------------------------------------------------
    "basset.pack.full-pack": (
        "52 card Italian or Spanish deck",
        "The banker has a full deck of cards, well shuffled.",
    ),
    "basset.stakes.on-denominations": (
        "Each punter has the 13 cards of a single suit of a similar deck in front of him, or perhaps a board "
        "with marks for the 13 denominations.",
        "Punters put bets on their boards before play begins.",
        "(suit is ignored)",
    ),
    "basset.deal.first-card":
        "the banker turns up a single card from his deck and wins all bets placed on the denomination shown",
    "basset.deal.first-pile-loses": (
        "the banker turns up cards from his deck in pairs, putting them on two piles alternately",
        "Denominations that match a card turned up on the first pile lose their bets to the banker",
    ),
    "basset.deal.second-pile-wins":
        "denominations that match a card turned up on the second pile win. The banker must pay equal to any "
        "winning bets.",
    "basset.deal.last-card":
        "As with the first card turned up, the banker wins any bets that remain on the last card turned.",
    "basset.deal.all-settled":
        "until all bets are resolved or the deck is exhausted.",
    "basset.paroli.choice": (
        "On any winning bet the punter may decline his winnings and let the bet ride in the hope of further "
        "winnings.",
        "The decision to let a bet ride is marked by bending up a corner of the card it lies on each time",
    ),
    "basset.paroli.bound":
        "Once a payment is declined by a punter (leaving a bet to ride) the punter can not change his mind until "
        "the card shows up again on the winning pile, when he again has the choice of taking his winnings or "
        "letting it ride.",
    "basset.paroli.second-win":
        "If the same denomination shows up again on the winning pile, the banker must pay seven times the bet",
    "basset.paroli.third-win":
        "if the bet is let ride again and wins, the banker pays 15 times",
    "basset.paroli.fourth-win":
        "if it is let ride and shows up a fourth time on the winning pile the banker must pay 30 times the bet",
    "basset.paroli.next-deal":
        "if it shows up four times in one deal, the punter lets it ride into the next hand",
    "basset.paroli.fifth-win":
        "the same card shows up winners a fifth time, the banker must pay 60 times the bet",
    # Basset after Cotton: the same words, Cotton's prices ------------------------------------------------------
    "basset-cotton.pack.full-pack": (
        "52 card Italian or Spanish deck",
        "The banker has a full deck of cards, well shuffled.",
    ),
    "basset-cotton.stakes.on-denominations": (
        "Each punter has the 13 cards of a single suit of a similar deck in front of him, or perhaps a board "
        "with marks for the 13 denominations.",
        "Punters put bets on their boards before play begins.",
        "(suit is ignored)",
    ),
    "basset-cotton.deal.first-card":
        "the banker turns up a single card from his deck and wins all bets placed on the denomination shown",
    "basset-cotton.deal.first-pile-loses": (
        "the banker turns up cards from his deck in pairs, putting them on two piles alternately",
        "Denominations that match a card turned up on the first pile lose their bets to the banker",
    ),
    "basset-cotton.deal.second-pile-wins":
        "denominations that match a card turned up on the second pile win. The banker must pay equal to any "
        "winning bets.",
    "basset-cotton.deal.last-card":
        "As with the first card turned up, the banker wins any bets that remain on the last card turned.",
    "basset-cotton.deal.all-settled":
        "until all bets are resolved or the deck is exhausted.",
    "basset-cotton.paroli.choice": (
        "On any winning bet the punter may decline his winnings and let the bet ride in the hope of further "
        "winnings.",
        "The decision to let a bet ride is marked by bending up a corner of the card it lies on each time",
    ),
    "basset-cotton.paroli.bound":
        "Once a payment is declined by a punter (leaving a bet to ride) the punter can not change his mind until "
        "the card shows up again on the winning pile, when he again has the choice of taking his winnings or "
        "letting it ride.",
    "basset-cotton.paroli.second-win":
        "If the same denomination shows up again on the winning pile, the banker must pay seven times the bet",
    "basset-cotton.paroli.third-win":
        "if the bet is let ride again and wins, the banker pays 15 times",
    "basset-cotton.paroli.fourth-win":
        "shows up a fourth time on the winning pile the banker must pay 30 times the bet (33, according to "
        "Cotton)",
    "basset-cotton.paroli.next-deal":
        "if it shows up four times in one deal, the punter lets it ride into the next hand",
    "basset-cotton.paroli.fifth-win":
        "the same card shows up winners a fifth time, the banker must pay 60 times the bet (67, according to "
        "Cotton)",
}
"""The words of the seed text that say each rule given as its source's own: rule id to passage(s), copied
verbatim."""

BAD_INPUT = {
    "basset-deals-with-the-steps": ({"action": "play", "game": "basset", "seed": 1, "players": 10, "deals": 13},
                                    "deals", "the deals times the players may be at most 120 while the answer "
                                    "explains every step, such as 12 deals"),
}
"""Requests against Basset's rules, each with the field its refusal names and words of its reason: the bad-input
suite asks them beside the refusals every game gives alike."""

IN_WORDS = {
    "basset-settle-card-twice": {"action": "settle", "game": "basset", "players": 2, "order": ["2S", "KS", "2S"],
                                 "stakes": [{"K": 1}]},
}
"""A bad coup whose refusal is about a place in the order of cards, which it must name as the page does."""

READER_CHOICES = {
    "basset-ride": ({"game": "basset", "kind": "steps", "seed": 5, "players": 3, "seat": "2", "decisions": "ride"},
                    "ride", ["0", "1", "2"]),
}
"""The reader's own choices that the step-data suite (tests/test_widgets_step_data.py) makes at every step it draws:
a widget, an action of its game's own and the values tried, by case; each leads to the same states from
answers without step data."""


ANSWERED = {("basset", rule): its_rule
            for rule in ("deal.first-card", "deal.first-pile-loses", "deal.second-pile-wins")}
"""How a pupil puts the answer to each question the predict mode asks at this game's rules, by game and rule
(tests/test_questions_answered.py, from tests/support/answers.py)."""
