"""The pages of the site as the browser tests find them, without building it: every page of mkdocs.yml's nav with
its title there, the gallery's example pages, the same pages of the French edition under fr/ (mkdocs.fr.yml), and
the game pages (docs/games/<name>.md) with the widgets their authors placed, so that a suite that needs "a page with
a widget of this kind" takes every such page, a new one included, and names none.
"""

from __future__ import annotations

import re
import sys
import textwrap
from functools import cache
from typing import Any

from tests.support.pages import DOCS, GAME_PAGES, page_blocks
from widgets.fence import parse_block

from .browser_harness import ROOT

FIRST = ["", "glossary/", "sources/", "api/"]
"""The pages the issue asked for besides the game pages, tested first; every other page of the site is tested too."""


def served(path: str) -> str:
    """A page's path as served ('' for the home page, 'games/basset/'...) from its Markdown file's, under docs/."""
    path = path.removesuffix(".md")
    return "" if path == "index" else path.removesuffix("index") if path.endswith("/index") else path + "/"


FRENCH = "fr/"
"""Where the French edition is served: the same pages under this sub-path."""


@cache
def nav(config: str = "mkdocs.yml", under: str = "") -> dict[str, str]:
    """Every page of a configuration's nav (mkdocs.yml's by default), as served under ``under``, with its title
    there, in the nav's order."""
    import yaml

    class Loader(yaml.SafeLoader):
        pass

    # mkdocs.yml uses !ENV and !!python/name tags; only the nav matters here.
    Loader.add_multi_constructor("", lambda loader, suffix, node: None)
    Loader.add_multi_constructor("tag:yaml.org,2002:python/", lambda loader, suffix, node: None)
    loaded = yaml.load((ROOT / config).read_text(encoding="utf-8"), Loader=Loader) or {}
    found: dict[str, str] = {}

    def walk(entry: Any, title: str = "") -> None:
        if isinstance(entry, str):
            if entry.endswith(".md") and "://" not in entry:
                found[under + served(entry)] = title
        elif isinstance(entry, dict):
            for key, value in entry.items():
                walk(value, key)
        elif isinstance(entry, list):
            for value in entry:
                walk(value, title)

    walk(loaded.get("nav") or [])
    return found


def french_nav() -> dict[str, str]:
    """Every page of the French edition's nav (mkdocs.fr.yml), as served under fr/, with its French title."""
    return nav("mkdocs.fr.yml", FRENCH)


def pages_of_site() -> list[str]:
    """The pages in mkdocs.yml's nav, :data:`FIRST` first, then the gallery's example pages, which its index links
    to rather than the nav; then the same of the French edition, under fr/."""
    sys.path.insert(0, str(ROOT / "build"))
    import gallery

    examples = [f"gallery/{script.stem}/" for script in sorted(gallery.EXAMPLES.glob(gallery.PATTERN))]
    found = [*nav(), *examples]
    english = FIRST + [page for page in found if page not in FIRST]
    return english + [*french_nav(), *(FRENCH + page for page in examples)]


def game_page(name: str) -> str:
    """The game page docs/games/<name>.md, as served."""
    return f"games/{name}/"


GAME_PATHS = [game_page(name) for name in GAME_PAGES]
"""Every game page as served, in the order of their names."""


def title(path: str) -> str:
    """The title the nav gives a page (its link's words, and the page's heading)."""
    return {**nav(), **french_nav()}[path]


def block(path: str, widget_id: str) -> dict[str, str]:
    """The fields a game page's ```widget block gives a widget, the page as served."""
    return page_blocks(path.removeprefix("games/").strip("/"))[widget_id]


def widgets_of(kind: str, *fields: str) -> list[tuple[str, str]]:
    """(page as served, widget id) of every widget of this kind the game pages place (with these fields in its
    block, when given), in the order of the pages and of the widgets on them."""
    return [(game_page(name), widget_id) for name in GAME_PAGES for widget_id, block in page_blocks(name).items()
            if block.get("kind") == kind and all(field in block for field in fields)]


def pages_with(*kinds: str) -> list[str]:
    """The game pages, as served, that place a widget of each of these kinds."""
    return [game_page(name) for name in GAME_PAGES
            if set(kinds) <= {block.get("kind") for block in page_blocks(name).values()}]


TAB = re.compile(r'^( *)=== "')
RULE_ANCHOR = re.compile(r"\{#([a-z0-9-]+\.[^}\s]+)\}")


def tab_sets(name: str) -> list[list[str]]:
    """The content tabs of a game page (Material's ``=== "..."``), by set: each tab's Markdown, dedented, in order."""
    sets: list[list[str]] = []
    tabs: list[str] | None = None
    indent = 0
    for line in (DOCS / "games" / f"{name}.md").read_text(encoding="utf-8").splitlines():
        tab = TAB.match(line)
        if tab and tabs is not None and len(tab.group(1)) == indent:
            tabs.append("")
        elif tab:
            tabs, indent = [""], len(tab.group(1))
            sets.append(tabs)
        elif tabs is not None and (not line.strip() or line.startswith(" " * (indent + 4))):
            tabs[-1] += line + "\n"
        else:
            tabs = None
    return [[textwrap.dedent(text) for text in found] for found in sets]


def widgets_in(markdown: str) -> list[str]:
    """The ids of the ```widget blocks of some Markdown, in order."""
    return [parse_block(textwrap.dedent(body))[0]
            for _, body in re.findall(r"(?ms)^([ \t]*)```widget\n(.*?)^\1```", markdown)]


def rules_in(markdown: str) -> list[str]:
    """The rule ids some Markdown gives an anchor (``{#game.part.rule}``), in order."""
    return RULE_ANCHOR.findall(markdown)


def plain(kind: str) -> list[tuple[str, str]]:
    """(page as served, widget id) of every widget of this kind that opens at its first step with nobody seated."""
    return [(path, widget_id) for path, widget_id in widgets_of(kind)
            if not {"step", "seat"} & set(block(path, widget_id))]
