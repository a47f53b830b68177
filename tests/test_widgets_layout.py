"""The widgets reach the engine through ``engine.api`` alone, and the shared code knows no game by name: a game's
widgets are its renderer under ``widgets/games/``."""

from __future__ import annotations

import ast
from pathlib import Path

from engine.api import GAMES
from widgets.games import RENDERERS

WIDGETS = Path(__file__).parents[1] / "widgets"

SHARED = ("render.py", "state.py", "fence.py", "renderer.py", "predict.py", "requests.py", "forms.py")
"""The shared modules that decide which game's renderer draws a widget, and so must name none (``live.py`` names
the engine requests it answers to warm the interpreter up, which are no widget's)."""


def _tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def test_every_widget_module_imports_the_engine_through_its_api_only():
    for path in sorted(WIDGETS.rglob("*.py")):
        for node in ast.walk(_tree(path)):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("engine"):
                assert node.module == "engine.api", f"{path.relative_to(WIDGETS)} imports {node.module}"
            if isinstance(node, ast.Import):
                assert not any(alias.name.startswith("engine") for alias in node.names), path


def test_the_shared_modules_name_no_game():
    # "farmer" is also the field of a scenario's farmer, which every state of the games of sixteen has.
    ids = set(GAMES) - {"farmer"}
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
