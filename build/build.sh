#!/usr/bin/env bash
# Builds the site into site/, for the address it will be served from, installing what the build needs first.
# Extra arguments go to build/site_build.py (see there: the generator, other page sets in sub-paths).
# Build settings, read from the environment by build/site_config.py (docs/build.md, "Publishing the site"):
#   SITE_URL  the address the site is published at, with its path (default http://127.0.0.1:8000/);
#   REPO_URL  the project's repository, linked from every page with an edit button (default: none);
#   EDIT_URI  the path of docs/ in the repository's web editor (default edit/main/docs/);
#   SITE_GENERATOR  mkdocs (the default), properdocs or zensical (docs/build.md, "Three generators"), each
#             installed from its own requirements file.
set -euo pipefail
cd "$(dirname "$0")/.."
generator="${SITE_GENERATOR:-mkdocs}"
case "$generator" in
  mkdocs) extra=() ;;
  properdocs|zensical) extra=("build/requirements-$generator.txt") ;;
  *) echo "error: SITE_GENERATOR=$generator: mkdocs, properdocs or zensical" >&2; exit 1 ;;
esac
source build/venv.sh build/requirements-site.txt build/requirements-gallery.txt "${extra[@]}"
# ---- stage: what the site build needs (Pyodide, the engine wheel, the widgets' renderer) ----------------
# build/site_assets.py copies Pyodide from node_modules/ (installed exactly as package-lock.json pins it) and
# the engine wheel from dist/ into the site, and makes the engine's memory snapshot with Node (build/snapshot.mjs);
# the ```widget fence imports widgets.fence from this project.
npm ci --prefer-offline --no-audit --no-fund --loglevel=error
bash build/wheel.sh >/dev/null
python -m pip install --quiet --disable-pip-version-check -e . --no-deps --no-build-isolation
# ---- end of stage -----------------------------------------------------------------------------------------
# The steps around the generator: the pages (with the gallery) staged before it, Pyodide and the widgets' assets
# placed after it (build/site_build.py).
python build/site_build.py --generator "$generator" --site-dir site "$@"
echo "Built site/ for ${SITE_URL:-http://127.0.0.1:8000/}"
