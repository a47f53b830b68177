"""What the suites over every game need of Ferme and Farmer beyond their engine's declarations
(:mod:`tests.support.declared`)."""

from __future__ import annotations

from typing import Any

from engine.games import GAMES
from tests.support.answers import first_seat, nobody, payee, tie_kept, winner_or_nobody

RULES = {"ferme": 46, "farmer": 23}
"""How many rule ids each game has, counted over its variants: a rule lost or added by mistake shows here."""

SEED = {"ferme": ("Ferme Very early French banking game", None),
        "farmer": ("Farmer is a gambling game for two to eight players", None)}
"""Where each game's text begins in its seed, and where the next game's begins (None: at the seed's end)."""


def _farmer_at(game: str, variant: str, seat: int) -> dict[str, Any]:
    """A scenario's four hands with the farmer at ``seat``: in Ferme the farmer holds none, in Farmer any seat
    plays."""
    given = GAMES[game].example("settle", variant, 4)
    hands = [hand for hand in given["hands"] if hand]  # type: ignore[union-attr]
    if len(hands) == 4:
        return {"hands": hands}
    return {"hands": hands[:seat - 1] + [[]] + hands[seat - 1:]}


COMPANIONS = {
    (game, "settle", "farmer"): lambda variant, value, game=game: _farmer_at(game, variant, int(str(value)))
    if isinstance(value, int) and 1 <= value <= 4 else {} for game in ("ferme", "farmer")}
"""The other fields a field's value needs in the catalogue's suite: a farmer's seat, a scenario that seats one."""

RELATED = {"ferme": {"farmer", "basset", "landsknecht"}, "farmer": {"ferme"}}
"""The game pages the Related games section of this game's page (docs/games/<id>.md) must link to."""

NOT_THE_TERM_FR = {
    "farmer": {
        "garde": "« que garde le Farmer », that Farmer keeps (garder), not French Tarot's contract",
        "turn-up": "« on retourne », the hidden cards turned face up, not the turn-up that names trumps",
        "pool": "« fait partie des joueurs », is among the players; Farmer has no pool, its farm is the pot",
        "prise": "« l'a prise », taken (prendre), not French Tarot's lowest contract",
        "ecart": "« à l'écart du pot secondaire », kept out of it, not the French Tarot taker's écart",
    },
    "ferme": {
        "oudler": "« d'un bout à l'autre », from end to end, not a tarot's oudler",
        "trick": "« sous pli cacheté », in a sealed letter, not a trick",
        "prise": "« prise sur le dessus », taken (prendre), not French Tarot's lowest contract",
        "garde": "« que garde le Farmer », that Farmer keeps (garder), not French Tarot's contract",
        "first-hand": "« premier en cartes », Ferme's eldest hand, whose own entry bears the same French name",
        "turn-up": "« la carte qu'on retourne », a card turned up in Basset and Landsknecht, not the turn-up that "
                   "names trumps",
    },
}
"""Glossary ids not checked on the French page (docs/fr/games/<id>.md), because it uses the French word in another
sense than the entry's."""

PASSAGES: dict[str, str | tuple[str, ...]] = {
    # Ferme, 1659: the earliest rules, after de la Marinière ----------------------------------------------------
    "ferme-1659.count.points":
        "Court cards score 10 points each and pip cards score their face value, Aces being worth 1 point.",
    "ferme-1659.win.sixteen":
        "A player scoring exactly 16, wins the farm and contents of the pool, 'deposing' the current farmer",
    "ferme-1659.farm.stays":
        "If no-one scores 16, the player who is nearest 16 without exceeding it, wins the pool, but not the farm.",
    "ferme-1659.pool.closest":
        "If no-one scores 16, the player who is nearest 16 without exceeding it, wins the pool, but not the farm.",
    "ferme-1659.next-farmer.winner":
        "wins the farm and contents of the pool, 'deposing' the current farmer and taking over as farmer for the "
        "next round.",
    "ferme-1659.bust.pay-excess":
        "If a player's hand cards exceed 16, that player pays the farmer one jeton for every excess point.",
    "ferme-1659.stick.twelve-to-fifteen":
        "Players on 12 to 15 points may 'stick' to avoid exceeding 16 and having to pay the farmer.",
    # Ferme, 1800: the later rules, after Lacombe ---------------------------------------------------------------
    "ferme-1800.count.points": (
        "As before, courts count 10 points and pips their face value.",
        "Aces being worth 1 point.",
    ),
    "ferme-1800.win.sixteen": (
        "A player who scores exactly 16 wins the farm and the pool.",
        "A player who wins the farm deposes the farmer",
    ),
    "ferme-1800.farm.stays":
        "puts it aside to be won by the player who dispossesses the farmer.",
    "ferme-1800.pool.closest": (
        "Although forfeiting the chance of winning the farm, such a player may still win the pool.",
        "The player whose score is closest to 16 without overshooting it, wins the pool.",
    ),
    "ferme-1800.next-farmer.winner":
        "A player who wins the farm deposes the farmer and takes over",
    "ferme-1800.deal.shuffle-and-cut":
        "The farmer shuffles the pack, has the player to the left cut them",
    "ferme-1800.deal.one-each":
        "deals one card each, anticlockwise beginning with eldest hand, the player to their right.",
    "ferme-1800.draw.from-bottom": (
        "Beginning with eldest, players have the right to ask for one or more cards in succession until they are "
        "satisfied with their hand.",
        "These fresh cards are taken from the bottom of the talon.",
    ),
    "ferme-1800.bust.pay-excess": (
        "that player pays the farmer the number of jetons corresponding to the excess points.",
        "So a player with a score of 20 in cards, pays 4 jetons.",
    ),
    "ferme-1800.stick.basta": (
        "A player wishing to stick says basta and does not have to pay anything.",
        "such a player may still win the pool.",
    ),
    "ferme-1800.tie.brillant-and-ten":
        "The brilliant and a 10-point card beat any other combination",
    "ferme-1800.tie.fewer-cards":
        "Two cards beat three cards; three beat four, etc.",
    # Farmer: the American game --------------------------------------------------------------------------------
    "farmer.pack.forty-five": (
        "Farmer uses a special 45-card deck.",
        "Starting with a standard deck",
        "remove all the 8s and all the 6s except for the 6♥.",
    ),
    "farmer.players.two-to-eight": (
        "Farmer is a gambling game for two to eight players",
        "with the farmer drawing last.",
    ),
    "farmer.count.points":
        "Aces are worth one, face cards are worth ten, and all other cards are worth their face value.",
    "farmer.first-farmer.six-of-hearts":
        "begin dealing cards face up, one at a time, to each player. The player that the 6♥ is dealt to is the "
        "first dealer, called the farmer.",
    "farmer.ante.everyone": (
        "All players ante to the pot, which is called the farm.",
        "all players must ante again before the start of the next deal.",
    ),
    "farmer.deal.one-face-down":
        "The farmer shuffles and deals one card face down to each player, starting with the player to their left.",
    "farmer.draw.order": (
        "Starting with the player to the farmer's left, each player is given the opportunity to draw cards.",
        "the next player to the left is given an opportunity to draw, and so on, with the farmer drawing last.",
    ),
    "farmer.draw.at-least-one":
        "Each player is required to draw at least one card.",
    "farmer.draw.hit-or-stay":
        "they merely say \"Hit\", and are dealt an additional card, face up, by the farmer. When they are "
        "satisfied with their hand, they say \"I stay\".",
    "farmer.bust.silent":
        "If a player should exceed a score of sixteen, called busting, they do not announce this publicly; they "
        "simply stay.",
    "farmer.win.sixteen": (
        "the players' face-down cards are revealed",
        "If a single player has a score of exactly sixteen, they win the farm.",
    ),
    "farmer.tie.six-of-hearts":
        "The player with the 6♥ wins.",
    "farmer.tie.fewest-cards":
        "If none of the players hold the 6♥, the player with the fewest cards wins.",
    "farmer.tie.left-of-farmer":
        "If the farmer is not involved in the tie, the first player to the left of the farmer wins.",
    "farmer.no-sixteen.farm-stays":
        "If there are no players with a score of exactly sixteen, the farm remains for the next deal.",
    "farmer.no-sixteen.pay-closest":
        "Each player with a lower score pays the amount of the ante to the player who is closest to sixteen "
        "without going over.",
    "farmer.no-sixteen.side-pot":
        "If there are multiple players tied for closest to sixteen, these payoffs are aggregated into a side pot, "
        "which is then split as evenly as possible amongst the players (with any remainder going into the farm).",
    "farmer.bust.pay-farmer":
        "Regardless of whether the farm was won or not, all players that have busted pay the amount of the ante "
        "to the farmer (except for the farmer, who of course cannot pay himself).",
    "farmer.next-farmer.winner":
        "If the farm was won, the player that won it becomes the farmer on the next deal. If not, the same farmer "
        "deals again.",
}
"""The words of the seed text that say each rule given as its source's own: rule id to passage(s), copied
verbatim."""

_FARMER = {"action": "play", "game": "farmer", "players": 5, "seed": 1}
_SCENARIO = {"action": "settle", "game": "farmer", "hands": [["KS", "6H"], ["9D", "7D"], ["2C", "3C", "QD"]]}
_FERME = {"action": "settle", "game": "ferme", "variant": "1659", "hands": [None, ["9D", "7C"], ["KS", "2C"]]}

BAD_INPUT = {
    "ferme-variant-as-its-number": ({**_FARMER, "game": "ferme", "variant": 1659}, "variant", "unknown variant"),
    "farmer-too-many-players": ({**_FARMER, "players": 99}, "players", "from 2 to 8"),
    "farmer-one-player": ({**_FARMER, "players": 1}, "players", "from 2 to 8"),
    "ferme-too-many-players": ({**_FARMER, "game": "ferme", "players": 13}, "players", "from 2 to 12"),
    "farmer-no-ante": ({**_FARMER, "ante": 0}, "ante", "from 1"),
    "farmer-negative-ante": ({**_FARMER, "ante": -2}, "ante", "from 1"),
    "farmer-ante-as-text": ({**_FARMER, "ante": "1"}, "ante", "whole number"),
    "farmer-ante-as-an-object": ({**_FARMER, "ante": {"chips": 1}}, "ante", "not an object"),
    "farmer-rounds-with-the-steps": ({**_FARMER, "rounds": 61}, "rounds", "61 rounds at a table of 5 is more than one "
                                     "answer may hold: the rounds times the players may be at most 300 while the "
                                     "answer explains every step (with \"explain\": false, at most 5000), such as 60 "
                                     "rounds at this table"),
    "farmer-rounds-without-the-steps": ({**_FARMER, "players": 8, "rounds": 626, "explain": False}, "rounds",
                                        "may be at most 5000, such as 625 rounds"),
    "farmer-too-many-rounds": ({**_FARMER, "rounds": 1001, "explain": False}, "rounds", "from 1 to 1000"),
    "farmer-unknown-policy": ({**_FARMER, "policy": {"name": "gamble"}}, "policy.name", "unknown policy"),
    "farmer-stand-beyond-16": ({**_FARMER, "policy": {"name": "stand", "at": 17}}, "policy.at", "from 1 to 16"),
    "farmer-policy-field": ({**_FARMER, "policy": {"name": "stand", "at": 14, "x": 1}}, "policy.x",
                            "unknown policy field"),
    "farmer-policy-as-text": ({**_FARMER, "policy": "stand"}, "policy", "is an object"),
    "farmer-policies-too-few": ({**_FARMER, "policies": [{"name": "stand", "at": 14}]}, "policies", "list of 5"),
    "farmer-policy-and-policies": ({**_FARMER, "policy": {"name": "stand", "at": 14}, "policies": []}, "policies",
                                   "not both"),
    "farmer-bids": ({**_FARMER, "bids": [1, 2, 3, 4, 5]}, "bids", "no auction"),
    "ferme-bids-too-few": ({**_FARMER, "game": "ferme", "bids": [1, 2]}, "bids", "list of 5 bids"),
    "ferme-negative-bid": ({**_FARMER, "game": "ferme", "bids": [1, 2, -3, 4, 5]}, "bids[2]", "from 0"),
    "farmer-rotate": ({**_FARMER, "rotate": True}, "rotate", "no rotating farm"),
    "farmer-hands-as-text": ({**_SCENARIO, "hands": "KS 6H"}, "hands", "list"),
    "farmer-unknown-suit": ({**_SCENARIO, "hands": [["KS", "6H"], ["9D", "ZZ"], ["2C", "3C"]]}, "hands[1][1]",
                            "no known suit"),
    "farmer-suit-of-another-pack": ({**_SCENARIO, "hands": [["KS", "6H"], ["9D", "1X"], ["2C", "3C"]]}, "hands[1][1]",
                                    "no known suit"),
    "farmer-unknown-rank": ({**_SCENARIO, "hands": [["KS", "6H"], ["9D", "15H"], ["2C", "3C"]]}, "hands[1][1]",
                            "no known rank"),
    "farmer-card-as-a-number": ({**_SCENARIO, "hands": [["KS", "6H"], ["9D", 7], ["2C", "3C"]]}, "hands[1][1]",
                                "not 7"),
    "farmer-card-twice": ({**_SCENARIO, "hands": [["KS", "6H"], ["9D", "K♠"], ["2C", "3C"]]}, "hands[1][1]",
                          "appears twice"),
    "farmer-card-not-in-the-pack": ({**_SCENARIO, "hands": [["KS", "6H"], ["9D", "8D"], ["2C", "3C"]]}, "hands[1][1]",
                                    "not in the 45-card pack"),
    "farmer-empty-hand": ({**_SCENARIO, "hands": [["KS", "6H"], [], ["2C", "3C"]]}, "hands[1]", "empty"),
    "farmer-null-hand": ({**_SCENARIO, "hands": [["KS", "6H"], None, ["2C", "3C"]]}, "hands[1]", "empty"),
    "farmer-hand-of-one": ({**_SCENARIO, "hands": [["KS", "6H"], ["9D"], ["2C", "3C"]]}, "hands[1]", "at least 2"),
    "farmer-hand-over-16": ({**_SCENARIO, "hands": [["KS", "QH", "2D"], ["9D", "7D"]]}, "hands[0]", "already over 16"),
    "farmer-one-hand": ({**_SCENARIO, "hands": [["KS", "6H"]]}, "players", "from 2 to 8"),
    "farmer-players-and-hands": ({**_SCENARIO, "players": 4}, "hands", "one hand per seat"),
    "farmer-farmer-beyond-the-table": ({**_SCENARIO, "farmer": 4}, "farmer", "from 1 to 3"),
    "farmer-no-farm": ({**_SCENARIO, "farm": 0}, "farm", "from 1"),
    "farmer-pool": ({**_SCENARIO, "pool": 3}, "pool", "has no pool"),
    "farmer-settle-policy": ({**_SCENARIO, "policy": {"name": "stand", "at": 14}}, "policy", "unknown field"),
    "ferme-farmer-holds-cards": ({**_FERME, "hands": [["AS", "2S"], ["9D", "7C"], ["KS", "2C"]]}, "hands[0]",
                                 "holds no cards"),
    "ferme-hand-below-12": ({**_FERME, "hands": [None, ["9D", "AC"], ["KS", "2C"]]}, "hands[1]", "below 12"),
    "ferme-1659-drew-past-16": ({**_FERME, "hands": [None, ["6S", "KD", "QD"], ["KS", "2C"]]}, "hands[1]",
                                "already had 16 before the last card"),
    "farmer-drew-past-16": ({**_SCENARIO, "hands": [["KS", "6H", "2D"], ["9D", "7D"], ["2C", "3C"]]}, "hands[0]",
                            "already had 16"),
    "ferme-negative-pool": ({**_FERME, "pool": -1}, "pool", "from 0"),
}
"""Requests against the rules of Ferme and Farmer, each with the field its refusal names and words of its reason:
the bad-input suite asks them beside the refusals every game gives alike."""

IN_WORDS = {
    "farmer-settle-card-twice": {**_SCENARIO, "hands": [["KS", "6H"], ["9D", "K♠"], ["2C", "3C"]]},
    "ferme-settle-card-twice": {**_FERME, "hands": [None, ["9D", "9D"], ["KS", "2C"]]},
}
"""Bad scenarios whose refusal is about a place in a list of cards, which it must name as the page does."""

_TIE = "game=ferme&kind=scenario&variant=1800&players=4&step=3&farmer=1&hands="

LESSONS: dict[tuple[str, str, str], dict[str, Any]] = {
    ("farmer", "farmer-steps", "game=farmer&kind=steps&seed=7&players=5&step=20&predict=1"): {
        "step": 21, "steps": 27, "predict": True, "question": "Who wins the farm?",
        "facts": (
            (2, "farmer.first-farmer.six-of-hearts", "Claude receives the six of hearts and is the first farmer"),
            (21, "farmer.no-sixteen.farm-stays", "Nobody has 16: the farm (5) stays"),
            (22, "farmer.no-sixteen.busted-exempt", "Denise, Étienne and Claude busted"),
            (23, "farmer.no-sixteen.side-pot", "the side pot is empty"),
            (24, "farmer.bust.pay-farmer", "Denise busted with 20 and pays the farmer, Claude, 1"),
            (25, "farmer.bust.pay-farmer", "Étienne busted with 23 and pays the farmer, Claude, 1"),
            (26, "farmer.bust.pay-farmer", "the farmer pays nobody"),
            (27, "farmer.next-farmer.winner", "Claude deals again"),
        ),
        "balances": {"Anne": -1, "Blaise": -1, "Claude": 1, "Denise": -2, "Étienne": -2},
        "pots": {"farm": 5},
    },
    ("ferme", "ferme-tie", _TIE + "%7C9D+7C%7C6H+7S+3D%7CKD+2C+4D"): {
        "step": 4, "steps": 9,
        "facts": (
            (4, "ferme-1800.win.sixteen", "Denise, Claude and Blaise all have 16"),
            (5, "ferme-1800.tie.brillant-and-ten", "Claude holds the brillant, but not with a ten-point card"),
            (6, "ferme-1800.tie.fewer-cards", "Blaise has the fewest and wins the tie"),
            (7, "ferme-1800.win.sixteen", "Blaise wins the farm (10) and the pool (3)"),
        ),
    },
    ("ferme", "ferme-tie", _TIE + "%7C9D+7C%7C6H+KS%7CQD+4C+2H"): {
        "step": 4, "steps": 8,
        "facts": (
            (4, "ferme-1800.win.sixteen", "Denise, Claude and Blaise all have 16"),
            (5, "ferme-1800.tie.brillant-and-ten", "Claude holds the brillant with a ten-point card and wins the tie"),
            (6, "ferme-1800.win.sixteen", "Claude wins the farm"),
        ),
    },
    ("ferme", "ferme-tie", _TIE + "%7C7S+9C%7C6H+7D+3S%7C9D+7C"): {
        "step": 4, "steps": 10,
        "facts": (
            (4, "ferme-1800.win.sixteen", "Denise, Claude and Blaise all have 16"),
            (5, "ferme-1800.tie.brillant-and-ten", "Claude holds the brillant, but not with a ten-point card"),
            (6, "ferme-1800.tie.fewer-cards", "Denise and Blaise have 2 each, so they are still tied"),
            (7, "ferme-1800.tie.position", "Denise comes first in order of play from eldest hand and wins"),
            (8, "ferme-1800.win.sixteen", "Denise wins the farm"),
        ),
    },
    ("ferme", "ferme-1800-steps", "game=ferme&kind=steps&variant=1659&seed=12&players=5&step=3"): {
        "step": 4, "steps": 14, "predict": False,
        "facts": (
            (2, "ferme-1659.farm.auction-tie", "Blaise, Claude bid 14 each; Blaise comes first in seat order"),
            (4, "ferme-1659.deal.top-and-bottom", "Anne 10♠ 6♥"),
            (6, "ferme-1659.draw.below-twelve", "Étienne is below 12, may not stop"),
            (7, "ferme-1659.bust.pay-excess", "Étienne has 20, 4 over 16, and pays the farmer, Blaise, 4"),
            (8, "ferme-1659.draw.below-twelve", "Denise is below 12, may not stop"),
            (9, "ferme-1659.bust.pay-excess", "Denise has 17, 1 over 16, and pays the farmer, Blaise, 1"),
            (10, "ferme-1659.draw.from-top", "Claude asks for a card"),
            (11, "ferme-1659.bust.pay-excess", "Claude has 19, 3 over 16, and pays the farmer, Blaise, 3"),
            (12, "ferme-1659.win.sixteen", "Anne wins the farm (14) and the pool (4)"),
            (13, "ferme-1659.next-farmer.winner", "Anne becomes the farmer"),
            (14, "ferme-1659.farm.new-stake", "Anne puts up a new farm of 14"),
        ),
        "balances": {"Anne": 3, "Blaise": -6, "Claude": -4, "Denise": -2, "Étienne": -5},
        "pots": {"farm": 14, "pool": 0},
    },
    ("ferme", "ferme-1800-steps", "game=ferme&kind=steps&variant=1800&seed=12&players=5&step=4"): {
        "step": 5, "steps": 18, "predict": False,
        "facts": (
            (2, "ferme-1800.farm.auction-tie", "Blaise comes first in seat order"),
            (5, "ferme-1800.deal.one-each", "anticlockwise from eldest hand, Anne: Anne Q♥"),
            (6, "ferme-1800.draw.from-bottom", "Anne asks for a card and takes K♠ from the bottom of the talon: 20"),
            (7, "ferme-1800.bust.pay-excess", "pays the farmer, Blaise, 4"),
            (10, "ferme-1800.stick.basta", "Étienne says basta on 12"),
            (14, "ferme-1800.stick.basta", "Denise says basta on 15"),
            (16, "ferme-1800.stick.basta", "Claude says basta on 13"),
            (17, "ferme-1800.farm.stays", "Nobody has 16: Blaise keeps the farm (14)"),
            (18, "ferme-1800.pool.closest", "Denise is nearest to 16 with 15 and takes the pool (4)"),
        ),
        "balances": {"Anne": -5, "Blaise": -10, "Claude": -1, "Denise": 3, "Étienne": -1},
        "pots": {"farm": 14, "pool": 0},
    },
}
"""What the lessons of the teachers' and start pages say of the states their links open (tests/test_lessons.py), by
the link's game page, widget id and fragment: the step shown and how many the deal has, whether the predict mode is
on and the question it opens on, each answer the lesson gives (its step, rule and words) and the chips at the end."""


ATTRIBUTED = {
    "Lacombe (1800), pp. 76–77, after the Wikipedia article *Ferme (card game)*": "our own footnotes",
    "Lacombe (1800), pp. 76–77, after Wikipedia, Ferme": "the engine's explanation steps",
}
"""Passages in quote marks on the pages that no seed says, each with who says it: the sources page quotes how our
footnotes and the engine cite a book of Ferme."""


ANSWERED = {
    (game, rule): expect for game in ("farmer", "ferme") for rule, expect in {
        "bust.pay-farmer": payee, "bust.pay-excess": payee, "no-sixteen.pay-closest": payee, "win.": first_seat,
        "no-sixteen.farm-stays": nobody, "farm.stays": nobody, "tie.": tie_kept, "pool.closest": winner_or_nobody,
        "pool.tie": winner_or_nobody, "pool.carry-over": winner_or_nobody, "next-farmer.": first_seat,
    }.items()
}
"""How a pupil puts the answer to each question the predict mode asks at this game's rules, by game and rule
(tests/test_questions_answered.py, from tests/support/answers.py)."""
