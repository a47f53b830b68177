"""The widgets of Homme d'Auvergne: the turn-ups, the Man and the trumps, the table, the trick and the points.

A ``play`` widget deals from a seed and walks through the draw, the auction with
its Kings and the five tricks card by card; the reader may take a seat, and at
that seat's turn the choice is offered as buttons: turn up a card or pass, show a
King or keep it, then the hand as cards to choose (:func:`act` adds the move to
the ``decisions`` option, and the engine refuses an illegal one with the rule's
reason); after the reader's card the view stops where that trick is won, complete with its winner, and a Continue
button goes on to the next turn. Without a seat, the seats' policies take every choice. A ``steps``
widget walks the same deal without a seat; a ``scenario`` settles hands and
turn-ups typed by the reader. Every view draws the table of the step shown from
that step's snapshot (:func:`widgets.table.table_at`), as the reader's seat sees
it: the hands, the talon, the turn-ups, the trick, the cards taken, the points
and chips as they stood then.
"""

from __future__ import annotations

from engine.api import DEFAULT_NAMES, GAMES, EngineError, Envelope, Snapshot, WaitingJson, parse_any
from widgets import predict
from widgets.asks import DRAWS, RULE, Ask
from widgets.cards import card
from widgets.forms import deal_buttons, deal_form, field, hand_field, seed_field
from widgets.html import attrs, esc
from widgets.renderer import BEFORE_CHOICES, DEALT, Renderer
from widgets.requests import Request, answer, number, reader_fields, table
from widgets.speech import Words
from widgets.state import WidgetState
from widgets.table import outcome_view, places_view, seats_view, shown_at, steps_of
from widgets.tricks import continue_view, moves_view, table_piles_view, trick_at, trick_taken, won_after

say = Words(__name__)

LEADS = frozenset({"the Man", "dealer"})
"""The roles that mark the seat leading a deal (its first role), which the table sets apart."""


def request(state: WidgetState) -> Request:
    """The engine request behind a widget's view."""
    req = table(state)
    req.update(reader_fields(state))
    if state.kind == "scenario":
        req.update(action="settle", hands=[entry.split() for entry in state.hands])
        if state.option("trump"):
            req["turnups"] = state.option("trump").replace(",", " ").split()
        return req
    req.update(action="play", seed=state.seed)
    if state.option("deals"):
        req["deals"] = number(state.option("deals"))
    return req


def act(state: WidgetState, action: object, value: object) -> WidgetState | None:
    """Homme's own actions: ``card`` (the reader's card) and ``choose`` (the reader's word at a turn-up or a
    King), after which the view goes to the next choice or the end; ``seat`` (take a seat or watch), ``players``
    (the number of players) and ``new-deal``; the last three clear the reader's moves, which belong to another
    deal or seat."""
    if action in ("card", "choose"):
        moves = [*filter(None, state.option("decisions").split(",")), str(value)]
        chosen = _at_last_step(state.with_options(decisions=",".join(moves)), state.step)
        return _trick_end(chosen, state.step) if action == "card" else chosen
    if action == "seat":
        return _at_last_step(state.with_options(seat=str(value), decisions=""), 0)
    if action == "players" and state.kind != "scenario":
        return state.anew({**state.with_options(decisions="", seat="").as_dict(), "players": value})
    if action == "new-deal":
        return state.with_options(decisions="").but(seed=(state.seed or 0) + 1)
    return None


def _at_last_step(state: WidgetState, fallback: int) -> WidgetState:
    """The state at its last step (where the reader's next choice is offered); a refused state keeps
    ``fallback`` so that the view shows the engine's reason."""
    try:
        return state.but(step=len(steps_of(answer(request(state)))) - 1)
    except EngineError:
        return state.but(step=fallback)


def _trick_end(played: WidgetState, before: int) -> WidgetState:
    """``played`` at the step where the trick the reader's card joined (at step ``before``) is won, shown complete
    with its winner before the reader's next turn; a refused card keeps ``before``."""
    if played.step == before:
        return played
    won = won_after(steps_of(answer(request(played))), before, WIN)
    return played if won is None else played.but(step=won)


WIN = "play.win"
"""The rule of a trick's win (without the game's name), the step each trick is shown complete with its winner."""


def body(state: WidgetState, response: Envelope, step: int) -> str:
    """The widget's body for a checked state and the engine's response to it: the table as it stood after the
    step shown, drawn from that step's snapshot."""
    at = shown_at(response, step)
    names, shown, current = at.names, at.table, at.current
    lit_cards = frozenset(current["cards"])
    trick = trick_at(response, step, WIN, lit_cards)
    extra, above = "", None
    if at.waiting is not None:
        extra = _waiting_view(at.waiting, say("You ({name})", name=names[at.waiting["seat"]]))
        if extra.startswith(BEFORE_CHOICES):  # the hand to choose from: the trick above it, the hand shown once
            extra, trick, above = trick + extra, "", at.waiting["seat"]
    elif response.get("waiting") is not None:
        extra = continue_view(at.total)
    parts = [controls(state), predict.panel(state, current, step, at.total, at.where, extra),
             _auction(shown, names),
             seats_view(shown, current["seats"], lit_cards, response.get("reader"), say("no cards"), above, words=say,
                        leads=LEADS),
             places_view(shown, only=("talon",)),
             trick, table_piles_view(shown, names, lit_cards),
             outcome_view(shown, say("The deal's result")),
             predict.known_steps(state, at.deal["steps"], at.local,
                                 _summary(at.deal["number"], len(at.deal["steps"]), len(response["deals"])))]
    return "".join(parts)


def picture(state: WidgetState, response: Envelope, step: int) -> str:
    """The game at ``step``: at a trick's win, the trick as it lay complete on the table with its winner lit
    (:func:`widgets.pictures.trick_taken`); at another step of the play, the trick on the table."""
    return trick_taken(response, step, WIN)


# Controls ---------------------------------------------------------------------------------------

SETTLE = "Settle these hands"
"""The scenario's button, which plays the hands the reader typed."""


def controls(state: WidgetState) -> str:
    """The form, from the state alone (so a refused state still shows what the reader typed). Raises
    ``KeyError`` for an unknown game or variant."""
    game = GAMES[state.game]
    variant = game.variants[state.variant or game.default_variant]
    players = "".join(f'<option{attrs(value=n, selected=n == state.players)}>{n}</option>'
                      for n in range(variant.min_players, variant.max_players + 1))
    fields = [field(say("Players"), f'<select{attrs(name="players", data_action="players")}>{players}</select>'),
              f'<input{attrs(type="hidden", name="decisions", value=state.option("decisions"))}>']
    if state.kind == "play":
        fields.append(field(say("Your seat"), _seat_select(state)))
    if state.kind == "scenario":
        fields.append(_scenario_fields(state))
        buttons = f'<button{attrs(type="button", data_action="settle")}>{esc(say(SETTLE))}</button>'
    else:
        fields.append(seed_field(state))
        fields.append(field(say("Deals"), f'<input{attrs(name="deals", type="number", min=1, max=50, inputmode="numeric", value=state.option("deals", "1"))}>'))
        buttons = deal_buttons()
    return deal_form(fields, buttons)


def _seat_select(state: WidgetState) -> str:
    names = state.names or DEFAULT_NAMES[:state.players]
    chosen = state.option("seat")
    options = [f'<option{attrs(value="", selected=not chosen)}>{esc(say("Watch only"))}</option>']
    options += [f'<option{attrs(value=str(seat), selected=chosen == str(seat))}>'
                f'{esc(say("{name} (seat {seat})", name=name, seat=seat))}</option>'
                for seat, name in enumerate(names, start=1)]
    return f'<select{attrs(name="seat", data_action="seat")}>{"".join(options)}</select>'


def _scenario_fields(state: WidgetState) -> str:
    names = state.names or DEFAULT_NAMES[:state.players]
    rows = [field(say("Turn-ups, in order"), f'<input{attrs(name="trump", value=state.option("trump"), autocomplete="off", spellcheck="false")}>')]
    for seat, name in enumerate(names, start=1):
        rows.append(hand_field(state, seat, say("{name}'s cards", name=name)))
    legend = say("Five cards each and one to four turn-ups (such as KS 9S 8H 9D 10C; seat 1 deals; no sevens with two "
                 "or three players)")
    return f'<fieldset class="ma-controls__hands"><legend>{esc(legend)}</legend>{"".join(rows)}</fieldset>'


# The reader's turn ----------------------------------------------------------------------------

CHOICES = {
    "turn": ("Turn up", "turn up the talon's next card, or pass"),
    "pass": ("Pass", ""),
    "show": ("Show the King", "show your King of the turn-up's suit for a point, or keep it hidden"),
    "keep": ("Keep it hidden", ""),
}
"""The buttons of the reader's choices at a turn-up and at a King: each move's label, and the question the
first move of a pair asks."""


def _waiting_view(waiting: WaitingJson, whose: str) -> str:
    """The reader's turn: the hand as cards in the tricks (:func:`moves_view`), else the two words of a choice
    as buttons (``data-action="choose"``) under the question they answer."""
    moves = [choice["move"] for choice in waiting["moves"]]
    if not all(move in CHOICES for move in moves):
        return moves_view(waiting["moves"], whose)
    buttons = "".join(f'<button{attrs(type="button", data_action="choose", data_value=move)}>'
                      f"{esc(say(CHOICES[move][0]))}</button>" for move in moves)
    question = say("{whose} to choose: {question}?", whose=whose, question=say(CHOICES[moves[0]][1]))
    return (f'<section class="ma-homme-choice" role="group" aria-label="{esc(say("{whose} to choose", whose=whose))}">'
            f'<p>{esc(question)}</p>{buttons}</section>')


# The auction ----------------------------------------------------------------------------------

def _auction(shown: Snapshot, names: dict[int, str]) -> str:
    """The cards turned up so far, and the Man and trumps (the suit of the last turn-up) once there is a Man."""
    turned = shown.get("places", {}).get("turnups", {}).get("cards", [])
    cards = "".join(card(code) for code in turned) or f'<span class="ma-seat__none">{esc(say("no card turned yet"))}</span>'
    man = next((int(number) for number, seat in shown.get("seats", {}).items() if "the Man" in seat.get("roles", [])),
               None)
    said = ""
    if man is not None and turned:
        suit = parse_any(turned[-1]).suit
        said = (f'<p class="ma-homme-man">'
                f'{esc(say("{name} is the Man; {suit} {symbol} are trumps.", name=names[man], suit=say(suit.name), symbol=suit.symbol))}</p>')
    return (f'<section class="ma-homme-auction" role="group" aria-label="{esc(say("The turn-ups"))}">'
            f'<p class="ma-homme-turnups">{esc(say("Turned up:"))} {cards}</p>{said}</section>')


def _summary(number: int, steps: int, deals: int) -> str:
    where = say(" (deal {deal} of {deals})", deal=number, deals=deals) if deals > 1 else ""
    return say("Every step of the deal{where}: {steps}", where=where, steps=say.count(steps, "step"))


RENDERER = Renderer(
    home=__name__,
    decisive=(Ask(("auction.turn-up",), "Does {seat} turn up the talon's top card?", DRAWS,
                  yes_no=("Turns it up", "Does not"), shows=True,
                  ours="a seat turns up the card when it holds a King, or three cards or more of one suit."),
              Ask(("auction.trump", "auction.no-man"), "Who is the Man, playing alone?", nobody=True,
                          shows=True),
              Ask(("play.trump", "play.discard"), "{seat} cannot follow suit: what must they play?",
                          RULE, words=(("play.trump", "A trump"), ("play.discard", "Any card: no trump either")),
                          shows=True),
              Ask(("play.win",), "Who wins the trick?"),
              Ask(("win.",), "{seat} is the Man: do they win the deal, and by which rule?", RULE,
                  words=(("win.three-tricks", "The Man wins: three tricks"),
                         ("win.first-to-two", "The Man wins: first to two"),
                         ("win.first-trick", "The Man wins: first to take a trick"), ("win.lose", "The Man loses"))),
              Ask(("score.win", "score.loss"), "Does the Man score a point, or lose?", RULE,
                          words=(("score.win", "The Man scores a point"), ("score.loss", "The Man loses"))),
              Ask(("game.tie", "game.target"), "Who wins the game?")),
    games=("homme",), kinds=DEALT, settle=SETTLE, request=request, body=body, controls=controls, act=act,
    picture=picture,
    refusal_places=(BEFORE_CHOICES, '<section class="ma-homme-choice"'),
    options={
        "decisions": "the reader's moves so far, separated by commas",
        "trump": "a scenario's turn-ups, in order",
        "deals": "how many deals a sitting plays",
        "seat": "the seat the reader takes",
    },
    field_words={"trump": "The trump card", "turnups": "The turn-ups"},
    warming=({"action": "play", "game": "homme", "players": 4},),
    views=({"state": {"game": "homme", "kind": "play", "seed": 1, "players": 4}, "action": "step", "value": "next"},),
)
"""The widgets of Homme d'Auvergne."""
