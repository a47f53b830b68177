"""The gallery of worked examples: the build on a small example (pages, figures, notebook, cache, failure), every
real example's key figures checked against the engine by the tests of its games, and the gallery's place in the
built site."""

from __future__ import annotations

import doctest
import importlib.util
import json
import re
import sys
from pathlib import Path
from typing import Any

import matplotlib
import pytest

from engine.api import handle
from tests.support.gallery import EXAMPLES

matplotlib.use("Agg")

ROOT = Path(__file__).parents[1]


def load_gallery() -> Any:
    spec = importlib.util.spec_from_file_location("gallery_under_test", ROOT / "build" / "gallery.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


gallery = load_gallery()

SMALL = '''"""
A small example
===============

It asks the engine for the ``catalogue`` and draws one line.
"""

from engine.api import handle

games = handle({"action": "catalogue"})["games"]
print(f"{len(games)} games")

# %%
# A plot
# ------

import matplotlib.pyplot as plt

fig, ax = plt.subplots()
ax.plot([1, 2, 3], [1, 4, 9])
ax.set_title("Squares")
ax.set_xlabel("n")
ax.set_ylabel("n squared")
'''


def write(folder: Path, name: str, text: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def test_a_small_example_builds_into_a_page_with_output_figure_and_downloads(tmp_path: Path):
    write(tmp_path / "src", "plot_small.py", SMALL)
    [example] = gallery.build(tmp_path / "src", tmp_path / "cache")
    assert example.ran and example.title == "A small example"
    assert example.summary == "It asks the engine for the `catalogue` and draws one line."
    files = gallery.outputs([example])
    page = Path(files["gallery/plot_small.md"]).read_text(encoding="utf-8")
    games = len(handle({"action": "catalogue"})["games"])
    assert page.startswith("# A small example\n")
    assert "## A plot" in page and "`catalogue`" in page
    assert f'```text title="Output"\n{games} games\n```' in page
    assert "![Squares: n against n squared.](images/plot_small_1.png)" in page
    assert "(downloads/plot_small.py){: download }" in page and "(downloads/plot_small.ipynb){: download }" in page
    assert Path(files["gallery/images/plot_small_1.png"]).read_bytes().startswith(b"\x89PNG")
    assert Path(files["gallery/images/plot_small_thumb.png"]).is_file()
    assert Path(files["gallery/downloads/plot_small.py"]).read_text(encoding="utf-8") == SMALL
    notebook = json.loads(Path(files["gallery/downloads/plot_small.ipynb"]).read_text(encoding="utf-8"))
    kinds = [cell["cell_type"] for cell in notebook["cells"]]
    assert kinds == ["markdown", "code", "markdown", "code"]
    assert "handle" in "".join(notebook["cells"][1]["source"])
    index = gallery.index([example])
    assert "[A small example](plot_small.md)" in index and "images/plot_small_thumb.png" in index


def test_an_unchanged_example_is_not_run_again_and_a_changed_one_is(tmp_path: Path):
    script = write(tmp_path / "src", "plot_small.py", SMALL)
    [first] = gallery.build(tmp_path / "src", tmp_path / "cache")
    [again] = gallery.build(tmp_path / "src", tmp_path / "cache")
    assert first.ran and not again.ran and again.folder == first.folder
    script.write_text(SMALL + "print('more')\n", encoding="utf-8")
    [changed] = gallery.build(tmp_path / "src", tmp_path / "cache")
    assert changed.ran and changed.folder != first.folder
    assert sorted(p.name for p in (tmp_path / "cache").iterdir()) == [changed.folder.name]


def test_a_failing_example_stops_the_build_with_its_name_and_traceback(tmp_path: Path):
    broken = '"""\nBroken\n======\n\nIt fails.\n"""\n\nx = 1\n\n# %%\n# Then\n\ny = 1 / 0\n'
    write(tmp_path / "src", "plot_broken.py", broken)
    with pytest.raises(gallery.GalleryError) as failure:
        gallery.build(tmp_path / "src", tmp_path / "cache")
    message = str(failure.value)
    assert "plot_broken.py" in message and "ZeroDivisionError" in message and "line 13" in message
    assert not [p for p in (tmp_path / "cache").iterdir() if not p.name.startswith(".")]


def test_the_gallery_module_doctests():
    assert doctest.testmod(gallery).failed == 0


EXAMPLE_RUN = re.compile(r'run_example\("(plot_\w+\.py)"\)')
"""A game's test that runs a gallery example to check its figures against the engine."""


def test_every_example_s_figures_are_checked_in_the_tests_of_its_games():
    """Each example's key figures are its game's facts, checked in the game's own tests folder
    (``tests/games/<package>/test_gallery.py``): an example no game's tests run fails here."""
    checked = {name for path in sorted((ROOT / "tests" / "games").glob("*/test_gallery.py"))
               for name in EXAMPLE_RUN.findall(path.read_text(encoding="utf-8"))}
    examples = {script.name for script in EXAMPLES.glob("plot_*.py")}
    assert examples and examples <= checked, f"no game's tests check {sorted(examples - checked)}"
    assert checked <= examples, f"no such example: {sorted(checked - examples)}"


def test_the_site_has_the_gallery_with_pages_figures_alt_text_and_downloads(site: Path):
    index = (site / "gallery" / "index.html").read_text(encoding="utf-8")
    for script in sorted(EXAMPLES.glob("plot_*.py")):
        assert f'href="{script.stem}/"' in index
        html = (site / "gallery" / script.stem / "index.html").read_text(encoding="utf-8")
        assert 'alt=""' not in html and "<img alt=" in html
        assert f'href="../downloads/{script.stem}.ipynb"' in html
        assert (site / "gallery" / "downloads" / script.name).read_bytes() == script.read_bytes()
        json.loads((site / "gallery" / "downloads" / f"{script.stem}.ipynb").read_text(encoding="utf-8"))
    assert not (site / "gallery" / "examples").exists()
