"""The site's words: the glossary names every game and the terms their pages use, each entry leading to the rules
where the word is at work; no page shows a raw Markdown link as text; the gallery tells how to get the engine
without depending on a repository address."""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import pytest

from tests.support.declared import merged
from tests.support.pages import GAME_PAGES

TERMS: dict[str, str] = {"seed": "", **merged("GLOSSARY_TERMS")}  # type: ignore[dict-item]
"""The terms the glossary must explain (its anchors), and the page each must link to: a game's terms as its tests
folder declares them, and the seed of every game's sample deals."""
GLOSSARY = "glossary/"


def page_html(site: Path, path: str) -> str:
    return (site / path / "index.html").read_text(encoding="utf-8")


def entries(site: Path) -> dict[str, str]:
    """The glossary's entries, by anchor: the HTML of each definition."""
    html = page_html(site, GLOSSARY)
    return dict(re.findall(r'<dt id="([^"]+)">.*?</dt>\s*<dd>(.*?)</dd>', html, re.S))


def ids(site: Path, path: str) -> set[str]:
    return set(re.findall(r'\bid="([^"]+)"', page_html(site, path)))


def resolve(link: str, base: str) -> tuple[str, str]:
    """(page path as served, fragment) of a relative link found on the page `base`."""
    target = urlsplit(urljoin("http://site/" + base, unescape(link)))
    return target.path.lstrip("/"), target.fragment


@pytest.mark.parametrize("term", sorted(TERMS))
def test_the_glossary_explains_the_term_and_links_where_it_is_used(site: Path, term: str):
    found = entries(site)
    assert term in found, f"the glossary has no entry #{term}"
    links = [resolve(href, GLOSSARY) for href in re.findall(r'<a href="([^"]+)"', found[term])]
    on_page = [(path, fragment) for path, fragment in links if path == TERMS[term]]
    assert on_page, f"#{term} does not link to /{TERMS[term]}: {links}"
    for path, fragment in links:
        if path != GLOSSARY.rstrip("/") + "/" or fragment:
            assert fragment, f"#{term} links to /{path} without an anchor"
            assert fragment in ids(site, path), f"#{term} links to /{path}#{fragment}, which is not there"


def test_the_glossary_introduction_names_every_game(site: Path):
    intro = page_html(site, GLOSSARY).split('<dl>', 1)[0]
    for game in GAME_PAGES:
        assert f'href="../games/{game}/"' in intro, f"the glossary's introduction does not name {game}"


def test_no_page_shows_a_markdown_link_as_text(site: Path):
    for html_file in sorted(site.rglob("*.html")):
        html = re.sub(r"<(script|style)\b.*?</\1>", "", html_file.read_text(encoding="utf-8"), flags=re.S)
        text = unescape(re.sub(r"<[^>]+>", " ", html))
        shown = re.findall(r"[\w./-]+\.md#[\w.-]+", text)
        assert not shown, f"{html_file.relative_to(site)} shows {shown} as text instead of a link"


def test_the_gallery_says_how_to_get_the_engine_from_the_site_itself(site: Path):
    gallery = page_html(site, "gallery/")
    links = [resolve(href, "gallery/") for href in re.findall(r'<a href="([^"]+)"', gallery)]
    assert ("build/", "getting-the-sources") in links
    assert "getting-the-sources" in ids(site, "build/")
    section = page_html(site, "build/").split('id="getting-the-sources"', 1)[1].split("<h2", 1)[0]
    assert "pyodide/maison_academique_engine-" in section and "pip install" in section
    wheels = list((site / "pyodide").glob("maison_academique_engine-*-py3-none-any.whl"))
    assert len(wheels) == 1, "the site serves no engine wheel for the gallery's readers"
