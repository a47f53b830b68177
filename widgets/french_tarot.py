"""French Tarot's calculators: a deal's result as the reader gives it, scored one rule at a time; or a hand (the
``hand`` option), judged line by line by the source's guide.

The form holds the contract, the taker and (with five players) the partner, the taker's points and oudlers, a
poignée, the Petit au bout, the chelem and rounding; the engine's ``score`` action works out the hand score
and the scorecard, and the widget steps through its rules with the scorecard as it stood at each step. The
options are kept as the reader typed them, and the engine names the field it refuses.

>>> from widgets.state import WidgetState
>>> state = WidgetState.from_fields({"game": "french-tarot", "kind": "calculator", "players": 4,
...                                  "contract": "garde-sans", "points": "53", "oudlers": "2",
...                                  "poignee": "1:single", "rounding": "yes"})
>>> request(state)["deals"]
[{'taker': 1, 'contract': 'garde-sans', 'points': 53, 'oudlers': 2, 'poignees': [{'seat': 1, 'level': 'single'}]}]
"""

from __future__ import annotations

from engine.envelope import Envelope
from engine.games.french_tarot.hands import CONTRACTS, POIGNEE_NAMES
from widgets.forms import field
from widgets.html import attrs, esc
from widgets.requests import Request, number, table
from widgets.state import WidgetState
from widgets.steps import step_list, step_panel
from widgets.table import seats_view, steps_of, table_at

NONE = "none"
"""The option's text for a bonus nobody has; never left empty, so that a shared URL says it (a field a URL
leaves out keeps the page's value)."""

SIDES = ((NONE, "nobody"), ("taker", "the taker's side"), ("defence", "the defence"))
CHELEMS = ((NONE, "none"), ("taker", "made by the taker, unannounced"), ("defence", "made by the defence"),
           ("announced", "announced and made"), ("missed", "announced and missed"))
"""The chelem choices of the form, as the option writes them and as the reader reads them."""

TABLE_OF_HAND = {24: 3, 18: 4, 15: 5}
"""The table a hand of so many cards is dealt at: a hand to judge says it by its size (another size is judged
as a hand of four players', which the engine refuses with the size it expects)."""


def _points(text: str) -> object:
    """The taker's points as typed: a whole number, a number with a half (``43.5`` or ``43,5``), else the text,
    for the engine to refuse."""
    whole, _, half = text.replace(",", ".").partition(".")
    if half == "5" and whole.isascii() and whole.isdigit() and len(whole) <= 3:
        return int(whole) + 0.5
    return number(text)


def request(state: WidgetState) -> Request:
    """The ``evaluate`` request of a hand, or the ``score`` request of one deal, from the options (their
    defaults: a garde by seat 1 with two oudlers and 41 points)."""
    if state.option("hand"):
        cards = state.option("hand").split()
        return {"action": "evaluate", **table(state), "players": TABLE_OF_HAND.get(len(cards), 4), "hand": cards}
    deal: dict[str, object] = {"taker": number(state.option("taker", "1")),
                               "contract": state.option("contract", "garde"),
                               "points": _points(state.option("points", "41")),
                               "oudlers": number(state.option("oudlers", "2"))}
    if state.players == 5:
        deal["partner"] = number(state.option("partner", state.option("taker", "1")))
    if state.option("poignee", NONE) != NONE:
        seat, _, level = state.option("poignee").partition(":")
        deal["poignees"] = [{"seat": number(seat), "level": level}]
    if state.option("petit", NONE) != NONE:
        deal["petit_au_bout"] = state.option("petit")
    chelem = state.option("chelem", NONE)
    if chelem in ("announced", "missed"):
        deal["chelem"] = {"announced": True, **({"made_by": "taker"} if chelem == "announced" else {})}
    elif chelem != NONE:
        deal["chelem"] = {"made_by": chelem}
    return {"action": "score", **table(state), "rounding": state.option("rounding", "no") == "yes", "deals": [deal]}


def body(state: WidgetState, response: Envelope, step: int) -> str:
    """The form, the step shown with the scorecard as it then stood, and every step of the score."""
    steps = steps_of(response)
    current = steps[step]
    shown = table_at(response, step)
    what = "judgement" if state.option("hand") else "score"
    return "".join([
        controls(state),
        step_panel(current, step, len(steps)),
        seats_view(shown, current["seats"], frozenset(current["cards"]), empty=""),
        step_list(steps, step, f"Every step of the {what} ({len(steps)})"),
    ])


def controls(state: WidgetState) -> str:
    """The form of the hand or of the deal's result, from the state alone, so that a refused one still shows
    what the reader gave."""
    players = "".join(f'<option{attrs(value=n, selected=n == state.players)}>{n}</option>' for n in (3, 4, 5))
    table = field("Players", f'<select{attrs(name="players", data_action="players")}>{players}</select>')
    if state.option("hand"):
        hand = field("The hand: 18 cards for four players, 24 for three, 15 for five",
                     f'<input{attrs(name="hand", value=state.option("hand"), autocomplete="off", spellcheck="false", size=60)}>')
        return (f'<form class="ma-controls ma-tarot-form" aria-label="The hand to judge">{hand}'
                f'<span class="ma-controls__buttons"><button{attrs(type="button", data_action="apply")}>'
                "Judge this hand</button></span></form>")
    seats = range(1, min(max(state.players, 3), 5) + 1)
    taker = state.option("taker", "1")

    def select(name: str, label: str, options: list[tuple[str, str]], chosen: str) -> str:
        items = "".join(f'<option{attrs(value=value, selected=value == chosen)}>{esc(text)}</option>'
                        for value, text in options)
        return field(label, f'<select{attrs(name=name)}>{items}</select>')

    seat_options = [(str(n), f"Seat {n}") for n in seats]
    parts = [
        table,
        select("taker", "Taker", seat_options, taker),
        select("contract", "Contract", [(c.id, c.name) for c in CONTRACTS.values()], state.option("contract", "garde")),
        field("Taker's points", f'<input{attrs(name="points", value=state.option("points", "41"), inputmode="decimal", autocomplete="off", size=5)}>'),
        select("oudlers", "Oudlers in the taker's tricks", [(str(n), str(n)) for n in range(4)],
               state.option("oudlers", "2")),
    ]
    if state.players == 5:
        parts.append(select("partner", "Partner (the taker's own seat: alone)", seat_options,
                            state.option("partner", taker)))
    poignees = [(NONE, "none")] + [(f"{n}:{level}", f"Seat {n}: {level}") for n in seats for level in POIGNEE_NAMES]
    parts += [
        select("poignee", "Poignée", poignees, state.option("poignee", NONE)),
        select("petit", "Petit au bout", list(SIDES), state.option("petit", NONE)),
        select("chelem", "Chelem", list(CHELEMS), state.option("chelem", NONE)),
        select("rounding", "Round to ten", [("no", "no"), ("yes", "yes")], state.option("rounding", "no")),
    ]
    return (f'<form class="ma-controls ma-tarot-form" aria-label="The deal to score">{"".join(parts)}'
            f'<span class="ma-controls__buttons"><button{attrs(type="button", data_action="apply")}>'
            "Score this deal</button></span></form>")

