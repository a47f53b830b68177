"""French Tarot's play widget: a seeded deal watched or played from a seat, step by step, from the draw for the dealer
through the tricks to the count and the score.

A ``play`` widget asks the engine's ``play`` action and draws the table as it stood after the step shown: the trick
on the table, each hand (the reader's face up, the others' face down but for the cards shown), the dog and the écart
as the reader's seat may see them, and the cards each player has taken. At the reader's turn the choices are buttons:
the bids, the call, the écart and the declarations as the deal widget draws them (:mod:`widgets.games.french_tarot.deal`),
then the hand's cards, with the trick above them and the cards allowed named, a card the rules forbid struck out
under its reason; each move chosen joins the ``decisions`` option, and the engine refuses an illegal one with the
rule's reason. After the reader's card the view stops where that trick is won, the trick complete with its winner,
and a Continue button goes on to the reader's next turn. A ``scenario`` widget is the same play of
the hands and dog the reader types instead of a seeded deal.

>>> from widgets.state import WidgetState
>>> from widgets.games import state_of
>>> state = state_of({"game": "french-tarot", "kind": "play", "players": 4, "seed": 3,
...                                  "seat": "2", "decisions": "pass, nothing"})
>>> request(state)["action"], request(state)["decisions"]
('play', ['pass', 'nothing'])
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.api import ChoiceJson, Envelope, Snapshot
from widgets import predict
from widgets.games.french_tarot import deal as deal_widget
from widgets.requests import Request, answer
from widgets.speech import Words
from widgets.state import WidgetState
from widgets.table import outcome_view, places_view, seats_view, shown_at, steps_of
from widgets.tricks import continue_view, moves_view, table_piles_view, trick_at, trick_taken, won_after

say = Words(__name__)

controls = deal_widget.controls
"""The form is the deal widget's: the players, the reader's seat, the seed (or a scenario's hands and dog) and
the house rules."""


def request(state: WidgetState) -> Request:
    """The engine's ``play`` request behind the view: the deal widget's request, played on to the score."""
    return {**deal_widget.request(state), "action": "play"}


WIN = "trick.win"
"""The rule of a trick's win (without the game's name), the step each trick is shown complete with its winner."""


def act(state: WidgetState, action: str, value: object) -> WidgetState | None:
    """The play's own actions: ``card`` (the reader's card, written as a ``play`` move), after which the view stops
    at the step where that trick is won (:func:`_trick_end`), and the deal widget's (``choose``, ``seat``,
    ``players``, ``new-deal``), each view going to the reader's next turn."""
    if action == "card":
        played = deal_widget.act(state, "choose", f"play {value}", request)
        return None if played is None else _trick_end(played, state.step)
    return deal_widget.act(state, action, value, request)


def _trick_end(played: WidgetState, before: int) -> WidgetState:
    """``played`` (at its last step, or at ``before`` when refused) at the first trick's win after step ``before``,
    the reader's turn: the trick the reader's card joined, shown to its end and its winner, before the next turn."""
    if played.step == before:
        return played
    won = won_after(steps_of(answer(request(played))), before, WIN)
    return played if won is None else played.but(step=won)


def body(state: WidgetState, response: Envelope, step: int) -> str:
    """The form, the step shown with the table as it then stood (the trick, the hands, the dog and écart, each
    player's tricks), the reader's choices at the last step (the trick above the hand to choose from, which the
    seats then leave out), a Continue to the reader's next turn at an earlier step, the outcome once scored, and
    every step of the deal."""
    at = shown_at(response, step)
    names, shown, current = at.names, at.table, at.current
    lit = frozenset(current["cards"])
    trick = trick_at(response, step, WIN, lit)
    extra, above = "", None
    if at.waiting is not None:
        whose = say("You ({name})", name=names[at.waiting['seat']])
        if at.waiting["moves"][0]["move"].startswith("play "):
            extra = trick + moves_view(_as_held(at.waiting["moves"], shown, at.waiting["seat"]), whose)
            trick, above = "", at.waiting["seat"]
        else:
            extra = deal_widget.choices(at.waiting, whose, response["players"])
    elif response.get("waiting") is not None:
        extra = continue_view(at.total)
    parts = [controls(state), predict.panel(state, current, step, at.total, at.where, extra), trick,
             seats_view(shown, current["seats"], lit, response.get("reader"), say("no cards"), above, words=deal_widget.ROLES,
                        leads=deal_widget.LEADS),
             places_view(shown, only=deal_widget.PLACES, lit_cards=lit, count_only=("pack",)),
             table_piles_view(shown, names, lit),
             outcome_view(shown, say("Where the deal stands")),
             predict.known_steps(state, at.deal["steps"], at.local, deal_widget.every_step(at.deal))]
    return "".join(parts)


def picture(state: WidgetState, response: Envelope, step: int) -> str:
    """The game at ``step`` of a deal played: at a trick's win, the trick as it lay complete on the table with its
    winner lit (:func:`widgets.pictures.trick_taken`); at another step of the play, the trick on the table."""
    return trick_taken(response, step, WIN)


def _as_held(moves: Sequence[ChoiceJson], table: Snapshot, seat: int) -> list[ChoiceJson]:
    """The reader's card moves in the order the table shows the reader's hand (sorted as a player sorts it, the
    Excuse and the trumps first), so that the buttons read like the hand above them."""
    held = table["seats"][str(seat)].get("cards", [])
    place = {card: index for index, card in enumerate(held)}
    return sorted(moves, key=lambda move: place.get(move["move"].split()[-1], len(place)))
