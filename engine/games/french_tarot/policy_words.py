"""The sentences of the computer seats' reasons, by message id: why a seat bid, said parole, announced a chelem or
not, called its card, put a card aside, declared, and played each card (:mod:`.policies`), or ``by choice``. A step
tells its reason inside its own sentence, as the message it is handed as its ``reason``. A card played as the one
that counts least is called low only when it is a small card: a court card or an oudler is named as it is.

A reason read by a reader who may see the seat's hand carries what that hand shows: its points or counts as further
parameters of the same message, or a message of its own where the hand tells that no other card would do.

>>> from engine.cards import TAROT_NOUVEAU as T
>>> from engine.said import say
>>> POLICY_WORDS.tell(say("reason.follow-low", suit=T.parse("3CE").suit, card=T.parse("3CE")), ())
'following hearts low with 3♥'
>>> POLICY_WORDS.tell(say("reason.under-prise", size=15, prise=40), ())
'their 15 cards count under the 40 a prise needs by the guide'
>>> POLICY_WORDS.tell(say("reason.under-prise", size=15, prise=40, points=33), ())
'33 points by the guide for 15 cards, under the 40 a prise needs'
"""

from __future__ import annotations

from engine.games.french_tarot.contracts import CONTRACTS
from engine.said import Sentence, Told, Words


def _contract(told: Told, key: str = "contract") -> str:
    return CONTRACTS[told.term(key)].name


def _points(told: Told) -> str:
    """What only the hand tells of a bid: its points by the guide for its size."""
    return f"{told.number('points')} points by the guide for {told.number('size')} cards"


def _under_prise(told: Told) -> str:
    if "points" in told:
        return f"{_points(told)}, under the {told.number('prise')} a prise needs"
    return f"their {told.number('size')} cards count under the {told.number('prise')} a prise needs by the guide"


def _not_played(told: Told) -> str:
    if "points" in told:
        return f"{_points(told)}, a {_contract(told)}, which this table does not play"
    return f"their hand suggests a {_contract(told)}, which this table does not play"


def _not_higher(told: Told) -> str:
    if "points" in told:
        return (f"{_points(told)}, a {_contract(told)} from {told.number('least')}, no higher than the "
                f"{_contract(told, 'highest')} bid")
    return f"their hand suggests no bid above the {_contract(told, 'highest')}"


def _bid(told: Told) -> str:
    if "points" in told:
        return f"{_points(told)}: a {_contract(told)} from {told.number('least')}"
    least = told.number("least")
    span = f"{least} to {told.number('upto')}" if "upto" in told else f"{least} or more"
    return f"their {told.number('size')} cards count {span} by the guide, a {_contract(told)}"


def _parole(told: Told) -> str:
    size, prise = told.number("size"), told.number("prise")
    if "points" in told:
        return (f"{told.number('points')} points by the guide for {size} cards, under the {prise} a prise needs but "
                f"{told.number('least')} or more")
    return f"their {size} cards count a little under the {prise} a prise needs by the guide"


def _parole_takes(told: Told) -> str:
    nobody = "nobody has bid: they take rather than void the deal"
    return f"{told.number('points')} points by the guide, and {nobody}" if "points" in told else nobody


def _call(told: Told) -> str:
    name = told.suit("suit").name
    held = f": {told.number('held')} {name} in hand" if "held" in told else ""
    return f"{name}, the taker's longest suit of a card not held, so that the partner strengthens it{held}"


def _short_suit(told: Told) -> str:
    suit, held = told.suit("suit").symbol, told.number("held")
    what = f"a court card of a short suit ({held} {suit}), its points then safe in the taker's pile" \
        if told.term("kind") == "court" else f"a small card of a short suit ({held} {suit})"
    return f"{what}{f', on the way to a void in {suit}' if told.number('kept') == 0 else ''}"


def _poignee(told: Told) -> str:
    held = f": they hold {told.number('held')}, the Excuse counted" if "held" in told else ""
    return f"the highest poignée their trumps allow, showing only the {told.number('shown')} they need{held}"


def _forced(told: Told) -> str:
    """The Petit played because no other card is allowed."""
    return ", forced" if "forced" in told else ""


_SAFE = {"under-21": "under their partner's 21", "partner-takes": "last to play, their partner taking the trick",
         "no-trump": "last to play, and no trump in the trick"}
"""Why the Petit is safe on the trick, by the term ``why``."""

_TAKEN = {"partner": ": their partner takes the trick", "none": ": no card they may play takes the trick"}
"""Who takes the trick a seat plays its least card to, by the term ``taken``: its partner, or no card it could play
(a player is "they" in the sentences, as in every game's)."""


def _after(told: Told) -> str:
    """The Excuse led before the card, if it was."""
    return " after the Excuse" if "after" in told else ""


def _lead_low(least: str) -> Sentence:
    def sentence(told: Told) -> str:
        return f"leading low{_after(told)} with {told.card('card').label}{least}, to keep their strength"
    return sentence


def _taken(told: Told) -> str:
    """Who takes the trick the card is played to, when the message tells it."""
    return _TAKEN[told.term("taken")] if "taken" in told else ""


def _discard(least: str) -> Sentence:
    """A card discarded from a suit the seat cannot follow, with no trump either (or from the trumps led)."""
    def sentence(told: Told) -> str:
        suit = told.suit("suit")
        lacks = "no trump" if suit.code == "AT" else f"no {suit.name} and no trump"
        return f"discarding {told.card('card').label}, with {lacks}{least}"
    return sentence


POLICY_WORDS = Words({
    # The bidding
    "reason.under-prise": _under_prise,
    "reason.not-played": _not_played,
    "reason.not-higher": _not_higher,
    "reason.bid": _bid,
    "reason.parole": _parole,
    "reason.parole-takes": _parole_takes,
    "reason.by-choice": lambda t: "by choice",
    # The chelem announced
    "reason.chelem": lambda t: "nothing but trumps and Kings, the 21 and the Excuse among them",
    "reason.petit-chelem": lambda t: "the 21 and the Excuse, trumps in two cards of three, and only Kings and Queens "
                                     "besides",
    "reason.no-chelem": lambda t: "only trumps and Kings, the 21 and the Excuse among them, would do",
    "reason.no-chelem-petit": lambda t: "only trumps and Kings, the 21 and the Excuse among them, would do, and for a "
                                        "petit chelem the 21 and the Excuse with trumps in two cards of three, and "
                                        "only Kings and Queens besides",
    # The call, the écart and the declarations
    "reason.call": _call,
    "reason.ecart-trump": lambda t: "nothing else may go",
    "reason.ecart-lowest-trump": lambda t: "the lowest trump but the oudlers, as nothing else may go",
    "reason.singleton": lambda t: f"a singleton {t.suit('suit').symbol}, to make a void",
    "reason.short-suit": _short_suit,
    "reason.poignee": _poignee,
    "reason.misere": lambda t: "misère scores for them whenever their hand allows it",
    "reason.nothing-more": lambda t: "nothing more to declare",
    "reason.maldonne": lambda t: "a computer seat calls one whenever it may",
    # The cards played
    "reason.allowed": lambda t: f"as the rules of play allow{_forced(t)}",
    "reason.only-card": lambda t: f"the only card they may play{_forced(t)}",
    "reason.petit-imprenable": lambda t: "their Petit imprenable before the last trick, where it would go to the "
                                         "other side, au bout",
    "reason.excuse-early": lambda t: "the Excuse before the last trick, where it would go to the other side",
    "reason.save-petit": lambda t: "the 21 on the trick to which a partner played the Petit, to save it",
    "reason.petit-safe": lambda t: f"the Petit, safe: {_SAFE[t.term('why')]}",
    "reason.hunt": lambda t: f"hunting the Petit, still out, with {t.card('card').label}",
    "reason.hunt-highest": lambda t: f"hunting the Petit, still out, with {t.card('card').label}, their highest trump, "
                                     "holding trumps in half their hand or more",
    "reason.master-king": lambda t: f"leading {t.card('card').label}, the master of {t.card('card').suit.name}: no "
                                    f"seat has shown a void in {t.card('card').suit.name} yet",
    "reason.give-court": lambda t: f"giving {t.card('card').label}, a court card, to a trick their partner is sure to "
                                   "take",
    "reason.take": lambda t: f"taking the trick with {t.card('card').label}",
    "reason.take-cheapest": lambda t: f"taking the trick with {t.card('card').label}, the cheapest card that takes it",
    "reason.lead-low": _lead_low(""),
    "reason.lead-least": _lead_low(", the card that counts least"),
    "reason.lead-high": lambda t: f"leading {t.card('card').label}{_after(t)}",
    "reason.lead-no-less": lambda t: f"leading {t.card('card').label}{_after(t)}: no card they may play counts less",
    "reason.follow-low": lambda t: f"following {t.suit('suit').name} low with {t.card('card').label}{_taken(t)}",
    "reason.follow-high": lambda t: f"following {t.suit('suit').name} with {t.card('card').label}{_taken(t)}",
    "reason.trump-low": lambda t: f"trumping low with {t.card('card').label}, as they must with no "
                                  f"{t.suit('suit').name}{_taken(t)}",
    "reason.trump-high": lambda t: f"trumping with {t.card('card').label}, as they must with no {t.suit('suit').name}"
                                   f"{_taken(t)}",
    "reason.discard": _discard(""),
    "reason.discard-least": _discard(": the card that counts least"),
    "reason.discard-no-less": _discard(": no card they may play counts less"),
    "reason.excuse": lambda t: "the Excuse, which stays with their side",
    "reason.excuse-keeping-petit": lambda t: "the Excuse, which stays with their side, keeping the Petit back",
    # The chelem played for
    "reason.slam-petit": lambda t: "leading the Petit, their side having taken every trick so far",
    "reason.slam-petit-excuse": lambda t: "leading the Petit before their Excuse, which takes the last trick of a side "
                                          "that took every trick before: the chelem, and the Petit au bout, if the "
                                          "Petit takes this one",
    "reason.slam-draw": lambda t: f"drawing trumps with {t.card('card').label} for the chelem announced",
    "reason.slam-draw-highest": lambda t: f"drawing trumps with {t.card('card').label}, their highest, for the chelem "
                                          "announced, while another seat may hold one",
    "reason.slam-king": lambda t: f"leading {t.card('card').label} for the chelem announced",
    "reason.slam-king-drawn": lambda t: f"leading {t.card('card').label} for the chelem announced: no other seat may "
                                        "hold a trump to take it",
}, home=__name__)
"""The computer seats' reasons, by message id, which the game's words (:mod:`.words`) take in."""
