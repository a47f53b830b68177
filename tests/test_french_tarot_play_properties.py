"""French Tarot's play against an independent statement of its rules, and over a thousand seeded deals played out:
every card played once, 91 points across the two piles, the Excuse's exchange balanced."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.games.french_tarot.counting import PACK_HALF_POINTS, count, half_points
from engine.games.french_tarot.dealing import TAROT, deal
from engine.games.french_tarot.hands import SIDES
from engine.games.french_tarot.play_out import Played, play_out
from engine.games.french_tarot.play_rules import EXCUSE, PETIT, rules
from engine.shuffle import random_source
from engine.tricks import Sides, Trick, TrickPlay, judge

KINGS = [TAROT.parse(code, "king") for code in ("RPI", "RCE", "RCA", "RTR")]


def allowed(card, hand, played, free=frozenset()) -> bool:
    """The rules of play stated card by card, apart from the engine's code: the Excuse (and a Petit imprenable)
    always; the suit led if held; else, or on a trump lead, a trump above every trump on the table if held, any
    trump if none is above; else any card."""
    if card == EXCUSE or card in free:
        return True
    table = [c for c in played if c != EXCUSE]
    if not table:
        return True
    led = table[0].suit
    mine = [c for c in hand if c != EXCUSE and c not in free]
    trumps = [c for c in mine if c.suit.code == "AT"]
    if led.code != "AT" and any(c.suit == led for c in mine):
        return card.suit == led
    if not trumps:
        return True
    if card.suit.code != "AT":
        return False
    best = max((c.rank.order for c in table if c.suit.code == "AT"), default=0)
    return card.rank.order > best or all(t.rank.order < best for t in trumps)


@st.composite
def positions(draw):
    """A hand and a partly played trick from a shuffled pack, and whether the hand's Petit is imprenable."""
    cards = draw(st.permutations(TAROT.cards))
    hand = cards[:draw(st.integers(1, 18))]
    played = cards[len(hand):len(hand) + draw(st.integers(0, 4))]
    free = frozenset({PETIT}) if PETIT in hand and draw(st.booleans()) else frozenset()
    return hand, played, free


@settings(max_examples=1500, deadline=None)
@given(positions())
def test_the_legal_cards_are_those_the_rules_allow(position):
    hand, played, free = position
    verdicts = judge(hand, Trick(0, list(enumerate(played))), rules(imprenable=bool(free)), free)
    assert list(verdicts) == list(hand)
    for card, refusal in verdicts.items():
        assert (refusal is None) == allowed(card, hand, played, free), (card, hand, played)
        if refusal is not None:
            assert refusal.rule in ("french-tarot.play.follow", "french-tarot.play.trump",
                                    "french-tarot.play.overtrump") and "you must" in refusal.reason
    assert any(refusal is None for refusal in verdicts.values())


@st.composite
def trump_positions(draw):
    """A hand rich in trumps facing a trick with trumps in it, so that overtrumping is tried often."""
    trumps = [card for card in TAROT.cards if card.suit.code == "AT"]
    others = [card for card in TAROT.cards if card.suit.code != "AT"]
    pool = draw(st.permutations(trumps))
    rest = draw(st.permutations(others))
    hand = pool[:draw(st.integers(0, 6))] + rest[:draw(st.integers(1, 6))]
    played = [*rest[6:6 + draw(st.integers(0, 2))], *pool[6:6 + draw(st.integers(1, 2))]]
    return draw(st.permutations(hand)), draw(st.permutations(played))


@settings(max_examples=800, deadline=None)
@given(trump_positions())
def test_overtrumping_and_trump_leads_follow_the_rules(position):
    hand, played = position
    for card, refusal in judge(hand, Trick(0, list(enumerate(played))), rules()).items():
        assert (refusal is None) == allowed(card, hand, played), (card, hand, played)


def random_chooser(rng: random.Random):
    """A simple legal chooser that also checks, at every turn, each card's verdict against :func:`allowed`."""
    def choose(play: TrickPlay):
        seat = play.to_play
        hand, on_table = play.hands[seat], play.current.cards()
        free = frozenset({PETIT}) if seat == play.imprenable else frozenset()
        for card, refusal in play.judge().items():
            assert (refusal is None) == allowed(card, hand, on_table, free), (card, hand, on_table)
        return rng.choice(play.legal())
    return choose


def deal_sides(players: int, rng: random.Random, hands) -> Sides:
    """A taker at random and, with five players, the partner who holds the king he calls (none if it is in the
    dog), shown when that king is played."""
    taker = rng.randrange(players)
    if players != 5:
        return Sides(tuple(0 if seat == taker else 1 for seat in range(players)))
    king = rng.choice(KINGS)
    partner = next((seat for seat, hand in enumerate(hands) if king in hand), taker)
    return Sides(tuple(0 if seat in (taker, partner) else 1 for seat in range(players)),
                 reveal=king if partner != taker else None)


def check_played(played: Played, hands, dog, players: int) -> None:
    """Every card played once, 91 points across the piles with the dog, each side's pile as large as its tricks
    but for the Excuse's exceptions, the Excuse's exchange made with a half-point card, chelem and petit au bout."""
    dealt = [card for hand in hands for card in hand]
    assert Counter(card for trick in played.tricks for card in trick.cards()) == Counter(dealt)
    assert Counter([*played.piles["taker"], *played.piles["defence"]]) == Counter(dealt)
    assert count([*played.piles["taker"], *dog]).half_points + count(played.piles["defence"]).half_points \
        == PACK_HALF_POINTS
    won = Counter(SIDES[played.sides.of[seat]] for seat in played.winners)
    expected = {side: players * won[side] for side in SIDES}
    for excused in played.excused:
        other = "defence" if excused.side == "taker" else "taker"
        last_won_by = SIDES[played.sides.of[played.winners[-1]]]
        if excused.rule == "french-tarot.excuse.owed" or (excused.rule == "french-tarot.excuse.last-trick"
                                                           and last_won_by != excused.side):
            expected[excused.side] += 1
            expected[other] -= 1
        if excused.given is not None:
            assert half_points(excused.given) == 1
            assert excused.given in played.piles[other] and excused.card in played.piles[excused.side]
    assert {side: len(played.piles[side]) for side in SIDES} == expected
    assert sum(excused.card == EXCUSE for excused in played.excused) == (EXCUSE in dealt)
    sweep = [side for side in SIDES if won[side] == len(played.tricks)]
    assert played.chelem == (sweep[0] if sweep else None)
    last = played.tricks[-1]
    if PETIT in last.cards():
        assert played.petit_au_bout == SIDES[played.sides.of[last.winner]] and played.petit_au_bout_last


@pytest.mark.parametrize("block", range(10))
def test_a_thousand_four_player_deals_played_out(block):
    for seed in range(block * 110, (block + 1) * 110):
        dealt = deal(4, random_source(seed))
        rng = random.Random(seed)
        sides = deal_sides(4, rng, dealt.hands)
        played = play_out(dealt.hands, rng.randrange(4), sides, random_chooser(rng), imprenable=seed % 3 == 0)
        check_played(played, dealt.hands, dealt.dog, 4)


@pytest.mark.parametrize("players", [3, 5])
def test_deals_of_three_and_five_played_out(players):
    for seed in range(150):
        dealt = deal(players, random_source(seed))
        rng = random.Random(seed)
        sides = deal_sides(players, rng, dealt.hands)
        played = play_out(dealt.hands, 0, sides, random_chooser(rng), imprenable=seed % 2 == 0)
        check_played(played, dealt.hands, dealt.dog, players)
