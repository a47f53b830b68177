#!/usr/bin/env bash
# Builds the site and serves it on 127.0.0.1 (port 8000, or the first argument).
set -euo pipefail
cd "$(dirname "$0")/.."
port="${1:-8000}"
source build/venv.sh build/requirements-site.txt build/requirements-gallery.txt
# ---- stage: what the site build needs (Pyodide, the engine wheel, the widgets' renderer) ----------------
# build/site_hook.py copies Pyodide from node_modules/ (installed exactly as package-lock.json pins it) and
# the engine wheel from dist/ into the site; the ```widget fence imports widgets.fence from this project.
npm ci --prefer-offline --no-audit --no-fund --loglevel=error
bash build/wheel.sh >/dev/null
python -m pip install --quiet --disable-pip-version-check -e . --no-deps --no-build-isolation
# ---- end of stage -----------------------------------------------------------------------------------------
# site_url makes MkDocs list the pages in sitemap.xml, which Material's instant navigation follows.
# NO_MKDOCS_2_WARNING quiets Material's notice about MkDocs 2, which this project pins below.
SITE_URL="http://127.0.0.1:${port}/" NO_MKDOCS_2_WARNING=1 mkdocs build --strict --site-dir site
echo "Serving the site on http://127.0.0.1:${port}/ (Ctrl-C to stop)"
exec python -m http.server "$port" --bind 127.0.0.1 --directory site
