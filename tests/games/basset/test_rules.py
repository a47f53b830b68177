"""One test per rule of Basset, named after its rule id, for both rule sets (basset.deal.first-card ->
test_basset_deal_first_card, basset-cotton.deal.first-card -> test_basset_cotton_deal_first_card).

The rules are the same in both rule sets but for the paroli prices, so each check takes the rule set's
prefix and runs once under each name.
"""

from __future__ import annotations

from engine.api import handle
from engine.games.basset.stakes import seeded_stakes
from engine.packs import PACKS
from engine.shuffle import random_source, shuffled
from tests.support.basset import flat

VARIANT = {"basset": "parlett", "basset-cotton": "cotton"}
PRICES = {"basset": (1, 7, 15, 30, 60), "basset-cotton": (1, 7, 15, 33, 67)}
PACK = [str(card) for card in PACKS["french-52"].cards]
EVERYTHING = {code: 1 for code in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")}


def ok(prefix: str, action: str, **fields: object) -> dict:
    """The response to a request that must succeed."""
    response = handle({"action": action, "game": "basset", "variant": VARIANT[prefix], **fields})
    assert "error" not in response, response
    return flat(response)


def error(prefix: str, action: str, **fields: object) -> dict:
    """The error of a request that must fail."""
    response = handle({"action": action, "game": "basset", "variant": VARIANT[prefix], **fields})
    assert set(response) == {"error"}, response
    return response["error"]


def settle(prefix: str, order: list[str], stakes: list[dict], **fields: object) -> dict:
    """One deal of a given order (the rest of the pack follows), with one punter per group of stakes; the reader
    who gives decisions sits in the first punter's seat."""
    seat = {"seat": 2} if fields.get("decisions") else {}
    return ok(prefix, "settle", order=order, stakes=stakes, players=len(stakes) + 1, **seat, **fields)


def full_order(placed: dict[int, str]) -> list[str]:
    """The whole pack with the given cards at the given positions (0 = top) and the others in pack order."""
    rest = iter(code for code in PACK if code not in placed.values())
    return [placed[i] if i in placed else next(rest) for i in range(52)]


def steps(deal: dict, suffix: str, prefix: str) -> list[dict]:
    return [step for step in deal["steps"] if step["rule"] == f"{prefix}.{suffix}"]


def payments(deal: dict, suffix: str, prefix: str) -> list[tuple[object, object, int]]:
    return [(p["from"], p["to"], p["amount"]) for p in deal["payments"] if p["rule"] == f"{prefix}.{suffix}"]


def kings_at(*positions: int) -> list[str]:
    return full_order(dict(zip(positions, ("KS", "KH", "KD", "KC"))))


def carried_session(prefix: str, fifth: bool) -> dict:
    """A two-deal session in which a stake rides into the second deal after four wins (and, if ``fifth``,
    wins there too), found among the first seeds: every punter stakes on every denomination and rides to 5."""
    for seed in range(500):
        response = ok(prefix, "play", seed=seed, players=3, deals=2, stakes=[EVERYTHING, EVERYTHING],
                      policies=[{"name": "ride", "to": 5}] * 2)
        carried = response["deals"][1]["carried"]
        if carried and (not fifth or any(r["wins"] == 5 for r in response["deals"][1]["results"])):
            return response
    raise AssertionError("no seed found")


# Checks, one per rule --------------------------------------------------------------------------------

def players_banker_and_punters(prefix: str) -> None:
    for players in (2, 10):
        seats = ok(prefix, "play", seed=1, players=players)["seats"]
        assert [s["role"] for s in seats] == ["banker"] + ["punter"] * (players - 1)
    for players in (1, 11):
        assert error(prefix, "play", seed=1, players=players)["field"] == "players"


def bank_fixed_seat(prefix: str) -> None:
    response = ok(prefix, "play", seed=5, players=5, deals=6, policies=[{"name": "ride", "to": 3}] * 4)
    for deal in response["deals"]:
        assert "Anne keeps the bank in seat 1" in steps(deal, "stakes.before-each-deal", prefix)[0]["text"]
        for p in deal["payments"]:
            seats = {p["from"], p["to"]} - {"board"}
            assert len(seats) == 1 or 1 in seats  # chips move only between the banker, the board and a punter
            if p["to"] == 1 or p["from"] == 1:
                assert p["rule"] != f"{prefix}.stakes.seeded"


def pack_full_pack(prefix: str) -> None:
    response = ok(prefix, "play", seed=9, players=2, stakes=[{"K": 1}], deals=2)
    rng = random_source(9)
    for deal in response["deals"]:
        assert deal["order"] == [str(c) for c in shuffled(PACKS["french-52"].cards, rng)]
        assert sorted(deal["order"]) == sorted(PACK)
        assert len(steps(deal, "pack.full-pack", prefix)) == 1


def pack_other_packs(prefix: str) -> None:
    # The Italian-suited pack has thirteen denominations, the Spanish packs twelve and ten: the board is the pack's.
    for pack, board in (("italian-52", "1 2 3 4 5 6 7 8 9 10 F C R"), ("spanish-48", "1 2 3 4 5 6 7 8 9 S C R"),
                        ("spanish-40", "1 2 3 4 5 6 7 S C R")):
        response = ok(prefix, "play", seed=9, players=3, pack=pack, deals=2)
        assert response["options"]["pack"] == pack
        for deal in response["deals"]:
            assert sorted(deal["order"]) == sorted(str(c) for c in PACKS[pack])
            assert {stake["rank"] for stake in deal["stakes"]} <= set(board.split())
        refused = error(prefix, "settle", order=[], players=2, pack=pack, stakes=[{"K": 1}])
        assert refused["field"] == "stakes[0].K" and refused["reason"].endswith(board)
    # The sota of oros loses a stake on sotas at the first pile; the sota of copas wins it at the second.
    deal = settle(prefix, ["2ES", "SOR", "SCP"], [{"S": 2}], pack="spanish-40")["deals"][0]
    assert deal["results"][0] == {"seat": 2, "rank": "S", "stake": 2, "wins": 0, "outcome": "lost", "net": -2}
    deal = settle(prefix, ["2SI", "3DI", "FCI"], [{"F": 2}], pack="italian-52")["deals"][0]
    assert deal["results"][0]["outcome"] == "taken" and deal["balances"] == [-2, 2]
    rule = next(r for r in handle({"action": "rules", "game": "basset", "variant": VARIANT[prefix]})["rules"]
                if r["id"] == f"{prefix}.pack.other-packs")
    assert rule["ours"]
    assert error(prefix, "settle", order=["8OR"], players=2, pack="spanish-40", stakes=[{}])["field"] == "order[0]"
    assert error(prefix, "settle", order=["SOR"], players=2, stakes=[{}])["field"] == "order[0]"
    assert error(prefix, "play", seed=1, pack="swiss-36")["field"] == "pack"


def stakes_on_denominations(prefix: str) -> None:
    # The suit never matters: the queen of hearts loses a stake on queens, the queen of clubs wins one.
    deal = settle(prefix, ["2S", "QH", "QC"], [{"Q": 3}, {"3": 1}])["deals"][0]
    assert payments(deal, "stakes.on-denominations", prefix) == [(2, "board", 3), (3, "board", 1)]
    assert deal["results"][0] == {"seat": 2, "rank": "Q", "stake": 3, "wins": 0, "outcome": "lost", "net": -3}
    deal = settle(prefix, ["2S", "3H", "QC"], [{"Q": 3}])["deals"][0]
    assert deal["results"][0]["outcome"] == "taken" and deal["balances"] == [-3, 3]
    assert error(prefix, "settle", order=[], players=2, stakes=[{"Z": 1}])["field"] == "stakes[0].Z"


def stakes_before_each_deal(prefix: str) -> None:
    response = ok(prefix, "play", seed=3, players=3, deals=3, stakes=[{"A": 2, "9": 1}, {}])
    for number, deal in enumerate(response["deals"], start=1):
        assert steps(deal, "stakes.before-each-deal", prefix)[0]["data"] == {"deal": number}
        assert deal["stakes"] == [{"seat": 2, "rank": "A", "stake": 2}, {"seat": 2, "rank": "9", "stake": 1}]
    # A denomination whose stake rides over from the last deal is not staked again.
    session = carried_session(prefix, fifth=False)
    second = session["deals"][1]
    for stake in second["carried"]:
        placed = [(s["seat"], s["rank"]) for s in second["stakes"]]
        assert (stake["seat"], stake["rank"]) not in placed
        assert "already rides on" in steps(second, "stakes.on-denominations", prefix)[stake["seat"] - 2]["text"]


def stakes_seeded(prefix: str) -> None:
    response = ok(prefix, "play", seed=77, players=4)
    rng = random_source(77)
    drawn = seeded_stakes(3, rng)
    deal = response["deals"][0]
    assert [s["data"]["stakes"] for s in steps(deal, "stakes.seeded", prefix)] == drawn
    assert all(1 <= len(group) <= 3 and all(1 <= v <= 5 for v in group.values()) for group in drawn)
    assert deal["order"] == [str(c) for c in shuffled(PACKS["french-52"].cards, rng)]
    assert steps(deal, "stakes.seeded", prefix)[0]["ours"] is True


def deal_first_card(prefix: str) -> None:
    deal = settle(prefix, ["KS"], [{"K": 4, "2": 1}])["deals"][0]
    assert deal["first_card"] == "KS"
    assert payments(deal, "deal.first-card", prefix) == [("board", 1, 4)]
    assert steps(deal, "deal.first-card", prefix)[0]["data"]["pile"] == "first card"


def deal_first_pile_loses(prefix: str) -> None:
    deal = settle(prefix, ["2S", "KS"], [{"K": 4}])["deals"][0]
    assert deal["losing_pile"][0] == "KS" and len(deal["losing_pile"]) == len(deal["winning_pile"]) == 1
    assert payments(deal, "deal.first-pile-loses", prefix) == [("board", 1, 4)]
    assert deal["balances"] == [4, -4]


def deal_second_pile_wins(prefix: str) -> None:
    deal = settle(prefix, ["2S", "3S", "KS"], [{"K": 4}])["deals"][0]
    assert deal["winning_pile"][0] == "KS"
    win = steps(deal, "deal.second-pile-wins", prefix)
    assert [s["data"]["price"] for s in win if "price" in s["data"]] == [1]
    assert payments(deal, "paroli.take-ends", prefix) == [(1, 2, 4), ("board", 2, 4)]
    assert deal["balances"] == [-4, 4]


def deal_pair_order(prefix: str) -> None:
    deal = settle(prefix, ["2S", "KS", "KH"], [{"K": 4}])["deals"][0]
    late = steps(deal, "deal.pair-order", prefix)
    assert len(late) == 1 and late[0]["cards"] == ["KH"] and late[0]["ours"] is True
    assert deal["results"][0]["outcome"] == "lost" and deal["balances"] == [4, -4]
    # Without a stake lost in the same pair there is nothing to explain.
    assert not steps(settle(prefix, ["2S", "QS", "KH"], [{"K": 4}])["deals"][0], "deal.pair-order", prefix)


def deal_last_card(prefix: str) -> None:
    # Three kings on the winning pile and the fourth last: the riding stake is the banker's.
    deal = settle(prefix, kings_at(2, 4, 6, 51), [{"K": 2}], policies=[{"name": "ride", "to": 5}])["deals"][0]
    last = steps(deal, "deal.last-card", prefix)
    assert len(last) == 1 and last[0]["cards"] == ["KC"] and last[0]["data"]["pile"] == "last card"
    assert deal["last_card"] == "KC" and deal["results"][-1]["outcome"] == "lost"
    assert payments(deal, "paroli.riding-loss", prefix) == [("board", 1, 2)]


def deal_all_settled(prefix: str) -> None:
    # A king on the first (losing) pile settles the only stake: the banker ends that pair and turns no more.
    deal = settle(prefix, kings_at(1, 10, 20, 30), [{"K": 2}])["deals"][0]
    settled = steps(deal, "deal.all-settled", prefix)
    assert len(settled) == 1 and settled[0]["data"]["turned"] == 3 and deal["turned"] == 3
    assert deal["steps"][-1] is settled[0] and deal["last_card"] is None and deal["losing_pile"] == ["KS"]
    # A stake riding to the last card keeps the banker turning to the end of the pack.
    riding = settle(prefix, kings_at(2, 4, 6, 51), [{"K": 2}], policies=[{"name": "ride", "to": 5}])["deals"][0]
    assert riding["turned"] == 52 and riding["last_card"] == "KC" and not steps(riding, "deal.all-settled", prefix)


def paroli_choice(prefix: str) -> None:
    order = kings_at(2, 4, 7, 9)
    by_policy = settle(prefix, order, [{"K": 1}], policies=[{"name": "ride", "to": 2}])
    assert [(d["choice"], d["by"]) for d in by_policy["decisions"]] == [("ride", "policy"), ("take", "policy")]
    by_reader = settle(prefix, order, [{"K": 1}], decisions=["take"], policies=[{"name": "ride", "to": 2}])
    assert [(d["choice"], d["by"]) for d in by_reader["decisions"]] == [("take", "reader")]
    choice = steps(by_reader["deals"][0], "paroli.choice", prefix)[0]
    assert choice["data"]["decision"] == "take" and "you chose" in choice["text"]


def paroli_bound(prefix: str) -> None:
    deal = settle(prefix, kings_at(2, 11, 20, 31), [{"K": 3}], decisions=["ride"])["deals"][0]
    # Between the ride and the next king nothing is paid and nothing is asked.
    assert [p["rule"] for p in deal["payments"]] == [f"{prefix}.stakes.on-denominations", f"{prefix}.paroli.riding-loss"]
    assert len(steps(deal, "paroli.choice", prefix)) == 1
    assert "cannot take it back until it wins again" in steps(deal, "paroli.choice", prefix)[0]["text"]


def paroli_take_ends(prefix: str) -> None:
    deal = settle(prefix, kings_at(2, 4, 6, 8), [{"K": 3}])["deals"][0]
    assert payments(deal, "paroli.take-ends", prefix) == [(1, 2, 3), ("board", 2, 3)]
    assert len(steps(deal, "paroli.take-ends", prefix)) == 1  # later kings find no stake
    assert deal["pots"] == {"board": 0} and steps(deal, "paroli.take-ends", prefix)[0]["ours"]


def _paid_at(prefix: str, wins: int) -> int:
    deal = settle(prefix, kings_at(2, 4, 6, 8), [{"K": 2}], policies=[{"name": "ride", "to": wins}]
                  if wins > 1 else [{"name": "take"}], decisions=[])["deals"][0]
    return payments(deal, "paroli.take-ends", prefix)[0][2]


def paroli_second_win(prefix: str) -> None:
    assert _paid_at(prefix, 2) == 2 * 7


def paroli_third_win(prefix: str) -> None:
    assert _paid_at(prefix, 3) == 2 * 15


def paroli_fourth_win(prefix: str) -> None:
    assert _paid_at(prefix, 4) == 2 * PRICES[prefix][3]


def paroli_next_deal(prefix: str) -> None:
    response = carried_session(prefix, fifth=False)
    first, second = response["deals"]
    stake = second["carried"][0]
    assert stake["wins"] == 4
    assert {"seat": stake["seat"], "rank": stake["rank"], "stake": 1, "wins": 4, "outcome": "carried",
            "net": 0} in first["results"]
    assert steps(second, "paroli.next-deal", prefix)[0]["data"]["rank"] == stake["rank"]
    assert first["pots"]["board"] >= 1  # the carried stake stays on the board between the deals


def paroli_fifth_win(prefix: str) -> None:
    response = carried_session(prefix, fifth=True)
    result = next(r for r in response["deals"][1]["results"] if r["wins"] == 5)
    assert result["net"] == result["stake"] * PRICES[prefix][4] and result["outcome"] == "taken"


def paroli_riding_loss(prefix: str) -> None:
    deal = settle(prefix, kings_at(2, 5, 30, 40), [{"K": 3}], decisions=["ride"])["deals"][0]
    assert payments(deal, "paroli.riding-loss", prefix) == [("board", 1, 3)]
    assert deal["balances"] == [3, -3]


def paroli_last_deal(prefix: str) -> None:
    deal = settle(prefix, kings_at(2, 4, 6, 8), [{"K": 2}], policies=[{"name": "ride", "to": 5}])["deals"][0]
    forced = steps(deal, "paroli.last-deal", prefix)
    assert len(forced) == 1 and forced[0]["data"]["wins"] == 4
    assert payments(deal, "paroli.take-ends", prefix)[0] == (1, 2, 2 * PRICES[prefix][3])
    assert len(steps(deal, "paroli.choice", prefix)) == 3  # no choice is asked at the fourth win


def paroli_fifth_ends(prefix: str) -> None:
    response = carried_session(prefix, fifth=True)
    second = response["deals"][1]
    ends = steps(second, "paroli.fifth-ends", prefix)
    assert ends and all(s["data"]["wins"] == 5 for s in ends)
    assert all(d["wins"] < 5 for d in response["decisions"])
    assert not any(r["outcome"] == "carried" for r in second["results"])


# One test per rule id, for each rule set -------------------------------------------------------------

def test_basset_players_banker_and_punters(): players_banker_and_punters("basset")
def test_basset_cotton_players_banker_and_punters(): players_banker_and_punters("basset-cotton")
def test_basset_bank_fixed_seat(): bank_fixed_seat("basset")
def test_basset_cotton_bank_fixed_seat(): bank_fixed_seat("basset-cotton")
def test_basset_pack_full_pack(): pack_full_pack("basset")
def test_basset_cotton_pack_full_pack(): pack_full_pack("basset-cotton")
def test_basset_pack_other_packs(): pack_other_packs("basset")
def test_basset_cotton_pack_other_packs(): pack_other_packs("basset-cotton")
def test_basset_stakes_on_denominations(): stakes_on_denominations("basset")
def test_basset_cotton_stakes_on_denominations(): stakes_on_denominations("basset-cotton")
def test_basset_stakes_before_each_deal(): stakes_before_each_deal("basset")
def test_basset_cotton_stakes_before_each_deal(): stakes_before_each_deal("basset-cotton")
def test_basset_stakes_seeded(): stakes_seeded("basset")
def test_basset_cotton_stakes_seeded(): stakes_seeded("basset-cotton")
def test_basset_deal_first_card(): deal_first_card("basset")
def test_basset_cotton_deal_first_card(): deal_first_card("basset-cotton")
def test_basset_deal_first_pile_loses(): deal_first_pile_loses("basset")
def test_basset_cotton_deal_first_pile_loses(): deal_first_pile_loses("basset-cotton")
def test_basset_deal_second_pile_wins(): deal_second_pile_wins("basset")
def test_basset_cotton_deal_second_pile_wins(): deal_second_pile_wins("basset-cotton")
def test_basset_deal_pair_order(): deal_pair_order("basset")
def test_basset_cotton_deal_pair_order(): deal_pair_order("basset-cotton")
def test_basset_deal_last_card(): deal_last_card("basset")
def test_basset_cotton_deal_last_card(): deal_last_card("basset-cotton")
def test_basset_deal_all_settled(): deal_all_settled("basset")
def test_basset_cotton_deal_all_settled(): deal_all_settled("basset-cotton")
def test_basset_paroli_choice(): paroli_choice("basset")
def test_basset_cotton_paroli_choice(): paroli_choice("basset-cotton")
def test_basset_paroli_bound(): paroli_bound("basset")
def test_basset_cotton_paroli_bound(): paroli_bound("basset-cotton")
def test_basset_paroli_take_ends(): paroli_take_ends("basset")
def test_basset_cotton_paroli_take_ends(): paroli_take_ends("basset-cotton")
def test_basset_paroli_second_win(): paroli_second_win("basset")
def test_basset_cotton_paroli_second_win(): paroli_second_win("basset-cotton")
def test_basset_paroli_third_win(): paroli_third_win("basset")
def test_basset_cotton_paroli_third_win(): paroli_third_win("basset-cotton")
def test_basset_paroli_fourth_win(): paroli_fourth_win("basset")
def test_basset_cotton_paroli_fourth_win(): paroli_fourth_win("basset-cotton")
def test_basset_paroli_next_deal(): paroli_next_deal("basset")
def test_basset_cotton_paroli_next_deal(): paroli_next_deal("basset-cotton")
def test_basset_paroli_fifth_win(): paroli_fifth_win("basset")
def test_basset_cotton_paroli_fifth_win(): paroli_fifth_win("basset-cotton")
def test_basset_paroli_riding_loss(): paroli_riding_loss("basset")
def test_basset_cotton_paroli_riding_loss(): paroli_riding_loss("basset-cotton")
def test_basset_paroli_last_deal(): paroli_last_deal("basset")
def test_basset_cotton_paroli_last_deal(): paroli_last_deal("basset-cotton")
def test_basset_paroli_fifth_ends(): paroli_fifth_ends("basset")
def test_basset_cotton_paroli_fifth_ends(): paroli_fifth_ends("basset-cotton")
