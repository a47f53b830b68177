"""One test per rule of French Tarot's play, each named after its rule id (french-tarot.play.overtrump ->
test_french_tarot_play_overtrump); the passages the rules given as the source's own cite are in
this game's tests/games/french_tarot/declared.py."""

from __future__ import annotations

import re

import pytest

from engine.api import handle
from engine.cards import TAROT_NOUVEAU
from engine.excuse import Taken
from engine.explain import Explanation
from engine.games.french_tarot.contracts import CONTRACTS
from engine.games.french_tarot.counting import count, half_points
from engine.games.french_tarot.piles import DealPlay, Played, play_out, table
from engine.games.french_tarot.rulebook import FRENCH_TAROT, PLAY_RULES
from engine.games.french_tarot.scoring import ScoredDeal, Scale
from engine.games.french_tarot.tricks import EXCUSE, PETIT, rules
from engine.games.french_tarot.words import WORDS
from engine.ledger import Ledger
from engine.packs import PACKS
from engine.trick_words import TRICK_WORDS
from engine.tricks import IllegalPlay, Sides, Trick, TrickPlay, judge, winner

CARD = TAROT_NOUVEAU.parse
RULES = rules()
TAKER_ALONE = Sides((0, 1, 1, 1))
"""Four players, seat 1 (index 0) the taker."""

def cards(text: str) -> list:
    return [CARD(code) for code in text.split()]


def verdicts(hand: str, played: str, rule_set=RULES, free=frozenset()) -> dict:
    """Each card of ``hand`` with its refusal, or ``None``, the cards ``played`` being on the table."""
    trick = Trick(0, list(enumerate(cards(played))))
    return {str(card): refusal for card, refusal in judge(cards(hand), trick, rule_set, free).items()}


def legal(hand: str, played: str, **options) -> list[str]:
    return [card for card, refusal in verdicts(hand, played, **options).items() if refusal is None]


def scripted(*tricks: str):
    """A chooser that plays, for the seat to play, its card among those given for the trick in play."""
    given = [cards(trick) for trick in tricks]
    return lambda play: next(card for card in given[len(play.tricks)] if card in play.hands[play.to_play])


def played(hands: list[str], tricks: list[str], sides=TAKER_ALONE, leader=0, imprenable=False) -> tuple[Played, list]:
    """A deal of the given hands played out, the cards of each trick given (a trick a string), and its steps."""
    names = ("Anne", "Blaise", "Claude", "Denise", "Étienne")[:len(hands)]
    explanation = Explanation(FRENCH_TAROT, words=WORDS | TRICK_WORDS, players=names)
    result = play_out([cards(hand) for hand in hands], leader, sides, scripted(*tricks), names, explanation,
                      imprenable)
    return result, explanation.steps


def texts(steps: list, rule: str) -> list[str]:
    return [step.text for step in steps if step.rule.id == rule]


def test_french_tarot_play_lead():
    assert legal("RCE 2PI 5AT EXCUSE", "") == ["RCE", "2PI", "5AT", "0EX"]
    result, steps = played(["RPI 2CE", "3PI 5CE", "4PI VCE", "5PI 1CE"], ["3PI 4PI 5PI RPI", "2CE VCE 1CE 5CE"],
                           leader=1)
    assert [trick.leader for trick in result.tricks] == [1, 0] and result.winners == (0, 2)
    assert texts(steps, "french-tarot.play.lead") == ["Blaise leads 3♠.", "Anne leads 2♥."]


def test_french_tarot_play_follow():
    refused = verdicts("3CE 7PI 5AT EXCUSE", "RCE")
    assert [card for card, refusal in refused.items() if refusal is None] == ["3CE", "0EX"]
    assert refused["7PI"].rule == refused["5AT"].rule == "french-tarot.play.follow"
    assert refused["7PI"].reason == "hearts were led, so you must follow suit: play 3♥ or the Excuse"
    refused = verdicts("2PI 5AT", "12AT")
    assert refused["5AT"] is None and refused["2PI"].rule == "french-tarot.play.follow"
    assert refused["2PI"].reason == ("trumps were led and you hold no trump higher than trump 12, so you must "
                                     "still trump: play trump 5")


def test_french_tarot_play_trump():
    refused = verdicts("2PI 5AT 8AT EXCUSE", "RCE")
    assert [card for card, refusal in refused.items() if refusal is None] == ["5AT", "8AT", "0EX"]
    assert refused["2PI"].rule == "french-tarot.play.trump"
    assert refused["2PI"].reason == ("hearts were led and you hold no heart, so you must trump: "
                                     "play trump 5, trump 8 or the Excuse")
    _, steps = played(["RCE 2PI", "3CE 3PI", "4AT 4PI", "5CE 5PI"], ["RCE 3CE 4AT 5CE", "4PI 5PI 2PI 3PI"])
    assert texts(steps, "french-tarot.play.trump") == ["Claude has no hearts and trumps with trump 4."]


def test_french_tarot_play_overtrump():
    refused = verdicts("2PI 5AT 17AT", "RCE 14AT")
    assert [card for card, refusal in refused.items() if refusal is None] == ["17AT"]
    assert refused["5AT"].rule == "french-tarot.play.overtrump" and refused["2PI"].rule == "french-tarot.play.trump"
    assert refused["5AT"].reason == ("hearts were led and you hold no heart, so you must play a trump higher "
                                     "than trump 14: play trump 17")
    refused = verdicts("5AT 15AT 3CE", "12AT 2PI")
    assert [card for card, refusal in refused.items() if refusal is None] == ["15AT"]
    assert refused["5AT"].rule == "french-tarot.play.overtrump" and refused["3CE"].rule == "french-tarot.play.follow"
    assert legal("5AT 2PI", "RCE 18AT") == ["5AT"]
    assert legal("5AT 2PI EXCUSE", "RCE 18AT") == ["5AT", "0EX"]
    _, steps = played(["12AT 2PI", "15AT 3PI", "4AT 4PI", "5CE 5PI"], ["12AT 15AT 4AT 5CE", "3PI 4PI 5PI 2PI"])
    assert texts(steps, "french-tarot.play.overtrump") == ["Blaise overtrumps with trump 15, above trump 12.",
                                                           "Claude holds no trump above trump 15 and plays trump 4."]


def test_french_tarot_play_renounce():
    assert legal("2PI 3CA", "RCE 14AT") == ["2PI", "3CA"]
    result, steps = played(["RCE 2PI", "3CE 3PI", "4CA 4PI", "5CE 5PI"], ["RCE 3CE 4CA 5CE", "4PI 5PI 2PI 3PI"])
    assert texts(steps, "french-tarot.play.renounce") == ["Claude has no hearts and no trump, and discards 4♦."]
    assert result.winners == (0, 3)


def test_french_tarot_trick_win():
    def won(played: str) -> str:
        trick = Trick(0, list(enumerate(cards(played))))
        return str(winner(trick, RULES)[1])

    assert won("RCE 2CE 3AT 1AT") == "3AT"
    assert won("1CE RCE VCE DCE") == "RCE" and won("10CE VCE") == "VCE"
    assert won("2CE RPI 3CE") == "3CE"
    assert won("EXCUSE 2CE RCE") == "RCE"
    _, steps = played(["RCE", "3CE", "4AT", "5CE"], ["RCE 3CE 4AT 5CE"])
    assert texts(steps, "french-tarot.trick.win") == ["Claude wins trick 1 with trump 4, the only trump."]


def test_french_tarot_excuse_play():
    assert legal("EXCUSE 3CE 5AT", "RCE") == ["0EX", "3CE"]
    assert legal("EXCUSE 5AT 15AT", "RCE 14AT") == ["0EX", "15AT"]
    result, steps = played(["RCE 2PI", "EXCUSE 3PI", "4CE 4PI", "5CE 5PI"], ["RCE EXCUSE 4CE 5CE", "2PI 3PI 4PI 5PI"])
    assert result.winners == (0, 3)
    assert texts(steps, "french-tarot.excuse.play")[0].startswith("Blaise plays the Excuse")


def test_french_tarot_excuse_led():
    assert legal("3CE 7PI 5AT", "EXCUSE") == ["3CE", "7PI", "5AT"]
    assert legal("3CE 7PI 5AT", "EXCUSE 2PI") == ["7PI"]
    assert legal("3CE 5AT 15AT", "EXCUSE 12AT") == ["15AT"]
    result, steps = played(["EXCUSE 2PI", "RCE 3PI", "4CE 4PI", "5CE 5PI"], ["EXCUSE RCE 4CE 5CE", "3PI 4PI 5PI 2PI"])
    assert result.winners == (1, 3)
    assert texts(steps, "french-tarot.excuse.led") == ["Anne leads the Excuse: the next card played sets the suit "
                                                       "to follow."]


def test_french_tarot_excuse_slam():
    result, steps = played(["RPI EXCUSE", "2PI 3CE", "3PI 4CE", "4PI 5CE"], ["RPI 2PI 3PI 4PI", "EXCUSE 3CE 4CE 5CE"])
    assert result.winners == (0, 0) and result.chelem == "taker"
    assert result.piles["defence"] == () and EXCUSE in result.piles["taker"]
    assert [excused.rule for excused in result.excused] == ["french-tarot.excuse.slam"]
    assert texts(steps, "french-tarot.excuse.slam") == ["Anne wins the last trick with the Excuse: his side took "
                                                        "every trick before."]
    assert texts(steps, "french-tarot.bonus.chelem") == ["The taker's side took every trick: a chelem."]
    # A side that lost a trick before cannot win the last with the Excuse.
    result, _ = played(["2PI EXCUSE", "RPI 3CE", "3PI 4CE", "4PI 5CE"], ["2PI RPI 3PI 4PI", "3CE 4CE 5CE EXCUSE"])
    assert result.winners == (1, 3) and result.chelem == "defence"


def test_french_tarot_excuse_last_trick():
    # A defender plays the Excuse to the last trick, which a fellow defender takes: it goes to the taker's side.
    result, steps = played(["RPI 2CE", "2PI EXCUSE", "3PI RCE", "4PI 5CE"], ["RPI 2PI 3PI 4PI", "2CE EXCUSE RCE 5CE"])
    assert result.winners == (0, 2)
    assert EXCUSE in result.piles["taker"] and EXCUSE not in result.piles["defence"]
    assert result.excused[0].rule == "french-tarot.excuse.last-trick" and result.excused[0].side == "taker"
    assert texts(steps, "french-tarot.excuse.last-trick") == [
        "Blaise played the Excuse to the last trick and his side had not taken every trick: it goes to the other "
        "side, with Anne."]
    assert len(result.piles["taker"]) == 5 and len(result.piles["defence"]) == 3


def test_french_tarot_excuse_exchange():
    # The defence took the first trick (a half-point card in it); Blaise's Excuse in the taker's trick goes back.
    result, steps = played(["2PI RCE 3CA", "RPI EXCUSE 4CA", "3PI 4CE 5CA", "4PI 5CE 6CA"],
                           ["2PI RPI 3PI 4PI", "EXCUSE 4CE 5CE RCE", "6CA 3CA 4CA 5CA"], leader=0)
    assert result.winners == (1, 0, 3)
    fate = result.excused[0]
    assert (fate.rule, fate.side, str(fate.given), fate.from_trick) == ("french-tarot.excuse.exchange", "defence",
                                                                         "2PI", 1)
    assert EXCUSE in result.piles["defence"] and CARD("2PI") in result.piles["taker"]
    assert len(result.piles["taker"]) == 4 and len(result.piles["defence"]) == 8
    assert texts(steps, "french-tarot.excuse.exchange") == [
        "Blaise played the Excuse to trick 2, which Anne took: it goes back to Blaise's side for a half-point card."]
    # Played to a trick its own side took, it stays there and nothing is given.
    result, steps = played(["2PI RCE 3CA", "RPI EXCUSE 4CA", "3PI 4CE 5CA", "4PI 5CE 6CA"],
                           ["2PI RPI 3PI 4PI", "EXCUSE 4CE 5CE RCE", "6CA 3CA 4CA 5CA"], sides=Sides((0, 0, 1, 1)))
    assert result.excused[0].given is None and "nothing is given" in texts(steps, "french-tarot.excuse.exchange")[0]


def test_french_tarot_excuse_owed():
    # Blaise's Excuse goes to the taker's first trick before the defence has a card to give; paid after trick 2.
    hands = ["RCE 2PI 3CA", "EXCUSE RPI 4CA", "4CE 3PI 5CA", "5CE 4PI 6CA"]
    result, steps = played(hands, ["RCE EXCUSE 4CE 5CE", "2PI RPI 3PI 4PI", "3CA 4CA 5CA 6CA"])
    assert result.winners == (0, 1, 3)
    assert [excused.rule for excused in result.excused] == ["french-tarot.excuse.exchange"]
    assert str(result.excused[0].given) == "2PI" and result.excused[0].from_trick == 2
    owed = texts(steps, "french-tarot.excuse.owed")
    assert owed[0].startswith("Blaise's side has no half-point card in its pile yet") and "now" in owed[1]
    # The defence never takes a half-point card: the Excuse stays with it all the same and nothing is given.
    result, steps = played(["RCE VCE", "EXCUSE DCE", "4CE 21AT", "6CE RPI"], ["RCE EXCUSE 4CE 6CE",
                                                                               "VCE DCE 21AT RPI"])
    assert result.winners == (0, 2)
    assert result.excused[0].rule == "french-tarot.excuse.owed" and result.excused[0].given is None
    assert EXCUSE in result.piles["defence"] and len(result.piles["taker"]) == 3
    assert "stays with it all the same" in texts(steps, "french-tarot.excuse.owed")[-1]


def test_french_tarot_excuse_card_given():
    # The defence's tricks hold a court card first, then half-point cards: the first half-point card is given.
    hands = ["2PI RCE 3CA", "DPI EXCUSE 4CA", "3PI 4CE 5CA", "VPI 5CE 6CA"]
    result, steps = played(hands, ["DPI 3PI VPI 2PI", "EXCUSE 4CE 5CE RCE", "3CA 4CA 5CA 6CA"], leader=1)
    assert result.winners == (1, 0, 3) and result.tricks[0].cards() == cards("DPI 3PI VPI 2PI")
    assert str(result.excused[0].given) == "3PI" and half_points(result.excused[0].given) == 1
    assert texts(steps, "french-tarot.excuse.card-given")[0].startswith("Blaise's side gives 3♠, the first "
                                                                       "half-point card it took, from trick 1")
    # Its tricks hold no half-point card, but the dog of its garde contre does: the card is given from the dog at
    # once, the Excuse taking its place there, where without the dog it would have been owed.
    dog = Taken(0, 1, cards("RTR 7TR"))
    names = ("Anne", "Blaise", "Claude", "Denise")
    explanation = Explanation(FRENCH_TAROT, words=WORDS | TRICK_WORDS, players=names)
    result = play_out([cards(hand) for hand in ("RCE 2PI", "EXCUSE 3PI", "4CE DPI", "5CE VPI")], 0, TAKER_ALONE,
                      scripted("RCE EXCUSE 4CE 5CE", "2PI 3PI DPI VPI"), names, explanation, set_aside={"dog": dog})
    given = texts(explanation.steps, "french-tarot.excuse.card-given")
    assert given == ["Blaise's side gives 7♣, from the dog, its tricks holding no half-point card; the Excuse takes "
                     "its place and 7♣ goes into trick 1. (our reading of the source)"]
    assert dog.cards == cards("RTR EXCUSE") and (result.excused[0].given, result.excused[0].from_trick) == (
        CARD("7TR"), 0)
    assert count(result.piles["taker"]).half_points == count(cards("RCE 5CE 4CE 7TR")).half_points


def test_the_excuse_of_a_garde_contre_is_exchanged_from_the_defence_dog():
    # Five players, no prise, seed 80: Denise's garde contre sends the dog (2♦, trump 3, trump 2) to the defence,
    # whose tricks hold no half-point card when Étienne's Excuse falls to Denise in trick 14. The defence gives 2♦
    # from its dog; by hand, its pile is then the Excuse (4½), trump 3 (½) and trump 2 (½): 5½, and the taker's
    # side has the other 85½ of the 91. With two oudlers she needed 41: a margin of 44½, counted as 45, so
    # (25 + 45) × 6 = 420, then a triple poignée's 60 and an unannounced chelem's 200: 680.
    answer = handle({"action": "play", "game": "french-tarot", "players": 5, "seed": 80, "soft_shuffle": True,
                     "prise": False})
    summary = answer["deals"][-1]["summary"]
    steps = [step for step in answer["deals"][-1]["steps"]]
    given = next(step for step in steps if step["rule"] == "french-tarot.excuse.card-given")
    assert given["text"].startswith("Étienne's side gives 2♦, from the dog, its tricks holding no half-point")
    assert not any("never took" in step["text"] or "stays with it all the same" in step["text"] for step in steps)
    assert summary["contract"] == "garde-contre" and summary["play"]["points"] == {"taker": 85.5, "defence": 5.5}
    score = summary["play"]["score"]
    assert (score["margin"], score["petit_au_bout"], score["base"], score["poignee"], score["chelem"],
            score["hand_score"]) == (45, 0, 420, 60, 200, 680)
    assert answer["table"]["places"]["dog"]["cards"] == ["0EX", "3AT", "2AT"]


def test_a_card_given_from_a_dog_nobody_saw_is_not_named_to_a_seated_reader():
    # The same garde contre read from each seat: the dog went to the defence face down, so no seat is told which
    # card it gave for the Excuse (2♦), only that a card was given from the dog; read at no seat, the step names it.
    request = {"action": "play", "game": "french-tarot", "players": 5, "seed": 80, "soft_shuffle": True,
               "prise": False}
    for seat in range(1, 6):
        answer = handle({**request, "seat": seat, "moves": handle(request)["moves"]})
        given = next(step for deal in answer["deals"] for step in deal["steps"]
                     if step["rule"] == "french-tarot.excuse.card-given")
        assert given["text"].startswith("Étienne's side gives a half-point card from the dog, face down; the Excuse "
                                        "takes its place"), (seat, given["text"])
        assert "2D" not in given["cards"] and "given" not in given["said"].get("cards", {}), seat


def test_french_tarot_excuse_unknown_partner():
    # Five players: Anne takes and calls the roi de cœur, which Claude holds; the sides show when it is played.
    sides = Sides((0, 1, 0, 1, 1), reveal=CARD("RCE"))
    hands = ["RPI 2CA 3TR", "EXCUSE 3CA 4TR", "2PI RCE 5TR", "3PI 4CA 6TR", "4PI 5CA 7TR"]
    result, steps = played(hands, ["RPI EXCUSE 2PI 3PI 4PI", "2CA 3CA RCE 4CA 5CA", "3TR 4TR 5TR 6TR 7TR"],
                           sides=sides)
    assert result.winners == (0, 4, 4)
    waits = texts(steps, "french-tarot.excuse.unknown-partner")
    assert waits[0].startswith("The called king is not yet played") and waits[1].startswith("Who plays with whom")
    fate = result.excused[0]
    assert fate.side == "defence" and str(fate.given) == "2CA" and fate.from_trick == 2
    assert sum(count(pile).half_points for pile in result.piles.values()) == sum(
        half_points(card) for hand in hands for card in cards(hand))


def test_french_tarot_play_petit_imprenable():
    imprenable = rules(imprenable=True)
    # Claude's only trump is the Petit: void in hearts, he need not play it, and he may play it at any time.
    hands = ["RCE 14AT 2PI", "3CE 15AT 3PI", "1AT 4PI 5PI", "5CE 6CE 7CE"]
    for variant, allowed in ((True, ["1AT", "4PI", "5PI"]), (False, ["1AT"])):
        deal = DealPlay.deal([cards(hand) for hand in hands], 0, TAKER_ALONE, imprenable=variant)
        for code in ("RCE", "3CE"):
            deal.card(CARD(code))
        assert [str(card) for card in deal.play.legal()] == allowed
    assert legal("3CE 1AT", "RCE", rule_set=imprenable, free=frozenset({PETIT})) == ["3CE", "1AT"]
    # Blaise takes; beaten by his trump 15, Claude's Petit goes back to the defence for a half-point card.
    result, steps = played(hands, ["RCE 3CE 4PI 5CE", "14AT 15AT 1AT 6CE", "3PI 5PI 7CE 2PI"],
                           sides=Sides((1, 0, 1, 1)), imprenable=True)
    assert result.winners == (0, 1, 2)
    fate = result.excused[0]
    assert (str(fate.card), fate.rule, fate.side, fate.given) == ("1AT", "french-tarot.play.petit-imprenable",
                                                                  "defence", CARD("3CE"))
    assert PETIT in result.piles["defence"] and len(texts(steps, "french-tarot.play.petit-imprenable")) == 2
    # Asked by a request: seed 44's first deal at five gives Claude the Petit sec. Without the variant the deal is
    # annulled; with it the deal stands, and Claude, a computer seat, plays the Petit like the Excuse, with a reason.
    request = {"action": "play", "game": "french-tarot", "players": 5, "seed": 44, "soft_shuffle": True}
    plain, variant = handle(request), handle({**request, "petit_imprenable": True})
    assert [deal["summary"]["outcome"] for deal in plain["deals"]] == ["petit-sec", "played"]
    assert variant["deals"][0]["summary"]["outcome"] == "played" and variant["options"]["petit_imprenable"] is True
    told = [step["text"] for step in variant["deals"][0]["steps"] if step["rule"] == "french-tarot.play.petit-imprenable"]
    assert told[0].startswith("Claude's only trump is the Petit, without the Excuse; this table plays the Petit "
                              "imprenable, so the deal stands")
    assert told[1].startswith("Claude plays trump 1 (the Petit), his only trump, imprenable") and \
        re.search(r"goes back to his side \(.+\)\. \(our reading of the source\)$", told[1])
    assert "petit_imprenable" not in plain["options"]


# The rule book and the passages ---------------------------------------------------------------------


def test_every_rule_of_play_has_its_test_here():
    names = set(globals())
    assert {rule.id for rule in PLAY_RULES if "test_" + rule.id.replace(".", "_").replace("-", "_") not in names} \
        == set()


def test_a_played_deal_is_scored_by_the_scoring():
    result = play_out([cards("RPI 1AT"), cards("2PI EXCUSE"), cards("3PI 4CE"), cards("4PI 5CE")], 0, TAKER_ALONE,
                      scripted("RPI 2PI 3PI 4PI", "1AT EXCUSE 4CE 5CE"),
                      set_aside={"ecart": Taken(0, 0, cards("21AT RCA"))})
    scored = result.result(0, CONTRACTS["garde"])
    assert (scored.oudlers, scored.half_points, scored.petit_au_bout, scored.chelem.made_by) == (3, 50, "taker",
                                                                                                  "taker")
    deal = ScoredDeal(1, scored, ("Anne", "Blaise", "Claude", "Denise"), Scale(), Ledger(4, ()), None)
    deal.score()
    # 25 points with three oudlers miss the 36 needed: the taker's petit au bout and chelem count against the defence.
    assert deal.terms["petit_au_bout"] == -10 and deal.terms["chelem"] == -200 and sum(deal.lines) == 0


def test_hands_of_unequal_size_are_refused_with_a_clear_error():
    with pytest.raises(ValueError, match="these hold 2, 1, 2, 2"):
        play_out([cards("RPI 1AT"), cards("2PI"), cards("3PI 4CE"), cards("4PI 5CE")], 0, TAKER_ALONE,
                 lambda play: play.legal()[0])
    with pytest.raises(ValueError, match="the sides name 3 seats for 4 hands"):
        TrickPlay([cards("RPI"), cards("2PI"), cards("3PI"), cards("4PI")], table(4), 0, RULES, sides=Sides((0, 1, 1)))
    deal = DealPlay.deal([cards("RPI"), cards("2PI"), cards("3PI"), cards("4PI")], 0, TAKER_ALONE)
    with pytest.raises(IllegalPlay):
        deal.card(CARD("2PI"))


# Chelems played out, from the hands a reader gives --------------------------------------------

PACK = [str(card) for card in PACKS["tarot-78"]]
SLAM = [f"{n}AT" for n in range(9, 22)] + ["0EX", "RPI", "RCE", "RCA", "RTR"]
"""A hand of trumps and Kings that takes every trick, whoever leads."""


def slam_deal(hand: list[str] = SLAM, **options: object) -> dict:
    """Claude (seat 3, not first hand) holds ``hand``; the deal played to its score."""
    rest = [code for code in PACK if code not in hand]
    answer = handle({"action": "play", "game": "french-tarot", "hands": [rest[:18], rest[18:36], hand, rest[36:54]],
                     "dog": rest[54:], **options})
    assert "error" not in answer, answer
    return answer


def rule_steps(answer: dict, rule: str) -> list[dict]:
    return [step for deal in answer["deals"] for step in deal["steps"] if step["rule"] == rule]


def test_an_announced_chelem_gives_the_taker_the_first_lead_and_scores_400():
    answer = slam_deal(announce=True)
    summary = answer["deals"][-1]["summary"]
    assert summary["first_hand"] == 4 and summary["taker"] == 3
    assert summary["play"]["tricks"][0]["leader"] == 3
    assert rule_steps(answer, "french-tarot.play.first-lead")[0]["seats"] == [3]
    assert summary["play"]["chelem"] == "taker" and summary["play"]["score"]["chelem"] == 400
    # The taker keeps the Excuse to lead it to the last trick, which it wins in a chelem.
    last = summary["play"]["tricks"][-1]
    assert last["cards"][0] == [3, "0EX"] and last["winner"] == 3 and rule_steps(answer, "french-tarot.excuse.slam")


def test_an_unannounced_chelem_is_scored_from_the_tricks():
    answer = slam_deal()
    summary = answer["deals"][-1]["summary"]
    assert not rule_steps(answer, "french-tarot.bid.chelem")
    assert summary["play"]["tricks"][0]["leader"] == summary["first_hand"]
    assert summary["play"]["chelem"] == "taker" and summary["play"]["score"]["chelem"] == 200


def test_an_announced_chelem_missed_costs_200():
    # Low trumps: the policy announces, and Denise's trumps 13 and 14, one above all of the taker's but the 21, take
    # a trick (the defence's other trumps lie in the dog).
    answer = slam_deal(announce=True, hand=[f"{n}AT" for n in range(1, 13)] + ["21AT", "0EX", "RPI", "RCE", "RCA",
                                                                               "RTR"])
    summary = answer["deals"][-1]["summary"]
    assert rule_steps(answer, "french-tarot.bid.chelem")[0]["data"]["chelem"] is True
    assert summary["play"]["tricks"][0]["leader"] == 3
    assert summary["play"]["chelem"] is None and summary["play"]["score"]["chelem"] == -200


def test_french_tarot_house_petit_chelem_announced():
    # Trumps 9 to 21, the Excuse, three Kings and a Queen: a computer taker announces a petit chelem (not a chelem,
    # for the Queen), keeps first hand's lead, takes every trick, and scores the announced 300, not also 200.
    strong = [f"{n}AT" for n in range(9, 22)] + ["0EX", "RPI", "RCE", "RCA", "DPI"]
    answer = slam_deal(strong, petit_chelem=True, announce=True)
    summary = answer["deals"][-1]["summary"]
    told = rule_steps(answer, "french-tarot.house.petit-chelem-announced")[0]
    assert told["ours"] and told["data"]["petit_chelem"] is True and "Claude announces a petit chelem" in told["text"]
    assert summary["play"]["tricks"][0]["leader"] == summary["first_hand"] == 4
    assert summary["play"]["chelem"] == "taker" and summary["play"]["score"]["chelem"] == 300
    assert "petit chelem announced" in answer["table"]["seats"]["3"]["roles"]
    # Low trumps: announced all the same, the defence takes more than three tricks, and the taker loses 150.
    weak = [f"{n}AT" for n in range(1, 11)] + ["21AT", "0EX", "RPI", "RCE", "DPI", "DCE", "DCA", "DTR"]
    missed = slam_deal(weak, petit_chelem=True, announce=True)["deals"][-1]["summary"]["play"]
    assert sum(trick["winner"] == 3 for trick in missed["tricks"]) < 15 and missed["score"]["chelem"] == -150
    # Without the house rule the taker may announce only a chelem; a reader may announce the petit chelem.
    assert not rule_steps(slam_deal(strong, announce=True), "french-tarot.house.petit-chelem-announced")
    asked = handle({"action": "deal", "game": "french-tarot", "seed": 1, "announce": True, "petit_chelem": True,
                    "seat": 3, "decisions": ["prise"]})
    assert [move["move"] for move in asked["waiting"]["moves"]] == ["chelem", "petit-chelem", "nothing"]


def test_a_petit_chelem_is_scored_from_the_tricks_where_the_house_rule_is_played():
    hand = [f"{n}AT" for n in range(9, 22)] + ["0EX", "RPI", "RCE", "1CA", "1TR"]
    answer = slam_deal(hand, petit_chelem=True)
    play = answer["deals"][-1]["summary"]["play"]
    assert sum(trick["winner"] == 3 for trick in play["tricks"]) == 15 and play["score"]["chelem"] == 150
    assert "made an unannounced petit chelem" in rule_steps(answer, "french-tarot.house.petit-chelem")[0]["text"]
    assert slam_deal(hand)["deals"][-1]["summary"]["play"]["score"]["chelem"] == 0
