"""The same site from ProperDocs and Zensical as from MkDocs: every page with its content, every widget's and
picture's markup byte for byte, the build steps around each generator, each page's edit link (built with a
repository named), and what Zensical lacks said by the build.

build/test.sh installs both generators (build/requirements-properdocs.txt, build/requirements-zensical.txt).
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

import pytest

from tests.conftest import build_said
from tests.support.markup import CONSUMED, article_text, our_markup
from tests.support.pages import GAME_PAGES

OTHERS = ("properdocs", "zensical")
REPO = "https://github.com/example/maison-academique"


@pytest.fixture(scope="session")
def built_with(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str], tuple[str, Path, str]]:
    """built_with(generator): (generator, its site, what its build printed), built once for the run."""
    built: dict[str, tuple[str, Path, str]] = {}

    def build(generator: str) -> tuple[str, Path, str]:
        if generator not in built:
            out = tmp_path_factory.mktemp(f"site-{generator}")
            built[generator] = (generator, out, build_said(out, generator=generator, REPO_URL=REPO))
        return built[generator]

    return build


@pytest.fixture(params=OTHERS)
def other(request: pytest.FixtureRequest, built_with: Callable[[str], tuple[str, Path, str]]) -> tuple[str, Path, str]:
    """(generator, its built site, what its build printed), for each generator but MkDocs."""
    return built_with(request.param)


def _pages(site: Path) -> list[str]:
    return sorted(page.relative_to(site).as_posix() for page in site.rglob("*.html"))


def test_every_game_pages_widgets_and_pictures_are_the_default_builds(site: Path, other):
    name, built, _ = other
    for game in GAME_PAGES:
        page = f"games/{game}/index.html"
        ours = our_markup((site / page).read_text(encoding="utf-8"))
        theirs = our_markup((built / page).read_text(encoding="utf-8"))
        assert ours, f"{page} holds no widget or picture"
        if name == "zensical":  # it keeps the marked element out of its search, then drops the marker
            ours = [markup.replace(CONSUMED, "") for markup in ours]
        assert theirs == ours, f"{name}: the widgets and pictures of {page} differ from MkDocs' build"


def test_every_page_is_there_with_its_content(site: Path, other):
    name, built, _ = other
    pages = [page for page in _pages(site) if page != "404.html"]
    assert set(pages) <= set(_pages(built)), f"{name} left out {sorted(set(pages) - set(_pages(built)))}"
    for page in pages:
        ours = article_text((site / page).read_text(encoding="utf-8"))
        assert ours, page
        assert article_text((built / page).read_text(encoding="utf-8")) == ours, f"{name}: {page} differs in its text"


def test_the_steps_around_the_generator_ran(site: Path, other):
    name, built, _ = other
    for folder in ("pyodide", "assets/widgets", "gallery/downloads", "gallery/images"):
        ours = sorted(path.relative_to(site).as_posix() for path in (site / folder).rglob("*"))
        assert ours and sorted(path.relative_to(built).as_posix() for path in (built / folder).rglob("*")) == ours, (
            f"{name}: {folder}/ differs from MkDocs' build")
    assert (built / "pyodide" / "pyodide-lock.json").read_bytes() == (site / "pyodide" / "pyodide-lock.json").read_bytes()


def test_each_page_edits_its_own_file_and_a_gallery_page_its_script(other):
    name, built, _ = other
    for page, source in (("games/ferme/index.html", "games/ferme.md"), ("gallery/index.html", "gallery/examples/README.md"),
                         ("gallery/plot_bank_odds/index.html", "gallery/examples/plot_bank_odds.py")):
        html = (built / page).read_text(encoding="utf-8")
        assert f'href="{REPO}/edit/main/docs/{source}" title="Edit this page"' in html, f"{name}: {page}"


def test_the_build_says_what_the_generator_lacks(other):
    name, _, said = other
    notes = [line for line in said.splitlines() if line.startswith("NOTE")]
    if name == "zensical":
        assert notes and all(f"built with {name}" in note and "Three generators" in note for note in notes)
    else:
        assert not notes, f"{name} builds the site as MkDocs does: {notes}"
