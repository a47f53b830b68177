"""The widgets of the games of sixteen (Ferme and Farmer): controls, the table of hands, the outcome and the steps."""

from __future__ import annotations

from typing import Any

from engine.games import GAMES
from engine.table import DEFAULT_NAMES
from widgets.cards import hand
from widgets.forms import field, hand_field, seed_field
from widgets.html import attrs, esc, plural
from widgets.requests import table
from widgets.state import WidgetState
from widgets.steps import rule_link, step_list, step_panel

Json = dict[str, Any]


def request(state: WidgetState) -> Json:
    """The engine request behind a widget's view."""
    common = table(state)
    if state.kind == "scenario":
        hands = [entry.split() or None for entry in state.hands]
        return {"action": "settle", **common, "farmer": state.farmer, "hands": hands}
    return {"action": "play", **common, "seed": state.seed}


def steps_of(response: Json) -> list[Json]:
    """Every step of the view in order: the choice of the first farmer, then the round's."""
    return [*response.get("setup", {}).get("steps", []), *response["rounds"][0]["steps"]]


def body(state: WidgetState, response: Json, step: int) -> str:
    """The widget's body for a checked state and the engine's response to it."""
    steps = steps_of(response)
    current = steps[step] if state.kind != "deal" else None
    parts = [controls(state)]
    if current is not None:
        parts.append(step_panel(current, step, len(steps)))
    parts.append(_table(response, current))
    parts.append(_outcome(response))
    parts.append(step_list(steps, step if current is not None else None, f"Every step of this deal ({len(steps)})"))
    return "".join(parts)


# Controls ---------------------------------------------------------------------------------------

def controls(state: WidgetState) -> str:
    """The form that changes the deal; it depends on the state alone, so it can show what the reader typed
    even when the engine refuses it. Raises ``KeyError`` for an unknown game or variant."""
    game = GAMES[state.game]
    variant = game.variants[state.variant or game.default_variant]
    fields = []
    if len(game.variants) > 1:
        options = "".join(
            f'<option{attrs(value=v.id, selected=v.id == variant.id)}>{esc(v.title)}</option>'
            for v in game.variants.values()
        )
        fields.append(field("Rules", f'<select{attrs(name="variant", data_action="variant")}>{options}</select>'))
    options = "".join(
        f'<option{attrs(value=n, selected=n == state.players)}>{n}</option>'
        for n in range(variant.min_players, variant.max_players + 1)
    )
    fields.append(field("Players", f'<select{attrs(name="players", data_action="players")}>{options}</select>'))
    if state.kind == "scenario":
        fields.append(_scenario_fields(state))
        buttons = f'<button{attrs(type="button", data_action="settle")}>Settle these hands</button>'
    else:
        fields.append(seed_field(state))
        buttons = (f'<button{attrs(type="button", data_action="deal")}>Deal this seed</button>'
                   f'<button{attrs(type="button", data_action="new-deal")}>New deal</button>')
    return (f'<form class="ma-controls" aria-label="Choose the deal">{"".join(fields)}'
            f'<span class="ma-controls__buttons">{buttons}</span></form>')


def _scenario_fields(state: WidgetState) -> str:
    names = state.names or DEFAULT_NAMES[:state.players]
    farmer_options = "".join(
        f'<option{attrs(value=seat, selected=seat == state.farmer)}>{esc(name)}</option>'
        for seat, name in enumerate(names, start=1)
    )
    rows = [field("Farmer", f'<select{attrs(name="farmer")}>{farmer_options}</select>')]
    rows += [hand_field(state, seat, f"{name}'s cards") for seat, name in enumerate(names, start=1)]
    return ('<fieldset class="ma-controls__hands"><legend>Final hands (such as 7C 9D or 7♣ 9♦)</legend>'
            f'{"".join(rows)}</fieldset>')


# The table ---------------------------------------------------------------------------------------

def _table(response: Json, current: Json | None) -> str:
    rnd = response["rounds"][0]
    by_seat = {h["seat"]: h for h in rnd["hands"]}
    lit_seats = set(current["seats"]) if current else set()
    lit_cards = frozenset(current["cards"]) if current else frozenset()
    items = []
    for seat in response["seats"]:
        number, held = seat["seat"], by_seat.get(seat["seat"])
        classes = ["ma-seat"]
        roles = []
        if number == rnd["farmer"]:
            classes.append("is-farmer")
            roles.append("farmer")
        if number == rnd.get("winner"):
            classes.append("is-winner")
            roles.append("wins the farm")
        elif number == rnd.get("pool_winner"):
            roles.append("takes the pool")
        if number in lit_seats:
            classes.append("is-highlighted")
        if held is None:
            cards_html = '<span class="ma-seat__none">deals and holds no cards</span>'
            total = ""
        else:
            cards_html = hand(held["cards"], lit_cards)
            result = {"bust": "bust", "sixteen": "16!", "standing": "stands"}.get(held.get("result", ""), "")
            total = f'<span class="ma-seat__total">{held["total"]}{esc(" · " + result) if result else ""}</span>'
        balance = rnd["balances"][number - 1]
        items.append(
            f'<li{attrs(class_=" ".join(classes), data_seat=number)}>'
            f'<span class="ma-seat__name">{esc(seat["name"])}</span>'
            f'<span class="ma-seat__role">{esc(", ".join(roles))}</span>'
            f"{cards_html}{total}"
            f'<span class="ma-seat__balance" title="balance after this deal">{balance:+d}</span></li>'
        )
    return f'<ol class="ma-seats" aria-label="The table, seat by seat">{"".join(items)}</ol>'


# The outcome ----------------------------------------------------------------------------------------

def _outcome(response: Json) -> str:
    rnd = response["rounds"][0]
    names = {seat["seat"]: seat["name"] for seat in response["seats"]}
    if rnd.get("winner") is not None:
        headline = f"{names[rnd['winner']]} makes 16 and wins the farm."
    elif rnd.get("pool_winner") is not None:
        headline = f"Nobody makes 16; {names[rnd['pool_winner']]} is nearest and takes the pool."
    else:
        headline = "Nobody makes 16: the farm stays for the next deal."
    lines = "".join(
        f'<li>{esc(_party(p["from"], names))} pays {esc(_party(p["to"], names))} {p["amount"]} '
        f'{rule_link(p["rule"])}</li>'
        for p in rnd["payments"]
    )
    pots = ", ".join(f"{name} {amount}" for name, amount in rnd["pots"].items())
    return (
        f'<section class="ma-outcome" aria-label="Outcome"><p class="ma-outcome__headline">{esc(headline)}</p>'
        f'<details class="ma-outcome__payments"><summary>{esc(plural(len(rnd["payments"]), "payment"))}; '
        f"on the table afterwards: {esc(pots)}</summary><ul>{lines}</ul></details></section>"
    )


def _party(party: object, names: dict[int, str]) -> str:
    return names[party] if isinstance(party, int) else f"the {party}"


