#!/usr/bin/env bash
# Creates (or reuses) the project's virtual environment in .venv and installs the given requirement files.
# Sourced by the other build scripts; it activates the environment for them.
#
# Python: the first runnable Python 3.12+ among $PYTHON, python3.14 ... python3.12 on the PATH, the pyenv
# versions (read with `pyenv versions --bare` and `pyenv prefix`, so a pyenv Python need not be selected)
# and python3. Only when there is none does it fall back to a python3 3.11, the floor of the engine and the
# widgets (requires-python in pyproject.toml; tests/test_python_floor.py): they and their unit tests run there,
# but building the site needs 3.12+ (pyodide-build registers the wheel in pyodide-lock.json) and says so.
# An existing .venv older than 3.12 is made anew once a Python 3.12+ is found.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# Prints "major minor" of a runnable Python, or fails.
_ma_version() {
  "$1" -c 'import sys; print(*sys.version_info[:2])' 2>/dev/null
}

# True when the Python $1 runs and is at least 3.$2.
_ma_at_least() {
  local version
  version="$(_ma_version "$1")" || return 1
  set -- $version "$2"
  [ "$1" -eq 3 ] && [ "$2" -ge "$3" ]
}

# Prints the first runnable Python 3.12+ found, or nothing.
_ma_find_python() {
  local candidate version prefix
  for candidate in ${PYTHON:+"$PYTHON"} python3.14 python3.13 python3.12; do
    if command -v "$candidate" >/dev/null 2>&1 && _ma_at_least "$candidate" 12; then
      command -v "$candidate"
      return 0
    fi
  done
  # pyenv's shims run only the selected versions: ask pyenv where each installed CPython lives.
  if command -v pyenv >/dev/null 2>&1; then
    for version in $(pyenv versions --bare 2>/dev/null | grep -E '^3\.[0-9]+(\.[0-9]+)?$' | sort -t. -k1,1nr -k2,2nr -k3,3nr); do
      prefix="$(pyenv prefix "$version" 2>/dev/null)" || continue
      for candidate in "$prefix/bin/python3" "$prefix/bin/python"; do
        if [ -x "$candidate" ] && _ma_at_least "$candidate" 12; then
          echo "$candidate"
          return 0
        fi
      done
    done
  fi
  if command -v python3 >/dev/null 2>&1 && _ma_at_least python3 12; then
    command -v python3
  fi
}

if [ ! -x "$root/.venv/bin/python" ] || ! _ma_at_least "$root/.venv/bin/python" 12; then
  py="$(_ma_find_python)"
  if [ -z "$py" ] && [ ! -x "$root/.venv/bin/python" ]; then
    if command -v python3 >/dev/null 2>&1 && _ma_at_least python3 11; then
      py="$(command -v python3)"
      echo "warning: no Python 3.12+ found; using $("$py" --version 2>&1). The engine and the widgets run on it," \
        "but building the site needs Python 3.12+ (pyodide-build registers the engine wheel)." >&2
    else
      echo "error: Python 3.12 or newer is needed (3.11 at the least, without the site build)" >&2
      exit 1
    fi
  fi
  if [ -n "$py" ]; then
    [ -d "$root/.venv" ] && echo "Replacing .venv ($("$root/.venv/bin/python" --version 2>&1)) with $("$py" --version 2>&1)" >&2
    rm -rf "$root/.venv"
    "$py" -m venv "$root/.venv"
  fi
fi
unset -f _ma_version _ma_at_least _ma_find_python
# shellcheck disable=SC1091
source "$root/.venv/bin/activate"
python -m pip install --quiet --disable-pip-version-check --upgrade pip
for req in "$@"; do
  python -m pip install --quiet --disable-pip-version-check -r "$req"
done
