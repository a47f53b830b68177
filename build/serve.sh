#!/usr/bin/env bash
# Builds the site and serves it on 127.0.0.1 (port 8000, or the first argument).
set -euo pipefail
cd "$(dirname "$0")/.."
port="${1:-8000}"
source build/venv.sh build/requirements-site.txt
# site_url makes MkDocs list the pages in sitemap.xml, which Material's instant navigation follows.
# NO_MKDOCS_2_WARNING quiets Material's notice about MkDocs 2, which this project pins below.
SITE_URL="http://127.0.0.1:${port}/" NO_MKDOCS_2_WARNING=1 mkdocs build --strict --site-dir site
echo "Serving the site on http://127.0.0.1:${port}/ (Ctrl-C to stop)"
exec python -m http.server "$port" --bind 127.0.0.1 --directory site
