"""The table as every game's widgets draw it: the snapshot of the step shown, rebuilt from the engine's answer.

Each step of an answer carries the table after it as a merge patch of the one before (see
:mod:`engine.snapshot`); :func:`table_at` applies them up to the step shown, so a widget draws the cards,
totals, chips and pots as they stood then, and never rebuilds the game from the steps' words. The seats,
the places and the pots are drawn here once for every game; a game adds its own views around them.

>>> answer = {"deals": [{"steps": [{"table": {"seats": {"1": {"name": "Anne", "chips": 0}}}},
...                                {"table": {"seats": {"1": {"chips": -1}}, "pots": {"farm": 1}}}]}]}
>>> table_at(answer, 0)["seats"]["1"]["chips"], table_at(answer, 1)["seats"]["1"]["chips"]
(0, -1)
>>> locate(answer, 1), len(steps_of(answer))
((0, 1), 2)
>>> chips_words(-1), chips_words(0)
('lost 1 chip', 'even')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from engine.api import DealJson, Envelope, PlaceTable, SeatTable, Snapshot, StepJson, WaitingJson, is_snapshot, patched
from widgets.cards import back, card
from widgets.html import attrs, esc
from widgets.speech import Words

say = Words(__name__)


def steps_of(response: Envelope) -> list[StepJson]:
    """Every step of every deal of an answer, in order."""
    return [step for deal in response["deals"] for step in deal["steps"]]


def locate(response: Envelope, index: int) -> tuple[int, int]:
    """The deal (from 0) and the step within it of the answer's step ``index``; past the end, the last step
    of the last deal."""
    for number, deal in enumerate(response["deals"]):
        if index < len(deal["steps"]):
            return number, index
        index -= len(deal["steps"])
    last = len(response["deals"]) - 1
    return last, len(response["deals"][last]["steps"]) - 1


def table_at(response: Envelope, index: int) -> Snapshot:
    """The table once the answer's step ``index`` was carried out (the answer's own table when it has no
    steps, as a deal played with explanations off), checked to be a table once its patches are applied."""
    steps = steps_of(response)
    if not steps:
        return response["table"]
    table: dict[str, object] = {}
    for step in steps[:index + 1]:
        table = patched(table, step["table"])
    if not is_snapshot(table):
        raise TypeError(f"the steps' patches up to step {index} do not make a table")
    return table


class Shown(NamedTuple):
    """What a step-through widget of a dealt game draws at the step shown: the seats' names, how many steps the
    answer has, the step's deal and its place in it, the step, the table after it, "deal 2 of 3" when the answer
    holds several deals, and the reader's turn, which only the last step offers."""

    names: dict[int, str]
    total: int
    deal: DealJson
    local: int
    current: StepJson
    table: Snapshot
    where: str
    waiting: WaitingJson | None


def shown_at(response: Envelope, step: int) -> Shown:
    """The answer as the widget shows it at ``step``."""
    total = len(steps_of(response))
    number, local = locate(response, step)
    deal = response["deals"][number]
    deals = len(response["deals"])
    return Shown({seat["seat"]: seat["name"] for seat in response["seats"]}, total, deal, local,
                 deal["steps"][local], table_at(response, step), f"deal {number + 1} of {deals}" if deals > 1 else "",
                 response.get("waiting") if step == total - 1 else None)


def outcome_view(table: Snapshot, label: str) -> str:
    """The table's outcome in words, once it has one, in a region named ``label``."""
    if not table.get("outcome"):
        return ""
    return (f'<section class="ma-result"{attrs(role="group", aria_label=label)}><p>{esc(str(table["outcome"]))}</p>'
            "</section>")


def chips_words(chips: int) -> str:
    """A balance in words, as a seat shows it beside the number: ``won 2 chips``, ``lost 1 chip``, ``even``."""
    if chips == 0:
        return say("even")
    counted = say.count(abs(chips), "chip")  # the count again, for a language whose participle agrees with it
    return say("won {chips}", chips=counted, count=abs(chips)) if chips > 0 else \
        say("lost {chips}", chips=counted, count=abs(chips))


def holding(cards: Sequence[str], down: int = 0, hidden: int = 0, lit: frozenset[str] = frozenset()) -> str:
    """A row of cards: ``hidden`` backs for the face-down cards the viewer may not see, then the cards, the
    first ``down`` of them marked as lying face down (seen only because the viewer may)."""
    backs = back() * hidden
    faces = "".join(card(code, code in lit, i < down) for i, code in enumerate(cards))
    return f'<span class="ma-hand">{backs}{faces}</span>'


def seats_view(table: Snapshot, lit_seats: Iterable[int] = (), lit_cards: frozenset[str] = frozenset(),
               reader: int | None = None, empty: str = "", above: int | None = None, *,
               leads: frozenset[str], words: Words | None = None) -> str:
    """Every seat: name, roles, cards (face-down ones as the viewer may see them), total and note, points
    and chips, each number labelled in words; the seats a step concerns are lit, and a seat whose first role is
    one of the game's ``leads`` (the farmer, the banker, the dealer...) stands out. The seat ``above``, the
    reader's at their turn, says how many cards it holds instead of drawing them, since the same cards are the
    buttons to choose from above the table: the hand is shown once. A seat with no card shows ``empty`` (by default
    "no cards"). The seats' roles are worded by the game's ``words`` (:func:`role_words`)."""
    lit = set(lit_seats)
    items = []
    for number, seat in table.get("seats", {}).items():
        items.append(_seat(int(number), seat, int(number) in lit, lit_cards, reader, empty, leads,
                           int(number) == above, words))
    return f'<ol class="ma-seats"{attrs(aria_label=say("The table, seat by seat"))}>{"".join(items)}</ol>'


def held_above(count: int) -> str:
    """What the reader's seat shows at their turn in place of its hand: how many cards it holds, which are the
    buttons to choose from above the table."""
    return (f'<span class="ma-seat__none">'
            f'{esc(say("{cards} in hand, shown above to choose from", cards=say.count(count, "card")))}</span>')


def _seat(number: int, seat: SeatTable, lit: bool, lit_cards: frozenset[str], reader: int | None,
          empty: str, leads: frozenset[str], above: bool = False, game_words: Words | None = None) -> str:
    roles = list(seat.get("roles", []))
    words = [role_words(role, game_words) for role in roles]
    if number == reader:
        roles.append("you")
        words.append(say("you"))
    classes = ["ma-seat"]
    if roles and roles[0] in leads:
        classes.append("is-farmer")
    if any(role.startswith("wins") for role in roles):
        classes.append("is-winner")
    if lit:
        classes.append("is-highlighted")
    cards, hidden = seat.get("cards", []), seat.get("hidden", 0)
    if above:
        shown = held_above(len(cards) + hidden)
    elif cards or hidden:
        shown = holding(cards, seat.get("down", 0), hidden, lit_cards)
    else:  # a seat that holds no cards by the rules (one who only deals) has no row of cards at all
        shown = f'<span class="ma-seat__none">{esc(empty or say("no cards"))}</span>' if "cards" in seat else ""
    figures = []
    if "total" in seat:
        note = seat.get("note", "")
        figures.append(f'<span class="ma-seat__total">{seat["total"]}{esc(" · " + note) if note else ""}</span>')
    elif seat.get("note"):
        figures.append(f'<span class="ma-seat__total">{esc(seat.get("note", ""))}</span>')
    if "tricks" in seat:
        figures.append(f'<span class="ma-seat__total">{esc(say.count(seat["tricks"], "trick"))}</span>')
    if "points" in seat:
        figures.append(f'<span class="ma-seat__points">{esc(say.count(seat["points"], "point"))}</span>')
    if "chips" in seat:
        chips = seat["chips"]
        figures.append(f'<span{attrs(class_="ma-seat__balance", title=say("chips won or lost so far"))}>'
                       f'{chips:+d}<span class="ma-seat__words"> · {esc(chips_words(chips))}</span></span>')
    return (f'<li{attrs(class_=" ".join(classes), data_seat=number)}>'
            f'<span class="ma-seat__name">{esc(seat["name"] if "name" in seat else say("Seat {number}", number=number))}</span>'
            f'<span class="ma-seat__role">{esc(", ".join(words))}</span>{shown}{"".join(figures)}</li>')


ROLES = ("called ", "bid ", "taker: ")
"""The roles the engine gives with a value after them (the card called, the bid made), worded as a template of it;
every other role is worded whole."""


def role_words(role: str, words: Words | None = None) -> str:
    """A seat's role as the table shows it, in the page's language: the engine's role (a code the widgets also read,
    ``banker``, ``taker: garde``), translated by its game's ``words`` whole or, for a role with a value, around its
    value (``"called {value}"``); a role the engine words itself (a punter's policy) is shown as the engine words
    it."""
    said = words or say
    for lead in ROLES:
        if role.startswith(lead):
            return said(lead + "{value}", value=role[len(lead):])
    return said.maybe(role)


def places_view(table: Snapshot, only: Sequence[str] | None = None, lit_cards: frozenset[str] = frozenset(),
                label: str = "", count_only: Sequence[str] = ("talon",)) -> str:
    """The places where cards or chips lie (``only`` those ids, in that order), named ``label`` (by default "On the
    table"); a face-down pile such as the talon (``count_only``) is shown by its count alone."""
    places = table.get("places", {})
    keys = [key for key in (only if only is not None else list(places)) if key in places]
    if not keys:
        return ""
    items = "".join(_place(key, places[key], lit_cards, key in count_only) for key in keys)
    return f'<ul class="ma-places" aria-label="{esc(label or say("On the table"))}">{items}</ul>'


def _place(key: str, place: PlaceTable, lit_cards: frozenset[str], count_only: bool) -> str:
    cards, down, hidden = place.get("cards", []), place.get("down", 0), place.get("hidden", 0)
    if count_only:
        shown = f'<span class="ma-place__count">{esc(say.count(len(cards) + hidden, "card"))}</span>'
    elif cards or hidden:
        shown = holding(cards, down, hidden, lit_cards)
    else:
        shown = f'<span class="ma-place__none">{esc(say("empty"))}</span>'
    amount = f'<span class="ma-place__amount">{esc(say.count(place["amount"], "chip"))}</span>' \
        if "amount" in place else ""
    note = f'<span class="ma-place__note">{esc(place["note"])}</span>' if place.get("note") else ""
    return (f'<li{attrs(class_="ma-place", data_place=key)}><span class="ma-place__label">'
            f'{esc(place.get("label", key))}</span>{shown}{amount}{note}</li>')


def pots_text(table: Snapshot, words: Words | None = None) -> str:
    """The pots in words, each named by its game's ``words``: ``farm 5, pool 2``; empty when the game keeps none."""
    said = words or say
    return ", ".join(f"{said.maybe(name)} {amount}" for name, amount in table.get("pots", {}).items())
