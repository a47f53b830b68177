"""MkDocs hook (mkdocs.yml `hooks:`): adds the gallery of worked examples to the site.

`on_files` builds the gallery with build/gallery.py (running only the examples whose cache key changed)
and adds its pages, figures, thumbnails and the script and notebook downloads as generated files under
gallery/. The example pages are reached from the gallery's index page, which is in the nav. A failing
example stops the build with the script's name and traceback.
"""

from __future__ import annotations

import importlib.util
import logging
import sys
import time
from pathlib import Path
from typing import Any

from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File, Files, InclusionLevel

log = logging.getLogger(f"mkdocs.hooks.{Path(__file__).stem}")


def _gallery() -> Any:
    """build/gallery.py as a module (build/ is not a package)."""
    path = Path(__file__).with_name("gallery.py")
    spec = importlib.util.spec_from_file_location("ma_gallery", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def on_files(files: Files, config: Any, **kwargs: Any) -> Files:
    gallery = _gallery()
    start = time.perf_counter()
    try:
        built = gallery.build()
    except gallery.GalleryError as error:
        raise PluginError(f"gallery: {error}") from None
    ran = sum(example.ran for example in built)
    log.info("gallery: %d examples, %d run, in %.1f s", len(built), ran, time.perf_counter() - start)
    for uri, source in gallery.outputs(built).items():
        page = uri.endswith(".md") and uri != f"{gallery.PREFIX}/index.md"
        inclusion = InclusionLevel.NOT_IN_NAV if page else InclusionLevel.UNDEFINED
        if isinstance(source, str):
            files.append(File.generated(config, uri, content=source, inclusion=inclusion))
        else:
            files.append(File.generated(config, uri, abs_src_path=str(source), inclusion=inclusion))
    return files
