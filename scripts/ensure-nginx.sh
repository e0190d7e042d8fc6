#!/usr/bin/env bash
# The multi-instance test puts Debian's nginx in front of several servers; install it when missing.
set -euo pipefail
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
if [ -x "$NGINX" ]; then exit 0; fi
echo "nginx not found at $NGINX; installing Debian's nginx package..." >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then SUDO="sudo -n"; fi
fi
if [ "$(id -u)" -eq 0 ] || [ -n "$SUDO" ]; then
  $SUDO apt-get update -qq
  # The package's own service is not wanted: the test runs nginx as the current user on a free port.
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends nginx >/dev/null
fi
if [ ! -x "$NGINX" ]; then
  echo "The multi-instance test needs nginx at $NGINX. Install it with: sudo apt-get install nginx" >&2
  echo "(or set NGINX_PATH to another nginx binary)." >&2
  exit 1
fi
