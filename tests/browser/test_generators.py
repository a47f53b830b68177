"""The site built by each of the three generators goes live in Chromium, and a second page set built into a
sub-path of the same site (as the French edition is) goes live there too, its widgets in its language.

For each generator, once for this module: the site is built with build/site_build.py from two page sets, the
project's (mkdocs.yml) at the root and a throwaway one in the French edition's place (written here, inheriting
mkdocs.fr.yml: a home page and a page holding the first widget of the first game page, and one that steps) under
fr/, then served. The widgets' assets and Pyodide
are placed once, at the root, and the throwaway pages load them from there. The shared Playwright is used; each
site gets its own routed browser context, so no request may leave it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterator

import pytest

from engine.api import speaking
from tests.support.pages import GAME_PAGES, sources
from widgets.table import steps_of

from .browser_harness import (
    ROOT,
    WIDGET,
    BrowserLog,
    ServedSite,
    checked_tab,
    css_id,
    routed_context,
    site_for_tests,
    wait_live,
    widget_state,
)
from .live_widget import step_of
from .stepping import engine_answer, press_to

GENERATORS = ("mkdocs", "properdocs", "zensical")
SUB_PATH = "fr"
PAGE = "games/sample/"
"""The throwaway set's page with a widget, as served under its sub-path."""


@pytest.fixture(scope="module")
def second_set(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A page set of two pages in the French edition's place, inheriting its configuration (mkdocs.fr.yml): its page
    of a game holds the first widget of the first game page, and the first that steps through a deal; returns its
    file."""
    folder = tmp_path_factory.mktemp("second-page-set")
    pages = folder / "pages"
    (pages / "games").mkdir(parents=True)
    (pages / "index.md").write_text("# Accueil\n\nUne page d'essai : [un jeu](games/sample.md).\n", encoding="utf-8")
    first, *others = sources(GAME_PAGES[0])
    stepped = next(source for source in others if "\nkind: steps\n" in source)
    (pages / "games" / "sample.md").write_text(f"# Un jeu\n\n```widget\n{first}```\n\n```widget\n{stepped}```\n",
                                             encoding="utf-8")
    config = folder / "xx.yml"
    config.write_text(
        f"INHERIT: {ROOT / 'mkdocs.fr.yml'}\ndocs_dir: pages\n"
        "nav:\n  - Accueil: index.md\n  - Un jeu: games/sample.md\n", encoding="utf-8")
    return config


@pytest.fixture(scope="module", params=GENERATORS)
def generated(request: pytest.FixtureRequest, second_set: Path,
              tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServedSite]:
    with site_for_tests(tmp_path_factory.mktemp(f"{request.param}-site"), generator=request.param,
                        sets=("mkdocs.yml", f"{second_set}={SUB_PATH}")) as served:
        yield served


@pytest.fixture(scope="module")
def generated_log(generated: ServedSite) -> BrowserLog:
    return BrowserLog(generated)


@pytest.fixture(scope="module")
def generated_browser(playwright: Any, generated_log: BrowserLog,
                      tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    with routed_context(playwright, generated_log, tmp_path_factory.mktemp("generated-profile")) as context:
        yield context


@pytest.fixture
def generated_page(generated_browser: Any, generated_log: BrowserLog) -> Iterator[Any]:
    """A new tab; at teardown, no request left the site and no console or page error happened."""
    with checked_tab(generated_browser, generated_log) as tab:
        yield tab


def _open(page: Any, site: ServedSite, path: str) -> None:
    response = page.goto(site.url(path))
    assert response is not None and response.status == 200, f"{site.url(path)} did not answer 200"


def test_the_first_widget_of_a_game_page_goes_live(generated_page, generated):
    _open(generated_page, generated, f"games/{GAME_PAGES[0]}/")
    first = generated_page.locator(WIDGET).first.get_attribute("id")
    assert wait_live(generated_page, f"#{css_id(first)}") == [first]


def test_the_second_page_set_in_its_sub_path_goes_live_on_the_roots_engine_in_its_language(generated_page, generated,
                                                                                         generated_log):
    _open(generated_page, generated, f"{SUB_PATH}/{PAGE}")
    assert generated_page.get_attribute("html", "lang") == "fr"
    assert wait_live(generated_page), "the widget of the second page set did not go live"
    for name in ("host.js", "worker.mjs"):
        assert generated_log.count(f"/assets/widgets/{name}") == 1, name
    asked = generated_page.evaluate("() => performance.getEntriesByType('resource').map(entry => entry.name)")
    assert not [url for url in asked if f"/{SUB_PATH}/assets/widgets/" in url or f"/{SUB_PATH}/pyodide/" in url], (
        "the second page set must use the root's widgets and Pyodide")
    assert not (generated.root / SUB_PATH / "pyodide").exists() and not (generated.root / SUB_PATH / "assets" / "widgets").exists()
    # The page is French (<html lang="fr">): its widgets ask the engine in French, and show the steps it words.
    widget_id = generated_page.locator(WIDGET).nth(1).get_attribute("id")
    press_to(generated_page, widget_id, 1)
    state = widget_state(generated_page, widget_id)
    with speaking("fr"):
        text = steps_of(engine_answer(state))[step_of(state)]["text"]
    shown = generated_page.locator(f"#{css_id(widget_id)}").inner_text()
    assert " ".join(text.split()) in " ".join(shown.split()), text
