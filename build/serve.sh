#!/usr/bin/env bash
# Builds the site and serves it on 127.0.0.1 (port 8000, or the first argument).
set -euo pipefail
cd "$(dirname "$0")/.."
port="${1:-8000}"
# The site is built for the address it is served at: Material's instant navigation follows only the pages
# sitemap.xml names, at that address (see build/build.sh for the build settings). REPO_URL and EDIT_URI, when
# set, are kept.
SITE_URL="http://127.0.0.1:${port}/" bash build/build.sh
echo "Serving the site on http://127.0.0.1:${port}/ (Ctrl-C to stop)"
exec .venv/bin/python -m http.server "$port" --bind 127.0.0.1 --directory site
