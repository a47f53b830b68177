"""A game declares itself: a tenth game is one engine package, one widget module, one page, its own tests folder and
one line in the registry, and every suite over every game checks it without any other file edited.

The throwaway game (High Card, ``tests/tenth_game/``) is added to a copy of the project, and the suites run there.
A second test lists the places outside the registries and the games' own folders that still name a game, so that
what is left of per-game tables can only shrink.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from collections import Counter
from pathlib import Path

import pytest

from engine.games import GAMES, PACKAGES

pytestmark = pytest.mark.slow
"""Left out of the quick path (`-m 'not slow'`): copies the project and runs the suites over every game on it."""

ROOT = Path(__file__).resolve().parents[1]
TENTH = Path(__file__).with_name("tenth_game")
GAME = "highcard"

SUITES = ("test_catalogue.py", "test_conformance.py", "test_rule_ids.py", "test_page_shape.py",
          "test_widgets_layout.py", "test_predict.py", "test_pictures.py", "test_widget_fuzz.py",
          "test_french_engine.py", "test_french_widgets.py")
"""The suites over every game that the tenth game must meet: the catalogue, the conformance of its answers, its rule
ids, its page's shape in both editions, its widget's module, questions, picture and static and live views, and its
French: its sentences, rules and declarations, and its widget's words on its French page."""

OWN_CASES = ("test_catalogue.py", "test_conformance.py", "test_page_shape.py", "test_predict.py", "test_pictures.py",
             "test_widget_fuzz.py")
"""The suites that give each game cases of its own, each of which must hold at least one of the tenth game's."""

KEEP_EVERY_GAME_ONCE = '''
import pytest


def pytest_collection_modifyitems(config, items):
    """Of the cases a suite gives every game, keep the tenth game's; keep every test that is not given by game."""
    items[:] = [item for item in items if "{game}" in item.nodeid or not hasattr(item, "callspec")]
'''
"""A conftest for the copy: the cases of the nine games are checked by the suites themselves, here only the tenth
game's and the tests over all games at once run, which keeps this test short."""


def _registered(registry: Path) -> None:
    """One line more in the registry: the tenth game's package after the last one."""
    text = registry.read_text(encoding="utf-8")
    last = f'    "{PACKAGES[-1]}",\n'
    assert text.count(last) == 1, f"{registry} does not list its packages one a line"
    registry.write_text(text.replace(last, last + f'    "{GAME}",\n'), encoding="utf-8")


def test_a_tenth_game_is_checked_by_every_suite_over_every_game(tmp_path: Path) -> None:
    copy = tmp_path / "project"
    ignored = shutil.ignore_patterns("__pycache__", ".hypothesis", "tenth_game")
    for folder in ("engine", "widgets", "tests", "docs"):
        shutil.copytree(ROOT / folder, copy / folder, ignore=ignored)
    shutil.copy(ROOT / "pyproject.toml", copy)
    shutil.copytree(TENTH, copy, dirs_exist_ok=True, ignore=shutil.ignore_patterns("README.md"))
    _registered(copy / "engine" / "games" / "__init__.py")
    (copy / "conftest.py").write_text(KEEP_EVERY_GAME_ONCE.replace("{game}", GAME), encoding="utf-8")
    report = tmp_path / "report.xml"
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", f"--junitxml={report}",
                           *(f"tests/{suite}" for suite in SUITES), f"tests/games/{GAME}"],
                          cwd=copy, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-2000:]
    cases = ElementTree.parse(report).getroot().iter("testcase")
    own = Counter(case.get("classname", "").rpartition(".")[2] + ".py" for case in cases
                  if GAME in case.get("name", ""))
    assert not [suite for suite in OWN_CASES if not own[suite]], f"no case of the tenth game in: {own}"


NAMES = re.compile("|".join(sorted({re.escape(name) for game in GAMES.values()
                                    for name in (f'"{game.id}"', game.title)}, key=len, reverse=True)))
"""A game named in code: its id as a string, or its title."""

GENERIC = [*sorted((ROOT / "engine").glob("*.py")), *sorted((ROOT / "widgets").glob("*.py")),
           ROOT / "widgets" / "assets" / "widgets.css", *sorted((ROOT / "tests").glob("test_*.py")),
           *sorted((ROOT / "tests" / "browser").glob("*.py")), *sorted((ROOT / "build").glob("*.py"))]
"""The shared engine and widget modules, the widgets' styles, the suites over every game and the build steps and
benchmarks: no game's name belongs there, but for the cases below."""

LEFT = {
    "engine/api.py": 2, "engine/request.py": 2, "engine/sources.py": 4, "widgets/pictures.py": 1,
    "widgets/predict.py": 1, "widgets/requests.py": 1, "tests/test_citations.py": 7, "build/bench_engine.py": 1,
    "build/bench_seats.py": 1,
}
"""What still names a game among the shared files, by file, with how many times: each a per-game table or case not yet
moved to the game's own folder. A file may only leave this list or name games fewer times."""


def named() -> dict[str, int]:
    """How many times each shared file names a game (comments and docstrings included: they are read as code)."""
    counts = {}
    for path in GENERIC:
        if path.name == Path(__file__).name:
            continue
        found = len(NAMES.findall(path.read_text(encoding="utf-8")))
        if found:
            counts[str(path.relative_to(ROOT))] = found
    return counts


def test_what_is_left_of_the_per_game_tables_only_shrinks() -> None:
    counts = named()
    grown = {path: count for path, count in counts.items() if count > LEFT.get(path, 0)}
    assert not grown, f"shared files that name a game more often than LEFT allows: {grown}"
