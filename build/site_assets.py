"""The build step after the generator: put what the live widgets need into the built site.

`place(site)` writes, into the folder a generator has just written (build/site_build.py calls it once per build,
for the site's root, whatever pages and languages the generator wrote there):

- `<site>/pyodide/`: the files of the npm `pyodide` package (node_modules/pyodide, installed by `npm ci`
  at the version package-lock.json pins) that boot Pyodide in a browser, our engine wheel from dist/
  (built by build/wheel.sh; it holds the `engine` and `widgets` packages), and a `pyodide-lock.json` in
  which pyodide-build's lockfile tooling (`pyodide lockfile add-wheels`) has registered that wheel, so the
  widgets' worker names it in `loadPyodide({packages: [...]})` and Pyodide fetches it, checked against its
  sha256, while it boots;
- `<site>/pyodide/pyodide.asm.wasm.gz`: Pyodide's WebAssembly file gzipped (3.5 MB, not 9.6), which the
  worker fetches and gunzips as it compiles it; it is kept in .cache/wasm/ between builds;
- `<site>/pyodide/engine-<hash>.snapshot.gz`: a memory snapshot of Pyodide with the engine imported, made
  by build/snapshot.mjs under Node, stored as its difference from the memory pyodide.asm.wasm starts with
  and gzipped, named by a hash of Pyodide's files, the wheel and the scripts that make it
  (so a stale one is never served); the worker restores it instead of booting (docs/build.md, "The engine's
  snapshot"). It is kept in .cache/snapshot/ between builds. Without Node the site is built without it, and
  the widgets boot the normal way;
- `<site>/pyodide/engine-<hash>.fr.zip`, beside the snapshot: the French of the engine and of the widgets (the
  wheel's `*_fr` modules), which the snapshot leaves out, so that only a French page fetches it, once it asks for
  an answer in French (the worker writes it where the restored packages look);
- `<site>/assets/widgets/`: widgets/assets/ with its sub-folder, laid out the same (host.js and the modules it
  imports from host/, worker.mjs, data-segments.mjs, code-cache.mjs, widgets.css), widgets.css holding each game's
  own styles (widgets/games/<game>.css) at their place, worker.mjs naming the snapshot and its size once gunzipped
  (the worker reads it into a buffer of that size as it arrives), the file of each other language's modules, and
  the `info` of Pyodide's lock file, from which a restored interpreter makes a lock file of no package instead of
  fetching the site's.

Nothing is fetched from the network. A missing piece fails the build with one line saying which command
makes it (see docs/build.md).
"""

from __future__ import annotations

import gzip
import hashlib
import json
import logging
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import NoReturn

ROOT = Path(__file__).resolve().parents[1]
PYODIDE_NPM = ROOT / "node_modules" / "pyodide"
# What a browser needs to boot Pyodide 314 as an ES module: the loader, the Emscripten module it
# imports, the WebAssembly binary and the standard library. pyodide-lock.json is written, not copied.
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
LOCKFILE = "pyodide-lock.json"
WHEEL_DIR = ROOT / "dist"
WHEEL_GLOB = "maison_academique_engine-*-py3-none-any.whl"
PACKAGE = "maison-academique-engine"
"""The wheel's name in pyodide-lock.json, which the worker asks Pyodide to load."""
PACKED = ("engine", "widgets")
"""The wheel's packages; the build refuses a wheel whose Python files differ from these folders."""
ASSETS = ROOT / "widgets" / "assets"
STYLESHEET = "widgets.css"
GAME_STYLES = "/* ---- Each game's own styles"
"""The comment of widgets/assets/widgets.css after which the built stylesheet holds each game's own styles."""
SNAPSHOT_SCRIPT = ROOT / "build" / "snapshot.mjs"
SNAPSHOT_SOURCES = (SNAPSHOT_SCRIPT, ASSETS / "data-segments.mjs")
"""The scripts that make the snapshot: its name hashes them too."""
SNAPSHOT_CACHE = ROOT / ".cache" / "snapshot"
SNAPSHOT_GLOB = "engine-*.snapshot.gz"
WORKER = "worker.mjs"
PACKED_WASM = "pyodide.asm.wasm.gz"
"""pyodide.asm.wasm gzipped, which the worker fetches instead: a third of the bytes, served by any host as it is."""
PACKED_WASM_CACHE = ROOT / ".cache" / "wasm"
SNAPSHOT_LINE = "const SNAPSHOT = null;"
"""The line of worker.mjs that the build replaces with the snapshot's file name and unpacked size."""
EDITIONS_LINE = "const EDITIONS = null;"
"""The line of worker.mjs that the build replaces, beside a snapshot, with the file of each other language's
modules, by language."""
EDITIONS = ("fr",)
"""The languages whose modules (``*_<language>.py``) the snapshot leaves out and a page in that language fetches."""
LOCK_INFO_LINE = "const LOCK_INFO = null;"
"""The line of worker.mjs that the build replaces, beside a snapshot, with the `info` of Pyodide's lock file: a
restored interpreter starts from a lock file of no package made from it, rather than fetch the site's."""

log = logging.getLogger("site_build.assets")


class BuildError(Exception):
    """A piece the site needs is missing or stale: the message is one line that names the command which makes it."""


def place(site: Path) -> None:
    """Puts Pyodide, the engine wheel, the snapshot and the widgets' assets into the built site `site`."""
    pyodide_dir = site / "pyodide"
    wheel = _engine_wheel()
    _check_pyodide_package()
    pyodide_dir.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        _copy(PYODIDE_NPM / name, pyodide_dir / name)
    for stale in pyodide_dir.glob(WHEEL_GLOB):
        if stale.name != wheel.name:
            stale.unlink()
    _copy(packed_wasm(), pyodide_dir / PACKED_WASM)
    _copy(wheel, pyodide_dir / wheel.name)
    _register_wheel(pyodide_dir, wheel.name)
    for stale in pyodide_dir.glob(SNAPSHOT_GLOB):
        stale.unlink()
    for stale in pyodide_dir.glob(edition_name(SNAPSHOT_GLOB, "*")):
        stale.unlink()
    snapshot = snapshot_file(wheel)
    if snapshot is not None:
        _copy(snapshot, pyodide_dir / snapshot.name)
        for language in EDITIONS:
            write_edition(wheel, language, pyodide_dir / edition_name(snapshot.name, language))
    widgets_dir = site / "assets" / "widgets"
    widgets_dir.mkdir(parents=True, exist_ok=True)
    for asset in sorted(ASSETS.rglob("*")):
        target = widgets_dir / asset.relative_to(ASSETS)
        if asset == ASSETS / WORKER:
            _write_worker(asset, target, snapshot)
        elif asset == ASSETS / STYLESHEET:
            _write_stylesheet(asset, target)
        elif asset.is_file():
            target.parent.mkdir(parents=True, exist_ok=True)
            _copy(asset, target)


def _write_stylesheet(shared: Path, out: Path) -> None:
    """Writes the widgets' stylesheet: the shared styles, with each game's own (``widgets/games/<game>.css``, beside
    its widget module, in the order of the games' registry) after the comment that marks their place."""
    from engine.games import PACKAGES

    text = shared.read_text(encoding="utf-8")
    at = text.find(GAME_STYLES)
    if at < 0:
        _fail(f"widgets/assets/{STYLESHEET} must hold the comment `{GAME_STYLES} ...`, where the games' styles go")
    end = text.index("*/\n", at) + len("*/\n")
    games = [ROOT / "widgets" / "games" / f"{package}.css" for package in PACKAGES]
    styles = "".join(f"\n{path.read_text(encoding='utf-8')}" for path in games if path.is_file())
    out.write_text(text[:end] + styles + text[end:], encoding="utf-8")


def _fail(message: str) -> NoReturn:
    """Stops the build with one line, which build/site_build.py prints."""
    raise BuildError(message)


def _check_pyodide_package() -> None:
    missing = [name for name in (*PYODIDE_FILES, LOCKFILE, "package.json") if not (PYODIDE_NPM / name).is_file()]
    if missing:
        _fail(f"node_modules/pyodide is missing or incomplete (no {missing[0]}): run `npm ci` in {ROOT}")
    installed = json.loads((PYODIDE_NPM / "package.json").read_text(encoding="utf-8"))["version"]
    lock = json.loads((ROOT / "package-lock.json").read_text(encoding="utf-8"))
    pinned = lock.get("packages", {}).get("node_modules/pyodide", {}).get("version")
    if installed != pinned:
        _fail(f"node_modules has pyodide {installed} but package-lock.json pins {pinned}: run `npm ci`")


def _engine_wheel() -> Path:
    wheels = sorted(WHEEL_DIR.glob(WHEEL_GLOB))
    if len(wheels) != 1:
        found = ", ".join(w.name for w in wheels) or "none"
        _fail(f"expected one {WHEEL_GLOB} in dist/ (found {found}): run `bash build/wheel.sh`")
    wheel = wheels[0]
    with zipfile.ZipFile(wheel) as archive:
        packed = {name: archive.read(name) for name in archive.namelist() if name.endswith(".py")}
    for package in PACKED:
        for source in sorted((ROOT / package).rglob("*.py")):
            name = source.relative_to(ROOT).as_posix()
            if packed.get(name) != source.read_bytes():
                _fail(f"dist/{wheel.name} is out of date with {name}: run `bash build/wheel.sh`")
    stale = sorted(name for name in packed if name.split("/")[0] in PACKED and not (ROOT / name).is_file())
    if stale:
        _fail(f"dist/{wheel.name} holds {stale[0]}, which is no longer in the work tree: run `bash build/wheel.sh`")
    return wheel


def _copy(source: Path, target: Path) -> None:
    """Copies a file unless the target already has the same size and modification time."""
    stat = source.stat()
    if target.is_file():
        existing = target.stat()
        if existing.st_size == stat.st_size and existing.st_mtime_ns == stat.st_mtime_ns:
            return
    shutil.copy2(source, target)


def _register_wheel(pyodide_dir: Path, wheel_name: str) -> None:
    """Writes pyodide_dir/pyodide-lock.json: npm's lock file plus our wheel, via `pyodide lockfile add-wheels`."""
    if sys.version_info < (3, 12):
        _fail(
            "registering the engine wheel in pyodide-lock.json needs pyodide-build, which needs Python 3.12+, "
            f"but the build runs on Python {sys.version_info[0]}.{sys.version_info[1]}: make a Python 3.12+ "
            "available, delete .venv and run `bash build/serve.sh` again"
        )
    command = [
        sys.executable, "-m", "pyodide_cli", "lockfile", "add-wheels",
        "--input", str(PYODIDE_NPM / LOCKFILE),
        "--output", str(pyodide_dir / LOCKFILE),
        "--base-path", str(pyodide_dir),
        str(pyodide_dir / wheel_name),
    ]
    done, said = _run(command, "`pyodide lockfile add-wheels`", timeout=120)
    if not done:
        if "No module named pyodide_cli" in said:
            _fail("pyodide-build is not installed: run `bash build/serve.sh` (it installs build/requirements-site.txt)")
        _fail(f"`pyodide lockfile add-wheels` failed: {said}")
    entry = json.loads((pyodide_dir / LOCKFILE).read_text(encoding="utf-8")).get("packages", {}).get(PACKAGE, {})
    digest = hashlib.sha256((pyodide_dir / wheel_name).read_bytes()).hexdigest()
    if entry.get("file_name") != wheel_name or entry.get("sha256") != digest:
        _fail(f"pyodide-lock.json does not register {wheel_name} as {PACKAGE} with its sha256")
    log.debug("registered %s in %s", wheel_name, pyodide_dir / LOCKFILE)


def _run(command: list[str], what: str, timeout: int) -> tuple[bool, str]:
    """Runs one step of the build: whether it succeeded, and what it printed (when it failed, the last line, which
    says why); the build stops when the step cannot even start."""
    try:
        done = subprocess.run(command, capture_output=True, text=True, check=False, timeout=timeout)
    except (OSError, subprocess.SubprocessError) as error:
        _fail(f"{what} could not run: {error}")
    if done.returncode == 0:
        return True, done.stdout.strip()
    return False, ((done.stderr or done.stdout).strip().splitlines() or ["no output"])[-1]


def snapshot_name(wheel: Path) -> str:
    """The snapshot's file name: a hash of what it is made from (Pyodide's files, the wheel, the scripts)."""
    digest = hashlib.sha256()
    for source in (*(PYODIDE_NPM / name for name in PYODIDE_FILES), wheel, *SNAPSHOT_SOURCES):
        digest.update(source.name.encode() + b"\0" + source.read_bytes())
    return SNAPSHOT_GLOB.replace("*", digest.hexdigest()[:20])


def snapshot_file(wheel: Path) -> Path | None:
    """The gzipped snapshot for this wheel in .cache/snapshot/, made when missing; None when Node is missing."""
    cached = SNAPSHOT_CACHE / snapshot_name(wheel)
    if cached.is_file():
        return cached
    node = shutil.which("node")
    if node is None:
        log.info("no `node` on PATH: the site is built without the engine's snapshot, so the widgets boot the normal way")
        return None
    SNAPSHOT_CACHE.mkdir(parents=True, exist_ok=True)
    # Names of this build's own: two builds at once (the tests' and a benchmark's) never share a file.
    raw = SNAPSHOT_CACHE / f"{cached.name}.{os.getpid()}.raw"
    command = [node, str(SNAPSHOT_SCRIPT), str(PYODIDE_NPM), str(wheel), str(raw)]
    done, said = _run(command, "build/snapshot.mjs", timeout=300)
    if not done:
        _fail(f"build/snapshot.mjs failed: {said}")
    _store_gzipped(raw.read_bytes(), cached, SNAPSHOT_GLOB, compresslevel=9)
    raw.unlink()
    log.info("made the engine's snapshot %s (%s)", cached.name, said)
    return cached


def packed_wasm() -> Path:
    """pyodide.asm.wasm gzipped, in .cache/wasm/ under a hash of the file, made when missing."""
    wasm = (PYODIDE_NPM / "pyodide.asm.wasm").read_bytes()
    cached = PACKED_WASM_CACHE / f"pyodide.asm.{hashlib.sha256(wasm).hexdigest()[:20]}.wasm.gz"
    if not cached.is_file():
        PACKED_WASM_CACHE.mkdir(parents=True, exist_ok=True)
        _store_gzipped(wasm, cached, "pyodide.asm.*.wasm.gz", compresslevel=9)
    return cached


def _store_gzipped(data: bytes, cached: Path, stale_glob: str, compresslevel: int) -> None:
    """Writes `data` gzipped as the cache file `cached`, in place of the older ones of `stale_glob` beside it.
    mtime=0: the same data always compresses to the same bytes; it is written under a name of this build's own
    (two builds at once never share a file) and renamed, so that it appears whole."""
    for stale in cached.parent.glob(stale_glob):
        stale.unlink(missing_ok=True)
    packing = cached.with_name(f"{cached.name}.{os.getpid()}")
    packing.write_bytes(gzip.compress(data, compresslevel=compresslevel, mtime=0))
    packing.replace(cached)


def unpacked_size(snapshot: Path) -> int:
    """The gzipped snapshot's size once unpacked, from its gzip trailer (the size modulo 2**32, which a snapshot of
    tens of megabytes never reaches): the worker reads the snapshot into a buffer of exactly this size."""
    with snapshot.open("rb") as packed:
        packed.seek(-4, os.SEEK_END)
        return int.from_bytes(packed.read(4), "little")


def edition_name(snapshot: str, language: str) -> str:
    """The file name of a language's modules beside the snapshot named `snapshot`: the snapshot's, for `language`
    (``engine-<hash>.fr.zip``)."""
    return snapshot.replace(".snapshot.gz", f".{language}.zip")


def write_edition(wheel: Path, language: str, target: Path) -> None:
    """Writes the wheel's modules of `language` (``*_<language>.py``, at their paths in the packages) into a zip
    file of their own, which the worker unpacks into a restored interpreter's site-packages."""
    with zipfile.ZipFile(wheel) as source, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
        for name in sorted(source.namelist()):
            if name.endswith(f"_{language}.py"):
                out.writestr(zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0)), source.read(name),
                             compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)


def _write_worker(source: Path, target: Path, snapshot: Path | None) -> None:
    """Writes worker.mjs with the snapshot's file name and unpacked size in its SNAPSHOT line and the files of the
    other languages' modules in its EDITIONS line (both left null without a snapshot)."""
    text = source.read_text(encoding="utf-8")
    for line in (SNAPSHOT_LINE, LOCK_INFO_LINE, EDITIONS_LINE):
        if text.count(line) != 1:
            _fail(f"widgets/assets/{WORKER} must hold the line `{line}` once, for the snapshot")
    if snapshot is not None:
        named = json.dumps({"file": snapshot.name, "bytes": unpacked_size(snapshot)})
        text = text.replace(SNAPSHOT_LINE, f"const SNAPSHOT = {named};")
        editions = {language: edition_name(snapshot.name, language) for language in EDITIONS}
        text = text.replace(EDITIONS_LINE, f"const EDITIONS = {json.dumps(editions, sort_keys=True)};")
        info = json.loads((PYODIDE_NPM / LOCKFILE).read_text(encoding="utf-8"))["info"]
        text = text.replace(LOCK_INFO_LINE, f"const LOCK_INFO = {json.dumps(info, sort_keys=True)};")
    target.write_text(text, encoding="utf-8")
