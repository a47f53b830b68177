"""One test per rule of High Card, named after its rule id."""

from __future__ import annotations

from engine.api import handle


def test_highcard_win_highest():
    answer = handle({"action": "play", "game": "highcard", "players": 4, "seed": 1, "deals": 1})
    dealt = {int(seat): table["cards"][0] for seat, table in answer["table"]["seats"].items()}
    order = "CDHS"
    best = max(dealt, key=lambda seat: (["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"].index(
        dealt[seat][:-1]), order.index(dealt[seat][-1])))
    assert answer["deals"][0]["steps"][0]["seats"] == [best]
    assert answer["table"]["seats"][str(best)]["chips"] == 3
