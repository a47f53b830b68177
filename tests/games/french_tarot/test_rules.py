"""One test per rule of French Tarot, each named after its rule id (french-tarot.score.margin ->
test_french_tarot_score_margin). The source's own worked examples are here as tests: the garde sans of +504
and −168 three times, and its rounding to 510."""

from __future__ import annotations

from fractions import Fraction
from math import comb

from engine.api import handle
from engine.cards import TAROT_NOUVEAU
from engine.games.french_tarot.contracts import CONTRACTS
from engine.games.french_tarot.counting import half_points
from engine.games.french_tarot.dealing import deal, dog_places
from engine.games.french_tarot.odds import longest_chances
from engine.games.french_tarot.piles import play_out
from engine.games.french_tarot.rulebook import FRENCH_TAROT
from engine.games.french_tarot.scoring import Scale, ScoredDeal
from engine.ledger import Ledger
from engine.packs import PACKS
from engine.shuffle import cut_point, random_source, shuffled
from engine.tricks import Sides
from tests.support.french_tarot import counted, refused, rules, scored, scores, step
from tests.support.tables import tables

TAROT = PACKS["tarot-78"]
CARD = TAROT_NOUVEAU.parse
GARDE_SANS = {"taker": 1, "contract": "garde-sans", "points": 53, "oudlers": 2,
              "poignees": [{"seat": 1, "level": "single"}]}
"""The source's example: a garde sans won by 12 with a single poignée."""


def test_french_tarot_pack_tarot_nouveau():
    assert len(TAROT) == 78
    assert sum(1 for card in TAROT if card.suit.code == "AT") == 21
    assert [str(TAROT.parse(text, "pile")) for text in ("excuse", "petit", "monde", "KPI", "QCA")] == \
        ["0EX", "1AT", "21AT", "RPI", "DCA"]
    assert all(TAROT.parse(str(card), "pile") == card for card in TAROT)
    assert handle({"action": "count", "game": "french-tarot", "pile": ["KS"]})["error"]["field"] == "pile[0]"


def test_french_tarot_count_oudlers():
    assert counted(["1AT", "21AT", "0EX", "2AT"])["oudlers"] == 3
    assert counted(["2AT", "RPI"])["oudlers"] == 0


def test_french_tarot_count_card_values():
    assert sum(half_points(card) for card in TAROT) == 182
    assert counted(["RPI", "DCE", "CCA", "VTR", "7TR", "21AT"])["points"] == 4.5 + 3.5 + 2.5 + 1.5 + 0.5 + 4.5
    assert counted(["7TR"])["points"] == 0.5


def test_french_tarot_count_pairs():
    answer = counted(["RPI", "7TR", "DCE", "2AT", "3AT", "4AT", "VCA"])
    assert [line["points"] for line in answer["pairs"]] == [5, 4, 1.5 + 0.5, 0.5]
    assert sum(line["points"] for line in answer["pairs"]) == sum(line["points"] for line in answer["by_card"])


def test_french_tarot_contract_needed():
    for oudlers, needed in ((3, 36), (2, 41), (1, 51), (0, 56)):
        won = scored({"taker": 1, "contract": "prise", "points": needed, "oudlers": oudlers})
        lost = scored({"taker": 1, "contract": "prise", "points": needed - 0.5, "oudlers": oudlers})
        assert won["deals"][0]["summary"]["won"] and not lost["deals"][0]["summary"]["won"]
        assert step(won, "french-tarot.contract.needed")["data"]["needed"] == needed


def test_french_tarot_score_formula():
    answer = scored(GARDE_SANS)
    assert answer["deals"][0]["summary"]["hand_score"] == (25 + 12 + 0) * 4 + 20 + 0 == 168
    assert scores(answer) == [504, -168, -168, -168]
    assert "168" in step(answer, "french-tarot.score.formula")["text"]


def test_french_tarot_score_margin():
    answer = scored({"taker": 2, "contract": "garde", "points": 30, "oudlers": 3})
    assert step(answer, "french-tarot.score.margin")["data"]["margin"] == 6
    assert scores(answer) == [62, -186, 62, 62]


def test_french_tarot_score_half_point():
    for points, margin in ((41.5, 1), (40.5, 1), (43.5, 3)):
        answer = scored({"taker": 1, "contract": "prise", "points": points, "oudlers": 2}, players=3)
        assert answer["deals"][0]["summary"]["margin"] == margin
        assert step(answer, "french-tarot.score.half-point")["ours"] is True
    assert "french-tarot.score.half-point" not in rules(scored({"taker": 1, "contract": "prise", "points": 43,
                                                                "oudlers": 2}))
    # Four players too: Claude's Excuse in the last trick, which his side takes without having taken the first,
    # goes to Anne, the taker, whose pile is then five cards, the V♠ (1½), the Excuse (4½) and three small
    # spades (½ each): 7½.
    hands = [[CARD(code) for code in hand.split()] for hand in ("VPI 5CE", "2PI RCE", "3PI EXCUSE", "4PI 6CE")]
    played = play_out(hands, 0, Sides((0, 1, 1, 1)), lambda play: play.legal()[0])
    result = played.result(0, CONTRACTS["prise"])
    assert len(played.piles["taker"]) == 5 and result.half_points == 15
    deal = ScoredDeal(1, result, ("Anne", "Blaise", "Claude", "Denise"), Scale(), Ledger(4, ()), None)
    deal.score()
    assert deal.terms["margin"] == 44  # 51 needed with one oudler, the Excuse: 43½ short, counted as 44
    assert "and with four when the Excuse" in FRENCH_TAROT["french-tarot.score.half-point"].statement


def test_french_tarot_score_multiplier():
    for contract, multiplier in (("prise", 1), ("pousse", 1), ("garde", 2), ("garde-sans", 4), ("garde-contre", 6)):
        answer = scored({"taker": 1, "contract": contract, "points": 41, "oudlers": 2})
        assert answer["deals"][0]["summary"]["hand_score"] == 25 * multiplier


def test_french_tarot_score_garde_contre_8():
    answer = scored({"taker": 1, "contract": "garde-contre", "points": 41, "oudlers": 2}, garde_contre=8)
    assert answer["deals"][0]["summary"]["hand_score"] == 200
    assert "french-tarot.score.garde-contre-8" in rules(answer)
    assert refused({"taker": 1, "contract": "garde", "points": 41, "oudlers": 2}, garde_contre=8.0)["field"] == \
        "garde_contre"


def test_french_tarot_bonus_petit_au_bout():
    base = {"taker": 1, "contract": "garde", "points": 51, "oudlers": 2}
    assert scored({**base, "petit_au_bout": "taker"})["deals"][0]["summary"]["hand_score"] == (25 + 10 + 10) * 2
    assert scored({**base, "petit_au_bout": "defence"})["deals"][0]["summary"]["hand_score"] == (25 + 10 - 10) * 2
    lost = {"taker": 1, "contract": "garde-sans", "points": 31, "oudlers": 2}
    assert scored({**lost, "petit_au_bout": "taker"})["deals"][0]["summary"]["hand_score"] == (25 + 10 - 10) * 4
    assert scored({**lost, "petit_au_bout": "defence"})["deals"][0]["summary"]["hand_score"] == (25 + 10 + 10) * 4
    assert refused({**base, "oudlers": 0, "points": 60, "petit_au_bout": "taker"})["field"] == "deals[0].petit_au_bout"


def test_french_tarot_bonus_petit_au_bout_slam():
    slam = {"taker": 1, "contract": "garde", "points": 87, "oudlers": 3, "petit_au_bout": "taker",
            "petit_au_bout_trick": "second-to-last", "chelem": {"announced": True, "made_by": "taker"}}
    answer = scored(slam)
    assert rules(answer).index("french-tarot.bonus.petit-au-bout-slam") < rules(answer).index(
        "french-tarot.bonus.petit-au-bout")
    assert answer["deals"][0]["summary"]["hand_score"] == (25 + 51 + 10) * 2 + 400
    assert refused({**slam, "chelem": {"announced": True}})["field"] == "deals[0].petit_au_bout_trick"


def test_french_tarot_bonus_poignee():
    base = {"taker": 1, "contract": "prise", "points": 41, "oudlers": 2}
    for level, bonus in (("single", 20), ("double", 40), ("triple", 60)):
        answer = scored({**base, "poignees": [{"seat": 3, "level": level}]})
        assert answer["deals"][0]["summary"]["hand_score"] == 25 + bonus
    lost = scored({**base, "points": 40, "poignees": [{"seat": 1, "trumps": 13}]})
    assert lost["deals"][0]["summary"]["poignee"] == 40 and scores(lost)[0] == -3 * (26 + 40)
    for players, trumps in ((3, 12), (4, 9), (5, 7)):
        deal = {**base, "partner": 2} if players == 5 else base
        assert refused({**deal, "poignees": [{"seat": 1, "trumps": trumps}]}, players=players)["field"] == \
            "deals[0].poignees[0].trumps"
    assert refused({**base, "poignees": [{"seat": 1, "level": "triple", "trumps": 14}]})["field"] == \
        "deals[0].poignees[0].trumps"
    assert refused({**base, "poignees": [{"seat": 1, "trumps": 15}, {"seat": 2, "trumps": 10}]})["field"] == \
        "deals[0].poignees"


def test_french_tarot_bonus_chelem():
    slam = {"taker": 1, "contract": "prise", "points": 91, "oudlers": 3}
    assert scored({**slam, "chelem": {"announced": True, "made_by": "taker"}})["deals"][0]["summary"]["chelem"] == 400
    assert scored({**slam, "chelem": {"made_by": "taker"}})["deals"][0]["summary"]["chelem"] == 200
    missed = scored({**slam, "points": 70, "chelem": {"announced": True}})
    assert missed["deals"][0]["summary"]["hand_score"] == 25 + 34 - 200 and scores(missed)[0] == 3 * (59 - 200)
    defence = scored({"taker": 1, "contract": "garde", "points": 0, "oudlers": 0,
                      "chelem": {"made_by": "defence"}})
    assert defence["deals"][0]["summary"]["hand_score"] == (25 + 56) * 2 + 200
    assert refused({**slam, "points": 30, "chelem": {"made_by": "taker"}})["field"] == "deals[0].chelem.made_by"


def test_french_tarot_scorecard_defenders():
    for players in (3, 4):
        answer = scored({"taker": 2, "contract": "garde", "points": 45, "oudlers": 2}, players=players)
        hand = answer["deals"][0]["summary"]["hand_score"]
        assert scores(answer)[1] == hand * (players - 1) and sum(scores(answer)) == 0
        assert all(score == -hand for seat, score in enumerate(scores(answer)) if seat != 1)


def test_french_tarot_scorecard_partner():
    deal = {"taker": 1, "contract": "garde", "points": 45, "oudlers": 2}
    with_partner = scored({**deal, "partner": 4}, players=5)
    hand = with_partner["deals"][0]["summary"]["hand_score"]
    assert scores(with_partner) == [2 * hand, -hand, -hand, hand, -hand]
    alone = scored({**deal, "partner": 1}, players=5)
    assert scores(alone) == [4 * hand, -hand, -hand, -hand, -hand]
    assert refused(deal, players=5)["field"] == "deals[0].partner"


def test_french_tarot_scorecard_rounding():
    answer = scored(GARDE_SANS, rounding=True)
    assert scores(answer) == [510, -170, -170, -170]
    assert answer["table"]["seats"]["1"]["points"] == 510


def test_french_tarot_scorecard_rounding_others():
    answer = scored({"taker": 1, "contract": "prise", "points": 51, "oudlers": 2, "partner": 2},
                    players=5, rounding=True)
    assert scores(answer) == [80, 40, -40, -40, -40]
    assert step(answer, "french-tarot.scorecard.rounding-others")["ours"] is True


def test_french_tarot_scorecard_running():
    answer = scored(GARDE_SANS, {"taker": 2, "contract": "prise", "points": 30, "oudlers": 1})
    totals = answer["summary"]["totals"]
    assert totals == [a + b for a, b in zip(scores(answer, 0), scores(answer, 1))] and sum(totals) == 0
    assert step(answer, "french-tarot.scorecard.running", deal=1)["data"]["totals"] == totals


def test_french_tarot_house_misere():
    answer = scored({"taker": 1, "contract": "prise", "points": 41, "oudlers": 2, "miseres": [3]})
    assert scores(answer) == [75 - 10, -25 - 10, -25 + 30, -25 - 10]


def test_french_tarot_house_misere_table():
    for players, gain in ((3, 20), (5, 40)):
        deal = {"taker": 1, "contract": "prise", "points": 41, "oudlers": 2, "miseres": [2]}
        answer = scored({**deal, "partner": 1} if players == 5 else deal, players=players)
        assert step(answer, "french-tarot.house.misere-table")["ours"] is True
        assert step(answer, "french-tarot.house.misere")["data"]["misere"] == gain
        assert sum(scores(answer)) == 0


def test_french_tarot_house_petit_chelem():
    deal = {"taker": 1, "contract": "prise", "points": 80, "oudlers": 3}
    assert scored({**deal, "petit_chelem": {"made_by": "taker"}})["deals"][0]["summary"]["chelem"] == 150
    assert scored({**deal, "petit_chelem": {"announced": True, "made_by": "taker"}})["deals"][0]["summary"][
        "chelem"] == 300
    assert scored({**deal, "petit_chelem": {"announced": True}})["deals"][0]["summary"]["chelem"] == -150
    assert refused({**deal, "chelem": {"made_by": "taker"}, "petit_chelem": {"made_by": "taker"}})["field"] == \
        "deals[0].petit_chelem"


def test_french_tarot_house_pousse_scale():
    for contract, amount in (("prise", 10), ("pousse", 20), ("garde", 40), ("garde-sans", 80),
                             ("garde-contre", 160)):
        answer = scored({"taker": 1, "contract": contract, "points": 60, "oudlers": 2}, scale="fixed")
        assert answer["deals"][0]["summary"]["hand_score"] == amount


def test_french_tarot_house_pousse_terms():
    answer = scored({"taker": 1, "contract": "garde", "points": 60, "oudlers": 2, "petit_au_bout": "defence"},
                    scale="fixed")
    assert answer["deals"][0]["summary"]["hand_score"] == 40 - 10
    assert step(answer, "french-tarot.house.pousse-terms")["ours"] is True


def judged(hand: str, players: int = 4) -> dict:
    """The ``evaluate`` answer's judgement for a hand written as one string, with the steps that tell it."""
    answer = handle({"action": "evaluate", "game": "french-tarot", "players": players, "hand": hand.split()})
    assert "error" not in answer, answer
    return {**answer["deals"][0]["summary"], "steps": answer["deals"][0]["steps"]}


def lines(answer: dict, rule: str) -> list[tuple[str, int]]:
    return [(line["what"], line["points"]) for line in answer["lines"] if line["rule"] == rule]


def told(answer: dict, rule: str) -> list[str]:
    """The texts of the steps under ``rule``."""
    return [step["text"] for step in answer["steps"] if step["rule"] == rule]


STRONG = "21AT 20AT 19AT 1AT 5AT 9AT 0EX RPI DPI 2PI 3PI 4PI 5PI RCE CTR VTR 4CA 6CA"
WEAK = "2AT 3AT 7PI 8PI 9PI 10PI 1CE 2CE 3CE 4CE 5CE 1CA 2CA 3CA 1TR 2TR 3TR 4TR"


def test_french_tarot_evaluate_oudlers():
    assert lines(judged(STRONG), "french-tarot.evaluate.oudlers") == [("the Monde (21)", 10), ("the Excuse", 8)]
    assert lines(judged(WEAK), "french-tarot.evaluate.oudlers") == []


def test_french_tarot_evaluate_petit():
    assert lines(judged(STRONG), "french-tarot.evaluate.petit") == [("the Petit with 6 trumps", 9)]
    three = "1AT 2AT 3AT 7PI 8PI 9PI 10PI 1CE 2CE 3CE 4CE 5CE 1CA 2CA 3CA 1TR 2TR 3TR"
    assert lines(judged(three), "french-tarot.evaluate.petit") == [("the Petit with 3 trumps", 0)]
    four = three.replace("3TR", "4AT")
    assert lines(judged(four), "french-tarot.evaluate.petit") == [("the Petit with 4 trumps", 5)]


def test_french_tarot_evaluate_counting():
    # Three numbered trumps and the Excuse: the Excuse makes four trumps for the 2 points each, not a guard
    # for the Petit.
    hand = "1AT 2AT 3AT 0EX 7PI 8PI 9PI 10PI 1CE 2CE 3CE 4CE 5CE 1CA 2CA 3CA 1TR 2TR"
    answer = judged(hand)
    assert lines(answer, "french-tarot.evaluate.petit") == [("the Petit with 3 trumps", 0)]
    assert lines(answer, "french-tarot.evaluate.trumps") == [("4 trumps, oudlers included, at 2", 8)]
    assert told(answer, "french-tarot.evaluate.trumps") == ["4 trumps, oudlers included, at 2: 8 points."]


def test_french_tarot_evaluate_trumps():
    assert lines(judged(STRONG), "french-tarot.evaluate.trumps") == [("7 trumps, oudlers included, at 2", 14)]
    assert lines(judged(WEAK), "french-tarot.evaluate.trumps") == []


def test_french_tarot_evaluate_major_trumps():
    assert lines(judged(STRONG), "french-tarot.evaluate.major-trumps") == [("3 major trumps (16 to 21) at 2", 6)]


def test_french_tarot_evaluate_sequences():
    assert lines(judged(STRONG), "french-tarot.evaluate.sequences") == [
        ("a sequence of 3 major trumps, 19 to 21", 3)]
    broken = STRONG.replace("20AT", "16AT")
    assert lines(judged(broken), "french-tarot.evaluate.sequences") == []


def test_french_tarot_evaluate_courts():
    assert lines(judged(STRONG), "french-tarot.evaluate.courts") == [
        ("king and queen of spades", 10), ("king of hearts without the queen", 6), ("knight of clubs", 2),
        ("jack of clubs", 1)]
    queen = judged(STRONG.replace("RPI", "10AT"))
    assert ("queen of spades without the king", 3) in lines(queen, "french-tarot.evaluate.courts")


def test_french_tarot_evaluate_long_suits():
    assert lines(judged(STRONG), "french-tarot.evaluate.long-suits") == [("6 spades", 7)]
    assert lines(judged(WEAK), "french-tarot.evaluate.long-suits") == [("5 hearts", 5)]


def test_french_tarot_evaluate_short_suits():
    answer = judged(STRONG)
    assert lines(answer, "french-tarot.evaluate.short-suits") == [("a single heart", 3)]
    assert answer["short_suits"] == 3 and answer["total"] == 76


def test_french_tarot_evaluate_bid():
    assert judged(STRONG)["bid"] == "garde-sans" and judged(WEAK)["bid"] == "pass"
    assert told(judged(STRONG), "french-tarot.evaluate.bid") == ["79 points in all: the guide says bid a garde sans."]
    assert told(judged(WEAK), "french-tarot.evaluate.bid")[0].endswith("the guide says pass.")
    middling = "21AT 1AT 5AT 9AT 11AT RPI DPI 2PI 3PI RCE 4CE 5CE CCA VCA 4CA 6TR 7TR 8TR"
    assert judged(middling)["bid"] == "prise" and 40 <= judged(middling)["total"] <= 55


def test_french_tarot_evaluate_bid_ranges():
    from engine.games.french_tarot.guide import suggested
    assert (suggested(70), suggested(71), suggested(80), suggested(81)) == ("garde", "garde-sans", "garde-sans",
                                                                            "garde-contre")
    # 62 without the short suits (a garde), and no spade and a single club add 9: a garde sans.
    hand = "19AT RCE 0EX CTR DCA 1AT CCA 5CE 8CA 4AT 3AT 5AT RCA 15AT 7CA 8AT 7CE CCE"
    answer = judged(hand)
    assert (answer["total"], answer["short_suits"], answer["bid"]) == (62, 9, "garde-sans")
    assert told(answer, "french-tarot.evaluate.bid-ranges") and answer["steps"][-1]["ours"] is True
    assert "french-tarot.evaluate.bid-ranges" not in [step["rule"] for step in judged(WEAK)["steps"]]


def dealt_answer(players: int, seed: int) -> dict:
    """The ``evaluate`` answer for first hand's cards in the deal of ``seed``."""
    answer = handle({"action": "evaluate", "game": "french-tarot", "players": players, "seed": seed})
    assert "error" not in answer, answer
    return answer


def cut_pack(seed: int) -> list:
    """The pack as the deal of ``seed`` shuffles and cuts it, written out here step by step."""
    rng = random_source(seed)
    pack = shuffled(TAROT.cards, rng)
    cut = cut_point(len(pack), rng)
    return pack[cut:] + pack[:cut]


def test_french_tarot_deal_cut():
    for players, seed in ((3, 1), (4, 42), (5, 7)):
        dealt = deal(players, random_source(seed))
        assert 1 <= dealt.cut < 78 and [*dealt.hands[0][:3]] == cut_pack(seed)[:3]
        cut = step(dealt_answer(players, seed), "french-tarot.deal.cut")
        assert cut["seats"] == [3] and f"{dealt.cut} cards lifted" in cut["text"]


def test_french_tarot_deal_packets():
    for players, size in ((3, 24), (4, 18), (5, 15)):
        dealt = deal(players, random_source(players))
        assert [len(hand) for hand in dealt.hands] == [size] * players
        pack, top, given = cut_pack(players), 0, [[] for _ in range(players)]
        for packet in range(players * size // 3):
            given[packet % players] += pack[top:top + 3]
            top += 3 + (packet + 1 in dealt.dog_after)
        assert given == [list(hand) for hand in dealt.hands]
        answer = dealt_answer(players, players)
        told = step(answer, "french-tarot.deal.packets")
        assert sorted(told["cards"]) == sorted(map(str, dealt.hands[0])) and f"{size} cards" in told["text"]
        held = [len(table["seats"]["1"]["cards"]) for table in tables(answer)]
        assert held[:3] == [0, 0, size] and held[-1] == size  # the hand lies on the table once its packets are told


def test_french_tarot_deal_dog():
    for players, size in ((3, 6), (4, 6), (5, 3)):
        for seed in range(30):
            dealt = deal(players, random_source(seed))
            pack = cut_pack(seed)
            places = [pack.index(card) for card in dealt.dog]
            assert len(dealt.dog) == size and 0 not in places and 77 not in places
            assert all(b - a > 1 for a, b in zip(places, places[1:]))  # never two in a row
            assert all((place - places.index(place)) % 3 == 0 for place in places)  # never inside a packet
    assert "never two in a row" in step(dealt_answer(4, 1), "french-tarot.deal.dog")["text"]


def test_french_tarot_deal_dog_places():
    for players, packets in ((4, 24), (5, 25)):
        used = {place for seed in range(200) for place in dog_places(players, random_source(seed))}
        assert used == set(range(1, packets))
    assert step(dealt_answer(5, 3), "french-tarot.deal.dog-places")["ours"] is True


def test_french_tarot_deal_seats():
    answer = dealt_answer(4, 42)
    told = step(answer, "french-tarot.deal.seats")
    assert told["ours"] is True and told["seats"] == [1, 2] and "Blaise, in seat 2 on Anne's left, deals" in told["text"]
    assert step(answer, "french-tarot.deal.cut")["seats"] == [3]
    assert sorted(answer["table"]["seats"]["1"]["cards"]) == sorted(map(str, deal(4, random_source(42)).hands[0]))
    assert answer["seed"] == 42 and rules(answer)[:5] == [
        "french-tarot.deal.seats", "french-tarot.deal.cut", "french-tarot.deal.packets", "french-tarot.deal.dog",
        "french-tarot.deal.dog-places"]


def chances(**case: object) -> dict:
    """The ``chances`` answer for one reader's case."""
    answer = handle({"action": "chances", "game": "french-tarot", **case})
    assert "error" not in answer, answer
    return answer


def test_french_tarot_odds_dog():
    answer = chances(players=4, missing=4)  # the source's Albert, who holds no queen
    dog = [s["data"]["chance"]["float"] for s in answer["deals"][0]["steps"] if s["rule"] == "french-tarot.odds.dog"]
    assert len(dog) == 5 and round(dog[1] * 100, 1) == 30.5 and round(dog[2] * 100, 1) == 4.4
    eight = chances(players=4, held=8, of=14)  # Florence, with eight diamonds
    assert "51.6 %" in [s for s in eight["deals"][0]["steps"] if s["rule"] == "french-tarot.odds.dog"][0]["text"]


def test_french_tarot_odds_dog_count():
    for players, dogs in ((3, comb(54, 6)), (4, comb(60, 6)), (5, comb(63, 3))):
        answer = chances(players=players, missing=7)
        assert step(answer, "french-tarot.odds.dog-count")["data"]["dogs"] == dogs
        assert step(answer, "french-tarot.odds.dog-count")["ours"] is True
        assert sum(Fraction(*c["fraction"]) for c in answer["deals"][0]["summary"]["dog"]) == 1


def test_french_tarot_odds_longest():
    answer = chances(players=4, missing=6)  # the source's taker with eight hearts
    at_least = {s["data"]["m"]: s["data"]["chance"]["float"] for s in answer["deals"][0]["steps"]
                if s["rule"] == "french-tarot.odds.longest"}
    assert round(at_least[5] * 100, 1) == 3.8 and at_least[2] == 1
    assert at_least[5] == sum(float(c) for m, c in longest_chances(4, 6).items() if m >= 5)


def test_french_tarot_odds_longest_count():
    told = step(chances(players=5, missing=6), "french-tarot.odds.longest-count")
    assert told["ours"] is True and "the 4 other hands, the partner being unknown," in told["text"]
    assert told["data"]["ways"] == comb(60, 6)
    four = step(chances(players=4, missing=6), "french-tarot.odds.longest-count")
    assert four["data"]["ways"] == comb(54, 6) and "18 each" in four["text"]
