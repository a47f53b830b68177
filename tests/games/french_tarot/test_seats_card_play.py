"""French Tarot's computer seats on constructed hands: a chelem announced is played to be made (the trumps drawn,
the Petit before the Excuse, the Excuse last), no seat hunts a Petit the table shows an ally holds, and no reason
calls a card low, or the one that counts least, when it is not."""

from __future__ import annotations

import re

import pytest

from engine.api import handle
from engine.cards import TAROT_NOUVEAU
from engine.games.french_tarot.counting import half_points
from engine.games.french_tarot.policies import Reason, choose
from engine.games.french_tarot.tricks import rules
from engine.games.french_tarot.words import WORDS
from engine.packs import PACKS
from engine.table import Direction, Table
from engine.tricks import TrickPlay

CARD = TAROT_NOUVEAU.parse
PETIT = CARD("1AT")


def a_play(hands: list[str], played: str = "") -> TrickPlay:
    """A play of the given hands (seat 0 first, play going from seat to seat), the cards ``played`` played in
    turn from seat 0 (each must be allowed)."""
    play = TrickPlay([[CARD(code) for code in hand.split()] for hand in hands], Table(len(hands), Direction.CLOCKWISE),
                     0, rules())
    for code in played.split():
        play.play(CARD(code))
    return play


def worded(reason: Reason) -> tuple[str, str]:
    """A reason as every seat reads it and as a reader who may see the hand reads it."""
    return WORDS.tell(reason.said, ()), WORDS.tell(reason.seen, ())


# The chelem ---------------------------------------------------------------------------------------------------------

TAKER = ["0EX", "1AT", *(f"{n}AT" for n in range(21, 7, -1)), "RPI", "RCE"]
"""An overwhelming hand of eighteen: the Excuse, the Petit, the trumps from the 21 down to the 8, two Kings."""

DOG = ["1CA", "2CA", "3CA", "1TR", "2TR", "3TR"]
"""A dog of small cards, which the taker puts back aside as it was."""


def chelem_deal(taker: int) -> dict:
    """A deal of four whose chelem can be made, the taker in seat ``taker`` (from 1): the six trumps he lacks, 2 to
    7, lie two in each other hand, so that two rounds of his highest trumps draw them."""
    low = [f"{n}AT" for n in range(2, 8)]
    rest = [str(card) for card in PACKS["tarot-78"] if str(card) not in {*TAKER, *DOG, *low}]
    others = [low[2 * place:2 * place + 2] + rest[16 * place:16 * place + 16] for place in range(3)]
    hands = others[:taker - 1] + [TAKER] + others[taker - 1:]
    return {"action": "play", "game": "french-tarot", "players": 4, "hands": hands, "dog": DOG, "announce": True}


@pytest.mark.parametrize("taker", [1, 2, 3, 4])
def test_a_chelem_announced_that_can_be_made_is_made_with_the_petit_au_bout(taker):
    answer = handle(chelem_deal(taker))
    assert "error" not in answer, answer
    summary = answer["deals"][-1]["summary"]
    assert summary["taker"] == taker and any(step["rule"] == "french-tarot.bid.chelem" and step["data"]["chelem"]
                                             for step in answer["deals"][-1]["steps"])
    tricks = summary["play"]["tricks"]
    assert all(trick["winner"] == taker for trick in tricks)
    assert [trick["cards"][0] for trick in tricks[-2:]] == [[taker, "1AT"], [taker, "0EX"]]
    assert summary["play"]["chelem"] == "taker" and summary["play"]["petit_au_bout"] == "taker"
    rules_cited = {step["rule"] for step in answer["deals"][-1]["steps"]}
    assert {"french-tarot.excuse.slam", "french-tarot.bonus.petit-au-bout-slam"} <= rules_cited
    assert summary["play"]["score"]["won"]


def test_the_chelem_is_played_by_drawing_the_trumps_first_then_the_kings():
    answer = handle(chelem_deal(1))
    leads = [trick["cards"][0][1] for trick in answer["deals"][-1]["summary"]["play"]["tricks"]]
    assert leads[:2] == ["21AT", "20AT"] and set(leads[2:4]) == {"RPI", "RCE"}
    said = [step["data"]["reason"] for step in answer["deals"][-1]["steps"] if step["cards"] == ["21AT"]
            and "reason" in step["data"]]
    assert said == ["drawing trumps with trump 21 (the Monde), their highest, for the chelem announced, while another "
                    "seat may hold one"]


def test_holding_the_petit_and_the_excuse_after_every_trick_it_leads_the_petit_then_the_excuse():
    # The others showed they hold no trump when seat 0 led the 21: the Petit takes the next trick, and the Excuse
    # the last one (french-tarot.excuse.slam).
    play = a_play(["21AT 1AT EXCUSE", "2CE 3CE 6CE", "4CE 5CE 7CE"], "21AT 2CE 4CE")
    card, reason = choose(play, frozenset())
    assert card == PETIT
    said, seen = worded(reason)
    assert said == "leading the Petit, their side having taken every trick so far" and "Excuse" not in said
    assert "the chelem, and the Petit au bout" in seen
    play.play(card), play.play(CARD("3CE")), play.play(CARD("5CE"))
    card, _ = choose(play, frozenset())
    play.play(card), play.play(CARD("6CE")), play.play(CARD("7CE"))
    assert [trick.winner for trick in play.tricks] == [0, 0, 0]
    # A chelem announced is played for even when another hand may hold a trump: the Excuse first would lose it.
    card, _ = choose(a_play(["1AT EXCUSE", "2AT 3CE", "4CE 5CE"]), frozenset(), chelem=True)
    assert card == PETIT


def test_without_a_chelem_announced_the_excuse_goes_first_while_a_trump_may_take_the_petit():
    card, reason = choose(a_play(["1AT EXCUSE", "2AT 3CE", "4CE 5CE"]), frozenset())
    assert str(card) == "0EX"
    assert worded(reason) == ("the Excuse, which stays with their side",
                              "the Excuse, which stays with their side, keeping the Petit back")


# Hunting the Petit --------------------------------------------------------------------------------------------------


def test_a_defender_does_not_hunt_a_petit_its_partner_showed_in_a_poignee():
    # Three players: seats 0 and 1 defend against seat 2; seat 1 showed the Petit among the trumps of a poignée.
    hands = ["9AT 10AT 11AT 2CE", "1AT 6AT 4CE 5CE", "3CA 7CA 8CA 9CA"]
    shown = [(1, (PETIT, CARD("6AT")))]
    card, _ = choose(a_play(hands), frozenset({1}), shown=shown)
    assert str(card) == "2CE"
    # Shown by the taker, the Petit is hunted.
    card, reason = choose(a_play(hands), frozenset(), shown=[(1, (PETIT, CARD("6AT")))])
    assert str(card) == "11AT" and worded(reason)[0] == "hunting the Petit, still out, with trump 11"


def test_a_defender_does_not_hunt_the_petit_once_the_taker_has_shown_he_holds_no_trump():
    # Trick 1: seat 0 leads trump 9, his partner in seat 1 plays trump 6 and the taker in seat 2 discards, showing
    # he holds no trump: the Petit can only be the partner's, and seat 0 leads his heart instead of a trump.
    play = a_play(["9AT 10AT 11AT 12AT 2CE", "1AT 6AT 4CE 5CE 6CE", "3CA 7CA 8CA 9CA 10CA"], "9AT 6AT 3CA")
    card, reason = choose(play, frozenset({1}))
    assert str(card) == "2CE" and worded(reason)[0] == "leading low with 2♥, to keep their strength"
    # While the taker may still hold a trump, the Petit is hunted.
    play = a_play(["9AT 10AT 11AT 12AT 2CE", "1AT 6AT 4CE 5CE 6CE", "3AT 7CA 8CA 9CA 10CA"], "9AT 6AT 3AT")
    card, _ = choose(play, frozenset({1}))
    assert str(card) == "12AT"


# Reasons that say what is true of the card ---------------------------------------------------------------------------


@pytest.mark.parametrize("hands, played, card, said, seen", [
    # The 21, the only card it leads while it keeps the Petit and the Excuse back, is no low card.
    (["21AT 1AT EXCUSE", "2CE 3CE 4CE", "5CE 6CE 7CE"], "", "21AT", "leading trump 21 (the Monde)",
     "leading trump 21 (the Monde): no card they may play counts less"),
    # The lower of two court cards, followed to a trick already trumped.
    (["10CE 3PI 4PI", "5AT 5PI 6PI", "DCE RCE 2PI"], "10CE 5AT", "DCE", "following hearts with D♥",
     "following hearts with D♥: no card they may play takes the trick"),
    # The Excuse, played to a trump led while the Petit is kept back, is neither discarded nor low.
    (["5AT 2CE 3CE", "1AT EXCUSE 4CE", "6AT 5CE 6CE"], "5AT", "0EX", "the Excuse, which stays with their side",
     "the Excuse, which stays with their side, keeping the Petit back"),
    # A card discarded to a trump led names no suit twice.
    (["5AT 2CE 3CE", "4CE 5CE 7CE", "6AT 8CE 9CE"], "5AT", "4CE", "discarding 4♥, with no trump",
     "discarding 4♥, with no trump: the card that counts least"),
])
def test_a_reason_says_what_is_true_of_the_card(hands, played, card, said, seen):
    chosen, reason = choose(a_play(hands, played), frozenset())
    assert (str(chosen), *worded(reason)) == (card, said, seen)


LOW = re.compile(r"\blow(?: after the Excuse)? with (.+?)(?:, |: |$)|with (.+?), the card that counts least")
"""A reason that calls a card low, or the one that counts least, naming it."""


def small(label: str) -> bool:
    """Whether the card of ``label`` counts half a point: a small card, neither a court card nor an oudler."""
    card = next(card for card in PACKS["tarot-78"] if card.label == label)
    return half_points(card) == 1


@pytest.mark.parametrize("players", [3, 4, 5])
def test_no_reason_of_seeded_deals_calls_a_card_low_that_is_not(players):
    called = 0
    for seed in range(40):
        answer = handle({"action": "play", "game": "french-tarot", "players": players, "seed": seed})
        for step in answer["deals"][-1]["steps"]:
            reason = step["data"].get("reason", "")
            for found in LOW.finditer(reason):
                called += 1
                assert small(found.group(1) or found.group(2)), reason
            if step["cards"] == ["0EX"] and "trick" in step["data"]:
                assert "low" not in reason and "discarding" not in reason, reason
    assert called
