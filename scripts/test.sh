#!/usr/bin/env bash
# Every check of the project, in order; exits non-zero when any fails. Run through bootstrap.sh
# (npm test does) so the pinned Node and pnpm are on PATH.
set -uo pipefail
cd "$(dirname "$0")/.."
export CI="${CI:-true}" PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 FORCE_COLOR=0

passed=0
failed=0
failures=()
# Each step's output is kept too, so the end of the log can repeat what failed: a reader who sees
# only the log's tail still learns which test broke.
step_logs="$(mktemp -d)"
trap 'rm -rf "$step_logs"' EXIT
step() {
  local name="$1"
  shift
  echo
  echo "━━ $name"
  local started=$SECONDS
  if "$@" 2>&1 | tee "$step_logs/$((passed + failed)).log"; then
    passed=$((passed + 1))
    echo "✓ $name ($((SECONDS - started)) s)"
  else
    failed=$((failed + 1))
    failures+=("$name")
    echo "✗ $name ($((SECONDS - started)) s)"
  fi
}

bash scripts/ensure-chromium.sh || exit 1
bash scripts/ensure-nginx.sh || exit 1
pnpm install --frozen-lockfile --reporter=append-only || { echo "pnpm install failed" >&2; exit 1; }

step "format and general lint (biome)" pnpm exec biome ci .
step "architecture lint (eslint)" pnpm exec eslint . --max-warnings 0
# knip reads the portal's route modules, which import React Router's generated `+types`.
unused_code() { pnpm --filter @cidp/portal exec react-router typegen && pnpm --filter @cidp/operator exec react-router typegen && pnpm exec knip; }
step "unused code and dependencies (knip)" unused_code
step "architecture lint rules are live" pnpm run --silent test:lint-rules
# The server's integration suites also run on a real Postgres when one answers on this machine
# (they make and drop a throw-away database); otherwise they say why they skip it.
if [ -z "${DATABASE_URL:-}" ] && (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; then
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/postgres"
  echo "› a Postgres answers on 127.0.0.1:5432: the server suites run on it too"
fi
step "build, typecheck, unit, integration and story tests" env ${TEST_DATABASE_URL:+DATABASE_URL=$TEST_DATABASE_URL} pnpm exec turbo run build typecheck test --concurrency=2 --continue --output-logs=errors-only --summarize
node scripts/task-durations.mjs || true
step "Playwright journeys in Chromium" pnpm --filter @cidp/portal run --silent e2e
# Two services and two portals on a throw-away Postgres cluster and one object store, nginx in
# front: sessions, limits, files, content, chat, a rolling restart and a backup across instances.
step "scale-out across instances (Postgres, nginx)" pnpm --filter @cidp/portal run --silent scale-out

echo
if [ "$failed" -gt 0 ]; then
  echo "what failed, as the failing steps printed it:"
  cat "$step_logs"/*.log | grep -aE ' FAIL |✘|×|✗ |AssertionError|Error: |Timed out|timed out' | grep -av '^✗ ' | head -60
  echo
  printf 'failed: %s\n' "${failures[@]}"
fi
echo "checks: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
