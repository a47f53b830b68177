#!/usr/bin/env bash
# Builds the site into site/, for the address it will be served from, installing what the build needs first.
# Build settings, read from the environment by mkdocs.yml (docs/build.md, "Publishing the site"):
#   SITE_URL  the address the site is published at, with its path (default http://127.0.0.1:8000/);
#   REPO_URL  the project's repository, linked from every page with an edit button (default: none);
#   EDIT_URI  the path of docs/ in the repository's web editor (default edit/main/docs/).
set -euo pipefail
cd "$(dirname "$0")/.."
source build/venv.sh build/requirements-site.txt build/requirements-gallery.txt
# ---- stage: what the site build needs (Pyodide, the engine wheel, the widgets' renderer) ----------------
# build/site_hook.py copies Pyodide from node_modules/ (installed exactly as package-lock.json pins it) and
# the engine wheel from dist/ into the site, and makes the engine's memory snapshot with Node (build/snapshot.mjs);
# the ```widget fence imports widgets.fence from this project.
npm ci --prefer-offline --no-audit --no-fund --loglevel=error
bash build/wheel.sh >/dev/null
python -m pip install --quiet --disable-pip-version-check -e . --no-deps --no-build-isolation
# ---- end of stage -----------------------------------------------------------------------------------------
# NO_MKDOCS_2_WARNING quiets Material's notice about MkDocs 2, which this project pins below.
NO_MKDOCS_2_WARNING=1 mkdocs build --strict --site-dir site
echo "Built site/ for ${SITE_URL:-http://127.0.0.1:8000/}"
