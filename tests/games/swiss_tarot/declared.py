"""What the suites over every game need of the Swiss Tarot beyond its engine's declarations
(:mod:`tests.support.declared`)."""

from __future__ import annotations

from tests.support.answers import counted, first_seat, its_rule

RULES = {"swiss-tarot": 35}
"""How many rule ids the game has: a rule lost or added by mistake shows here."""

SEED = {"swiss-tarot": ("SWISS TAROT", "BIBLIOGRAPHY")}
"""Where the game's text begins in its seed, and where the next section begins."""

RELATED = {"swiss-tarot": {"french-tarot", "homme"}}
"""The game pages the Related games section of this game's page (docs/games/<id>.md) must link to."""

NOT_THE_TERM = {"swiss-tarot": {"pool": "the stakes the players put in, not Ferme's pool of the overshooters"}}
"""Glossary ids not checked on the page, because it uses the word in another sense than the entry's."""

NOT_THE_TERM_FR = {"swiss-tarot": {
    "pool": "« poule », the stakes the players put in, and « partie », a game of three deals, not Ferme's pool",
    "oudler": "« au bout de trois donnes », after three deals, not a tarot's oudler",
    "prise": "« une carte prise », taken (prendre), not French Tarot's lowest contract",
    "denomination": "« sans valeur », worth no points, not a rank of cards",
    "ecart": "« l'écart d'un donneur », the dealer's discards (écarter, their own entry), not the French Tarot "
             "taker's écart",
    "garde": "« garde le Fou », keeps it (garder), not French Tarot's contract",
}}
"""Glossary ids not checked on the French page (docs/fr/games/<id>.md), because it uses the French word in another
sense than the entry's."""

GLOSSARY_TERMS = {"fool": "games/swiss-tarot/", "magician": "games/swiss-tarot/", "cavalier": "games/swiss-tarot/",
                  "counting-card": "games/swiss-tarot/"}
"""The glossary's terms of this game: each must be explained and link to its page."""

PASSAGES: dict[str, str | tuple[str, ...]] = {
    # Swiss Tarot: the 2013 summary after Dummett ---------------------------------------------------------------
    "swiss-tarot.pack.italian-78": (
        "Deck Used: 78 card Tarot deck",
        "Permanent Trumps: As normal: XXI down to I",
        "Swords, Batons:(high) K Q C J 10 9 8 7 6,5 4 3 2 1 (low)",
        "Cups,Coins:(high) K Q C J 1 2 3 4 5 6 7 8 9 l0 (low)",
        "Le Fou (The Fool)",
    ),
    "swiss-tarot.rank.trumps": (
        "Permanent Trumps: As normal: XXI down to I",
        "Le Monde (the World, XXI)",
        "Le Basteleur (the Magician, I)",
    ),
    "swiss-tarot.rank.long-suits":
        "Swords, Batons:(high) K Q C J 10 9 8 7 6,5 4 3 2 1 (low)",
    "swiss-tarot.rank.round-suits":
        "Cups,Coins:(high) K Q C J 1 2 3 4 5 6 7 8 9 l0 (low)",
    "swiss-tarot.players.three":
        "Number of Players: 3",
    "swiss-tarot.play.anticlockwise":
        "Order of Play: Counter-clockwise",
    "swiss-tarot.stake.ante":
        "Each player antes an agreed upon stake before play.",
    "swiss-tarot.deal.last-three":
        "The dealer deals out 25 cards to each player, and takes the last three remaining cards to himself.",
    "swiss-tarot.discard.forbidden":
        "He then chooses three cards to discard (they may not be any King, the Fool, or any Trump).",
    "swiss-tarot.discard.counts-as-trick":
        "These three discards count just as if a trick won in play.",
    "swiss-tarot.play.follow":
        "follow suit if possible",
    "swiss-tarot.play.trump":
        "must trump if void in the suit led",
    "swiss-tarot.fool.excuse": (
        "The Fool may be played instead of following suit or being forced to trump.",
        "The Fool cannot take a trick",
    ),
    "swiss-tarot.fool.later": (
        "If the one who played the Fool has no card to exchange for it when he plays it, he may wait and exchange "
        "it later when he takes a trick.",
        "If the one who played the Fool takes no tricks through the game he may not exchange it.",
    ),
    "swiss-tarot.count.card-values":
        "Le Monde (the World, XXI): 5 Le Basteleur (the Magician, I): 5 Le Fou (Fool): 5 Each King: 5 Each Queen: 4 "
        "Each Cavalier: 3 Each Jack: 2",
    "swiss-tarot.count.three-counters":
        "A trick with three counting cards has a value of the sum of the card values- 2.",
    "swiss-tarot.count.two-counters":
        "A trick with two counting cards has a value of the sum of their values - 1.",
    "swiss-tarot.count.one-counter":
        "A trick with one counting card has the value of that card.",
    "swiss-tarot.count.no-counter":
        "A trick with no counting cards has a value of 1.",
    "swiss-tarot.game.three-deals": (
        "A game consists of three rounds, with a different dealer each round.",
        "The person with the highest score at the end of the game wins.",
    ),
    "swiss-tarot.game.winner": (
        "Each player antes an agreed upon stake before play.",
        "The person with the highest score at the end of the game wins.",
    ),
}
"""The words of the seed text that say each rule given as its source's own: rule id to passage(s), copied
verbatim."""

IN_WORDS = {
    "swiss-tarot-settle-card-twice": {"action": "settle", "game": "swiss-tarot", "hands": [["KSW", "KSW"], [], []]},
    "swiss-tarot-legal-card-twice": {"action": "legal", "game": "swiss-tarot", "hand": ["KSW", "1SW"],
                                     "trick": ["1SW"]},
}
"""Bad hands and tricks whose refusal is about a place in a list of cards, which it must name as the page does."""

READER_CHOICES = {
    "swiss-tarot-card": ({"game": "swiss-tarot", "kind": "play", "seed": 2, "players": 3, "deals": "1", "seat": "1"},
                         "card", ["21T", "0X", "KSW", "1CU", "7SW"]),
}
"""The reader's own choices that the step-data suite (tests/test_widgets_step_data.py) makes at every step it draws:
a widget, an action of its game's own and the values tried, by case; each leads to the same states from
answers without step data."""

NAMED_TWICE = {
    "swiss-tarot-settle": ({"action": "settle", "game": "swiss-tarot", "hands": [["KSW", "KSW"], [], []]},
                           "hands[0][1]", "the king of swords appears twice: the 1st and the 2nd card of Anne's hand"),
}
"""A hand with a card given twice, with the field and the whole reason of its refusal: the card in the game's
words, named once with both its places."""


ANSWERED = {
    ("swiss-tarot", "trick.win"): first_seat, ("swiss-tarot", "play.trump"): its_rule,
    ("swiss-tarot", "play.renounce"): its_rule, ("swiss-tarot", "game.winner"): first_seat,
    ("swiss-tarot", "game.tie"): first_seat,
    **{("swiss-tarot", f"count.{counters}"): counted
       for counters in ("no-counter", "one-counter", "two-counters", "three-counters")},
}
"""How a pupil puts the answer to each question the predict mode asks at this game's rules, by game and rule
(tests/test_questions_answered.py, from tests/support/answers.py)."""
