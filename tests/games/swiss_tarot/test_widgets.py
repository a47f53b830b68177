"""The Swiss Tarot widgets in CPython: the play step by step, the reader's seat and cards, the count, the
scenario, the card faces, shared URLs and errors."""

from __future__ import annotations

import json
import re

from widgets.cards import card
from widgets.games import state_of
from widgets.live import respond
from widgets.render import root, step_count, view
from tests.support.swiss_tarot import LOSER_HANDS

PLAY = {"game": "swiss-tarot", "kind": "play", "seed": 42, "players": 3, "deals": "1"}
COUNT = {"game": "swiss-tarot", "kind": "steps", "seed": 0, "players": 3, "deals": "1", "step": 108}
HANDS = {"game": "swiss-tarot", "kind": "scenario", "hands": " | ".join(" ".join(h) for h in LOSER_HANDS)}


def ask(state: dict, **message: object) -> dict:
    return json.loads(respond(json.dumps({"state": state, **message})))


def cards_in(html: str, action: str = "card") -> list[str]:
    return re.findall(rf'data-action="{action}" data-value="([^"]+)"', html)


def test_italian_suits_trumps_and_the_fool_have_their_own_faces():
    for code in ("KSW", "1BA", "QCU", "10CO"):
        assert "<svg" in card(code) and "ma-card--trump" not in card(code)
    assert "ma-card--trump" in card("21T") and 'aria-label="trump 21 (the World)"' in card("21T")
    assert '<span class="ma-card__rank" aria-hidden="true">21</span>' in card("21T")
    fool = card("0X")
    assert "ma-card--fool" in fool and '<span class="ma-card__rank" aria-hidden="true"></span>' in fool
    assert "<svg" not in card("KS")


def test_play_walks_the_deal_with_the_trick_on_the_table_and_points():
    state = state_of(PLAY)
    first = view(state)
    assert "no cards yet" in first and "Step 1 of" in first
    mid = view(state.but(step=40))
    assert 'aria-label="Trick' in mid and "point" in mid and mid.count('class="ma-seat"') == 3
    last = view(state.but(step=step_count(state) - 1))
    assert 'class="ma-swiss-count"' in last and "78 in all" in last


def test_the_reader_takes_a_seat_chooses_a_card_and_an_illegal_card_is_refused():
    seated = ask(PLAY, action="seat", value="2")
    assert seated["ok"] and seated["state"]["seat"] == "2"
    at_turn = ask(seated["state"], action="step", value="last")
    html = at_turn["html"]
    offered = cards_in(html)
    illegal = re.findall(r'is-illegal" data-action="card" data-value="([^"]+)"', html)
    assert len(offered) == 25 and illegal
    mine = seats_of(html).split('data-seat="2"', 1)[1].split("</li>", 1)[0]
    assert "data-card=" not in mine and "25 cards in hand, shown above to choose from" in mine, "the hand is shown once"
    assert html.index('class="ma-choices"') < html.index('class="ma-seats"')
    legal = [c for c in offered if c not in illegal]
    played = ask(at_turn["state"], action="card", value=legal[0])
    assert played["ok"] and played["state"]["decisions"] == legal[0]
    # The view stops where the trick of the reader's card is won, complete with its winner; Continue goes on.
    won = state_of(played["state"])
    assert played["state"]["step"] < step_count(won) - 1 and "wins the trick with" in played["html"]
    assert 'data-action="step" data-value="last" data-go-on>Continue to your next turn' in played["html"]
    assert 'href="#swiss-tarot.trick.win"' in played["html"].split('class="ma-step__rule"', 1)[1].split("</p>", 1)[0]
    assert played["html"].count('class="ma-trick__play') == 3
    assert ask(played["state"], action="step", value="last")["state"]["step"] == step_count(won) - 1
    refused = ask(at_turn["state"], action="card", value=illegal[0])
    assert not refused["ok"] and refused["error"]["field"] == "decisions[0]"
    assert "you must follow suit" in refused["error"]["reason"] or "you must trump" in refused["error"]["reason"]
    assert "Your choice" in refused["html"] and refused["state"] == at_turn["state"]
    # The table is kept, the reason beside the cards to choose from.
    message, cards = refused["html"].index('class="ma-error"'), refused["html"].index('class="ma-choices"')
    assert refused["html"].index('class="ma-controls"') < message < cards and 'class="ma-seats"' in refused["html"]


def test_count_lists_each_trick_with_its_counters_and_rule():
    html = view(state_of(COUNT))
    assert 'class="ma-swiss-count"' not in html
    later = view(state_of({**COUNT, "step": 120}))
    rows = re.findall(r"<tr[^>]*><td>", later)
    assert len(rows) == 120 - 108 and 'href="#swiss-tarot.count.' in later
    assert 'aria-current="step"' in later


def test_scenario_plays_given_hands_and_refuses_a_bad_discard():
    html = view(state_of(HANDS))
    assert 'name="hand-1"' in html and 'name="decisions"' in html
    done = ask(HANDS, action="step", value="last")
    assert done["ok"] and "swiss-tarot.fool.lost" in done["html"]
    hands = {f"hand-{seat}": " ".join(h) for seat, h in enumerate(LOSER_HANDS, start=1)}
    bad = ask(HANDS, action="settle", value={**hands, "decisions": "1T 7SW 8SW"})
    assert not bad["ok"] and bad["error"]["field"] == "discard[0]" and "may not be laid aside" in bad["html"]
    good = ask(HANDS, action="settle", value={**hands, "decisions": "7SW 8SW 9SW"})
    assert good["ok"] and good["state"]["decisions"] == "7SW 8SW 9SW"


def test_static_and_live_views_agree_and_a_fragment_reopens_the_state():
    state = state_of({**PLAY, "step": 5, "seat": "3", "decisions": ""})
    static = view(state)
    assert static in root("swiss-tarot-play", state)
    again = ask(PLAY, fragment=state.to_fragment())
    assert again["ok"] and again["html"] == static and "ma-choices" in static
    moved = state_of({**PLAY, "step": 33})
    assert ask(PLAY, fragment=moved.to_fragment())["html"] == view(moved)


def test_a_bad_seed_or_player_count_is_refused_in_words():
    wrong = ask(PLAY, fragment="players=4")
    assert not wrong["ok"] and wrong["error"]["field"] == "players" and "three players" in wrong["html"]
    assert not ask(PLAY, action="apply", value={"seed": "x"})["ok"]


def seats_of(html: str) -> str:
    return re.search(r'<ol class="ma-seats".*?</ol>', html, re.S).group(0)


def test_each_step_draws_the_table_as_it_stood_then():
    state = state_of(PLAY)
    ante, dealt = seats_of(view(state)), seats_of(view(state.but(step=1)))
    last = seats_of(view(state.but(step=step_count(state) - 1)))
    assert ante.count("data-card=") == 0 and "no cards yet" in ante and ante.count("lost 1 chip") == 3
    assert dealt.count("data-card=") == 75 and "no cards yet" not in dealt
    assert last.count("data-card=") == 0 and "no cards left" in last and "won 2 chips" in last
    mid = seats_of(view(state.but(step=40)))
    assert 0 < mid.count("data-card=") < 75 and ">0 tricks taken" in ante and ">0 tricks taken" not in mid
    assert len({ante, dealt, seats_of(mid), last}) == 4


def test_a_seated_reader_sees_only_his_own_hand():
    seated = view(state_of({**PLAY, "seat": "2", "decisions": "", "step": 1}))
    seats = seats_of(seated)
    assert seats.count("data-card=") == 25 and seats.count("25 cards in hand") == 2


def test_the_reader_who_deals_lays_three_cards_aside_by_choosing_them():
    seated = ask(PLAY, action="seat", value="1")
    at_turn = ask(seated["state"], action="step", value="last")
    assert "Anne to lay aside" in at_turn["html"] and len(cards_in(at_turn["html"])) == 28
    illegal = re.findall(r'is-illegal" data-action="card" data-value="([^"]+)"', at_turn["html"])
    refused = ask(at_turn["state"], action="card", value=illegal[0])
    assert not refused["ok"] and "swiss-tarot.discard.forbidden" in refused["error"]["reason"]
    state = at_turn["state"]
    for _ in range(3):
        html = ask(state, action="step", value="last")["html"]
        legal = [c for c in cards_in(html) if c not in re.findall(r'is-illegal" data-action="card" data-value="([^"]+)"', html)]
        state = ask(state, action="card", value=legal[0])["state"]
    done = ask(state, action="step", value="last")["html"]
    discard = re.search(r'<li class="ma-place" data-place="discard">.*?</li>', done).group(0)
    assert discard.count("data-card=") == 3 and all(f'data-card="{c}"' in discard for c in state["decisions"].split(","))


def test_the_trick_is_drawn_only_while_one_is_in_play():
    state = state_of(PLAY)
    before, counted = view(state), view(state_of(COUNT))
    during, after = view(state.but(step=40)), view(state.but(step=step_count(state) - 1))
    assert 'class="ma-trick"' not in before + counted + after
    assert 'aria-label="Trick 9 on the table"' in during and during.count('class="ma-trick__play"') == 3
