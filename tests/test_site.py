"""The site builds strictly, every rule of the engine has its anchor on its game page, and no page loads
anything from another host."""

from __future__ import annotations

import re
from pathlib import Path

from engine.api import handle
from engine.games import GAMES

def page_of(game_id: str) -> str:
    """Each game has its own page, named after its id."""
    return f"games/{game_id}/index.html"


def test_every_rule_id_is_an_anchor_on_its_page_once(site: Path):
    for game in GAMES.values():
        html = (site / page_of(game.id)).read_text(encoding="utf-8")
        for variant in game.variants:
            for rule in handle({"action": "rules", "game": game.id, "variant": variant})["rules"]:
                assert html.count(f'id="{rule["id"]}"') == 1, rule["id"]


def test_no_page_loads_from_another_host(site: Path):
    loads = re.compile(r'(?:src|href)="(https?:)?//(?!127\.0\.0\.1|localhost)[^"]*"|url\((["\']?)(https?:)?//', re.I)
    for page in site.rglob("*.html"):
        html = page.read_text(encoding="utf-8")
        assert not [m.group(0) for m in loads.finditer(html)], page
    for sheet in site.rglob("*.css"):
        assert not re.search(r'@import\s+url\(["\']?https?:|url\(["\']?https?://', sheet.read_text(encoding="utf-8"))
