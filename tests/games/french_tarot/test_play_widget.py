"""French Tarot's play widget: a deal watched step by step with the trick and the piles as they stood, a reader's
seat choosing its bid, declaration and cards as buttons, an illegal card dimmed with its reason and refused in
words, and the state in the URL."""

from __future__ import annotations

import html as markup
import json
import re

from widgets.games import state_of
from widgets.games.french_tarot.play import request
from widgets.live import respond
from widgets.render import view
from widgets.state import WidgetState

PLAY = {"game": "french-tarot", "kind": "play", "players": 4, "seed": 3}


def text(html: str) -> str:
    return re.sub(r"\s+", " ", markup.unescape(re.sub(r"<[^>]+>", " ", html)))


def send(state: dict, action: str, value: object) -> dict:
    return json.loads(respond(json.dumps({"state": state, "action": action, "value": value})))


def test_a_watched_deal_shows_the_trick_and_the_piles_as_they_stood():
    first = text(view(state_of(PLAY)))
    assert "Step 1 of" in first and "Trick" not in first
    middle = view(state_of({**PLAY, "step": 60}))
    assert 'class="ma-trick"' in middle and 'class="ma-piles"' in middle
    last = send({**PLAY}, "step", "last")
    assert last["ok"] and "Denise loses the prise" in text(last["html"]) and "step=" in last["fragment"]


def test_a_seated_reader_bids_declares_and_plays_a_card_by_buttons():
    seated = send({**PLAY}, "seat", "2")
    assert seated["ok"] and 'data-action="choose" data-value="pass"' in seated["html"]
    answer = send(seated["state"], "choose", "pass")
    assert 'data-action="choose" data-value="nothing"' not in answer["html"], "nothing to declare: no question"
    assert 'data-action="card" data-value="10TR"' in answer["html"]
    assert "is-illegal" in answer["html"] and "may not be played now" in markup.unescape(answer["html"])
    played = send(answer["state"], "card", "10TR")
    assert played["ok"] and played["state"]["decisions"] == "pass, play 10TR"
    assert "decisions=pass%2C+play+10TR" in played["fragment"]
    refused = send(answer["state"], "card", "6PI")
    assert not refused["ok"] and refused["error"]["field"] == "decisions[1]"
    assert "rule french-tarot.play.follow" in refused["error"]["reason"]


# Hands given by the reader, house rules, hands sorted --------------------------------------------

GIVEN = ["RPI 1PI 9CA 12AT DTR 15AT DCE 7CE 4AT 7AT 3AT DPI CPI CTR 10CA 8TR VPI 19AT",
         "7CA 3CE 3CA 5AT 2AT 7TR 9TR 8AT 9CE 8CE 5TR 4CA RCE VCA 9PI 17AT 7PI RTR",
         "8PI 6AT 3TR 0EX 5CA 4PI 10AT 1CE 8CA 10TR 5CE 1AT 2CA 10CE 2TR 14AT 21AT 10PI",
         "11AT 6CA 3PI DCA VTR 4CE 1CA 2PI 2CE 5PI 6PI 4TR 20AT RCA 6TR 13AT 18AT 9AT"]
SCENARIO = {"game": "french-tarot", "kind": "scenario", "hands": "|".join(GIVEN), "dog": "VCE CCA CCE 1TR 6CE 16AT"}


def seat_cards(html: str, seat: int) -> list[str]:
    block = html.split(f'data-seat="{seat}"', 1)[1].split("</li>", 1)[0]
    return re.findall(r'data-card="([^"]+)"', block)


def test_a_scenario_of_given_hands_is_played_with_its_form_and_its_url():
    html = view(state_of({**SCENARIO, "seat": "1", "step": 1}))
    for seat, hand in enumerate(GIVEN, start=1):
        assert f'name="hand-{seat}" value="{hand}"' in html
    assert 'name="dog" value="VCE CCA CCE 1TR 6CE 16AT"' in html and 'data-action="apply">Play these hands' in html
    assert 'name="seed"' not in html and "The hands and the dog are given" in text(html)
    assert sorted(seat_cards(html, 1)) == sorted(GIVEN[0].split())
    answer = send({**SCENARIO}, "step", "last")
    assert answer["ok"] and "hands=" in answer["fragment"] and "dog=" in answer["fragment"]
    assert "points: a hand score of" in text(answer["html"])


def test_a_bad_given_hand_is_refused_in_words():
    form = {f"hand-{seat}": hand for seat, hand in enumerate(GIVEN, start=1)}
    answer = send({**SCENARIO}, "apply", {**form, "hand-4": GIVEN[3].rsplit(" ", 1)[0]})
    assert not answer["ok"] and answer["error"]["field"] == "hands[3]"
    assert answer["error"]["reason"] == "Denise holds 17 cards: with 4 players each is dealt 18"
    assert answer["state"]["hands"] == SCENARIO["hands"] and 'class="ma-seats"' in answer["html"]


def test_the_house_rules_have_a_labelled_control_each_kept_in_the_url():
    state = {**PLAY, "pousse": "yes", "prise": "no", "misere": "yes", "soft_shuffle": "yes", "announce": "yes",
             "dog_after": "3 6 9 12 15 18"}
    html = view(state_of(state))
    for name in ("pousse", "misere", "soft_shuffle", "announce"):
        assert re.search(rf'<select name="{name}">.*?<option value="yes" selected>', html), name
    assert re.search(r'<select name="prise">.*?<option value="no" selected>', html)
    assert 'name="dog_after" value="3 6 9 12 15 18"' in html and "(house rule)" in text(html)
    fragment = state_of(state).to_fragment()
    assert WidgetState.from_fragment(fragment, state_of(PLAY)) == state_of(state)
    answer = send(state, "apply", {"pousse": "no", "prise": "yes"})
    assert answer["ok"] and "pousse=no" in answer["fragment"] and "misere=yes" in answer["fragment"]


def test_each_hand_is_shown_sorted_trumps_first_then_the_suits():
    html = view(state_of({**SCENARIO, "seat": "3", "step": 1}))
    assert seat_cards(html, 3) == ["0EX", "21AT", "14AT", "10AT", "6AT", "1AT", "10PI", "8PI", "4PI", "10CE", "5CE",
                                   "1CE", "10TR", "3TR", "2TR", "8CA", "5CA", "2CA"]


def test_the_new_house_rules_have_controls_kept_in_the_url_and_asked_of_the_engine():
    state = {**PLAY, "seed": 8, "petit_imprenable": "yes", "maldonne": "yes", "maldonne_below": "3",
             "parole": "any"}
    shown = state_of(state)
    html = view(shown)
    for name, value in (("petit_imprenable", "yes"), ("maldonne", "yes"), ("maldonne_below", "3"),
                        ("parole", "any")):
        assert re.search(rf'<select name="{name}">.*?<option value="{value}" selected>', html), name
    words = text(html)
    assert "The parole bid (house rule)" in words and "The Petit imprenable: a lone Petit played like the Excuse" \
        in words and "House rules: 4 chosen" in words
    assert WidgetState.from_fragment(shown.to_fragment(), state_of(PLAY)) == shown
    asked = request(shown)
    assert (asked["petit_imprenable"], asked["maldonne"], asked["maldonne_below"], asked["parole"]) == (
        True, True, 3, "any")
    assert "parole" not in request(state_of(PLAY))
    # The engine decides: seed 8's void deal is taken in the parole's second round, told in the steps.
    answer = send(state, "step", "last")
    assert answer["ok"] and "says parole" in text(answer["html"]) and "parole=any" in answer["fragment"]
    # A reader who may say parole has it as a button.
    seated = send({**PLAY, "seed": 8, "parole": "prise"}, "seat", "4")
    assert 'data-action="choose" data-value="parole"' in seated["html"] and "Say parole" in seated["html"]
    # A seated reader whose hand allows a maldonne is asked by buttons, and the choice joins the link.
    asked = send({**PLAY, "seed": 51, "maldonne": "yes"}, "seat", "1")
    assert 'data-action="choose" data-value="maldonne"' in asked["html"] and "Call a maldonne" in asked["html"]
    called = send(asked["state"], "choose", "maldonne")
    assert called["ok"] and called["state"]["decisions"] == "maldonne" and "maldonne=yes" in called["fragment"]


# Choices that show their legality, and each trick shown to its end ----------------------------------------------

def test_a_refused_bid_is_marked_disabled_with_its_reason_written_beside_it():
    seated = send({**PLAY, "seed": 2}, "seat", "2")
    html = seated["html"]
    prise = re.search(r'<li class="is-illegal"><button[^>]*data-value="prise"[^>]*>.*?</li>', html).group(0)
    assert 'aria-disabled="true"' in prise and "title=" not in prise
    written = re.search(r'<span class="ma-choices__why"[^>]*>(.*?)</span>', prise).group(1)
    assert markup.unescape(written).startswith("Not allowed: a prise is no higher than the garde already bid")
    assert re.search(r'<li><button[^>]*data-value="garde-sans"', html), "a legal bid is a plain button"
    assert "You (Blaise): choose (3 of 6 allowed)." in text(html)
    # Chosen anyway (by keyboard, say), the refused bid still brings the engine's reason in words.
    refused = send(seated["state"], "choose", "prise")
    assert not refused["ok"] and "no higher than the garde" in refused["error"]["reason"]


def test_the_prompt_names_the_cards_allowed_and_groups_the_refused_under_their_reason():
    answer = send(send({**PLAY}, "seat", "2")["state"], "choose", "pass")
    words = text(answer["html"])
    assert "You (Blaise) to play: 5 cards allowed: every ♣." in words
    assert "Not allowed now: clubs were led, so you must follow suit" in words
    refused = re.findall(r'<button[^>]*is-illegal[^>]*aria-disabled="true"', answer["html"])
    assert len(refused) == 13 and answer["html"].count('class="ma-choices__refused"') == 1
    played = send(answer["state"], "card", "10TR")
    later = send(send(played["state"], "step", "last")["state"], "step", "last")
    assert "1 card allowed: 6♠." in text(later["html"])


def test_after_the_readers_card_the_trick_is_shown_to_its_end_with_its_winner():
    answer = send(send({**PLAY}, "seat", "2")["state"], "choose", "pass")
    played = send(answer["state"], "card", "10TR")
    html = played["html"]
    assert played["ok"] and played["state"]["step"] == 32 and "step=32" in played["fragment"]
    assert "Claude wins trick 1 with trump 3" in text(html), "the step's sentence says the trick's end"
    trick = re.search(r'<section class="ma-trick".*?</section>', html).group(0)
    assert re.findall(r'data-card="([^"]+)"', trick) == ["RTR", "3AT", "10TR", "DTR"]
    assert 'class="ma-trick__play is-winner" data-seat="3"' in trick
    assert "Claude wins the trick with trump 3." in text(trick)
    assert 'data-action="step" data-value="last" data-go-on>Continue to your next turn' in html
    assert 'data-action="card"' not in html, "the next choice waits for Continue"
    going = send(played["state"], "step", "last")
    assert going["state"]["step"] == 33 and 'data-action="card"' in going["html"]
    # Stepping back from any later view shows each completed trick, complete, at its win.
    back = view(state_of({**going["state"], "step": 32}))
    assert re.search(r'<section class="ma-trick".*?</section>', back).group(0) == trick


def test_at_the_readers_card_the_trick_sits_above_the_hand_which_is_shown_once():
    answer = send(send({**PLAY}, "seat", "2")["state"], "choose", "pass")
    html = answer["html"]
    assert html.index('class="ma-trick"') < html.index('class="ma-choices"') < html.index('class="ma-seats"')
    mine = html.split('class="ma-seats"', 1)[1].split('data-seat="2"', 1)[1].split("</li>", 1)[0]
    assert "data-card=" not in mine and "18 cards in hand, shown above to choose from" in text(mine)
    assert html.count('class="ma-trick"') == 1


def test_in_predict_mode_the_trick_of_the_readers_card_is_asked_before_its_winner_is_shown():
    won = {**PLAY, "seat": "2", "decisions": "pass, play 10TR", "step": 32, "predict": "1"}
    asked = view(state_of(won))
    trick = re.search(r'<section class="ma-trick".*?</section>', asked).group(0)
    assert "Step 33 of 34: predict" in text(asked) and re.findall(r'data-card="([^"]+)"', trick) == [
        "RTR", "3AT", "10TR", "DTR"], "the question shows the trick complete"
    assert "is-winner" not in trick and "Claude wins" not in asked and "Continue" not in asked
    shown = view(state_of({**won, "revealed": 32}))
    assert "Claude wins the trick with trump 3." in text(shown) and "Continue to your next turn" in shown


def test_the_ecart_names_the_cards_allowed_and_strikes_out_the_kings_and_trumps_under_their_rule():
    taken = send({"game": "french-tarot", "kind": "steps", "players": 4, "seed": 1, "seat": "3"}, "choose", "prise")
    html = taken["html"]
    assert "You (Claude) to put a card aside: 13 cards allowed: 5♥, 2♥, every ♦, C♣" in text(html)
    headings = [markup.unescape(words) for words in re.findall(r'<p class="ma-choices__why">(.*?)</p>', html)]
    assert headings == ["Not allowed now: a trump goes aside only when nothing else can: Claude still has other "
                        "cards to put aside", "Not allowed now: a King is never put aside",
                        "Not allowed now: an oudler is never put aside"]
    king = re.search(r'<button[^>]*data-value="ecart RPI"[^>]*>', html).group(0)
    assert 'aria-disabled="true"' in king and "is-illegal" in king and 'data-action="choose"' in king
