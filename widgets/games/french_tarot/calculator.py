"""French Tarot's calculators: a deal's result as the reader gives it, scored one rule at a time; a hand (the
``hand`` option, or the ``judge`` option with a seed), judged line by line by the source's guide; or a taker's
chances (the ``chances`` option), counted step by step.

The form holds the contract, the taker and (with five players) the partner, the taker's points and oudlers or
the cards of the taker's pile picked one by one from the 78 (the ``tricks`` option says which), a poignée, the
Petit au bout, the chelem, rounding and the house rules; the engine's ``score`` action works out the hand score
and the scorecard, and the widget steps through its rules with the scorecard as it stood at each step. The
options are kept as the reader typed them, and the engine names the field it refuses.

>>> from widgets.state import WidgetState
>>> from widgets.games import state_of
>>> state = state_of({"game": "french-tarot", "kind": "calculator", "players": 4,
...                                  "contract": "garde-sans", "points": "53", "oudlers": "2",
...                                  "poignee": "1:single", "rounding": "yes"})
>>> request(state)["deals"]
[{'taker': 1, 'contract': 'garde-sans', 'points': 53, 'oudlers': 2, 'poignees': [{'seat': 1, 'level': 'single'}]}]
"""

from __future__ import annotations

from engine.api import PACKS, EngineError, Envelope, Snapshot, shown
from engine.games import french_tarot as rules
from widgets import predict
from widgets.cards import card
from widgets.forms import field, seed_field
from widgets.games.french_tarot.deal import LEADS, NONE, ROLES, select
from widgets.html import attrs, esc
from widgets.requests import Request, number, table
from widgets.speech import Words
from widgets.state import WidgetState
from widgets.table import seats_view, steps_of, table_at

say = Words(__name__)

SIDES = ((NONE, "nobody"), ("taker", "the taker's side"), ("defence", "the defence"))
CHELEMS = ((NONE, "none"), ("taker", "made by the taker, unannounced"), ("defence", "made by the defence"),
           ("announced", "announced and made"), ("missed", "announced and missed"))
"""The chelem choices of the form, as the option writes them and as the reader reads them (in English:
:func:`_words` translates them, as it does every list of choices below)."""

SUITS = (("AT", "Trumps and the Excuse"), ("PI", "Spades"), ("CE", "Hearts"), ("CA", "Diamonds"), ("TR", "Clubs"))
"""The picker's rows of cards: each suit's code and its name."""

PACK = [str(c) for c in PACKS["tarot-78"]]
"""The 78 cards' notations, in the pack's order."""

TRICKS = (("points", "points typed"), ("pile", "pile picked card by card"))
JUDGE = (("typed", "typed"), ("dealt", "dealt from a seed"))
CHANCES = (("missing", "cards of the kind I lack"), ("held", "cards of the kind I hold"))
KINDS = (("3", "the oudlers (3)"), ("4", "kings, queens, knights or jacks (4)"), ("14", "a suit (14)"),
         ("21", "the trumps (21)"), ("22", "the trumps and the Excuse (22)"))
"""The choices of the ``tricks``, ``judge`` and ``chances`` options and of the kind's size, as the option writes
them and as the reader reads them."""

TABLE_OF_HAND = {24: 3, 18: 4, 15: 5}
"""The table a hand of so many cards is dealt at: a hand to judge says it by its size (another size is judged
as a hand of four players', which the engine refuses with the size it expects)."""


def _points(text: str) -> object:
    """The taker's points as typed: a whole number, a number with a half (``43.5``, ``43,5`` or ``43½``, as the page
    writes it), else the text, for the engine to refuse."""
    whole, _, half = text.replace(" ", "").replace("½", ".5").replace(",", ".").partition(".")
    if half == "5" and whole.isascii() and whole.isdigit() and len(whole) <= 3:
        return int(whole) + 0.5
    return number(text)


def mode(state: WidgetState) -> str:
    """What the calculator does: ``chances``, ``judge`` (a hand) or ``score`` (a deal)."""
    if state.option("chances"):
        return "chances"
    return "judge" if state.option("hand") or state.option("judge") else "score"


def pile_of(state: WidgetState) -> list[str]:
    """The cards of the taker's pile picked so far, in the order picked."""
    return [code for code in state.option("pile", NONE).split() if code != NONE]


def request(state: WidgetState) -> Request:
    """The ``chances`` request of a taker's case, the ``evaluate`` request of a hand, or the ``score`` request
    of one deal, from the options (their defaults: a garde by seat 1 with two oudlers and 41 points)."""
    if mode(state) == "chances":
        count = number(state.option("count", "6"))
        if state.option("chances") == "held":
            return {"action": "chances", **table(state), "held": count, "of": number(state.option("of", "14"))}
        return {"action": "chances", **table(state), "missing": count}
    if state.option("judge") == "dealt":
        return {"action": "evaluate", **table(state), "seed": 1 if state.seed is None else state.seed}
    if mode(state) == "judge":
        cards = state.option("hand").split()
        return {"action": "evaluate", **table(state), "players": TABLE_OF_HAND.get(len(cards), 4), "hand": cards}
    deal: dict[str, object] = {"taker": number(state.option("taker", "1")),
                               "contract": state.option("contract", "garde")}
    if state.option("tricks") == "pile":
        deal["pile"] = pile_of(state)
    else:
        deal["points"] = _points(state.option("points", "41"))
        deal["oudlers"] = number(state.option("oudlers", "2"))
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
    petit_chelem = state.option("petit_chelem", NONE)
    if petit_chelem in ("announced", "missed"):
        deal["petit_chelem"] = {"announced": True, **({"made_by": "taker"} if petit_chelem == "announced" else {})}
    elif petit_chelem != NONE:
        deal["petit_chelem"] = {"made_by": petit_chelem}
    if state.option("misere", NONE) != NONE:
        deal["miseres"] = [number(state.option("misere"))]
    scored: Request = {"action": "score", **table(state), "rounding": state.option("rounding", "no") == "yes",
                       "deals": [deal]}
    if state.option("scale", "multipliers") != "multipliers":
        scored["scale"] = state.option("scale")
    if state.option("garde_contre", "6") != "6":
        scored["garde_contre"] = number(state.option("garde_contre"))
    return scored


def act(state: WidgetState, action: str, value: object) -> WidgetState | None:
    """The calculator's own actions: ``pick`` a card into the taker's pile or out of it, ``clear-pile``, and
    the ``tricks`` and ``judge`` switches, which redraw the form at once; ``None`` for any other action."""
    if action == "pick":
        if not isinstance(value, str) or value not in PACK:
            raise EngineError("pile", say("{card} is not a card of the pack", card=shown(value)))
        pile = pile_of(state)
        picked = [code for code in pile if code != value] if value in pile else [*pile, value]
        return state.with_options(pile=" ".join(picked) or NONE)
    if action == "clear-pile":
        return state.with_options(pile=NONE)
    for name, choices in (("tricks", TRICKS), ("judge", JUDGE)):
        if action == name:
            if value not in [choice for choice, _ in choices]:
                raise EngineError(name, say("{value} is not one of {choices}", value=shown(value),
                                            choices=", ".join(c for c, _ in choices)))
            changed = state.with_options(**{name: str(value)})
            return changed.but(seed=1) if name == "judge" and state.seed is None else changed
    return None


def body(state: WidgetState, response: Envelope, step: int) -> str:
    """The form, the step shown with the scorecard as it then stood, and every step of the score."""
    steps = steps_of(response)
    current = steps[step]
    at = table_at(response, step)
    drawn = chances_view(at) if mode(state) == "chances" else \
        seats_view(at, current["seats"], frozenset(current["cards"]), empty="", leads=LEADS, words=ROLES)
    return "".join([
        controls(state),
        predict.panel(state, current, step, len(steps)),
        drawn,
        predict.known_steps(state, steps, step, _every_step(mode(state), len(steps))),
    ])


def _every_step(what: str, count: int) -> str:
    """The heading of every step of the count of chances, of the judgement of a hand or of the score."""
    if what == "chances":
        return say("Every step of the count ({count})", count=count)
    if what == "judge":
        return say("Every step of the judgement ({count})", count=count)
    return say("Every step of the score ({count})", count=count)


def _words(choices: tuple[tuple[str, str], ...]) -> list[tuple[str, str]]:
    """A list of choices of the form with their words translated."""
    return [(value, say(text)) for value, text in choices]


def chances_view(at: Snapshot) -> str:
    """The figures counted up to the step shown, one row each, the newest marked."""
    places = at.get("places", {})
    rows = "".join(f'<tr{attrs(class_="is-current" if i == len(places) - 1 else None)}><th scope="row">'
                   f'{esc(place.get("label", ""))}</th><td>{esc(place.get("note", ""))}</td></tr>'
                   for i, place in enumerate(places.values())) or \
        f'<tr><td colspan="2">{esc(say("Nothing counted yet: the next step counts the first figure."))}</td></tr>'
    return (f'<table class="ma-tarot-chances"><caption>{esc(say("The chances counted so far"))}</caption><thead><tr>'
            f'<th scope="col">{esc(say("What"))}</th><th scope="col">{esc(say("Chance (exact, then in per cent)"))}'
            f'</th></tr></thead><tbody>{rows}</tbody></table>')


def picker(state: WidgetState) -> str:
    """The 78 cards as buttons, a row per suit, each pressed while it is in the taker's pile."""
    pile = set(pile_of(state))
    rows = []
    for suit, name in SUITS:
        codes = [code for code in PACK if code.endswith(suit) or (suit == "AT" and code == "0EX")]
        buttons = "".join(f'<button{attrs(type="button", class_="ma-pick", data_action="pick", data_value=code, aria_pressed="true" if code in pile else "false")}>'
                          f"{card(code)}</button>" for code in codes)
        rows.append(f'<div class="ma-pick__row" role="group" aria-label="{esc(say(name))}">{buttons}</div>')
    # These two texts are written unescaped, their apostrophe as it always was; only the count is escaped.
    label = say("The taker's pile")
    count = say("The taker's pile: {cards} picked. Press a card to put it in the pile or take it out.",
                cards=esc(say.count(len(pile), "card")))
    return (f'<section class="ma-pile" role="group" aria-label="{label}"><p class="ma-pile__count">'
            f'{count} <button{attrs(type="button", data_action="clear-pile")}>{esc(say("Empty the pile"))}</button></p>'
            f'{"".join(rows)}</section>')


def _form(label: str, parts: list[str], buttons: str) -> str:
    return (f'<form class="ma-controls ma-tarot-form" aria-label="{esc(label)}">{"".join(parts)}'
            f'<span class="ma-controls__buttons">{buttons}</span></form>')


def _apply(text: str) -> str:
    return f'<button{attrs(type="button", data_action="apply")}>{esc(text)}</button>'


def controls(state: WidgetState) -> str:
    """The form of the chances, of the hand or of the deal's result (with the picker of the taker's pile), from the
    state alone, so that a refused one still shows what the reader gave."""
    players = "".join(f'<option{attrs(value=n, selected=n == state.players)}>{n}</option>' for n in (3, 4, 5))
    table = field(say("Players"), f'<select{attrs(name="players", data_action="players")}>{players}</select>')
    if mode(state) == "chances":
        return _form(say("My chances"), [
            table,
            select("chances", say("I count the"), _words(CHANCES), state.option("chances", "missing")),
            field(say("How many"), f'<input{attrs(name="count", value=state.option("count", "6"), inputmode="numeric", autocomplete="off", size=3)}>'),
            select("of", say("Of a kind of (when I count those I hold)"), _words(KINDS), state.option("of", "14")),
        ], _apply(say("Count my chances")))
    if mode(state) == "judge":
        how = select("judge", say("The hand"), _words(JUDGE), state.option("judge", "typed"), "judge")
        if state.option("judge") == "dealt":
            return _form(say("The hand to deal and judge"), [table, how, seed_field(state)],
                         f'<button{attrs(type="button", data_action="apply")}>{esc(say("Deal me this hand"))}</button>'
                         f'<button{attrs(type="button", data_action="new-deal")}>{esc(say("Deal me another"))}</button>')
        hand = field(say("The hand: 18 cards for four players, 24 for three, 15 for five"),
                     f'<input{attrs(name="hand", value=state.option("hand"), autocomplete="off", spellcheck="false", size=60)}>')
        return _form(say("The hand to judge"), [how, hand], _apply(say("Judge this hand")))
    seats = range(1, min(max(state.players, 3), 5) + 1)
    taker = state.option("taker", "1")
    seat_options = [(str(n), say("Seat {seat}", seat=n)) for n in seats]
    parts = [
        table,
        select("taker", say("Taker"), seat_options, taker),
        select("contract", say("Contract"), [(c.id, say(c.name)) for c in rules.CONTRACTS.values()],
               state.option("contract", "garde")),
        select("tricks", say("The taker's tricks"), _words(TRICKS), state.option("tricks", "points"), "tricks"),
    ]
    if state.option("tricks") != "pile":
        parts += [
            field(say("Taker's points"), f'<input{attrs(name="points", value=state.option("points", "41"), inputmode="decimal", autocomplete="off", size=5)}>'),
            select("oudlers", say("Oudlers in the taker's tricks"), [(str(n), str(n)) for n in range(4)],
                   state.option("oudlers", "2")),
        ]
    if state.players == 5:
        parts.append(select("partner", say("Partner (the taker's own seat: alone)"), seat_options,
                            state.option("partner", taker)))
    # "none" is told what it stands for, so that French can make it agree: « aucune » poignée, « aucun » chelem.
    poignees = [(NONE, say("none", of="poignee"))] + [
        (f"{n}:{level}", say("Seat {seat}: {level}", seat=n, level=say(level)))
        for n in seats for level in rules.POIGNEE_NAMES]
    parts += [
        select("poignee", say("Poignée"), poignees, state.option("poignee", NONE)),
        select("petit", say("Petit au bout"), _words(SIDES), state.option("petit", NONE)),
        select("chelem", say("Chelem"), _words(CHELEMS), state.option("chelem", NONE)),
        select("rounding", say("Round to ten"), [("no", say("no")), ("yes", say("yes"))],
               state.option("rounding", "no")),
        f'<fieldset class="ma-controls__hands ma-tarot-house"><legend>{esc(say("House rules and variants"))}</legend>',
        select("misere", say("Misère (house rule)"), [(NONE, say("nobody"))] + seat_options,
               state.option("misere", NONE)),
        select("petit_chelem", say("Petit chelem (house rule)"), _words(CHELEMS), state.option("petit_chelem", NONE)),
        select("scale", say("Contracts worth (house rule)"), [("multipliers", say("multipliers")),
                                                               ("fixed", say("fixed amounts, with the pousse"))],
               state.option("scale", "multipliers")),
        select("garde_contre", say("Garde contre multiplies by (variant)"), [("6", "6"), ("8", "8")],
               state.option("garde_contre", "6")),
        "</fieldset>",
    ]
    form = _form(say("The deal to score"), parts, _apply(say("Score this deal")))
    return form + picker(state) if state.option("tricks") == "pile" else form
