"""Cards, packs and the short notation."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.cards import FRENCH, GERMAN, ITALIAN, ITALIAN_TAROT, SPANISH, SWISS, SYSTEMS, TAROT_NOUVEAU, Card, parse_any
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
                                         ("H", "not a card"), (7, "not 7")])
def test_malformed_cards_are_refused_with_the_reason(text, words):
    with pytest.raises(EngineError) as raised:
        FRENCH.parse(text, "hands[0][1]")
    assert raised.value.field == "hands[0][1]" and words in raised.value.reason


def test_packs():
    assert {pack_id: len(pack) for pack_id, pack in PACKS.items()} == {
        "french-52": 52, "french-48": 48, "brillant-45": 45, "french-32": 32, "german-48": 48, "german-32": 32,
        "piquet-28": 28, "tarot-78-italian": 78, "spanish-48": 48, "spanish-40": 40, "italian-52": 52,
        "swiss-36": 36, "tarot-78": 78}
    assert {c.rank.code for c in PACKS["piquet-28"]} == {"8", "9", "10", "J", "Q", "K", "A"}
    assert {c.rank.code for c in PACKS["french-32"]} == {"7", "8", "9", "10", "J", "Q", "K", "A"}
    assert {c.rank.code for c in PACKS["german-32"]} == {"7", "8", "9", "10", "U", "O", "K", "2"}
    assert len(set(PACKS["french-52"].cards)) == 52
    assert PACKS["brillant-45"].cards[:3] == tuple(FRENCH.parse(c) for c in ("AS", "2S", "3S"))


def test_card_words_for_screen_readers():
    card = FRENCH.parse("QD")
    assert (card.name, card.label, card.suit.colour) == ("queen of diamonds", "Q♦", "red")


def test_the_object_model_fits_the_later_packs():
    # Piquet 32/28 and the two 78-card tarot packs need only new data, not new classes.
    from engine.cards import Card, CardSystem, Rank, Suit
    from engine.packs import Pack

    piquet = Pack("piquet-32", "the 32-card Piquet pack", FRENCH,
                  tuple(c for c in PACKS["french-52"] if c.rank.code in {"7", "8", "9", "10", "J", "Q", "K", "A"}))
    assert len(piquet) == 32 and piquet.parse("7♦", "card").name == "seven of diamonds"
    trumps = Suit("T", "trumps", "T", "black")
    excuse = Suit("X", "excuse", "★", "black")
    ranks = tuple(Rank(str(n), f"trump {n}", n) for n in range(1, 22)) + (Rank("E", "the Excuse", 0),)
    tarot = CardSystem("tarot trumps", (trumps, excuse), ranks)
    cards = tuple(Card(r, trumps) for r in ranks[:21]) + (Card(ranks[21], excuse),)
    pack = Pack("tarot-trumps", "the trumps and the Excuse", tarot, cards)
    assert str(pack.parse("21t", "card")) == "21T" and pack.parse("EX", "card") == cards[-1]
    with pytest.raises(EngineError):
        pack.parse("ET", "card")


@given(st.sampled_from(PACKS["german-48"].cards))
def test_german_notation_round_trips_and_never_reads_as_french(card):
    assert GERMAN.parse(str(card)) == card == GERMAN.parse(card.label)
    assert parse_any(str(card)) == card
    with pytest.raises(EngineError):
        FRENCH.parse(str(card))


def test_german_cards_in_words():
    assert GERMAN.parse("2B").name == "Sau of bells" and GERMAN.parse("uE").name == "Unter of acorns"
    assert parse_any("KH").suit.name == parse_any("KR").suit.name == "hearts" and parse_any("KH") != parse_any("KR")


@given(st.sampled_from(PACKS["tarot-78-italian"].cards))
def test_tarot_notation_round_trips_and_names_every_card(card):
    assert ITALIAN_TAROT.parse(str(card)) == card == parse_any(str(card).lower())
    assert card.name and card.label


def test_tarot_cards_in_words_and_the_fool():
    pack = PACKS["tarot-78-italian"]
    assert [pack.parse(text, "card").name for text in ("21T", "1T", "7T", "FOOL", "CCO", "1BA")] == [
        "trump 21 (the World)", "trump 1 (the Magician)", "trump 7", "the Fool", "cavalier of coins", "ace of batons"]
    assert str(pack.parse("fool", "card")) == "0X" and pack.parse("0X", "card").label == "the Fool"
    assert sum(c.suit.code == "T" for c in pack) == 21 and sum(c.rank.code == "K" for c in pack) == 4
    for text, words in (("22T", "no known rank"), ("KT", "no known rank"), ("5X", "no known rank"),
                        ("KZ", "no known suit")):
        with pytest.raises(EngineError) as raised:
            pack.parse(text, "hands[0][0]")
        assert words in raised.value.reason


NEW_PACKS = ("spanish-48", "spanish-40", "italian-52", "swiss-36")


@given(st.sampled_from([card for pack in NEW_PACKS for card in PACKS[pack]]))
def test_spanish_italian_and_swiss_notation_round_trips(card):
    system = next(pack.system for pack in map(PACKS.get, NEW_PACKS) if pack and card in pack)
    assert system.parse(str(card)) == card == parse_any(str(card)) == parse_any(str(card).lower())
    assert card.label == str(card) and card.name.endswith(card.suit.name)
    for other in SYSTEMS:
        if other is not system:
            with pytest.raises(EngineError):
                other.parse(str(card))


def test_no_two_cards_of_any_systems_share_a_notation():
    seen: dict[str, Card] = {}
    for system in SYSTEMS:
        for suit in system.suits:
            for rank in system.ranks_of(suit):
                card = Card(rank, suit)
                assert str(card) not in seen, (card, seen.get(str(card)))
                seen[str(card)] = card
                assert parse_any(str(card)) == card
    suit_codes = [suit.code for system in SYSTEMS for suit in system.suits]
    assert len(suit_codes) == len(set(suit_codes)) == 32


def test_spanish_italian_and_swiss_pack_compositions():
    spanish_ranks = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "S", "C", "R"]
    for suit in ("OR", "CP", "ES", "BT"):
        assert [c.rank.code for c in PACKS["spanish-48"] if c.suit.code == suit] == spanish_ranks
        assert [c.rank.code for c in PACKS["spanish-40"] if c.suit.code == suit] == [
            r for r in spanish_ranks if r not in ("8", "9")]
    assert [s.name for s in SPANISH.suits] == ["oros", "copas", "espadas", "bastos"]
    assert [c.rank.code for c in PACKS["italian-52"] if c.suit.code == "DI"] == [
        "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "F", "C", "R"]
    assert [s.name for s in ITALIAN.suits] == ["coppe", "denari", "spade", "bastoni"]
    assert [c.rank.name for c in PACKS["swiss-36"] if c.suit.code == "RS"] == [
        "Daus", "six", "seven", "eight", "nine", "Banner", "Under", "Ober", "König"]
    assert [s.name for s in SWISS.suits] == ["Schellen", "Rosen", "Schilten", "Eicheln"]


@pytest.mark.parametrize("text, name", [("SOR", "sota of oros"), ("10or", "sota of oros"), ("12cp", "rey of copas"), ("1ES", "ace of espadas"),
                                        ("ABT", "ace of bastos"), ("11BT", "caballo of bastos"),
                                        ("FCI", "fante of coppe"), ("CDI", "cavallo of denari"), ("rsi", "re of spade"),
                                        ("10BI", "ten of bastoni"), ("BSC", "Banner of Schellen"),
                                        ("10RS", "Banner of Rosen"), ("DSH", "Daus of Schilten"),
                                        ("KEI", "König of Eicheln"), ("uei", "Under of Eicheln")])
def test_the_new_cards_in_words(text, name):
    assert parse_any(text).name == name


@pytest.mark.parametrize("pack, text, field, words", [
    ("french-52", "SOR", "hands[1][2]", "no known suit"),
    ("spanish-40", "8OR", "order[3]", "8OR (eight of oros) is not in the 40-card Spanish pack"),
    ("swiss-36", "5SC", "order[0]", "no known rank"),
    ("italian-52", "JCI", "trump", "no known rank"),
    ("german-48", "KEI", "hands[0][0]", "no known suit"),
])
def test_a_card_of_another_pack_is_refused_naming_the_field(pack, text, field, words):
    with pytest.raises(EngineError) as raised:
        PACKS[pack].parse(text, field)
    assert raised.value.field == field and words in raised.value.reason


@given(st.sampled_from(PACKS["tarot-78"].cards))
def test_tarot_nouveau_notation_round_trips_and_never_reads_as_another_system(card):
    assert TAROT_NOUVEAU.parse(str(card)) == card == parse_any(str(card).lower())
    assert card.name and card.label


def test_tarot_nouveau_cards_in_words():
    pack = PACKS["tarot-78"]
    assert [pack.parse(text, "card").name for text in ("21AT", "1AT", "excuse", "RPI", "CCA", "VTR", "KCE")] == [
        "trump 21 (the Monde)", "trump 1 (the Petit)", "the Excuse", "king of spades", "knight of diamonds",
        "jack of clubs", "king of hearts"]
    assert str(parse_any("fool")) == "0X" and str(parse_any("excuse")) == "0EX"
    with pytest.raises(EngineError):
        pack.parse("KS", "card")
