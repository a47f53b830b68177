"""The blocks the site's pages place, read as their authors wrote them: each game page's widgets and its picture.

The suites over every game take their widgets and pictures from the pages (docs/games/<game>.md), so that a new
game's page is checked the moment it is written.
"""

from __future__ import annotations

import re
import textwrap
from pathlib import Path

from widgets.fence import parse_block

DOCS = Path(__file__).resolve().parents[2] / "docs"
GAME_PAGES = sorted(path.stem for path in (DOCS / "games").glob("*.md"))
"""The game pages (docs/games/<name>.md), by name."""


def sources(page: str, fence: str = "widget") -> list[str]:
    """The source of every ```widget (or ```picture) block of a game page, dedented (blocks in tabs are
    indented)."""
    text = (DOCS / "games" / f"{page}.md").read_text(encoding="utf-8")
    return [textwrap.dedent(body) for _, body in re.findall(rf"(?ms)^([ \t]*)```{fence}\n(.*?)^\1```", text)]


def page_blocks(page: str) -> dict[str, dict[str, str]]:
    """The fields of every ```widget block of a game page, by widget id."""
    blocks = {}
    for source in sources(page):
        widget_id, fields, _ = parse_block(source)
        blocks[widget_id] = fields
    return blocks


def pictures() -> dict[str, str]:
    """The ```picture block of every game's own page (docs/games/<game>.md), by the game it draws. A page named
    otherwise, such as a game's page in depth, pictures one of those games too: its own tests check its picture."""
    found = {}
    for page in GAME_PAGES:
        for source in sources(page, "picture"):
            game = parse_block(source)[1]["game"]
            if game == page:
                found[game] = source
    return found
