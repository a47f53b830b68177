"""French Tarot's page is a lesson: beside the shape every game page has (tests/test_page_shape.py), its rules tell
how to play before the score, the score calculator waits under Try it, the long tables are folded, and its worked
trick and deal are the engine's for the seed they name."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.api import TAROT_NOUVEAU, handle

PAGE = Path(__file__).resolve().parents[3] / "docs" / "games" / "french-tarot.md"


RULES = ["Seats and direction", "The game in outline", "The cards", "The deal", "The bidding",
         "Judging a hand before the bidding", "The king call, with five players", "The dog and the écart",
         "Declarations before the first card", "The play of the cards", "A worked trick", "The Excuse", "The count",
         "The score of a deal", "The scorecard", "A worked example: the source's garde sans", "House rules"]
"""The rules' headings, in the order of a deal: how to play, then the score."""



SEED = 3
"""The seed of the worked trick and deal, the one the play widget opens on."""




@pytest.fixture(scope="module")
def page() -> str:
    return PAGE.read_text(encoding="utf-8")


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


def test_no_widget_comes_before_the_rules_are_told(page: str):
    """The score calculator no longer opens the page: every widget waits under Try it."""
    start = page.index("\n## Try it\n")
    end = page.index("\n## Related games\n")
    found = widgets(page)
    assert {"french-tarot-score", "french-tarot-play", "french-tarot-chances"} <= set(found)
    assert all(start < position < end for position, _ in found.values())


def test_the_long_tables_are_folded(page: str):
    """Each tab of the odds holds its tables in a collapsed note (the tab labels stay in sight, so that a reader,
    and the accessibility check that shows each tab in turn, can still reach them)."""
    odds = page[page.index("### The taker's odds, counted exactly"):page.index("#### Your own chances")]
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
