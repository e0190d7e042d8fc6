#!/usr/bin/env bash
# Offline patient speech uses the system's eSpeak NG library (Debian's espeak-ng, whose libespeak-ng1
# is the library) when it is installed, at a fraction of the CPU of the WebAssembly build that npm
# ships (docs/decisions/036-native-espeak-ng.md). Tests check both, so install it when missing.
set -euo pipefail
has_library() { ldconfig -p 2>/dev/null | grep -q 'libespeak-ng\.so\.1 '; }
if has_library; then exit 0; fi
echo "libespeak-ng.so.1 not found; installing Debian's espeak-ng package..." >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then SUDO="sudo -n"; fi
fi
if [ "$(id -u)" -eq 0 ] || [ -n "$SUDO" ]; then
  $SUDO apt-get update -qq
  # Recommends would add a sound server; only the library, its data and the command are wanted.
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends espeak-ng >/dev/null
fi
if ! has_library; then
  echo "Native offline speech needs libespeak-ng.so.1. Install it with: sudo apt-get install espeak-ng" >&2
  echo "(without it the server speaks with the slower WebAssembly build)." >&2
  exit 1
fi
