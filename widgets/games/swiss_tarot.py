"""The widgets of Swiss Tarot: a game played card by card, the count of the tricks, and hands given by the reader.

A ``play`` widget deals from a seed and shows, step by step, the deal, the
dealer's discard, each card played with the trick on the table, the Fool's
exchange and the count, with the points each player has taken so far. Each
step shows the table as the engine kept it with that step: the cards in each
hand, the trick, the tricks taken, the discard, the chips and the pool. The
reader may take a seat (the ``seat`` option): his moves are then the
``decisions`` option, and at his turn the widget offers his hand, every card a
button (the three cards to lay aside when his seat deals, then the card to
play), the trick above it; :func:`act` adds the card chosen and the engine
replays the game with it, or refuses it with the rule's reason, and the view
stops where the trick of the reader's card is won, complete with its winner,
with a Continue button to his next turn. A ``steps`` widget walks through the
same game and lists the count of the tricks as it goes, each trick's counting
cards and the rule that gives its value. A ``scenario`` plays out hands typed by
the reader (seat 1 deals and holds 28 cards), with the dealer's discard, if
given, in the ``decisions`` option.
"""

from __future__ import annotations

from engine.api import DEFAULT_NAMES, DealJson, Envelope, SeatTable, Snapshot, WaitingJson
from engine.games import swiss_tarot as rules
from widgets import predict
from widgets.asks import RULE, VALUE, Ask
from widgets.cards import hand
from widgets.forms import deal_buttons, deal_form, field, hand_field, seed_field
from widgets.html import attrs, esc
from widgets.renderer import DEALT, Renderer
from widgets.requests import Request, answer, number, table
from widgets.speech import Words
from widgets.state import WidgetState
from widgets.steps import rule_link
from widgets.table import chips_words, held_above, locate, places_view, pots_text, role_words, steps_of, table_at
from widgets.tricks import continue_view, moves_view, trick_at, trick_taken, won_after

say = Words(__name__)


def _cards(text: str) -> list[str]:
    return [code.strip() for code in text.replace(",", " ").split()]


def request(state: WidgetState) -> Request:
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
    """Swiss Tarot's own actions: ``card`` (the reader lays a card aside or plays it at his turn), ``seat`` (take
    a seat or watch) and ``new-deal``; the last two clear the reader's cards, which belong to another deal."""
    if action == "seat":
        return state.with_options(seat=str(value or ""), decisions="")
    if action == "new-deal":
        return state.with_options(decisions="").but(seed=(state.seed or 0) + 1)
    if action == "card":
        played = [*_cards(state.option("decisions")), str(value)]
        changed = state.with_options(decisions=",".join(played))
        steps = steps_of(answer(request(changed)))
        won = won_after(steps, state.step, WIN) if _turn_moves(state) == "play" else None
        return changed.but(step=len(steps) - 1 if won is None else won)
    return None


WIN = "trick.win"
"""The rule of a trick's win (without the game's name): after the reader's card the view stops there, the trick
complete with its winner, before the reader's next turn."""


def _turn_moves(state: WidgetState) -> str:
    """What the reader does at the turn ``state`` waits for: ``play`` a card or ``discard`` one (the dealer's
    three cards laid aside), from the engine's answer; empty when nobody waits."""
    waiting = answer(request(state)).get("waiting")
    return waiting["moves"][0]["move"].split()[0] if waiting and waiting["moves"] else ""


def body(state: WidgetState, response: Envelope, step: int) -> str:
    """The widget's body for a checked state and the engine's response to it."""
    names = {seat["seat"]: seat["name"] for seat in response["seats"]}
    index = len(steps_of(response)) - 1 if state.kind == "deal" else step
    number, local = locate(response, index)
    deal = response["deals"][number]
    current = deal["steps"][local]
    total = len(steps_of(response))
    where = say("deal {deal} of {deals}", deal=number + 1, deals=len(response["deals"])) if len(response["deals"]) > 1 else ""
    now = table_at(response, index)
    extra, above = "", False
    trick = trick_at(response, index, WIN, frozenset(current["cards"]))
    waiting = response.get("waiting")
    if waiting is not None and index == total - 1:
        extra, trick = trick + _choices(waiting, now["seats"][str(waiting["seat"])], names[waiting["seat"]]), ""
        above = True
    elif waiting is not None:
        extra = continue_view(total)
    parts = [
        controls(state),
        predict.panel(state, current, index, total, where, extra),
        trick,
        _seats(response, deal, now, names, above),
        _places(now),
        _count(deal, local, names),
        predict.known_steps(state, deal["steps"], local,
                            say("Every step of deal {deal} ({count})", deal=deal["number"], count=len(deal["steps"]))),
    ]
    return "".join(parts)


def picture(state: WidgetState, response: Envelope, step: int) -> str:
    """The game at ``step``: at a trick's win, the trick as it lay complete on the table with its winner lit
    (:func:`widgets.pictures.trick_taken`); at another step of the play, the trick on the table."""
    return trick_taken(response, step, WIN)


def _choices(waiting: WaitingJson, seat: SeatTable, whose: str) -> str:
    """The reader's hand at the reader's turn, in the order he holds it, as the trick games draw it
    (:func:`widgets.tricks.choices_view`): every card a button, the cards allowed named, a refused card struck out
    under its reason, so that choosing it still brings the refusal in words."""
    order = {code: i for i, code in enumerate(seat.get("cards", []))}
    moves = sorted(waiting["moves"], key=lambda move: order.get(move["move"].split()[-1], len(order)))
    what = say("to lay aside") if any(move["move"].startswith("discard ") for move in moves) else say("to play")
    return moves_view(moves, whose, what)


# Controls ---------------------------------------------------------------------------------------

SETTLE = "Play these hands"
"""The scenario's button, which plays the hands the reader typed."""


def controls(state: WidgetState) -> str:
    """The form, from the state alone (so a refused state still shows what the reader typed)."""
    names = state.names or DEFAULT_NAMES[:3]
    fields = [field(say("Stake each"), f'<input{attrs(name="stakes", type="number", min=1, inputmode="numeric", value=state.option("stakes", "1"))}>')]
    if state.kind == "scenario":
        rows = []
        for seat, name in enumerate(names, start=1):
            what = (say("{name}'s cards (the dealer: {count})", name=name, count=28) if seat == 1
                    else say("{name}'s cards ({count})", name=name, count=25))
            rows.append(hand_field(state, seat, what))
        rows.append(field(say("The dealer's discard (three cards, or empty for the engine's choice)"),
                           f'<input{attrs(name="decisions", value=state.option("decisions"), autocomplete="off", spellcheck="false")}>'))
        legend = say("The hands before the discard (such as 21T 0X KSW 1CU …; seat 1 deals)")
        fields.append(f'<fieldset class="ma-controls__hands"><legend>{esc(legend)}</legend>{"".join(rows)}</fieldset>')
        buttons = f'<button{attrs(type="button", data_action="settle")}>{esc(say(SETTLE))}</button>'
    else:
        chosen = state.option("seat")
        seats = [f'<option{attrs(value="", selected=not chosen)}>{esc(say("Watch only"))}</option>'] + [
            f'<option{attrs(value=seat, selected=str(seat) == chosen)}>{esc(say("{name} (seat {seat})", name=name, seat=seat))}</option>'
            for seat, name in enumerate(names, start=1)]
        deals = "".join(f'<option{attrs(value=n, selected=str(n) == state.option("deals", "3"))}>{n}</option>'
                        for n in (1, 2, 3))
        fields += [
            field(say("Your seat"), f'<select{attrs(name="seat", data_action="seat")}>{"".join(seats)}</select>'),
            field(say("Deals"), f'<select{attrs(name="deals")}>{deals}</select>'),
            seed_field(state),
            f'<input{attrs(type="hidden", name="decisions", value="")}>',
        ]
        buttons = deal_buttons()
    return deal_form(fields, buttons)


# The table --------------------------------------------------------------------------------------

def _summary(deal: DealJson) -> rules.DealSummary:
    """A deal's summary, checked to be Swiss Tarot's."""
    given = deal["summary"]
    if not rules.is_deal_summary(given):
        raise TypeError(f"deal {deal['number']}'s summary is not a Swiss Tarot deal's")
    return given


def _seats(response: Envelope, deal: DealJson, now: Snapshot, names: dict[int, str], above: bool = False) -> str:
    """Each seat as the table stood: its role, the cards it holds (the reader's own, or all when watching; at
    the reader's turn, ``above``, only their count, since the same cards are the buttons to choose from above),
    the tricks it has taken and their points, and its chips."""
    reader = response.get("reader")
    earlier = [_summary(d)["points"] or [0, 0, 0] for d in response["deals"][:deal["number"] - 1]]
    before = [sum(points[seat] for points in earlier) for seat in range(3)]
    items = []
    for seat in (1, 2, 3):
        entry = now["seats"][str(seat)]
        roles = [*(role_words(role, say) for role in entry.get("roles", [])), *([say("you")] if seat == reader else [])]
        cards, hidden = entry.get("cards", []), entry.get("hidden", 0)
        if above and seat == reader:
            held = held_above(len(cards))
        elif hidden:
            held = f'<span class="ma-seat__none">{esc(say("{cards} in hand", cards=say.count(hidden + len(cards), "card")))}</span>'
        elif cards:
            held = hand(cards)
        else:
            held = '<span class="ma-seat__none">' + esc(say("no cards yet") if "pack" in now.get("places", {})
                                                         else say("no cards left")) + "</span>"
        points = entry.get("points", 0)
        taken = entry.get("tricks", 0)
        items.append(
            f'<li{attrs(class_="ma-seat", data_seat=seat)}><span class="ma-seat__name">{esc(names[seat])}</span>'
            f'<span class="ma-seat__role">{esc(", ".join(roles))}</span>{held}'
            f'<span class="ma-seat__total">{esc(say("{points} this deal", points=say.count(points, "point")))}'
            + (esc(say(", {points} in all", points=before[seat - 1] + points)) if deal["number"] > 1 else "")
            + "</span>"
            f'<span class="ma-seat__balance">'
            f'{esc(say("{tricks} taken, {chips}", tricks=say.count(taken, "trick"), count=taken, chips=chips_words(entry.get("chips", 0))))}'
            "</span></li>")
    label = say("The table, seat by seat, with the points of the tricks taken so far")
    return f'<ol class="ma-seats" aria-label="{esc(label)}">{"".join(items)}</ol>'


def _places(now: Snapshot) -> str:
    """The pack before it is dealt (by its count), the dealer's discard, and the pool, as the table stood."""
    pots = pots_text(now, say)
    return places_view(now, count_only=("pack",)) + (f'<p class="ma-swiss-note">{esc(say("The {pots}.", pots=pots))}</p>'
                                                     if pots else "")


# The count --------------------------------------------------------------------------------------

def _count(deal: DealJson, local: int, names: dict[int, str]) -> str:
    """The tricks counted so far: whose, which, its cards with the counters marked, its value and its rule."""
    rows = []
    for row in _summary(deal)["count"]:
        if row["step"] is None or row["step"] > local:
            continue
        what = say("Discard") if row["trick"] == 0 else say("Trick {number}", number=row["trick"])
        here = row["step"] == local
        rows.append(
            f'<tr{attrs(class_="is-current" if here else None, aria_current="step" if here else None)}>'
            f'<td>{esc(names[row["seat"]])}</td><td>{esc(what)}</td>'
            f'<td>{hand(row["cards"], frozenset(row["counters"]))}</td>'
            f'<td>{esc(len(row["counters"]))}</td><td>{esc(row["points"])}</td><td>{rule_link(row["rule"])}</td></tr>')
    if not rows:
        # The apostrophe is printed as it always was, unescaped: the sentence is ours and holds no markup.
        note = say("The tricks are counted once the 25 tricks are played; each player's points below are those of "
                   "the tricks taken so far.")
        return f'<p class="ma-swiss-note">{note}</p>'
    heads = "".join(f"<th>{esc(head)}</th>" for head in (say("Player"), say("Trick"), say("Cards (counting cards raised)"),
                                                          say("Counters"), say("Points"), say("Rule")))
    return (f'<table class="ma-swiss-count" aria-label="{esc(say("The count of the tricks"))}"><thead><tr>{heads}'
            f'</tr></thead><tbody>{"".join(rows)}</tbody></table>')


RENDERER = Renderer(
    home=__name__,
    decisive=(Ask(("trick.win",), "Who wins the trick?"),
              Ask(("play.trump", "play.renounce"), "{seat} has no card of the suit led: what must they play?",
                          RULE, words=(("play.trump", "A trump"), ("play.renounce", "Any card: no trump either")),
                          shows=True),
              Ask(("count.no-counter", "count.one-counter", "count.two-counters", "count.three-counters"),
                  "How many points does {seat}'s trick count?", VALUE, key="points", span=4, cards=3),
              Ask(("game.winner", "game.tie"), "Who wins the game?")),
    games=("swiss-tarot",), kinds=DEALT, settle=SETTLE, request=request, body=body, controls=controls, act=act,
    picture=picture,
    options={
        "stakes": "each player's stake",
        "decisions": "the reader's cards so far (the dealer's discard first), separated by commas",
        "deals": "how many deals a sitting plays",
        "seat": "the seat the reader takes",
    },
    field_words={"discard": "The discard"},
)
"""The widgets of Swiss Tarot."""
