#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (Playwright's own browser download is not reachable here).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
echo "Chromium not found at $CHROMIUM; installing Debian's chromium package..." >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then SUDO="sudo -n"; fi
fi
if [ "$(id -u)" -eq 0 ] || [ -n "$SUDO" ]; then
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
if [ ! -x "$CHROMIUM" ]; then
  echo "Browser tests need Chromium at $CHROMIUM. Install it with: sudo apt-get install chromium" >&2
  echo "(or set CHROMIUM_PATH to another Chromium binary)." >&2
  exit 1
fi
