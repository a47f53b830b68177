"""The build step before the generator: the pages a generator is given for one page set.

`stage(pages, into)` copies the set's pages into `into` and writes there, as ordinary files, the pages the build
generates: the gallery of worked examples, run from the set's `gallery/examples/` scripts (build/gallery.py, which
runs only the examples whose cache key changed) and published as pages, figures and downloads under `gallery/`. The
scripts themselves are left out; each gallery page's edit link opens its script (its front matter names it). A
generator without plugins or hooks (Zensical) then builds the same pages as MkDocs. A failing example stops the build
with the script's name and traceback.
"""

from __future__ import annotations

import logging
import shutil
import time
from pathlib import Path

import gallery

log = logging.getLogger("site_build.pages")

EXAMPLES = Path(gallery.PREFIX) / "examples"
"""Where a page set keeps its gallery's scripts, relative to its pages."""


class PagesError(Exception):
    """The pages cannot be staged: the message says which example failed, or which folder is missing."""


def _cache(pages: Path) -> Path:
    """The gallery's cache of a page set: build/gallery.py's own for docs/, a folder of its own for another set."""
    if (pages / EXAMPLES).resolve() == gallery.EXAMPLES.resolve():
        return gallery.CACHE
    return gallery.CACHE.with_name(f"gallery-{pages.resolve().name}")


def stage(pages: Path, into: Path, leave_out: tuple[Path, ...] = (), language: str = "en") -> int:
    """Copies the pages of `pages` into `into` (which must not exist) with the generated ones, but for the folders
    of `leave_out` (another page set's pages inside this one's: the French pages in docs/fr/), the gallery's own
    words in the set's `language`; returns how many
    example scripts the gallery ran (0 when every one was cached, or the set has no gallery)."""
    if not pages.is_dir():
        raise PagesError(f"the page set's folder {pages} does not exist")
    examples = pages / EXAMPLES
    scripts_in = examples.parent.resolve()
    left = {path.resolve() for path in leave_out}

    def ignored(folder: str, names: list[str]) -> list[str]:
        here = Path(folder).resolve()
        return [name for name in names if (name == "examples" and here == scripts_in) or here / name in left]

    shutil.copytree(pages, into, ignore=ignored)
    if not examples.is_dir():
        return 0
    start = time.perf_counter()
    try:
        built = gallery.build(examples, _cache(pages), language)
    except gallery.GalleryError as error:
        raise PagesError(f"gallery: {error}") from None
    ran = sum(example.ran for example in built)
    log.info("gallery: %d examples, %d run, in %.1f s", len(built), ran, time.perf_counter() - start)
    for uri, source in gallery.outputs(built, examples).items():
        target = into / uri
        target.parent.mkdir(parents=True, exist_ok=True)
        if target.suffix == ".md":
            text = source if isinstance(source, str) else source.read_text(encoding="utf-8")
            target.write_text(_edits(uri) + text, encoding="utf-8")
        elif isinstance(source, str):
            target.write_text(source, encoding="utf-8")
        else:
            shutil.copy2(source, target)
    return ran


def _edits(uri: str) -> str:
    """The front matter of the gallery page at `uri` that names the file its edit link opens instead of the page:
    its example script, or for the index the examples' README.md (widgets/theme/partials/actions.html reads it)."""
    page = Path(uri)
    source = EXAMPLES / ("README.md" if page.name == "index.md" else f"{page.stem}.py")
    return f"---\nedit_page: {page.as_posix()}\nedit_source: {source.as_posix()}\n---\n\n"
