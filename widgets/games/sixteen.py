"""The widgets of the games of sixteen (Ferme and Farmer): controls, the table of hands, the outcome and the steps."""

from __future__ import annotations

from engine.api import DEFAULT_NAMES, GAMES, Envelope, Snapshot, StepJson, worded
from widgets import predict
from widgets.asks import PAYEE, TIE, Ask
from widgets.forms import deal_buttons, deal_form, field, hand_field, seed_field
from widgets.html import attrs, esc
from widgets.renderer import DEALT, Renderer
from widgets.requests import Request, table
from widgets.speech import Words
from widgets.state import WidgetState
from widgets.steps import rule_link
from widgets.table import places_view, pots_text, seats_view, steps_of, table_at

say = Words(__name__)

LEADS = frozenset({"farmer"})
"""The roles that mark the seat leading a deal (its first role), which the table sets apart."""


def request(state: WidgetState) -> Request:
    """The engine request behind a widget's view."""
    common = table(state)
    if state.kind == "scenario":
        hands = [entry.split() or None for entry in state.hands]
        return {"action": "settle", **common, "farmer": state.role("farmer"), "hands": hands}
    return {"action": "play", **common, "seed": state.seed}


def body(state: WidgetState, response: Envelope, step: int) -> str:
    """The widget's body for a checked state and the engine's response to it: the table as it stood after the
    step shown (after the last step for a sample deal)."""
    steps = steps_of(response)
    current = steps[step] if state.kind != "deal" else None
    shown = table_at(response, step if current is not None else len(steps) - 1)
    parts = [controls(state)]
    if current is not None:
        parts.append(predict.panel(state, current, step, len(steps)))
    parts.append(_hands(response, shown, current))
    if (current is None or step == len(steps) - 1) and predict.ends_told(state, steps, step if current is not None else None):
        parts.append(_outcome(response, shown))
    parts.append(predict.known_steps(state, steps, step if current is not None else None,
                                     say("Every step of this deal ({count})", count=len(steps))))
    return "".join(parts)


def _hands(response: Envelope, shown: Snapshot, current: StepJson | None) -> str:
    """The seats with their cards and counts, and the places on the table, as ``shown``; the seats and cards of the
    ``current`` step lit (none for a sample deal's end)."""
    lit_seats = current["seats"] if current is not None else ()
    lit_cards = frozenset(current["cards"]) if current is not None else frozenset()
    return (seats_view(shown, lit_seats, lit_cards, response.get("reader"), say("no cards yet"), leads=LEADS, words=say)
            + places_view(shown, lit_cards=lit_cards))


def picture(state: WidgetState, response: Envelope, step: int) -> str:
    """The game at ``step`` as the steps widget's table shows it: every player's cards and count, the farmer's
    role and the farm, the players the step concerns lit (the winner of the farm at its settlement)."""
    return _hands(response, table_at(response, step), steps_of(response)[step])


# Controls ---------------------------------------------------------------------------------------

SETTLE = "Settle these hands"
"""The scenario's button, which plays the hands the reader typed."""


def controls(state: WidgetState) -> str:
    """The form that changes the deal; it depends on the state alone, so it can show what the reader typed
    even when the engine refuses it. Raises ``KeyError`` for an unknown game or variant."""
    game = GAMES[state.game]
    variant = game.variants[state.variant or game.default_variant]
    fields = []
    if len(game.variants) > 1:
        options = "".join(
            f'<option{attrs(value=v.id, selected=v.id == variant.id)}>{esc(worded(v.title))}</option>'
            for v in game.variants.values()
        )
        fields.append(field(say("Rules"), f'<select{attrs(name="variant", data_action="variant")}>{options}</select>'))
    options = "".join(
        f'<option{attrs(value=n, selected=n == state.players)}>{n}</option>'
        for n in range(variant.min_players, variant.max_players + 1)
    )
    fields.append(field(say("Players"), f'<select{attrs(name="players", data_action="players")}>{options}</select>'))
    if state.kind == "scenario":
        fields.append(_scenario_fields(state))
        buttons = f'<button{attrs(type="button", data_action="settle")}>{esc(say(SETTLE))}</button>'
    else:
        fields.append(seed_field(state))
        buttons = deal_buttons()
    return deal_form(fields, buttons)


def _scenario_fields(state: WidgetState) -> str:
    names = state.names or DEFAULT_NAMES[:state.players]
    farmer_options = "".join(
        f'<option{attrs(value=seat, selected=seat == state.role("farmer"))}>{esc(name)}</option>'
        for seat, name in enumerate(names, start=1)
    )
    rows = [field(say("Farmer"), f'<select{attrs(name="farmer")}>{farmer_options}</select>')]
    rows += [hand_field(state, seat, say("{name}'s cards", name=name)) for seat, name in enumerate(names, start=1)]
    return (f'<fieldset class="ma-controls__hands"><legend>{esc(say("Final hands (such as 7C 9D or 7♣ 9♦)"))}</legend>'
            f'{"".join(rows)}</fieldset>')


# The outcome ----------------------------------------------------------------------------------------

def _outcome(response: Envelope, shown: Snapshot) -> str:
    deal = response["deals"][0]
    names = {seat["seat"]: seat["name"] for seat in response["seats"]}
    headline = shown["outcome"] if "outcome" in shown else say("Nobody makes 16: the farm stays for the next deal.")
    lines = "".join(
        f'<li>{esc(say("{payer} pays {payee} {amount}", payer=_party(p["from"], names), payee=_party(p["to"], names), amount=p["amount"]))} '
        f'{rule_link(p["rule"])}</li>'
        for p in deal["payments"]
    )
    summary = say("{payments}; on the table afterwards: {pots}", payments=say.count(len(deal["payments"]), "payment"),
                  pots=pots_text(shown, say))
    return (
        f'<section class="ma-outcome" role="group" aria-label="{esc(say("Outcome"))}">'
        f'<p class="ma-outcome__headline">{esc(headline)}</p>'
        f'<details class="ma-outcome__payments"><summary>{esc(summary)}</summary><ul>{lines}</ul></details></section>'
    )


def _party(party: object, names: dict[int, str]) -> str:
    return names[party] if isinstance(party, int) else say("the {pot}", pot=party)


RENDERER = Renderer(
    home=__name__,
    decisive=(Ask(("bust.pay-farmer", "bust.pay-excess"), "Whom does {seat} pay for going over 16?",
                          PAYEE, nobody=True, shows=True),
              Ask(("win.", "no-sixteen.farm-stays", "farm.stays"), "Who wins the farm?", nobody=True,
                  none_at=("no-sixteen.farm-stays", "farm.stays"), shows=True),
              Ask(("tie.",), "Players tied on 16: whom does “{rule}” pick?", TIE, shows=True),
              Ask(("no-sixteen.pay-closest",), "Nobody has 16: whom does {seat} pay?", PAYEE,
                          nobody=True, shows=True),
              Ask(("pool.closest", "pool.tie", "pool.carry-over"), "Who takes the pool?", nobody=True,
                          shows=True),
              Ask(("next-farmer.",), "Who is the farmer of the next deal?")),
    games=("farmer", "ferme"), kinds=DEALT, options={}, roles={"farmer": "the farmer's seat"},
    field_words={"farmer": "The farmer"}, settle=SETTLE,
    request=request, body=body, controls=controls, picture=picture,
    warming=({"action": "play", "game": "farmer", "players": 5},),
)
"""The widgets of Ferme and Farmer."""
