"""The widgets of Glic: the board of eight compartments, the hands, the trump and the three phases.

A ``deal`` widget shows the last deal of a seeded session; a ``steps`` widget
walks through every stake, claim, bet and payment with the board as it stands
after each step; a ``scenario`` settles hands and a trump typed by the reader.
When the current step is seat 1's turn to bet, buttons offer every legal move:
:func:`act` turns the one chosen into the ``decisions`` option and the engine
replays the deal with it.
"""

from __future__ import annotations

from typing import Any

from engine.errors import EngineError
from engine.games import GAMES
from engine.games.glic.variants import COMPARTMENTS, TITLES
from engine.packs import PACKS
from engine.table import DEFAULT_NAMES
from widgets.cards import card, hand
from widgets.forms import field, hand_field, seed_field
from widgets.html import attrs, esc, plural
from widgets.requests import answer, listed, locate, number, table
from widgets.requests import session_steps as steps_of
from widgets.state import WidgetState
from widgets.steps import rule_link, step_panel

Json = dict[str, Any]

PHASES = (("Before play", ("glic.stake.", "glic.deal.", "glic.trump.")),
          ("Phase 1: claiming the board", ("glic.claim.",)),
          ("Phase 2: betting for the Poch", ("glic.bet.", "glic.hand.", "glic.poch.")),
          ("Phase 3: laying out to 31", ("glic.lay.",)))
"""The parts of a deal, in order, and the rule ids that belong to each."""

RAISES_SHOWN = 5
"""Raise buttons offered one by one; a larger raise up to the limit gets one more button."""


def request(state: WidgetState) -> Json:
    """The engine request behind a widget's view."""
    req = table(state)
    if state.option("pack"):
        req["pack"] = state.option("pack")
    if state.option("limit"):
        req["limit"] = number(state.option("limit"))
    if state.option("decisions"):
        req["decisions"] = listed(state.option("decisions"))
    if state.kind == "scenario":
        req.update(action="settle", hands=[entry.split() for entry in state.hands])
        if state.option("trump"):
            req["trump"] = state.option("trump")
        return req
    req.update(action="play", seed=state.seed)
    if state.option("deals"):
        req["deals"] = number(state.option("deals"))
    return req


def act(state: WidgetState, action: object, value: object) -> WidgetState | None:
    """Glic's own actions: ``bet`` (seat 1's move at the current step), ``pack``, ``seats`` and ``redeal``,
    the last three clearing the reader's earlier decisions, which belong to another deal."""
    if action == "pack":
        changed = state.with_options(pack=str(value), decisions="")
        pack = PACKS.get(str(value))
        most = GAMES["glic"].variants[state.variant or "parlett"].max_players_for(pack) if pack else state.players
        return changed if state.kind == "scenario" else changed.but(players=min(state.players, most))
    if action == "seats":
        return WidgetState.from_fields({**state.with_options(decisions="").as_dict(), "players": value})
    if action == "redeal":
        return state.with_options(decisions="").but(seed=(state.seed or 0) + 1)
    if action == "bet":
        return _bet(state, str(value))
    return None


def _bet(state: WidgetState, move: str) -> WidgetState:
    steps = steps_of(answer(request(state)))
    current: Json = steps[state.step] if 0 <= state.step < len(steps) else {}
    turn = current.get("data", {}).get("turn")
    if turn is None:
        raise EngineError("decisions", "this step is not seat 1's turn to bet")
    earlier = [s["data"]["move"] for s in steps if s["data"].get("turn", turn) < turn]
    return state.with_options(decisions=",".join([*earlier, move])).but(step=state.step)


def body(state: WidgetState, response: Json, step: int) -> str:
    """The widget's body for a checked state and the engine's response to it."""
    names = {seat["seat"]: seat["name"] for seat in response["seats"]}
    parts = [controls(state)]
    if state.kind == "deal":
        number, local = len(response["deals"]) - 1, None
        current = None
    else:
        number, local = locate(response, step)
        current = response["deals"][number]["steps"][local]
        parts.append(_step_panel(response, step, current, names))
    deal = response["deals"][number]
    parts.append(_board(deal, local))
    parts.append(_table(response, number, local, current))
    if local is None:
        parts.append(_summary(deal, names))
    parts.append(_phases(deal, local, names, len(response["deals"])))
    return "".join(parts)


# Controls ---------------------------------------------------------------------------------------

def controls(state: WidgetState) -> str:
    """The form, from the state alone (so a refused state still shows what the reader typed). Raises
    ``KeyError`` for an unknown game or variant."""
    game = GAMES[state.game]
    variant = game.variants[state.variant or game.default_variant]
    chosen = state.option("pack", variant.pack.id)
    packs = "".join(f'<option{attrs(value=p, selected=p == chosen)}>{esc(_pack_words(p))}</option>'
                    for p in variant.packs)
    most = variant.max_players_for(PACKS[chosen]) if chosen in PACKS else variant.max_players
    players = "".join(f'<option{attrs(value=n, selected=n == state.players)}>{n}</option>'
                      for n in range(variant.min_players, max(most, state.players) + 1))
    seats_action = "players" if state.kind == "scenario" else "seats"
    fields = [
        field("Pack", f'<select{attrs(name="pack", data_action="pack")}>{packs}</select>'),
        field("Players", f'<select{attrs(name="players", data_action=seats_action)}>{players}</select>'),
        field("Table limit", f'<input{attrs(name="limit", type="number", min=1, inputmode="numeric", value=state.option("limit", str(variant.default_limit)))}>'),
        f'<input{attrs(type="hidden", name="decisions", value="")}>',
    ]
    if state.kind == "scenario":
        fields.append(_scenario_fields(state))
        buttons = f'<button{attrs(type="button", data_action="settle")}>Settle these hands</button>'
    else:
        fields.append(seed_field(state))
        buttons = (f'<button{attrs(type="button", data_action="apply")}>Deal this seed</button>'
                   f'<button{attrs(type="button", data_action="redeal")}>New deal</button>')
    return (f'<form class="ma-controls" aria-label="Choose the deal">{"".join(fields)}'
            f'<span class="ma-controls__buttons">{buttons}</span></form>')


def _pack_words(pack_id: str) -> str:
    """A pack as the select names it: ``French, 52 cards``."""
    pack = PACKS[pack_id]
    return f"{pack.system.name.split('-')[0]}, {len(pack)} cards"


def _scenario_fields(state: WidgetState) -> str:
    names = state.names or DEFAULT_NAMES[:state.players]
    rows = [field("Turned-up trump", f'<input{attrs(name="trump", value=state.option("trump"), autocomplete="off", spellcheck="false")}>')]
    for seat, name in enumerate(names, start=1):
        rows.append(hand_field(state, seat, f"{name}'s cards"))
    return ('<fieldset class="ma-controls__hands"><legend>Five cards each, and the trump (such as KH QH 7S 7D 2C; '
            f'seat 1 deals)</legend>{"".join(rows)}</fieldset>')


# The current step -------------------------------------------------------------------------------

def _step_panel(response: Json, index: int, step: Json, names: dict[int, str]) -> str:
    number, _ = locate(response, index)
    where = f"deal {number + 1} of {len(response['deals'])}" if len(response["deals"]) > 1 else ""
    return step_panel(step, index, len(steps_of(response)), where, _bet_buttons(step, names))


def _bet_buttons(step: Json, names: dict[int, str]) -> str:
    """Seat 1's legal moves at its betting turn, the one taken marked as pressed."""
    data = step["data"]
    if "turn" not in data:
        return ""
    legal = data["legal"]
    raises = [m for m in legal if m.startswith("raise ")]
    offered = [m for m in legal if not m.startswith("raise ")][:1] + raises[:RAISES_SHOWN]
    if len(raises) > RAISES_SHOWN:
        offered.append(raises[-1])
    offered += [m for m in legal if m == "fold"]
    buttons = "".join(
        f'<button{attrs(type="button", data_action="bet", data_value=move, aria_pressed="true" if move == data["move"] else "false")}>'
        f'{esc(move.capitalize())}</button>'
        for move in offered
    )
    who = "your choice" if data["chosen"] else "seat 1's policy"
    return (f'<div class="ma-glic-bet" role="group" aria-label="Your move for {esc(names[1])}">'
            f'<p>Your move for {esc(names[1])} (now: {esc(data["move"])}, {esc(who)}):</p>{buttons}</div>')


# The board and the table ------------------------------------------------------------------------

def _pots_at(deal: Json, local: int | None) -> dict[str, int]:
    """The board after step ``local`` of the deal (after the whole deal when ``None``)."""
    if local is None:
        return dict(deal["pots"])
    pots = dict(deal["pots_before"])
    for p in deal["payments"]:
        if p["step"] <= local:
            if isinstance(p["from"], str):
                pots[p["from"]] -= p["amount"]
            if isinstance(p["to"], str):
                pots[p["to"]] += p["amount"]
    return pots


def _first(deal: Json, rule: str) -> int:
    """The index of the deal's first step under ``rule``."""
    return next(i for i, step in enumerate(deal["steps"]) if step["rule"] == rule)


def _board(deal: Json, local: int | None) -> str:
    pots = _pots_at(deal, local)
    turned = local is None or local >= _first(deal, "glic.trump.turn-up")
    trump = card(deal["trump"]) if turned else '<span class="ma-seat__none">not turned up yet</span>'
    carried = deal["pots_before"]
    cells = []
    for name in COMPARTMENTS:
        note = f'<span class="ma-glic-board__carried">{carried[name]} carried over</span>' if carried[name] else ""
        cells.append(f'<li{attrs(class_="ma-glic-board__cell", data_compartment=name)}>'
                     f'<span class="ma-glic-board__name">{esc(TITLES[name])}</span>'
                     f'<span{attrs(class_="ma-glic-board__amount", aria_label=_pennies(pots[name]))}>{pots[name]}</span>'
                     f"{note}</li>")
    when = "after the deal" if local is None else "after this step"
    return (f'<section class="ma-glic-table" aria-label="The board and the trump"><p class="ma-glic-trump">Trump: '
            f'{trump}</p><ol class="ma-glic-board" aria-label="The board, {esc(when)}">{"".join(cells)}'
            "</ol></section>")


def _pennies(amount: int) -> str:
    return f"{amount} penny" if amount == 1 else f"{amount} pennies"


def _balances_at(response: Json, number: int, local: int | None) -> list[int]:
    deal = response["deals"][number]
    if local is None:
        return list(deal["balances"])
    balances = list(response["deals"][number - 1]["balances"]) if number else [0] * response["players"]
    for p in deal["payments"]:
        if p["step"] <= local:
            if isinstance(p["from"], int):
                balances[p["from"] - 1] -= p["amount"]
            if isinstance(p["to"], int):
                balances[p["to"] - 1] += p["amount"]
    return balances


def _table(response: Json, number: int, local: int | None, current: Json | None) -> str:
    deal = response["deals"][number]
    balances = _balances_at(response, number, local)
    lit_seats = set(current["seats"]) if current else set()
    lit_cards = frozenset(current["cards"]) if current else frozenset()
    dealt = local is None or local >= _first(deal, "glic.deal.five-each")
    items = []
    for held in deal["hands"]:
        seat = held["seat"]
        roles = ["dealer"] if seat == deal["dealer"] else []
        if local is None:
            roles += ["takes the Poch"] if seat == deal["poch_winner"] else []
            roles += ["folded"] if held["folded"] else []
            roles += ["out first"] if seat == deal["out"] else []
        classes = "ma-seat" + (" is-winner" if local is None and seat == deal["poch_winner"] else "") + \
            (" is-highlighted" if seat in lit_seats else "")
        items.append(
            f'<li{attrs(class_=classes, data_seat=seat)}>'
            f'<span class="ma-seat__name">{esc(response["seats"][seat - 1]["name"])}</span>'
            f'<span class="ma-seat__role">{esc(", ".join(roles))}</span>'
            + (f'{hand(held["cards"], lit_cards)}<span class="ma-seat__total">{esc(held["hand"])}</span>' if dealt
               else '<span class="ma-seat__none">no cards yet</span>')
            + f'<span class="ma-seat__balance" title="balance">{balances[seat - 1]:+d}</span></li>'
        )
    return f'<ol class="ma-seats" aria-label="The table, seat by seat">{"".join(items)}</ol>'


# The three phases -------------------------------------------------------------------------------

def _summary(deal: Json, names: dict[int, str]) -> str:
    """The three phases of a whole deal in three lines."""
    claims = "; ".join(f'{names[c["seat"]]} takes the {TITLES[c["compartment"]]} ({c["amount"]})'
                       for c in deal["claims"]) or "Nobody claims a compartment"
    left = [TITLES[c] for c in COMPARTMENTS[:-1] if deal["pots"][c]]
    carried = f"; {_listed(left)} carr{'ies' if len(left) == 1 else 'y'} over" if left else ""
    folded = [names[h["seat"]] for h in deal["hands"] if h["folded"]]
    poch = f'{names[deal["poch_winner"]]} takes the Poch ({deal["poch"]})' + \
        (f"; {_listed(folded)} folded" if folded else "")
    out = f'{names[deal["out"]]} goes out first and is paid for the cards still held'
    lines = "".join(f"<li>{esc(text)}.</li>" for text in (claims + carried, poch, out))
    return f'<ol class="ma-glic-summary" aria-label="The three phases">{lines}</ol>'


def _listed(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _phases(deal: Json, local: int | None, names: dict[int, str], deals: int) -> str:
    """Every step of the deal under its phase, with its rule linked and its payments."""
    paid: dict[int, list[Json]] = {}
    for p in deal["payments"]:
        paid.setdefault(p["step"], []).append(p)
    sections = []
    for title, prefixes in PHASES:
        items = []
        for i, step in enumerate(deal["steps"]):
            if not step["rule"].startswith(prefixes):
                continue
            here = i == local
            money = "; ".join(f'{_party(p["from"], names)} → {_party(p["to"], names)} {p["amount"]}'
                              for p in paid.get(i, []))
            items.append(
                f'<li{attrs(class_="is-current" if here else None, aria_current="step" if here else None)}>'
                f'{esc(step["text"])}{esc(" [" + money + "]") if money else ""} '
                f'{rule_link(step["rule"])}</li>')
        sections.append(f'<section class="ma-glic-phase" aria-label="{esc(title)}"><h4>{esc(title)}</h4>'
                        f'<ol>{"".join(items)}</ol></section>')
    label = f"The deal in order (deal {deal['number']} of {deals})" if deals > 1 else "The deal in order"
    return (f'<details class="ma-steps ma-glic-phases"><summary>{esc(label)}, '
            f'{esc(plural(len(deal["payments"]), "payment"))}</summary>{"".join(sections)}</details>')


def _party(party: object, names: dict[int, str]) -> str:
    return names[party] if isinstance(party, int) else f"the {TITLES.get(str(party), str(party))}"
