#!/usr/bin/env bash
# Builds the engine's pure-Python wheel into dist/ (maison_academique_engine-<version>-py3-none-any.whl).
# tests/pyodide loads that wheel into Pyodide. Uses the project's .venv, where build/requirements-pyodide.txt
# puts hatchling, and builds without build isolation, so it needs no network once .venv exists.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
if [ "${VIRTUAL_ENV:-}" != "$root/.venv" ]; then
  # shellcheck disable=SC1091
  source build/venv.sh build/requirements-pyodide.txt
fi
mkdir -p dist
# Old engine wheels (another version, or a stale build) would leave the tests guessing which one to load.
rm -f dist/maison_academique_engine-*.whl
python -m pip wheel --quiet --disable-pip-version-check --no-deps --no-build-isolation --wheel-dir dist .
ls dist/maison_academique_engine-*-py3-none-any.whl
