#!/usr/bin/env bash
# Creates (or reuses) the project's virtual environment in .venv and installs the given requirement files.
# Sourced by the other build scripts; it activates the environment for them.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ ! -x "$root/.venv/bin/python" ]; then
  # Python 3.12+ is preferred (pyodide-build needs it); the engine itself runs on 3.11+.
  py="${PYTHON:-}"
  for candidate in python3.13 python3.12 python3; do
    [ -n "$py" ] && break
    if command -v "$candidate" >/dev/null 2>&1 && "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
      py="$candidate"
    fi
  done
  [ -n "$py" ] || { echo "error: Python 3.11 or newer is needed" >&2; exit 1; }
  "$py" -m venv "$root/.venv"
fi
# shellcheck disable=SC1091
source "$root/.venv/bin/activate"
python -m pip install --quiet --disable-pip-version-check --upgrade pip
for req in "$@"; do
  python -m pip install --quiet --disable-pip-version-check -r "$req"
done
