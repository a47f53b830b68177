"""French Tarot's deal played card by card to its score (the ``play`` action): one test per rule id it adds, named
after it."""

from __future__ import annotations

from typing import NamedTuple

from engine.api import handle
from engine.cards import TAROT_NOUVEAU, Card
from engine.games.french_tarot import policies
from engine.games.french_tarot.tricks import rules
from engine.games.french_tarot.words import WORDS
from engine.packs import PACKS
from engine.table import Direction, Table
from engine.tricks import TrickPlay
from tests.support.tables import tables

CARD = TAROT_NOUVEAU.parse


class Worded(NamedTuple):
    """A computer seat's reason in words, as every seat reads it and as a reader who may see its hand reads it."""

    said: str
    seen: str


def choose(play: TrickPlay, allies: frozenset[int]) -> tuple[Card, Worded]:
    """The card the policy plays and its reason in words."""
    card, reason = policies.choose(play, allies)
    return card, Worded(WORDS.tell(reason.said, ()), WORDS.tell(reason.seen, ()))


def played(seed: int, players: int = 4, **extra: object) -> dict:
    answer = handle({"action": "play", "game": "french-tarot", "seed": seed, "players": players, **extra})
    assert "error" not in answer, answer
    return answer


def steps(answer: dict, rule: str | None = None) -> list[dict]:
    return [step for deal in answer["deals"] for step in deal["steps"] if rule is None or step["rule"] == rule]


def a_play(hands: list[str], played_cards: str = "", leader: int = 0, imprenable: bool = False) -> TrickPlay:
    """A play of the given hands (in the order of play, seat 1 first) with ``played_cards`` on the trick;
    ``imprenable`` plays the Petit imprenable."""
    play = TrickPlay([[CARD(code) for code in hand.split()] for hand in hands], Table(len(hands), Direction.CLOCKWISE),
                     leader, rules(imprenable))
    for code in played_cards.split():
        play.play(CARD(code))
    return play


def test_french_tarot_play_first_lead():
    answer = played(3)
    summary = answer["deals"][-1]["summary"]
    step = steps(answer, "french-tarot.play.first-lead")[0]
    assert step["seats"] == [summary["first_hand"]] and not step["ours"]
    assert summary["play"]["tricks"][0]["leader"] == summary["first_hand"]
    first_card = next(s for s in steps(answer) if s["rule"].startswith("french-tarot.play.") and "trick" in s["data"])
    assert first_card["seats"] == [summary["first_hand"]] and first_card["data"]["trick"] == 1


def test_french_tarot_play_policy():
    # The Excuse before the last trick; low otherwise; a court card to a partner's sure trick.
    card, why = choose(a_play(["1CE EXCUSE 2CE", "3CE 4CE 9CE", "5CE 6CE 10CE"], "1CE 3CE 5CE 6CE"), frozenset())
    assert str(card) == "0EX" and "last trick" in why.seen
    card, why = choose(a_play(["RCE 2CE 3CE", "4CE 5CE 6CE", "DCE 7CE 8CE"], "RCE 4CE"), frozenset({0}))
    assert str(card) == "DCE" and "court card" in why.seen
    card, why = choose(a_play(["RCE 2CE 3CE", "4CE 5CE 6CE", "DCE 7CE 8CE"], "RCE 4CE"), frozenset())
    assert str(card) == "7CE" and why.seen.startswith("following hearts low")
    # A King led while no seat has shown a void in its suit; the trick taken with the cheapest card that takes it.
    card, why = choose(a_play(["2PI RCE 3CE", "4CE 5CE 6CE", "DCE 7CE 8CE"]), frozenset())
    assert str(card) == "RCE" and "master of hearts" in why.seen
    card, why = choose(a_play(["2CE 3CE 4CE", "9CE 5CE 6CE", "DCE 7CE 8CE"], "2CE"), frozenset())
    assert str(card) == "5CE" and why.seen.startswith("taking the trick")
    # What only the hand tells (no cheaper card takes the trick) is for a reader who may see that hand.
    assert why.said == "taking the trick with 5♥" and "cheapest" in why.seen
    # The Petit kept back when unsafe, played under a partner's 21, and the 21 played on a partner's Petit.
    card, _ = choose(a_play(["2CE 3CE", "1AT 5AT", "9AT 8AT"], "2CE"), frozenset())
    assert str(card) == "5AT"
    card, why = choose(a_play(["21AT 3CE", "1AT 5AT", "9AT 8AT"], "21AT"), frozenset({0}))
    assert str(card) == "1AT" and "21" in why.seen
    card, why = choose(a_play(["2AT 3CE", "1AT 5CE", "21AT 8AT"], "2AT 1AT"), frozenset({1}))
    assert str(card) == "21AT" and "save it" in why.seen
    # Hunting the Petit: trumps in half the hand, the Petit out, the highest trump led.
    card, why = choose(a_play(["4AT 9AT 2CE", "1AT 5CE 6CE", "7CE 8CE 3AT"]), frozenset())
    assert str(card) == "9AT" and "hunting the Petit" in why.seen
    # A Petit imprenable goes before the Excuse and the last trick; kept back while three other cards remain.
    card, why = choose(a_play(["2CE 3CE 7CE", "1AT 4PI 5PI", "9AT 8AT 6CE"], "2CE", imprenable=True), frozenset())
    assert str(card) == "4PI" and str(card) != "1AT"
    card, why = choose(a_play(["2CE 3CE 7CE", "1AT EXCUSE 5PI", "9AT 8AT 6CE"], "2CE", imprenable=True),
                       frozenset())
    assert str(card) == "1AT" and why.seen.startswith("their Petit imprenable before the last trick")
    card, _ = choose(a_play(["2CE 3CE 7CE", "1AT EXCUSE 5PI", "9AT 8AT 6CE"], "2CE"), frozenset())
    assert str(card) != "1AT"  # without the variant the Petit is kept back
    # Every card of the computer seats carries its reason, under the policy's rule, our reading.
    answer = played(3)
    assert steps(answer, "french-tarot.play.policy")[0]["ours"]
    cards = [s for s in steps(answer) if s["data"].get("phase") == "play" and "play" in s["data"]
             and s["rule"] != "french-tarot.trick.win"]
    assert len(cards) == 78 - 6 and all(s["data"]["reason"] in s["text"] for s in cards)


def test_french_tarot_call_partner_revealed():
    seen = 0
    for seed in range(12):
        answer = played(seed, 5)
        summary = answer["deals"][-1]["summary"]
        if summary["outcome"] != "played":
            continue
        revealed = steps(answer, "french-tarot.call.partner-revealed")
        assert len(revealed) == 1 and revealed[0]["ours"]
        partner = summary["play"]["partner"]
        shown = tables(answer)
        at = next(i for i, s in enumerate(steps(answer)) if s["rule"] == "french-tarot.call.partner-revealed")
        if partner is not None:
            seen += 1
            assert "partner" in revealed[0]["text"] and partner in revealed[0]["seats"]
            assert "partner" in shown[at]["seats"][str(partner)].get("roles", [])
            assert "partner" not in shown[at - 1]["seats"][str(partner)].get("roles", [])
    assert seen


def test_a_called_card_put_aside_is_told_in_the_ecart():
    # Five players: Claude, seated, holds the four Kings and the D♠, takes a garde, calls his own D♠ and puts it
    # aside; the count says it lay in the écart, not in the dog.
    taker = ["RPI", "DPI", "RCE", "RCA", "RTR", "21AT", "20AT", "19AT", "18AT", "17AT", "16AT", "15AT", "0EX", "1AT",
             "14AT"]
    rest = [str(card) for card in PACKS["tarot-78"] if str(card) not in taker]
    request = {"action": "play", "game": "french-tarot", "hands": [rest[:15], rest[15:30], taker, rest[30:45],
               rest[45:60]], "dog": rest[60:63], "seat": 3, "decisions": ["garde", "call DPI", "ecart DPI"]}
    answer = handle(request)
    while answer.get("waiting"):  # the rest of Claude's choices: the first allowed each time
        request["decisions"].append(next(m["move"] for m in answer["waiting"]["moves"] if m["legal"]))
        answer = handle(request)
    told = steps(answer, "french-tarot.call.partner-revealed")
    assert [step["text"] for step in told] == ["The card called, D♠, was never played: it lay in the écart, and "
                                               "Claude played alone. (our reading of the source)"]


def test_french_tarot_count_piles():
    for seed, players in ((3, 4), (1, 3), (2, 5)):
        answer = played(seed, players)
        step = steps(answer, "french-tarot.count.piles")[0]
        assert step["data"]["taker"] + step["data"]["defence"] == 91
        table = tables(answer)[steps(answer).index(step)]
        assert all(place.get("down", 0) == 0 for place in table.get("places", {}).values())
        before = tables(answer)[steps(answer).index(step) - 1]
        if "ecart" in before.get("places", {}):
            assert before["places"]["ecart"]["down"] > 0
