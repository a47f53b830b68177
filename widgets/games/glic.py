"""The widgets of Glic: the board of eight compartments, the hands, the trump and the three phases.

A ``deal`` widget shows the last deal of a seeded session; a ``steps`` widget
walks through every stake, claim, bet and payment with the board and the seats
as they stand after each step, drawn from that step's table in the engine's
answer; a ``scenario`` settles hands and a trump typed by the reader. When the
current step tells a move of seat 1 (the step gives the move's index in the
answer's ``moves``), buttons offer the legal moves there, as the engine says
when asked to replay the moves before it (the raises from the range it gives):
:func:`act` turns the one chosen into the ``decisions`` option, the reader takes
seat 1, and the engine replays the deal with it, stopping at seat 1's next turn.
"""

from __future__ import annotations

from engine.api import (DEFAULT_NAMES, PACKS, DealJson, EngineError, Envelope, PaymentJson, Snapshot, StepJson,
                        WaitingJson)
from engine.games import glic as rules
from widgets import predict
from widgets.asks import RULE, Ask
from widgets.cards import card
from widgets.forms import deal_buttons, deal_form, field, hand_field, seed_field
from widgets.html import attrs, esc
from widgets.renderer import DEALT, Renderer
from widgets.requests import Request, answer, listed, number, table
from widgets.speech import Words
from widgets.state import WidgetState
from widgets.steps import rule_link
from widgets.table import locate, places_view, seats_view, steps_of, table_at

say = Words(__name__)

LEADS = frozenset({"dealer"})
"""The roles that mark the seat leading a deal (its first role), which the table sets apart."""

PHASES = (("Before play", ("glic.stake.", "glic.deal.", "glic.trump.")),
          ("Phase 1: claiming the board", ("glic.claim.",)),
          ("Phase 2: betting for the Poch", ("glic.bet.", "glic.hand.", "glic.poch.")),
          ("Phase 3: laying out to 31", ("glic.lay.",)))
"""The parts of a deal, in order, and the rule ids that belong to each."""

RAISES_SHOWN = 5
"""Raise buttons offered one by one; a larger raise up to the limit gets one more button."""


def request(state: WidgetState) -> Request:
    """The engine request behind a widget's view."""
    req = table(state)
    if state.option("pack"):
        req["pack"] = state.option("pack")
    if state.option("limit"):
        req["limit"] = number(state.option("limit"))
    if state.option("decisions"):
        req.update(seat=1, decisions=listed(state.option("decisions")))
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
    """Glic's own actions: ``bet`` (seat 1's move at the current step), ``pack``, and ``players`` and ``new-deal``
    away from a scenario, the last three clearing the reader's earlier decisions, which belong to another deal."""
    if action == "pack":
        changed = state.with_options(pack=str(value), decisions="")
        pack = PACKS.get(str(value))
        variant = rules.GLIC.variants[state.variant or rules.GLIC.default_variant]
        most = variant.max_players_for(pack) if pack else state.players
        return changed if state.kind == "scenario" else changed.but(players=min(state.players, most))
    if action == "players" and state.kind != "scenario":
        return state.anew({**state.with_options(decisions="").as_dict(), "players": value})
    if action == "new-deal":
        return state.with_options(decisions="").but(seed=(state.seed or 0) + 1)
    if action == "bet":
        return _bet(state, str(value))
    return None


def _bet(state: WidgetState, move: str) -> WidgetState:
    """Seat 1's decisions with ``move`` at the step shown: in place of the move a step of seat 1 tells (the later
    ones dropped), or after every decision when the play waits for seat 1."""
    response = answer(request(state))
    steps = steps_of(response)
    if 0 <= state.step < len(steps) and _own_move(response, steps[state.step]) is not None:
        earlier = [made for step in steps[:state.step] if (made := _own_move(response, step)) is not None]
    elif "waiting" in response and state.step == len(steps) - 1:
        earlier = listed(state.option("decisions"))
    else:
        raise EngineError("decisions", say("this step is not seat 1's turn to bet"))
    return state.with_options(decisions=",".join([*earlier, move])).but(step=state.step)


def _own_move(response: Envelope, step: StepJson) -> str | None:
    """The move of seat 1 a step tells, as the answer's ``moves`` write it; ``None`` for any other step."""
    index = step.get("move")
    return response["moves"][index] if index is not None and step["seats"] == [1] else None


def _result(deal: DealJson) -> rules.DealSummary:
    """A deal's summary, checked to be Glic's."""
    summary = deal["summary"]
    if not rules.is_deal_summary(summary):
        raise TypeError(f"deal {deal['number']}'s summary is not a Glic deal's")
    return summary


def body(state: WidgetState, response: Envelope, step: int) -> str:
    """The widget's body for a checked state and the engine's response to it: the board and the seats as
    they stand after the step shown (after the whole session for a ``deal`` widget)."""
    names = {seat["seat"]: seat["name"] for seat in response["seats"]}
    parts = [controls(state)]
    if state.kind == "deal":
        number, local, current = len(response["deals"]) - 1, None, None
        shown = table_at(response, len(steps_of(response)) - 1)
    else:
        number, local = locate(response, step)
        current = response["deals"][number]["steps"][local]
        parts.append(_step_panel(state, response, step, current, names))
        shown = table_at(response, step)
    deal = response["deals"][number]
    lit_seats = current["seats"] if current is not None else ()
    lit_cards = frozenset(current["cards"]) if current is not None else frozenset()
    parts.append(_board(deal, shown, say("after the deal") if local is None else say("after this step")))
    parts.append(places_view(shown, only=("stock", "run"), lit_cards=lit_cards, count_only=("stock",)))
    parts.append(seats_view(shown, lit_seats, lit_cards, response.get("reader"), say("no cards yet"), leads=LEADS, words=say))
    if local is None:
        parts.append(_summary(_result(deal), names))
    if not predict.on(state):  # the deal in order would tell what comes next
        parts.append(_phases(deal, local, names, len(response["deals"])))
    return "".join(parts)


def picture(state: WidgetState, response: Envelope, step: int) -> str:
    """The game at ``step`` as the steps widget's table shows it: the board of eight compartments with the
    pennies staked on each (and those carried over), and the trump once it is turned up."""
    number, _ = locate(response, step)
    return _board(response["deals"][number], table_at(response, step), say("after this step"))


# Controls ---------------------------------------------------------------------------------------

SETTLE = "Settle these hands"
"""The scenario's button, which plays the hands the reader typed."""


def controls(state: WidgetState) -> str:
    """The form, from the state alone (so a refused state still shows what the reader typed). Raises
    ``KeyError`` for an unknown game or variant."""
    variant = rules.GLIC.variants[state.variant or rules.GLIC.default_variant]
    chosen = state.option("pack", variant.pack.id)
    packs = "".join(f'<option{attrs(value=p, selected=p == chosen)}>{esc(_pack_words(p))}</option>'
                    for p in variant.packs)
    most = variant.max_players_for(PACKS[chosen]) if chosen in PACKS else variant.max_players
    players = "".join(f'<option{attrs(value=n, selected=n == state.players)}>{n}</option>'
                      for n in range(variant.min_players, most + 1))
    fields = [
        field(say("Pack"), f'<select{attrs(name="pack", data_action="pack")}>{packs}</select>'),
        field(say("Players"), f'<select{attrs(name="players", data_action="players")}>{players}</select>'),
        field(say("Table limit"), f'<input{attrs(name="limit", type="number", min=1, inputmode="numeric", value=state.option("limit", str(variant.default_limit)))}>'),
        f'<input{attrs(type="hidden", name="decisions", value="")}>',
    ]
    if state.kind == "scenario":
        fields.append(_scenario_fields(state, most))
        buttons = f'<button{attrs(type="button", data_action="settle")}>{esc(say(SETTLE))}</button>'
    else:
        fields.append(seed_field(state))
        buttons = deal_buttons()
    return deal_form(fields, buttons)


def _pack_words(pack_id: str) -> str:
    """A pack as the select names it: ``French, 52 cards``."""
    pack = PACKS[pack_id]
    return say("{system}, {cards}", system=say(pack.system.name.split("-")[0]), cards=say.count(len(pack), "card"))


def _scenario_fields(state: WidgetState, most: int) -> str:
    """The trump and a hand for each seat, for no more seats than the pack serves (a tampered number of
    players builds no more fields than that)."""
    names = (state.names or DEFAULT_NAMES)[:min(state.players, most)]
    rows = [field(say("Turned-up trump"), f'<input{attrs(name="trump", value=state.option("trump"), autocomplete="off", spellcheck="false")}>')]
    for seat, name in enumerate(names, start=1):
        rows.append(hand_field(state, seat, say("{name}'s cards", name=name)))
    legend = say("Five cards each, and the trump (such as KH QH 7S 7D 2C; seat 1 deals)")
    return f'<fieldset class="ma-controls__hands"><legend>{esc(legend)}</legend>{"".join(rows)}</fieldset>'


# The current step -------------------------------------------------------------------------------

def _step_panel(state: WidgetState, response: Envelope, index: int, step: StepJson, names: dict[int, str]) -> str:
    number, _ = locate(response, index)
    where = say("deal {deal} of {deals}", deal=number + 1, deals=len(response["deals"])) if len(response["deals"]) > 1 else ""
    total = len(steps_of(response))
    waiting = response.get("waiting") if index == total - 1 else None
    buttons = _waiting_buttons(waiting, names) if waiting else _bet_buttons(state, response, step, names)
    return predict.panel(state, step, index, total, where, buttons)


def _offered(first: list[str], most: int, last: list[str]) -> list[str]:
    """The moves a button offers: pass or see, the raises one by one up to :data:`RAISES_SHOWN` and the
    largest, then fold."""
    raises = [f"raise {n}" for n in range(1, min(most, RAISES_SHOWN) + 1)]
    if most > RAISES_SHOWN:
        raises.append(f"raise {most}")
    return [*first, *raises, *last]


def _buttons(offered: list[str], pressed: str | None) -> str:
    return "".join(
        f'<button{attrs(type="button", data_action="bet", data_value=move, aria_pressed="true" if move == pressed else "false")}>'
        f'{esc(_move_words(move).capitalize())}</button>'
        for move in offered
    )


def _move_words(move: str) -> str:
    """A move as the buttons and the panel name it (``raise 2``); its code (the button's value) stays as it is."""
    if move.startswith("raise "):
        return say("raise {amount}", amount=move[len("raise "):])
    return say(move)


def _bet_buttons(state: WidgetState, response: Envelope, step: StepJson, names: dict[int, str]) -> str:
    """Seat 1's legal moves at a step that tells a move of seat 1, the one made marked as pressed: the engine,
    asked to replay the moves before it with seat 1 taken, waits for seat 1 there and says what it may do."""
    made, index = _own_move(response, step), step.get("move")
    if made is None or index is None:
        return ""
    replay = {key: value for key, value in request(state).items() if key != "decisions"}
    turn = answer({**replay, "seat": 1, "moves": response["moves"][:index]}).get("waiting")
    if turn is None:
        return ""
    who = say("your choice") if step["rule"] == "glic.bet.moves" else say("seat 1's policy")
    # The template's apostrophes are printed as they always were: only the values are escaped.
    now = say("Your move for {name} (now: {move}, {who}):", name=esc(names[1]), move=esc(_move_words(made)), who=esc(who))
    return (f'<div class="ma-glic-bet" role="group" aria-label="{esc(say("Your move for {name}", name=names[1]))}">'
            f'<p>{now}</p>{_buttons(_legal(turn), made)}</div>')


def _waiting_buttons(waiting: WaitingJson, names: dict[int, str]) -> str:
    """Seat 1's legal moves at the turn the play waits for."""
    return (f'<div class="ma-glic-bet" role="group" aria-label="{esc(say("Your move for {name}", name=names[1]))}">'
            f'<p>{esc(say("Your move for {name} (your turn):", name=names[1]))}</p>{_buttons(_legal(waiting), None)}</div>')


def _legal(waiting: WaitingJson) -> list[str]:
    """The moves a turn offers as buttons, from the legal moves and the range of raises the engine gives."""
    legal = [choice["move"] for choice in waiting["moves"] if choice["legal"]]
    most = max([r["max"] for r in waiting["ranges"]], default=0)
    return _offered([m for m in legal if m != "fold"], most, [m for m in legal if m == "fold"])


# The board and the table ------------------------------------------------------------------------

def _board(deal: DealJson, table: Snapshot, after: str) -> str:
    """The eight compartments with the pennies on each, and the trump once it is turned up, as ``table``
    shows them."""
    pots = table.get("pots", {})
    turned = table.get("places", {}).get("trump", {}).get("cards", [])
    trump = card(turned[0]) if turned else f'<span class="ma-seat__none">{esc(say("not turned up yet"))}</span>'
    carried = _result(deal)["pots_before"]
    cells = []
    for name in rules.COMPARTMENTS:
        amount = pots.get(name, 0)
        note = (f'<span class="ma-glic-board__carried">{esc(say("{amount} carried over", amount=carried[name]))}</span>'
                if carried[name] else "")
        cells.append(f'<li{attrs(class_="ma-glic-board__cell", data_compartment=name)}>'
                     f'<span class="ma-glic-board__name">{esc(say(rules.TITLES[name]))}</span>'
                     f'<span{attrs(class_="ma-glic-board__amount", aria_label=_pennies(amount))}>{amount}</span>'
                     f"{note}</li>")
    return (f'<section class="ma-glic-table" role="group" aria-label="{esc(say("The board and the trump"))}">'
            f'<p class="ma-glic-trump">{esc(say("Trump:"))} {trump}</p>'
            f'<ol class="ma-glic-board" aria-label="{esc(say("The board, {after}", after=after))}">{"".join(cells)}'
            "</ol></section>")


def _pennies(amount: int) -> str:
    return say("{amount} penny", amount=amount) if amount == 1 else say("{amount} pennies", amount=amount)


# The three phases -------------------------------------------------------------------------------

def _summary(deal: rules.DealSummary, names: dict[int, str]) -> str:
    """The three phases of a whole deal in three lines, once a player has gone out."""
    winner, first_out = deal["poch_winner"], deal["out"]
    if winner is None or first_out is None:
        return ""
    claims = say("; ").join(say("{name} takes the {compartment} ({amount})", name=names[c["seat"]],
                                compartment=say(rules.TITLES[c["compartment"]]), amount=c["amount"])
                            for c in deal["claims"]) or say("Nobody claims a compartment")
    left = [say(rules.TITLES[c]) for c in rules.COMPARTMENTS[:-1] if deal["pots"][c]]
    carried = (say("; {compartments} carries over", compartments=_listed(left)) if len(left) == 1
               else say("; {compartments} carry over", compartments=_listed(left)) if left else "")
    folded = [names[h["seat"]] for h in deal["hands"] if h["folded"]]
    poch = (say("{name} takes the Poch ({amount})", name=names[winner], amount=deal["poch"])
            + (say("; {names} folded", names=_listed(folded), count=len(folded)) if folded else ""))
    out = say("{name} goes out first and is paid for the cards still held", name=names[first_out])
    lines = "".join(f"<li>{esc(text)}.</li>" for text in (claims + carried, poch, out))
    return f'<ol class="ma-glic-summary" aria-label="{esc(say("The three phases"))}">{lines}</ol>'


def _listed(words: list[str]) -> str:
    return words[0] if len(words) == 1 else say("{some} and {last}", some=", ".join(words[:-1]), last=words[-1])


def _phases(deal: DealJson, local: int | None, names: dict[int, str], deals: int) -> str:
    """Every step of the deal under its phase, with its rule linked and its payments."""
    paid: dict[int | None, list[PaymentJson]] = {}
    for p in deal["payments"]:
        paid.setdefault(p["step"], []).append(p)
    sections = []
    for english, prefixes in PHASES:
        title = say(english)
        items = []
        for i, step in enumerate(deal["steps"]):
            if not step["rule"].startswith(prefixes):
                continue
            here = i == local
            money = say("; ").join(say("{payer} → {payee} {amount}", payer=_party(p["from"], names),
                                       payee=_party(p["to"], names), amount=p["amount"])
                                   for p in paid.get(i, []))
            items.append(
                f'<li{attrs(class_="is-current" if here else None, aria_current="step" if here else None)}>'
                f'{esc(step["text"])}{esc(" [" + money + "]") if money else ""} '
                f'{rule_link(step["rule"])}</li>')
        sections.append(f'<section class="ma-glic-phase" role="group" aria-label="{esc(title)}"><h4>{esc(title)}</h4>'
                        f'<ol>{"".join(items)}</ol></section>')
    label = (say("The deal in order (deal {deal} of {deals})", deal=deal["number"], deals=deals) if deals > 1
             else say("The deal in order"))
    summary = say("{label}, {payments}", label=label, payments=say.count(len(deal["payments"]), "payment"))
    return (f'<details class="ma-steps ma-glic-phases"><summary>{esc(summary)}</summary>{"".join(sections)}'
            "</details>")


def _party(party: object, names: dict[int, str]) -> str:
    if isinstance(party, int):
        return names[party]
    pot = str(party)
    return say("the {compartment}", compartment=say(rules.TITLES[pot]) if pot in rules.TITLES else pot)


RENDERER = Renderer(
    home=__name__,
    decisive=(Ask(("claim.",), "Who takes this compartment of the board?", nobody=True, shows=True,
                          rivals=("claim.honour", "claim.marriage", "claim.sequence", "claim.carry-over", "claim.turn-up")),
              Ask(("poch.best-hand", "poch.lone-survivor"), "Who takes the Poch?"),
              Ask(("lay.policy", "lay.thirty-one"), "Can {seat} lay a card without passing 31?", RULE,
                          words=(("lay.policy", "Yes: a card is laid"), ("lay.thirty-one", "No: the turn passes")),
                          shows=True),
              Ask(("lay.run-end",), "Nobody can lay a card: who is paid for the run?"),
              Ask(("lay.out",), "Who goes out first?")),
    games=("glic",), kinds=DEALT, settle=SETTLE, request=request, body=body, controls=controls, act=act,
    picture=picture, options={
        "pack": "the pack dealt, one of those Glic is played with",
        "decisions": "seat 1's moves so far, separated by commas",
        "trump": "a scenario's turned-up trump card",
        "limit": "the table limit on betting",
        "deals": "how many deals a session plays",
    },
    field_words={"trump": "The trump card", "limit": "The table limit"},
)
"""The widgets of Glic."""
