#!/usr/bin/env bash
# Every check of the project, in order; exits non-zero when any fails. Run through bootstrap.sh
# (npm test does) so the pinned Node and pnpm are on PATH.
set -uo pipefail
cd "$(dirname "$0")/.."
export CI="${CI:-true}" PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 FORCE_COLOR=0

passed=0
failed=0
failures=()
run_started=$SECONDS
# Each step's output is kept too, so the end of the log can repeat what failed: a reader who sees
# only the log's tail still learns which test broke. The folder also takes each step's time and the
# test runners' reports, from which the run ends with its duration report.
step_logs="$(mktemp -d)"
export TEST_REPORT_DIR="$step_logs/reports"
mkdir -p "$TEST_REPORT_DIR"
postgres_dir=""
clean_up() {
  [ -n "$postgres_dir" ] && bash scripts/throwaway-postgres.sh stop "$postgres_dir"
  [ -n "$postgres_dir" ] && rm -rf "$postgres_dir"
  rm -rf "$step_logs"
}
trap clean_up EXIT
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
  printf '%s\t%s\n' "$((SECONDS - started))" "$name" >>"$TEST_REPORT_DIR/steps.tsv"
}

bash scripts/ensure-chromium.sh || exit 1
bash scripts/ensure-nginx.sh || exit 1
bash scripts/ensure-rclone.sh || exit 1
pnpm install --frozen-lockfile --reporter=append-only || { echo "pnpm install failed" >&2; exit 1; }

step "format and general lint (biome)" pnpm exec biome ci .
step "architecture lint (eslint)" pnpm exec eslint . --max-warnings 0
step "architecture lint rules are live" pnpm run --silent test:lint-rules
# The server suites that prove races (jobs across instances, the chat's writers, takes and
# deposits) run on a real Postgres on every machine: the one TEST_DATABASE_URL (or DATABASE_URL)
# names, else a throw-away PostgreSQL 15 cluster of this run's own. PGlite stays the default for the rest.
TEST_DATABASE_URL="${TEST_DATABASE_URL:-${DATABASE_URL:-}}"
if [ -z "$TEST_DATABASE_URL" ]; then
  postgres_dir="$(mktemp -d)"
  TEST_DATABASE_URL="$(bash scripts/throwaway-postgres.sh start "$postgres_dir")" || { echo "the throw-away Postgres did not start" >&2; exit 1; }
  echo "› a throw-away PostgreSQL 15 cluster for the server suites: $TEST_DATABASE_URL"
fi
# What the journeys, the scale-out step and the component tests run: the services, the portal and
# the back office. The libraries are imported from source everywhere, so their publishable dist/
# and Storybook's static site are built by their own commands, not here (upload's and chat's tests
# build theirs to check the API reports and size budgets; the sibling site's step packs them).
step "build the services, portal and back office" pnpm exec turbo run build --filter=@cidp/server --filter=@cidp/portal --filter=@cidp/operator --only --output-logs=errors-only --summarize
# Each app's typecheck generates React Router's route types first (once per app, here).
step "typecheck, unit, integration and story tests" env DATABASE_URL="$TEST_DATABASE_URL" pnpm exec turbo run typecheck test --concurrency=2 --continue --output-logs=errors-only --summarize
# knip reads the apps' route modules, which import the route types the typecheck just generated.
step "unused code and dependencies (knip)" pnpm exec knip
step "Playwright journeys in Chromium" pnpm --filter @cidp/portal run --silent e2e
# A sibling site outside the workspace (examples/sibling-site) installs the packed @cidp/upload and
# @cidp/chat, builds, and uploads and chats against the built services on its own origin.
step "the sibling site from the packed upload and chat packages" pnpm --filter @cidp/portal run --silent sibling-site
# Two services and two portals on a throw-away Postgres cluster and one object store, nginx in
# front: sessions, limits, files, content, chat, a rolling restart and a backup across instances.
step "scale-out across instances (Postgres, nginx)" pnpm --filter @cidp/portal run --silent scale-out
# The Dockerfile's steps on a clean export of HEAD (build, production-only install, the runtime's
# copies) and the result started as a deployment starts it: the store, migrate, the services, the
# portal, as an unprivileged user on this run's Postgres. A Dockerfile that cannot build its tree fails here.
step "the image's steps, started in the production shape" env TEST_DATABASE_URL="$TEST_DATABASE_URL" bash deploy/exercise-image.sh

echo
node scripts/test-durations.mjs "$TEST_REPORT_DIR" "$((SECONDS - run_started))" || true
echo
if [ "$failed" -gt 0 ]; then
  echo "what failed, as the failing steps printed it:"
  cat "$step_logs"/*.log | grep -aE ' FAIL |✘|×|✗ |AssertionError|Error: |Timed out|timed out' | grep -av '^✗ ' | head -60
  echo
  printf 'failed: %s\n' "${failures[@]}"
fi
echo "checks: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
