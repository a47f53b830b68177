"""The widgets of Landsknecht: the stake and covers on a board, the left, right and middle cards, the steps.

The ``stakes`` option holds the bank's stake and the punters' covers, as
``"4 | 2 1 1"``: the stake, then how much each punter offers to cover, in turn
from the banker's left. The ``pack`` option chooses the pack and ``order`` gives
a scenario's cards, left and right first, then the middle.

>>> read_stakes("4 | 2 1", 4), read_stakes("4 | 2 1", 2)
((4, [2, 1, 0]), (4, [2]))
"""

from __future__ import annotations

from engine.api import GAMES, PACKS, EngineError, Envelope, Snapshot, worded
from engine.games import landsknecht as rules
from widgets import predict
from widgets.asks import PAYEE, RULE, Ask
from widgets.forms import deal_buttons, field, seed_field
from widgets.html import attrs, esc
from widgets.renderer import DEALT, Renderer
from widgets.requests import Request, table
from widgets.speech import Words
from widgets.state import WidgetState
from widgets.steps import rule_link
from widgets.table import places_view, seats_view, steps_of, table_at

say = Words(__name__)

LEADS = frozenset({"banker"})
"""The roles that mark the seat leading a deal (its first role), which the table sets apart."""

PLACES = ("left", "right", "middle", "talon")
"""The places of the table, in the order the widget draws them."""


def read_stakes(text: str, players: int) -> tuple[int, list[int]]:
    """The stake and one cover per punter, from ``"4 | 2 1 1"``: punters without a cover cover nothing, and
    covers beyond the punters at the table are not read, so that choosing fewer players keeps the stakes. The
    number of players is checked against the rules first, so that no work grows with a number the rules
    refuse."""
    variant = rules.LANDSKNECHT.variants[rules.LANDSKNECHT.default_variant]
    if not variant.min_players <= players <= variant.max_players:
        raise EngineError("players", say("In Landsknecht the players must be a whole number from {low} to {high}, "
                                         "not {players}", low=variant.min_players, high=variant.max_players,
                                         players=players))
    stake_text, _, covers_text = text.partition("|")
    stake = _chips(stake_text.strip() or str(rules.DEFAULT_STAKE), say("the stake"), 1)
    covers = [_chips(word, say("a cover"), 0) for word in covers_text.split()]
    punters = players - 1
    return stake, (covers + [0] * punters)[:punters]


def _chips(word: str, what: str, lowest: int) -> int:
    if not (word.isascii() and word.isdigit() and len(word) <= 9) or not lowest <= int(word) <= rules.MAX_CHIPS:
        raise EngineError("stakes", say("{what} is a whole number from {lowest} to {highest}, not {word}; write the "
                                        "stake, then '|' and the covers, such as '4 | 2 1 1'", what=what,
                                        lowest=lowest, highest=rules.MAX_CHIPS, word=repr(word[:20])))
    return int(word)


def request(state: WidgetState) -> Request:
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


def act(state: WidgetState, action: str, value: object) -> WidgetState | None:
    """The pack select: the same widget with another pack, from the first step."""
    if action == "pack":
        return state.with_options(pack=str(value or ""))
    return None


def body(state: WidgetState, response: Envelope, step: int) -> str:
    """The widget's body for a checked state and the engine's response to it: the table as it stood after the
    step shown (after the last step for a sample deal)."""
    steps = steps_of(response)
    current = steps[step] if state.kind != "deal" else None
    last = (current is None or step == len(steps) - 1) and predict.ends_told(state, steps, step if current is not None else None)
    shown = table_at(response, len(steps) - 1 if current is None else step)
    lit_seats = current["seats"] if current is not None else ()
    lit_cards = frozenset(current["cards"]) if current is not None else frozenset()
    parts = [controls(state)]
    if current is not None:
        parts.append(predict.panel(state, current, step, len(steps)))
    parts.append(seats_view(shown, lit_seats, lit_cards, response.get("reader"), leads=LEADS, words=say))
    parts.append(f'<p class="ma-lk-pot">{esc(say("In the bank pot: {chips}", chips=shown.get("pots", {}).get(rules.BANK, 0)))}</p>')
    parts.append(_turned(shown, lit_cards))
    parts.append(_outcome(response, shown, last))
    parts.append(predict.known_steps(state, steps, step if current is not None else None,
                                     say("Every step of this coup ({count})", count=len(steps))))
    return "".join(parts)


def _turned(shown: Snapshot, lit_cards: frozenset[str]) -> str:
    """The left, right and middle cards as ``shown``, and the talon by its count; the ``lit_cards`` lit."""
    return places_view(shown, PLACES, lit_cards, say("The cards turned"))


def picture(state: WidgetState, response: Envelope, step: int) -> str:
    """The game at ``step`` as the steps widget's table shows it: the left card (the banker's), the right card
    (the punters') and the middle cards turned, the cards of the step lit (the match that ends the coup)."""
    return _turned(table_at(response, step), frozenset(steps_of(response)[step]["cards"]))


# Controls ---------------------------------------------------------------------------------------

SETTLE = "Settle this coup"
"""The scenario's button, which settles the coup the reader laid out."""


def controls(state: WidgetState) -> str:
    """The forms that change the coup, from the state alone (they show what the reader typed even when the
    engine refuses it). Raises ``KeyError`` for an unknown game or variant."""
    game = GAMES[state.game]
    variant = game.variants[state.variant or game.default_variant]
    matching = "".join(f'<option{attrs(value=v.id, selected=v.id == variant.id)}>{esc(worded(v.title))}</option>'
                       for v in game.variants.values())
    players = "".join(f'<option{attrs(value=n, selected=n == state.players)}>{n}</option>'
                      for n in range(variant.min_players, variant.max_players + 1))
    chosen = state.option("pack", rules.OFFERED_PACKS[0])
    packs = "".join(f'<option{attrs(value=p, selected=p == chosen)}>{esc(worded(PACKS[p].description))}</option>'
                    for p in rules.OFFERED_PACKS)
    table = [field(say("Matching"), f'<select{attrs(name="variant", data_action="variant")}>{matching}</select>'),
             field(say("Players"), f'<select{attrs(name="players", data_action="players")}>{players}</select>'),
             field(say("Pack"), f'<select{attrs(name="pack", data_action="pack")}>{packs}</select>')]
    punters = min(max(state.players, variant.min_players), variant.max_players) - 1  # a refused count draws no form
    default_stakes = f"{rules.DEFAULT_STAKE} | " + " ".join([str(rules.DEFAULT_POLICY.up_to)] * punters)
    stakes = field(say("Stake | covers"), f'<input{attrs(name="stakes", value=state.option("stakes", default_stakes), autocomplete="off", spellcheck="false", placeholder="4 | 2 1 1")}>')
    if state.kind == "scenario":
        order = field(say("Cards in order: left, right, middle"),
                       f'<input{attrs(name="order", value=state.option("order"), autocomplete="off", spellcheck="false")}>')
        second = (f'<form class="ma-controls ma-lk-form">{order}{stakes}'
                  f'<span class="ma-controls__buttons"><button{attrs(type="button", data_action="settle")}>'
                  f"{esc(say(SETTLE))}</button></span></form>")
        buttons = ""
    else:
        table.append(seed_field(state))
        buttons = f'<span class="ma-controls__buttons">{deal_buttons(say("New coup"))}</span>'
        second = (f'<form class="ma-controls ma-lk-form">{stakes}'
                  f'<span class="ma-controls__buttons"><button{attrs(type="button", data_action="apply")}>'
                  f"{esc(say('Apply the stakes'))}</button></span></form>")
    return f'<form class="ma-controls">{"".join(table)}{buttons}</form>{second}'


# The outcome ----------------------------------------------------------------------------------------

def _outcome(response: Envelope, shown: Snapshot, last: bool) -> str:
    """What the coup came to once the table says it, with the coup's payments at its last step."""
    region = f'<section class="ma-outcome" role="group"{attrs(aria_label=say("Outcome"))}>'
    if "outcome" not in shown:
        return f'{region}<p class="ma-outcome__headline">{esc(say("The coup is not decided yet."))}</p></section>'
    headline = f'<p class="ma-outcome__headline">{esc(shown["outcome"])}</p>'
    if not last:
        return f"{region}{headline}</section>"
    payments = response["deals"][0]["payments"]
    names = {seat["seat"]: seat["name"] for seat in response["seats"]}
    lines = "".join(
        f'<li>{esc(say("{payer} pays {payee} {amount}", payer=_party(p["from"], names), payee=_party(p["to"], names), amount=p["amount"]))} '
        f'{rule_link(p["rule"])}</li>'
        for p in payments)
    summary = say("{payments}; the bank pot is empty afterwards", payments=say.count(len(payments), "payment"))
    return (f'{region}{headline}<details class="ma-outcome__payments"><summary>{esc(summary)}</summary>'
            f"<ul>{lines}</ul></details></section>")


def _party(party: object, names: dict[int, str]) -> str:
    return names[party] if isinstance(party, int) else say("the {pot} pot", pot=say(str(party)))


RENDERER = Renderer(
    home=__name__,
    decisive=(Ask(("deal.immediate-match", "middle.turn-until-match"), "Do the left and right cards match?",
                          RULE, words=(("deal.immediate-match", "Yes: the banker wins at once"),
                                               ("middle.turn-until-match", "No: cards are turned to the middle")),
                          cards=2),
              Ask(("middle.turn-until-match",), "{seat} turns the {card} to the middle: does it match?",
                          RULE, rivals=("middle.left-match", "middle.right-match", "middle.turn-until-match"),
                          words=(("middle.left-match", "The left card: the banker wins"),
                                 ("middle.right-match", "The right card: the banker loses"),
                                 ("middle.turn-until-match", "Neither: another card is turned")),
                          cards=1, ahead=("match.",)),
              Ask(("settle.banker-wins", "settle.banker-loses"), "Does {seat}, the banker, win or lose?",
                          RULE, words=(("settle.banker-wins", "The banker wins"),
                                               ("settle.banker-loses", "The banker loses"))),
              Ask(("bank.keeps-after-win", "bank.passes-on"), "Does {seat} keep the bank?", RULE,
                          words=(("bank.keeps-after-win", "Keeps it"), ("bank.passes-on", "Passes it on"))),
              Ask(("bank.to-the-left",), "Who is the next banker?", PAYEE)),
    games=("landsknecht",), kinds=DEALT, settle=SETTLE, request=request, body=body, controls=controls, act=act,
    picture=picture, options={
        "pack": "the pack dealt, one of those Landsknecht is played with",
        "stakes": "the bank's stake and the punters' covers (``\"4 | 2 1 1\"``)",
        "order": "a scenario's cards in order: left, right, then the middle",
    },
    field_words={},
)
"""The widgets of Landsknecht."""
