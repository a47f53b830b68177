"""The build settings of docs/build.md ("Publishing the site"): SITE_URL names the pages in their canonical links
and sitemap.xml, REPO_URL adds the repository link and the edit buttons (at EDIT_URI), and without REPO_URL the
site names no repository. Also the widgets' status line as built, which must hold with JavaScript off."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.support.editions import ENGLISH, FRENCH
from tests.support.pages import GAME_PAGES, page_blocks
from widgets.games import state_of
from widgets.render import root

SITE_URL = "https://example.org/maison/"
REPO = "https://github.com/example/maison-academique"
ROOT = Path(__file__).parents[1]


@pytest.fixture(scope="module")
def published(tmp_path_factory: pytest.TempPathFactory, site_builder) -> Path:
    """The site built as for a host under a sub-path, with a repository and another EDIT_URI (no trailing slash)."""
    return site_builder(tmp_path_factory.mktemp("published"), SITE_URL=SITE_URL, REPO_URL=REPO,
                        EDIT_URI="edit/trunk/docs")


def pages(site: Path) -> dict[str, str]:
    """Each page of the built site (but 404.html) by its path as served ('', 'games/ferme/', ...): its HTML."""
    found = {}
    for html in sorted(site.rglob("index.html")):
        path = html.parent.relative_to(site).as_posix()
        found["" if path == "." else path + "/"] = html.read_text(encoding="utf-8")
    return found


def sitemap(site: Path) -> list[str]:
    """The pages the site's sitemaps list: the English edition's, and the French one's (fr/sitemap.xml)."""
    return [address for path in (site / "sitemap.xml", site / FRENCH.sub_path / "sitemap.xml")
            for address in re.findall(r"<loc>([^<]*)</loc>", path.read_text(encoding="utf-8"))]


def canonical(html: str) -> str | None:
    found = re.search(r'<link rel="canonical" href="([^"]*)"', html)
    return found.group(1) if found else None


def source_of(path: str) -> Path | None:
    """The file in docs/ a page is made from: its Markdown, or for a gallery page the example script it runs (the
    gallery's index, from the examples' README.md); None for a page with no file of its own (404)."""
    edition = FRENCH if path.startswith(FRENCH.sub_path + "/") else ENGLISH
    stem = path.removeprefix(edition.sub_path).strip("/") or "index"
    examples = edition.pages / "gallery" / "examples"
    for candidate in (edition.page(f"{stem}.md"), edition.page(f"{stem}/index.md"),
                      examples / f"{stem.removeprefix('gallery/')}.py",
                      examples / "README.md" if stem == "gallery" else None):
        if candidate is not None and candidate.is_file():
            return candidate
    return None


def test_by_default_the_site_is_built_for_serve_sh_and_names_no_repository(site: Path):
    built = pages(site)
    assert sorted(sitemap(site)) == sorted(f"http://127.0.0.1:8000/{path}" for path in built)
    for path, html in built.items():
        assert canonical(html) == f"http://127.0.0.1:8000/{path}", path
        assert 'class="md-source' not in html, f"/{path} links a repository, though REPO_URL is unset"
        assert 'rel="edit"' not in html and "/edit/" not in html, f"/{path} has an edit link without a repository"


def test_site_url_names_every_page_at_the_published_address(published: Path):
    built = pages(published)
    assert sorted(sitemap(published)) == sorted(SITE_URL + path for path in built)
    for path, html in built.items():
        assert canonical(html) == SITE_URL + path, path
        # The pages reach each other and the site's own files by relative links, whatever the address.
        assert not re.search(r'(?:src|href)="/(?!/)', html), f"/{path} has a link from the server's root"


def test_repo_url_links_the_repository_and_each_page_edits_its_markdown(published: Path):
    edited = 0
    for path, html in pages(published).items():
        assert re.search(rf'<a href="{re.escape(REPO)}" title="[^"]+" class="md-source">', html), path
        # Material's source component would ask the repository host for its stars and forks.
        assert 'data-md-component="source"' not in html, path
        edits = re.findall(r'<a href="([^"]*)" title="(?:Edit this page|Modifier cette page)"', html)
        source = source_of(path)
        assert source is not None, f"/{path} has no file in docs/ to edit"
        expected = f"{REPO}/edit/trunk/docs/{source.relative_to(ROOT / 'docs').as_posix()}"
        assert edits == [expected], path
        edited += 1
    assert edited >= 10


def test_nothing_is_loaded_from_the_repository_host(published: Path):
    """The repository is a link to follow, never something a page loads."""
    for path, html in pages(published).items():
        loads = [tag for tag in re.findall(r"<(?:script|img|link|iframe|source|video|audio)\b[^>]*>", html)
                 if re.search(r'(?:src|href)="(?:https?:)?//', tag) and 'rel="canonical"' not in tag]
        assert not loads, (path, loads)
        assert "api.github.com" not in html, path


@pytest.mark.parametrize("page", GAME_PAGES)
def test_the_status_line_as_built_promises_no_engine(page: str):
    """Read without JavaScript, the status line of each game page's first widget says what the reader has and why
    no more comes; the promise of a live engine is the host's to write (its status line,
    widgets/assets/host/status.mjs)."""
    widget_id, fields = next(iter(page_blocks(page).items()))
    html = root(widget_id, state_of(fields))
    line = re.search(r'<p class="ma-widget__status"[^>]*>(.*?)</p>', html, re.S).group(1)
    shown_without_js = re.sub(r"</?noscript[^>]*>", "", line)
    shown_with_js = re.sub(r"<noscript.*?</noscript>", "", line, flags=re.S)
    assert shown_with_js == "Sample deal, worked out in advance."
    assert "needs JavaScript" in shown_without_js
    for text in (shown_without_js, shown_with_js):
        assert not re.search(r"starts|once the engine|loading|live:", text, re.I), text
    status = (ROOT / "widgets" / "assets" / "host" / "status.mjs").read_text(encoding="utf-8")
    assert "Loading the live engine" in status
