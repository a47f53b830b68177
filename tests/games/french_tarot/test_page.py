"""French Tarot's page is a lesson: its summary box first, then its sections in the order every game page keeps
(history, the rules in the order of play, a worked deal, our readings, the widgets, related games), no widget before
the rules are told, a worked trick and deal whose figures are the engine's for the seed they name, and the first use
of each glossary term linked to its entry."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.api import TAROT_NOUVEAU, handle

PAGE = Path(__file__).resolve().parents[3] / "docs" / "games" / "french-tarot.md"

SECTIONS = ["History", "How to play", "Scoring", "A worked deal: seed 3", "Our readings", "Try it with the engine",
            "Related games"]
"""The page's sections (its second-level headings), in their order."""

RULES_OF_PLAY = ["The game in outline", "The cards", "The deal", "The bidding", "Judging a hand before the bidding",
                 "The king call, with five players", "The dog and the écart", "Declarations before the first card",
                 "The play of the cards", "A worked trick", "The Excuse", "The count"]
"""How to play, in the order of a deal."""

SUMMARY = ["Players", "Pack", "Era", "Family", "The aim", "Source"]
"""What the summary box tells, in this order."""

SEED = 3
"""The seed of the worked trick and deal, the one the play widget opens on."""

GLOSSARY_TERMS = {
    "taker": r"\btakers?\b", "oudler": r"\boudlers?\b", "trick": r"\btrick-taking\b|\btricks?\b",
    "trump": r"\btrumps?\b", "excuse": r"\bExcuse\b", "follow-suit": r"\bfollows? suit\b",
    "lead": r"\blead(s|ing)?\b", "first-hand": r"\bfirst hand\b", "misere": r"\bmisère\b", "pousse": r"\bpousse\b",
    "petit": r"\bPetit\b(?! au bout)", "monde": r"\bMonde\b", "chien": r"\bchien\b", "dog": r"\bdog\b",
    "ecart": r"\bécart\b", "prise": r"\bprise\b", "garde": r"\bgarde\b(?! sans| contre)",
    "garde-sans": r"\bgarde sans\b", "garde-contre": r"\bgarde contre\b", "poignee": r"\bpoignée",
    "petit-au-bout": r"\bpetit au bout\b", "chelem": r"\bchelem\b", "fool": r"\bFool\b",
    "cavalier": r"\bcavaliers?\b", "seed": r"\bseeds?\b", "man": r"\bMan\b", "turn-up": r"\bturn-up\b",
}
"""The glossary's terms this page uses, each with the words that are a use of it (the names of cards with a
capital). The glossary's Kings are Homme d'Auvergne's scoring Kings, another sense than the kings of this page."""

CASED = {"excuse", "petit", "monde", "fool", "man"}
"""Terms that are a use only with their capital: the Excuse, not an excuse."""


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


def test_the_summary_box_opens_the_page(page: str):
    title, after = page.split("\n", 1)
    assert title == "# French Tarot"
    box = re.match(r'\s*!!! abstract "[^"]+"\n((?:    .*\n|\n)+)', after)
    assert box, "the page does not open on its summary box"
    labels = re.findall(r"^    - \*\*([^*:]+):\*\*", box.group(1), re.M)
    assert labels == SUMMARY
    assert "../sources.md#wikipedia-french-tarot" in box.group(1)


def test_the_sections_come_in_the_order_of_every_game_page(page: str):
    assert [name for _, name in headings(page, 2)] == SECTIONS


def test_how_to_play_follows_a_deal_then_scoring(page: str):
    how = section(page, "How to play")
    assert [name for _, name in sorted(headings(how, 3) + headings(how, 4))] == RULES_OF_PLAY
    scoring = [name for _, name in headings(section(page, "Scoring"), 3)]
    assert scoring[:2] == ["The score of a deal", "The scorecard"] and "House rules" in scoring


def test_no_widget_comes_before_the_rules_are_told(page: str):
    """The score calculator no longer opens the page: every widget waits in the widgets' section."""
    start = page.index("\n## Try it with the engine\n")
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
    rows = re.findall(r"(?m)^\| (\d+) \| (.+?) \| (\w+) \|$", section(page, f"A worked deal: seed {SEED}"))
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
    text = re.sub(r"\s+", " ", section(page, f"A worked deal: seed {SEED}"))
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


def test_the_first_use_of_each_glossary_term_links_to_it(page: str):
    prose = blanked(page, r"```.*?```", r"^#.*?$", r"^\s*(!!!|\?\?\?|===).*?$", r"`[^`\n]*`", r"\{#[^}]*\}",
                    r"^\[\^[^\]]+\]:")
    prose = re.sub(r"\]\([^)]*\)", lambda m: "](" + " " * (len(m.group(0)) - 3) + ")", prose)
    links = [(m.start(1), m.end(1), m.group(2))
             for m in re.finditer(r"\[((?:[^\[\]]|\[[^\]]*\])*)\]\(([^)]*)\)", page)]
    unlinked = {}
    for term, pattern in GLOSSARY_TERMS.items():
        use = re.search(pattern.replace(" ", r"\s+"), prose, 0 if term in CASED else re.I)
        assert use, f"{term} is not used on the page"
        inside = [target for start, end, target in links if start <= use.start() < end]
        if inside != [f"../glossary.md#{term}"]:
            unlinked[term] = page[use.start():use.end() + 30]
    assert not unlinked
