"""build/site_build.py and its configuration step: a page set's configuration made flat the way MkDocs merges it,
the build settings written in, and the build refusing what would overwrite the sources or another page set."""

from __future__ import annotations

import importlib
import re
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
REPO = "https://github.com/example/maison-academique"


def _load(name: str):
    """A module of build/ (not a package), with build/ on the path as when the build runs it."""
    if str(ROOT / "build") not in sys.path:
        sys.path.insert(0, str(ROOT / "build"))
    return importlib.import_module(name)


site_config = _load("site_config")
site_build = _load("site_build")


def _flat(environ: dict[str, str], sub_path: str = "", pages: Path = ROOT / "docs") -> dict:
    config = site_config.load(ROOT / "mkdocs.yml")
    return site_config.flat(config, pages=pages, root=ROOT, sub_path=sub_path, environ=environ, theme="theme")


def test_without_a_repository_the_site_names_none_and_has_no_edit_links():
    flat = _flat({})
    assert "repo_url" not in flat and "edit_uri" not in flat
    assert flat["site_url"] == site_config.DEFAULT_SITE_URL


def test_a_repository_brings_its_edit_path_for_the_pages_folder(tmp_path: Path):
    assert _flat({"REPO_URL": REPO})["edit_uri"] == "edit/main/docs/"
    assert _flat({"REPO_URL": REPO, "EDIT_URI": "edit/trunk/docs/"})["edit_uri"] == "edit/trunk/docs/"
    assert _flat({"REPO_URL": REPO}, pages=ROOT / "docs-fr")["edit_uri"] == "edit/main/docs-fr/"
    outside = _flat({"REPO_URL": REPO}, pages=tmp_path)
    assert outside["repo_url"] == REPO and "edit_uri" not in outside, "pages outside the repository have no edit link"


def test_the_flat_file_names_the_staged_folders_and_keeps_the_fences_tags(tmp_path: Path):
    flat = _flat({"SITE_URL": "https://example.org/maison"})
    assert (flat["docs_dir"], flat["site_dir"], flat["theme"]["custom_dir"]) == ("pages", "site", "theme")
    assert flat["site_url"] == "https://example.org/maison/"
    assert "INHERIT" not in flat and "hooks" not in flat
    path = tmp_path / "mkdocs.yml"
    site_config.dump(flat, path)
    text = path.read_text(encoding="utf-8")
    assert "!!python/name:widgets.fence.format" in text and "!!python/name:widgets.pictures.format" in text
    assert site_config.load(path)["nav"] == flat["nav"], "the flat file reads back as written"


def test_a_page_set_in_a_sub_path_shares_the_roots_styles_and_scripts():
    root = _flat({})
    sub = _flat({}, sub_path="fr")
    assert sub["site_url"] == site_config.DEFAULT_SITE_URL + "fr/"
    assert sub["extra_css"] == ["../" + path for path in root["extra_css"]]
    assert [entry["path"] if isinstance(entry, dict) else entry for entry in sub["extra_javascript"]] == [
        "../" + (entry["path"] if isinstance(entry, dict) else entry) for entry in root["extra_javascript"]]
    assert _flat({}, sub_path="a/b")["extra_css"][0].startswith("../../")
    assert (root["extra"].get("site_root"), sub["extra"]["site_root"]) == (None, "../")


def test_an_inherited_file_is_merged_as_mkdocs_merges_it(tmp_path: Path):
    (tmp_path / "base.yml").write_text(
        "docs_dir: pages\ntheme: {name: material, language: en, custom_dir: over}\n"
        "extra_css: [a.css, b.css]\nnav: [{Home: index.md}]\n", encoding="utf-8")
    child = tmp_path / "sub" / "child.yml"
    child.parent.mkdir()
    child.write_text("INHERIT: ../base.yml\ntheme: {language: fr}\nextra_css: [c.css]\n", encoding="utf-8")
    config = site_config.load(child)
    assert config["theme"] == {"name": "material", "language": "fr", "custom_dir": str(tmp_path / "over")}
    assert config["extra_css"] == ["c.css"], "a list is replaced, not appended to (Zensical would append)"
    assert site_config.pages_folder(config, child) == tmp_path / "pages", "a folder is the naming file's"
    (tmp_path / "loop.yml").write_text("INHERIT: loop.yml\n", encoding="utf-8")
    with pytest.raises(site_config.ConfigError, match="inherits itself"):
        site_config.load(tmp_path / "loop.yml")


@pytest.mark.parametrize(("sets", "site", "said"), [
    (["mkdocs.yml=fr"], "out", "the first page set is the site's root"),
    (["mkdocs.yml", "mkdocs.yml"], "out", "needs a sub-path of its own"),
    (["mkdocs.yml", "mkdocs.yml=fr", "mkdocs.yml=fr"], "out", "needs a sub-path of its own"),
    (["mkdocs.yml", "mkdocs.yml=../up"], "out", "is not a sub-path of the site"),
    (["mkdocs.yml"], ".", "holds the project's sources"),
    (["mkdocs.yml"], "..", "holds the project's sources"),
])
def test_the_build_refuses_what_would_overwrite_sources_or_pages(sets, site, said, tmp_path: Path, capsys):
    where = ROOT / site if site != "out" else tmp_path / "out"
    assert site_build.main(["--site-dir", str(where), *sets]) == 1
    assert said in capsys.readouterr().err
    assert not (tmp_path / "out").exists()


def test_a_generator_that_is_not_installed_is_named_with_its_requirements(tmp_path: Path, monkeypatch, capsys):
    monkeypatch.setitem(site_build.GENERATORS, "zensical",
                        site_build.GENERATORS["zensical"].__class__("zensical", "no_such_generator_module",
                                                                    "build/requirements-zensical.txt"))
    assert site_build.main(["--generator", "zensical", "--site-dir", str(tmp_path / "out")]) == 1
    assert "zensical is not installed: install build/requirements-zensical.txt" in capsys.readouterr().err


def test_every_generator_has_its_pinned_requirements():
    for generator in site_build.GENERATORS.values():
        text = (ROOT / generator.requirements).read_text(encoding="utf-8")
        pins = [line for line in text.splitlines() if line and not line.startswith("#")]
        assert any(re.match(rf"{generator.module}(==|>=)", line) for line in pins), generator.requirements


def test_the_project_config_has_no_hook_and_no_build_setting_of_its_own():
    class Loader(yaml.SafeLoader):
        pass

    Loader.add_multi_constructor("", lambda loader, suffix, node: None)
    config = yaml.load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"), Loader=Loader)
    assert not config.get("hooks"), "a hook runs under MkDocs and ProperDocs only: make it a build step"
    assert not {"site_url", "repo_url", "edit_uri", "site_dir"} & set(config), "the build writes these in"


def test_the_english_edition_leaves_the_french_pages_out_and_the_french_one_takes_them_all(tmp_path: Path):
    """docs/fr/ lies among the English pages: the English set leaves it out (its exclude_docs, applied while staging,
    and not handed to the generator), whichever sets are built; the French set, mkdocs.fr.yml, takes every page of
    it, in French."""
    site_pages = _load("site_pages")
    english, french = site_config.load(ROOT / "mkdocs.yml"), site_config.load(ROOT / "mkdocs.fr.yml")
    assert site_config.excluded(english, ROOT / "docs") == (ROOT / "docs" / "fr",)
    assert site_config.excluded(french, ROOT / "docs" / "fr") == ()
    assert french["theme"]["language"] == "fr"
    assert site_config.pages_folder(french, ROOT / "mkdocs.fr.yml") == ROOT / "docs" / "fr"
    (tmp_path / "pages" / "fr").mkdir(parents=True)
    (tmp_path / "pages" / "index.md").write_text("# Home\n", encoding="utf-8")
    (tmp_path / "pages" / "fr" / "index.md").write_text("# Accueil\n", encoding="utf-8")
    site_pages.stage(tmp_path / "pages", tmp_path / "staged", (tmp_path / "pages" / "fr",))
    assert sorted(path.name for path in (tmp_path / "staged").iterdir()) == ["index.md"]
    flat = site_config.flat(english, pages=ROOT / "docs", root=ROOT, sub_path="", environ={}, theme=None)
    assert "exclude_docs" not in flat
    assert site_build.EDITIONS == ("mkdocs.yml", "mkdocs.fr.yml=fr")
