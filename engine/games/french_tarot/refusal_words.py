"""The sentences of French Tarot's refusals of a request, by message id: a pile, a deal to score and its fields, a
hand to judge, the hands and dog a reader gives, the dealing order, the house rules asked together, the reader's
decisions and the taker's chances; and what a number refused names (a seat, the trumps shown), which the shared
refusal of a number follows. The actions raise each refusal as a message; this module alone words them in English,
its sibling in French.

>>> from engine.said import Seat, say
>>> REFUSAL_WORDS.tell(say("refuse.hand-dealt", player=Seat(1), held=1, players=4, size=18), ("Anne", "Blaise"))
'Blaise holds 1 card: with 4 players each is dealt 18'
>>> REFUSAL_WORDS.tell(say("refuse.maldonne", why=say("refuse.maldonne-inside", inside=7)), ())
"a maldonne: after 7 cards a player's packet of three is not finished: a dog card may not go inside it; the rules \
have the hand dealt again, by the same dealer or the next"
"""

from __future__ import annotations

from engine.games.french_tarot.counting import points_text
from engine.said import Told, Words
from engine.wording import counted


def dog_after_example(size: int) -> list[int]:
    """A dealing order a refusal gives as its example: a card to the dog after every two packets of three."""
    return [6 * n for n in range(1, size + 1)]


def _other(told: Told) -> str:
    """Of the hands and the dog, the one a request left out (the term ``given`` names the other)."""
    return "dog" if told.term("given") == "hands" else "hands"


REFUSAL_WORDS = Words({
    # A pile and a deal to score
    "refuse.pile": lambda t: "give the cards of the pile, such as ['RPI', '21AT', '7CE']",
    "refuse.deals": lambda t: f"give the deals to score as a list of 1 to {t.number('most')} objects, such as "
                              "[{\"taker\": 1, \"contract\": \"garde\", \"points\": 48, \"oudlers\": 2}]",
    "refuse.deal": lambda t: "a deal is an object such as {\"taker\": 1, \"contract\": \"garde\", \"points\": 48, "
                             "\"oudlers\": 2}",
    "refuse.taker": lambda t: "give the taker's seat",
    "refuse.slam-side": lambda t: "the side that made it took nearly every trick, so it won the contract, but the "
                                  f"taker {t.term('result')} it",
    "refuse.chelem-not-petit": lambda t: "a side that took every trick made a chelem, not a petit chelem",
    "refuse.petit-second-to-last": lambda t: "the Petit is au bout at the trick before the last only when its side "
                                             "took every trick (a chelem) and played the Excuse to the last",
    "refuse.pile-and-points": lambda t: "give the taker's pile, or its points and oudlers, not both",
    "refuse.points": lambda t: f"the taker's points are a number of whole or half points from "
                               f"{points_text(t.number('lowest'))} to {points_text(t.number('highest'))} with "
                               f"{counted(t.number('oudlers'), 'oudler')}, such as 48 or 43.5, not "
                               f"{t.term('given')}",
    "refuse.partner-table": lambda t: f"only five players call a partner, not {t.number('players')}",
    "refuse.partner": lambda t: "with five players give the partner's seat: the player holding the called king, or "
                                "the taker's own seat when the taker plays alone",
    "refuse.petit-trick-alone": lambda t: "say which side had the Petit au bout first",
    "refuse.petit-taker": lambda t: "the taker's side took the Petit au bout, so the Petit is among its oudlers, yet "
                                    "none of them is the Petit",
    "refuse.petit-defence": lambda t: "the defence took the Petit au bout, yet the Petit is in the taker's tricks",
    "refuse.chelem-object": lambda t: "give an object such as {\"announced\": true, \"made_by\": \"taker\"}",
    "refuse.chelem-empty": lambda t: "neither announced nor made: leave the field out",
    "refuse.poignees": lambda t: f"give at most {t.number('players')} poignées, such as [{{\"seat\": 1, "
                                 "\"level\": \"single\"}]",
    "refuse.poignee-object": lambda t: "a poignée is an object such as {\"seat\": 1, \"level\": \"double\"}",
    "refuse.poignee-once": lambda t: "a player declares one poignée at the most",
    "refuse.poignee-level": lambda t: f"a {t.term('level')} poignée shows at least {t.number('least')} trumps with "
                                      f"{t.number('players')} players, not {t.number('trumps')}",
    "refuse.poignee-empty": lambda t: "give the poignée's level or the trumps shown",
    "refuse.poignees-trumps": lambda t: f"these poignées show {t.number('shown')} trumps at the least, and the pack "
                                        f"has {t.number('trumps')}, the Excuse counted",
    "refuse.miseres": lambda t: "give the seats of the players who declared misère, such as [2]",
    "refuse.misere-once": lambda t: "a player declares misère once at the most",
    # A hand to judge
    "refuse.hand-and-seed": lambda t: "give a hand to judge, or a seed to deal one, not both",
    "refuse.hand": lambda t: f"give the {t.number('size')} cards of a hand, such as ['21AT', 'RPI', ...], or a seed "
                             "to deal one",
    "refuse.hand-size": lambda t: f"with {t.number('players')} players a hand holds {t.number('size')} cards, not "
                                  f"{t.number('given')}",
    # A deal and its house rules
    "refuse.parole-without-prise": lambda t: "a parole that allows only a prise needs a table that plays the prise: "
                                             "choose \"any\", or play the prise",
    "refuse.dealer": lambda t: "a dealer is given only with the hands and the dog; a seeded deal draws for it",
    "refuse.hands-or-dog": lambda t: f"the {t.term('given')} {'are' if t.term('given') == 'hands' else 'is'} given, "
                                     f"so give the {_other(t)} too: a deal is the players' hands and the dog together",
    "refuse.given-dealt": lambda t: "the hands and the dog are given, so nothing is shuffled or dealt: leave this "
                                    "field out",
    "refuse.hands": lambda t: f"give one list of {t.number('size')} cards for each of the {t.number('players')} "
                              "seats, such as [['21AT', 'RPI', ...], ...]",
    "refuse.hand-dealt": lambda t: f"{t.name('player')} holds {counted(t.number('held'), 'card')}: with "
                                   f"{t.number('players')} players each is dealt {t.number('size')}",
    "refuse.dog": lambda t: f"the dog holds {t.number('size')} cards with {t.number('players')} players, not "
                            f"{t.number('given')}",
    "refuse.maldonne-below": lambda t: "the number agreed for a maldonne counts only at a table that plays it: add "
                                       "\"maldonne\": true, or leave this field out",
    "refuse.dog-after": lambda t: f"give the players' cards dealt before each of the dog's {t.number('size')} cards, "
                                  f"in order, such as {dog_after_example(t.number('size'))}",
    "refuse.maldonne": lambda t: f"a maldonne: {t.told('why')}; the rules have the hand dealt again, by the same "
                                 "dealer or the next",
    # Why a dealing order is a maldonne, told inside refuse.maldonne
    "refuse.maldonne-dog-size": lambda t: f"the dog has {t.number('size')} cards with {t.number('players')} players, "
                                          f"not {t.number('given')}",
    "refuse.maldonne-order": lambda t: "the dog's cards are given in the order they are dealt, each after the one "
                                       "before",
    "refuse.maldonne-first": lambda t: "the first card of the pack may not go to the dog",
    "refuse.maldonne-last": lambda t: "the last card of the pack may not go to the dog",
    "refuse.maldonne-in-a-row": lambda t: "the dog may not receive two cards in a row",
    "refuse.maldonne-inside": lambda t: f"after {t.number('inside')} cards a player's packet of three is not "
                                        "finished: a dog card may not go inside it",
    # The reader's decisions
    "refuse.call-table": lambda t: f"only five players call a King: with {t.number('players')} the taker plays alone "
                                   "against the others",
    "refuse.ecart-size": lambda t: f"the écart is {t.number('size')} cards, as many as the dog held with "
                                   f"{t.number('players')} players, not {t.number('given')}",
    # The taker's chances
    "refuse.missing-and-held": lambda t: "give the cards missing, or the cards held and the kind's size, not both",
    "refuse.missing": lambda t: f"give the cards of a kind the taker does not hold (1 to {t.number('most')}), or the "
                                "cards held and the kind's size, such as \"held\": 8, \"of\": 14",
    # What a number refused names, which the shared refusal of a whole number begins with
    "refuse.what-taker": lambda t: "The taker's seat",
    "refuse.what-oudlers": lambda t: "The oudlers in the taker's tricks",
    "refuse.what-partner": lambda t: "The partner's seat",
    "refuse.what-seat": lambda t: "The seat",
    "refuse.what-trumps-shown": lambda t: f"With {t.number('players')} players the trumps shown",
    "refuse.what-dog-after": lambda t: "The players' cards dealt before a dog card",
    "refuse.what-held": lambda t: f"With {t.number('players')} players, of a kind of {t.number('size')}, the cards "
                                  "the taker holds",
}, home=__name__)
"""French Tarot's refusals of a request, by message id."""
