"""Fixtures for tests/pyodide: the engine run inside Pyodide (npm distribution) under Node.js.

The tests use pytest-pyodide's node runtime with node_modules/pyodide as its dist dir (unless --dist-dir is
given), and load the engine wheel from dist/. build/test.sh prepares both before pytest runs: `npm ci` installs
Pyodide exactly as package-lock.json pins it, and build/wheel.sh builds the wheel from engine/. When either is
missing or out of date these tests fail and say which command fixes it; they never skip.

Pyodide boots once per test module. All golden requests are answered in one call inside Pyodide and once in
CPython; each request is then its own test item.
"""

import json
import runpy
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PYODIDE_DIST = ROOT / "node_modules" / "pyodide"
WHEEL_DIR = ROOT / "dist"
WHEEL_GLOB = "maison_academique_engine-*-py3-none-any.whl"
GOLDEN = ROOT / "tests" / "golden" / "requests.json"
ANSWER_SOURCE = Path(__file__).with_name("answer_golden.py")
# A folder in Pyodide's in-memory file system (not on this machine) for the files of the batch.
PYODIDE_WORKDIR = "/parity"


@pytest.hookimpl(trylast=True)
def pytest_configure(config):
    """Points pytest-pyodide at the npm distribution unless --dist-dir was given."""
    dist_dir = getattr(config.option, "dist_dir", None)
    if dist_dir is None:  # pytest-pyodide is not installed: test_pyodide_parity.py says so.
        return
    if Path(dist_dir).resolve() == Path("pyodide").resolve():  # pytest-pyodide's default
        config.option.dist_dir = PYODIDE_DIST
        # pytest-pyodide keeps a copy of the option here, read by its decorators.
        pytest.pyodide_dist_dir = PYODIDE_DIST


class GoldenUnavailable(Exception):
    pass


def read_golden():
    """The golden requests as (text, list); raises GoldenUnavailable with the reason."""
    where = GOLDEN.relative_to(ROOT)
    if not GOLDEN.is_file():
        raise GoldenUnavailable(f"{where} does not exist: the Pyodide parity tests need the golden requests")
    text = GOLDEN.read_text(encoding="utf-8")
    try:
        requests = json.loads(text)
    except ValueError as exc:
        raise GoldenUnavailable(f"{where} is not valid JSON: {exc}") from None
    if not isinstance(requests, list) or not requests:
        raise GoldenUnavailable(f"{where} must hold a non-empty JSON list of request objects")
    return text, requests


def pytest_generate_tests(metafunc):
    """One test item per golden request (a single failing item when the file is unusable)."""
    if "golden_index" not in metafunc.fixturenames:
        return
    try:
        _, requests = read_golden()
    except GoldenUnavailable:
        metafunc.parametrize("golden_index", [None], ids=["golden-file"])
    else:
        ids = [f"request{index:03d}" for index in range(len(requests))]
        metafunc.parametrize("golden_index", range(len(requests)), ids=ids)


@pytest.fixture(scope="session")
def golden():
    """(text, requests) of tests/golden/requests.json."""
    try:
        return read_golden()
    except GoldenUnavailable as exc:
        reason = str(exc)
    pytest.fail(reason, pytrace=False)


PACKAGES = ("engine", "widgets")
"""The packages the wheel carries: the engine and the widgets' Python renderer."""


def _engine_files_differ(wheel):
    """Names of engine and widgets files whose wheel copy differs from the work tree (or is missing from either side)."""
    source = {
        path.relative_to(ROOT).as_posix(): path.read_bytes()
        for package in PACKAGES
        for path in (ROOT / package).rglob("*")
        if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc"
    }
    with zipfile.ZipFile(wheel) as archive:
        packed = {
            name: archive.read(name)
            for name in archive.namelist()
            if name.split("/")[0] in PACKAGES and not name.endswith("/")
        }
    differ = sorted(name for name in packed if source.get(name) != packed[name])
    differ += sorted(name for name in source if name.endswith(".py") and name not in packed)
    return differ


@pytest.fixture(scope="session")
def engine_wheel():
    """dist/'s engine wheel, checked to hold exactly what engine/ holds now."""
    wheels = sorted(WHEEL_DIR.glob(WHEEL_GLOB))
    if len(wheels) != 1:
        found = ", ".join(wheel.name for wheel in wheels) or "none"
        pytest.fail(
            f"expected one {WHEEL_GLOB} in dist/, found {found}: run build/wheel.sh (build/test.sh does)",
            pytrace=False,
        )
    differ = _engine_files_differ(wheels[0])
    if differ:
        pytest.fail(
            f"{wheels[0].name} is out of date with engine/ ({', '.join(differ[:5])}): "
            "run build/wheel.sh (build/test.sh does)",
            pytrace=False,
        )
    return wheels[0]


@pytest.fixture(scope="session")
def pyodide_dist(request):
    """The Pyodide distribution in use, checked to be the version package-lock.json pins."""
    dist = Path(request.config.option.dist_dir)
    if not (dist / "pyodide.mjs").is_file():
        pytest.fail(f"no Pyodide distribution in {dist}: run `npm ci` (build/test.sh does)", pytrace=False)
    if dist == PYODIDE_DIST:
        pinned = json.loads((ROOT / "package-lock.json").read_text())["packages"]["node_modules/pyodide"]
        installed = json.loads((dist / "package.json").read_text())["version"]
        if installed != pinned["version"]:
            pytest.fail(
                f"node_modules has pyodide {installed}, package-lock.json pins {pinned['version']}: run `npm ci`",
                pytrace=False,
            )
    return dist


@pytest.fixture(scope="session")
def cpython_answers(golden):
    """answer_golden.answer_all run by this CPython on the engine in the work tree: one JSON text per request."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    import engine.api

    assert Path(engine.api.__file__).resolve().is_relative_to(ROOT / "engine"), (
        f"CPython imported engine from {engine.api.__file__}, not from {ROOT / 'engine'}"
    )
    answer_all = runpy.run_path(str(ANSWER_SOURCE))["answer_all"]
    return json.loads(answer_all(golden[0]))


@pytest.fixture(scope="module")
def pyodide_engine(pyodide_dist, engine_wheel, selenium_module_scope):
    """pytest-pyodide's node runner (one Pyodide boot per module) with the engine wheel installed."""
    selenium = selenium_module_scope
    selenium.load_package(str(engine_wheel))
    selenium.run("import engine.api")
    return selenium


@pytest.fixture(scope="module")
def pyodide_answers(pyodide_engine, golden, tmp_path_factory):
    """answer_golden.answer_all run inside Pyodide on the wheel, in one call: one JSON text per request."""
    selenium = pyodide_engine
    out = tmp_path_factory.mktemp("pyodide") / "answers.json"
    # Files travel through Node's fs module, not through the runner's terminal.
    selenium.run_js(
        f"""
        const fs = require("fs");
        pyodide.FS.mkdirTree({json.dumps(PYODIDE_WORKDIR)});
        pyodide.FS.writeFile({json.dumps(PYODIDE_WORKDIR + "/answer_golden.py")}, fs.readFileSync({json.dumps(str(ANSWER_SOURCE))}));
        pyodide.FS.writeFile({json.dumps(PYODIDE_WORKDIR + "/requests.json")}, fs.readFileSync({json.dumps(str(GOLDEN))}));
        """
    )
    previous_timeout = selenium.script_timeout
    selenium.set_script_timeout(600)  # every request in one call: allow far more than one call's default
    try:
        selenium.run(
            f"""
import runpy
_answer_all = runpy.run_path({PYODIDE_WORKDIR + "/answer_golden.py"!r})["answer_all"]
with open({PYODIDE_WORKDIR + "/requests.json"!r}, encoding="utf-8") as _file:
    _answers = _answer_all(_file.read())
with open({PYODIDE_WORKDIR + "/answers.json"!r}, "w", encoding="utf-8") as _file:
    _file.write(_answers)
del runpy, _answer_all, _answers, _file
"""
        )
    finally:
        selenium.set_script_timeout(previous_timeout)
    selenium.run_js(
        f"""
        const fs = require("fs");
        fs.writeFileSync({json.dumps(str(out))}, pyodide.FS.readFile({json.dumps(PYODIDE_WORKDIR + "/answers.json")}));
        """
    )
    return json.loads(out.read_text(encoding="utf-8"))
