"""The widgets of Basset: the board of thirteen denominations with each punter's stakes, the two piles, the
card just turned, the settlements step by step, and the reader's own stakes and choices to ride or take."""

from __future__ import annotations

from typing import Any

from engine.errors import EngineError
from engine.games import GAMES
from engine.games.basset.stakes import DENOMINATIONS
from widgets.cards import card, hand
from widgets.forms import field, seed_field
from widgets.html import attrs, esc, plural
from widgets.requests import answer, listed, locate, number, table
from widgets.requests import session_steps as steps_of
from widgets.state import WidgetState
from widgets.steps import step_list, step_panel

Json = dict[str, Any]

CHOICES = {"ride": "Let it ride", "take": "Take the win"}
"""The reader's two answers at a win, as the buttons name them; each is also a widget action."""


# The engine request ---------------------------------------------------------------------------------

def request(state: WidgetState) -> Json:
    """The engine request behind a widget's view: the stakes and choices typed as text become JSON here, and the
    engine checks them and names the field it refuses."""
    common = table(state)
    if state.option("stakes"):
        common["stakes"] = parse_stakes_text(state.option("stakes"))
    if state.option("decisions"):
        common["decisions"] = listed(state.option("decisions"))
    if state.kind == "scenario":
        order = state.option("order").replace(",", " ").split()
        return {"action": "settle", **common, "order": order, **({"seed": state.seed} if state.seed is not None
                                                                  else {})}
    if state.option("deals"):
        common["deals"] = number(state.option("deals"))
    return {"action": "play", **common, "seed": state.seed}


def parse_stakes_text(text: str) -> list[dict[str, object]]:
    """``"K:2 7:1 | A:1"`` as one object per punter; amounts that are not digits are passed on for the engine to
    refuse by name.

    >>> parse_stakes_text("K:2 7:1 | | a:x")
    [{'K': 2, '7': 1}, {}, {'A': 'x'}]
    """
    groups: list[dict[str, object]] = []
    for group in text.split("|"):
        stakes: dict[str, object] = {}
        for item in group.replace(",", " ").split():
            code, _, amount = item.partition(":")
            stakes[code.strip().upper()] = int(amount) if amount.strip().isdigit() else amount.strip()
        groups.append(stakes)
    return groups


def act(state: WidgetState, action: str, value: object) -> WidgetState | None:
    """``ride`` or ``take`` at the win decision numbered ``value``: the choices before it are kept as they were
    made, this one is the reader's, and the view stays on the same step to show what follows."""
    if action not in CHOICES:
        return None
    if not isinstance(value, (str, int)) or not str(value).isdigit():
        raise EngineError("decisions", f"a choice must name the win it answers, not {value!r}")
    response = answer(request(state))
    made = [d["choice"] for d in response["decisions"]]
    index = int(str(value))
    if index >= len(made):
        raise EngineError("decisions", "a riding decision on a stake that has not won")
    return state.with_options(decisions=",".join([*made[:index], action])).but(step=state.step)


# The view --------------------------------------------------------------------------------------------

def body(state: WidgetState, response: Json, step: int) -> str:
    """The widget's body for a checked state and the engine's response to it; a deal widget shows the end."""
    steps = steps_of(response)
    at = step if state.kind != "deal" else len(steps) - 1
    where = locate(response, at)
    parts = [controls(state)]
    if state.kind != "deal":
        parts.append(step_panel(steps[at], at, len(steps), extra=_choice(response, steps[at])))
    parts.append(_seats(response, where))
    parts.append(_board(response, steps, at))
    parts.append(_piles(response, steps, at))
    parts.append(_outcome(response))
    parts.append(step_list(steps, at if state.kind != "deal" else None, f"Every step of this session ({len(steps)})"))
    return "".join(parts)


# Controls --------------------------------------------------------------------------------------------

def controls(state: WidgetState) -> str:
    """The forms that change the deal and the stakes; they depend on the state alone, so they show what the
    reader typed even when the engine refuses it. Raises ``KeyError`` for an unknown game or variant."""
    game = GAMES[state.game]
    variant = game.variants[state.variant or game.default_variant]
    options = "".join(f'<option{attrs(value=v.id, selected=v.id == variant.id)}>{esc(v.title)}</option>'
                      for v in game.variants.values())
    fields = [field("Rules", f'<select{attrs(name="variant", data_action="variant")}>{options}</select>')]
    counts = "".join(f'<option{attrs(value=n, selected=n == state.players)}>{n}</option>'
                     for n in range(variant.min_players, variant.max_players + 1))
    fields.append(field("Players", f'<select{attrs(name="players", data_action="players")}>{counts}</select>'))
    seed = seed_field(state)
    if state.kind == "scenario":
        order = field("Cards from the top (the rest of the pack follows, shuffled by the seed)",
                       f'<input{attrs(name="order", value=state.option("order"), autocomplete="off", spellcheck="false", size=40)}>')
        fields += [order, seed]
        buttons = f'<button{attrs(type="button", data_action="settle")}>Turn these cards</button>'
    else:
        deals = field("Deals", f'<input{attrs(name="deals", type="number", min=1, max=100, value=state.option("deals", "1"), inputmode="numeric")}>')
        fields += [seed, deals]
        buttons = (f'<button{attrs(type="button", data_action="deal")}>Deal this seed</button>'
                   f'<button{attrs(type="button", data_action="new-deal")}>New deal</button>')
    deal_form = (f'<form class="ma-controls" aria-label="Choose the deal">{"".join(fields)}'
                 f'<span class="ma-controls__buttons">{buttons}</span></form>')
    stakes = field("Stakes, one group per punter (such as K:2 7:1 | A:1); empty: drawn from the seed",
                    f'<input{attrs(name="stakes", value=state.option("stakes"), autocomplete="off", spellcheck="false", size=40)}>')
    choices = field("Your choices at the wins, in order (ride or take, by commas)",
                     f'<input{attrs(name="decisions", value=state.option("decisions"), autocomplete="off", spellcheck="false")}>')
    apply = f'<button{attrs(type="button", data_action="apply")}>Place these stakes</button>'
    stake_form = (f'<form class="ma-controls ma-basset__stakes" aria-label="Stakes and choices">{stakes}{choices}'
                  f'<span class="ma-controls__buttons">{apply}</span></form>')
    return deal_form + stake_form


# The seats, the board and the piles ---------------------------------------------------------------------

def _seats(response: Json, where: tuple[int, int]) -> str:
    """Each player with a running balance at the step shown: the balances before the deal plus its payments so far."""
    number, local = where
    deal = response["deals"][number]
    balances = list(response["deals"][number - 1]["balances"]) if number else [0] * response["players"]
    for payment in deal["payments"]:
        if payment["step"] is not None and payment["step"] <= local:
            if isinstance(payment["from"], int):
                balances[payment["from"] - 1] -= payment["amount"]
            if isinstance(payment["to"], int):
                balances[payment["to"] - 1] += payment["amount"]
    items = "".join(
        f'<li{attrs(class_="ma-seat is-farmer" if seat["role"] == "banker" else "ma-seat", data_seat=seat["seat"])}>'
        f'<span class="ma-seat__name">{esc(seat["name"])}</span>'
        f'<span class="ma-seat__role">{esc(_role(seat))}</span>'
        f'<span class="ma-seat__balance" title="balance at this step">{balances[seat["seat"] - 1]:+d}</span></li>'
        for seat in response["seats"]
    )
    title = f"Deal {deal['number']} of {len(response['deals'])}" if len(response["deals"]) > 1 else "The table"
    return f'<ol class="ma-seats" aria-label="{esc(title)}: the players and their balances">{items}</ol>'


def _role(seat: Json) -> str:
    if seat["role"] == "banker":
        return "banker"
    policy = seat["policy"]
    return "punter, takes every win" if policy["name"] == "take" else f"punter, rides to win {policy['to']}"


def _replay(steps: list[Json], at: int) -> tuple[dict[tuple[int, str], Json], list[tuple[str, str]]]:
    """The board (each stake of the current deal by seat and denomination, with its state) and the cards turned
    in the current deal (with their pile), after step ``at``."""
    board: dict[tuple[int, str], Json] = {}
    turned: list[tuple[str, str]] = []
    for step in steps[: at + 1]:
        data = step["data"]
        suffix = step["rule"].split(".", 1)[1]
        if suffix == "stakes.before-each-deal":
            board, turned = {}, []
        elif suffix in ("stakes.on-denominations", "stakes.seeded"):
            for rank, amount in data["stakes"].items():
                board[(step["seats"][0], rank)] = {"stake": amount, "wins": 0, "state": "on the board"}
        elif "pile" in data:
            turned.append((data["turned"], data["pile"]))
        elif "outcome" in data and (data["seat"], data["rank"]) in board or data.get("outcome") == "carried":
            entry = board.setdefault((data["seat"], data["rank"]), {"stake": data.get("stake", 0), "wins": 0})
            entry["wins"] = data.get("wins", entry["wins"])
            entry["state"] = {"lost": "lost", "won": f"won {plural(entry['wins'], 'time')}",
                              "ride": f"rides, {plural(entry['wins'], 'win')} (corner bent)",
                              "carried": "rides on from the last deal (corner bent)",
                              "take": entry.get("state", ""), "too late": "lost",
                              "taken": f"took {data.get('paid', 0)} and the stake"}.get(data["outcome"], "")
    return board, turned


def _board(response: Json, steps: list[Json], at: int) -> str:
    board, turned = _replay(steps, at)
    names = {seat["seat"]: seat["name"] for seat in response["seats"]}
    current = steps[at]
    lit = current["data"].get("rank") or (current["data"]["turned"][:-1] if "pile" in current["data"] else None)
    cells = []
    for rank in DENOMINATIONS:
        entries = sorted((seat, entry) for (seat, code), entry in board.items() if code == rank)
        stakes = "".join(
            f'<li{attrs(class_="ma-basset__stake is-" + entry["state"].split()[0].split(",")[0])}>'
            f'{esc(names[seat])} {entry["stake"]}: {esc(entry["state"])}</li>'
            for seat, entry in entries
        )
        cells.append(f'<li{attrs(class_="ma-basset__cell is-highlighted" if rank == lit else "ma-basset__cell", data_rank=rank)}>'
                     f'<span class="ma-basset__rank">{esc(rank)}</span>'
                     f'{"<ul>" + stakes + "</ul>" if stakes else ""}</li>')
    return f'<ol class="ma-basset__board" aria-label="The board: the stakes on each denomination">{"".join(cells)}</ol>'


def _piles(response: Json, steps: list[Json], at: int) -> str:
    _, turned = _replay(steps, at)
    current = steps[at]["data"].get("turned") if "pile" in steps[at]["data"] else None
    lit = frozenset([current]) if current else frozenset()
    by_pile: dict[str, list[str]] = {"first card": [], "losing pile": [], "winning pile": [], "last card": []}
    for code, pile in turned:
        by_pile[pile].append(code)
    rows = "".join(
        f'<div class="ma-basset__pile"><span class="ma-basset__pile-name">{esc(label)} '
        f'({len(by_pile[pile])})</span>{hand(by_pile[pile], lit)}</div>'
        for pile, label in (("first card", "First card, the banker's"), ("losing pile", "First pile, loses"),
                            ("winning pile", "Second pile, wins"), ("last card", "Last card, the banker's"))
    )
    shown = f'<p class="ma-basset__turned">Just turned: {card(current, True)}</p>' if current else ""
    left = len(response["deals"][0]["order"]) - len(turned)
    return (f'<section class="ma-basset__piles" aria-label="The cards turned">{shown}{rows}'
            f'<p class="ma-basset__left">{esc(plural(left, "card"))} still in the banker\'s hand.</p></section>')


# The outcome and the steps -----------------------------------------------------------------------------

def _outcome(response: Json) -> str:
    names = {seat["seat"]: seat["name"] for seat in response["seats"]}
    words = {"lost": "lost", "taken": "taken", "carried": "rides into the next deal"}
    lines = []
    for deal in response["deals"]:
        for r in deal["results"]:
            net = f", {r['net']:+d}" if r["outcome"] != "carried" else ""
            lines.append(f'<li>Deal {deal["number"]}: {esc(names[r["seat"]])}\'s {r["stake"]} on {esc(r["rank"])} '
                         f'{esc(words[r["outcome"]])} after {esc(plural(r["wins"], "win"))}{esc(net)}</li>')
    balances = ", ".join(f"{names[seat]} {amount:+d}" for seat, amount in enumerate(response["balances"], start=1))
    return (f'<section class="ma-outcome" aria-label="Outcome"><p class="ma-outcome__headline">'
            f'After {esc(plural(len(response["deals"]), "deal"))}: {esc(balances)}.</p>'
            f'<details class="ma-outcome__payments"><summary>{esc(plural(len(lines), "stake"))} settled</summary>'
            f'<ul>{"".join(lines)}</ul></details></section>')


def _choice(response: Json, step: Json) -> str:
    """At a win decision, the reader's two answers; the one taken is pressed."""
    if not step["rule"].endswith(".paroli.choice"):
        return ""
    data = step["data"]
    name = next(seat["name"] for seat in response["seats"] if seat["seat"] == data["seat"])
    buttons = "".join(
        f'<button{attrs(type="button", data_action=choice, data_value=data["index"], aria_pressed="true" if data["decision"] == choice else "false", aria_label="{}: {}, {}, win {}".format(label, name, data["rank"], data["wins"]))}>{esc(label)}</button>'
        for choice, label in CHOICES.items()
    )
    return (f'<div class="ma-basset__choice" role="group" aria-label="Your choice at this win">'
            f'<span>Choose for {esc(name)}:</span>{buttons}</div>')


