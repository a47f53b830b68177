"""The widgets of Basset: the board of the pack's denominations with each punter's stakes, the two piles, the
card just turned, the settlements step by step, and the reader's own stakes and choices to ride or take.

Everything the table shows is the engine's table as it stood after the step shown (:func:`table_at`): the
balances, the stakes on the board and how each stands, the cards turned onto each pile and those still in
the banker's hand. The reader who chooses at a win takes that punter's seat: the choices typed or pressed
are that seat's, in order, and the other punters follow their policies.
"""

from __future__ import annotations

from engine.api import (DEFAULT_NAMES, GAMES, PACKS, DealJson, EngineError, Envelope, SeatJson, SeatTable, Snapshot,
                        parse_any, worded)
from engine.games import basset as rules
from widgets import predict
from widgets.asks import RULE, Ask
from widgets.cards import card, hand
from widgets.forms import deal_buttons, deal_form, field, seed_field
from widgets.html import attrs, esc
from widgets.renderer import DEALT, Renderer
from widgets.requests import Request, answer, number, reader_fields, table
from widgets.speech import Words
from widgets.state import WidgetState
from widgets.table import chips_words, locate, seats_view, steps_of, table_at

say = Words(__name__)

LEADS = frozenset({"banker"})
"""The roles that mark the seat leading a deal (its first role), which the table sets apart."""

CHOICES = {"ride": "Let it ride", "take": "Take the win"}
"""The reader's two answers at a win, as the buttons name them; each is also a widget action."""

PILES = ("first", "losing", "winning", "last")
"""The places of the turned cards on the engine's table, in the order the deal fills them."""

# The engine request ---------------------------------------------------------------------------------

def request(state: WidgetState) -> Request:
    """The engine request behind a widget's view: the stakes, the reader's seat and choices typed as text
    become JSON here, and the engine checks them and names the field it refuses."""
    common = table(state)
    if state.option("pack"):
        common["pack"] = state.option("pack")
    if state.option("stakes"):
        common["stakes"] = parse_stakes_text(state.option("stakes"))
    common.update(reader_fields(state))
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
    """``ride`` or ``take`` at the win decision numbered ``value`` (counted over the session, the one the play
    waits for included): the reader takes that punter's seat, the seat's choices before it are kept as they
    were made, this one is the reader's, and the view stays on the same step to show what follows. ``pack``,
    ``players``, ``deals`` and ``new-deal`` set the table; a new deal clears the choices made for the last."""
    if action == "pack":  # another pack has other denominations and cards: its stakes and order start afresh
        return state.with_options(pack=str(value or ""), stakes="", decisions="", order="").but(step=0)
    if action == "players":
        return seated(state, value)
    if action == "deals":
        return state.with_options(deals=str(value or "").strip())
    if action == "new-deal":  # the reader's choices and a given order belong to the deal they were made for
        return state.with_options(decisions="", order="").but(seed=(state.seed or 0) + 1, step=0)
    if action not in CHOICES:
        return None
    index = number(str(value)) if isinstance(value, (str, int)) else None
    if not isinstance(index, int):  # digits 0 to 9 only: "²" is a digit to Python's isdigit, not to int
        raise EngineError("decisions", say("a choice must name the win it answers, not {value}",
                                           value=repr(str(value)[:40])))
    response = answer(request(state))
    made = _session(response)["decisions"]
    if index < len(made):
        seat = made[index]["seat"]
    elif index == len(made) and "waiting" in response:
        seat = response["waiting"]["seat"]
    else:
        raise EngineError("decisions", say("a riding decision on a stake that has not won"))
    kept = [d["choice"] for d in made[:index] if d["seat"] == seat]
    return state.with_options(seat=str(seat), decisions=",".join([*kept, action])).but(step=state.step)


def seated(state: WidgetState, players: object) -> WidgetState:
    """The widget at a table of ``players`` seats: the stakes follow the punters (a punter who leaves takes his
    group away, a new one starts with none), a seat that left the table is given up, and the reader's choices,
    made at another table, start afresh.

    >>> from widgets.games import state_of
    >>> seated(state_of({"game": "basset", "seed": 7, "players": 3, "stakes": "K:2 | A:3",
    ...                                 "seat": "3", "decisions": "ride"}), "2").options
    (('stakes', 'K:2'),)
    """
    changed = state.seated(players)
    punters = changed.players - 1
    given = state.option("stakes")
    groups = [group.strip() for group in given.split("|")] if given else []
    stakes = " | ".join((groups + [""] * punters)[:punters]) if any(groups) else ""
    seat = state.option("seat") if number(state.option("seat") or "0") in range(1, changed.players + 1) else ""
    return changed.with_options(stakes=stakes, seat=seat, decisions="")


# The view --------------------------------------------------------------------------------------------

def _session(response: Envelope) -> rules.SessionSummary:
    """The answer's summary, checked to be a Basset session's."""
    summary = response["summary"]
    if not rules.is_session_summary(summary):
        raise TypeError("the answer's summary is not a Basset session's")
    return summary


def _deal(deal: DealJson) -> rules.DealSummary:
    """A deal's summary, checked to be a Basset deal's."""
    summary = deal["summary"]
    if not rules.is_deal_summary(summary):
        raise TypeError(f"deal {deal['number']}'s summary is not a Basset deal's")
    return summary


def body(state: WidgetState, response: Envelope, step: int) -> str:
    """The widget's body for a checked state and the engine's response to it: the table as it stood after the
    step shown (a deal widget shows the end)."""
    steps = steps_of(response)
    at = step if state.kind != "deal" else len(steps) - 1
    shown = table_at(response, at)
    current = steps[at] if state.kind != "deal" else None
    before = table_at(response, at - 1) if current is not None and at > 0 else None
    parts = [controls(state)]
    if current is not None:
        parts.append(predict.panel(state, current, at, len(steps), _where(response, at), _choice(response, at)))
    lit_cards = frozenset(current["cards"]) if current is not None else frozenset()
    parts.append(seats_view(_with_policies(shown, response), current["seats"] if current is not None else (),
                            lit_cards, response.get("reader"), leads=LEADS, words=say))
    parts.append(_turned(response, shown, before, lit_cards))
    if predict.ends_told(state, steps, at if current is not None else None):
        parts.append(_outcome(response))
    parts.append(predict.known_steps(state, steps, at if current is not None else None,
                                     say("Every step of this session ({count})", count=len(steps))))
    return "".join(parts)


def _turned(response: Envelope, shown: Snapshot, before: Snapshot | None, lit_cards: frozenset[str]) -> str:
    """The board of the pack's denominations with the stakes on each, and the piles of the cards turned, as
    ``shown``; what changed since ``before`` and the ``lit_cards`` lit."""
    board = rules.denominations(PACKS[str(response["options"]["pack"])])
    return _board(shown, before, lit_cards, board) + _piles(shown, before)


def picture(state: WidgetState, response: Envelope, step: int) -> str:
    """The game at ``step`` as the steps widget's table shows it: the stakes on the board, the stake that the
    card just turned wins or loses lit, and the first, losing and winning piles with that card."""
    before = table_at(response, step - 1) if step > 0 else None
    return _turned(response, table_at(response, step), before, frozenset(steps_of(response)[step]["cards"]))


def _where(response: Envelope, at: int) -> str:
    """Which deal the step shown belongs to, in a session of several."""
    deals = len(response["deals"])
    return say("deal {deal} of {deals}", deal=locate(response, at)[0] + 1, deals=deals) if deals > 1 else ""


# Controls --------------------------------------------------------------------------------------------

SETTLE = "Turn these cards"
"""The scenario's button, which turns the cards in the order the reader typed."""


def controls(state: WidgetState) -> str:
    """The forms that change the deal, the stakes and the reader's seat; they depend on the state alone, so they
    show what the reader typed even when the engine refuses it. Raises ``KeyError`` for an unknown game or
    variant."""
    game = GAMES[state.game]
    variant = game.variants[state.variant or game.default_variant]
    options = "".join(f'<option{attrs(value=v.id, selected=v.id == variant.id)}>{esc(worded(v.title))}</option>'
                      for v in game.variants.values())
    fields = [field(say("Rules"), f'<select{attrs(name="variant", data_action="variant")}>{options}</select>')]
    counts = "".join(f'<option{attrs(value=n, selected=n == state.players)}>{n}</option>'
                     for n in range(variant.min_players, variant.max_players + 1))
    fields.append(field(say("Players"), f'<select{attrs(name="players", data_action="players")}>{counts}</select>'))
    chosen = state.option("pack") or rules.PACKS_OFFERED[0]
    # The default pack's value is empty, so a form sent with it leaves the state as it was, without a pack.
    packs = "".join(f'<option{attrs(value="" if p == rules.PACKS_OFFERED[0] else p, selected=p == chosen)}>'
                    f'{esc(worded(PACKS[p].description))}</option>' for p in rules.PACKS_OFFERED)
    fields.append(field(say("Pack"), f'<select{attrs(name="pack", data_action="pack")}>{packs}</select>'))
    seed = seed_field(state)
    if state.kind == "scenario":
        order = field(say("Cards from the top (the rest of the pack follows, shuffled by the seed)"),
                      f'<input{attrs(name="order", value=state.option("order"), autocomplete="off", spellcheck="false", size=40)}>')
        fields += [order, seed]
        buttons = f'<button{attrs(type="button", data_action="settle")}>{esc(say(SETTLE))}</button>'
    else:
        deals = field(say("Deals"), f'<input{attrs(name="deals", type="number", min=1, max=100, value=state.option("deals", "1"), inputmode="numeric", data_action="deals")}>')
        fields += [seed, deals]
        buttons = deal_buttons()
    dealing = deal_form(fields, buttons)
    stakes = field(say("Stakes, one group per punter (such as K:2 7:1 | A:1); empty: drawn from the seed"),
                   f'<input{attrs(name="stakes", value=state.option("stakes"), autocomplete="off", spellcheck="false", size=40)}>')
    seat = field(say("Your seat"), _seat_select(state))
    choices = field(say("Your choices at your wins, in order (ride or take, by commas)"),
                    f'<input{attrs(name="decisions", value=state.option("decisions"), autocomplete="off", spellcheck="false")}>')
    apply = f'<button{attrs(type="button", data_action="apply")}>{esc(say("Place these stakes"))}</button>'
    stake_form = (f'<form class="ma-controls ma-basset__stakes">{stakes}{seat}'
                  f'{choices}<span class="ma-controls__buttons">{apply}</span></form>')
    return dealing + stake_form


def _seat_select(state: WidgetState) -> str:
    """Watch (every punter follows a policy), or a punter's seat, whose choices at a win are the reader's."""
    names = state.names or DEFAULT_NAMES[:state.players]
    chosen = state.option("seat")
    options = [f'<option{attrs(value="", selected=not chosen)}>{esc(say("Watch: every punter follows a policy"))}</option>']
    options += [f'<option{attrs(value=seat, selected=str(seat) == chosen)}>{esc(say("{name} (seat {seat})", name=name, seat=seat))}</option>'
                for seat, name in enumerate(names[1:], start=2)]
    return f'<select{attrs(name="seat")}>{"".join(options)}</select>'


# The seats, the board and the piles ---------------------------------------------------------------------

def _with_policies(shown: Snapshot, response: Envelope) -> Snapshot:
    """The table's seats with each punter's way of choosing added to its role, as the envelope's seats give it."""
    roles = {str(seat["seat"]): _role(seat, response.get("reader")) for seat in response["seats"]}
    seats: dict[str, SeatTable] = {}
    for key, seat in shown.get("seats", {}).items():
        seats[key] = {**seat, "roles": [roles[key]]} if key in roles and seat.get("roles") == ["punter"] else seat
    return {**shown, "seats": seats}


def _role(seat: SeatJson, reader: int | None) -> str:
    if seat["seat"] == reader:
        return "punter"  # the table adds "you"
    policy = seat.get("policy", {})
    return say("punter, takes every win") if policy.get("name") == "take" else say("punter, rides to win {to}",
                                                                                     to=policy.get("to"))


def _board(shown: Snapshot, before: Snapshot | None, lit_cards: frozenset[str], board: tuple[str, ...]) -> str:
    """The pack's denominations (``board``), each with the stakes of this deal as the table states them; the
    denominations the step turned up or settled are lit."""
    places = shown.get("places", {})
    earlier = before.get("places", {}) if before is not None else {}
    lit = {parse_any(code).rank.code for code in lit_cards}
    cells = []
    for rank in board:
        place = places.get(f"board-{rank}", {})
        if before is not None and earlier.get(f"board-{rank}", {}) != place:
            lit.add(rank)
        stakes = "".join(f'<li{attrs(class_=_stake_class(stake["state"]))}>{esc(stake["text"])}</li>'
                         for stake in place.get("stakes", []))
        cells.append(f'<li{attrs(class_="ma-basset__cell is-highlighted" if rank in lit else "ma-basset__cell", data_rank=rank)}>'
                     f'<span class="ma-basset__rank">{esc(rank)}</span>'
                     f'{"<ul>" + stakes + "</ul>" if stakes else ""}</li>')
    label = say("The board: the stakes on each denomination")
    return f'<ol class="ma-basset__board" aria-label="{esc(label)}">{"".join(cells)}</ol>'


def _stake_class(state: str) -> str:
    """A stake's class by how it stands, as the engine gives it (``rides``: ``is-rides``); a stake riding on from the
    last deal rides too."""
    return "ma-basset__stake is-" + ("rides" if state == "carried" else state)


def _piles(shown: Snapshot, before: Snapshot | None) -> str:
    """The cards turned onto each pile so far, the card this step turned, and the cards left in the banker's
    hand."""
    places = shown.get("places", {})
    turned = {code for key in PILES for code in places.get(key, {}).get("cards", [])}
    earlier = {code for key in PILES for code in (before or {}).get("places", {}).get(key, {}).get("cards", [])}
    new = turned - earlier if before is not None else set()
    current = next(iter(new)) if len(new) == 1 else None
    lit = frozenset([current]) if current else frozenset()
    rows = ""
    for key in PILES:
        place = places.get(key, {})
        cards = place.get("cards", [])
        label = place.get("label", key)
        rows += (f'<div class="ma-basset__pile"><span class="ma-basset__pile-name">{esc(label[:1].upper() + label[1:])} '
                 f'({len(cards)})</span>{hand(cards, lit)}</div>')
    shown_card = (f'<p class="ma-basset__turned">{esc(say("Just turned:"))} {card(current, True)}</p>' if current
                  else "")
    pack = places.get("pack", {})
    left = len(pack.get("cards", [])) + pack.get("hidden", 0)
    # The template's apostrophe is printed as it is, as it always was: only the count is escaped.
    still = say("{cards} still in the banker's hand.", cards=esc(say.count(left, "card")))
    return (f'<section class="ma-basset__piles" role="group" aria-label="{esc(say("The cards turned"))}">'
            f'{shown_card}{rows}<p class="ma-basset__left">{still}</p></section>')


# The outcome and the choices ---------------------------------------------------------------------------

def _outcome(response: Envelope) -> str:
    names = {seat["seat"]: seat["name"] for seat in response["seats"]}
    words = {"lost": say("lost"), "taken": say("taken"), "carried": say("rides into the next deal")}
    lines = []
    for deal in response["deals"]:
        for r in _deal(deal)["results"]:
            net = say(", net: {chips}", chips=chips_words(r["net"])) if r["outcome"] != "carried" else ""
            # The template's apostrophe is printed as it is, as it always was: only the values are escaped.
            line = say("Deal {deal}: {name}'s {stake} on {rank} {outcome} after {wins}{net}", deal=deal["number"],
                       name=esc(names[r["seat"]]), stake=r["stake"], rank=esc(r["rank"]),
                       outcome=esc(words[r["outcome"]]), wins=esc(say.count(r["wins"], "win")), net=esc(net))
            lines.append(f"<li>{line}</li>")
    balances = ", ".join(f"{names[seat]} {chips_words(amount)}"
                         for seat, amount in enumerate(_session(response)["balances"], start=1))
    headline = say("After {deals}: {balances}.", deals=say.count(len(response["deals"]), "deal"), balances=balances)
    settled = say("{stakes} settled", stakes=say.count(len(lines), "stake"))
    return (f'<section class="ma-outcome" role="group" aria-label="{esc(say("Outcome"))}">'
            f'<p class="ma-outcome__headline">{esc(headline)}</p>'
            f'<details class="ma-outcome__payments"><summary>{esc(settled)}</summary>'
            f'<ul>{"".join(lines)}</ul></details></section>')


def _choice(response: Envelope, at: int) -> str:
    """At a step that tells a choice made at a win, the two answers with the one made pressed; at the last step,
    when the play waits for the reader's choice, the two answers with none pressed."""
    names = {seat["seat"]: seat["name"] for seat in response["seats"]}
    made = _session(response)["decisions"]
    starts, first = {}, 0
    for deal in response["deals"]:
        starts[deal["number"]] = first
        first += len(deal["steps"])
    decision = next((d for d in made if d["step"] is not None and starts[d["deal"]] + d["step"] == at), None)
    if decision is not None:
        index, pressed = decision["index"], decision["choice"]
        seat, about = decision["seat"], say("{rank}, win {wins}", rank=decision["rank"], wins=decision["wins"])
    elif "waiting" in response and at == first - 1:
        index, pressed, seat = len(made), None, response["waiting"]["seat"]
        about = ", ".join(code[:-1] for code in steps_of(response)[at]["cards"])
    else:
        return ""
    name = names[seat]
    labels = {choice: say(label) for choice, label in CHOICES.items()}
    buttons = "".join(
        f'<button{attrs(type="button", data_action=choice, data_value=index, aria_pressed=str(pressed == choice).lower(), aria_label=say("{choice}: {name}, {about}", choice=label, name=name, about=about))}>'
        f'{esc(label)}</button>'
        for choice, label in labels.items()
    )
    return (f'<div class="ma-basset__choice" role="group" aria-label="{esc(say("Your choice at this win"))}">'
            f'<span>{esc(say("Choose for {name}:", name=name))}</span>{buttons}</div>')


RENDERER = Renderer(
    home=__name__,
    decisive=(Ask(("deal.first-card", "deal.first-pile-loses", "deal.second-pile-wins"),
                  "{seat} turns {card}: what becomes of the stakes on its rank?", RULE, said=("card.turned",), cards=1,
                  words=(("deal.first-card", "The first card: the banker's, they lose"),
                         ("deal.first-pile-loses", "The first pile: they lose"),
                         ("deal.second-pile-wins", "The second pile: they win"))),),
    games=("basset",), kinds=DEALT, settle=SETTLE, request=request, body=body, controls=controls, act=act,
    picture=picture, options={
        "pack": "the pack dealt, one of those Basset is played with",
        "stakes": "each punter's stakes, in the engine's notation, punters separated by ``|`` (``\"K:2 7:1 | A:1\"``)",
        "decisions": "the reader's choices at the wins so far, ``ride`` or ``take``, separated by commas",
        "order": "a scenario's given order of cards, top first",
        "deals": "how many deals a session plays",
        "seat": "the punter's seat the reader takes",
    },
    field_words={},
)
"""The widgets of Basset."""
