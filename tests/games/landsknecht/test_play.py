"""Landsknecht on the game model: a seated reader covers and bids by their decisions, a computer seat by its
policy; each step keeps the table as it stood after it; a cover above what is uncovered is capped and says so."""

from __future__ import annotations

from engine.api import handle
from tests.support.landsknecht import coups, error, ok, steps
from tests.support.tables import tables
from tests.support.work import calls


def test_a_punter_covers_by_the_readers_decision():
    waiting = ok("play", seed=1, seat=2)["waiting"]
    assert waiting == {"seat": 2, "moves": [], "ranges": [{"move": "cover", "min": 0, "max": 4}]}
    played = coups(ok("play", seed=1, seat=2, decisions=["cover 3"]))[0]
    assert [(c["seat"], c["amount"]) for c in played["covers"]] == [(2, 3), (3, 1), (4, 0)]
    turn = steps(played, "landsknecht.cover.in-turn")[0]
    assert turn["text"].startswith("Blaise covers 3 of the stake; 1 still uncovered.") and "policy" not in turn["text"]
    assert coups(ok("play", seed=1, seat=2, decisions=["cover 0"]))[0]["covers"][0]["amount"] == 0


def test_a_cover_above_what_is_uncovered_is_refused_with_its_rule():
    refused = error("play", seed=1, seat=2, decisions=["cover 5"])
    assert refused == {"field": "decisions[0]",
                       "reason": "Blaise may cover at most what is still uncovered of the stake, 4, not 5",
                       "rule": "landsknecht.cover.in-turn",
                       "said": {"id": "refuse.cover-above", "seats": {"player": 2},
                                "numbers": {"uncovered": 4, "amount": 5}}}
    assert error("play", seed=1, seat=2, decisions=["bid 3"])["field"] == "decisions[0]"
    assert error("play", seed=1, seat=2, decisions=["cover 1", "cover 1"])["field"] == "decisions[1]"


def test_a_policy_above_what_is_uncovered_is_capped_and_the_step_says_so():
    # Issue 10: '4 | 9 9 9' silently became a cover of 4. The cap stays (each punter covers at most what is
    # still uncovered) and the cover's step now says so.
    played = coups(ok("settle", order=["7H", "QS", "2H"], policy={"name": "cover", "up_to": 9}))[0]
    first, second, third = steps(played, "landsknecht.cover.in-turn")
    assert first["text"].startswith("Blaise would cover up to 9, but only 4 of the stake are still uncovered, so "
                                    "Blaise covers 4; 0 still uncovered.")
    assert first["data"] == {"cover": 4, "uncovered": 0, "offered": 9}
    assert second["text"].startswith("Claude covers nothing: the whole stake is already covered.")
    assert third["data"] == {"cover": 0, "uncovered": 0}
    exact = coups(ok("settle", order=["7H", "QS", "2H"], policy={"name": "cover", "up_to": 2}))[0]
    assert "offered" not in steps(exact, "landsknecht.cover.in-turn")[0]["data"]


def test_a_bid_for_the_bank_is_the_readers_decision():
    # Seed 1: Anne banks and loses the first coup, so the bank is auctioned; Blaise bids first.
    asked = ok("play", seed=1, auction=True, seat=2, decisions=["cover 2"])
    assert asked["waiting"]["ranges"] == [{"move": "bid", "min": 0, "max": 1000}]
    played = coups(ok("play", seed=1, auction=True, bids=[9, 3, 5, 4], seat=2, decisions=["cover 2", "bid 8"]))[0]
    assert played["auction"] == {"bids": [[2, 8], [3, 5], [4, 4]], "buyer": 2, "price": 8}


def test_each_step_keeps_the_table_as_it_stood_after_it():
    response = ok("settle", order=["7H", "QS", "2C", "KS"], stake=5)
    played, after = coups(response)[0], tables(response)
    rules = [step["rule"] for step in played["steps"]]
    staked = after[rules.index("landsknecht.stake.banker-stakes")]
    assert staked["pots"] == {"bank": 5} and staked["seats"]["1"]["chips"] == -5
    assert staked["places"]["talon"]["down"] == 52 and staked["seats"]["1"]["roles"] == ["banker"]
    left, right = [after[i] for i, rule in enumerate(rules) if rule == "landsknecht.deal.left-and-right"]
    assert (left["places"]["left"]["cards"], left["places"]["right"]["cards"]) == (["7H"], [])
    assert right["places"]["right"]["cards"] == ["QS"] and len(right["places"]["talon"]["cards"]) == 50
    assert "outcome" not in right
    decided = after[rules.index("landsknecht.middle.right-match")]
    assert decided["places"]["middle"]["cards"] == ["2C", "KS"] and decided["outcome"].startswith("Anne loses")
    assert after[-1] == response["table"] and after[-1]["pots"] == {"bank": 0}
    assert after[-1]["outcome"].endswith("Next banker: Blaise.") and "next banker" in after[-1]["seats"]["2"]["roles"]


def test_the_next_coup_gathers_the_cards_at_its_shuffle():
    response = ok("play", seed=3, coups=2)
    first, second = coups(response)
    before = tables(response)[len(first["steps"])]  # the second coup's stake: the first coup's cards still lie
    assert before["places"]["left"]["cards"] == [first["left"]]
    shuffled = tables(response)[len(first["steps"]) + [s["rule"] for s in second["steps"]].index(
        "landsknecht.shuffle.each-coup")]
    assert shuffled["places"]["left"]["cards"] == [] and shuffled["places"]["talon"]["down"] == 52


def test_a_huge_number_of_players_is_refused_at_once():
    for players in (10**7, 10**30):
        fields, work = calls(lambda: [error("play", seed=1, players=players)["field"],
                                      error("settle", order=["7H", "2H"], players=players)["field"]])
        assert fields == ["players", "players"] and work < 2_000  # about 180 calls


def test_the_packs_landsknecht_also_takes_are_listed():
    catalogue = handle({"action": "catalogue"})
    packs = {pack["id"] for game in catalogue["games"] if game["id"] == "landsknecht"
             for variant in game["variants"] if variant["id"] == "suit" for pack in variant["packs"]}
    assert "swiss-36" in packs


def test_a_seated_reader_reads_no_card_of_the_talon():
    # Nobody, the banker included, sees a card of the talon before it is turned: read from any seat, each coup's
    # talon stands as "?", and the rest of the summary is the same.
    whole = ok("play", seed=1, coups=3, players=3)
    for seat in (1, 2, 3):
        told = ok("play", seed=1, coups=3, players=3, seat=seat, moves=whole["moves"])
        for deal, known in zip(told["deals"], whole["deals"]):
            talon = known["summary"]["talon"]
            assert deal["summary"] == {**known["summary"], "talon": ["?"] * len(talon)} and talon
