"""Cards, packs and the short notation."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.cards import FRENCH
from engine.errors import EngineError
from engine.packs import PACKS


@given(st.sampled_from(PACKS["french-52"].cards))
def test_notation_round_trips(card):
    assert FRENCH.parse(str(card)) == card
    assert FRENCH.parse(card.label) == card
    assert FRENCH.parse(str(card).lower()) == card


@pytest.mark.parametrize("text, expected", [("10H", "10H"), ("T♥", "10H"), ("q♠", "QS"), ("A♢", "AD"), (" 7C ", "7C"),
                                            ("1C", "AC"), ("K♧", "KC")])
def test_notation_accepts_symbols_and_aliases(text, expected):
    assert str(FRENCH.parse(text)) == expected


@pytest.mark.parametrize("text, words", [("", "not a card"), ("9X", "no known suit"), ("11H", "no known rank"),
                                         ("H", "not a card"), (7, "not int")])
def test_malformed_cards_are_refused_with_the_reason(text, words):
    with pytest.raises(EngineError) as raised:
        FRENCH.parse(text, "hands[0][1]")
    assert raised.value.field == "hands[0][1]" and words in raised.value.reason


def test_packs():
    assert {pack_id: len(pack) for pack_id, pack in PACKS.items()} == {"french-52": 52, "french-48": 48,
                                                                       "brillant-45": 45}
    assert len(set(PACKS["french-52"].cards)) == 52
    assert PACKS["brillant-45"].cards[:3] == tuple(FRENCH.parse(c) for c in ("AS", "2S", "3S"))


def test_card_words_for_screen_readers():
    card = FRENCH.parse("QD")
    assert (card.name, card.label, card.suit.colour) == ("queen of diamonds", "Q♦", "red")
