"""The widgets of Homme d'Auvergne: the turn-ups, the Man and the trumps, the table, the trick and the points.

A ``play`` widget deals from a seed and walks through the draw, the auction with
its Kings and the five tricks card by card; the reader may take a seat, and at
that seat's turn the hand is offered as cards to choose (:func:`act` adds the
card to the ``decisions`` option, and the engine refuses an illegal one with the
rule's reason). A ``steps`` widget walks the same deal without a seat; a
``scenario`` settles hands and turn-ups typed by the reader.
"""

from __future__ import annotations

from typing import Any

from engine.cards import parse_any
from engine.errors import EngineError
from engine.games import GAMES
from engine.table import DEFAULT_NAMES
from widgets.cards import card, hand
from widgets.forms import field, hand_field, seed_field
from widgets.html import attrs, esc, plural
from widgets.requests import answer, listed, locate, number, table
from widgets.requests import session_steps as steps_of
from widgets.state import WidgetState
from widgets.steps import step_list, step_panel
from widgets.tricks import choices_view, piles_view, trick_at, trick_view

Json = dict[str, Any]

PLAYED = ("homme.play.lead", "homme.play.follow", "homme.play.trump", "homme.play.discard")
"""The rules of the steps that put a card on the table."""


def request(state: WidgetState) -> Json:
    """The engine request behind a widget's view."""
    req = table(state)
    if state.option("seat"):
        req["seat"] = number(state.option("seat"))
    if state.option("decisions"):
        req["decisions"] = listed(state.option("decisions"))
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
    """Homme's own actions: ``card`` (the reader's card, then the view goes to the next choice or the end),
    ``seat`` (take a seat or watch), ``seats`` (the number of players) and ``redeal``; the last three clear
    the reader's cards, which belong to another deal or seat."""
    if action == "card":
        cards = [*filter(None, state.option("decisions").split(",")), str(value)]
        return _at_last_step(state.with_options(decisions=",".join(cards)), state.step)
    if action == "seat":
        return _at_last_step(state.with_options(seat=str(value), decisions=""), 0)
    if action == "seats":
        return WidgetState.from_fields({**state.with_options(decisions="", seat="").as_dict(), "players": value})
    if action == "redeal":
        return state.with_options(decisions="").but(seed=(state.seed or 0) + 1)
    return None


def _at_last_step(state: WidgetState, fallback: int) -> WidgetState:
    """The state at its last step (where the reader's next choice is offered); a refused state keeps
    ``fallback`` so that the view shows the engine's reason."""
    try:
        return state.but(step=len(steps_of(answer(request(state)))) - 1)
    except EngineError:
        return state.but(step=fallback)


def body(state: WidgetState, response: Json, step: int) -> str:
    """The widget's body for a checked state and the engine's response to it."""
    names = {seat["seat"]: seat["name"] for seat in response["seats"]}
    number, local = locate(response, step)
    deal = response["deals"][number]
    current = deal["steps"][local]
    where = f"deal {number + 1} of {len(response['deals'])}" if len(response["deals"]) > 1 else ""
    last = step == len(steps_of(response)) - 1
    waiting = response["waiting"] if last else None
    extra = choices_view(waiting["choices"], f"You ({names[waiting['seat']]})") if waiting else ""
    parts = [controls(state), step_panel(current, step, len(steps_of(response)), where, extra),
             _auction(deal, local, names), _table(response, number, local, current, names)]
    if deal["play"] is not None and local >= _first_play(deal):
        trick, plays, won = trick_at(deal["play"], deal["steps"][:local + 1], local)
        parts.append(trick_view(trick, plays, names, won, frozenset(current["cards"])))
    if last and deal["result"] is not None:
        parts.append(_result(deal, names))
    parts.append(step_list(deal["steps"], local, _summary(deal, len(response["deals"]))))
    return "".join(parts)


# Controls ---------------------------------------------------------------------------------------

def controls(state: WidgetState) -> str:
    """The form, from the state alone (so a refused state still shows what the reader typed). Raises
    ``KeyError`` for an unknown game or variant."""
    game = GAMES[state.game]
    variant = game.variants[state.variant or game.default_variant]
    players = "".join(f'<option{attrs(value=n, selected=n == state.players)}>{n}</option>'
                      for n in range(variant.min_players, variant.max_players + 1))
    seats_action = "players" if state.kind == "scenario" else "seats"
    fields = [field("Players", f'<select{attrs(name="players", data_action=seats_action)}>{players}</select>'),
              f'<input{attrs(type="hidden", name="decisions", value=state.option("decisions"))}>']
    if state.kind == "play":
        fields.append(field("Your seat", _seat_select(state)))
    if state.kind == "scenario":
        fields.append(_scenario_fields(state))
        buttons = f'<button{attrs(type="button", data_action="settle")}>Settle these hands</button>'
    else:
        fields.append(seed_field(state))
        fields.append(field("Deals", f'<input{attrs(name="deals", type="number", min=1, max=50, inputmode="numeric", value=state.option("deals", "1"))}>'))
        buttons = (f'<button{attrs(type="button", data_action="apply")}>Deal this seed</button>'
                   f'<button{attrs(type="button", data_action="redeal")}>New deal</button>')
    return (f'<form class="ma-controls" aria-label="Choose the deal">{"".join(fields)}'
            f'<span class="ma-controls__buttons">{buttons}</span></form>')


def _seat_select(state: WidgetState) -> str:
    names = state.names or DEFAULT_NAMES[:state.players]
    chosen = state.option("seat")
    options = [f'<option{attrs(value="", selected=not chosen)}>Watch only</option>']
    options += [f'<option{attrs(value=str(seat), selected=chosen == str(seat))}>{esc(name)} (seat {seat})</option>'
                for seat, name in enumerate(names, start=1)]
    return f'<select{attrs(name="seat", data_action="seat")}>{"".join(options)}</select>'


def _scenario_fields(state: WidgetState) -> str:
    names = state.names or DEFAULT_NAMES[:state.players]
    rows = [field("Turn-ups, in order", f'<input{attrs(name="trump", value=state.option("trump"), autocomplete="off", spellcheck="false")}>')]
    for seat, name in enumerate(names, start=1):
        rows.append(hand_field(state, seat, f"{name}'s cards"))
    return ('<fieldset class="ma-controls__hands"><legend>Five cards each and one to four turn-ups (such as KS 9S '
            f'8H 9D 10C; seat 1 deals; no sevens with two or three players)</legend>{"".join(rows)}</fieldset>')


# The auction and the table ----------------------------------------------------------------------

def _first_play(deal: Json) -> int:
    return next((i for i, step in enumerate(deal["steps"]) if step["rule"] in PLAYED), len(deal["steps"]))


def _auction(deal: Json, local: int, names: dict[int, str]) -> str:
    """The cards turned up so far, and the Man and trumps once the auction has ended."""
    shown = [step["cards"][0] for step in deal["steps"][:local + 1]
             if step["rule"] in ("homme.auction.turn-up", "homme.auction.revel")]
    cards = "".join(card(code) for code in shown) or '<span class="ma-seat__none">no card turned yet</span>'
    decided = any(step["rule"] == "homme.auction.trump" for step in deal["steps"][:local + 1])
    man = ""
    if decided:
        suit = parse_any(deal["turnups"][-1]).suit
        man = (f'<p class="ma-homme-man">{esc(names[deal["man"]])} is the Man; '
               f'{esc(suit.name)} {esc(suit.symbol)} are trumps.</p>')
    return (f'<section class="ma-homme-auction" aria-label="The turn-ups"><p class="ma-homme-turnups">Turned up: '
            f'{cards}</p>{man}</section>')


def _scores_at(response: Json, number: int, local: int) -> list[int]:
    scores = [0] * response["players"]
    for i, deal in enumerate(response["deals"][:number + 1]):
        for p in deal["points"]:
            if i < number or p["step"] <= local:
                if isinstance(p["from"], int):
                    scores[p["from"] - 1] -= p["amount"]
                if isinstance(p["to"], int):
                    scores[p["to"] - 1] += p["amount"]
    return scores


def _table(response: Json, number: int, local: int, current: Json, names: dict[int, str]) -> str:
    deal = response["deals"][number]
    done = deal["steps"][:local + 1]
    played = {step["cards"][0] for step in done if step["rule"] in PLAYED}
    tricks = [step["seats"][0] for step in done if step["rule"] == "homme.play.win"]
    scores = _scores_at(response, number, local)
    dealt = any(step["rule"] in ("homme.deal.five-each", "homme.deal.three-then-two") for step in done)
    man = deal["man"] if any(step["rule"] == "homme.auction.trump" for step in done) else None
    lit_seats, lit_cards = set(current["seats"]), frozenset(current["cards"])
    items = []
    for seat in range(1, response["players"] + 1):
        roles = ["dealer"] * (seat == deal["dealer"]) + ["first hand"] * (seat == deal["first_hand"]) + \
            ["the Man"] * (seat == man) + ["you"] * (seat == response["seat"])
        left = [code for code in deal["hands"][seat - 1] if code not in played]
        cards = hand(left, lit_cards) if dealt and left else \
            f'<span class="ma-seat__none">{"no cards yet" if not dealt else "no cards left"}</span>'
        classes = "ma-seat" + (" is-farmer" if seat == man else "") + (" is-highlighted" if seat in lit_seats else "")
        items.append(
            f'<li{attrs(class_=classes, data_seat=seat)}><span class="ma-seat__name">{esc(names[seat])}</span>'
            f'<span class="ma-seat__role">{esc(", ".join(roles))}</span>{cards}'
            f'<span class="ma-seat__total">{esc(plural(tricks.count(seat), "trick"))}</span>'
            f'<span{attrs(class_="ma-seat__balance", title="points", aria_label=plural(scores[seat - 1], "point"))}>'
            f'{scores[seat - 1]}</span></li>')
    return f'<ol class="ma-seats" aria-label="The table, seat by seat">{"".join(items)}</ol>'


def _result(deal: Json, names: dict[int, str]) -> str:
    tricks = [trick["winner"] for trick in deal["play"]["tricks"]]
    counts = {seat: tricks.count(seat) for seat in names}
    verdict = "wins" if deal["result"] == "won" else "loses"
    return (f'<section class="ma-homme-result" aria-label="The deal\'s result"><p>{esc(names[deal["man"]])}, the '
            f'Man, {verdict} the deal.</p>{piles_view(deal["play"]["captured"], names, counts)}</section>')


def _summary(deal: Json, deals: int) -> str:
    where = f" (deal {deal['number']} of {deals})" if deals > 1 else ""
    return f"Every step of the deal{where}: {plural(len(deal['steps']), 'step')}"
