"""The edges of two of our readings of the score: the petit chelem, every trick but three or fewer and short of every
trick (french-tarot.house.petit-chelem-reading), and a Petit imprenable that does not take the last trick, which
changes sides there like the Excuse and is au bout for the side it goes to (french-tarot.play.petit-imprenable)."""

from __future__ import annotations

from engine.api import handle
from engine.cards import TAROT_NOUVEAU
from engine.explain import Explanation
from engine.games.french_tarot.contracts import CONTRACTS, Result
from engine.games.french_tarot.counting import count
from engine.games.french_tarot.piles import Played, play_out
from engine.games.french_tarot.rulebook import FRENCH_TAROT
from engine.games.french_tarot.scoring import Counted, ScoredDeal, Scale, petit_chelem
from engine.games.french_tarot.tricks import PETIT
from engine.games.french_tarot.words import WORDS
from engine.ledger import Ledger
from engine.packs import PACKS
from engine.trick_words import TRICK_WORDS
from engine.tricks import Sides

NAMES = ("Anne", "Blaise", "Claude", "Denise")
READING = "french-tarot.house.petit-chelem-reading"
IMPRENABLE = "french-tarot.play.petit-imprenable"
OURS = " (our reading of the source)"
PACK = [str(card) for card in PACKS["tarot-78"]]


def rule_texts(steps: list[dict], rule: str) -> list[str]:
    return [step["text"] for step in steps if step["rule"] == rule]


def claude_holds(hand: list[str], **options: object) -> dict:
    """A deal at four in which Claude (seat 3) holds ``hand`` and the others the rest of the pack in order, played
    by the computer seats to its score."""
    rest = [code for code in PACK if code not in hand]
    answer = handle({"action": "play", "game": "french-tarot", "hands": [rest[:18], rest[18:36], hand, rest[36:54]],
                     "dog": rest[54:], **options})
    assert "error" not in answer, answer
    return answer


# The petit chelem -------------------------------------------------------------------------------------------------


def test_a_petit_chelem_is_every_trick_but_three_or_fewer_and_not_every_trick():
    for tricks in (24, 18, 15):
        for side, other in (("taker", "defence"), ("defence", "taker")):
            made = {left: petit_chelem([side] * (tricks - left) + [other] * left) for left in range(5)}
            assert made[0] is None and made[4] is None, (tricks, side)
            assert {left: slam for left, slam in made.items() if slam is not None} == {
                left: Counted(False, side, left) for left in (1, 2, 3)}
    # Announced, every trick fulfils it and four tricks left miss it.
    assert petit_chelem(["taker"] * 18, True) == Counted(True, "taker", 0)
    missed = petit_chelem(["taker"] * 14 + ["defence"] * 4, True)
    assert missed is not None and missed.announced and missed.made_by is None


def scored(slam: Counted) -> tuple[ScoredDeal, list[str]]:
    """A prise won with the petit chelem ``slam``: its score, and its steps as ``rule|text``."""
    deal = ScoredDeal(1, Result(0, CONTRACTS["prise"], 160, 3, petit_chelem=slam), NAMES, Scale(), Ledger(4, ()),
                      None)
    deal.explanation = Explanation(FRENCH_TAROT, words=WORDS, players=NAMES)
    deal.score()
    return deal, [f"{step.rule.id}|{step.text}" for step in deal.explanation.steps]


def test_french_tarot_house_petit_chelem_reading():
    # Every trick but one or two: a petit chelem all the same, said to be our reading; but three: the source's own.
    for left, tricks in ((1, "1 trick"), (2, "2 tricks")):
        deal, steps = scored(Counted(False, "taker", left))
        assert deal.terms["chelem"] == 150 and sum(deal.lines) == 0
        assert [step for step in steps if "petit-chelem" in step] == [
            f"{READING}|The taker's side left the other side only {tricks}, fewer than three: a petit chelem all the "
            f"same.{OURS}",
            "french-tarot.house.petit-chelem|The taker's side made an unannounced petit chelem: 150 to it."]
    deal, steps = scored(Counted(False, "taker", 3))
    assert deal.terms["chelem"] == 150 and [step.split("|")[0] for step in steps if "petit-chelem" in step] == [
        "french-tarot.house.petit-chelem"]
    assert FRENCH_TAROT[READING].ours and "every trick but three or fewer" in FRENCH_TAROT[READING].statement


def test_the_seeds_at_five_every_trick_but_one_and_every_trick_but_three():
    """Seed 12 at five players: the taker's side takes 14 tricks of 15, which scored nothing before our reading;
    seed 54: 12 of 15, the source's own petit chelem."""
    for seed, took, reading in ((12, 14, True), (54, 12, False)):
        answer = handle({"action": "play", "game": "french-tarot", "players": 5, "seed": seed, "petit_chelem": True})
        deal = answer["deals"][-1]
        play = deal["summary"]["play"]
        side = {play["score"]["taker"], play["partner"]}
        assert sum(trick["winner"] in side for trick in play["tricks"]) == took, seed
        assert play["score"]["chelem"] == 150, seed
        assert bool(rule_texts(deal["steps"], READING)) is reading, seed


TRUMPS = [f"{n}AT" for n in range(9, 22)] + ["0EX", "RPI"]


def test_played_out_every_trick_is_the_chelem_alone_and_one_trick_more_left_is_no_petit_chelem():
    cases = ((["RCE", "RCA", "RTR"], 18, 200, False), (["RCE", "RCA", "1TR"], 16, 150, True),
             (["RCE", "1CA", "1TR"], 15, 150, False), (["1CE", "1CA", "1TR"], 14, 0, False))
    for extra, took, chelem, reading in cases:
        deal = claude_holds(TRUMPS + extra, petit_chelem=True)["deals"][-1]
        play = deal["summary"]["play"]
        assert sum(trick["winner"] == 3 for trick in play["tricks"]) == took, extra
        assert play["score"]["chelem"] == chelem, extra
        assert bool(rule_texts(deal["steps"], READING)) is reading, extra
        assert bool(rule_texts(deal["steps"], "french-tarot.house.petit-chelem")) is (chelem == 150), extra


# The Petit imprenable in the last trick ---------------------------------------------------------------------------

CARD = TAROT_NOUVEAU.parse
TAKER_ALONE = Sides((0, 1, 1, 1))
"""Four players, Anne (seat 1) the taker."""


def played(hands: list[str], tricks: list[str]) -> tuple[Played, list[str]]:
    """The hands played out with the Petit imprenable, each trick's cards given, Anne leading: what the deal came
    to, and the steps of the Petit imprenable."""
    given = [[CARD(code) for code in trick.split()] for trick in tricks]
    explanation = Explanation(FRENCH_TAROT, words=WORDS | TRICK_WORDS, players=NAMES)
    result = play_out([[CARD(code) for code in hand.split()] for hand in hands], 0, TAKER_ALONE,
                      lambda play: next(card for card in given[len(play.tricks)] if card in play.hands[play.to_play]),
                      NAMES, explanation, imprenable=True)
    return result, [step.text for step in explanation.steps if step.rule.id == IMPRENABLE]


def test_a_petit_imprenable_beaten_in_the_last_trick_goes_to_the_side_that_beat_it_au_bout():
    # Claude's only trump is the Petit; Denise took a trick, and Anne, the taker, trumps the last one.
    played_out, told = played(["RCE 2PI 14AT", "3CE 3PI 5TR", "4CE 4PI 1AT", "5CE RPI 2TR"],
                              ["RCE 3CE 4CE 5CE", "2PI 3PI 4PI RPI", "2TR 14AT 5TR 1AT"])
    assert played_out.winners == (0, 3, 0)
    assert PETIT in played_out.piles["taker"] and PETIT not in played_out.piles["defence"]
    assert played_out.petit_au_bout == "taker" and played_out.petit_au_bout_last
    fate = played_out.excused[-1]
    assert (fate.card, fate.side, fate.rule, fate.given) == (PETIT, "taker", IMPRENABLE, None)
    assert told[-2:] == [
        f"Claude's Petit imprenable did not take the last trick, which Anne took: like the Excuse there, it goes to "
        f"the taker's side, and nothing is given for it.{OURS}",
        f"The Petit imprenable went to the taker's side in the last trick: petit au bout for it.{OURS}"]
    # The count agrees: the Petit is among the taker's oudlers, and every card is counted once.
    result = played_out.result(0, CONTRACTS["prise"])
    assert result.oudlers == count(played_out.piles["taker"]).oudlers == 1 and result.petit_au_bout == "taker"
    assert sum(len(pile) for pile in played_out.piles.values()) == 12


def test_a_petit_imprenable_in_a_last_trick_its_own_side_took_still_changes_sides():
    # Blaise, Claude's fellow defender, overtrumps Anne in the last trick: the Petit goes to Anne's side all the same.
    played_out, told = played(["RCE 2PI 14AT", "3CE 3PI 15AT", "4CE 4PI 1AT", "5CE RPI 2TR"],
                              ["RCE 3CE 4CE 5CE", "2PI 3PI 4PI RPI", "2TR 14AT 15AT 1AT"])
    assert played_out.winners == (0, 3, 1)
    assert PETIT in played_out.piles["taker"] and played_out.petit_au_bout == "taker"
    assert told[-2].startswith("Claude's Petit imprenable did not take the last trick, which Blaise took: like the "
                               "Excuse there, it goes to the taker's side")


def test_a_petit_imprenable_whose_side_took_every_trick_before_goes_back_and_is_au_bout_for_none():
    # The defence took the first two tricks; Anne trumps the last: the Petit goes back for a half-point card.
    played_out, told = played(["2CE 2PI 14AT", "RCE 3PI 5TR", "4CE 4PI 1AT", "5CE RPI 2TR"],
                              ["2CE RCE 4CE 5CE", "3PI 4PI RPI 2PI", "2TR 14AT 5TR 1AT"])
    assert played_out.winners == (1, 3, 0)
    assert PETIT in played_out.piles["defence"] and played_out.petit_au_bout is None
    fate = played_out.excused[-1]
    assert (fate.card, fate.side, fate.rule, str(fate.given)) == (PETIT, "defence", IMPRENABLE, "2CE")
    assert told[-1] == (f"Claude's Petit imprenable did not take the last trick, and his side took every trick "
                        f"before: it goes back to that side, and no side has the petit au bout.{OURS}")


def test_the_seed_where_a_reader_keeps_the_petit_imprenable_to_the_last_trick():
    """Seed 44's first deal at five gives Claude, a defender, the Petit imprenable. Kept to the last trick, which
    Denise, the taker's partner, takes with a trump, it goes to the taker's side: three oudlers, 36 points needed
    and the petit au bout, where it went back to the defence before our reading and the taker's side had two
    oudlers, needed 41 and had the petit au bout all the same."""
    request = {"action": "play", "game": "french-tarot", "players": 5, "seed": 44, "soft_shuffle": True,
               "petit_imprenable": True, "seat": 3}
    decisions: list[str] = []
    answer = handle(request)
    while "waiting" in answer:
        legal = [move["move"] for move in answer["waiting"]["moves"] if move["legal"]]
        kept = [move for move in legal if move != "play 1AT"]
        decisions.append("pass" if "pass" in legal else kept[-1] if kept else legal[0])
        answer = handle({**request, "decisions": decisions})
    deal = answer["deals"][0]
    play = deal["summary"]["play"]
    assert (play["score"]["taker"], play["partner"]) == (5, 4)
    last = play["tricks"][-1]
    assert [3, "1AT"] in last["cards"] and last["winner"] == 4
    assert play["petit_au_bout"] == "taker"
    assert {name: play["score"][name] for name in ("oudlers", "needed", "petit_au_bout", "won")} == {
        "oudlers": 3, "needed": 36, "petit_au_bout": 10, "won": True}
    assert rule_texts(deal["steps"], "french-tarot.count.oudlers") == ["The taker's pile holds 3 oudlers."]
    assert rule_texts(deal["steps"], IMPRENABLE)[-2:] == [
        f"Claude's Petit imprenable did not take the last trick, which Denise took: like the Excuse there, it goes "
        f"to the taker's side, and nothing is given for it.{OURS}",
        f"The Petit imprenable went to the taker's side in the last trick: petit au bout for it.{OURS}"]
