"""The versioned shuffle, cutting, the talon and seats."""

from __future__ import annotations

from engine.packs import PACKS
from engine.shuffle import SHUFFLE_VERSION, cut_point, random_source, shuffled
from engine.table import Direction, Table
from engine.talon import Talon


def test_shuffle_is_pinned():
    # Golden: if this changes, every shared deal changes; bump SHUFFLE_VERSION instead.
    assert SHUFFLE_VERSION == "fisher-yates/1"
    deck = [str(c) for c in shuffled(PACKS["brillant-45"].cards, random_source(2026))]
    assert deck[:12] == ['9S', 'KS', 'KD', '2C', '5C', '3S', '5D', 'AS', 'AH', '3H', 'QS', '4H']
    assert sorted(deck) == sorted(str(c) for c in PACKS["brillant-45"].cards)


def test_shuffle_uses_only_random():
    class Counting:
        calls = 0

        def random(self) -> float:
            Counting.calls += 1
            return 0.5

    shuffled(list(range(10)), Counting())  # type: ignore[arg-type]
    assert Counting.calls == 9


def test_cut_leaves_cards_on_both_sides():
    rng = random_source(1)
    assert all(1 <= cut_point(45, rng) <= 44 for _ in range(2000))


def test_talon_top_and_bottom():
    talon = Talon([1, 2, 3, 4])  # type: ignore[list-item]
    assert (talon.take_top(), talon.take_bottom(), talon.take_top(), len(talon)) == (1, 4, 2, 1)
    assert talon.remaining() == [3]


def test_seats_and_directions():
    table = Table(6, Direction.ANTICLOCKWISE)
    assert (table.left_of(0), table.right_of(0), table.next(0)) == (1, 5, 5)
    assert Table(6, Direction.CLOCKWISE).order_from(4) == [4, 5, 0, 1, 2, 3]
