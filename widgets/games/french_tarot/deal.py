"""French Tarot's deal widget: a seeded deal walked step by step up to the first card, with a seat for the reader.

A ``steps`` widget asks the engine's ``deal`` action and draws the table as it stood after the step shown: the cards
drawn for the first deal, then each hand (the reader's face up, the others' face down but for the cards shown), the
pack, the dog once shown and the écart as the reader's seat may see it. The reader may take a seat; at each of that
seat's turns the choices are buttons, the bids as words and the cards to call or put aside as cards, a move the
rules forbid struck out with its reason written beside it (:func:`act` adds the move chosen to the ``decisions`` option, and the engine
refuses an illegal one with the rule's reason). The form also holds the table's house rules, and for a
``scenario`` (a deal of the hands and dog the reader types, played as :mod:`widgets.games.french_tarot.play` plays a
seeded one) the hands and the dog instead of the seed.

>>> from widgets.state import WidgetState
>>> from widgets.games import state_of
>>> state = state_of({"game": "french-tarot", "kind": "steps", "players": 4, "seed": 1,
...                                  "seat": "3", "decisions": "prise, ecart 5CE"})
>>> request(state)["decisions"]
['prise', 'ecart 5CE']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.api import DEFAULT_NAMES, TAROT_NOUVEAU, ChoiceJson, DealJson, EngineError, Envelope, WaitingJson
from engine.games import french_tarot as rules
from widgets import predict
from widgets.cards import card
from widgets.forms import deal_buttons, deal_form, field, hand_field, seed_field
from widgets.html import attrs, esc
from widgets.requests import Request, answer, listed, number, reader_fields, table
from widgets.speech import Words
from widgets.state import WidgetState
from widgets.table import outcome_view, places_view, seats_view, shown_at, steps_of
from widgets.tricks import CardChoice, choices_view

say = Words(__name__)
ROLES = Words(__package__ or "")
"""The seats' roles and pots, worded by the game's own module (widgets.games.french_tarot), as its renderer's words are."""

LEADS = frozenset({"dealer", "taker"})
"""The roles that mark the seat leading a deal (its first role), which the table sets apart: the dealer, then the
taker of a deal scored."""

WORDS = {"pass": "Pass", "nothing": "Declare nothing", "misere": "Declare misère", "parole": "Say parole",
         "maldonne": "Call a maldonne", "chelem": "Announce a chelem", "petit-chelem": "Announce a petit chelem",
         **{contract.id: contract.name.capitalize() for contract in rules.CONTRACTS.values()}}
"""The buttons of the reader's choices that are words, by move (in English: :func:`_word` translates them)."""

PLACES = ("pack", "dog", "ecart")


HOUSE = (("announce", "The taker may announce a chelem, or a petit chelem where it is played (option)", "no"),
         ("pousse", "The pousse (house rule)", "no"),
         ("prise", "The prise (house rule)", "yes"), ("misere", "Misère (house rule)", "no"),
         ("petit_chelem", "The petit chelem (house rule)", "no"),
         ("petit_imprenable", "The Petit imprenable: a lone Petit played like the Excuse (variant)", "no"),
         ("maldonne", "A maldonne of a hand with too few trumps and court cards (house rule)", "no"),
         ("soft_shuffle", "Cards gathered, not shuffled (house rule)", "no"))
"""The deal's yes-or-no options: the option's name (the engine's field), its label, and the engine's default."""

CHOICES = (("parole", "The parole bid (house rule)", "off",
            (("off", "not played"), ("any", "yes: any contract in the second round"),
             ("prise", "yes: only a prise in the second round"))),
           ("maldonne_below", "A maldonne: fewer trumps and court cards together than", "4",
            tuple((str(n), str(n)) for n in range(1, 11))))
"""The deal's options of several values: the option's name (the engine's field), its label, the engine's default
and the values offered with their words. The maldonne's number counts only where the maldonne is played."""

NONE = "none"
"""An option's text for nothing given (an empty text would be left out of a shared URL)."""


def request(state: WidgetState) -> Request:
    """The engine's ``deal`` request behind the view: the seed, or the hands and dog of a scenario; the table, the
    reader's seat and choices, and the house rules chosen."""
    req: Request = {"action": "deal", **table(state)}
    if state.kind == "scenario":
        req.update(hands=[entry.split() for entry in state.hands], dog=state.option("dog").split())
        if state.option("dealer"):
            req["dealer"] = number(state.option("dealer"))
    else:
        req["seed"] = 1 if state.seed is None else state.seed
        if state.option("deals"):
            req["deals"] = number(state.option("deals"))
        if state.option("dog_after", NONE) != NONE:
            req["dog_after"] = [number(place) for place in state.option("dog_after").replace(",", " ").split()]
    req.update(reader_fields(state))
    for name, _, default in HOUSE:
        if state.option(name, default) != default:
            req[name] = state.option(name) == "yes"
    if state.option("parole", "off") != "off":
        req["parole"] = state.option("parole")
    if req.get("maldonne") and state.option("maldonne_below", "4") != "4":
        req["maldonne_below"] = number(state.option("maldonne_below"))
    return req


def act(state: WidgetState, action: str, value: object,
        ask: Callable[[WidgetState], Request] = request) -> WidgetState | None:
    """The deal's own actions: ``choose`` (the reader's move, after which the view goes to the next choice),
    ``seat`` (take a seat or watch), ``players`` (the number of players) and ``new-deal``; the last three clear the
    reader's moves, which belong to another deal or seat, and a new number of players empties a scenario's hands
    and dog, whose sizes it changes. ``ask`` is the request behind the view (the play's, for
    a deal played on)."""
    if action == "choose":
        moves = [*listed(state.option("decisions")), str(value)]
        return _at_last_step(state.with_options(decisions=", ".join(moves)), state.step, ask)
    if action == "seat":
        return _at_last_step(state.with_options(seat=str(value), decisions=""), 0, ask)
    if action == "players":
        cleared = state.with_options(decisions="", seat="")
        if state.kind == "scenario":  # every hand and the dog change size: the reader types them anew
            emptied = cleared.seated(value)
            return emptied.with_options(dog="").but(hands=("",) * emptied.players)
        return cleared.anew({**cleared.as_dict(), "players": value})
    if action == "new-deal":
        return state.with_options(decisions="").but(seed=(state.seed or 0) + 1)
    return None


def _at_last_step(state: WidgetState, fallback: int, ask: Callable[[WidgetState], Request]) -> WidgetState:
    """The state at its last step, where the reader's next choice is offered; a refused state keeps ``fallback``
    so that the view shows the engine's reason."""
    try:
        return state.but(step=len(steps_of(answer(ask(state)))) - 1)
    except EngineError:
        return state.but(step=fallback)


def body(state: WidgetState, response: Envelope, step: int) -> str:
    """The form, the step shown with the table as it then stood, the reader's choices at the last step, and every
    step of the deal shown."""
    at = shown_at(response, step)
    extra = choices(at.waiting, say("You ({name})", name=at.names[at.waiting['seat']]), response["players"]) \
        if at.waiting else ""
    lit = frozenset(at.current["cards"])
    parts = [controls(state), predict.panel(state, at.current, step, at.total, at.where, extra),
             seats_view(at.table, at.current["seats"], lit, response.get("reader"), say("no cards"), leads=LEADS,
                        words=ROLES),
             places_view(at.table, only=PLACES, lit_cards=lit, count_only=("pack",)),
             outcome_view(at.table, say("Where the deal stands")),
             predict.known_steps(state, at.deal["steps"], at.local, every_step(at.deal))]
    return "".join(parts)


def every_step(deal: DealJson) -> str:
    """The heading of every step of ``deal``: its number and how many steps it has."""
    return say("Every step of deal {number}: {steps}", number=deal["number"],
               steps=say.count(len(deal["steps"]), "step"))


def choices(waiting: WaitingJson, whose: str, players: int) -> str:
    """The reader's turn as buttons (``data-action="choose"``): the cards to call or put aside as the trick games'
    hand is drawn (:func:`widgets.tricks.choices_view`: the prompt names the cards allowed, a refused card struck
    out under its reason); else words for the bids and declarations, a poignée for each level the reader's trumps
    reach, each refused word marked ``aria-disabled`` and struck out, its reason written under it."""
    moves = waiting["moves"]
    kinds = {choice["move"].split()[0] for choice in moves}
    if len(kinds) == 1 and kinds <= {"call", "ecart"}:
        what = say("to call a card") if kinds == {"call"} else say("to put a card aside")
        return choices_view([CardChoice(str(TAROT_NOUVEAU.parse(choice["move"].split()[1])), choice["legal"],
                                        choice.get("reason", ""), choice["move"], choice.get("why", ""))
                             for choice in moves],
                            whose, what, "choose")
    items = [_word(choice) for choice in moves]
    for given in waiting["ranges"]:
        for level, least in zip(rules.POIGNEE_NAMES, rules.POIGNEES[players]):
            if given["min"] <= least <= given["max"]:
                items.append(f'<li><button{attrs(type="button", class_="ma-choice ma-choice--word", data_action="choose", data_value=f"poignee {least}")}>'
                             f'{esc(say("Show a {level} poignée ({least} trumps)", level=say(level), least=least))}'
                             "</button></li>")
    refused = sum(not choice["legal"] for choice in moves)
    prompt = say("{whose}: choose ({allowed} of {total} allowed).", whose=whose, allowed=len(items) - refused,
                 total=len(items)) if refused else say("{whose}: choose.", whose=whose)
    return (f'<section class="ma-choices" role="group"{attrs(aria_label=say("{whose} to choose", whose=whose))}><p '
            f'class="ma-choices__prompt">{esc(prompt)}</p>'
            f'<ul class="ma-choices__words">{"".join(items)}</ul></section>')


def _word(choice: ChoiceJson) -> str:
    """One bid or declaration as a list item: its button, and for a refused one the reason written under it (and
    in the button's name, for screen readers, which skip the written copy)."""
    move = choice["move"]
    words = move.split()
    label = esc(say(WORDS[move]) if move in WORDS else move)
    if len(words) == 2 and words[0] in ("call", "ecart"):
        label = card(str(TAROT_NOUVEAU.parse(words[1])))
    if choice["legal"]:
        return (f'<li><button{attrs(type="button", class_="ma-choice ma-choice--word", data_action="choose", data_value=move)}>'
                f'{label}</button></li>')
    reason = choice.get("reason", "")
    return (f'<li class="is-illegal"><button{attrs(type="button", class_="ma-choice ma-choice--word is-illegal", data_action="choose", data_value=move, aria_disabled="true")}>'
            f'{label}<span class="ma-sr">{esc(say(", not allowed: {reason}", reason=reason))}</span></button>'
            f'<span class="ma-choices__why" aria-hidden="true">{esc(say("Not allowed: {reason}", reason=reason))}</span>'
            "</li>")


def select(name: str, label: str, options: Sequence[tuple[str, str]], chosen: str, action: str | None = None) -> str:
    """A labelled select of ``(value, words)`` options; with an ``action``, changing it acts at once."""
    items = "".join(f'<option{attrs(value=value, selected=value == chosen)}>{esc(text)}</option>'
                    for value, text in options)
    return field(label, f'<select{attrs(name=name, data_action=action)}>{items}</select>')


def house_rules(state: WidgetState) -> str:
    """The deal's house rules and options, one labelled control each, folded under a summary that says how many
    differ from the published rules (open when any does), so that the table stays near the top on a phone."""
    dealt = state.kind != "scenario"
    houses = [(name, label, default) for name, label, default in HOUSE if dealt or name != "soft_shuffle"]
    rows = [select(name, say(label), (("yes", say("yes")), ("no", say("no"))), state.option(name, default))
            for name, label, default in houses]
    rows += [select(name, say(label), [(value, text if text.isdigit() else say(text)) for value, text in values],
                    state.option(name, default)) for name, label, default, values in CHOICES]
    changed = sum(state.option(name, default) != default for name, _, default in houses)
    changed += sum(state.option(name, default) != default for name, _, default, _ in CHOICES)
    if dealt:
        rows.append(field(say("The dog's cards after so many players' cards (house rule: the dealer's choice)"),
                          f'<input{attrs(name="dog_after", value=state.option("dog_after", NONE), autocomplete="off", spellcheck="false", inputmode="numeric", size=20)}>'))
        changed += state.option("dog_after", NONE) != NONE
    summary = say("House rules: {changed} chosen", changed=changed) if changed else \
        say("House rules: none, the rules as published")
    return (f'<details class="ma-tarot-house"{" open" if changed else ""}><summary>{esc(summary)}</summary>'
            f'<fieldset class="ma-controls__hands"><legend class="ma-sr">{esc(say("House rules"))}</legend>'
            f'{"".join(rows)}</fieldset></details>')


def scenario_fields(state: WidgetState) -> str:
    """The hands and the dog a reader gives, one text field each, and the dealer's seat."""
    names = state.names or DEFAULT_NAMES[:state.players]
    rows = [hand_field(state, seat, say("{name}'s cards", name=name)) for seat, name in enumerate(names, start=1)]
    rows.append(field(say("The dog"), f'<input{attrs(name="dog", value=state.option("dog"), autocomplete="off", spellcheck="false")}>'))
    rows.append(select("dealer", say("The dealer"), [(str(seat), name) for seat, name in enumerate(names, start=1)],
                       state.option("dealer", "1")))
    sizes = say("{hand} cards each and {dog} in the dog, ", hand=rules.HAND_SIZE[state.players],
                dog=rules.DOG_SIZE[state.players]) if state.players in rules.HAND_SIZE else ""
    legend = say("The hands and the dog ({sizes}such as 21AT RPI 0EX 7CE)", sizes=sizes)
    return f'<fieldset class="ma-controls__hands"><legend>{esc(legend)}</legend>{"".join(rows)}</fieldset>'



SETTLE = "Play these hands"
"""The scenario's button, which plays the hands the reader typed."""


def controls(state: WidgetState) -> str:
    """The form, from the state alone (so a refused state still shows what the reader gave): the players, the
    reader's seat, the seed or the hands and dog of a scenario, and the house rules."""
    players = "".join(f'<option{attrs(value=n, selected=n == state.players)}>{n}</option>' for n in (3, 4, 5))
    names = state.names or DEFAULT_NAMES[:state.players]
    chosen = state.option("seat")
    seats = [f'<option{attrs(value="", selected=not chosen)}>{esc(say("Watch only"))}</option>']
    seats += [f'<option{attrs(value=str(seat), selected=chosen == str(seat))}>'
              f'{esc(say("{name} (seat {seat})", name=name, seat=seat))}</option>'
              for seat, name in enumerate(names, start=1)]
    parts = [field(say("Players"), f'<select{attrs(name="players", data_action="players")}>{players}</select>'),
             f'<input{attrs(type="hidden", name="decisions", value=state.option("decisions"))}>',
             field(say("Your seat"), f'<select{attrs(name="seat", data_action="seat")}>{"".join(seats)}</select>')]
    if state.kind == "scenario":
        parts.append(scenario_fields(state))
        buttons = f'<button{attrs(type="button", data_action="apply")}>{esc(say(SETTLE))}</button>'
    else:
        parts.append(seed_field(state))
        buttons = deal_buttons()
    parts.append(house_rules(state))
    return deal_form(parts, buttons)
