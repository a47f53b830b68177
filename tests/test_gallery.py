"""The gallery of worked examples: the build on a small example (pages, figures, notebook, cache, failure),
each real example's key figure checked against the engine, and the gallery's place in the built site."""

from __future__ import annotations

import doctest
import importlib.util
import itertools
import json
import runpy
import sys
from collections import Counter
from fractions import Fraction
from pathlib import Path
from typing import Any

import matplotlib
import pytest

from engine.api import handle
from engine.packs import PACKS

matplotlib.use("Agg")

ROOT = Path(__file__).parents[1]
EXAMPLES = ROOT / "docs" / "gallery" / "examples"


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


def run_example(name: str) -> dict[str, Any]:
    """Runs an example as a script and returns its variables."""
    import matplotlib.pyplot as plt

    try:
        return runpy.run_path(str(EXAMPLES / name), run_name="__main__")
    finally:
        plt.close("all")


def test_ferme_eights_exact_chance_brute_force_and_engine():
    names = run_example("plot_ferme_eights.py")
    chance = names["chance_of_sixteen"]
    # The exact walk agrees with every order of a small pack.
    small = [10, 6, 8, 8, 2, 5, 1]
    orders = list(itertools.permutations(range(len(small))))
    counted: Counter[int] = Counter()
    for order in orders:
        total = 0
        for drawn, index in enumerate(order, 1):
            total += small[index]
            if total >= 16:
                counted[drawn] += total == 16
                break
    assert chance(small) == {n: Fraction(k, len(orders)) for n, k in counted.items() if k}
    # The packs are the engine's: the 1659 pack is the 52-card pack less its eights.
    rank_value = {"A": 1, "J": 10, "Q": 10, "K": 10}
    engine_values = sorted(rank_value.get(card.rank.code, 0) or int(card.rank.code) for card in PACKS["french-48"])
    assert sorted(names["NO_EIGHTS"]) == engine_values
    exact_48 = sum(names["exact"]["48 cards, no eights"].values())
    assert exact_48 == Fraction(116821643, 754697988)
    assert sum(names["exact"]["52 cards"].values()) == Fraction(8206320299, 57945437550)
    # The engine's own seeded 1659 deals land near the exact figure (within four standard deviations).
    hands = [hand for seed in range(2) for deal in handle(
        {"action": "play", "game": "ferme", "variant": "1659", "players": 2, "seed": seed, "rounds": 1000,
         "policy": {"name": "stand", "at": 16}, "explain": False})["deals"] for hand in deal["summary"]["hands"]]
    rate = sum(hand["result"] == "sixteen" for hand in hands) / len(hands)
    sd = (float(exact_48) * (1 - float(exact_48)) / len(hands)) ** 0.5
    assert abs(rate - float(exact_48)) < 4 * sd


def test_farmer_threshold_best_figure_is_the_engines():
    names = run_example("plot_farmer_threshold.py")
    best = names["best"]
    total = sum(handle({"action": "play", "game": "farmer", "players": 5, "seed": seed, "rounds": 400,
                        "policies": [{"name": "stand", "at": best}] + [{"name": "stand", "at": 14}] * 4,
                        "explain": False})["summary"]["balances"][0] for seed in (1, 2, 3))
    assert names["results"][best] == total / 1200
    assert names["results"][best] == max(names["results"].values())
    session = handle({"action": "play", "game": "farmer", "players": 5, "seed": 7, "rounds": 1000, "explain": False})
    assert names["farm"] == [rnd["pots"]["farm"] for rnd in (deal["summary"] for deal in session["deals"])]


def test_sixteen_variants_table_is_the_engines():
    names = run_example("plot_sixteen_variants.py")
    for name, game, variant in (("Ferme 1659", "ferme", "1659"), ("Farmer", "farmer", "american")):
        session = handle({"action": "play", "game": game, "variant": variant, "players": 5, "seed": 2024,
                          "rounds": 1000, "policy": {"name": "stand", "at": 14}, "explain": False})
        won = sum(rnd["winner"] is not None for rnd in (deal["summary"] for deal in session["deals"])) / 1000
        assert names["table"][name]["farm won"] == won
    assert set(names["table"]) == {"Ferme 1659", "Ferme 1800", "Farmer"}


def test_bank_odds_are_the_engines_exact_figures():
    names = run_example("plot_bank_odds.py")
    for variant in ("parlett", "cotton"):
        odds = handle({"action": "odds", "game": "basset", "variant": variant})
        assert names["basset"][variant]["banker_edge"]["fraction"] == odds["banker_edge"]["fraction"] == [1237, 10829]
    cotton = names["basset"]["cotton"]["riding"]
    assert [d["price"] for d in cotton] == [1, 7, 15, 33, 67]
    rows = {row["match"]: row for row in names["landsknecht"]["german-32"]["odds"]}
    assert rows["suit"]["banker_wins"]["fraction"] == [19, 31] and rows["rank"]["banker_wins"]["fraction"] == [17, 31]


def test_tarot_odds_example_reads_the_engines_verdicts():
    names = run_example("plot_tarot_odds.py")
    assert Counter(verdict for *_, verdict in names["dog_cells"])["agrees"] > 90
    assert Counter(verdict for *_, verdict in names["split_cells"])["independent"] > 60
    assert round(names["five_or_more"], 1) == 3.8


def test_tarot_bids_example_counts_the_engines_bids():
    names = run_example("plot_tarot_bids.py")
    for players in (3, 4, 5):
        assert sum(names["results"][players].values()) == names["DEALS"]
    hand = [str(card) for card in names["shuffled"](PACKS["tarot-78"].cards, names["random_source"](0))[:18]]
    first = handle({"action": "evaluate", "game": "french-tarot", "hand": hand})["deals"][0]["summary"]["bid"]
    assert names["results"][4][first] >= 1
    # The ranges scaled to each hand's size: one hand passes about as often at every table size.
    assert all(0.6 < names["results"][players]["pass"] / names["DEALS"] < 0.8 for players in (3, 4, 5))
    assert names["results"][5]["garde-sans"] > names["results"][4]["garde-sans"]


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
