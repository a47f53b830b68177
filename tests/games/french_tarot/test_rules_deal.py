"""French Tarot's deal up to the first card: one test per rule id, named after it."""

from __future__ import annotations

from math import comb

from engine.api import handle
from engine.games.french_tarot.bidding import bidding, contracts
from engine.games.french_tarot.calling import calling
from engine.games.french_tarot.deal import Deal
from engine.games.french_tarot.dealing import deal
from engine.games.french_tarot.ecart import dog_and_ecart
from engine.games.french_tarot.hands import poor
from engine.games.french_tarot.house import HouseRules
from engine.games.french_tarot.policies import overwhelming
from engine.games.french_tarot.sitting import Sitting
from engine.model import Move
from engine.packs import PACKS
from engine.shuffle import random_source
from tests.support.tables import tables

TAROT = PACKS["tarot-78"]


def dealt(seed: int = 1, players: int = 4, **extra: object) -> dict:
    answer = handle({"action": "deal", "game": "french-tarot", "seed": seed, "players": players, **extra})
    assert "error" not in answer, answer
    return answer


def steps(answer: dict, rule: str | None = None) -> list[dict]:
    return [step for deal in answer["deals"] for step in deal["steps"] if rule is None or step["rule"] == rule]


def refused(**request: object) -> dict:
    answer = handle({"action": "deal", "game": "french-tarot", **request})
    assert "error" in answer, answer
    return answer["error"]


def cards(text: str) -> list:
    return TAROT.parse_many(text.split(), "x")


def a_deal(players: int = 4, reader: int | None = None, parole: str | None = None) -> Deal:
    """A deal of a sitting whose hands a test gives, dealt by seat 1 (index 0)."""
    names = ["Anne", "Blaise", "Claude", "Denise", "Étienne"][:players]
    sitting = Sitting(names, reader, random_source(0), HouseRules(contracts(False, True), parole=parole))
    return Deal(sitting.context, 1, 0)


def drive(script, moves):
    """Send ``moves`` to ``script`` in turn; the decisions asked, in order."""
    asked = [next(script)]
    for move in moves:
        try:
            asked.append(script.send(move))
        except StopIteration:
            break
    return asked


# The deal ---------------------------------------------------------------------------------------

def test_french_tarot_deal_drawing():
    step = steps(dealt(), "french-tarot.deal.drawing")[0]
    assert step["ours"] and step["seats"] == [1, 2, 3, 4]
    assert "seats" in dealt()["deals"][0]["steps"][0]["table"]


def test_french_tarot_deal_first_dealer():
    answer = dealt(1)
    step = steps(answer, "french-tarot.deal.first-dealer")[0]
    assert "Anne 3♠, Blaise 3♥" in step["text"] and "Blaise has the lowest" in step["text"]
    assert answer["deals"][0]["summary"]["dealer"] == 2


def test_french_tarot_deal_excuse_redraws():
    step = steps(dealt(5), "french-tarot.deal.excuse-redraws")[0]
    assert step["cards"][0] == "0EX" and len(step["cards"]) == 2 and "draws again" in step["text"]


def test_french_tarot_deal_anticlockwise():
    answer = dealt(8)  # nobody takes the first deal: the second is dealt by the first dealer's right
    first, second = answer["deals"][0]["summary"], answer["deals"][1]["summary"]
    assert second["dealer"] == (first["dealer"] - 2) % 4 + 1
    assert first["first_hand"] == (first["dealer"] - 2) % 4 + 1
    assert [b["seat"] for b in first["bids"]] == [(first["first_hand"] - 1 - k) % 4 + 1 for k in range(4)]


def test_french_tarot_deal_packets():
    """The step that deals the packets shows the hands and the dog it tells of; the cut before it, the whole pack."""
    for players, hand in ((3, 24), (4, 18), (5, 15)):
        answer = dealt(3, players)
        after = {step["rule"]: table for step, table in zip(steps(answer), tables(answer))}  # a deal's, the last
        cut, packets, dog = (after[f"french-tarot.deal.{rule}"] for rule in ("cut", "packets", "dog"))
        assert len(cut["places"]["pack"]["cards"]) == 78 and not any(s["cards"] for s in cut["seats"].values())
        for table in (packets, dog):
            assert [len(seat["cards"]) for seat in table["seats"].values()] == [hand] * players
            assert "pack" not in table["places"] and len(table["places"]["dog"]["cards"]) == 78 - hand * players


def test_french_tarot_deal_maldonne():
    base = {"seed": 1, "players": 4}
    assert "two cards in a row" in refused(**base, dog_after=[6, 6, 30, 42, 54, 66])["reason"]
    assert "first card" in refused(**base, dog_after=[0, 18, 30, 42, 54, 66])["reason"]
    assert "last card" in refused(**base, dog_after=[6, 18, 30, 42, 54, 72])["reason"]
    assert "inside it" in refused(**base, dog_after=[7, 18, 30, 42, 54, 66])["reason"]
    error = refused(**base, dog_after=[6, 18, 30])
    assert error["field"] == "dog_after" and "maldonne" in error["reason"] and "dealt again" in error["reason"]
    assert refused(**base, dog_after=[6, 18, 30, 42, 54, 99])["field"] == "dog_after[5]"
    good = dealt(1, dog_after=[3, 6, 9, 15, 21, 69])
    assert good["deals"][0]["summary"]["dog_after"] == [3, 6, 9, 15, 21, 69]
    assert not steps(good, "french-tarot.deal.dog-places")


def test_french_tarot_deal_petit_sec():
    answer = dealt(44, 5)
    step = steps(answer, "french-tarot.deal.petit-sec")[0]
    assert step["cards"] == ["1AT"] and "annulled" in step["text"]
    number = next(i for i, deal in enumerate(answer["deals"]) if deal["summary"]["outcome"] == "petit-sec")
    first, second = answer["deals"][number]["summary"], answer["deals"][number + 1]["summary"]
    assert not first["bids"]
    assert second["dealer"] == (first["dealer"] - 2) % 5 + 1


def test_french_tarot_deal_soft_shuffle():
    answer = dealt(8, soft_shuffle=True)
    assert steps(answer, "french-tarot.deal.soft-shuffle")
    assert not steps(dealt(8), "french-tarot.deal.soft-shuffle")


def test_french_tarot_deal_gathering():
    answer = dealt(8, soft_shuffle=True)
    step = steps(answer, "french-tarot.deal.gathering")[0]
    assert step["ours"]
    shown = tables(answer)
    first_steps = len(answer["deals"][0]["steps"])
    pack = shown[first_steps]["places"]["pack"]["cards"]
    hands = shown[first_steps - 1]["seats"]
    first = answer["deals"][0]["summary"]["first_hand"]
    assert pack[:18] == hands[str(first)]["cards"]


def test_french_tarot_deal_limit():
    answer = dealt(8, deals=1)
    assert steps(answer, "french-tarot.deal.limit")[0]["ours"] and answer["summary"]["ready"] is False
    assert refused(seed=1, deals=21)["field"] == "deals"


def test_french_tarot_deal_first_lead():
    answer = dealt(1)
    step = steps(answer)[-1]
    assert step["rule"] == "french-tarot.deal.first-lead" and answer["summary"]["ready"]
    assert answer["deals"][-1]["summary"]["outcome"] == "ready"


def given_deal(players: int = 4, seed: int = 5) -> dict:
    """The hands and dog of a seeded deal, as a reader would type them."""
    laid = deal(players, random_source(seed))
    return {"players": players, "hands": [[str(card) for card in hand] for hand in laid.hands],
            "dog": [str(card) for card in laid.dog]}


def test_french_tarot_deal_scenario():
    for players in (3, 4, 5):
        given = given_deal(players, 7)
        answer = handle({"action": "play", "game": "french-tarot", **given, "dealer": 2})
        assert "error" not in answer, answer
        assert steps(answer, "french-tarot.deal.scenario")[0]["ours"]
        assert answer["options"]["hands"] == given["hands"] and answer["options"]["dealer"] == 2
        summary = answer["deals"][-1]["summary"]
        assert summary["dealer"] == 2 and summary["outcome"] == "played", summary
        points = summary["play"]["points"]
        assert points["taker"] + points["defence"] == 91 and "score" in summary["play"]
        assert not steps(answer, "french-tarot.deal.drawing") and not steps(answer, "french-tarot.deal.cut")


def test_a_given_deal_is_refused_with_the_field_and_the_rule():
    given = given_deal()
    hands, dog = given["hands"], given["dog"]
    cases = [
        ({"hands": [*hands[:3], hands[3][:-1]], "dog": dog}, "hands[3]", "Denise holds 17 cards"),
        ({"players": 3, "hands": hands[:3], "dog": dog}, "hands[0]", "with 3 players each is dealt 24"),
        ({"hands": [*hands[:3], [*hands[3][:-1], hands[0][0]]], "dog": dog}, "hands[3][17]", "appears twice"),
        ({"hands": [["9XX", *hands[0][1:]], *hands[1:]], "dog": dog}, "hands[0][0]", "suit"),
        ({"hands": [["22AT", *hands[0][1:]], *hands[1:]], "dog": dog}, "hands[0][0]", "no known rank"),
        ({"hands": hands, "dog": dog[:5]}, "dog", "the dog holds 6 cards with 4 players, not 5"),
        ({"hands": hands}, "dog", "give the dog too"),
        ({"dog": dog}, "hands", "give the hands too"),
        ({"hands": hands, "dog": dog, "deals": 3}, "deals", "nothing is shuffled or dealt"),
        ({"hands": hands, "dog": dog, "seed": 3}, "seed", "nothing is shuffled or dealt"),
        ({"seed": 1, "dealer": 2}, "dealer", "only with the hands"),
    ]
    for request, field, reason in cases:
        error = refused(**request)
        assert error["field"] == field and reason in error["reason"], (request.keys(), error)


def test_a_petit_sec_in_given_hands_annuls_the_deal_and_stops():
    given = given_deal()
    hands, dog = given["hands"], given["dog"]
    trumps = [card for hand in hands for card in hand if card.endswith("AT") or card == "0EX"]
    plain = [card for hand in hands[1:] for card in hand if card not in trumps]
    first = ["1AT", *plain[:17]]
    rest = [card for hand in hands for card in hand if card not in first] + dog
    laid = [first] + [rest[18 * i:18 * i + 18] for i in range(3)]
    answer = handle({"action": "deal", "game": "french-tarot", "hands": laid, "dog": rest[54:]})
    assert steps(answer, "french-tarot.deal.petit-sec") and answer["summary"]["deals"] == 1
    assert steps(answer)[-1]["rule"] == "french-tarot.deal.scenario"


# The bidding ------------------------------------------------------------------------------------

def test_french_tarot_bid_order():
    step = steps(dealt(1), "french-tarot.bid.order")[0]
    assert "Anne, first hand" in step["text"]


def test_french_tarot_bid_once():
    answer = dealt(1)
    assert steps(answer, "french-tarot.bid.once")[0]["ours"]
    assert len(answer["deals"][0]["summary"]["bids"]) == 4


def test_french_tarot_bid_pass():
    answer = dealt(3, seat=1, decisions=["pass"])
    assert "Anne passes (by choice)." in [s["text"] for s in steps(answer, "french-tarot.bid.pass")]


def test_french_tarot_bid_higher():
    answer = dealt(1, seat=2)  # Blaise, the dealer, bids last, after Claude's prise
    prise = next(m for m in answer["waiting"]["moves"] if m["move"] == "prise")
    assert prise["legal"] is False and prise["rule"] == "french-tarot.bid.higher"


def test_french_tarot_bid_contracts():
    step = steps(dealt(1), "french-tarot.bid.contracts")[0]
    assert "Claude takes with a prise" in step["text"]
    assert "prise < garde < garde sans < garde contre" in step["text"]


def test_french_tarot_bid_chelem():
    assert not steps(dealt(1), "french-tarot.bid.chelem")
    # The computer's taker, Claude, holds no hand of trumps and Kings: no chelem, and first hand leads.
    step = steps(dealt(1, announce=True), "french-tarot.bid.chelem")[0]
    assert step["data"]["chelem"] is False and step["ours"] and "Claude announces no chelem (only" in step["text"]
    # A reader who takes may announce one, and then leads the first trick whatever the seat.
    answer = dealt(1, announce=True, seat=3, decisions=["prise", "chelem"])
    assert answer["waiting"]["seat"] == 3
    announced = steps(answer, "french-tarot.bid.chelem")[0]
    assert announced["data"]["chelem"] is True and "Claude announces a chelem (by choice)" in announced["text"]
    assert overwhelming(cards("21AT 20AT 19AT 0EX RPI 18AT 17AT 16AT"))
    assert not overwhelming(cards("21AT 20AT 19AT RPI 18AT 17AT 16AT 15AT"))  # no Excuse
    assert not overwhelming(cards("21AT 20AT 19AT 0EX DPI 18AT 17AT 16AT"))  # a Queen


def test_french_tarot_bid_no_taker():
    answer = dealt(8)
    assert "void" in steps(answer, "french-tarot.bid.no-taker")[0]["text"]
    assert answer["deals"][0]["summary"]["outcome"] == "no-taker"


def test_french_tarot_bid_policy():
    answer = dealt(1)
    assert steps(answer, "french-tarot.bid.policy")[0]["ours"]
    assert "52 points by the guide for 18 cards: a prise from 40" in steps(answer, "french-tarot.bid.higher")[0]["text"]


# The king call ----------------------------------------------------------------------------------

def test_french_tarot_call_king():
    answer = dealt(4, 5)
    step = steps(answer, "french-tarot.call.king")[0]
    assert step["cards"][0].startswith("R") and answer["summary"]["called"] == step["cards"][0]
    assert refused(seed=1, players=4, seat=1, decisions=["call RCE"])["reason"].startswith("only five players")


def test_french_tarot_call_queen_knight():
    deal = a_deal(5)
    deal.hands[0] = cards("RPI RCE RCA RTR DPI DCE DCA DTR 1PI 2PI 3PI 4PI 5PI 6PI 7PI")
    deal.taker, deal.contract = 0, "garde"
    asked = drive(calling(deal), [])
    assert [str(m.card) for m in asked[0].moves] == ["CPI", "CCE", "CCA", "CTR"]
    told = next(s for s in deal.explanation.steps if s.rule.id == "french-tarot.call.queen-knight")
    assert "calls a Knight" in told.text


def test_french_tarot_call_all_twelve():
    deal = a_deal(5)
    deal.hands[0] = cards("RPI RCE RCA RTR DPI DCE DCA DTR CPI CCE CCA CTR 1PI 2PI 3PI")
    deal.taker, deal.contract = 0, "garde"
    assert list(calling(deal)) == []
    assert deal.explanation.steps[-1].rule.id == "french-tarot.call.all-twelve"


def test_french_tarot_call_dog():
    step = steps(dealt(2, 5), "french-tarot.call.dog")[0]
    assert "plays alone" in step["text"]


def test_french_tarot_call_own():
    deal = a_deal(5, reader=0)
    deal.hands[0] = cards("RPI 1CE 2CE 3CE 4CE 5CE 6CE 7CE 8CE 9CE 10CE 1AT 2AT 3AT 4AT")
    deal.taker, deal.contract = 0, "garde"
    drive(calling(deal), [Move("call", TAROT.parse("RPI", "x"))])
    assert [s.rule.id for s in deal.explanation.steps][-1] == "french-tarot.call.own"
    hidden = a_deal(5, reader=1)
    hidden.hands[0] = list(deal.hands[0])
    hidden.taker, hidden.contract = 0, "garde"
    drive(calling(hidden), [Move("call", TAROT.parse("RPI", "x"))])
    assert "french-tarot.call.own" not in [s.rule.id for s in hidden.explanation.steps]


def test_french_tarot_call_policy():
    answer = dealt(4, 5)
    assert steps(answer, "french-tarot.call.policy")[0]["ours"]
    assert "longest suit" in steps(answer, "french-tarot.call.king")[0]["text"]


# The dog and the écart --------------------------------------------------------------------------

def test_french_tarot_dog_shown():
    answer = dealt(1)
    step = steps(answer, "french-tarot.dog.shown")[0]
    table = tables(answer)[steps(answer).index(step)]
    assert len(step["cards"]) == 6 and table["places"]["dog"].get("down", 0) == 0


def test_french_tarot_dog_garde_sans():
    answer = dealt(14, 5)
    step = steps(answer, "french-tarot.dog.garde-sans")[0]
    assert "taker's pile" in answer["table"]["places"]["dog"]["label"] and not step["cards"]
    assert answer["table"]["places"]["dog"]["down"] == 3


def test_french_tarot_dog_garde_contre():
    answer = dealt(13, 4)
    assert steps(answer, "french-tarot.dog.garde-contre")
    assert "defence's pile" in answer["table"]["places"]["dog"]["label"]


def test_french_tarot_ecart_size():
    answer = dealt(1)
    assert len(steps(answer, "french-tarot.ecart.size")) == 7
    ecart = answer["table"]["places"]["ecart"]
    assert len(ecart["cards"]) == 6 and ecart["owner"] == 3
    seated = dealt(1, seat=1, decisions=["pass"])
    assert seated["table"]["places"]["ecart"]["hidden"] == 6
    assert "puts a card aside, face down" in steps(seated, "french-tarot.ecart.size")[-1]["text"]


def _taker_reader(seed: int = 1) -> dict:
    """Seed 1 with Claude (seat 3), the taker, seated: waiting at the écart."""
    return dealt(seed, seat=3, decisions=["prise"])


def test_french_tarot_ecart_kings():
    waiting = _taker_reader()["waiting"]["moves"]
    king = next(m for m in waiting if m["move"] == "ecart RPI")
    assert king["legal"] is False and king["rule"] == "french-tarot.ecart.kings"
    assert steps(dealt(1), "french-tarot.ecart.kings")


def test_french_tarot_ecart_oudlers():
    waiting = _taker_reader()["waiting"]["moves"]
    oudler = next(m for m in waiting if m["move"] == "ecart 21AT")
    assert oudler["legal"] is False and oudler["rule"] == "french-tarot.ecart.oudlers"
    error = refused(seed=1, seat=3, decisions=["prise", "ecart 21AT"])
    assert error["field"] == "decisions[1]" and "oudler" in error["reason"]
    assert steps(dealt(1), "french-tarot.ecart.oudlers")


def test_french_tarot_ecart_trumps():
    waiting = _taker_reader()["waiting"]["moves"]
    trump = next(m for m in waiting if m["move"] == "ecart 17AT")
    assert trump["rule"] == "french-tarot.ecart.trumps"
    deal = a_deal(4)
    deal.hands[0] = cards("RPI RCE RCA RTR 1AT 21AT 0EX " + " ".join(f"{n}AT" for n in range(2, 13)))
    deal.dog = cards("2PI 3PI 4PI 13AT 14AT 15AT")
    deal.taker, deal.contract = 0, "prise"
    asked = drive(dog_and_ecart(deal), [Move("ecart", TAROT.parse(c, "x")) for c in "2PI 3PI 4PI 2AT 3AT 4AT".split()])
    assert [str(m.card) for m in asked[3].moves][0] == "2AT"
    shown = [s for s in deal.explanation.steps if s.rule.id == "french-tarot.ecart.trumps"]
    assert len(shown) == 3 and "shown to all" in shown[0].text
    place = deal.snapshot()["places"]["ecart"]
    assert place["down"] == 3 and place["cards"][3:] == ["2AT", "3AT", "4AT"]


def test_french_tarot_ecart_policy():
    answer = dealt(1)
    assert steps(answer, "french-tarot.ecart.policy")[0]["ours"]
    assert not steps(dealt(1, seat=1), "french-tarot.ecart.policy")
    for seed in range(12):
        for players in (3, 4, 5):
            ecart = dealt(seed, players)["table"]["places"].get("ecart")
            if ecart:
                assert not any(c.startswith("R") or c in ("1AT", "21AT", "0EX") for c in ecart["cards"])


# Declarations ---------------------------------------------------------------------------------

def test_french_tarot_declare_poignee():
    answer = dealt(14)
    step = steps(answer, "french-tarot.declare.poignee")[0]
    assert len(step["cards"]) >= 10 and "poignée" in step["text"]
    seat = step["seats"][0]
    assert "poignée" in answer["table"]["seats"][str(seat)]["roles"]
    held = answer["table"]["seats"][str(seat)]
    assert sorted(held["cards"][held["down"]:]) == sorted(step["cards"])


def test_french_tarot_declare_poignee_shown():
    step = steps(dealt(14), "french-tarot.declare.poignee")[0]
    assert "0EX" not in step["cards"] and steps(dealt(14), "french-tarot.declare.poignee-shown")[0]["ours"]


def test_french_tarot_declare_when():
    answer = dealt(14)
    when = steps(answer, "french-tarot.declare.when")[0]
    assert when["ours"] and steps(answer)[-1]["rule"] == "french-tarot.deal.first-lead"


def test_french_tarot_declare_policy():
    assert steps(dealt(14), "french-tarot.declare.policy")[0]["ours"]


def test_french_tarot_house_misere_hand():
    answer = dealt(4, 5, misere=True)
    assert steps(answer, "french-tarot.house.misere-hand")[0]["ours"]
    assert not steps(dealt(4, 5), "french-tarot.house.misere")


def test_french_tarot_house_pousse_bid():
    assert steps(dealt(1, pousse=True), "french-tarot.house.pousse-bid")
    pousse = next(m for m in dealt(1, seat=1)["waiting"]["moves"] if m["move"] == "pousse")
    assert pousse["rule"] == "french-tarot.house.pousse-bid" and not pousse["legal"]


def test_french_tarot_house_no_prise():
    answer = dealt(1, prise=False)
    assert steps(answer, "french-tarot.house.no-prise")
    prise = next(m for m in dealt(1, prise=False, seat=1)["waiting"]["moves"] if m["move"] == "prise")
    assert prise["rule"] == "french-tarot.house.no-prise" and not prise["legal"]


# The maldonne of house rules and the parole ------------------------------------------------------

def test_french_tarot_house_maldonne():
    # Seed 51 at four: Anne holds one trump and two court cards. Without the house rule the deal is played; with
    # it, Anne (a computer seat) calls a maldonne, her hand is shown, and Claude, the next dealer, deals again.
    assert dealt(51)["summary"]["deals"] == 1
    answer = dealt(51, maldonne=True)
    first, second = answer["deals"]
    assert first["summary"]["outcome"] == "maldonne" and second["summary"]["dealer"] == 3
    called = [s for s in first["steps"] if s["rule"] == "french-tarot.house.maldonne"]
    assert called[-1]["text"] == ("Anne calls a maldonne (a computer seat calls one whenever it may), showing the "
                                  "hand: 1 trump and 2 court cards, 3 together, fewer than 4.")
    assert not [s for s in first["steps"] if s["data"].get("phase") == "bidding"]
    assert answer["options"]["maldonne"] is True and answer["options"]["maldonne_below"] == 4
    # A number agreed lower: Anne's 3 are not fewer than 3, and the deal is played.
    assert dealt(51, maldonne=True, maldonne_below=3)["summary"]["deals"] == 1
    assert refused(seed=51, maldonne_below=3)["field"] == "maldonne_below"
    assert refused(seed=51, maldonne=True, maldonne_below=19)["field"] == "maldonne_below"


def test_french_tarot_house_maldonne_reading():
    # A seated reader whose hand allows it is asked, as a computer seat would be: the decision depends on the cards.
    asked = dealt(51, maldonne=True, seat=1)
    assert asked["waiting"]["seat"] == 1 and [m["move"] for m in asked["waiting"]["moves"]] == ["maldonne",
                                                                                               "nothing"]
    kept = dealt(51, maldonne=True, seat=1, decisions=["nothing"])
    declined = steps(kept, "french-tarot.house.maldonne-reading")[0]
    assert declined["ours"] and "does not (by choice)" in declined["text"] and kept["summary"]["deals"] == 1
    # A seat whose hand does not allow it is never asked: Blaise, at the same deal, bids first.
    assert dealt(51, maldonne=True, seat=4)["waiting"]["moves"][0]["move"] == "pass"
    # The Excuse counts as a trump, the four court ranks as court cards; redealt within the deals asked.
    assert poor(cards("0EX 2CE 3CE 4CE"), 4) == (1, 0)
    assert poor(cards("RCE DCE CCE VCE 2CE"), 4) == (0, 4)
    assert poor(cards("1AT RCE DCE CCE"), 4) is None
    # The figures the reading gives for its default of 4: one hand in how many, counted over every hand dealt from
    # the 22 trumps (the Excuse among them), the 16 court cards and the 40 other cards.
    def one_in(size: int) -> float:
        poor_hands = sum(comb(22, t) * comb(16, c) * comb(40, size - t - c) for t in range(23) for c in range(17)
                         if size - t - c >= 0 and (t == 0 or t + c < 4))
        return comb(78, size) / poor_hands
    assert (round(one_in(18)), round(one_in(15)), round(one_in(24), -2)) == (374, 64, 14500)
    once = dealt(51, maldonne=True, deals=1)
    assert once["summary"]["deals"] == 1 and steps(once)[-1]["rule"] == "french-tarot.deal.limit"


def test_french_tarot_house_parole():
    # Seed 8 at four: nobody bids (the deal is void); with the parole three players say it, and in the second
    # round Denise, first hand, takes a prise.
    assert dealt(8)["deals"][0]["summary"]["outcome"] == "no-taker"
    answer = dealt(8, parole="any")
    bids = answer["deals"][0]["summary"]["bids"]
    assert [b["bid"] for b in bids] == ["parole", "pass", "parole", "parole", "prise", "pass", "pass"]
    said = steps(answer, "french-tarot.house.parole")
    assert not said[0]["ours"] and said[1]["text"].startswith("Denise says parole (38 points by the guide")
    assert answer["summary"]["taker"] == 4 and answer["summary"]["contract"] == "prise"
    assert "said parole" in tables(answer)[steps(answer).index(said[1])]["seats"]["4"]["roles"]
    # The prise form: a reader who said parole may bid only a prise in the second round.
    seated = dealt(8, parole="prise", seat=1, decisions=["parole"])
    garde = next(m for m in seated["waiting"]["moves"] if m["move"] == "garde")
    assert garde["legal"] is False and garde["rule"] == "french-tarot.house.parole"
    assert refused(seed=8, parole="prise", prise=False)["field"] == "parole"
    assert refused(seed=8, parole=True)["field"] == "parole"


def test_french_tarot_house_parole_rounds():
    answer = dealt(8, parole="any")
    rounds = steps(answer, "french-tarot.house.parole-rounds")
    assert all(step["ours"] for step in rounds)
    assert rounds[-1]["text"].startswith("A second round: Denise, Blaise, Anne, who said parole")
    # Claude passed and stays out: the second round asks only those who said parole.
    second = [b["seat"] for b in answer["deals"][0]["summary"]["bids"]][4:]
    assert second == [4, 2, 1]
    # Parole is said only while nobody has bid: seed 1's Claude bids a prise, and Blaise, after him, may not.
    after = dealt(1, parole="any", seat=2)
    parole = next(m for m in after["waiting"]["moves"] if m["move"] == "parole")
    assert parole["legal"] is False and parole["rule"] == "french-tarot.house.parole-rounds"
    # Denise, seated, says parole and passes in the second round: Blaise, after her, takes the prise.
    passed = dealt(8, parole="prise", seat=4, decisions=["parole", "pass"], deals=1)
    assert [b["bid"] for b in passed["deals"][0]["summary"]["bids"]][4:] == ["pass", "prise", "pass"]
    # Every player says parole or passes and nobody bids in the second round: the deal is void.
    table = a_deal(parole="any")
    table.hands = [list(hand) for hand in deal(4, random_source(8)).hands]
    said = [Move("parole"), Move("pass"), Move("parole"), Move("parole"), Move("pass"), Move("pass"), Move("pass")]
    asked = drive(bidding(table), said)
    assert len(asked) == 7 and table.outcome == "no-taker" and table.taker is None
    assert [decision.seat for decision in asked[4:]] == [table.order[i] for i in (0, 2, 3)]
