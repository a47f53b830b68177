"""Builds the site: the step before the generator, the generator once for each page set, the step after.

    python build/site_build.py [--generator mkdocs|properdocs|zensical] [--site-dir DIR] [CONFIG[=SUB-PATH] ...]

A page set is a configuration in MkDocs' format and the pages it names; the first set is the site's root, each
other one goes into its sub-path. By default the site is its two editions: the English pages (`mkdocs.yml`, docs/)
at the root and the French ones (`mkdocs.fr.yml`, docs/fr/) under fr/. A set's pages leave out another set's
folder that lies among them (docs/fr/ is not an English page). For each set, in a folder of this build's own under
.cache/build/:

1. build/site_pages.py copies its pages and writes the generated ones beside them (the gallery);
2. build/site_config.py writes its configuration flat, with the build settings (SITE_URL, REPO_URL, EDIT_URI);
3. the generator (build/generators.py; SITE_GENERATOR or `--generator`, MkDocs by default) builds it strictly,
   and the result goes to the site's folder or its sub-path.

Then build/site_assets.py puts Pyodide, the engine wheel, its snapshot and the widgets' assets once into the site's
root, where the pages of every set find them. A failing step stops the build with one line that says why (and,
for the generator, what it printed); the exit status is 1.
"""

from __future__ import annotations

import argparse
import importlib.util
import logging
import os
import re
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import site_assets  # noqa: E402
import site_config  # noqa: E402
import site_pages  # noqa: E402
from generators import DEFAULT, GENERATORS, Generator  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
STAGING = ROOT / ".cache" / "build"
"""Where each build stages its page sets, in a folder of its own (two builds at once never share one)."""
SUB_PATH = re.compile(r"[a-z0-9][a-z0-9_-]*(/[a-z0-9][a-z0-9_-]*)*")

EDITIONS = ("mkdocs.yml", "mkdocs.fr.yml=fr")
"""The site's page sets by default: the English edition at the root, the French one under fr/."""

log = logging.getLogger("site_build")


class BuildError(Exception):
    """A step of the build failed: the message says which and why."""


@dataclass(frozen=True)
class PageSet:
    """A configuration and the sub-path of the site its pages go to ("" for the root)."""

    config: Path
    sub_path: str = ""

    @classmethod
    def parse(cls, text: str) -> "PageSet":
        """`CONFIG` or `CONFIG=SUB-PATH`, as the command line gives it."""
        config, _, sub_path = text.partition("=")
        sub_path = sub_path.strip("/")
        if sub_path and not SUB_PATH.fullmatch(sub_path):
            raise BuildError(f"{sub_path!r} is not a sub-path of the site (lower-case letters, digits, - and _)")
        return cls(Path(config), sub_path)


def _checked(sets: list[PageSet], site: Path) -> None:
    """Refuses a build whose page sets or site folder would overwrite one another or the sources."""
    if not sets or sets[0].sub_path:
        raise BuildError("the first page set is the site's root: give it without a sub-path")
    subs = [page_set.sub_path for page_set in sets[1:]]
    if "" in subs or len(set(subs)) != len(subs):
        raise BuildError("every page set after the first needs a sub-path of its own")
    resolved = site.resolve()
    if resolved == ROOT or resolved in ROOT.parents or (resolved / "mkdocs.yml").exists():
        raise BuildError(f"{site} holds the project's sources: the site needs a folder of its own")


def _stage(page_set: Path, config: dict[str, Any], folder: Path, settings: dict[str, str], sub_path: str,
           others: tuple[Path, ...]) -> tuple[Path, str]:
    """Stages one page set (its file, and its `config` as loaded) into `folder`: its pages (with the gallery, without
    the `others` page sets' folders that lie among them, nor the folders its `exclude_docs` names), its theme
    overrides and its flat configuration; returns the configuration's path and the pages' language
    (`theme.language`)."""
    pages = site_config.pages_folder(config, page_set)
    folder.mkdir(parents=True)
    language = str((config.get("theme") or {}).get("language") or "en")
    ran = site_pages.stage(pages, folder / "pages", others + site_config.excluded(config, pages), language)
    theme = (config.get("theme") or {}).get("custom_dir")
    if theme:
        shutil.copytree(theme, folder / "theme")
    flat = site_config.flat(config, pages=pages, root=ROOT, sub_path=sub_path, environ=settings,
                            theme="theme" if theme else None)
    path = folder / "mkdocs.yml"
    site_config.dump(flat, path)
    log.info("staged %s (%s): %d example%s of the gallery run", page_set.name, pages.name, ran, "" if ran == 1 else "s")
    return path, language


PAGE_LANGUAGE = "MA_PAGE_LANGUAGE"
"""The environment variable that tells the widgets' fences the language of the page set being built
(widgets/fence.py draws the static views in it)."""


def _generate(generator: Generator, config: Path, language: str) -> None:
    """Runs the generator on a flat configuration of pages in `language`; its site appears in `site/` beside it."""
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", PAGE_LANGUAGE: language}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    try:
        done = subprocess.run(generator.command(sys.executable, config.name), cwd=config.parent, env=env,
                              capture_output=True, text=True, check=False)
    except OSError as error:
        raise BuildError(f"{generator.name} could not run: {error}") from None
    said = (done.stderr + done.stdout).strip()
    if done.returncode != 0:
        raise BuildError(f"{generator.name} failed (exit {done.returncode}):\n{said}")
    if said:
        print(said, file=sys.stderr)


def _move(built: Path, target: Path) -> None:
    """Puts a generator's site at `target`, replacing what was there."""
    if target.exists():
        shutil.rmtree(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.move(str(built), str(target))


def build(site: Path, sets: list[PageSet], generator: Generator, settings: dict[str, str]) -> None:
    """Builds every page set into `site` with `generator`, then places the widgets' assets."""
    _checked(sets, site)
    if importlib.util.find_spec(generator.module) is None:
        raise BuildError(f"{generator.name} is not installed: install {generator.requirements} into .venv")
    staging = STAGING / str(os.getpid())
    shutil.rmtree(staging, ignore_errors=True)
    try:
        configs = [site_config.load(page_set.config) for page_set in sets]
        folders = [site_config.pages_folder(config, page_set.config) for config, page_set in zip(configs, sets)]
        for number, page_set in enumerate(sets):
            start = time.perf_counter()
            others = tuple(other for other in folders if other.resolve() != folders[number].resolve())
            config, language = _stage(page_set.config, configs[number], staging / str(number), settings,
                                      page_set.sub_path, others)
            _generate(generator, config, language)
            _move(config.parent / "site", site / page_set.sub_path if page_set.sub_path else site)
            log.info("%s built %s into %s/%s in %.1f s", generator.name, page_set.config.name, site.name,
                     page_set.sub_path, time.perf_counter() - start)
        start = time.perf_counter()
        site_assets.place(site)
        log.info("placed Pyodide, the engine and the widgets' assets in %.1f s", time.perf_counter() - start)
    except (site_assets.BuildError, site_pages.PagesError, site_config.ConfigError) as error:
        raise BuildError(str(error)) from None
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    for lack in generator.lacks:
        print(f"NOTE    -  built with {generator.name}: {lack} (docs/build.md, \"Three generators\")", file=sys.stderr)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sets", nargs="*", default=list(EDITIONS), metavar="CONFIG[=SUB-PATH]",
                        help="the page sets, the site's root first (default: mkdocs.yml mkdocs.fr.yml=fr)")
    parser.add_argument("--generator", default=os.environ.get("SITE_GENERATOR") or DEFAULT, choices=sorted(GENERATORS),
                        help="the site generator (default: SITE_GENERATOR, or mkdocs)")
    parser.add_argument("--site-dir", default="site", type=Path, help="the built site's folder (default: site)")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(levelname)-7s -  %(message)s", stream=sys.stderr)
    try:
        sets = [PageSet.parse(text) for text in args.sets]
        build(args.site_dir, sets, GENERATORS[args.generator], site_config.build_settings())
    except BuildError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
