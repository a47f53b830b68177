"""A page set's configuration made flat: one YAML file that MkDocs, ProperDocs and Zensical all read the same way.

A page set's configuration is a file in MkDocs' format (`mkdocs.yml` for the English pages); it may inherit another
with `INHERIT`, as MkDocs allows. The generators do not merge inherited files alike (Zensical appends lists that
MkDocs replaces), and Zensical takes only folders given relative to the configuration, inside its folder. So the
build merges the files itself, the way MkDocs does (mappings merged key by key, anything else replaced by the
inheriting file), and writes the result beside the pages it hands the generator, with the build settings in it:

- `site_url`: the address the site is published at (SITE_URL), with the page set's sub-path;
- `repo_url` and `edit_uri`: the repository (REPO_URL) and the edit path of the set's pages in it (EDIT_URI, the
  edit path of `docs/`, by default `edit/main/docs/`), both left out when REPO_URL is unset, so that the site
  names no repository and shows no edit button;
- `extra_css` and `extra_javascript` of a page set in a sub-path lead to the root's files, and `extra.site_root` says
  how far up the root is (the theme's early start of the engine's worker reads it): every language of the site
  shares one copy of the styles, the widgets' scripts and Pyodide.

Tags the generators resolve themselves (`!!python/name:` for the widget fences) are written back as they were read.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

DEFAULT_SITE_URL = "http://127.0.0.1:8000/"
"""The address build/serve.sh serves the site at, for a build that names none."""
DEFAULT_EDIT_URI = "edit/main/docs/"
SETTINGS = ("SITE_URL", "REPO_URL", "EDIT_URI")
"""The environment variables the build reads (docs/build.md, "Publishing the site")."""


@dataclass(frozen=True)
class Tagged:
    """A YAML value under a tag the generator resolves (such as `!!python/name:widgets.fence.format`), kept as
    written."""

    tag: str
    value: Any


class _Loader(yaml.SafeLoader):
    """YAML's safe loader, keeping every tag it does not know as a `Tagged` value."""


def _tagged(loader: yaml.SafeLoader, suffix: str, node: yaml.Node) -> Tagged:
    if isinstance(node, yaml.ScalarNode):
        value: Any = loader.construct_scalar(node)
    elif isinstance(node, yaml.SequenceNode):
        value = loader.construct_sequence(node, deep=True)
    else:
        value = loader.construct_mapping(node, deep=True)  # type: ignore[arg-type]
    return Tagged(node.tag, value)


_Loader.add_multi_constructor("!", _tagged)
_Loader.add_multi_constructor("tag:yaml.org,2002:python/", _tagged)


class _Dumper(yaml.SafeDumper):
    """YAML's safe dumper, writing `Tagged` values back under their tag."""


def _represent(dumper: yaml.SafeDumper, data: Tagged) -> yaml.Node:
    if isinstance(data.value, list):
        return dumper.represent_sequence(data.tag, data.value)
    if isinstance(data.value, dict):
        return dumper.represent_mapping(data.tag, data.value)
    return dumper.represent_scalar(data.tag, data.value)


_Dumper.add_representer(Tagged, _represent)


class ConfigError(Exception):
    """A page set's configuration cannot be read: the message names the file and why."""


def _merged(parent: Any, child: Any) -> Any:
    """`child` over `parent` as MkDocs merges an inherited file: mappings key by key, anything else replaced."""
    if isinstance(parent, dict) and isinstance(child, dict):
        merged = dict(parent)
        for key, value in child.items():
            merged[key] = _merged(parent[key], value) if key in parent else value
        return merged
    return child


def load(path: Path, seen: tuple[Path, ...] = ()) -> dict[str, Any]:
    """The configuration in `path`, with the files it inherits merged in; `docs_dir` and `theme.custom_dir` made
    absolute from the folder of the file that names them."""
    path = path.resolve()
    if path in seen:
        raise ConfigError(f"{path.name} inherits itself (through {', '.join(p.name for p in seen)})")
    try:
        config = yaml.load(path.read_text(encoding="utf-8"), Loader=_Loader) or {}
    except (OSError, yaml.YAMLError) as error:
        raise ConfigError(f"cannot read {path}: {error}") from None
    if not isinstance(config, dict):
        raise ConfigError(f"{path} is not a mapping of settings")
    if "docs_dir" in config:
        config["docs_dir"] = str(path.parent / config["docs_dir"])
    theme = config.get("theme")
    if isinstance(theme, dict) and theme.get("custom_dir"):
        theme["custom_dir"] = str(path.parent / theme["custom_dir"])
    inherited = config.pop("INHERIT", None)
    if inherited is None:
        return config
    return _merged(load(path.parent / str(inherited), (*seen, path)), config)


def pages_folder(config: dict[str, Any], path: Path) -> Path:
    """The folder of a loaded configuration's pages (`docs_dir`; MkDocs' default `docs` beside its file)."""
    return Path(config.get("docs_dir") or path.resolve().parent / "docs")


def excluded(config: dict[str, Any], pages: Path) -> tuple[Path, ...]:
    """The folders of a page set's pages that its `exclude_docs` names, one per line (`/fr/`: another edition's
    pages), which the build leaves out of the set itself: no generator is given them, whatever it makes of
    `exclude_docs`."""
    lines = str(config.get("exclude_docs") or "").splitlines()
    return tuple(pages / line.strip().strip("/") for line in lines if line.strip().strip("/"))


def _edit_uri(pages: Path, root: Path, environ: dict[str, str]) -> str | None:
    """The edit path of `pages` in the repository: EDIT_URI (the edit path of `docs/`) with `docs/` replaced by the
    set's folder; None for a folder outside the repository or an EDIT_URI that does not end in `docs/`."""
    edit_uri = environ.get("EDIT_URI") or DEFAULT_EDIT_URI
    try:
        folder = pages.resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return None
    if folder == "docs":
        return edit_uri
    if not edit_uri.rstrip("/").endswith("docs"):
        return None
    return edit_uri.rstrip("/")[: -len("docs")] + folder + "/"


def _shared(entries: list[Any], depth: int) -> list[Any]:
    """extra_css or extra_javascript of a page set `depth` folders below the root, leading to the root's files."""
    up = "../" * depth

    def lead(url: str) -> str:
        return url if "://" in url or url.startswith("/") else up + url

    return [{**entry, "path": lead(entry["path"])} if isinstance(entry, dict) else lead(entry) for entry in entries]


def flat(config: dict[str, Any], *, pages: Path, root: Path, sub_path: str, environ: dict[str, str],
         theme: str | None) -> dict[str, Any]:
    """The configuration a generator is given for one page set: `config` with the staged folders (`pages/`,
    `theme/`, `site/`, relative to the flat file) and the build settings of `environ` written in."""
    out = {key: value for key, value in config.items()
           if key not in ("docs_dir", "site_dir", "repo_url", "edit_uri", "exclude_docs")}
    base = environ.get("SITE_URL") or DEFAULT_SITE_URL
    base = base if base.endswith("/") else base + "/"
    out["site_url"] = base + (sub_path.strip("/") + "/" if sub_path.strip("/") else "")
    repo = environ.get("REPO_URL")
    edit_uri = _edit_uri(pages, root, environ) if repo else None
    if repo:
        out["repo_url"] = repo
    if edit_uri:
        out["edit_uri"] = edit_uri
    out["docs_dir"] = "pages"
    out["site_dir"] = "site"
    if isinstance(out.get("theme"), dict):
        out["theme"] = {**out["theme"]}
        out["theme"].pop("custom_dir", None)
        if theme:
            out["theme"]["custom_dir"] = theme
    depth = len([part for part in sub_path.split("/") if part])
    if depth:
        for key in ("extra_css", "extra_javascript"):
            if out.get(key):
                out[key] = _shared(out[key], depth)
        out["extra"] = {**(out.get("extra") or {}), "site_root": "../" * depth}
    return out


def dump(config: dict[str, Any], path: Path) -> None:
    """Writes a flat configuration, tags and all."""
    path.write_text(yaml.dump(config, Dumper=_Dumper, sort_keys=False, allow_unicode=True), encoding="utf-8")


def build_settings() -> dict[str, str]:
    """The build settings of this process's environment."""
    return {key: os.environ[key] for key in SETTINGS if os.environ.get(key)}
