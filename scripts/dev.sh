#!/usr/bin/env bash
# Watch mode: the server restarts on change (tsx watch), the portal runs Vite's dev server with
# hot reload and proxies /api to the server.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 DATA_DIR="${DATA_DIR:-$PWD/.data}"
pnpm install --frozen-lockfile --reporter=silent
# The demo data, as npm start has it.
export DEMO_DATA="${DEMO_DATA:-1}"
exec pnpm exec turbo run dev --filter=@cidp/server --filter=@cidp/portal --ui=stream
