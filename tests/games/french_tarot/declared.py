"""What the suites over every game need of French Tarot beyond its engine's declarations
(:mod:`tests.support.declared`)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from engine.games.french_tarot.examples import SCORED
from tests.support.answers import first_seat, guide_bid, its_rule, made, multiplier, nobody

RULES = {"french-tarot": 109}
"""How many rule ids the game has: a rule lost or added by mistake shows here."""

SEED = {"french-tarot": ("French Tarot A trick-taking game of the European tarot card game family", None)}
"""Where the game's text begins in its seed (None: it runs to the seed's end)."""

GOLDEN: list[dict[str, Any]] = json.loads((Path(__file__).parents[2] / "golden" / "requests.json").read_text("utf-8"))
DEALT = next(request for request in GOLDEN if request.get("game") == "french-tarot" and "dog" in request)
"""A golden request that gives the hands and the dog."""
JUDGED = next({"players": request["players"], "hand": request["hand"]} for request in GOLDEN
              if request["action"] == "evaluate" and "hand" in request)
"""A golden hand to judge, with its table."""

COMPANIONS = {
    ("french-tarot", "score", "players"): lambda variant, value: {
        "deals": [{**SCORED, **({"partner": 2} if value == 5 else {})}]},
    ("french-tarot", "chances", "held"): lambda variant, value: {"missing": None, "of": 14},
    ("french-tarot", "chances", "of"): lambda variant, value: {"missing": None, "held": 0},
    ("french-tarot", "evaluate", "hand"): lambda variant, value: {"seed": None, **JUDGED},
    ("french-tarot", "deal", "dog_after"): lambda variant, value: {"players": 3},
    ("french-tarot", "play", "dog_after"): lambda variant, value: {"players": 3},
    **{("french-tarot", action, name): lambda variant, value: {"seed": None, "hands": DEALT["hands"],
                                                                "dog": DEALT["dog"]}
       for action in ("deal", "play") for name in ("hands", "dog", "dealer")},
    **{("french-tarot", action, "maldonne_below"): lambda variant, value: {"maldonne": True, "players": 3}
       for action in ("deal", "play")},
}
"""The other fields a field's value needs in the catalogue's suite: a partner at five, a chance asked one way,
given hands and dog, a maldonne switched on at three."""

RELATED = {"french-tarot": {"swiss-tarot", "homme"},
           "french-tarot-in-depth": {"french-tarot", "swiss-tarot", "basset"}}
"""The game pages the Related games section of each of this game's pages (docs/games/<id>.md, and the page in
depth beside it) must link to."""

NOT_THE_TERM = {page: {"kings": "the kings of a tarot suit, not Homme d'Auvergne's Kings, which score a point"}
                for page in ("french-tarot", "french-tarot-in-depth")}
"""Glossary ids not checked on the page, because it uses the word in another sense than the entry's."""

NOT_THE_TERM_FR = {
    "french-tarot": {
        "pool": "« la partie à quatre », the game for four, not Ferme's pool of the overshooters",
        "denomination": "« valeur », what a card counts and the pousse's fixed amounts, not a rank of cards",
    },
    "french-tarot-in-depth": {
        "board": "« tableaux », the source's printed tables, not a board of stakes",
        "denomination": "« valeurs fixes », the pousse's fixed amounts, not a rank of cards",
        "pool": "« fait partie des atouts », is among the trumps, not Ferme's pool of the overshooters",
        "ante": "« la mise à l'échelle », the scaling of the amounts, not an ante",
        "coup": "« coup permis », a legal move, not a round of a banking game",
    },
}
"""Glossary ids not checked on the French page (docs/fr/games/<id>.md), because it uses the French word in another
sense than the entry's."""

GLOSSARY_TERMS = {
    term: "games/french-tarot/" for term in (
        "oudler", "petit", "excuse", "monde", "chien", "ecart", "prise", "garde", "garde-sans", "garde-contre",
        "poignee", "petit-au-bout", "chelem", "taker")}
"""The glossary's terms of this game: each must be explained and link to its page."""

PASSAGES: dict[str, str | tuple[str, ...]] = {
    # French Tarot, after the Wikipedia article summarising the FFT's rules ---------------------------------------
    "french-tarot.pack.tarot-nouveau": (
        "The game is played using a 78-card tarot deck.",
        "21 numbered trump cards (atouts), and 1 unnumbered trump card: the \"Excuse\" or \"Fool\"",
        "4 suits of 14 cards each",
        "King, Queen, Knight, Jack, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1 (Ace).",
    ),
    "french-tarot.deal.cut": "The player at the left of the dealer cuts the deck.",
    "french-tarot.deal.packets": (
        "The dealer then deals out the entire deck, anticlockwise, starting with first hand.",
        "Each player is dealt their cards in packets of three consecutive cards at a time",
        "they will each receive 6 such packets for a total of 18 cards",
        "The dog consists of six cards, each hand of 24 cards, dealt in packets of three.",
        "The dog consists of three cards, each hand of 15 cards, dealt in packets of three.",
    ),
    "french-tarot.deal.dog": (
        "of 6 cards is dealt one card at a time into the centre of the table, while dealing to the other players.",
        "deal the dog two consecutive cards,",
        "deal the dog a card from the middle of a player's packet, or",
        "deal the first or last card of the deck to the dog.",
        "The dog consists of three cards",
    ),
    "french-tarot.deal.first-dealer": (
        "Players draw for the first deal; the person with the lowest-value card deals first, with suits ordered "
        "spades > hearts > diamonds > clubs as a tiebreaker.",
        "All trumps rank higher than any suited card",
    ),
    "french-tarot.deal.excuse-redraws": "anyone who draws the Fool must redraw.",
    "french-tarot.deal.anticlockwise": (
        "From this point, the deal will pass to the right (anticlockwise) for each subsequent deal.",
        "The dealer then deals out the entire deck, anticlockwise, starting with first hand.",
        "First hand leads the first trick, and play proceeds anticlockwise",
    ),
    "french-tarot.deal.maldonne": (
        "A maldonne (misdeal) occurs when the dealer makes mistakes in the dealing; if this happens, the hand is "
        "redealt, either by the same dealer or the next in rotation.",
    ),
    "french-tarot.deal.petit-sec": (
        "Before the bidding phase, if one player has a \"Petit sec\" (only one trump in hand, and it is the Petit, "
        "and does not have the Fool), then the player has to announce it and the hand is redealt.",
        "the hand is voided and this round will be redealt by the next dealer.",
    ),
    "french-tarot.deal.soft-shuffle": (
        "After each round, the cards are gathered, cut by the previous dealer, and dealt by the person to the "
        "right of the previous dealer.",
        "The cards are not commonly shuffled",
    ),
    "french-tarot.deal.first-lead": "First hand leads the first trick",
    "french-tarot.bid.order": "an auction begins, beginning with first hand and rotating anticlockwise.",
    "french-tarot.bid.pass": (
        "If a player does not wish to bid, they may \"pass\" but may not bid after having passed previously.",
    ),
    "french-tarot.bid.higher": "One may only bid higher than the previous bidders.",
    "french-tarot.bid.contracts": (
        "The bids are, in increasing importance:",
        "The preneur (\"taker\", sometimes called declarer as in Bridge) is the one who wins this auction",
    ),
    "french-tarot.bid.no-taker": "If no one bids, the hand is void and the deal passes to the right.",
    "french-tarot.call.king": (
        "Before calling the dog and scoring the three cards, the taker calls the King of any suit.",
        "Whoever has that King becomes the taker's partner",
    ),
    "french-tarot.call.queen-knight": (
        "If the taker has all four kings, a queen must be called.",
        "If the taker has all four kings and all four queens, a knight must be called.",
    ),
    "french-tarot.call.all-twelve": "A taker with all kings, queens and knights must play alone.",
    "french-tarot.call.dog": (
        "The King is called before anything is done with the dog; therefore, the taker may call a King that is "
        "in the dog. In this case, the taker plays alone",
    ),
    "french-tarot.dog.shown": (
        "if this is the winning bid the taker adds the \"dog\" to their hand, then confidentially sets aside a "
        "same number of cards of their choice",
        "Pousse (\"push\"): same actions and scoring as a prise",
        "Garde (\"guard\"): the same actions as prise",
    ),
    "french-tarot.dog.garde-sans": (
        "the dog goes directly into the taker's score pile, and no-one gets to see it until the end of the hand.",
    ),
    "french-tarot.dog.garde-contre": (
        "the dog goes directly into the opposing score pile, without being shown until the end of the hand.",
    ),
    "french-tarot.ecart.size": (
        "then confidentially sets aside a same number of cards of their choice",
        "The discarded cards form the beginning of the taker's score pile",
    ),
    "french-tarot.ecart.kings": "the taker may not set aside a king or a trump",
    "french-tarot.ecart.oudlers": "An oudler may never be set aside.",
    "french-tarot.ecart.trumps": (
        "except that if the player cannot discard anything else, they may discard a non-oudler trump.",
        "In this case, the taker has to display which trumps they set aside.",
    ),
    "french-tarot.declare.poignee": (
        "right before playing their first card.",
        "The declaring player must show at least the number of trump cards for the level of the bonus declared.",
        "The Fool counts as a trump for the purposes of declaring handfuls",
    ),
    "french-tarot.house.pousse-bid": "In some regions, there is a Pousse between the Petite and the Garde.",
    "french-tarot.house.no-prise": (
        "There are also some players who play without the prise contract, with garde as the minimum allowable bid.",
    ),
    "french-tarot.count.oudlers":
        "Three cards known as oudlers (honours) are of particular importance in the game: the 1 of trumps (le petit "
        "or \"Little one\"), the 21 of trumps (le monde",
    "french-tarot.count.card-values": (
        "Kings and oudlers are worth 4+1\u20442 points each;",
        "Queens are worth 3+1\u20442;",
        "Knights are worth 2+1\u20442;",
        "Jacks are worth 1+1\u20442;",
        "All other cards are worth 1\u20442 point.",
        "There are 91 points to be taken in a round",
    ),
    "french-tarot.count.pairs": (
        "Cards are paired, with each counter matched to an ordinary card, and remaining ordinary cards are also "
        "paired.",
        "1 King or oudler + 1 ordinary card: 5 points",
        "2 ordinary cards: 1 point",
        "If a card cannot be paired, because there are an odd number in the scoring pile",
    ),
    "french-tarot.contract.needed": (
        "With 3 oudlers the taker needs at least 36 card points to win;",
        "With 2 oudlers the taker needs at least 41 card points to win;",
        "With 1 oudler the taker needs at least 51 card points to win;",
        "With none the taker needs at least 56 card points to win.",
    ),
    "french-tarot.score.formula": (
        "s = (25 + E + P) \u00d7 M + H + S",
        "This bonus is not multiplied according to the contract.",
    ),
    "french-tarot.score.margin":
        "adds the absolute (non-negative) difference between the points earned by the taker and the threshold",
    "french-tarot.score.multiplier": (
        "M = Multiplier (1, 2, 4, or 6 depending on the taker's bid level)",
        "same actions and scoring as a prise, but outranks the prise",
    ),
    "french-tarot.score.garde-contre-8":
        "A popular variant is setting the multiplier for the Garde Contre to 8 instead of 6.",
    "french-tarot.bonus.petit-au-bout": (
        "When the last trick contains the Petit (1 of trump), 10 points is added to or deducted from the hand score "
        "before multiplying.",
        "depends on which would most benefit the side taking the trick with the Petit au bout",
    ),
    "french-tarot.bonus.petit-au-bout-slam":
        "If the side attempting the Petit au bout wins all the tricks, the player gets the petit au bout bonus if "
        "the Petit was played at the second to last trick (and won the trick) and the Fool was played at the last "
        "trick.",
    "french-tarot.bonus.poignee": (
        "single (10+), double (13+), or triple (15+) \"handful\" (poign\u00e9e), right before playing their first card.",
        "A single handful adds 20 to the scoring. Doubles and triples add 40 and 60, respectively.",
        "The bonus is always added to the hand score",
        "The Fool counts as a trump for the purposes of declaring handfuls",
        "13 trumps are needed for a single handful, 15 for a double handful, 18 for a triple.",
        "8 trumps are needed for a single handful, 10 for a double, 13 for a triple.",
    ),
    "french-tarot.bonus.chelem": (
        "\"Announced\" Slam (made while bidding in the auction) gains 400 points if made.",
        "a non-announced Slam made by either the taker or the defenders gains 200 points.",
        "Failure to fulfill a pre-declared Slam costs the announcer 200 points.",
    ),
    "french-tarot.scorecard.defenders": (
        "If the taker beats the target score, this hand score is deducted from the score of each defender.",
        "If the taker misses the target score, this score is added to the score of each defender.",
        "The opposite of the sum of the defenders' gain or loss is then added to or deducted from the taker's score "
        "to balance the scores",
    ),
    "french-tarot.scorecard.partner": (
        "the taker's partner gets one \"hand score\" added to or deducted if the taker makes or misses the "
        "contract.",
        "the partner gains the hand score, and the taker gets twice the hand score.",
        "the taker may call a King that is in the dog. In this case, the taker plays alone",
    ),
    "french-tarot.scorecard.rounding":
        "If rounding is to be done, the defenders' scores should be rounded and the taker's score adjusted "
        "accordingly.",
    "french-tarot.scorecard.running":
        "The sum of all scores for each hand, and thus the sum of the running totals after each hand, should be zero.",
    "french-tarot.house.misere": (
        "If a player's hand contains no trumps or no court cards (roi, dame, cavalier, valet), the player can "
        "declare Mis\u00e8re, which gives the declarer 30 points and subtracts 10 from the other players scores.",
        "This bonus is a common house rule",
    ),
    "french-tarot.house.maldonne":
        "Common house rules also allow a player to declare a maldonne if their hand has no trumps, or fewer than a "
        "given number of combined trumps and face cards.",
    "french-tarot.house.parole": (
        "it is possible to have a bid of Parole: the player does not commit to a contract but reserves judgment "
        "until a second round of bidding.",
        "this allows you to freely choose a bid from Prise to Garde Contre, or just a Prise.",
    ),
    "french-tarot.house.petit-chelem": (
        "\"Petit Slam\" is a bid to take every trick but three.",
        "An unannounced Petit Slam is worth 150 points, while an announced slam can gain the taker 300 points or "
        "lose them 150 if they make or miss.",
    ),
    "french-tarot.house.pousse-scale":
        "Instead of having multipliers, the contracts are then worth fixed amounts of 10, 20, 40, 80 or 160 points.",
    "french-tarot.odds.dog": (
        "This applies to 4 players and 6-card dog.",
        "he thus has a 30.5% chance of getting a queen in the dog, 4.4% of two queens.",
    ),
    "french-tarot.odds.longest": (
        "The following table shows the maximum number of suits and trumps for a Defender for 4 players.",
        "Suppose the taker has 8 hearts, thus the Defenders have 6 hearts. In 5.3% of the cases, one Defender has "
        "5 or more hearts.",
    ),
    "french-tarot.evaluate.oudlers": ("the 21 | 10", "the fool | 8"),
    "french-tarot.evaluate.petit": ("with 1-3 trumps | 0", "with 4 trumps | 5", "with 5 trumps | 7",
                                    "with 6+ trumps | 9"),
    "french-tarot.evaluate.trumps": "for each trump (oudlers included) unless there are less than 4 of them | 2",
    "french-tarot.evaluate.major-trumps": "for each major trump (16 to 21) | 2",
    "french-tarot.evaluate.sequences":
        "for each major trump in a sequence, e.g. 20,21 = 2 points or 16,17,18 = 3 points | 1",
    "french-tarot.evaluate.courts": ("king and queen of the same suit | 10", "a king without queen | 6",
                                     "a queen without king | 3", "a knight | 2", "a jack | 1"),
    "french-tarot.evaluate.long-suits": ("5 cards of the same suit | 5", "6 cards of the same suit | 7",
                                         "7+ cards of the same suit | 9"),
    "french-tarot.evaluate.short-suits": ("For garde sans or garde contre | no card of a suit | 6",
                                          "only one card of a suit | 3"),
    "french-tarot.evaluate.bid": ("less than 40 points: Passe (no bid)", "40 to 55 points: Prise",
                                  "56 to 70 points: Garde", "71 to 80 points: Garde Sans", "80+ points: Garde Contre"),
    # French Tarot's play ----------------------------------------------------------------------------------------
    "french-tarot.play.first-lead": ("First hand leads the first trick",
                                     "It grants the taker the right (and obligation) to start the first trick."),
    "french-tarot.count.piles": (
        "The taker counts the number of oudlers and the point value of all cards in the taker's scoring pile.",
        "The discarded cards form the beginning of the taker's score pile",
        "the dog goes directly into the taker's score pile",
        "the dog goes directly into the opposing score pile"),
    "french-tarot.play.lead": ("First hand leads the first trick",
                               "Every subsequent trick is led by the player who took the last trick. The leader of a "
                               "trick can play any card they like."),
    "french-tarot.play.follow": ("Once the leader of a trick has played a card, everyone else must follow suit.",
                                 "If a trump is led to the trick, the others must play a trump"),
    "french-tarot.play.trump": "A player who cannot follow suit must play a trump card if able",
    "french-tarot.play.overtrump": (
        'the player is compelled to overtrump if able (The "Petit" or 1 is valued lowest, and the "Monde" or 21 is '
        'valued highest). If a player must trump but cannot overtrump, they can play any trump.',
        "each trump must exceed the rank of all trump previously played in the trick if possible"),
    "french-tarot.play.renounce": "A player who cannot follow suit or trump may play any card to the trick, however "
                                  "it cannot win the trick.",
    "french-tarot.trick.win": ("the highest trump, if played, takes the trick, and if trump is not played, the "
                               "highest-value card of the led suit takes the trick",
                               "Trump suit 21–1, Excuse R D C V 10–1"),
    "french-tarot.excuse.play": ("The Fool (L'Excuse) may be played to any trick, instead of following suit or "
                                 "trumping.", "However, it normally doesn't win the trick."),
    "french-tarot.excuse.led": "If the first card played in a trick is the Fool, the suit which must be followed is "
                               "determined by the next card.",
    "french-tarot.excuse.slam": "The Fool never wins the trick, unless it is played to the last trick and the side "
                                "playing it has taken every previous trick.",
    "french-tarot.excuse.last-trick": (
        "it never changes sides, unless played to the last trick and the side playing it has not won every trick",
        "if not, it changes hands to the other side, even if the trick is won by a partner or fellow defender of "
        "the person playing it"),
    "french-tarot.excuse.exchange": (
        "the owner of the Excuse should instead give the winner of the trick a half-point card (a trump other than "
        "an oudler, or a suited number card; see Scoring) from the tricks the Excuse holder has already taken",
        'gives the side who took the trick an "ordinary" card (worth a half-point; see scoring below) from their '
        "scoring pile"),
}
"""The words of the seed text that say each rule given as its source's own: rule id to passage(s), copied
verbatim."""

SHOWN = {"french-tarot": {"french-tarot.declare.poignee", "french-tarot.call.king"}}
"""The rules whose steps show or name aloud every card they name to every seat: a poignée is shown to the table, a
king is called by its name."""

ALOUD = {"french-tarot": {"call"}}
"""The moves whose card is named aloud rather than shown: the taker calls a king by its name."""

BAD_INPUT = {
    "french-tarot-points-too-large": ({"action": "score", "game": "french-tarot", "deals": [
        {"taker": 1, "contract": "garde", "points": 1e308, "oudlers": 2}]}, "deals[0].points", "not 1e+308"),
    "french-tarot-points-not-a-number": ({"action": "score", "game": "french-tarot", "deals": [
        {"taker": 1, "contract": "garde", "points": float("nan"), "oudlers": 2}]}, "deals[0].points",
        "not NaN (not a number)"),
}
"""Deals to score against French Tarot's rules, each with the field its refusal names and words of its reason: the
bad-input suite asks them beside the refusals every game gives alike."""

IN_WORDS = {
    "french-tarot-score-pile-card-twice": {"action": "score", "game": "french-tarot", "players": 4,
                                           "deals": [{"taker": 1, "contract": "garde", "pile": ["RPI", "RPI"]}]},
    "french-tarot-count-card-twice": {"action": "count", "game": "french-tarot", "pile": ["0EX", "0EX"]},
    "french-tarot-evaluate-card-twice": {"action": "evaluate", "game": "french-tarot", "hand": ["21AT"] * 18},
}
"""Bad piles and hands whose refusal is about a place in a list of cards, which it must name as the page does."""

READER_CHOICES = {
    "french-tarot-bid": ({"game": "french-tarot", "kind": "play", "seed": 3, "players": 4, "seat": "2"}, "choose",
                         ["pass", "prise", "garde"]),
    "french-tarot-card": ({"game": "french-tarot", "kind": "play", "seed": 3, "players": 4, "seat": "2",
                           "decisions": "pass"}, "card", ["VTR", "19AT", "9CE"]),
}
"""The reader's own choices that the step-data suite (tests/test_widgets_step_data.py) makes at every step it draws:
a widget, an action of its game's own and the values tried, by case; each leads to the same states from
answers without step data."""


ANSWERED = {
    **{("french-tarot", rule): its_rule for rule in ("bid.pass", "bid.higher", "bid.chelem", "call.king",
                                                   "call.queen-knight", "dog.shown", "dog.garde-sans",
                                                   "dog.garde-contre", "play.trump", "play.overtrump", "play.renounce")},
    ("french-tarot", "bid.contracts"): first_seat, ("french-tarot", "bid.no-taker"): nobody,
    ("french-tarot", "trick.win"): first_seat, ("french-tarot", "bonus.petit-au-bout"): first_seat,
    ("french-tarot", "bonus.petit-au-bout-slam"): first_seat, ("french-tarot", "contract.needed"): made,
    ("french-tarot", "score.multiplier"): multiplier, ("french-tarot", "score.garde-contre-8"): multiplier,
    ("french-tarot", "evaluate.bid"): guide_bid,
}
"""How a pupil puts the answer to each question the predict mode asks at this game's rules, by game and rule
(tests/test_questions_answered.py, from tests/support/answers.py)."""
