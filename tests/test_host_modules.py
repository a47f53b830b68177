"""The widgets' host (widgets/assets/host.js and its modules in widgets/assets/host/): its JSDoc types check with
TypeScript's compiler (jsconfig.json: checkJs, strict), and its pure modules pass their unit tests under Node's own
test runner (tests/js/*.test.mjs), imported there with no page at all.

build/test.sh runs `npm ci` first, which installs TypeScript (package.json's devDependencies).
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow
"""Left out of the quick path (`-m 'not slow'`): runs the host's type check and its tests under Node.js."""

ROOT = Path(__file__).parents[1]
TSC = ROOT / "node_modules" / "typescript" / "bin" / "tsc"
JS_TESTS = ROOT / "tests" / "js"


def _node() -> str:
    node = shutil.which("node")
    assert node, "Node.js is needed (npm installs Pyodide with it)"
    return node


def test_the_host_type_checks():
    if not TSC.is_file():
        pytest.skip("node_modules/typescript is missing: run `npm ci` (build/test.sh does)")
    done = subprocess.run([_node(), str(TSC), "-p", "jsconfig.json"], cwd=ROOT, capture_output=True, text=True,
                          check=False, timeout=300)
    assert done.returncode == 0, f"tsc -p jsconfig.json found errors:\n{done.stdout}{done.stderr}"


def test_the_host_modules_pass_their_unit_tests_under_node():
    tests = sorted(JS_TESTS.glob("*.test.mjs"))
    assert tests, f"no test in {JS_TESTS.relative_to(ROOT)}"
    done = subprocess.run([_node(), "--test", *(str(test.relative_to(ROOT)) for test in tests)], cwd=ROOT,
                          capture_output=True, text=True, check=False, timeout=300)
    assert done.returncode == 0, f"node --test failed:\n{done.stdout}{done.stderr}"
    assert "# fail 0" in done.stdout, done.stdout
