"""French Tarot's widgets: the calculators (:mod:`.calculator`), the deal walked step by step up to the first card
(:mod:`.deal`) and the deal played card by card, seeded or typed by the reader (:mod:`.play`); one renderer that
hands each kind of widget to its module."""

from __future__ import annotations

from typing import Protocol

from engine.api import Envelope
from widgets.games.french_tarot import calculator, deal, play
from widgets.asks import MADE, RULE, VALUE, Ask
from widgets.renderer import Renderer
from widgets.requests import Request
from widgets.state import WidgetState


class KindView(Protocol):
    """What each module of French Tarot's widgets gives for its kinds of widget."""

    def request(self, state: WidgetState) -> Request: ...

    def body(self, state: WidgetState, response: Envelope, step: int) -> str: ...

    def controls(self, state: WidgetState) -> str: ...

    def act(self, state: WidgetState, action: str, value: object) -> WidgetState | None: ...


VIEWS: dict[str, KindView] = {"calculator": calculator, "steps": deal, "play": play, "scenario": play}
"""The module that draws each kind of widget."""


def request(state: WidgetState) -> Request:
    """The request of the module that draws this kind of widget."""
    return VIEWS[state.kind].request(state)


def body(state: WidgetState, response: Envelope, step: int) -> str:
    """The body drawn by the module of this kind of widget."""
    return VIEWS[state.kind].body(state, response, step)


def controls(state: WidgetState) -> str:
    """The form drawn by the module of this kind of widget."""
    return VIEWS[state.kind].controls(state)


def act(state: WidgetState, action: str, value: object) -> WidgetState | None:
    """The actions of the module of this kind of widget; none for a kind the game does not draw, which the view
    refuses by its field."""
    view = VIEWS.get(state.kind)
    return None if view is None else view.act(state, action, value)


AU_BOUT = ("bonus.petit-au-bout", "bonus.petit-au-bout-slam")
"""The rules of the Petit au bout: in the last trick (its step shows the Petit), or in the trick before an Excuse
played last in a chelem (its step shows both)."""

RENDERER = Renderer(
    home=__name__,
    decisive=(Ask(("bid.pass", "bid.higher", "bid.chelem"), "What does {seat} say?", RULE,
                  words=(("bid.pass", "Passes"), ("bid.higher", "Bids higher"), ("bid.chelem", "Announces a chelem")),
                  shows=True, ours="a player bids the contract the guide suggests for the hand when it is higher "
                                   "than the bid so far, and otherwise passes."),
              Ask(("bid.contracts", "bid.no-taker"), "Who becomes the taker?", nobody=True),
              Ask(("call.king", "call.queen-knight"), "What does {seat}, the taker, call?", RULE,
                  words=(("call.king", "A King"), ("call.queen-knight", "A Queen, or a Knight")), shows=True),
              Ask(("dog.shown", "dog.garde-sans", "dog.garde-contre"), "What becomes of the dog?", RULE,
                  words=(("dog.shown", "Shown to all, then taken by the taker"),
                         ("dog.garde-sans", "Unseen, counted for the taker"),
                         ("dog.garde-contre", "Unseen, counted for the defence"))),
              Ask(("play.trump", "play.overtrump", "play.renounce"),
                  "{seat} has no card of the suit led: what must they play?", RULE,
                  words=(("play.trump", "A trump"), ("play.overtrump", "A trump higher than those played"),
                         ("play.renounce", "Any card: no trump either")), shows=True),
              Ask(("trick.win",), "Who wins the trick?"),
              *(Ask((rule,), "Who has the Petit au bout?", rivals=AU_BOUT, cards=cards)
                for rule, cards in zip(AU_BOUT, (1, 2))),  # at the trick that shows it, not where the score adds it
              Ask(("contract.needed",), "Does {seat} make the contract?", MADE),
              Ask(("score.multiplier", "score.garde-contre-8"), "By how much does the contract multiply the score?",
                  VALUE, rivals=("score.multiplier",), key="multiplier",
                  values=((1, "× 1"), (2, "× 2"), (4, "× 4"), (6, "× 6"))),
              Ask(("evaluate.bid",), "What does the guide advise for {seat}'s hand?", VALUE, key="bid",
                  values=(("pass", "Pass"), ("prise", "Prise"), ("garde", "Garde"), ("garde-sans", "Garde sans"),
                          ("garde-contre", "Garde contre")))),
    games=("french-tarot",),
    kinds=("calculator", "steps", "play", "scenario"),
    options={
        "decisions": "the reader's moves so far, separated by commas",
        "deals": "how many deals a seeded sitting plays",
        "seat": "the seat the reader takes",
        "taker": "a calculator's taker",
        "contract": "a calculator's contract",
        "points": "the taker's points, when typed",
        "oudlers": "the oudlers in the taker's tricks, when the points are typed",
        "tricks": "``points`` (typed) or ``pile`` (picked card by card)",
        "pile": "the cards of the taker's pile separated by spaces, ``none`` for an empty pile",
        "partner": "the taker's partner at five",
        "poignee": "a poignée, as the seat and the level (``2:single``)",
        "petit": "the side with the Petit au bout",
        "chelem": "the chelem",
        "rounding": "whether scores are rounded to ten (``yes`` or ``no``)",
        "misere": "the house rule of misère: the declarer's seat in a calculator, ``yes`` or ``no`` in a deal",
        "petit_chelem": "the house rule of the petit chelem",
        "scale": "the house rule of the contracts' worth: ``multipliers`` or ``fixed``",
        "garde_contre": "the variant of the garde contre's multiplier (6 or 8)",
        "hand": "a hand to judge by the source's guide, its cards separated by spaces",
        "judge": "``typed`` (the ``hand``), or ``dealt`` from the widget's seed",
        "chances": "a taker's chances, counting the cards of a kind ``missing`` or ``held``",
        "count": "how many cards of that kind",
        "of": "the kind's size, for the cards held",
        "dog": "a scenario's dog, its cards separated by spaces",
        "dealer": "a scenario's dealer's seat",
        "announce": "whether a chelem may be announced (``yes`` or ``no``)",
        "pousse": "the house rule of the pousse (``yes`` or ``no``)",
        "prise": "the house rule of the prise (``yes`` or ``no``)",
        "soft_shuffle": "the house rule of cards gathered, not shuffled (``yes`` or ``no``)",
        "petit_imprenable": "the variant of the Petit imprenable (``yes`` or ``no``)",
        "maldonne": "the house rule of the maldonne of a poor hand (``yes`` or ``no``)",
        "maldonne_below": "the trumps and court cards together below which a hand may call a maldonne (4 by default)",
        "parole": "the house rule of the parole bid: ``off``, ``any`` or ``prise``",
        "dog_after": "the players' cards dealt before each card of the dog, ``none`` for the dealer's choice",
    },
    field_words={
        "taker": "The taker", "contract": "The contract", "points": "The taker's points", "oudlers": "The oudlers",
        "partner": "The partner", "poignees": "The poignée", "petit_au_bout": "The Petit au bout",
        "chelem": "The chelem", "made_by": "The chelem", "rounding": "Rounding", "pile": "The taker's pile",
        "tricks": "The taker's tricks", "miseres": "Misère", "petit_chelem": "The petit chelem", "scale": "The scale",
        "garde_contre": "The garde contre's multiplier", "judge": "The hand", "missing": "The cards you lack",
        "held": "The cards you hold", "of": "The kind's size", "petit_imprenable": "The Petit imprenable",
        "maldonne": "The maldonne", "maldonne_below": "The maldonne's number", "parole": "The parole",
    },
    settle=deal.SETTLE, request=request, body=body, controls=controls, act=act, picture=play.picture,
    warming=({"action": "deal", "game": "french-tarot", "players": 4},),
    views=({"state": {"game": "french-tarot", "kind": "play", "seed": 1, "players": 4}, "action": "new-deal"},),
)
"""French Tarot's widgets. An option never holds empty text (``none`` says there is nothing), so that a shared URL
says it."""
