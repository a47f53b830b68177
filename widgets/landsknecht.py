"""The widgets of Landsknecht: the stake and covers on a board, the left, right and middle cards, the steps.

The ``stakes`` option holds the bank's stake and the punters' covers, as
``"4 | 2 1 1"``: the stake, then how much each punter offers to cover, in turn
from the banker's left. The ``pack`` option chooses the pack and ``order`` gives
a scenario's cards, left and right first, then the middle.

>>> read_stakes("4 | 2 1", 4), read_stakes("4 | 2 1", 2)
((4, [2, 1, 0]), (4, [2]))
"""

from __future__ import annotations

from typing import Any

from engine.errors import EngineError
from engine.games import GAMES
from engine.games.landsknecht.actions import DEFAULT_STAKE
from engine.games.landsknecht.policies import DEFAULT_POLICY, MAX_CHIPS
from engine.games.landsknecht.variants import OFFERED_PACKS
from engine.packs import PACKS
from widgets.cards import hand
from widgets.forms import field, seed_field
from widgets.html import attrs, esc, plural
from widgets.requests import table
from widgets.state import WidgetState
from widgets.steps import rule_link, step_list, step_panel

Json = dict[str, Any]

PLACES = ("left", "right", "middle")


def read_stakes(text: str, players: int) -> tuple[int, list[int]]:
    """The stake and one cover per punter, from ``"4 | 2 1 1"``: punters without a cover cover nothing, and
    covers beyond the punters at the table are not read, so that choosing fewer players keeps the stakes."""
    stake_text, _, covers_text = text.partition("|")
    stake = _chips(stake_text.strip() or str(DEFAULT_STAKE), "the stake", 1)
    covers = [_chips(word, "a cover", 0) for word in covers_text.split()]
    punters = players - 1
    return stake, (covers + [0] * punters)[:punters]


def _chips(word: str, what: str, lowest: int) -> int:
    if not word.isdigit() or not lowest <= int(word) <= MAX_CHIPS:
        raise EngineError("stakes", f"{what} is a whole number from {lowest} to {MAX_CHIPS}, not {word!r}; "
                          "write the stake, then '|' and the covers, such as '4 | 2 1 1'")
    return int(word)


def request(state: WidgetState) -> Json:
    """The engine request behind a widget's view: one seeded coup, or a scenario's given order."""
    common = table(state)
    if state.option("pack"):
        common["pack"] = state.option("pack")
    if state.option("stakes"):
        stake, covers = read_stakes(state.option("stakes"), state.players)
        common["stake"] = stake
        common["policies"] = [{"name": "cover", "up_to": amount} for amount in [0, *covers]]
    if state.kind == "scenario":
        return {"action": "settle", **common, "order": state.option("order").split()}
    return {"action": "play", **common, "seed": state.seed}


def steps_of(response: Json) -> list[Json]:
    """Every step of the coup, in order."""
    steps: list[Json] = response["coups"][0]["steps"]
    return steps


def act(state: WidgetState, action: str, value: object) -> WidgetState | None:
    """The pack select: the same widget with another pack, from the first step."""
    if action == "pack":
        return state.with_options(pack=str(value or ""))
    return None


def body(state: WidgetState, response: Json, step: int) -> str:
    """The widget's body for a checked state and the engine's response to it."""
    steps = steps_of(response)
    current = steps[step] if state.kind != "deal" else None
    shown = len(steps) - 1 if current is None else step
    parts = [controls(state)]
    if current is not None:
        parts.append(step_panel(current, step, len(steps)))
    parts.append(_board(response, current, shown))
    parts.append(_cards(steps, shown, current))
    parts.append(_outcome(response, steps, shown))
    parts.append(step_list(steps, step if current is not None else None, f"Every step of this coup ({len(steps)})"))
    return "".join(parts)


# Controls ---------------------------------------------------------------------------------------

def controls(state: WidgetState) -> str:
    """The forms that change the coup, from the state alone (they show what the reader typed even when the
    engine refuses it). Raises ``KeyError`` for an unknown game or variant."""
    game = GAMES[state.game]
    variant = game.variants[state.variant or game.default_variant]
    rules = "".join(f'<option{attrs(value=v.id, selected=v.id == variant.id)}>{esc(v.title)}</option>'
                    for v in game.variants.values())
    players = "".join(f'<option{attrs(value=n, selected=n == state.players)}>{n}</option>'
                      for n in range(variant.min_players, variant.max_players + 1))
    chosen = state.option("pack", OFFERED_PACKS[0])
    packs = "".join(f'<option{attrs(value=p, selected=p == chosen)}>{esc(PACKS[p].description)}</option>'
                    for p in OFFERED_PACKS)
    table = [field("Matching", f'<select{attrs(name="variant", data_action="variant")}>{rules}</select>'),
             field("Players", f'<select{attrs(name="players", data_action="players")}>{players}</select>'),
             field("Pack", f'<select{attrs(name="pack", data_action="pack")}>{packs}</select>')]
    default_stakes = f"{DEFAULT_STAKE} | " + " ".join([str(DEFAULT_POLICY.up_to)] * (state.players - 1))
    stakes = field("Stake | covers", f'<input{attrs(name="stakes", value=state.option("stakes", default_stakes), autocomplete="off", spellcheck="false", placeholder="4 | 2 1 1")}>')
    if state.kind == "scenario":
        order = field("Cards in order: left, right, middle",
                       f'<input{attrs(name="order", value=state.option("order"), autocomplete="off", spellcheck="false")}>')
        second = (f'<form class="ma-controls ma-lk-form" aria-label="Your coup">{order}{stakes}'
                  f'<span class="ma-controls__buttons"><button{attrs(type="button", data_action="settle")}>'
                  "Settle this coup</button></span></form>")
        buttons = ""
    else:
        table.append(seed_field(state))
        buttons = (f'<span class="ma-controls__buttons"><button{attrs(type="button", data_action="deal")}>Deal this seed'
                   f'</button><button{attrs(type="button", data_action="new-deal")}>New coup</button></span>')
        second = (f'<form class="ma-controls ma-lk-form" aria-label="The stake and the covers">{stakes}'
                  f'<span class="ma-controls__buttons"><button{attrs(type="button", data_action="apply")}>'
                  "Apply the stakes</button></span></form>")
    return f'<form class="ma-controls" aria-label="Choose the coup">{"".join(table)}{buttons}</form>{second}'


# The board: the bank, the covers and the balances ----------------------------------------------

def _board(response: Json, current: Json | None, shown: int) -> str:
    coup = response["coups"][0]
    covers = {c["seat"]: c["amount"] for c in coup["covers"]}
    lit = set(current["seats"]) if current else set()
    balances = _holdings(coup, shown)
    items = []
    for seat in response["seats"]:
        number = seat["seat"]
        banker = number == coup["banker"]
        classes = ["ma-seat", "ma-lk-seat"]
        if banker:
            classes.append("is-farmer")
        if number in lit:
            classes.append("is-highlighted")
        if banker:
            role, bet = "banker", f"stakes {coup['stake']}, {coup['covered']} at risk"
        else:
            role, bet = "punter", f"covers {covers.get(number, 0)}"
        balance = balances[number]
        items.append(
            f'<li{attrs(class_=" ".join(classes), data_seat=number)}>'
            f'<span class="ma-seat__name">{esc(seat["name"])}</span>'
            f'<span class="ma-seat__role">{esc(role)}</span>'
            f'<span class="ma-lk-bet">{esc(bet)}</span>'
            f'<span class="ma-seat__balance" title="balance so far">{balance:+d}</span></li>')
    pot = f'<p class="ma-lk-pot">In the bank pot: {balances["bank"]}</p>'
    return f'<ol class="ma-seats" aria-label="The bank and the covers, seat by seat">{"".join(items)}</ol>{pot}'


def _holdings(coup: Json, shown: int) -> dict[int | str, int]:
    """Each seat's balance and the bank pot once the payments of the steps up to ``shown`` are made."""
    held: dict[int | str, int] = {seat: 0 for seat in range(1, len(coup["balances"]) + 1)}
    held["bank"] = 0
    for payment in coup["payments"]:
        if payment["step"] <= shown:
            held[payment["from"]] -= payment["amount"]
            held[payment["to"]] += payment["amount"]
    return held


# The cards: left, right and middle, as far as the current step has turned them ------------------

def _cards(steps: list[Json], shown: int, current: Json | None) -> str:
    turned: dict[str, list[str]] = {place: [] for place in PLACES}
    for step in steps[:shown + 1]:
        place = step["data"].get("place")
        if place in turned:
            turned[place] += step["cards"]
    lit = frozenset(current["cards"]) if current else frozenset()
    words = {"left": "Left: the banker's card", "right": "Right: the punters' card", "middle": "Middle"}
    piles = []
    for place in PLACES:
        cards = hand(turned[place], lit) if turned[place] else '<span class="ma-seat__none">not turned yet</span>'
        piles.append(f'<li{attrs(class_=f"ma-lk-pile ma-lk-pile--{place}", data_place=place)}>'
                     f'<span class="ma-lk-pile__name">{esc(words[place])}</span>{cards}</li>')
    return f'<ul class="ma-lk-piles" aria-label="The cards turned">{"".join(piles)}</ul>'


# The outcome ----------------------------------------------------------------------------------------

def _outcome(response: Json, steps: list[Json], shown: int) -> str:
    coup = response["coups"][0]
    names = {seat["seat"]: seat["name"] for seat in response["seats"]}
    settled = any(s["rule"].startswith("landsknecht.settle.") for s in steps[:shown + 1])
    if not settled:
        return ('<section class="ma-outcome" aria-label="Outcome"><p class="ma-outcome__headline">'
                "The coup is not decided yet.</p></section>")
    banker = names[coup["banker"]]
    how = {"immediate": "the left and right cards match at once", "left": "a middle card matches the left card",
           "right": "a middle card matches the right card"}[coup["decided_by"]]
    result = "wins" if coup["winner"] == "banker" else "loses"
    headline = f"{banker} {result}: {how}. Next banker: {names[coup['next_banker']]}."
    lines = "".join(
        f'<li>{esc(_party(p["from"], names))} pays {esc(_party(p["to"], names))} {p["amount"]} '
        f'{rule_link(p["rule"])}</li>'
        for p in coup["payments"])
    return (f'<section class="ma-outcome" aria-label="Outcome"><p class="ma-outcome__headline">{esc(headline)}</p>'
            f'<details class="ma-outcome__payments"><summary>{esc(plural(len(coup["payments"]), "payment"))}; '
            f"the bank pot is empty afterwards</summary><ul>{lines}</ul></details></section>")


def _party(party: object, names: dict[int, str]) -> str:
    return names[party] if isinstance(party, int) else f"the {party} pot"


# Steps ------------------------------------------------------------------------------------------------

