#!/usr/bin/env bash
# Installs Debian's `chromium` package when /usr/bin/chromium is absent; the browser tests (Playwright) and
# build/bench_site.py drive that binary. It never downloads a browser any other way (no `playwright install`).
# Usage: build/chromium.sh [--dry-run]   (--dry-run prints what it would do and changes nothing)
set -euo pipefail
dry_run=0
case "${1:-}" in
  --dry-run|-n) dry_run=1 ;;
  "") ;;
  *) echo "usage: $0 [--dry-run]" >&2; exit 2 ;;
esac
browser="${CHROMIUM:-/usr/bin/chromium}"

if [ -x "$browser" ]; then
  echo "chromium: $browser is present ($("$browser" --version 2>/dev/null || echo 'version unknown'))"
  exit 0
fi

# apt-get needs root: run it directly as root, through sudo otherwise.
run() {
  echo "+ $*"
  if [ "$dry_run" -eq 1 ]; then return 0; fi
  "$@"
}
if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1; then
  as_root=(sudo)
else
  echo "error: $browser is absent and installing Debian's chromium needs root (or sudo)" >&2
  exit 1
fi
command -v apt-get >/dev/null 2>&1 || { echo "error: $browser is absent and apt-get is not available" >&2; exit 1; }

echo "chromium: $browser is absent; installing Debian's chromium package with apt-get"
export DEBIAN_FRONTEND=noninteractive
run "${as_root[@]}" apt-get update -qq
run "${as_root[@]}" apt-get install -y -qq chromium
if [ "$dry_run" -eq 1 ]; then
  echo "chromium: dry run, nothing installed"
  exit 0
fi
[ -x "$browser" ] || { echo "error: apt-get installed chromium but $browser is still absent" >&2; exit 1; }
echo "chromium: installed $("$browser" --version 2>/dev/null || echo "$browser")"
