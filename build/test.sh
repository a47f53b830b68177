#!/usr/bin/env bash
# Runs every test on a fresh machine, installing what the tests need first.
# Extra arguments go to pytest (for example: build/test.sh -k farmer).
set -euo pipefail
cd "$(dirname "$0")/.."
source build/venv.sh build/requirements-test.txt build/requirements-pyodide.txt build/requirements-site.txt
# ---- stage: Pyodide (for tests/pyodide) ------------------------------------------------------------
# tests/pyodide runs the engine inside Pyodide under Node.js. Install Pyodide exactly as
# package-lock.json pins it (into node_modules/) and build the engine wheel those tests load (into dist/).
npm ci --prefer-offline --no-audit --no-fund --loglevel=error
bash build/wheel.sh >/dev/null
# ---- end of stage: Pyodide --------------------------------------------------------------------------
set +e
python -m pytest "$@"
rc=$?
set -e
# pytest exits 5 when a selection collects no test: that is not a failure of the suite.
if [ "$rc" -eq 5 ]; then rc=0; fi
exit "$rc"
