#!/usr/bin/env bash
# Makes sure Debian's Chromium is there for the end-to-end tests and the demo (Playwright's own browser
# download cannot work without internet). Installs it with apt-get when we are root; otherwise says what to run.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $CHROMIUM: installing Debian's chromium package…" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is missing. Install it with:  sudo apt-get install -y chromium" >&2
echo "(or point CHROMIUM_PATH at a Chromium binary)" >&2
exit 1
