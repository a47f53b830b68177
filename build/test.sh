#!/usr/bin/env bash
# Runs every test on a fresh machine, installing what the tests need first.
# Extra arguments go to pytest (for example: build/test.sh -k farmer).
set -euo pipefail
cd "$(dirname "$0")/.."
source build/venv.sh build/requirements-test.txt build/requirements-pyodide.txt build/requirements-site.txt \
  build/requirements-properdocs.txt build/requirements-zensical.txt build/requirements-browser.txt \
  build/requirements-gallery.txt
# ---- stage: Pyodide (for tests/pyodide) ------------------------------------------------------------
# tests/pyodide runs the engine inside Pyodide under Node.js. Install Pyodide exactly as
# package-lock.json pins it (into node_modules/, with TypeScript, which tests/test_host_modules.py runs)
# and build the engine wheel those tests load (into dist/).
npm ci --prefer-offline --no-audit --no-fund --loglevel=error
bash build/wheel.sh >/dev/null
# ---- end of stage: Pyodide --------------------------------------------------------------------------
# ---- stage: site build (for tests that build the site) ----------------------------------------------
# The ```widget fence of mkdocs.yml imports widgets.fence: install this project into .venv, editable.
# The site build also copies node_modules/pyodide and dist/'s wheel, both prepared just above. The tests build
# it with each of the three generators (MkDocs, ProperDocs and Zensical, all installed above).
python -m pip install --quiet --disable-pip-version-check -e . --no-deps --no-build-isolation
# ---- end of stage: site build -----------------------------------------------------------------------
# ---- stage: browser (for tests/browser) -------------------------------------------------------------
# tests/browser drives Debian's Chromium with Playwright (build/requirements-browser.txt, installed above)
# against the built site on 127.0.0.1, and checks accessibility with axe-core (package.json, installed by
# `npm ci` above). Install Debian's chromium when /usr/bin/chromium is absent (never a Playwright download).
bash build/chromium.sh
# ---- end of stage: browser --------------------------------------------------------------------------
# Workers: pytest-xdist runs the tests on as many workers as the machine has cores (at most 4); the browser tests,
# the Pyodide tests and those of the built site each stay on one worker (tests/conftest.py). -n 0 runs them all in
# this process.
set +e
python -m pytest --numprocesses=auto --maxprocesses=4 --dist=loadgroup "$@"
rc=$?
set -e
# pytest exits 5 when a selection collects no test: that is not a failure of the suite.
if [ "$rc" -eq 5 ]; then rc=0; fi
exit "$rc"
