"""French Tarot beyond its rule ids: the exact odds against brute force and against seeded deals, the source's
worked examples of odds, the scorecard's zero sum over random deals, and bad input refused by field."""

from __future__ import annotations

import math
from collections import Counter
from fractions import Fraction
from itertools import combinations, product
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.api import UNEXPECTED, handle
from engine.games.french_tarot.contracts import CONTRACTS, HAND_SIZE, POIGNEES
from engine.games.french_tarot.dealing import deal
from engine.games.french_tarot.guide import thresholds
from engine.games.french_tarot.odds import (dog_chances, draw_chances, independent_longest, longest_chances,
                                            longest_holding)
from engine.packs import PACKS
from engine.shuffle import random_source, shuffled
from tests.support.french_tarot import odds_markdown, refused, scored, scores
from tests.support.moves import same_moves


@pytest.mark.parametrize("cards, drawn, marked", [(8, 2, 3), (9, 3, 4), (7, 3, 7)])
def test_draw_chances_agree_with_every_draw(cards, drawn, marked):
    draws = list(combinations(range(cards), drawn))
    counted = Counter(sum(1 for card in draw if card < marked) for draw in draws)
    expected = tuple(Fraction(counted[k], len(draws)) for k in range(min(marked, drawn) + 1))
    assert draw_chances(cards, drawn, marked) == expected


@pytest.mark.parametrize("hands, size, cards", [(3, 3, 4), (2, 4, 5), (3, 2, 3)])
def test_longest_holding_agrees_with_every_deal(hands, size, cards):
    """Deal ``hands`` hands of ``size`` from their cards in every way; the first ``cards`` are of the kind."""
    deck = range(hands * size)
    counted: Counter = Counter()
    deals = 0
    for owners in product(range(hands), repeat=hands * size):
        if any(owners.count(hand) != size for hand in range(hands)):
            continue
        deals += 1
        counted[max(sum(1 for card in deck if card < cards and owners[card] == hand) for hand in range(hands))] += 1
    assert longest_holding(hands, size, cards) == {m: Fraction(n, deals) for m, n in sorted(counted.items())}


def test_the_source_examples_of_odds():
    # "has no queen": four queens are missing; one in the dog 30.5 %, two 4.4 % (exact agrees to the tenth).
    dog = [round(float(chance) * 100, 1) for chance in dog_chances(4, 4)]
    assert dog[1:3] == [30.5, 4.4]
    # "8 diamonds ... 51.6 % chance of not getting any diamond": six are missing.
    assert round(float(dog_chances(4, 6)[0]) * 100, 1) == 51.6
    # "7 trumps ... 43 % chance of getting 2 or more": fourteen are missing.
    assert round(float(sum(dog_chances(4, 14)[2:])) * 100) == 43
    # "8 hearts ... in 5.3 % of the cases one Defender has 5 or more": that is each card falling alone; with
    # hands of 18 cards it is 3.8 %.
    longest = longest_chances(4, 6)
    assert round(float(longest[5] + longest[6]) * 100, 1) == 3.8
    assert round(float(independent_longest(4, 6)[5] + independent_longest(4, 6)[6]) * 100, 1) == 5.3
    # "9 trumps ... 1.1 % probability that one Defender has 9 or more": the source adds its two printed cells
    # (1.0 + 0.1) of the independent-cards figure, 1.16 %; with hands of 18 cards it is 0.3 %.
    assert round(float(sum(v for m, v in longest_chances(4, 12).items() if m >= 9)) * 100, 1) == 0.3
    assert round(float(sum(v for m, v in independent_longest(4, 12).items() if m >= 9)) * 100, 2) == 1.16


@pytest.mark.parametrize("players", [3, 4, 5])
def test_seeded_deals_agree_with_the_exact_odds(players):
    """Deal the Tarot Nouveau from 3,000 seeds: how many hearts the taker (seat 1) lacks and finds in the dog,
    and how long the defenders' longest heart holding is, agree with the exact figures within four standard
    errors in every cell with enough deals."""
    pack, size = PACKS["tarot-78"].cards, HAND_SIZE[players]
    dog_seen: Counter = Counter()
    split_seen: Counter = Counter()
    for seed in range(3000):
        cards = shuffled(pack, random_source(seed))
        hands = [cards[i * size:(i + 1) * size] for i in range(players)]
        dog = cards[players * size:]
        hearts = [sum(1 for card in held if card.suit.code == "CE") for held in hands]
        missing = 14 - hearts[0]
        dog_seen[missing, sum(1 for card in dog if card.suit.code == "CE")] += 1
        split_seen[missing - sum(1 for card in dog if card.suit.code == "CE"), max(hearts[1:])] += 1
    for table, chances in ((dog_seen, lambda n: dict(enumerate(dog_chances(players, n)))),
                           (split_seen, lambda n: longest_chances(players, n))):
        totals: Counter = Counter()
        for (n, _), seen in table.items():
            totals[n] += seen
        for n, total in totals.items():
            if total < 300:
                continue
            for k, chance in chances(n).items():
                p = float(chance)
                error = math.sqrt(p * (1 - p) / total)
                assert abs(table[n, k] / total - p) <= 4 * error + 1e-9, (players, n, k, table[n, k], total, p)


def test_odds_action_sets_the_source_beside_the_exact_figures():
    answer = handle({"action": "odds", "game": "french-tarot", "players": 4})
    table = answer["tables"][0]
    assert (table["hand"], table["dog"], table["unseen"]) == (18, 6, 60)
    four = table["dog_chances"][3]
    assert four["missing"] == 4 and sum(Fraction(*c["fraction"]) for c in four["chances"]) == 1
    verdicts = Counter(cell["verdict"] for row in table["longest_defender"] for cell in row.get("published", []))
    assert verdicts["independent"] > 50 and verdicts["agrees"] < 5
    dog_verdicts = Counter(cell["verdict"] for row in table["dog_chances"] for cell in row.get("published", []))
    assert dog_verdicts["agrees"] > 90
    assert [t["players"] for t in handle({"action": "odds", "game": "french-tarot"})["tables"]] == [3, 4, 5]
    three = handle({"action": "odds", "game": "french-tarot", "players": 3})["tables"][0]
    assert "published" not in three["dog_chances"][0] and three["unseen"] == 54


DEALS = st.fixed_dictionaries({
    "taker": st.integers(1, 3),
    "contract": st.sampled_from(sorted(CONTRACTS)),
    "oudlers": st.integers(0, 3),
    "points": st.integers(0, 182),
    "petit_au_bout": st.sampled_from([None, "taker", "defence"]),
    "poignee": st.sampled_from([None, "single", "double", "triple"]),
    "miseres": st.lists(st.integers(1, 3), max_size=2, unique=True),
})


@settings(max_examples=150, deadline=None)
@given(players=st.sampled_from([3, 4, 5]), deals=st.lists(DEALS, min_size=1, max_size=4),
       fixed=st.booleans(), rounding=st.booleans(), gc8=st.booleans())
def test_every_scorecard_sums_to_zero(players, deals, fixed, rounding, gc8):
    requested = []
    for deal in deals:
        oudlers = deal["oudlers"]
        points = min(max(deal["points"], 9 * oudlers), 182 - 9 * (3 - oudlers)) / 2
        entry: dict = {"taker": deal["taker"], "contract": deal["contract"], "points": points, "oudlers": oudlers,
                       "miseres": deal["miseres"]}
        side = deal["petit_au_bout"]
        if side == "taker" and oudlers or side == "defence" and oudlers < 3:
            entry["petit_au_bout"] = side
        if deal["poignee"]:
            entry["poignees"] = [{"seat": 2, "level": deal["poignee"]}]
        if players == 5:
            entry["partner"] = 5
        requested.append(entry)
    answer = scored(*requested, players=players, scale="fixed" if fixed else "multipliers", rounding=rounding,
                    garde_contre=8 if gc8 else 6)
    for number, deal in enumerate(answer["deals"]):
        assert sum(scores(answer, number)) == 0
        if rounding:
            assert all(score % 10 == 0 for seat, score in enumerate(scores(answer, number))
                       if seat != requested[number]["taker"] - 1)
    assert sum(answer["summary"]["totals"]) == 0
    assert [seat["points"] for seat in answer["table"]["seats"].values()] == answer["summary"]["totals"]


@pytest.mark.parametrize("deal, table, field", [
    ({"taker": 1, "contract": "garde", "points": 92, "oudlers": 2}, {}, "deals[0].points"),
    ({"taker": 1, "contract": "garde", "points": -3, "oudlers": 2}, {}, "deals[0].points"),
    ({"taker": 1, "contract": "garde", "points": 41.25, "oudlers": 2}, {}, "deals[0].points"),
    ({"taker": 1, "contract": "garde", "points": 41, "oudlers": 4}, {}, "deals[0].oudlers"),
    ({"taker": 1, "contract": "grand", "points": 41, "oudlers": 2}, {}, "deals[0].contract"),
    ({"taker": 5, "contract": "garde", "points": 41, "oudlers": 2}, {}, "deals[0].taker"),
    ({"taker": 1, "contract": "garde", "points": 41, "oudlers": 2, "partner": 2}, {}, "deals[0].partner"),
    ({"taker": 1, "contract": "garde", "pile": ["RPI", "RPI"]}, {}, "deals[0].pile[1]"),
    ({"taker": 1, "contract": "garde", "pile": ["KS"]}, {}, "deals[0].pile[0]"),
    ({"taker": 1, "contract": "garde", "pile": ["RPI"], "points": 4.5}, {}, "deals[0].pile"),
    ({"taker": 1, "contract": "garde", "points": 41, "oudlers": 2, "poignees": [{"seat": 1, "trumps": 19}]}, {},
     "deals[0].poignees[0].trumps"),
    ({"taker": 1, "contract": "garde", "points": 41, "oudlers": 2, "miseres": [1, 1]}, {}, "deals[0].miseres"),
    ({"taker": 1, "contract": "garde", "points": 41, "oudlers": 2, "colour": "red"}, {}, "deals[0].colour"),
    ({"taker": 1, "contract": "garde", "points": 41, "oudlers": 2}, {"players": 6}, "players"),
    ({"taker": 1, "contract": "garde", "points": 41, "oudlers": 2}, {"scale": "petite"}, "scale"),
    ({"taker": 1, "contract": "garde", "points": 41, "oudlers": 2}, {"rounding": "yes"}, "rounding"),
])
def test_bad_input_is_refused_by_field(deal, table, field):
    assert refused(deal, **table)["field"] == field


def test_bad_deals_and_piles():
    assert handle({"action": "score", "game": "french-tarot", "deals": []})["error"]["field"] == "deals"
    assert handle({"action": "score", "game": "french-tarot", "deals": [{}] * 101})["error"]["field"] == "deals"
    assert handle({"action": "count", "game": "french-tarot"})["error"]["field"] == "pile"
    assert handle({"action": "count", "game": "french-tarot", "pile": ["0EX", "excuse"]})["error"]["field"] == "pile[1]"
    assert handle({"action": "odds", "game": "french-tarot", "players": 2})["error"]["field"] == "players"
    assert POIGNEES[4] == (10, 13, 15)


PAGE = Path(__file__).parents[3] / "docs" / "games" / "french-tarot-in-depth.md"
"""The page in depth, which shows the odds."""


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_page_shows_the_engine_odds(players):
    page = {line.strip() for line in PAGE.read_text(encoding="utf-8").splitlines()}
    missing = [line for line in odds_markdown(players).splitlines() if line.strip() and line.strip() not in page]
    assert not missing, missing[:3]


NESTED_VALUES = st.sampled_from(["x", "", 1.5, -1, 0, 2, 10**30, [], {}, None, True, [None], {"seat": 1},
                                 [{"seat": 9, "level": "single"}], ["RPI"], "taker", 91.5])


@settings(max_examples=300, deadline=None)
@given(field=st.sampled_from(["taker", "contract", "points", "oudlers", "pile", "partner", "poignees",
                              "petit_au_bout", "petit_au_bout_trick", "chelem", "petit_chelem", "miseres"]),
       value=NESTED_VALUES, players=st.sampled_from([3, 4, 5]))
def test_any_value_inside_a_deal_is_answered_or_refused_by_its_field(field, value, players):
    deal: dict = {"taker": 1, "contract": "garde", "points": 45, "oudlers": 2, field: value}
    if players == 5 and field != "partner":
        deal["partner"] = 2
    if field == "pile":
        del deal["points"], deal["oudlers"]
    response = handle({"action": "score", "game": "french-tarot", "players": players, "deals": [deal]})
    if "error" in response:
        assert response["error"]["field"].startswith("deals[0]"), response
        assert response["error"]["reason"] != UNEXPECTED
    else:
        assert sum(scores(response)) == 0


@pytest.mark.parametrize("request_, field", [
    ({"hand": ["21AT"] * 18}, "hand[1]"),
    ({"hand": ["KS"] + ["21AT"]}, "hand[0]"),
    ({"hand": [f"{n}AT" for n in range(1, 18)]}, "hand"),
    ({"hand": [f"{n}AT" for n in range(1, 16)], "players": 4}, "hand"),
    ({}, "hand"),
    ({"hand": "21AT 1AT"}, "hand"),
    ({"hand": [f"{n}AT" for n in range(1, 19)], "players": 2}, "players"),
    ({"hand": [f"{n}AT" for n in range(1, 19)], "seed": 1}, "seed"),
    ({"seed": -1}, "seed"),
    ({"seed": 2**53}, "seed"),
    ({"seed": "42"}, "seed"),
    ({"seed": 1.5}, "seed"),
    ({"seed": 1, "players": 6}, "players"),
])
def test_a_hand_to_judge_is_refused_by_field(request_, field):
    answer = handle({"action": "evaluate", "game": "french-tarot", **request_})
    assert answer["error"]["field"] == field, answer


@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_seeded_hand_is_judged_by_lines_that_add_up(players):
    for seed in range(200):
        hand = shuffled(PACKS["tarot-78"].cards, random_source(seed))[:HAND_SIZE[players]]
        answer = handle({"action": "evaluate", "game": "french-tarot", "players": players,
                         "hand": [str(card) for card in hand]})
        judged = answer["deals"][0]["summary"]
        counted = sum(line["points"] for line in judged["lines"]
                      if line["rule"] != "french-tarot.evaluate.short-suits")
        assert counted == judged["total"]
        assert sum(line["points"] for line in judged["lines"]) == judged["total"] + judged["short_suits"]
        assert judged["bid"] in ("pass", *CONTRACTS) and judged["bid"] != "pousse"
        with_short = judged["total"] + judged["short_suits"]
        garde_sans = thresholds(HAND_SIZE[players]).garde_sans
        assert answer["table"]["seats"]["1"]["points"] == (with_short if with_short >= garde_sans else judged["total"])


@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_seeded_deal_gives_the_whole_pack_and_judges_first_hand(players):
    for seed in range(100):
        dealt = deal(players, random_source(seed))
        assert sorted(map(str, [*dealt.dog, *(card for hand in dealt.hands for card in hand)])) == \
            sorted(map(str, PACKS["tarot-78"]))
        answer = handle({"action": "evaluate", "game": "french-tarot", "players": players, "seed": seed})
        assert sorted(answer["table"]["seats"]["1"]["cards"]) == sorted(map(str, dealt.hands[0]))


@pytest.mark.parametrize("request_, field", [
    ({}, "missing"),
    ({"missing": 0}, "missing"),
    ({"missing": 23}, "missing"),
    ({"missing": 10**100}, "missing"),
    ({"missing": "6"}, "missing"),
    ({"missing": 6.0}, "missing"),
    ({"missing": 6, "of": 14}, "of"),
    ({"missing": 6, "held": 8}, "held"),
    ({"held": 8}, "missing"),
    ({"of": 14}, "held"),
    ({"of": 23, "held": 8}, "of"),
    ({"of": 10**100, "held": 8}, "of"),
    ({"of": 14, "held": 14}, "held"),
    ({"of": 14, "held": -1}, "held"),
    ({"of": 22, "held": 16, "players": 5}, "held"),
    ({"missing": 6, "players": 2}, "players"),
    ({"missing": 6, "players": 10**100}, "players"),
    ({"missing": 6, "colour": "red"}, "colour"),
])
def test_a_readers_case_of_chances_is_refused_by_field(request_, field):
    answer = handle({"action": "chances", "game": "french-tarot", **request_})
    assert answer["error"]["field"] == field, answer


@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_readers_case_agrees_with_the_odds_tables(players):
    table = handle({"action": "odds", "game": "french-tarot", "players": players})["tables"][0]
    for row in table["dog_chances"]:
        summary = handle({"action": "chances", "game": "french-tarot", "players": players,
                          "missing": row["missing"]})["deals"][0]["summary"]
        assert summary["dog"] == row["chances"]
        exactly = {cell["m"]: Fraction(*cell["fraction"]) for cell in table["longest_defender"][row["missing"] - 1][
            "longest"]}
        assert {cell["m"]: Fraction(*cell["fraction"]) for cell in summary["longest_at_least"]} == {
            m: sum((c for longest, c in exactly.items() if longest >= m), Fraction(0)) for m in exactly}


HOUSE_RULES = {"maldonne": True, "parole": "any", "petit_imprenable": True, "petit_chelem": True, "announce": True}
"""Every house rule that adds a decision, played together."""


def test_the_house_rules_decisions_replay_whoever_reads_them():
    # Seed 51 calls a maldonne, seed 8 says parole: their moves, played with no seat or from a seat clicking
    # through, replay to the same game with no seat and from every seat, since each decision is posed by the
    # cards and the options alone.
    for seed in (51, 8):
        request = {"action": "play", "game": "french-tarot", "players": 4, "seed": seed, **HOUSE_RULES}
        for reader in (None, 1, 4):
            decisions: list[str] = []
            while True:
                played = handle({**request, **({} if reader is None else {"seat": reader, "decisions": decisions})})
                assert "error" not in played, played
                if "waiting" not in played:
                    break
                moves = played["waiting"]["moves"]
                decisions.append(next(choice["move"] for choice in moves if choice["legal"]))
            for other in (None, 1, 2, 3, 4):
                seated = {} if other is None else {"seat": other}
                replayed = handle({**request, "moves": played["moves"], **seated})
                assert same_moves(replayed["moves"], played["moves"]) and "waiting" not in replayed, \
                    (seed, reader, other)
                assert replayed["deals"][-1]["summary"] == played["deals"][-1]["summary"], (seed, reader, other)
