"""The widgets reach the engine through ``engine.api``, a game's widget module its own game's published names too,
and the shared code knows no game by name: a game's widgets are its renderer under ``widgets/games/``."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

from engine.api import GAMES
from widgets.games import RENDERERS

WIDGETS = Path(__file__).parents[1] / "widgets"

SHARED = ("render.py", "state.py", "fence.py", "renderer.py", "predict.py", "requests.py", "forms.py", "live.py")
"""The shared modules that decide which game's renderer draws a widget, and so must name none (the requests and
views ``live.py`` answers to warm the interpreter up are each renderer's own)."""


def _tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def _own_game(path: Path) -> str | None:
    """The engine package of the game whose widget module ``path`` is part of (``widgets/games/<name>.py`` or
    ``widgets/games/<name>/``), or ``None`` for the shared code."""
    parts = path.relative_to(WIDGETS).parts
    return parts[1].removesuffix(".py") if parts[0] == "games" and parts[1] != "__init__.py" else None


def _wording_of(path: Path) -> str | None:
    """The engine's wording helpers of the language a widget module words (``widgets/render_fr.py``: French, and
    ``engine.wording_fr``), which its words may use as the engine's own sentences in that language do (its plurals,
    elisions, ordinals); ``None`` for an English module."""
    stem, _, language = path.stem.rpartition("_")
    return f"engine.wording_{language}" if stem and len(language) == 2 else None


def test_every_widget_module_imports_the_engine_through_its_api_or_its_own_games_published_names():
    for path in sorted(WIDGETS.rglob("*.py")):
        own = _own_game(path)
        aliases: dict[str, set[str]] = {}
        for node in ast.walk(_tree(path)):
            if isinstance(node, ast.ImportFrom) and node.module == "engine.games" and own is not None:
                assert [alias.name for alias in node.names] == [own], f"{path.relative_to(WIDGETS)} imports " \
                    f"another game's package than engine.games.{own}"
                published = set(importlib.import_module(f"engine.games.{own}").__all__)
                aliases[node.names[0].asname or own] = published
            elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("engine"):
                assert node.module == "engine.api" or node.module == _wording_of(path), \
                    f"{path.relative_to(WIDGETS)} imports {node.module}"
            if isinstance(node, ast.Import):
                assert not any(alias.name.startswith("engine") for alias in node.names), path
        for node in ast.walk(_tree(path)):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in aliases:
                assert node.attr in aliases[node.value.id], \
                    f"{path.relative_to(WIDGETS)} reads {node.attr}, which engine.games.{own} does not publish"


FIELDS = {name for renderer in RENDERERS.values() for name in (*renderer.options, *renderer.field_words)}
"""The games' own state options and request fields, whose names a shared module may read although a game bears the
same name (a scenario's farmer, in the games of sixteen)."""


def test_the_shared_modules_name_no_game():
    ids = set(GAMES) - FIELDS
    for name in SHARED:
        tree = _tree(WIDGETS / name)
        docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                      if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef)) and node.body
                      and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
        named = {node.value for node in ast.walk(tree) if isinstance(node, ast.Constant)
                 and isinstance(node.value, str) and id(node) not in docstrings} & ids
        assert not named, f"widgets/{name} names {sorted(named)}"


def test_every_game_has_one_renderer_and_each_renderer_names_its_options_once():
    assert set(RENDERERS) == set(GAMES)
    for renderer in RENDERERS.values():
        assert len(set(renderer.options)) == len(renderer.options)
        assert renderer.kinds and renderer.settle
