"""The Homme d'Auvergne widgets in CPython: each kind renders, the reader's seat gets its cards as buttons, a
card chosen moves the play on, an illegal card is refused with the rule's reason, and a fragment reopens a
state."""

from __future__ import annotations

import json

from engine.api import handle
from widgets.games import state_of
from widgets.games.homme import act
from widgets.live import respond
from widgets.predict import question, right_answers
from widgets.render import step_count, view
from widgets.state import WidgetState

PLAY = state_of({"game": "homme", "kind": "play", "seed": "3", "players": "4"})
SCENARIO = state_of({"game": "homme", "kind": "scenario", "trump": "JH",
                                    "hands": "QD 8S AS 8D KD | AH 8C AC JD 10C | 10S 9C JS 10H 9H"})


def send(state: WidgetState, action: str, value: object = None) -> dict:
    return json.loads(respond(json.dumps({"state": state.as_dict(), "action": action, "value": value})))


def test_every_kind_renders_with_the_table_and_the_steps():
    for state in (PLAY, PLAY.but(kind="steps"), SCENARIO):
        html = view(state)
        assert 'class="ma-seats"' in html and "Step 1 of" in html and 'class="ma-steps"' in html


def test_a_seat_offers_the_readers_cards_and_a_card_moves_the_play_on():
    answer = send(SCENARIO.but(kind="scenario"), "seat", "1")
    assert answer["ok"], answer
    seated = state_of(answer["state"])
    assert 'data-action="card"' in answer["html"] and "You (Anne) to play" in answer["html"]
    answer = send(seated, "card", "AS")
    assert answer["ok"] and answer["state"]["decisions"] == "AS"
    # The view stops where the trick of the reader's card is won: complete, its winner marked and said.
    trick = answer["html"].split('<section class="ma-trick"', 1)[1].split("</section>", 1)[0]
    assert trick.count('class="ma-trick__play') == 3 and "is-winner" in trick and "wins the trick with" in trick
    assert 'data-action="step" data-value="last" data-go-on>Continue to your next turn' in answer["html"]


def test_an_illegal_card_is_refused_with_the_rules_reason():
    seated = act(SCENARIO, "seat", "1")
    assert seated is not None
    answer = send(seated, "card", "QD")
    assert not answer["ok"] and answer["error"]["field"] == "decisions[0]"
    assert "must follow suit" in answer["html"] and answer["state"] == seated.as_dict()


def test_the_play_widget_plays_a_whole_hand_by_choices():
    state = act(PLAY, "seat", "2")
    assert state is not None
    for _ in range(5):
        html = view(state)
        if 'data-action="card"' not in html:
            break
        legal = html.split('class="ma-choice" data-action="card" data-value="')[1].split('"')[0]
        changed = act(state, "card", legal)
        assert changed is not None
        assert "wins the trick with" in view(changed), "each trick is shown to its end after the reader's card"
        state = changed.but(step=step_count(changed) - 1)
    assert 'data-action="card"' not in view(state) and "the Man," in view(state)


def test_a_fragment_reopens_the_same_view():
    state = act(PLAY, "seat", "1")
    assert state is not None
    again = WidgetState.from_fragment(state.to_fragment(), PLAY)
    assert view(again) == view(state)


def test_changing_players_or_redealing_clears_the_readers_cards():
    state = PLAY.with_options(seat="2", decisions="KS")
    assert act(state, "players", "3").option("decisions") == "" and act(state, "players", "3").option("seat") == ""
    assert act(state, "new-deal", None).option("decisions") == ""


def test_each_step_draws_its_own_table():
    # Step 1 (the draw for the deal): one card before each player, nothing turned, the whole talon less them.
    steps = PLAY.but(kind="steps")
    first, dealt, last = (view(steps.but(step=step)) for step in (0, 3, step_count(steps) - 1))
    assert first != last
    assert _seats(first).count("data-card=") == 4 and _seats(last).count("data-card=") == 0
    assert "no card turned yet" in first and "28 cards" in first
    assert "no card turned yet" in dealt and "12 cards" in dealt and "is-down" in dealt
    # The last step: every card taken in tricks, the hands empty, the result said.
    assert "no card turned yet" not in last and 'class="ma-piles"' in last and "the deal." in last
    assert 'class="ma-piles"' not in first


def _seats(html: str) -> str:
    """The seats of a widget's table."""
    return html.split('class="ma-seats"')[1].split("</ol>")[0]


def test_a_seated_reader_sees_only_their_own_cards():
    state = act(PLAY, "seat", "2")
    assert state is not None
    waiting = view(state)
    seats = _seats(view(state.but(step=state.step - 1))).split("<li")[1:]
    assert "ma-card--back" not in seats[1] and "is-down" in seats[1]
    assert all("ma-card--back" in seat and "is-down" not in seat for number, seat in enumerate(seats) if number != 1)
    # At the reader's turn the hand is the choices above the table, not shown a second time in the seat.
    mine = _seats(waiting).split("<li")[2]
    assert "ma-card" not in mine and "in hand, shown above to choose from" in mine
    assert waiting.index('class="ma-choices"') < waiting.index('class="ma-seats"')


def test_a_seat_asked_to_turn_up_gets_buttons_and_the_steps_say_the_choice():
    # In the seeded deal Denise, in seat 4, is asked whether to turn up the talon's top card.
    seated = act(PLAY, "seat", "4")
    assert seated is not None
    html = view(seated)
    assert "You (Denise) to choose: turn up the talon&#x27;s next card, or pass?" in html
    assert 'data-action="choose" data-value="turn"' in html and 'data-action="choose" data-value="pass"' in html
    assert 'data-action="card"' not in html
    answer = send(seated, "choose", "pass")
    assert answer["ok"] and answer["state"]["decisions"] == "pass"
    assert "Denise does not turn up the talon&#x27;s top card by choice." in answer["html"]


def test_a_refused_choice_gives_the_field_and_the_reason():
    seated = act(PLAY, "seat", "4")
    assert seated is not None
    answer = send(seated, "choose", "show")
    assert not answer["ok"] and answer["error"]["field"] == "decisions[0]"
    assert "the moves are turn, pass" in answer["error"]["reason"] and answer["state"] == seated.as_dict()


def test_a_reader_who_watches_sees_the_seats_choose():
    html = view(PLAY.but(step=step_count(PLAY) - 1))
    assert 'data-action="choose"' not in html and "Denise turns up the talon&#x27;s top card, holding" in html


def test_a_king_is_shown_or_kept_by_buttons():
    # Anne turns up the jack of hearts holding its King; Claude says play first, and Anne keeps the King hidden.
    kings = state_of({"game": "homme", "kind": "scenario", "trump": "JH",
                                     "hands": "KH 8S AS 8D 9H | AH 8C JC JD 10S | 10H 9C JS QH 9D"})
    seated = act(act(kings, "seat", "1") or kings, "choose", "turn")
    assert seated is not None and seated.option("decisions") == "turn"
    html = view(seated)
    assert "show your King of the turn-up&#x27;s suit for a point, or keep it hidden?" in html
    assert 'data-value="show">Show the King</button>' in html and 'data-value="keep">Keep it hidden</button>' in html
    kept = act(seated, "choose", "keep")
    assert kept is not None and kept.option("decisions") == "turn,keep"
    assert "Anne keeps the King of the turn-up&#x27;s suit hidden as Claude said play first" in view(kept)


def test_a_deal_asked_for_a_step_past_its_end_shows_its_end() -> None:
    """A link or a key that asks a deal widget for a step beyond its last shows the last, as every deal widget
    does, never the last-resort error."""
    placed = state_of({"game": "homme", "kind": "deal", "seed": 3}).as_dict()
    for message in ({"fragment": "game=homme&kind=deal&step=999"}, {"action": "step", "value": 10000}):
        answer = json.loads(respond(json.dumps({"state": placed, **message})))
        assert answer["ok"], answer.get("error")
        assert "could not read" not in answer["html"] and "ma-card" in answer["html"]



def test_the_question_of_the_deal_accepts_what_the_tricks_decide() -> None:
    """At the end of the play the class is asked whether the Man wins, and by which rule; the answer marked right is
    the one the tricks give, worked out here from the step's trick counts: three tricks or more win; no trick, or
    another player's three, or one trick against another's two lose; the other counts turn on who was first, and
    then the answer must agree with the deal's result."""
    checked = set()
    for seed in range(30):
        for players in (3, 4, 5):
            state = state_of({"game": "homme", "kind": "play", "seed": seed, "players": players, "predict": True})
            response = handle({"action": "play", "game": "homme", "seed": seed, "players": players})
            for step in (step for deal in response["deals"] for step in deal["steps"]):
                if not step["rule"].startswith("homme.win."):
                    continue
                man, tricks = step["seats"][0], step["data"]["tricks"]
                mine = tricks[man - 1]
                most_other = max(count for seat, count in enumerate(tricks, 1) if seat != man)
                asked = question(state, step)
                _, rule = right_answers(state, step)
                assert asked is not None and rule is not None
                answer, words = asked.rules[rule], asked.rule_words[rule]
                if mine >= 3:
                    assert answer == "homme.win.three-tricks"
                elif mine == 0 or most_other >= 3 or most_other > mine:
                    assert answer == "homme.win.lose"
                else:
                    assert (answer == "homme.win.lose") == (step["data"]["result"] == "lost")
                assert words.startswith("The Man loses" if answer == "homme.win.lose" else "The Man wins")
                checked.add(answer)
    assert checked == {"homme.win.three-tricks", "homme.win.first-to-two", "homme.win.lose"}
