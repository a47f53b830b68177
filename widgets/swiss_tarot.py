"""The widgets of Swiss Tarot: a game played card by card, the count of the tricks, and hands given by the reader.

A ``play`` widget deals from a seed and shows, step by step, the deal, the
dealer's discard, each card played with the trick on the table, the Fool's
exchange and the count, with the points each player has taken so far. The
reader may take a seat (the ``seat`` option): his cards are then the
``decisions`` option, and at his turn the widget offers his hand, every card a
button; :func:`act` adds the card chosen and the engine replays the game with
it, or refuses it with the rule's reason. A ``steps`` widget walks through the
same game and lists the count of the tricks as it goes, each trick's counting
cards and the rule that gives its value. A ``scenario`` plays out hands typed by
the reader (seat 1 deals and holds 28 cards), with the dealer's discard, if
given, in the ``decisions`` option.
"""

from __future__ import annotations

from typing import Any

from engine.cards import ITALIAN_TAROT
from engine.games.swiss_tarot.counting import trick_value
from engine.table import DEFAULT_NAMES
from widgets.cards import hand
from widgets.forms import field, hand_field, seed_field
from widgets.html import attrs, esc, plural
from widgets.requests import answer, locate, number, table
from widgets.requests import session_steps as steps_of
from widgets.state import WidgetState
from widgets.steps import rule_link, step_list, step_panel
from widgets.tricks import choices_view, trick_at, trick_view

Json = dict[str, Any]

DISCARD_RULES = ("swiss-tarot.discard.policy", "swiss-tarot.discard.three")


def _cards(text: str) -> list[str]:
    return [code.strip() for code in text.replace(",", " ").split()]


def request(state: WidgetState) -> Json:
    """The engine request behind a widget's view."""
    req = table(state)
    if state.option("stakes"):
        req["stake"] = number(state.option("stakes"))
    if state.kind == "scenario":
        req.update(action="settle", hands=[entry.split() for entry in state.hands])
        if state.option("decisions"):
            req["discard"] = _cards(state.option("decisions"))
        return req
    req.update(action="play", seed=state.seed)
    if state.option("deals"):
        req["deals"] = number(state.option("deals"))
    if state.option("seat"):
        req["seat"] = number(state.option("seat"))
        req["decisions"] = _cards(state.option("decisions"))
    return req


def act(state: WidgetState, action: object, value: object) -> WidgetState | None:
    """Swiss Tarot's own actions: ``card`` (the reader plays a card at his turn), ``seat`` (take a seat or
    watch) and ``redeal``; the last two clear the reader's cards, which belong to another deal."""
    if action == "seat":
        return state.with_options(seat=str(value or ""), decisions="")
    if action == "redeal":
        return state.with_options(decisions="").but(seed=(state.seed or 0) + 1)
    if action == "card":
        played = [*_cards(state.option("decisions")), str(value)]
        changed = state.with_options(decisions=",".join(played))
        return changed.but(step=len(steps_of(answer(request(changed)))) - 1)
    return None


def body(state: WidgetState, response: Json, step: int) -> str:
    """The widget's body for a checked state and the engine's response to it."""
    names = {seat["seat"]: seat["name"] for seat in response["seats"]}
    index = len(steps_of(response)) - 1 if state.kind == "deal" else step
    number, local = locate(response, index)
    deal = response["deals"][number]
    current = deal["steps"][local]
    total = len(steps_of(response))
    where = f"deal {number + 1} of {len(response['deals'])}" if len(response["deals"]) > 1 else ""
    extra = ""
    waiting = response["waiting"]
    if waiting is not None and index == total - 1:
        extra = choices_view(waiting["choices"], names[waiting["seat"]])
    elif waiting is not None:
        extra = '<p class="ma-swiss-note">Go to the last step to choose your next card.</p>'
    trick, shown, won = trick_at(deal["play"], deal["steps"], local)
    parts = [
        controls(state),
        step_panel(current, index, total, where, extra),
        trick_view(trick, shown, names, won, frozenset(current["cards"])),
        _seats(response, deal, local, trick, shown, names),
        _count(deal, local, names),
        step_list(deal["steps"], local, f"Every step of deal {deal['number']} ({len(deal['steps'])})"),
    ]
    return "".join(parts)


# Controls ---------------------------------------------------------------------------------------

def controls(state: WidgetState) -> str:
    """The form, from the state alone (so a refused state still shows what the reader typed)."""
    names = state.names or DEFAULT_NAMES[:3]
    fields = [field("Stake each", f'<input{attrs(name="stakes", type="number", min=1, inputmode="numeric", value=state.option("stakes", "1"))}>')]
    if state.kind == "scenario":
        rows = []
        for seat, name in enumerate(names, start=1):
            what = f"{name}'s cards" + (" (the dealer: 28)" if seat == 1 else " (25)")
            rows.append(hand_field(state, seat, what))
        rows.append(field("The dealer's discard (three cards, or empty for the engine's choice)",
                           f'<input{attrs(name="decisions", value=state.option("decisions"), autocomplete="off", spellcheck="false")}>'))
        fields.append('<fieldset class="ma-controls__hands"><legend>The hands before the discard (such as 21T 0X '
                      f'KSW 1CU …; seat 1 deals)</legend>{"".join(rows)}</fieldset>')
        buttons = f'<button{attrs(type="button", data_action="settle")}>Play these hands</button>'
    else:
        chosen = state.option("seat")
        seats = [f'<option{attrs(value="", selected=not chosen)}>Watch only</option>'] + [
            f'<option{attrs(value=seat, selected=str(seat) == chosen)}>{esc(name)} (seat {seat})</option>'
            for seat, name in enumerate(names, start=1)]
        deals = "".join(f'<option{attrs(value=n, selected=str(n) == state.option("deals", "3"))}>{n}</option>'
                        for n in (1, 2, 3))
        fields += [
            field("Your seat", f'<select{attrs(name="seat", data_action="seat")}>{"".join(seats)}</select>'),
            field("Deals", f'<select{attrs(name="deals")}>{deals}</select>'),
            seed_field(state),
            f'<input{attrs(type="hidden", name="decisions", value="")}>',
        ]
        buttons = (f'<button{attrs(type="button", data_action="apply")}>Deal this seed</button>'
                   f'<button{attrs(type="button", data_action="redeal")}>New deal</button>')
    return (f'<form class="ma-controls" aria-label="Choose the deal">{"".join(fields)}'
            f'<span class="ma-controls__buttons">{buttons}</span></form>')


# The table --------------------------------------------------------------------------------------

def _first(deal: Json, rules: tuple[str, ...]) -> int:
    return next((i for i, step in enumerate(deal["steps"]) if step["rule"] in rules), len(deal["steps"]))


def _seats(response: Json, deal: Json, local: int, trick: int, shown: list[list[Any]],
           names: dict[int, str]) -> str:
    """Each seat: its role, the cards it still holds (the reader's own, or all when watching), its points."""
    tricks = deal["play"]["tricks"]
    played = {code for t in tricks[:trick - 1] for _, code in t["cards"]} | {code for _, code in shown}
    discarded = local >= _first(deal, DISCARD_RULES)
    finished = sum(1 for step in deal["steps"][:local + 1] if step["rule"] == "swiss-tarot.trick.win")
    taken = [t for t in deal["tricks"] if (t["number"] == 0 and discarded) or 0 < t["number"] <= finished]
    before = [sum(d["points"][seat] for d in response["deals"][:deal["number"] - 1]) for seat in range(3)]
    reader = response["reader"]
    dealt = local >= _first(deal, ("swiss-tarot.deal.packets",))
    items = []
    for seat in (1, 2, 3):
        cards = [c for c in deal["dealt"][seat - 1] if c not in played and not (discarded and c in deal["discard"])]
        roles = ["dealer"] if seat == deal["dealer"] else []
        roles += ["you"] if seat == reader else []
        points = sum(_value(t) for t in taken if t["seat"] == seat)
        held = '<span class="ma-seat__none">no cards yet</span>' if not dealt else hand(cards) \
            if reader is None or seat == reader else \
            f'<span class="ma-seat__none">{esc(plural(len(cards), "card"))} in hand</span>'
        items.append(
            f'<li{attrs(class_="ma-seat", data_seat=seat)}><span class="ma-seat__name">{esc(names[seat])}</span>'
            f'<span class="ma-seat__role">{esc(", ".join(roles))}</span>{held}'
            f'<span class="ma-seat__total" title="points">{esc(plural(points, "point"))} this deal'
            + (f", {before[seat - 1] + points} in all" if deal["number"] > 1 else "") + "</span></li>")
    return (f'<ol class="ma-seats" aria-label="The table, seat by seat, with the points of the tricks taken so '
            f'far">{"".join(items)}</ol>')


def _value(taken: Json) -> int:
    """A trick's points as the count gives them: the sum of its counting cards less one for each beyond the
    first, or 1 (see engine.games.swiss_tarot.counting)."""
    return trick_value([ITALIAN_TAROT.parse(code) for code in taken["cards"]])[0]


# The count --------------------------------------------------------------------------------------

def _count(deal: Json, local: int, names: dict[int, str]) -> str:
    """The tricks counted so far: whose, which, its cards with the counters marked, its value and its rule."""
    rows = []
    for i, step in enumerate(deal["steps"][:local + 1]):
        data = step["data"]
        if "counted" not in data:
            continue
        what = "Discard" if data["counted"] == 0 else f"Trick {data['counted']}"
        here = i == local
        rows.append(
            f'<tr{attrs(class_="is-current" if here else None, aria_current="step" if here else None)}>'
            f'<td>{esc(names[step["seats"][0]])}</td><td>{esc(what)}</td>'
            f'<td>{hand(step["cards"], frozenset(data["counters"]))}</td>'
            f'<td>{esc(len(data["counters"]))}</td><td>{esc(data["points"])}</td><td>{rule_link(step["rule"])}</td></tr>')
    if not rows:
        return ('<p class="ma-swiss-note">The tricks are counted once the 25 tricks are played; each player\'s '
                "points below are those of the tricks taken so far.</p>")
    return ('<table class="ma-swiss-count" aria-label="The count of the tricks"><thead><tr><th>Player</th>'
            '<th>Trick</th><th>Cards (counting cards raised)</th><th>Counters</th><th>Points</th><th>Rule</th>'
            f'</tr></thead><tbody>{"".join(rows)}</tbody></table>')
