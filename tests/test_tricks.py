"""The shared trick engine against an independent, brute-force statement of the rules of play."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import FRENCH, ITALIAN_TAROT
from engine.explain import Explanation
from engine.packs import PACKS
from engine.rules import Rule, RuleBook
from engine.sources import MAISON_ACADEMIQUE
from engine.table import Direction, Table
from engine.trick_words import TRICK_WORDS
from engine.tricks import IllegalPlay, Trick, TrickPlay, TrickRules, judge, winner

PIQUET = PACKS["french-32"].cards
TAROT = PACKS["tarot-78-italian"].cards
FOOL = ITALIAN_TAROT.parse("FOOL")
IDS = ("t.lead", "t.follow", "t.trump", "t.discard", "t.win", "t.excuse")
BOOK = RuleBook(Rule(rule_id, rule_id, "A rule of the test.", MAISON_ACADEMIQUE) for rule_id in IDS)


def rules_for(trump, must_trump=True, excuse=None):
    return TrickRules(power=lambda c: c.rank.order, trump=trump, lead="t.lead", follow="t.follow",
                      trump_rule="t.trump", discard="t.discard", win="t.win", must_trump=must_trump, excuse=excuse,
                      excuse_rule="t.excuse" if excuse else "")


def allowed(card, hand, led, rules):
    """The rules of play stated card by card, without the engine's code."""
    if led is None or card == rules.excuse or card.suit == led:
        return True
    if any(c.suit == led and c != rules.excuse for c in hand):
        return False
    if rules.must_trump and any(c.suit == rules.trump and c != rules.excuse for c in hand):
        return card.suit == rules.trump
    return True


@st.composite
def positions(draw, pack, excuse=None):
    """A hand and a partly played trick, dealt from a shuffled pack, with a trump suit or none."""
    cards = draw(st.permutations(pack))
    hand = cards[:draw(st.integers(1, 8))]
    played = cards[len(hand):len(hand) + draw(st.integers(0, 4))]
    suits = sorted({c.suit for c in pack if c != excuse}, key=lambda s: s.code)
    trump = draw(st.sampled_from([None, *suits]))
    return hand, played, rules_for(trump, draw(st.booleans()), excuse)


def trick_of(played):
    trick = Trick(0)
    trick.plays = [(seat, card) for seat, card in enumerate(played)]
    return trick


@settings(max_examples=400)
@given(positions(PIQUET))
def test_legal_moves_match_the_rules_stated_card_by_card(position):
    hand, played, rules = position
    trick = trick_of(played)
    led = next((c.suit for c in played), None)
    verdicts = judge(hand, trick, rules)
    assert list(verdicts) == list(hand)
    for card, refusal in verdicts.items():
        assert (refusal is None) == allowed(card, hand, led, rules), (card, hand, played)
        if refusal is not None:
            assert refusal.rule in ("t.follow", "t.trump") and "you must" in refusal.reason
    assert any(refusal is None for refusal in verdicts.values())


@settings(max_examples=300)
@given(positions(TAROT, FOOL))
def test_the_excuse_may_always_be_played_and_does_not_set_the_suit(position):
    hand, played, rules = position
    trick = trick_of(played)
    led = next((c.suit for c in played if c != FOOL), None)
    for card, refusal in judge(hand, trick, rules).items():
        assert (refusal is None) == allowed(card, hand, led, rules)
        if card == FOOL:
            assert refusal is None


@settings(max_examples=300)
@given(positions(TAROT, FOOL))
def test_the_winner_is_the_highest_trump_else_the_highest_of_the_suit_led(position):
    hand, played, rules = position
    if not [c for c in played if c != FOOL]:
        return
    _, card = winner(trick_of(played), rules)
    trumps = [c for c in played if c.suit == rules.trump and c != FOOL]
    led = next(c.suit for c in played if c != FOOL)
    expected = max(trumps or [c for c in played if c.suit == led], key=lambda c: c.rank.order)
    assert card == expected != FOOL


@pytest.mark.parametrize("seed", range(30))
def test_a_hand_played_out_puts_every_card_in_exactly_one_pile(seed):
    rng = random.Random(seed)
    players = rng.choice([3, 4])
    deck = list(TAROT)
    rng.shuffle(deck)
    size = 78 // players
    hands = [deck[i * size:(i + 1) * size] for i in range(players)]
    rules = rules_for(ITALIAN_TAROT.parse("1T").suit, excuse=FOOL)
    names = [f"P{n}" for n in range(players)]
    explanation = Explanation(BOOK, words=TRICK_WORDS, players=names)
    play = TrickPlay(hands, Table(players, Direction.ANTICLOCKWISE), 0, rules, names, explanation)
    while not play.is_over():
        seat = play.to_play
        legal = play.legal()
        illegal = [card for card, refusal in play.judge().items() if refusal]
        for card in illegal:
            with pytest.raises(IllegalPlay):
                play.play(card)
        assert play.to_play == seat
        play.play(rng.choice(legal))
    piles = [card for pile in play.captured for card in pile]
    assert sorted(map(str, piles)) == sorted(str(c) for hand in hands for c in hand)
    assert len(play.tricks) == size
    assert all(trick.winner is not None and len(trick.plays) == players for trick in play.tricks)
    assert sum(step.rule.id == "t.win" for step in explanation.steps) == size
    owner = next((seat for seat, hand in enumerate(hands) if FOOL in hand), None)
    assert owner is None or FOOL in play.captured[owner]


def test_play_order_is_the_table_s_and_the_winner_leads_next():
    spade, heart = FRENCH.parse("AS").suit, FRENCH.parse("AH").suit
    hands = [[FRENCH.parse(c) for c in hand.split()] for hand in ("KS 7H", "9S 8H", "QS 10H")]
    play = TrickPlay(hands, Table(3, Direction.ANTICLOCKWISE), 1, rules_for(heart))
    assert play.to_play == 1
    play.play(FRENCH.parse("9S"))
    assert play.to_play == 0
    play.play(FRENCH.parse("KS"))
    trick = play.play(FRENCH.parse("QS"))
    assert trick is not None and trick.winner == 0 and trick.led_suit(play.rules) == spade
    assert play.to_play == 0 and play.captured[0] == [FRENCH.parse(c) for c in ("9S", "KS", "QS")]
    with pytest.raises(IllegalPlay) as raised:
        play.play(FRENCH.parse("AS"))
    assert raised.value.refusal is None


def test_choices_and_json_name_the_rule_of_each_refused_card():
    heart = FRENCH.parse("AH").suit
    hands = [[FRENCH.parse(c) for c in hand.split()] for hand in ("KS 7H", "9S 8H 10D", "QS 10H")]
    play = TrickPlay([hands[0], hands[1][:2], hands[2]], Table(3, Direction.CLOCKWISE), 0, rules_for(heart))
    play.play(FRENCH.parse("KS"))
    assert play.choices() == [
        {"card": "9S", "legal": True},
        {"card": "8H", "legal": False, "rule": "t.follow",
         "reason": "spades were led, so you must follow suit: play 9♠",
         "said": {"id": "trick.must-follow", "cards": {"allowed": ["9S"], "excused": []}, "suits": {"led": "S"}}},
    ]
    assert play.as_dict()["current"] == {"leader": 1, "cards": [[1, "KS"]], "winner": None}
    assert play.as_dict()["hands"] == [["7H"], ["9S", "8H"], ["QS", "10H"]]


def test_the_widget_shows_the_trick_at_each_step_and_the_reasons_of_refused_cards():
    from widgets.tricks import CardChoice, choices_view, table_trick_view, trick_view

    def offered(play):
        return [CardChoice(c["card"], c["legal"], c.get("reason", "")) for c in play.choices()]

    heart = FRENCH.parse("AH").suit
    hands = [[FRENCH.parse(c) for c in hand.split()] for hand in ("KS 7H", "9S 8H", "QS 10H")]
    names = ["Anne", "Blaise", "Claude"]
    explanation = Explanation(BOOK, words=TRICK_WORDS, players=names)
    play = TrickPlay(hands, Table(3, Direction.CLOCKWISE), 0, rules_for(heart), names, explanation)
    for code in ("KS", "9S", "QS"):
        play.play(FRENCH.parse(code))
    play.play(FRENCH.parse("7H"))
    names = {1: "Anne", 2: "Blaise", 3: "Claude"}
    table = {"trick": {"number": 2, "leader": 1, "plays": [{"seat": 1, "card": "7H"}]}}
    html = table_trick_view(table, names)
    assert "Trick 2" in html and 'data-card="7H"' in html and table_trick_view({}, names) == ""
    html = trick_view(1, [(1, "KS"), (2, "9S")], names, winner=1)
    assert "Trick 1" in html and html.count('class="ma-trick__play') == 2 and "is-winner" in html
    html = choices_view(offered(play), "Blaise")
    assert 'data-action="card" data-value="8H"' in html and "is-illegal" not in html
    play.hands[1].append(FRENCH.parse("9D"))
    html = choices_view(offered(play), "Blaise")
    assert 'class="ma-choice is-illegal" data-action="card" data-value="9D"' in html
    assert "you must follow suit" in html and "Blaise to play: 1 card allowed: 8♥." in html
    assert 'aria-disabled="true"' in html and '<p class="ma-choices__why">Not allowed now: hearts were led' in html
