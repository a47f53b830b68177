"""One test per rule of Swiss Tarot, each named after its rule id (swiss-tarot.fool.lost -> test_swiss_tarot_fool_lost)."""

from __future__ import annotations

from engine.cards import ITALIAN_TAROT
from engine.games.swiss_tarot.counting import power, trick_value, value
from engine.games.swiss_tarot.deal import RULES, Taken, give_for_fool
from engine.games.swiss_tarot.policies import choose, discard
from engine.tricks import Trick, judge, winner
from tests.support.swiss_tarot import CARD, LOSER_HANDS, PACK, all_steps, dealt_hands, error, ok, steps

SEEDS = range(12)


def game(seed: int, **fields: object) -> dict:
    return ok(action="play", seed=seed, **fields)


def cards(text: str) -> list:
    return [CARD(code) for code in text.split()]


def trick(text: str) -> Trick:
    return Trick(0, list(enumerate(cards(text))))


def test_swiss_tarot_pack_italian_78():
    response = game(1, deals=1)
    deal = response["deals"][0]
    held = [c for hand in deal["dealt"] for c in hand]
    assert response["pack"] == "tarot-78-italian" and sorted(held) == sorted(str(c) for c in PACK.cards)
    assert len(held) == 78 and sum(c.endswith("T") for c in held) == 21 and "0X" in held


def test_swiss_tarot_rank_trumps():
    assert winner(trick("KSW 21T 20T"), RULES) == (1, CARD("21T"))
    assert winner(trick("KSW 1T QSW"), RULES) == (1, CARD("1T"))
    assert [power(CARD(f"{n}T")) for n in range(1, 22)] == list(range(1, 22))


def test_swiss_tarot_rank_long_suits():
    for code in ("SW", "BA"):
        order = [CARD(f"{r}{code}") for r in "1 2 3 4 5 6 7 8 9 10 J C Q K".split()]
        assert sorted(order, key=power) == order
        assert winner(trick(f"10{code} 1{code} J{code}"), RULES) == (2, CARD(f"J{code}"))


def test_swiss_tarot_rank_round_suits():
    for code in ("CU", "CO"):
        order = [CARD(f"{r}{code}") for r in "10 9 8 7 6 5 4 3 2 1 J C Q K".split()]
        assert sorted(order, key=power) == order
        assert winner(trick(f"10{code} 1{code} 2{code}"), RULES) == (1, CARD(f"1{code}"))


def test_swiss_tarot_players_three():
    assert game(3)["players"] == 3
    for players in (2, 4):
        assert error(action="play", seed=1, players=players)["field"] == "players"


def test_swiss_tarot_play_anticlockwise():
    deal = game(5, deals=1)["deals"][0]
    for number, won in enumerate(deal["play"]["tricks"]):
        seats = [seat for seat, _ in won["cards"]]
        assert seats == [won["leader"], (won["leader"] - 2) % 3 + 1, (won["leader"] - 3) % 3 + 1]


def test_swiss_tarot_stake_ante():
    response = game(2, stake=4, deals=1)
    antes = [p for p in response["deals"][0]["payments"] if p["rule"] == "swiss-tarot.stake.ante"]
    assert [(p["from"], p["to"], p["amount"]) for p in antes] == [(1, "pool", 4), (2, "pool", 4), (3, "pool", 4)]
    assert antes[0]["step"] == 0 and response["deals"][0]["steps"][0]["rule"] == "swiss-tarot.stake.ante"


def test_swiss_tarot_deal_rotation():
    response = game(4)
    assert [deal["dealer"] for deal in response["deals"]] == [1, 3, 2]


def test_swiss_tarot_deal_packets():
    from engine.shuffle import random_source, shuffled
    deal = game(9, deals=1)["deals"][0]
    pack = [str(c) for c in shuffled(PACK.cards, random_source(9))]
    order = [2, 1, 0]  # the dealer's right first, the dealer last
    for packet in range(15):
        seat = order[packet % 3]
        assert deal["dealt"][seat][packet // 3 * 5:packet // 3 * 5 + 5] == pack[packet * 5:packet * 5 + 5]
    assert [len(hand) for hand in deal["dealt"]] == [28, 25, 25]


def test_swiss_tarot_deal_last_three():
    from engine.shuffle import random_source, shuffled
    deal = game(9, deals=1)["deals"][0]
    pack = [str(c) for c in shuffled(PACK.cards, random_source(9))]
    assert deal["dealt"][0][-3:] == pack[-3:]
    assert steps(deal, "swiss-tarot.deal.last-three")[0]["cards"] == pack[-3:]


def test_swiss_tarot_discard_three():
    hands = dealt_hands(3)
    allowed = [c for c in hands[0] if c[0] != "K" and not c.endswith("T") and c != "0X"][:3]
    deal = ok(action="settle", hands=hands, discard=allowed)["deals"][0]
    assert deal["discard"] == allowed and deal["discard_given"]
    assert all(c not in [x for t in deal["play"]["tricks"] for _, x in t["cards"]] for c in allowed)
    assert error(action="settle", hands=hands, discard=allowed[:2])["field"] == "discard"


def test_swiss_tarot_discard_forbidden():
    hands = dealt_hands(3)
    plain = [c for c in hands[0] if c[0] != "K" and not c.endswith("T") and c != "0X"]
    for bad in ("K", "T"):
        card = next((c for c in hands[0] if (c[0] == "K" if bad == "K" else c.endswith("T"))), None)
        if card is None:
            continue
        refused = error(action="settle", hands=hands, discard=[plain[0], card, plain[1]])
        assert refused["field"] == "discard[1]" and "swiss-tarot.discard.forbidden" in refused["reason"]
    for seed in SEEDS:
        assert all(c[0] != "K" and not c.endswith("T") and c != "0X" for c in game(seed, deals=1)["deals"][0]["discard"])


def test_swiss_tarot_discard_counts_as_trick():
    deal = game(6, deals=1)["deals"][0]
    assert deal["tricks"][0]["number"] == 0 and deal["tricks"][0]["seat"] == deal["dealer"]
    first = [s for s in steps(deal, "swiss-tarot.count.no-counter") + steps(deal, "swiss-tarot.count.one-counter")
             + steps(deal, "swiss-tarot.count.two-counters") + steps(deal, "swiss-tarot.count.three-counters")
             if s["data"]["counted"] == 0]
    assert len(first) == 1 and first[0]["seats"] == [deal["dealer"]]
    assert first[0]["data"]["points"] == trick_value([CARD(c) for c in deal["tricks"][0]["cards"]])[0]
    assert sorted(deal["tricks"][0]["cards"]) == sorted(deal["discard"]) or deal["fool"]["from_trick"] == 0


def test_swiss_tarot_discard_policy():
    hand = cards("QSW 2CO JBA 10SW KCU 5T 0X 3SW CCU 1BA")
    assert discard(hand) == cards("QSW CCU JBA")
    assert discard(cards("KSW 1T 2T 10CU 9BA 1SW 0X")) == cards("1SW 10CU 9BA")


def test_swiss_tarot_lead_first():
    for seed in SEEDS:
        response = game(seed)
        for deal in response["deals"]:
            leader = (deal["dealer"] - 2) % 3 + 1
            assert deal["play"]["tricks"][0]["leader"] == leader == deal["leader"]


def test_swiss_tarot_play_lead():
    assert all(v is None for v in judge(cards("KSW 1CU 5T 0X"), Trick(0), RULES).values())
    deal = game(7, deals=1)["deals"][0]
    tricks = deal["play"]["tricks"]
    assert all(later["leader"] == earlier["winner"] for earlier, later in zip(tricks, tricks[1:]))


def test_swiss_tarot_play_follow():
    verdicts = judge(cards("3SW KCU 5T 0X"), trick("QSW"), RULES)
    assert verdicts[CARD("3SW")] is None and verdicts[CARD("0X")] is None
    assert verdicts[CARD("5T")].rule == verdicts[CARD("KCU")].rule == "swiss-tarot.play.follow"


def test_swiss_tarot_play_trump():
    verdicts = judge(cards("KCU 5T 0X"), trick("QSW"), RULES)
    assert verdicts[CARD("5T")] is None and verdicts[CARD("KCU")].rule == "swiss-tarot.play.trump"


def test_swiss_tarot_play_renounce():
    assert all(v is None for v in judge(cards("KCU 2BA"), trick("QSW 4T"), RULES).values())


def test_swiss_tarot_trick_win():
    assert winner(trick("2SW QSW KBA"), RULES) == (1, CARD("QSW"))
    assert winner(trick("2SW 0X 3T"), RULES) == (2, CARD("3T"))
    deal = game(8, deals=1)["deals"][0]
    assert len(steps(deal, "swiss-tarot.trick.win")) == 25


def test_swiss_tarot_play_policy():
    # wins as cheaply as it can, else gives its cheapest card, the Fool when all else counts
    assert choose(cards("1SW 9SW KSW"), trick("8SW"), RULES, 1) == CARD("9SW")
    assert choose(cards("1SW 2SW"), trick("8SW"), RULES, 1) == CARD("1SW")
    assert choose(cards("QSW KSW 0X"), trick("8SW 21T"), RULES, 2) == CARD("0X")
    assert choose(cards("2T KCU 3BA 0X"), Trick(0), RULES, 0) == CARD("3BA")
    for seed in SEEDS:  # every card the engine plays is legal: the play would otherwise raise
        assert all(len(t["cards"]) == 3 for t in game(seed)["deals"][0]["play"]["tricks"])


def test_swiss_tarot_fool_excuse():
    verdicts = judge(cards("3SW 5T 0X"), trick("QSW"), RULES)
    assert verdicts[CARD("0X")] is None
    assert winner(trick("0X 2SW 3SW"), RULES) == (2, CARD("3SW"))
    deal = ok(action="settle", hands=LOSER_HANDS)["deals"][0]
    assert len(steps(deal, "swiss-tarot.fool.excuse")) == 1


def test_swiss_tarot_fool_exchange():
    deal = game(0)["deals"][0]
    exchange = steps(deal, "swiss-tarot.fool.exchange")
    assert len(exchange) == 1
    fool = deal["fool"]
    owner, given = fool["owner"], fool["given"]
    fools = next(t for t in deal["tricks"] if t["number"] == fool["trick"])
    source = next(t for t in deal["tricks"] if t["number"] == fool["from_trick"])
    assert given in fools["cards"] and "0X" in source["cards"] and source["seat"] == owner != fools["seat"]
    assert len(fools["cards"]) == len(source["cards"]) == 3
    captured = deal["play"]["captured"]  # the piles as they lie after the exchange, as the table shows them
    assert "0X" in captured[owner - 1] and given not in captured[owner - 1] and given in captured[fools["seat"] - 1]


def test_swiss_tarot_fool_later():
    deal = next(d for d in game(1446)["deals"] if len(steps(d, "swiss-tarot.fool.later")) == 2)
    owed, made = steps(deal, "swiss-tarot.fool.later")
    owner = deal["fool"]["owner"]
    at_owed, at_made = deal["steps"].index(owed), deal["steps"].index(made)
    wins = [i for i, s in enumerate(deal["steps"]) if s["rule"] == "swiss-tarot.trick.win" and s["seats"] == [owner]]
    assert not [i for i in wins if i < at_owed]  # nothing taken when the Fool was played
    assert wins[0] < at_made and deal["steps"][wins[0] + 1] is made  # exchanged once he first wins
    assert made["data"]["fool_trick"] == deal["fool"]["trick"] and deal["fool"]["given"] is not None
    assert [t for t in deal["tricks"] if "0X" in t["cards"]][0]["seat"] == owner


def test_swiss_tarot_fool_lost():
    deal = ok(action="settle", hands=LOSER_HANDS)["deals"][0]
    lost = steps(deal, "swiss-tarot.fool.lost")
    assert len(lost) == 1 and deal["points"][1] == 0 and deal["fool"]["given"] is None
    holder = next(t for t in deal["tricks"] if "0X" in t["cards"])
    assert holder["number"] == deal["fool"]["trick"] and holder["seat"] != 2 and len(holder["cards"]) == 3
    captured = deal["play"]["captured"]
    assert "0X" in captured[holder["seat"] - 1] and "0X" not in captured[1]


def test_swiss_tarot_fool_card_given():
    mine = [Taken(0, 0, cards("QSW CCU JBA")), Taken(3, 0, cards("KSW 4SW 9T")), Taken(5, 0, cards("2CO 3CO 4CO"))]
    assert give_for_fool(mine) == (mine[1], CARD("4SW"))
    court = [Taken(0, 0, cards("QSW CCU JBA")), Taken(2, 0, cards("KSW QBA CBA"))]
    assert give_for_fool(court) == (court[0], CARD("JBA"))
    for seed in SEEDS:
        for deal in game(seed)["deals"]:
            fool = deal["fool"]
            if not steps(deal, "swiss-tarot.fool.exchange"):
                continue
            owned = [t for t in deal["tricks"] if t["seat"] == fool["owner"] and t["number"] < fool["trick"]]
            before = [[fool["given"] if c == "0X" else c for c in t["cards"]] for t in owned]
            plain = [c for pile in before for c in pile if not value(CARD(c))]
            assert fool["given"] == (plain[0] if plain else fool["given"])
            assert "0X" in next(t for t in owned if t["number"] == fool["from_trick"])["cards"]


def test_swiss_tarot_count_card_values():
    values = {str(c): value(c) for c in PACK.cards if value(c)}
    assert values == {"21T": 5, "1T": 5, "0X": 5, **{f"K{s}": 5 for s in ("SW", "BA", "CU", "CO")},
                      **{f"Q{s}": 4 for s in ("SW", "BA", "CU", "CO")}, **{f"C{s}": 3 for s in ("SW", "BA", "CU", "CO")},
                      **{f"J{s}": 2 for s in ("SW", "BA", "CU", "CO")}}


def test_swiss_tarot_count_three_counters():
    assert trick_value(cards("CSW QSW 0X")) == (10, 3)
    assert all(s["data"]["points"] == sum(value(CARD(c)) for c in s["data"]["counters"]) - 2
               for seed in SEEDS for s in steps(game(seed, deals=1)["deals"][0], "swiss-tarot.count.three-counters"))


def test_swiss_tarot_count_two_counters():
    assert trick_value(cards("21T 1T 13T")) == (9, 2)
    assert all(s["data"]["points"] == sum(value(CARD(c)) for c in s["data"]["counters"]) - 1
               for seed in SEEDS for s in steps(game(seed, deals=1)["deals"][0], "swiss-tarot.count.two-counters"))


def test_swiss_tarot_count_one_counter():
    assert trick_value(cards("JCO 2CO 3CO")) == (2, 1)
    assert all(s["data"]["points"] == value(CARD(s["data"]["counters"][0]))
               for seed in SEEDS for s in steps(game(seed, deals=1)["deals"][0], "swiss-tarot.count.one-counter"))


def test_swiss_tarot_count_no_counter():
    assert trick_value(cards("2CO 5BA 9T")) == (1, 0)
    assert all(s["data"]["points"] == 1 and not s["data"]["counters"]
               for seed in SEEDS for s in steps(game(seed, deals=1)["deals"][0], "swiss-tarot.count.no-counter"))


def test_swiss_tarot_count_by_trick():
    for seed in SEEDS:
        for deal in game(seed)["deals"]:
            assert sum(deal["points"]) == 78 and len(deal["tricks"]) == 26
            assert all(len(t["cards"]) == 3 for t in deal["tricks"])
            for seat in (1, 2, 3):
                assert deal["points"][seat - 1] == sum(trick_value([CARD(c) for c in t["cards"]])[0]
                                                       for t in deal["tricks"] if t["seat"] == seat)


def test_swiss_tarot_game_three_deals():
    response = game(11)
    assert len(response["deals"]) == 3
    assert response["totals"] == [sum(d["points"][s] for d in response["deals"]) for s in range(3)]
    assert steps(response["deals"][-1], "swiss-tarot.game.three-deals")[0]["data"]["totals"] == response["totals"]
    assert error(action="play", seed=1, deals=4)["field"] == "deals"


def test_swiss_tarot_game_winner():
    response = game(11, stake=2)
    best = max(response["totals"])
    assert response["totals"].count(best) == 1
    win = [p for p in response["deals"][-1]["payments"] if p["rule"] == "swiss-tarot.game.winner"]
    assert win == [{"from": "pool", "to": response["totals"].index(best) + 1, "amount": 6, "rule":
                    "swiss-tarot.game.winner", "step": win[0]["step"]}]
    assert response["pots"] == {"pool": 0}


def test_swiss_tarot_game_tie():
    for seed, deals in ((12, 1), (27, 3)):
        response = game(seed, deals=deals)
        best = max(response["totals"])
        tied = [seat + 1 for seat, total in enumerate(response["totals"]) if total == best]
        paid = [p for p in response["deals"][-1]["payments"] if p["rule"] == "swiss-tarot.game.tie"]
        assert len(tied) > 1 and sorted(p["to"] for p in paid) == sorted(tied)
        assert sum(p["amount"] for p in paid) == 3 and response["pots"] == {"pool": 0}
        first = [s for s in (3, 2, 1) if s in tied][0]
        assert max(paid, key=lambda p: p["amount"])["to"] == first
