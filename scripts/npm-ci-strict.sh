#!/usr/bin/env bash
# `npm ci` that fails when a dependency asks for a newer Node.js than the one running: npm only warns
# (EBADENGINE) and the install goes on, so a package that needs Node 22 would scroll past unnoticed
# while the README promises Node 20. Runs in the current directory; extra arguments go to npm ci.
set -euo pipefail

log="$(mktemp)"
trap 'rm -f "$log"' EXIT

npm ci "$@" 2>&1 | tee "$log"
if grep -q EBADENGINE "$log"; then
  echo "npm ci: a dependency does not support Node.js $(node --version); see the EBADENGINE lines above." >&2
  echo "Choose versions that support it (root package.json overrides) or state the Node.js version you need." >&2
  exit 1
fi
