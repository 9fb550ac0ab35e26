#!/usr/bin/env bash
# Makes sure Debian's Firefox ESR is there for the Firefox end-to-end tests (tests/firefox/, driven over
# WebDriver BiDi: no geckodriver and no browser download needed). Installs it with apt-get when we are root;
# otherwise says what to run.
set -euo pipefail
FIREFOX="${FIREFOX_PATH:-/usr/bin/firefox-esr}"
if [ -x "$FIREFOX" ]; then
  exit 0
fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Firefox not found at $FIREFOX: installing Debian's firefox-esr package…" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq firefox-esr >/dev/null
  exit 0
fi
echo "Firefox is missing. Install it with:  sudo apt-get install -y firefox-esr" >&2
echo "(or point FIREFOX_PATH at a Firefox 142+ binary)" >&2
exit 1
