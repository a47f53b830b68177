"""French Tarot's page is a lesson: beside the shape every game page has (tests/test_page_shape.py), its rules tell
how to play before the score, the score calculator waits under Try it, and its worked trick and deal are the
engine's for the seed they name. The page in depth beside it holds the guide, the house rules in full, the odds (the
long tables folded) and the computer seats: every address that left the lesson still lands there, on a passage that
sends the reader on, every rule a widget's step cites is on the widget's own page, and the page in depth's worked
hand and picture are the engine's."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from markdown.extensions.toc import slugify

from engine.api import TAROT_NOUVEAU, handle
from engine.games import GAMES as GAMES_BY_ID
from engine.packs import PACKS
from tests import test_pictures
from tests.support.pages import page_blocks, sources
from widgets.fence import parse_block
from widgets.games import RENDERERS, state_of
from widgets.pictures import unheaded
from widgets.render import view
from widgets.requests import answer
from widgets.table import steps_of

GAMES = Path(__file__).resolve().parents[3] / "docs" / "games"
PAGE = GAMES / "french-tarot.md"
DEPTH = GAMES / "french-tarot-in-depth.md"


RULES = ["Seats and direction", "The game in outline", "The cards", "The deal", "The bidding",
         "The king call, with five players", "The dog and the écart",
         "Declarations before the first card", "The play of the cards", "A worked trick", "The Excuse", "The count",
         "The score of a deal", "The scorecard", "A worked example: the source's garde sans", "House rules"]
"""The rules' headings, in the order of a deal: how to play, then the score."""

DEPTH_RULES = ["Judging a hand before the bidding", "House rules", "The taker's odds, counted exactly"]
"""The rules' headings of the page in depth: the guide before the bidding, the house rules in full, the odds."""



SEED = 3
"""The seed of the worked trick and deal, the one the play widget opens on."""




@pytest.fixture(scope="module")
def page() -> str:
    return PAGE.read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def depth() -> str:
    return DEPTH.read_text(encoding="utf-8")


def headings(text: str, level: int) -> list[tuple[int, str]]:
    """(position, title) of each heading of that level, code blocks left out."""
    prose = blanked(text, r"```.*?```")
    return [(m.start(), m.group(1).strip()) for m in re.finditer(rf"(?m)^{'#' * level} (.+)$", prose)]


def blanked(text: str, *patterns: str) -> str:
    """The text with what the patterns match blanked out, every position and line kept."""
    for pattern in patterns:
        text = re.sub(pattern, lambda m: re.sub(r"[^\n]", " ", m.group(0)), text, flags=re.S | re.M)
    return text


def section(text: str, title: str) -> str:
    """The text of a second-level section, up to the next one."""
    found = headings(text, 2)
    starts = [position for position, name in found if name == title]
    assert len(starts) == 1, title
    later = [position for position, _ in found if position > starts[0]]
    return text[starts[0]:later[0] if later else len(text)]


def widgets(text: str) -> dict[str, tuple[int, dict[str, str]]]:
    """Each widget block by id: its position and its fields."""
    found = {}
    for m in re.finditer(r"```widget\n(.*?)```", text, re.S):
        fields = dict(line.split(": ", 1) for line in m.group(1).strip().split("\n"))
        found[fields["id"]] = (m.start(), fields)
    return found


def label(card: str) -> str:
    """A card as the widgets' steps write it: R♠, trump 12, the Excuse."""
    return TAROT_NOUVEAU.parse(card).label


@pytest.fixture(scope="module")
def deal() -> dict:
    """The deal the engine deals and plays from the page's seed at four."""
    answer = handle({"action": "play", "game": "french-tarot", "players": 4, "seed": SEED})
    return answer | {"names": {seat["seat"]: seat["name"] for seat in answer["seats"]}}




def test_the_rules_follow_a_deal_then_its_score(page: str):
    rules = section(page, "The rules")
    assert [name for _, name in sorted(headings(rules, 3) + headings(rules, 4))] == RULES


def test_the_page_in_depth_holds_the_guide_the_house_rules_and_the_odds(depth: str):
    rules = section(depth, "The rules")
    assert [name for _, name in sorted(headings(rules, 3) + headings(rules, 4))] == DEPTH_RULES


def test_no_widget_comes_before_the_rules_are_told(page: str, depth: str):
    """The score calculator no longer opens the page: every widget waits under Try it, the play and the score on the
    lesson, the guide's and the odds' calculators on the page in depth."""
    for text, placed in ((page, {"french-tarot-score", "french-tarot-play"}),
                         (depth, {"french-tarot-deal", "french-tarot-judge", "french-tarot-chances"})):
        start = text.index("\n## Try it\n")
        end = text.index("\n## Related games\n")
        found = widgets(text)
        assert placed <= set(found)
        assert all(start < position < end for position, _ in found.values())


def test_the_long_tables_are_folded(depth: str):
    """Each tab of the odds holds its tables in a collapsed note (the tab labels stay in sight, so that a reader,
    and the accessibility check that shows each tab in turn, can still reach them)."""
    odds = depth[depth.index("### The taker's odds, counted exactly"):depth.index("\nA simulation over")]
    tabs = re.split(r'(?m)^=== "[^"]+"\n', odds)[1:]
    assert len(tabs) == 3
    for tab in tabs:
        assert re.match(r'\n    \?\?\? note "[^"]+"\n', tab)
        tables = [line for line in tab.split("\n") if line.lstrip().startswith("|")]
        assert len(tables) > 20 and all(line.startswith("        |") for line in tables)


def test_the_play_widget_opens_on_the_worked_deal(page: str):
    assert widgets(page)["french-tarot-play"][1] == {"id": "french-tarot-play", "game": "french-tarot",
                                                     "kind": "play", "players": "4", "seed": str(SEED)}


def test_the_worked_deals_table_is_the_engines_tricks(page: str, deal: dict):
    names = deal["names"]
    rows = re.findall(r"(?m)^\| (\d+) \| (.+?) \| (\w+) \|$", section(page, "A worked deal"))
    tricks = deal["deals"][0]["summary"]["play"]["tricks"]
    assert [(int(number), cards.split(" · "), winner) for number, cards, winner in rows] == \
        [(number, [f"{names[seat]} {label(card)}" for seat, card in trick["cards"]], names[trick["winner"]])
         for number, trick in enumerate(tricks, 1)]


def test_the_worked_trick_is_trick_ten_of_the_deal(page: str, deal: dict):
    names = deal["names"]
    trick = deal["deals"][0]["summary"]["play"]["tricks"][9]
    worked = page[page.index("#### A worked trick"):page.index("### The Excuse")]
    rows = re.findall(r"(?m)^\| (\w+) \| ([^|]+?) \| [^|]+ \|$", worked)
    assert rows == [(names[seat], label(card)) for seat, card in trick["cards"]]
    words = re.sub(r"\s+", " ", worked)
    assert f"trick 10 goes to {names[trick['winner']]}" in words and f"from seed {SEED}" in words
    texts = [step["text"] for step in deal["deals"][0]["steps"]]
    first = next(n for n, text in enumerate(texts, 1) if "wins trick 9 " in text) + 1
    last = next(n for n, text in enumerate(texts, 1) if "wins trick 10 " in text)
    assert f"at steps {first} to {last})" in words


def test_the_worked_deals_figures_are_the_engines(page: str, deal: dict):
    names = deal["names"]
    played = deal["deals"][0]
    summary = played["summary"]
    steps = {step["rule"]: step for step in played["steps"]}
    text = re.sub(r"\s+", " ", section(page, "A worked deal"))
    taker = names[summary["taker"]]
    points = steps["french-tarot.count.piles"]["data"]
    needed = steps["french-tarot.contract.needed"]["data"]["needed"]
    margin = steps["french-tarot.score.margin"]["data"]["margin"]
    score = steps["french-tarot.score.formula"]["data"]["hand_score"]
    oudlers = re.search(r"holds (\d) oudlers", steps["french-tarot.count.oudlers"]["text"]).group(1)
    words = {"2": "two", "3": "three", "1": "one"}
    taken = [number for number, trick in enumerate(summary["play"]["tricks"], 1) if trick["winner"] == summary["taker"]]
    cards = 4 * len(taken) + 6
    drawn = next(step for step in played["steps"] if step["rule"] == "french-tarot.deal.drawing")["table"]["seats"]
    bids = [(names[step["seats"][0]], re.search(r"\((\d+) points by the guide", step["text"]).group(1))
            for step in played["steps"] if step["rule"] in ("french-tarot.bid.higher", "french-tarot.bid.pass")]
    assert f"from seed {SEED} at a table of four" in text
    assert (summary["contract"], taker) == ("prise", "Denise") and f"{taker} is the taker" in text
    assert f"{names[summary['dealer']]} holds the lowest card and deals first" in text
    assert all(f"{names[int(seat)]} draws the {label(table['cards'][0])}" in text
               or f"{names[int(seat)]} {label(table['cards'][0])}" in text
               for seat, table in drawn.items() if table.get("cards"))
    assert f"worth {bids[0][1]} points, a prise" in text
    assert all(f"{name} ({points} points)" in text or f"{name} ({points})" in text for name, points in bids[1:])
    assert f"five tricks ({', '.join(map(str, taken[:-1]))} and {taken[-1]}): {cards} cards" in text
    assert f"{cards} cards, {points['taker']:g} points; the defence has the other {points['defence']:g}" in text
    assert f"With {words[oudlers]} oudlers in her pile" in text
    assert f"needed {needed} points, and misses by {margin:g}" in text
    assert f"(25 + {margin:g}) × 1 = {score} for the prise" in text
    defenders = [names[payment["to"]] for payment in played["payments"]]
    assert all(payment["amount"] == score for payment in played["payments"])
    assert f"{', '.join(defenders[:-1])} and {defenders[-1]} each gain {score}, and {taker} pays {3 * score}" in text


# The page in depth, and the addresses that left the lesson for it ---------------------------------------------

MOVED = [*DEPTH_RULES, "The computer seats", "Deal and judge a hand", "Judge your own hand", "Your own chances"]
"""The sections that left the lesson for the page in depth (the house rules stay on the lesson in brief)."""

DEPTH_LINK = "french-tarot-in-depth.md#"


def anchors(text: str) -> set[str]:
    """Every address a page gives: its headings' slugs, the ids of its attribute lists and its HTML ids."""
    prose = blanked(text, r"```.*?```")
    titles = [title for level in (2, 3, 4) for _, title in headings(prose, level)]
    return ({slugify(title, "-") for title in titles} | set(re.findall(r"\{#([\w.-]+)\}", prose))
            | set(re.findall(r'\bid="([\w.-]+)"', prose)))


def passages(text: str) -> list[str]:
    """The paragraphs and list items of a page, each whole."""
    return re.split(r"\n\s*\n|\n(?=- )", blanked(text, r"```.*?```"))


def rule_ids() -> set[str]:
    return {rule["id"] for variant in GAMES_BY_ID["french-tarot"].variants
            for rule in handle({"action": "rules", "game": "french-tarot", "variant": variant})["rules"]}


def places(text: str, held: str) -> set[str]:
    """The addresses a link may give to send a reader to ``held`` on a page: its own, or the heading of the section
    that holds it."""
    prose = blanked(text, r"```.*?```")
    found = [m.start() for m in re.finditer(rf'\{{#{re.escape(held)}\}}|id="{re.escape(held)}"', prose)]
    if not found:  # a heading's own address
        return {held}
    at = min(found)
    above = [title for position, title in headings(prose, 3) + headings(prose, 4) if position < at]
    return {held, *(slugify(title, "-") for title in above[-1:])}


def test_every_rule_keeps_one_address_on_the_lesson(page: str):
    ids = re.findall(r"\{#([\w.-]+)\}", page) + re.findall(r'\bid="([\w.-]+)"', page)
    assert {rule_id: ids.count(rule_id) for rule_id in rule_ids() if ids.count(rule_id) != 1} == {}


def test_what_left_the_lesson_still_lands_there_on_a_passage_that_sends_the_reader_on(page: str, depth: str):
    """An old link to a section or a rule that moved lands on the lesson, on a passage that links to its new place,
    and the page in depth's rules that the lesson keeps in brief link from the brief to the full rule."""
    there = anchors(depth)
    assert {slugify(title, "-") for title in MOVED} <= anchors(page) and {slugify(t, "-") for t in MOVED} <= there
    spans = re.findall(r'<span id="([\w.-]+)"></span>', page)
    assert spans
    for held in spans:
        passage = next(p for p in passages(page) if f'<span id="{held}"></span>' in p).replace("\n", "")
        assert held in there, held
        assert any(f"{DEPTH_LINK}{place})" in passage for place in places(depth, held)), held
    for item in passages(page):
        for rule_id in re.findall(r"\{#([\w.-]+)\}", item):
            if f"{{#{rule_id}}}" in depth:
                assert f"{DEPTH_LINK}{rule_id})" in item.replace("\n", ""), rule_id


def cited(fields: dict[str, str]) -> set[str]:
    """The rules the steps of a widget's answer cite."""
    state = state_of(fields)
    return {step["rule"] for step in steps_of(answer(RENDERERS[state.game].request(state)))}


@pytest.mark.parametrize("name", ["french-tarot", "french-tarot-in-depth"])
def test_every_rule_a_widget_or_the_picture_cites_is_on_its_own_page(name: str):
    """A step's rule links to #rule-id on the widget's own page, and so does a picture's caption."""
    text = (GAMES / f"{name}.md").read_text(encoding="utf-8")
    given = anchors(text)
    for widget_id, fields in page_blocks(name).items():
        assert cited(fields) <= given, (widget_id, sorted(cited(fields) - given))
    (picture,) = sources(name, "picture")
    _, fields, _ = parse_block(picture)
    at = fields.pop("at")
    steps = steps_of(answer(RENDERERS[fields["game"]].request(state_of({"kind": "steps", **fields}))))
    assert at in {step["rule"] for step in steps} and at in given


def test_the_picture_of_the_page_in_depth_is_the_play_widgets_trick_at_its_step(monkeypatch: pytest.MonkeyPatch):
    """The picture draws the trick on the table as the play widget shows it at that step, the card just played lit,
    and has no control (tests/test_pictures.py checks each game's own page's picture the same way)."""
    (picture,) = sources("french-tarot-in-depth", "picture")
    state, step = test_pictures.widget_state(picture)
    table = test_pictures.table_of(test_pictures.draw(picture))
    trick = test_pictures.found(r'<section class="ma-trick".*?</section>', view(state.but(step=step))).group(0)
    assert table == unheaded(trick) and table.count(" is-highlighted") == 1
    monkeypatch.setitem(test_pictures.BLOCKS, "french-tarot", picture)
    test_pictures.test_a_picture_has_no_control_and_its_caption_names_the_seed_and_the_step("french-tarot")


def test_the_page_in_depth_tells_its_picture_as_the_engine_plays_it(depth: str):
    (picture,) = sources("french-tarot-in-depth", "picture")
    _, fields, _ = parse_block(picture)
    at = fields.pop("at")
    played = handle({"action": "play", "game": "french-tarot", "players": int(fields["players"]),
                     "seed": int(fields["seed"]), "petit_imprenable": fields["petit_imprenable"] == "yes"})
    names = {seat["seat"]: seat["name"] for seat in played["seats"]}
    steps = played["deals"][-1]["steps"]
    shown = next(n for n, step in enumerate(steps) if step["rule"] == at)
    won = next(step for step in steps[shown:] if step["rule"] == "french-tarot.trick.win")
    player = names[steps[shown]["seats"][0]]
    number = int(re.search(r"wins trick (\d+)", won["text"]).group(1))
    assert won["seats"] == steps[shown]["seats"] and "1AT" in steps[shown]["cards"]
    assert f"{player} plays trump 1 (the Petit), his only trump" in steps[shown]["text"]
    words = re.sub(r"\s+", " ", section(depth, "History"))
    assert f"at a table of five that plays the Petit imprenable, {player}, whose only trump is the Petit," in words
    assert f"plays it in trick {number}, last to play with no trump in the trick, and takes the trick" in words
    assert "last to play, and no trump in the trick" in steps[shown]["text"]
    assert f"with five players, [seed](../glossary.md#seed) {fields['seed']} and the Petit imprenable" in words


@pytest.fixture(scope="module")
def judged() -> dict:
    """The hand the page in depth works through the guide: the deal and judge widget's."""
    fields = page_blocks("french-tarot-in-depth")["french-tarot-deal"]
    return handle({"action": "evaluate", "game": "french-tarot", "players": int(fields["players"]),
                   "seed": int(fields["seed"])})


def test_the_page_in_depths_worked_hand_is_the_engines(depth: str, judged: dict):
    worked = section(depth, "A worked deal")
    words = re.sub(r"\s+", " ", worked)
    summary = judged["deals"][0]["summary"]
    rows = re.findall(r"(?m)^\| ([^|*]+?) \| ([^|]+?) \| (\d+) \|$", worked)
    assert rows == [(line["what"], ", ".join(map(label, line["cards"])), str(line["points"]))
                        for line in summary["lines"]]
    assert (summary["total"], summary["bid"], summary["short_suits"]) == (37, "pass", 0)
    assert "In all 37 points, and the guide says pass: three short of the 40 a prise needs" in words
    steps = {step["rule"]: step["text"] for step in judged["deals"][0]["steps"]}
    assert "Claude, in seat 3 at the dealer's left, cuts the pack: 36 cards lifted" in steps["french-tarot.deal.cut"]
    assert "after packets 3, 5, 9, 10, 11 and 20 of 24" in steps["french-tarot.deal.dog"]
    assert "Claude cuts, lifting 36 cards" in words and "after packets 3, 5, 9, 10, 11 and 20 of the 24" in words
    hand = judged["deals"][0]["steps"][2]["cards"]
    trumps = sorted((int(card[:-2]) for card in hand if card.endswith("AT")), reverse=True)
    assert f"Anne holds trumps {', '.join(map(str, trumps[:-1]))} and {trumps[-1]};" in words
    suits = [[label(card) for card in sorted((c for c in hand if c.endswith(suit)), key=rank, reverse=True)]
             for suit in ("PI", "CE", "CA", "TR")]
    told = [f"{', '.join(cards[:-1])} and {cards[-1]}" for cards in suits]
    assert f"the {told[0]}; the {told[1]}; the {told[2]}; and the {told[3]}." in words


def rank(card: str) -> int:
    """A suit card's place in its suit, from the ace up to the roi."""
    return "1 2 3 4 5 6 7 8 9 10 V C D R".split().index(card[:-2])


def test_a_computer_seat_with_the_worked_hand_says_parole(depth: str, judged: dict):
    """The hand first hand at a table that plays the parole, the other hands any: its seat says parole."""
    hand = judged["deals"][0]["steps"][2]["cards"]
    rest = [card.code for card in PACKS["tarot-78"].cards if card.code not in hand]
    dealt = handle({"action": "deal", "game": "french-tarot", "players": 4, "dealer": 2, "parole": "any",
                    "hands": [hand, rest[:18], rest[18:36], rest[36:54]], "dog": rest[54:]})
    said = next(step for step in dealt["deals"][0]["steps"] if step["seats"] == [1]
                and step["rule"] in ("french-tarot.house.parole", "french-tarot.bid.pass", "french-tarot.bid.higher"))
    assert said["rule"] == "french-tarot.house.parole" and "Anne says parole (37 points" in said["text"]
    assert "30 or more" in said["text"]
    words = re.sub(r"\s+", " ", section(depth, "A worked deal"))
    assert "needs, 30 at a table of four. First hand with Anne's cards says parole" in words
