"""The engine restored from the site's Pyodide memory snapshot (build/snapshot.mjs) answers as CPython does.

The snapshot is the one the site build serves (build/site_assets.py makes it under Node, or reuses the copy in
.cache/snapshot/); tests/pyodide/restore.mjs restores it under Node as the widgets' worker does in a browser,
and answers every golden request and the widget messages in one run. Its name must change with the engine;
without Node the site is built without it, and its worker.mjs names none.
"""

import gzip
import importlib.util
import json
import subprocess
import zipfile
from pathlib import Path

import pytest

from messages import WIDGET_MESSAGES

ROOT = Path(__file__).resolve().parents[2]
PYODIDE_DIST = ROOT / "node_modules" / "pyodide"
RESTORE = Path(__file__).with_name("restore.mjs")
ANSWER_SOURCE = Path(__file__).with_name("answer_golden.py")


def _site_assets():
    spec = importlib.util.spec_from_file_location("site_assets", ROOT / "build" / "site_assets.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


site_assets = _site_assets()


@pytest.fixture(scope="module")
def restored(engine_wheel, pyodide_dist, golden, tmp_path_factory):
    """What the restored interpreter answered: {answers, widgets, facts} (see restore.mjs)."""
    if pyodide_dist != PYODIDE_DIST:
        pytest.fail("the snapshot is made from node_modules/pyodide: run without --dist-dir", pytrace=False)
    snapshot = site_assets.snapshot_file(engine_wheel)
    assert snapshot is not None, "no `node` on PATH: the snapshot cannot be made"
    folder = tmp_path_factory.mktemp("snapshot")
    batch = folder / "batch.json"
    batch.write_text(json.dumps({"golden": golden[1], "widgets": [json.dumps(m) for m in WIDGET_MESSAGES]}))
    out = folder / "answers.json"
    french = folder / "french.zip"
    site_assets.write_edition(engine_wheel, "fr", french)
    done = subprocess.run(
        ["node", str(RESTORE), str(PYODIDE_DIST), str(snapshot), str(ANSWER_SOURCE), str(batch), str(out), str(french)],
        capture_output=True, text=True, check=False, timeout=600,
    )
    assert done.returncode == 0, f"restore.mjs failed:\n{done.stderr[-2000:]}"
    return json.loads(out.read_text(encoding="utf-8"))


def test_the_restored_interpreter_holds_the_engine_and_no_file_or_path_of_ours(restored):
    facts = restored["facts"]
    assert facts["python"][:2] == [3, 14]
    # Imported from the wheel unpacked before the snapshot; the files themselves are not in it.
    assert facts["engine_file"] == "/lib/python3.14/site-packages/engine/api.py"
    assert facts["site_packages"] == []
    assert str(ROOT) not in facts["executable"]
    # The French modules are left out, for a French page to fetch (build/site_assets.py writes them beside it).
    assert facts["french_imported"] == []


def test_the_restored_engine_needs_no_module_of_the_standard_library_file(restored):
    """The worker gives a restored interpreter an empty file for the standard library and writes the real one
    later: every answer above came before it, and a module imported after it comes from the real one."""
    facts = restored["facts"]
    assert facts["late_import_before"] != "imported", "the restored interpreter read a standard library file"
    assert facts["late_import_after"] == "csv"


def test_golden_request_same_from_the_snapshot(golden_index, golden, restored, cpython_answers):
    assert len(restored["answers"]) == len(cpython_answers)
    assert restored["answers"][golden_index] == cpython_answers[golden_index], (
        f"request {golden_index} answered differently from the snapshot (left) and in CPython (right): "
        f"{json.dumps(golden[1][golden_index], sort_keys=True)}"
    )


def test_widget_views_same_from_the_snapshot(restored):
    from widgets.live import respond

    assert restored["widgets"] == [respond(json.dumps(message)) for message in WIDGET_MESSAGES]


def test_the_snapshot_name_changes_with_the_engine(engine_wheel, tmp_path):
    changed = tmp_path / engine_wheel.name
    with zipfile.ZipFile(engine_wheel) as source, zipfile.ZipFile(changed, "w") as target:
        for item in source.infolist():
            data = source.read(item)
            target.writestr(item, data + b"\n# changed\n" if item.filename == "engine/api.py" else data)
    name = site_assets.snapshot_name(engine_wheel)
    assert name == site_assets.snapshot_name(engine_wheel), "the same wheel must give the same name"
    assert name.startswith("engine-") and name.endswith(".snapshot.gz")
    assert site_assets.snapshot_name(changed) != name


def test_without_node_the_site_is_built_without_a_snapshot(engine_wheel, tmp_path, monkeypatch):
    monkeypatch.setattr(site_assets, "SNAPSHOT_CACHE", tmp_path / "cache")
    monkeypatch.setattr(site_assets.shutil, "which", lambda name: None)
    assert site_assets.snapshot_file(engine_wheel) is None
    worker = tmp_path / "worker.mjs"
    site_assets._write_worker(site_assets.ASSETS / "worker.mjs", worker, None)
    assert "const SNAPSHOT = null;" in worker.read_text(encoding="utf-8")
    snapshot = tmp_path / "engine-0123.snapshot.gz"
    snapshot.write_bytes(gzip.compress(b"\0" * 70_000 + b"snapshot"))
    site_assets._write_worker(site_assets.ASSETS / "worker.mjs", worker, snapshot)
    named = 'const SNAPSHOT = {"file": "engine-0123.snapshot.gz", "bytes": 70008};'
    assert named in worker.read_text(encoding="utf-8")


def test_the_worker_is_told_the_snapshots_unpacked_size(engine_wheel):
    """The worker reads the snapshot into a buffer of this size, and refuses one of any other."""
    snapshot = site_assets.snapshot_file(engine_wheel)
    assert snapshot is not None, "no `node` on PATH: the snapshot cannot be made"
    assert site_assets.unpacked_size(snapshot) == len(gzip.decompress(snapshot.read_bytes()))


def test_the_gzipped_webassembly_file_is_pyodides():
    """The worker fetches pyodide.asm.wasm.gz instead of pyodide.asm.wasm: the same bytes, gzipped."""
    packed = site_assets.packed_wasm()
    assert gzip.decompress(packed.read_bytes()) == (PYODIDE_DIST / "pyodide.asm.wasm").read_bytes()
    assert packed.stat().st_size < (PYODIDE_DIST / "pyodide.asm.wasm").stat().st_size / 2
