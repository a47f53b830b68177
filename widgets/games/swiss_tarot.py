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
from widgets.html import attrs, esc, plural
from widgets.renderer import DEALT, Renderer
from widgets.requests import Request, answer, number, table
from widgets.state import WidgetState
from widgets.steps import rule_link
from widgets.table import chips_words, held_above, locate, places_view, pots_text, steps_of, table_at
from widgets.tricks import continue_view, moves_view, trick_at, trick_taken, won_after


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
    where = f"deal {number + 1} of {len(response['deals'])}" if len(response["deals"]) > 1 else ""
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
                            f"Every step of deal {deal['number']} ({len(deal['steps'])})"),
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
    what = "to lay aside" if any(move["move"].startswith("discard ") for move in moves) else "to play"
    return moves_view(moves, whose, what)


# Controls ---------------------------------------------------------------------------------------

SETTLE = "Play these hands"
"""The scenario's button, which plays the hands the reader typed."""


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
        buttons = f'<button{attrs(type="button", data_action="settle")}>{SETTLE}</button>'
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
        roles = [*entry.get("roles", []), *(["you"] if seat == reader else [])]
        cards, hidden = entry.get("cards", []), entry.get("hidden", 0)
        if above and seat == reader:
            held = held_above(len(cards))
        elif hidden:
            held = f'<span class="ma-seat__none">{esc(plural(hidden + len(cards), "card"))} in hand</span>'
        elif cards:
            held = hand(cards)
        else:
            held = '<span class="ma-seat__none">' + ("no cards yet" if "pack" in now.get("places", {})
                                                     else "no cards left") + "</span>"
        points = entry.get("points", 0)
        taken = entry.get("tricks", 0)
        items.append(
            f'<li{attrs(class_="ma-seat", data_seat=seat)}><span class="ma-seat__name">{esc(names[seat])}</span>'
            f'<span class="ma-seat__role">{esc(", ".join(roles))}</span>{held}'
            f'<span class="ma-seat__total">{esc(plural(points, "point"))} this deal'
            + (f", {before[seat - 1] + points} in all" if deal["number"] > 1 else "") + "</span>"
            f'<span class="ma-seat__balance">{esc(plural(taken, "trick"))} taken, '
            f'{esc(chips_words(entry.get("chips", 0)))}</span></li>')
    return (f'<ol class="ma-seats" aria-label="The table, seat by seat, with the points of the tricks taken so '
            f'far">{"".join(items)}</ol>')


def _places(now: Snapshot) -> str:
    """The pack before it is dealt (by its count), the dealer's discard, and the pool, as the table stood."""
    pots = pots_text(now)
    return places_view(now, count_only=("pack",)) + (f'<p class="ma-swiss-note">The {esc(pots)}.</p>' if pots else "")


# The count --------------------------------------------------------------------------------------

def _count(deal: DealJson, local: int, names: dict[int, str]) -> str:
    """The tricks counted so far: whose, which, its cards with the counters marked, its value and its rule."""
    rows = []
    for row in _summary(deal)["count"]:
        if row["step"] is None or row["step"] > local:
            continue
        what = "Discard" if row["trick"] == 0 else f"Trick {row['trick']}"
        here = row["step"] == local
        rows.append(
            f'<tr{attrs(class_="is-current" if here else None, aria_current="step" if here else None)}>'
            f'<td>{esc(names[row["seat"]])}</td><td>{esc(what)}</td>'
            f'<td>{hand(row["cards"], frozenset(row["counters"]))}</td>'
            f'<td>{esc(len(row["counters"]))}</td><td>{esc(row["points"])}</td><td>{rule_link(row["rule"])}</td></tr>')
    if not rows:
        return ('<p class="ma-swiss-note">The tricks are counted once the 25 tricks are played; each player\'s '
                "points below are those of the tricks taken so far.</p>")
    return ('<table class="ma-swiss-count" aria-label="The count of the tricks"><thead><tr><th>Player</th>'
            '<th>Trick</th><th>Cards (counting cards raised)</th><th>Counters</th><th>Points</th><th>Rule</th>'
            f'</tr></thead><tbody>{"".join(rows)}</tbody></table>')


RENDERER = Renderer(
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
