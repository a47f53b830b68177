"""The gallery of worked examples: Python scripts that call the engine, shown with their output and plots.

Each example is a script in sphinx-gallery's format under docs/gallery/examples/ (`plot_*.py`): a
docstring with a title and an introduction, then code, and text cells opened by a line of `# %%`.
This module

- splits a script into text and code with sphinx-gallery's own parser, so the format is the library's;
- runs the code cells one after another in one namespace, in this Python, with matplotlib's Agg
  backend, keeping what each cell prints and the figures it leaves open;
- writes the notebook download with sphinx-gallery's notebook writer;
- renders one Markdown page per example (text, code, output, figures with alt text, the downloads)
  and an index page of thumbnails.

A script that fails stops the build with its name and its traceback. An example is run again only when
its script, the engine's source or this module changes: the results are cached under .cache/gallery/,
keyed by a digest of the three. The site build (build/site_pages.py) writes everything `outputs()` lists
into the pages it hands the generator, before the generator runs; `python build/gallery.py` builds the gallery alone into .cache/gallery/ and says how long
it took.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import os
import re
import shutil
import sys
import time
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "docs" / "gallery" / "examples"
"""Where the scripts live; the site build leaves them out of the pages it hands the generator."""
CACHE = ROOT / ".cache" / "gallery"
PREFIX = "gallery"
"""The folder of the site (and of the pages handed to the generator) that holds the gallery."""
PATTERN = "plot_*.py"
DPI = 100
THUMB_SCALE = 0.3
"""The index page's thumbnail is the example's first figure drawn again at this fraction of its size."""

NOTEBOOK_CONF: dict[str, Any] = {
    "first_notebook_cell": None,
    "last_notebook_cell": None,
    "pypandoc": False,
    "promote_jupyter_magic": False,
    "notebook_images": False,
}
"""The least of sphinx-gallery's configuration its notebook writer reads: no extra cells, its own reST to
Markdown conversion (no pandoc), and no images embedded (the figures are made by running the notebook)."""


class GalleryError(Exception):
    """An example failed: the message names the script and carries its traceback."""


@dataclass(frozen=True)
class Example:
    """One built example: its page and the files it publishes, all in its cache folder."""

    stem: str
    title: str
    summary: str
    folder: Path
    ran: bool
    """True when this build ran the script, False when the cache already held its results."""

    @property
    def thumbnail(self) -> str:
        return f"{self.stem}_thumb.png"


WORDS = {
    "en": {"figure": "Figure", "against": "{x} against {y}", "script": "Download the script",
           "notebook": "Download the notebook", "all": "All the examples"},
    "fr": {"figure": "Figure", "against": "{y} en fonction de {x}", "script": "Télécharger le script",
           "notebook": "Télécharger le notebook", "all": "Tous les exemples"},
}
"""The words the gallery writes around an example's own, by the language of its page set: the figures' alt text and
the downloads' links."""


def words(language: str) -> dict[str, str]:
    """The gallery's words in `language`, English for a language it has no words in."""
    return WORDS.get(language, WORDS["en"])


def digest(script: Path, language: str = "en") -> str:
    """The cache key: the script, every source file of the engine and this module, and the language of the words
    around the example, hashed together."""
    sha = hashlib.sha256(language.encode() + b"\0")
    sources = [script, Path(__file__).resolve(), *sorted((ROOT / "engine").rglob("*.py"))]
    for source in sources:
        sha.update(source.name.encode() + b"\0" + source.read_bytes() + b"\0")
    return sha.hexdigest()[:20]


def rst_to_markdown(text: str) -> str:
    """The little reST our examples' text uses, as Markdown: underlined headings, ``literals``.

    >>> rst_to_markdown("Odds\\n====\\n\\nThe ``odds`` action.\\n\\nMore\\n----\\n")
    '# Odds\\n\\nThe `odds` action.\\n\\n## More\\n'
    """
    text = re.sub(r"^(.+)\n=+[ \t]*$", r"# \1", text, flags=re.M)
    text = re.sub(r"^(.+)\n-+[ \t]*$", r"## \1", text, flags=re.M)
    return re.sub(r"``([^`]+)``", r"`\1`", text)


def fence(text: str, language: str, title: str = "") -> str:
    """A fenced block longer than any run of backticks inside it, so output cannot close it early."""
    ticks = "`" * max(3, 1 + max((len(run) for run in re.findall(r"`+", text)), default=0))
    head = f'{ticks}{language}' + (f' title="{title}"' if title else "")
    return f"{head}\n{text.rstrip()}\n{ticks}\n"


def figure_alt(figure: Any, language: str = "en") -> str:
    """Alt text for a figure, in `language`: its title (the suptitle, else the first axes' title) and its axes
    labels."""
    said = words(language)
    suptitle = figure.get_suptitle()
    axes = figure.get_axes()
    title = suptitle or (axes[0].get_title() if axes else "") or said["figure"]
    labels = [said["against"].format(x=ax.get_xlabel(), y=ax.get_ylabel())
              for ax in axes if ax.get_xlabel() and ax.get_ylabel()]
    colon = "\u00a0:" if language == "fr" else ":"
    return f"{title}{colon} {'; '.join(labels)}." if labels else f"{title}."


def run(script: Path, folder: Path, language: str = "en") -> dict[str, Any]:
    """Runs a script cell by cell and returns its cells with their output (its figures' alt text in `language`).

    Each figure a cell leaves open is saved into `folder` and closed; the first is also saved small,
    as the example's thumbnail.

    The traceback of a failing cell names the script and its real line numbers, because each cell is
    compiled as the script's file, shifted to the line it starts on.
    """
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from sphinx_gallery.py_source_parser import split_code_and_text_blocks  # type: ignore[import-untyped]

    _, blocks = split_code_and_text_blocks(str(script))
    namespace: dict[str, Any] = {"__name__": "__main__", "__file__": str(script)}
    cells: list[dict[str, Any]] = []
    figures = 0
    plt.close("all")
    for kind, content, lineno in blocks:
        if kind == "text":
            cells.append({"kind": "text", "content": content})
            continue
        out = io.StringIO()
        code = compile("\n" * (lineno - 1) + content, str(script), "exec")
        try:
            with contextlib.redirect_stdout(out):
                exec(code, namespace)
        except BaseException as error:
            plt.close("all")
            # The first frame is this function's exec(): the reader needs the script's frames only.
            inside = error.__traceback__.tb_next if error.__traceback__ else None
            frames = traceback.format_exception(type(error), error, inside)
            raise GalleryError(f"the example {script.name} failed:\n{''.join(frames)}") from None
        images = []
        for number in plt.get_fignums():
            figure = plt.figure(number)
            figures += 1
            name = f"{script.stem}_{figures}.png"
            figure.savefig(folder / name, dpi=DPI, metadata={"Software": None})
            if figures == 1:
                figure.savefig(folder / f"{script.stem}_thumb.png", dpi=DPI * THUMB_SCALE, metadata={"Software": None})
            images.append({"file": name, "alt": figure_alt(figure, language)})
        plt.close("all")
        cells.append({"kind": "code", "content": content, "output": out.getvalue(), "figures": images})
    return {"cells": cells}


def notebook(script: Path, target: Path) -> None:
    """Writes the script as a Jupyter notebook with sphinx-gallery's notebook writer."""
    from sphinx_gallery.notebook import jupyter_notebook, save_notebook  # type: ignore[import-untyped]
    from sphinx_gallery.py_source_parser import split_code_and_text_blocks

    _, blocks = split_code_and_text_blocks(str(script))
    save_notebook(jupyter_notebook(blocks, NOTEBOOK_CONF, target.parent), target)


def page(stem: str, cells: list[dict[str, Any]], language: str = "en") -> str:
    """The example's Markdown page: its text, each code cell with what it printed and drew, the downloads (their
    links in `language`)."""
    said = words(language)
    parts: list[str] = []
    for index, cell in enumerate(cells):
        if cell["kind"] == "text":
            parts.append(rst_to_markdown(cell["content"]).strip() + "\n")
            if index == 0:
                parts.append(
                    f"[{said['script']}](downloads/{stem}.py){{: download }} · "
                    f"[{said['notebook']}](downloads/{stem}.ipynb){{: download }} · "
                    f"[{said['all']}](index.md)\n"
                )
            continue
        parts.append(fence(cell["content"].strip("\n"), "python"))
        if cell["output"].strip():
            parts.append(fence(cell["output"], "text", "Output"))
        for image in cell["figures"]:
            alt = image["alt"].replace("[", "(").replace("]", ")")
            parts.append(f"![{alt}](images/{image['file']})\n")
    return "\n".join(parts)


def build_one(script: Path, cache: Path, language: str = "en") -> Example:
    """Builds one example into its cache folder, or reuses the folder when its key has not changed. Two builds at
    once (the tests build several sites side by side) each work in a folder of their own and the first to finish
    publishes its folder; the other's is dropped. The words around the example are in `language`."""
    folder = cache / f"{script.stem}-{digest(script, language)}"
    record = folder / "example.json"
    ran = not record.is_file()
    if ran:
        for stale in cache.glob(f"{script.stem}-*"):
            if stale != folder:
                shutil.rmtree(stale, ignore_errors=True)
        work = cache / f".{script.stem}.{os.getpid()}.tmp"
        shutil.rmtree(work, ignore_errors=True)
        work.mkdir(parents=True)
        try:
            result = run(script, work, language)
            _publish(script, work, result, language)
            work.rename(folder)
        except OSError:
            if not record.is_file():
                raise
        finally:
            shutil.rmtree(work, ignore_errors=True)
    data = json.loads(record.read_text(encoding="utf-8"))
    return Example(script.stem, data["title"], data["summary"], folder, ran)


def _publish(script: Path, work: Path, result: dict[str, Any], language: str) -> None:
    """Writes an example's page, downloads and record into its folder, beside its figures."""
    cells = result["cells"]
    heading, _, rest = rst_to_markdown(cells[0]["content"]).strip().partition("\n")
    title = heading.lstrip("# ").strip()
    summary = " ".join(rest.strip().split("\n\n")[0].split())
    shutil.copyfile(script, work / f"{script.stem}.py")
    notebook(script, work / f"{script.stem}.ipynb")
    (work / f"{script.stem}.md").write_text(page(script.stem, cells, language), encoding="utf-8")
    record = {"title": title, "summary": summary, "cells": cells}
    (work / "example.json").write_text(json.dumps(record, indent=1), encoding="utf-8")


def build(examples: Path = EXAMPLES, cache: Path = CACHE, language: str = "en") -> list[Example]:
    """Builds every example (in name order), its page's own words in `language`, and drops cache folders of
    examples that no longer exist."""
    cache.mkdir(parents=True, exist_ok=True)
    scripts = sorted(examples.glob(PATTERN))
    built = [build_one(script, cache, language) for script in scripts]
    keep = {example.folder.name for example in built}
    for folder in cache.iterdir():
        if folder.is_dir() and folder.name not in keep and not folder.name.startswith("."):  # another build's work
            shutil.rmtree(folder, ignore_errors=True)
    return built


def index(examples: list[Example], source: Path = EXAMPLES) -> str:
    """The gallery's index page: the introduction of `source`'s README.md, then one thumbnail card per example,
    linking to its page."""
    intro = (source / "README.md").read_text(encoding="utf-8").strip()
    cards = []
    for example in examples:
        has_thumb = (example.folder / example.thumbnail).is_file()
        thumb = f'![]({"images/" + example.thumbnail}){{: loading=lazy }}' if has_thumb else ""
        cards.append(
            f'<div class="ma-gallery-card" markdown>\n\n{thumb}\n\n'
            f"**[{example.title}]({example.stem}.md)**\n\n{example.summary}\n\n</div>\n"
        )
    return f'{intro}\n\n<div class="ma-gallery" markdown>\n\n' + "\n".join(cards) + "\n</div>\n"


def outputs(examples: list[Example], source: Path = EXAMPLES) -> dict[str, Path | str]:
    """Every file the gallery of the scripts in `source` adds to the site: its path in the site's pages, and a file
    or text."""
    files: dict[str, Path | str] = {f"{PREFIX}/index.md": index(examples, source)}
    for example in examples:
        for path in sorted(example.folder.iterdir()):
            if path.suffix == ".md":
                files[f"{PREFIX}/{path.name}"] = path
            elif path.suffix in (".py", ".ipynb"):
                files[f"{PREFIX}/downloads/{path.name}"] = path
            elif path.suffix == ".png":
                files[f"{PREFIX}/images/{path.name}"] = path
    return files


def main() -> int:
    """`python build/gallery.py`: builds the gallery alone and says what ran and how long it took."""
    start = time.perf_counter()
    try:
        built = build()
    except GalleryError as error:
        print(error, file=sys.stderr)
        return 1
    ran = [example.stem for example in built if example.ran]
    seconds = time.perf_counter() - start
    print(f"gallery: {len(built)} examples ({len(ran)} run, {len(built) - len(ran)} cached) in {seconds:.1f} s")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    raise SystemExit(main())
