"""Every game page has one shape (issue #26): the title and its opening paragraph, then a summary box, then the same
sections in the same order under the same headings; the widgets all stand in one section, the related games link
each other, and the first use of each glossary term on a page links to the term's entry.

The pages are read as Markdown, the way an author writes them: every page under docs/games/, and every game the
engine knows has one.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.games import GAMES
from tests.support.declared import merged
from tests.support.pages import GAME_PAGES

DOCS = Path(__file__).resolve().parents[1] / "docs"

PAGES = GAME_PAGES
"""The game pages (docs/games/<name>.md), each of which has the shape."""

SECTIONS = ["History", "The rules", "A worked deal", "Our readings", "Try it", "Related games"]
"""The second-level headings of a game page, all of them and in this order. The picture of the game, when there is
one, stands between the history and the rules without a heading of its own."""

SUMMARY = '!!! abstract "The game at a glance"'
"""The summary box's first line: a Material admonition."""

SUMMARY_ITEMS = ["Players", "Pack", "Era", "Family", "Aim", "Source"]
"""The summary box's list, one item each, in this order, each opening with its label in bold."""

WIDGETS_UNDER = "Try it"
"""The one section that holds every widget block of a page."""

RELATED: dict[str, set[str]] = merged("RELATED")  # type: ignore[assignment]
"""The game pages each page's Related games section must link to, as each game's tests folder declares them."""

GAME_NAMES = {game.title for game in GAMES.values()}
"""The games' names: a word written as a game's title is the game, not a term (the game, not the farmer of a deal)."""

CASED = {"kings", "man", "fool", "magician", "monde", "excuse", "petit", "petit-au-bout", "poch", "sau", "banner"}
"""Terms that are names, found only with their capital: the Man and the Fool, not a man or a fool; the Kings that
score a point, not the king of a suit or a denomination."""

IRREGULAR = {"lead": ["led"]}
"""Forms of a term that no ending makes."""

NOT_THE_TERM: dict[str, dict[str, str]] = merged("NOT_THE_TERM")  # type: ignore[assignment]
"""Glossary ids not checked on a page, because the page uses the word in another sense than the entry's: by page,
the entry id and why, as each game's tests folder declares them."""


def page(name: str) -> str:
    return (DOCS / "games" / f"{name}.md").read_text(encoding="utf-8")


def without_code(text: str) -> str:
    """The text with its fenced blocks (widgets and commands) blanked out, so that no line in them is read as a
    heading."""
    return re.sub(r"(?ms)^([ \t]*)```.*?^\1```", lambda m: "\n" * m.group(0).count("\n"), text)


def headings(text: str, level: int) -> list[str]:
    """The page's headings of one level, in order, without their attribute lists."""
    marks = "#" * level
    return [re.sub(r"\s*\{[^}]*\}\s*$", "", title).strip()
            for title in re.findall(rf"(?m)^{marks} (.+)$", without_code(text))]


def section(text: str, title: str) -> str:
    """The Markdown of one second-level section, up to the next (empty when the page has no such section)."""
    parts = re.split(rf"(?m)^## {re.escape(title)}\s*$", without_code(text), maxsplit=1)
    return parts[1].split("\n## ", 1)[0] if len(parts) == 2 else ""


# The summary box and the sections ------------------------------------------------------------------------------

def test_every_game_has_its_page_and_every_page_its_related_games():
    assert set(GAMES) <= set(PAGES), f"no page for {sorted(set(GAMES) - set(PAGES))}"
    assert set(RELATED) == set(PAGES), f"no Related games declared for {sorted(set(PAGES) - set(RELATED))}"


@pytest.mark.parametrize("name", PAGES)
def test_the_summary_box_comes_first_after_the_opening_paragraph(name: str) -> None:
    blocks = re.split(r"\n\s*\n", page(name).strip())
    assert blocks[0] == f"# {blocks[0][2:]}" and "\n" not in blocks[0], "the page opens with its title alone"
    assert not blocks[1].startswith(("#", "!!!", "```", "|", "-", "===")), "the title is followed by a paragraph"
    box = blocks[2].split("\n")
    assert box[0] == SUMMARY, f"the block after the opening paragraph is not the summary box: {box[0]!r}"
    items = [line for line in box[1:] if line.startswith("    - ")]
    assert [re.match(r"    - \*\*([^*:]+):\*\* ", item).group(1) if re.match(r"    - \*\*([^*:]+):\*\* ", item)
            else item for item in items] == SUMMARY_ITEMS


@pytest.mark.parametrize("name", PAGES)
def test_the_sections_are_the_same_and_in_order(name: str) -> None:
    assert headings(page(name), 1) == [headings(page(name), 1)[0]], "one title"
    assert headings(page(name), 2) == SECTIONS


@pytest.mark.parametrize("name", PAGES)
def test_the_picture_of_the_game_stands_between_the_history_and_the_rules(name: str) -> None:
    text = page(name)
    history = text.partition("\n## History\n")[2].partition("\n## The rules\n")[0]
    assert len(re.findall(r"(?m)^```picture$", text)) == 1, "one picture of the game"
    assert re.search(r"(?m)^```picture$", history), "the picture stands at the end of the history, before the rules"


@pytest.mark.parametrize("name", PAGES)
def test_every_widget_stands_under_try_it(name: str) -> None:
    text = page(name)
    widgets = re.findall(r"(?m)^\s*```widget\n\s*id: (\S+)", text)
    assert widgets, "a game page has widgets"
    before, _, rest = text.partition(f"\n## {WIDGETS_UNDER}\n")
    inside = rest.split("\n## ", 1)[0]
    assert not re.findall(r"(?m)^\s*```widget", before), "a widget stands before the Try it section"
    assert sorted(re.findall(r"(?m)^\s*```widget\n\s*id: (\S+)", inside)) == sorted(widgets)


@pytest.mark.parametrize("name", PAGES)
def test_every_widget_has_a_name_of_its_own_for_screen_readers(name: str) -> None:
    """Two regions of one page may not share a name (axe-core's landmark-unique): a widget's block gives a label
    where its game's title and kind would repeat another's."""
    from widgets.fence import parse_block
    from widgets.games import state_of
    from widgets.render import region_label

    labels = []
    for block in re.findall(r"(?ms)^( *)```widget\n(.*?)^\1```", page(name)):
        _, fields, label = parse_block(block[1])
        labels.append(region_label(state_of(fields), label))
    assert labels and len(set(labels)) == len(labels), labels


@pytest.mark.parametrize("name", PAGES)
def test_the_related_games_link_each_other(name: str) -> None:
    linked = set(re.findall(r"\]\(([a-z-]+)\.md(?:#[^)]*)?\)", section(page(name), "Related games")))
    assert RELATED[name] <= linked, f"Related games does not link {sorted(RELATED[name] - linked)}"


# The glossary's terms -----------------------------------------------------------------------------------------

def glossary_terms() -> dict[str, list[str]]:
    """Each glossary entry's id and the words of its title: its names, split at commas and parentheses
    (``Pool (partie)``: pool, partie)."""
    terms: dict[str, list[str]] = {}
    for title, term_id in re.findall(r"(?m)^(\S[^\n{]*?)\s*\{#([\w-]+)\}\s*$", (DOCS / "glossary.md").read_text(
            encoding="utf-8")):
        names = [n.strip() for n in re.split(r"[,()]", title) if n.strip()]
        terms[term_id] = names
    return terms


def inflected(name: str) -> str:
    """A pattern for a name with the usual English endings on each of its words (bust, busts, busted, busting;
    deposing, depose, deposed; kings, king; follows the suit), as whole words: a trick-taking game uses no trick."""
    def word(written: str) -> str:
        plain = written.lower()
        if plain.endswith("ing") and len(plain) > 5:
            return rf"{re.escape(written[:-3])}(?:e|es|ed|ing)"
        if plain.endswith("e"):
            return rf"{re.escape(written)}(?:s|d)?|{re.escape(written[:-1])}ing"
        if plain.endswith("s") and not plain.endswith("ss"):
            return rf"{re.escape(written[:-1])}s?"
        return rf"{re.escape(written)}(?:s|es|ed|ing)?"
    return r"(?<![\w-])" + r"\s+(?:the\s+)?".join(f"(?:{word(w)})" for w in name.split()) + r"(?![\w-])"


GLOSSARY_LINK = re.compile(r"\[([^\]]+)\]\((?:\.\./)?glossary\.md#([\w-]+)\)")
OTHER_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
LINKED = "\x00"


def reading_text(text: str) -> tuple[str, list[tuple[int, str]]]:
    """The text of a page where its terms are looked for, and the places of its links to the glossary, by id.

    Left out: the fenced blocks, scripts and HTML, inline code, the headings and the titles of notes and tabs,
    attribute lists, the words of links to anything but the glossary, and words in quote marks (the sources' own,
    or a word mentioned rather than used), but for a glossary link among them. Each glossary link is one mark,
    LINKED, at its place."""
    text = without_code(text)
    text = re.sub(r"(?s)<script.*?</script>", " ", text)
    text = re.sub(r"<[^>]+>", " ", text)
    text = re.sub(r"`[^`\n]*`", " ", text)
    text = re.sub(r"(?m)^\s*(#|!!!|\?\?\?|===).*$", " ", text)
    text = re.sub(r"\{[#:.][^}]*\}", " ", text)
    ids: list[str] = []

    def mark(match: re.Match[str]) -> str:
        ids.append(match.group(2))
        return LINKED
    text = GLOSSARY_LINK.sub(mark, text)
    text = OTHER_LINK.sub(" ", text)
    text = re.sub(r'"[^"]*"', lambda m: "".join(c for c in m.group(0) if c == LINKED) or " ", text)
    places = [i for i, c in enumerate(text) if c == LINKED]
    return text, list(zip(places, ids))


def first_uses(name: str) -> dict[str, tuple[str, int]]:
    """For each glossary term a page uses: how its first use comes (``"linked"`` to its entry, or the word
    unlinked) and where."""
    text, links = reading_text(page(name))
    found: dict[str, tuple[str, int]] = {}
    for term_id, names in glossary_terms().items():
        if term_id in NOT_THE_TERM.get(name, {}):
            continue
        flags = 0 if term_id in CASED else re.I
        forms = [inflected(n) for n in names] + [rf"(?<![\w-]){word}(?![\w-])" for word in IRREGULAR.get(term_id, [])]
        uses = [(m.start(), m.group(0)) for form in forms for m in re.finditer(form, text, flags)
                if m.group(0) not in GAME_NAMES]
        linked = [place for place, linked_id in links if linked_id == term_id]
        first_word = min(uses, default=None)
        first_link = min(linked, default=None)
        if first_link is not None and (first_word is None or first_link < first_word[0]):
            found[term_id] = ("linked", first_link)
        elif first_word is not None:
            found[term_id] = (first_word[1], first_word[0])
    return found


def test_the_terms_are_read_from_the_glossary() -> None:
    terms = glossary_terms()
    assert terms["pool"] == ["Pool", "partie"] and terms["eldest-hand"] == ["Eldest hand"]
    assert re.fullmatch(inflected("Deposing"), "deposes", re.I) and re.fullmatch(inflected("Bust"), "busted", re.I)
    assert re.fullmatch(inflected("Riding stake"), "riding stakes", re.I)
    assert re.fullmatch(inflected("Ante"), "antes", re.I) and not re.search(inflected("Farm"), "the farmer", re.I)
    assert not re.search(inflected("Trick"), "a trick-taking game", re.I)
    assert re.search(inflected("Follow suit"), "he follows the suit", re.I)
    assert re.fullmatch(inflected("Kings"), "King") and not re.search(inflected("Kings"), "a king of hearts")


def test_a_term_used_before_its_link_is_found() -> None:
    """The check itself: a word used before its link, or never linked, is its first use."""
    text, links = reading_text('The [banker](../glossary.md#banker) of "ante" fame holds the ante, '
                               "then the [ante](../glossary.md#ante); `bust` in code.")
    assert [linked_id for _, linked_id in links] == ["banker", "ante"]
    ante = [m.start() for m in re.finditer(inflected("Ante"), text, re.I)]
    assert len(ante) == 1 and ante[0] < links[1][0]
    assert not re.search(inflected("Bust"), text, re.I)


@pytest.mark.parametrize("name", PAGES)
def test_every_glossary_term_is_linked_at_its_first_use(name: str) -> None:
    unlinked = {term_id: word for term_id, (word, _) in first_uses(name).items() if word != "linked"}
    assert not unlinked, f"first used without a link to the glossary: {unlinked}"
