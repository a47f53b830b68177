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
from tests.support.editions import EDITIONS, ENGLISH, FRENCH, Edition
from tests.support.pages import GAME_PAGES

PAGES = GAME_PAGES
"""The game pages (docs/games/<name>.md), each of which has the shape, in each edition (docs/fr/games/<name>.md):
the second-level headings (:attr:`Edition.sections`), all of them and in this order, the summary box's first line
and labels, and the one section that holds every widget block (:attr:`Edition.try_it`), each in the edition's
language. The picture of the game stands between the history and the rules without a heading of its own."""

EDITION_PAGES = [pytest.param(edition, name, id=f"{edition.language}-{name}") for edition in EDITIONS for name in PAGES]

RELATED: dict[str, set[str]] = merged("RELATED")  # type: ignore[assignment]
"""The game pages each page's Related games section must link to, as each game's tests folder declares them."""

GAME_NAMES = {game.title for game in GAMES.values()}
"""The games' names: a word written as a game's title, or within it, is the game, not a term (the game named after
its farmer, not the farmer of a deal; the game named after its Man, not the Man)."""

ARTICLES = {"fr": re.compile(r"(?i)^(?:(?:le|la|les|se)(?:\s+|$)|[ls][’'])")}
"""The words a glossary's title in each language may begin a name with that are not the name: in French, the article
or the pronoun of ``Homme (l’)`` or ``Écarter, se défausser`` (Homme, défausser)."""

FAMILIES = {"fr": re.compile(r"(?i)(?<![\w-])jeux? de levées(?![\w-])")}
"""How each language names a family of games after a term: French says jeu de levées where English says a
trick-taking game, which uses no trick."""

CASED = {"kings", "man", "fool", "magician", "monde", "excuse", "petit", "petit-au-bout", "poch", "sau", "banner"}
"""Terms that are names, found only with their capital: the Man and the Fool, not a man or a fool; the Kings that
score a point, not the king of a suit or a denomination."""

IRREGULAR = {"lead": ["led"]}
"""Forms of a term that no ending makes."""

NOT_THE_TERM: dict[str, dict[str, str]] = merged("NOT_THE_TERM")  # type: ignore[assignment]
"""Glossary ids not checked on an English page, because the page uses the word in another sense than the entry's: by
page, the entry id and why, as each game's tests folder declares them."""

NOT_THE_TERM_FR: dict[str, dict[str, str]] = merged("NOT_THE_TERM_FR")  # type: ignore[assignment]
"""The same for a French page, whose words have senses of their own (« mise », any stake as well as the ante;
« garde », what one keeps as well as the contract), as each game's tests folder declares them."""

NOT_THE_TERMS = {"en": NOT_THE_TERM, "fr": NOT_THE_TERM_FR}
"""Each edition's words not the term, by its language."""


def page(name: str, edition: Edition = ENGLISH) -> str:
    return edition.page(f"games/{name}.md").read_text(encoding="utf-8")


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
    parts = re.split(rf"(?m)^## {re.escape(title)}(?:\s*\{{[^}}]*\}})?\s*$", without_code(text), maxsplit=1)
    return parts[1].split("\n## ", 1)[0] if len(parts) == 2 else ""


# The summary box and the sections ------------------------------------------------------------------------------

def test_every_game_has_its_page_and_every_page_its_related_games():
    assert set(GAMES) <= set(PAGES), f"no page for {sorted(set(GAMES) - set(PAGES))}"
    assert set(RELATED) == set(PAGES), f"no Related games declared for {sorted(set(PAGES) - set(RELATED))}"


@pytest.mark.parametrize(("edition", "name"), EDITION_PAGES)
def test_the_summary_box_comes_first_after_the_opening_paragraph(edition: Edition, name: str) -> None:
    blocks = re.split(r"\n\s*\n", page(name, edition).strip())
    assert blocks[0] == f"# {blocks[0][2:]}" and "\n" not in blocks[0], "the page opens with its title alone"
    assert not blocks[1].startswith(("#", "!!!", "```", "|", "-", "===")), "the title is followed by a paragraph"
    box = blocks[2].split("\n")
    assert box[0] == edition.summary, f"the block after the opening paragraph is not the summary box: {box[0]!r}"
    items = [line for line in box[1:] if line.startswith("    - ")]
    label = re.compile(r"    - \*\*([^*:]+?)[\s\u00a0]?:\*\* ")
    assert [label.match(item).group(1) if label.match(item) else item for item in items] == list(edition.summary_items)


@pytest.mark.parametrize(("edition", "name"), EDITION_PAGES)
def test_the_sections_are_the_same_and_in_order(edition: Edition, name: str) -> None:
    text = page(name, edition)
    assert headings(text, 1) == [headings(text, 1)[0]], "one title"
    assert headings(text, 2) == list(edition.sections)


def heading_at(text: str, title: str) -> int:
    """Where a page's second-level heading ``title`` (with or without its attribute list) begins; -1 if none."""
    found = re.search(rf"(?m)^## {re.escape(title)}(?:\s*\{{[^}}]*\}})?\s*$", text)
    return found.start() if found else -1


@pytest.mark.parametrize(("edition", "name"), EDITION_PAGES)
def test_the_picture_of_the_game_stands_between_the_history_and_the_rules(edition: Edition, name: str) -> None:
    text = page(name, edition)
    history = text[heading_at(text, edition.sections[0]):heading_at(text, edition.sections[1])]
    assert len(re.findall(r"(?m)^```picture$", text)) == 1, "one picture of the game"
    assert re.search(r"(?m)^```picture$", history), "the picture stands at the end of the history, before the rules"


@pytest.mark.parametrize(("edition", "name"), EDITION_PAGES)
def test_every_widget_stands_under_try_it(edition: Edition, name: str) -> None:
    text = page(name, edition)
    widgets = re.findall(r"(?m)^\s*```widget\n\s*id: (\S+)", text)
    assert widgets, "a game page has widgets"
    start = heading_at(text, edition.try_it)
    before, inside = text[:start], text[start:].split("\n## ", 1)[0]
    assert start >= 0 and not re.findall(r"(?m)^\s*```widget", before), "a widget stands before the Try it section"
    assert sorted(re.findall(r"(?m)^\s*```widget\n\s*id: (\S+)", inside)) == sorted(widgets)


@pytest.mark.parametrize(("edition", "name"), EDITION_PAGES)
def test_every_widget_has_a_name_of_its_own_for_screen_readers(edition: Edition, name: str) -> None:
    """Two regions of one page may not share a name (axe-core's landmark-unique): a widget's block gives a label
    where its game's title and kind would repeat another's."""
    from engine.api import speaking
    from widgets.fence import parse_block
    from widgets.games import state_of
    from widgets.render import region_label

    labels = []
    with speaking(edition.language):
        for block in re.findall(r"(?ms)^( *)```widget\n(.*?)^\1```", page(name, edition)):
            _, fields, label = parse_block(block[1])
            labels.append(region_label(state_of(fields), label))
    assert labels and len(set(labels)) == len(labels), labels


@pytest.mark.parametrize(("edition", "name"), EDITION_PAGES)
def test_the_related_games_link_each_other(edition: Edition, name: str) -> None:
    linked = set(re.findall(r"\]\(([a-z-]+)\.md(?:#[^)]*)?\)", section(page(name, edition), edition.related)))
    assert RELATED[name] <= linked, f"Related games does not link {sorted(RELATED[name] - linked)}"


# The glossary's terms -----------------------------------------------------------------------------------------

def glossary_terms(edition: Edition = ENGLISH) -> dict[str, list[str]]:
    """Each glossary entry's id and the words of its title: its names, split at commas and parentheses
    (``Pool (partie)``: pool, partie), without a leading article or pronoun of the edition's language (``Homme
    (l’)``: Homme; ``Réjouir (se), réjouissance``: réjouir, réjouissance). A game's name in parentheses says which
    game the entry is about, and is no name of it (``Premier en cartes (<the game>)``: premier en cartes)."""
    article = ARTICLES.get(edition.language)
    terms: dict[str, list[str]] = {}
    for title, term_id in re.findall(r"(?m)^(\S[^\n{]*?)\s*\{#([\w-]+)\}\s*$", edition.page("glossary.md").read_text(
            encoding="utf-8")):
        names = [n.strip() for n in re.split(r"[,()]", title)]
        names = [n for n in names if n not in GAME_NAMES or not re.search(rf"\({re.escape(n)}\)", title)]
        if article:
            names = [article.sub("", n).strip() for n in names]
        terms[term_id] = [n for n in names if n]
    return terms


def inflected(name: str, edition: Edition = ENGLISH) -> str:
    """A pattern for a name with the usual English endings on each of its words (bust, busts, busted, busting;
    deposing, depose, deposed; kings, king; follows the suit), as whole words: a trick-taking game uses no trick. In
    French, the plural's s or x, a name written in the plural found in the singular too, and an article or « de »
    between the words (pli, plis; poignée, poignées; Rois, Roi; Petit au bout)."""
    if edition.language == "fr":
        def singular(written: str) -> str:
            plural = written.lower().endswith(("s", "x")) and not written.lower().endswith("ss")
            return re.escape(written[:-1] if plural else written)
        return (r"(?<![\w-])" + r"\s+(?:(?:le|la|les|du|de|des|au|aux)\s+|l[’']|d[’'])?".join(
            rf"{singular(w)}(?:s|x)?" for w in name.split()) + r"(?![\w-])")

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
    attribute lists, the words of links to anything but the glossary, and words in quote marks, "straight" or
    « French » (the sources' own, or a word mentioned rather than used), but for a glossary link among them. Each
    glossary link is one mark, LINKED, at its place."""
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
    text = re.sub(r'"[^"]*"|«[^»]*»', lambda m: "".join(c for c in m.group(0) if c == LINKED) or " ", text)
    places = [i for i, c in enumerate(text) if c == LINKED]
    return text, list(zip(places, ids))


def not_terms(text: str, edition: Edition = ENGLISH) -> list[tuple[int, int]]:
    """Where a text names a game (its title, or a French title such as ``l’Homme d’Auvergne``) or, in its edition's
    language, a family of games (``un jeu de levées``): a term's word within them is no use of the term."""
    spans = [m.span() for game in GAME_NAMES
             for m in re.finditer(r"(?<![\w-])" + re.escape(game).replace("'", "[’']") + r"(?![\w-])", text)]
    if edition.language in FAMILIES:
        spans += [m.span() for m in FAMILIES[edition.language].finditer(text)]
    return spans


def first_uses(name: str, edition: Edition = ENGLISH) -> dict[str, tuple[str, int]]:
    """For each glossary term a page uses: how its first use comes (``"linked"`` to its entry, or the word
    unlinked) and where."""
    text, links = reading_text(page(name, edition))
    names_no_term = not_terms(text, edition)
    found: dict[str, tuple[str, int]] = {}
    for term_id, names in glossary_terms(edition).items():
        if term_id in NOT_THE_TERMS[edition.language].get(name, {}):
            continue
        flags = 0 if term_id in CASED else re.I
        forms = [inflected(n, edition) for n in names] + \
            [rf"(?<![\w-]){word}(?![\w-])" for word in IRREGULAR.get(term_id, []) if edition is ENGLISH]
        uses = [(m.start(), m.group(0)) for form in forms for m in re.finditer(form, text, flags)
                if not any(start <= m.start() and m.end() <= end for start, end in names_no_term)]
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


def test_the_french_terms_are_read_from_the_glossary() -> None:
    """A French title's article or pronoun is no name, nor is the game it names in parentheses; the French words take
    the plural's s or x, and a game's name or « jeu de levées » holds no term."""
    terms = glossary_terms(FRENCH)
    assert terms["man"] == ["Homme"] and terms["revelling"] == ["Réjouir", "réjouissance"]
    assert terms["discard"] == ["Écarter", "défausser"] and terms["pool"] == ["Poule", "partie"]
    assert terms["eldest-hand"] == ["Premier en cartes"] and terms["trick"] == ["Pli", "levée"]
    assert re.fullmatch(inflected("Pli", FRENCH), "plis", re.I) and re.fullmatch(inflected("Rois", FRENCH), "Roi")
    assert re.fullmatch(inflected("Petit au bout", FRENCH), "Petit au bout")
    assert not re.search(inflected("Jeton", FRENCH), "un jetonnier", re.I)
    text, _ = reading_text("L’Homme d’Auvergne est un jeu de levées où l’Homme fait trois « levées ».")
    spans = not_terms(text, FRENCH)
    uses = [m for name in ("Homme", "levée") for m in re.finditer(inflected(name, FRENCH), text)
            if not any(start <= m.start() and m.end() <= end for start, end in spans)]
    assert [m.group(0) for m in uses] == ["Homme"]


def test_a_term_used_before_its_link_is_found() -> None:
    """The check itself: a word used before its link, or never linked, is its first use."""
    text, links = reading_text('The [banker](../glossary.md#banker) of "ante" fame holds the ante, '
                               "then the [ante](../glossary.md#ante); `bust` in code.")
    assert [linked_id for _, linked_id in links] == ["banker", "ante"]
    ante = [m.start() for m in re.finditer(inflected("Ante"), text, re.I)]
    assert len(ante) == 1 and ante[0] < links[1][0]
    assert not re.search(inflected("Bust"), text, re.I)


@pytest.mark.parametrize(("edition", "name"), EDITION_PAGES)
def test_every_glossary_term_is_linked_at_its_first_use(edition: Edition, name: str) -> None:
    unlinked = {term_id: word for term_id, (word, _) in first_uses(name, edition).items() if word != "linked"}
    assert not unlinked, f"first used without a link to the glossary: {unlinked}"
