"""build/site_assets.py, the build step after the generator, puts Pyodide, the engine wheel (registered in pyodide-lock.json) and the widgets' assets
into the built site, and stops the build with a clear message when a piece is missing.

build/test.sh runs `npm ci` and build/wheel.sh first; these tests need both, like tests/pyodide.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import re
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NPM = ROOT / "node_modules" / "pyodide"
BOOT_FILES = {"pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"}
ASSETS = ROOT / "widgets" / "assets"


def _load_step():
    spec = importlib.util.spec_from_file_location("site_assets_under_test", ROOT / "build" / "site_assets.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def wheel() -> Path:
    wheels = sorted((ROOT / "dist").glob("maison_academique_engine-*-py3-none-any.whl"))
    assert len(wheels) == 1, "run build/wheel.sh (build/test.sh does)"
    return wheels[0]


def test_pyodide_folder_holds_the_boot_files_the_wheel_and_the_lock_file(site: Path, wheel: Path):
    """Pyodide's files, the wheel, the lock file, the snapshot and, beside it, the French modules it leaves out,
    which are the wheel's own."""
    step = _load_step()
    folder = site / "pyodide"
    snapshot = step.snapshot_name(wheel)
    french = step.edition_name(snapshot, "fr")
    assert {path.name for path in folder.iterdir()} == BOOT_FILES | {
        "pyodide-lock.json", wheel.name, "pyodide.asm.wasm.gz", snapshot, french}
    with zipfile.ZipFile(folder / french) as modules, zipfile.ZipFile(wheel) as whole:
        assert modules.namelist() and all(name.endswith("_fr.py") for name in modules.namelist())
        assert sorted(modules.namelist()) == sorted(name for name in whole.namelist() if name.endswith("_fr.py"))
        assert all(modules.read(name) == whole.read(name) for name in modules.namelist())
    for name in BOOT_FILES:
        assert (folder / name).read_bytes() == (NPM / name).read_bytes(), name
    assert (folder / wheel.name).read_bytes() == wheel.read_bytes()


def test_lock_file_registers_the_wheel_and_keeps_every_pyodide_package(site: Path, wheel: Path):
    ours = json.loads((site / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8"))
    npm = json.loads((NPM / "pyodide-lock.json").read_text(encoding="utf-8"))
    entry = ours["packages"].pop("maison-academique-engine")
    assert entry["file_name"] == wheel.name
    assert entry["sha256"] == hashlib.sha256(wheel.read_bytes()).hexdigest()
    assert {"engine", "widgets"} <= set(entry["imports"])
    assert entry["depends"] == []
    assert ours["info"] == npm["info"]
    assert set(ours["packages"]) == set(npm["packages"])


def test_widget_assets_are_copied_and_every_page_loads_the_host_as_a_module(site: Path, wheel: Path, tmp_path: Path):
    step = _load_step()
    named = tmp_path / "worker.mjs"  # the worker as the step writes it: the snapshot's name and size in its line
    step._write_worker(ASSETS / "worker.mjs", named, step.SNAPSHOT_CACHE / step.snapshot_name(wheel))
    styles = tmp_path / "widgets.css"  # the stylesheet as the step writes it: each game's own styles in their place
    step._write_stylesheet(ASSETS / "widgets.css", styles)
    assets = sorted(path.relative_to(ASSETS).as_posix() for path in ASSETS.rglob("*") if path.is_file())
    assert "host/runtime.mjs" in assets, "the host's modules lie in widgets/assets/host/"
    for name in assets:  # the host's modules too, in their sub-folder
        expected = {"worker.mjs": named, "widgets.css": styles}.get(name, ASSETS / name)
        assert (site / "assets" / "widgets" / name).read_bytes() == expected.read_bytes(), name
    for page in site.rglob("*.html"):
        if page.name == "404.html":
            continue
        html = page.read_text(encoding="utf-8")
        assert re.search(r'<script src="[^"]*assets/widgets/host\.js" type="module">', html), page


def test_scripts_name_no_other_host_and_parse_as_modules(tmp_path: Path):
    """The host, its modules and the worker: no address of another host, every module they import beside them (the
    browser loads the modules as they are, by relative URL), and each parses as a module."""
    node = shutil.which("node")
    assert node, "Node.js is needed (npm installs Pyodide with it)"
    modules = sorted(f"host/{path.name}" for path in (ASSETS / "host").glob("*.mjs"))
    for name in ("host.js", "worker.mjs", *modules):
        source = (ASSETS / name).read_text(encoding="utf-8")
        addresses = re.sub(r'"http://www\.w3\.org/\d+/svg"', "", source)  # SVG's namespace: a name, never loaded
        assert not re.search(r"https?://", addresses), f"{name} names an address: the site loads from itself only"
        for imported in re.findall(r'\bfrom "([^"]+)";', source):
            assert imported.startswith(("./", "../")), f"{name} imports {imported}: only modules beside it"
            assert ((ASSETS / name).parent / imported).is_file(), f"{name} imports {imported}, which is missing"
        copy = tmp_path / (Path(name).stem + ".mjs")
        copy.write_text(source, encoding="utf-8")
        done = subprocess.run([node, "--check", str(copy)], capture_output=True, text=True, check=False)
        assert done.returncode == 0, f"{name}: {done.stderr}"


def test_build_stops_with_the_command_to_run_when_a_piece_is_missing(tmp_path: Path, monkeypatch):
    step = _load_step()
    site = tmp_path / "site"
    monkeypatch.setattr(step, "WHEEL_DIR", tmp_path / "no-dist")
    with pytest.raises(step.BuildError, match=r"run `bash build/wheel\.sh`"):
        step.place(site)
    monkeypatch.undo()
    monkeypatch.setattr(step, "PYODIDE_NPM", tmp_path / "no-node-modules")
    with pytest.raises(step.BuildError, match=r"node_modules/pyodide is missing .*run `npm ci`"):
        step.place(site)


def test_build_refuses_a_wheel_older_than_the_code(tmp_path: Path, wheel: Path, monkeypatch):
    step = _load_step()
    stale = tmp_path / "dist" / wheel.name
    stale.parent.mkdir()
    with zipfile.ZipFile(wheel) as source, zipfile.ZipFile(stale, "w") as target:
        for item in source.infolist():
            data = source.read(item)
            target.writestr(item, data + b"\n# changed\n" if item.filename == "engine/api.py" else data)
    monkeypatch.setattr(step, "WHEEL_DIR", stale.parent)
    with pytest.raises(step.BuildError, match=r"out of date with engine/api\.py: run `bash build/wheel\.sh`"):
        step.place(tmp_path / "site")


def test_the_built_stylesheet_holds_every_games_own_styles_at_their_place(tmp_path: Path):
    from engine.games import PACKAGES

    step = _load_step()
    built = tmp_path / "widgets.css"
    step._write_stylesheet(ASSETS / "widgets.css", built)
    text = built.read_text(encoding="utf-8")
    shared = (ASSETS / "widgets.css").read_text(encoding="utf-8")
    games = [(ROOT / "widgets" / "games" / f"{package}.css") for package in PACKAGES]
    styles = [path.read_text(encoding="utf-8") for path in games if path.is_file()]
    assert styles and len(text) == len(shared) + sum(len(style) + 1 for style in styles)
    places = [text.index(style) for style in styles]
    assert places == sorted(places) and places[0] > text.index(step.GAME_STYLES)
    assert text.index("/* ---- A picture of a game") > places[-1], "the shared styles after the games' stay after"
