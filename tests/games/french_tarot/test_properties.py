"""French Tarot's play against an independent statement of its rules, and two thousand seeded deals played out for
each number of players: every card played once and legally, 91 points across the two piles, the Excuse's exchange
balanced, the scores summing to zero."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.excuse import Taken
from engine.games.french_tarot.contracts import CONTRACTS, SIDES
from engine.games.french_tarot.counting import PACK_HALF_POINTS, count, half_points
from engine.games.french_tarot.dealing import TAROT, deal
from engine.games.french_tarot.piles import Played, play_out
from engine.games.french_tarot.policies import choose as policy
from engine.games.french_tarot.scoring import Scale, ScoredDeal
from engine.games.french_tarot.tricks import EXCUSE, PETIT, rules
from engine.ledger import Ledger
from engine.shuffle import random_source
from engine.tricks import Sides, Trick, TrickPlay, judge

pytestmark = pytest.mark.slow
"""Left out of the quick path (`-m 'not slow'`): property tests over many generated deals."""

KINGS = [TAROT.parse(code, "king") for code in ("RPI", "RCE", "RCA", "RTR")]


def allowed_cards(hand, played, free=frozenset()) -> set[str]:
    """The codes of the cards of ``hand`` the rules of play allow, stated position by position apart from the
    engine's code: the Excuse (and a Petit imprenable) always; the suit led if held; else, or on a trump lead, a
    trump above every trump on the table if held, any trump if none is above; else any card."""
    table = [c for c in played if c.code != EXCUSE.code]
    always = {c.code for c in hand if c.code == EXCUSE.code or c in free}
    if not table:
        return {c.code for c in hand}
    led = table[0].suit.code
    mine = [c for c in hand if c.code not in always]
    following = [c.code for c in mine if c.suit.code == led]
    if led != "AT" and following:
        return always | set(following)
    trumps = [c for c in mine if c.suit.code == "AT"]
    if not trumps:
        return {c.code for c in hand}
    best = max((c.rank.order for c in table if c.suit.code == "AT"), default=0)
    return always | {t.code for t in [t for t in trumps if t.rank.order > best] or trumps}


def allowed(card, hand, played, free=frozenset()) -> bool:
    """Whether the rules of play allow ``card`` of ``hand`` on the cards ``played`` (:func:`allowed_cards`)."""
    return card.code in allowed_cards(hand, played, free)


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


def checked(choose):
    """A chooser that checks, at every turn, the engine's verdicts against :func:`allowed_cards`, and that the card
    chosen is one the rules allow."""
    def play_checked(play: TrickPlay):
        seat = play.to_play
        hand, on_table = play.hands[seat], play.current.cards()
        free = frozenset({PETIT}) if seat == play.imprenable else frozenset()
        rules_allow = allowed_cards(hand, on_table, free)
        engine_allows = {card.code for card, refusal in play.judge().items() if refusal is None}
        assert engine_allows == rules_allow, (hand, on_table)
        card = choose(play)
        assert card.code in rules_allow, (card, hand, on_table)
        return card
    return play_checked


def random_chooser(rng: random.Random):
    """Any card the engine allows, at random, checked (:func:`checked`)."""
    return checked(lambda play: rng.choice(play.legal()))


def policy_chooser(sides: Sides):
    """The computer seats' heuristics (:mod:`engine.games.french_tarot.policies`), each seat's allies its side's
    other seats, checked (:func:`checked`)."""
    def allies(seat: int) -> frozenset[int]:
        return frozenset(other for other in range(len(sides.of)) if other != seat and sides.same(seat, other))
    return checked(lambda play: policy(play, allies(play.to_play))[0])


def deal_sides(players: int, rng: random.Random, hands) -> tuple[int, Sides]:
    """A taker at random and the sides: with five players, the taker's partner is who holds the king he calls
    (none if it is in the dog), shown when that king is played."""
    taker = rng.randrange(players)
    if players != 5:
        return taker, Sides(tuple(0 if seat == taker else 1 for seat in range(players)))
    king = rng.choice(KINGS)
    partner = next((seat for seat, hand in enumerate(hands) if king in hand), taker)
    return taker, Sides(tuple(0 if seat in (taker, partner) else 1 for seat in range(players)),
                        reveal=king if partner != taker else None)


def check_played(played: Played, hands, dog, players: int) -> None:
    """Every card played once, 91 points across the piles (the dog set aside in the taker's), each side's pile as large as its tricks
    but for the Excuse's exceptions, the Excuse's exchange made with a half-point card, chelem and petit au bout."""
    dealt = [card for hand in hands for card in hand]
    assert Counter(card for trick in played.tricks for card in trick.cards()) == Counter(dealt)
    assert Counter([*played.piles["taker"], *played.piles["defence"]]) == Counter([*dealt, *dog])
    assert count(played.piles["taker"]).half_points + count(played.piles["defence"]).half_points == PACK_HALF_POINTS
    won = Counter(SIDES[played.sides.of[seat]] for seat in played.winners)
    expected = {side: players * won[side] + len(dog) * (side == "taker") for side in SIDES}
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


def check_score(played: Played, taker: int, contract: str, dog, players: int) -> None:
    """The deal scored from its piles, the dog in the taker's pile (as the écart would be): the points the scores
    move sum to zero."""
    result = played.result(taker, CONTRACTS[contract])
    scored = ScoredDeal(1, result, tuple(f"Seat {seat + 1}" for seat in range(players)), Scale(), Ledger(players, ()),
                        None)
    scored.score()
    assert sum(scored.lines) == 0 and any(scored.lines)


DEALS = 2000
"""Seeded deals played out for each number of players, in blocks so that a failure names a small range of seeds."""

BLOCKS = 10


@pytest.mark.parametrize("block", range(BLOCKS))
@pytest.mark.parametrize("players", [3, 4, 5])
def test_thousands_of_seeded_deals_played_out(players, block):
    """Every card played once and legally, 91 points across the piles, the Excuse's exchange balanced, the scores
    summing to zero: odd seeds play at random among the cards allowed, even seeds by the computer's heuristics."""
    size = DEALS // BLOCKS
    for seed in range(block * size, (block + 1) * size):
        dealt = deal(players, random_source(seed))
        rng = random.Random(seed)
        taker, sides = deal_sides(players, rng, dealt.hands)
        choose = random_chooser(rng) if seed % 2 else policy_chooser(sides)
        heap = {"ecart": Taken(0, taker, list(dealt.dog))}  # the dog set aside as the écart would be
        played = play_out(dealt.hands, rng.randrange(players), sides, choose, imprenable=seed % 3 == 0, set_aside=heap)
        check_played(played, dealt.hands, dealt.dog, players)
        check_score(played, taker, rng.choice(list(CONTRACTS)), dealt.dog, players)
