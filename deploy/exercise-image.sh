#!/usr/bin/env bash
# Runs deploy/Dockerfile's steps on this machine, for machines without a container daemon: the
# build stage in a clean export of HEAD (filtered install, build, deploy/assemble-runtime.sh into a
# separate folder, as the image's /app), then both commands started from that folder as an
# unprivileged user with a production environment (Postgres, the object store as its own process, the
# deploy step's migrate): the services must become ready, the portal must serve its home page and
# the back office its log-in page. Run through bootstrap.sh (the image's Node and pnpm versions):
#   bash scripts/bootstrap.sh bash deploy/exercise-image.sh
set -euo pipefail
# As the Dockerfile's ENV: no prompts, no telemetry.
export CI=true TURBO_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d /tmp/cidp-image-XXXXXX)"
# The unprivileged user of the runtime steps must reach the copies.
chmod 755 "$work"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  # The processes run under runuser in subshells: end them by what they run, not only by the subshell.
  pkill -f "$work/app" 2>/dev/null || true
  sleep 1
  pkill -9 -f "$work/app" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
step() { printf '› %s\n' "$*"; }
started=$SECONDS

step "build stage: the workspace at HEAD"
mkdir -p "$work/src"
git -C "$root" archive HEAD | tar -x -C "$work/src"
cd "$work/src"
filters=(--filter "@cidp/server..." --filter "@cidp/portal..." --filter "@cidp/operator...")
step "build stage: pnpm install --frozen-lockfile (services, portal and back office with their workspace packages)"
pnpm install --frozen-lockfile "${filters[@]}" --reporter=silent
step "build stage: turbo run build (services, portal, back office)"
pnpm exec turbo run build --filter=@cidp/server --filter=@cidp/portal --filter=@cidp/operator --only --output-logs=errors-only >/dev/null
step "build stage: the runtime's files (deploy/assemble-runtime.sh: production dependencies only, pruned)"
app="$work/app"
sh deploy/assemble-runtime.sh "$app" >"$work/assemble.log" 2>&1 || { tail -n 20 "$work/assemble.log"; exit 1; }
mkdir -p "$app/data"
cp deploy/health-check.mjs "$app/"
size="$(du -sh "$app" | cut -f1)"
chown -R nobody:nogroup "$app" 2>/dev/null || true
as_user() { if [ "$(id -u)" -eq 0 ]; then runuser -u nobody -- "$@"; else "$@"; fi; }
# The image's own Node (the pinned one, as /usr/local/bin/node is in the image), copied where the
# unprivileged user reaches it: the checkout's .tools may sit in a folder only root can enter, and
# the machine's own node (20) cannot run the portal's and back office's TypeScript entry points.
mkdir -p "$work/runtime-node"
cp "$(command -v node)" "$work/runtime-node/node"
chmod 755 "$work/runtime-node" "$work/runtime-node/node"
node_binary="$work/runtime-node/node"

# Four ports the system says are free now (a fixed or random range can meet a port in use: the run's
# own Postgres took one of 39000-39999 once).
read -r services_port store_port portal_port operator_port < <(node -e '
const net = require("node:net");
const servers = [0, 1, 2, 3].map(() => net.createServer().listen(0, "127.0.0.1"));
Promise.all(servers.map((s) => new Promise((resolve) => s.on("listening", resolve)))).then(() => {
  console.log(servers.map((s) => s.address().port).join(" "));
  for (const s of servers) s.close();
});')
secret="image-check-$(head -c 24 /dev/urandom | base64 | tr -d '/+=')"
# Production runs on Postgres: the one TEST_DATABASE_URL or DATABASE_URL names (a database of its
# own is made there), else a throw-away PostgreSQL 15 cluster of this check's own.
server_url="${TEST_DATABASE_URL:-${DATABASE_URL:-}}"
if [ -z "$server_url" ]; then
  server_url="$(bash "$root/scripts/throwaway-postgres.sh" start "$work/postgres")"
  cleanup_postgres() { bash "$root/scripts/throwaway-postgres.sh" stop "$work/postgres" || true; }
else
  cleanup_postgres() { :; }
fi
database="cidp_image_$RANDOM$RANDOM"
psql -q "$server_url" -c "create database $database" >/dev/null
trap 'psql -q "$server_url" -c "drop database if exists $database with (force)" >/dev/null 2>&1 || true; cleanup_postgres; cleanup' EXIT
unset DATABASE_URL TEST_DATABASE_URL
# One settings file for every process, as compose gives them: the store runs itself at the address the services use.
export NODE_ENV=production DATA_DIR="$app/data" SERVER_HOST=127.0.0.1 SERVER_PORT="$services_port" OBJECT_STORE_PORT=$store_port \
  DATABASE_URL="${server_url%/*}/$database" OBJECT_STORE_ENDPOINT="http://127.0.0.1:$store_port" OBJECT_STORE_ACCESS_KEY=cidp \
  PUBLIC_PORTAL_ORIGIN="http://127.0.0.1:$portal_port" LOGIN_SITE_ORIGIN="http://127.0.0.1:$services_port" PUBLIC_OPERATOR_ORIGIN="http://127.0.0.1:$operator_port" \
  TOKEN_SECRET="$secret-token" SEALING_KEYS="image-check:$secret-sealing" OBJECT_STORE_SECRET_KEY="$secret-store" CONTENT_STREAM_SECRET="$secret-stream" LOG_LEVEL=warn
# The outside providers' settings (WeChat Pay, Alipay, an SMS carrier) with keys made for this run:
# production refuses the sandbox payments and the SMS outbox, and a start never calls the providers.
node "$root/deploy/provider-settings-for-checks.mjs" "$work/provider-keys" >"$work/provider.env"
set -a
# shellcheck disable=SC1091
. "$work/provider.env"
set +a
step "runtime: the object store (node apps/server/dist/cli.js object-store) as an unprivileged user"
(cd "$app" && as_user "$node_binary" "$app/apps/server/dist/cli.js" object-store >"$work/store.log" 2>&1) &
pids+=($!)
for _ in $(seq 1 120); do curl -fs "http://127.0.0.1:$store_port/_store/ready" >/dev/null 2>&1 && break; sleep 0.5; done
curl -fs "http://127.0.0.1:$store_port/_store/ready" >/dev/null || { echo "✗ object store not ready"; tail -n 30 "$work/store.log"; exit 1; }
step "runtime: the deploy step (node apps/server/dist/cli.js migrate)"
(cd "$app" && as_user "$node_binary" "$app/apps/server/dist/cli.js" migrate) >"$work/migrate.log" 2>&1 || { echo "✗ migrate failed"; tail -n 30 "$work/migrate.log"; exit 1; }
step "runtime: the services (node apps/server/dist/main.js) as an unprivileged user"
(cd "$app" && as_user "$node_binary" "$app/apps/server/dist/main.js" >"$work/services.log" 2>&1) &
pids+=($!)
for _ in $(seq 1 240); do curl -fs "http://127.0.0.1:$services_port/ready" >/dev/null 2>&1 && break; sleep 0.5; done
curl -fs "http://127.0.0.1:$services_port/ready" >/dev/null || { echo "✗ services not ready"; tail -n 30 "$work/services.log"; tail -n 10 "$work/store.log"; exit 1; }
step "runtime: the portal (node server.ts in apps/portal)"
(cd "$app/apps/portal" && PORT=$portal_port HOST=127.0.0.1 API_ORIGIN="http://127.0.0.1:$services_port" as_user "$node_binary" --max-semi-space-size=64 "$app/apps/portal/server.ts" >"$work/portal.log" 2>&1) &
pids+=($!)
for _ in $(seq 1 360); do curl -fs --max-time 10 "http://127.0.0.1:$portal_port/default/home" >/dev/null 2>&1 && break; sleep 0.5; done
# Read whole, then searched: grep -q stopping at the first match would cut curl off (SIGPIPE) and fail the pipe.
home="$(curl -fs "http://127.0.0.1:$portal_port/default/home" || true)"
grep -q "<footer" <<<"$home" || {
  echo "✗ portal home not served: HTTP $(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$portal_port/default/home")"
  head -c 600 <<<"$home"
  tail -n 30 "$work/portal.log"
  exit 1
}
curl -fs "http://127.0.0.1:$portal_port/ready" >/dev/null || { echo "✗ portal not ready"; exit 1; }
step "runtime: the back office (node server.ts in apps/operator)"
(cd "$app/apps/operator" && PORT=$operator_port HOST=127.0.0.1 API_ORIGIN="http://127.0.0.1:$services_port" as_user "$node_binary" "$app/apps/operator/server.ts" >"$work/operator.log" 2>&1) &
pids+=($!)
for _ in $(seq 1 360); do curl -fs --max-time 10 "http://127.0.0.1:$operator_port/ready" >/dev/null 2>&1 && break; sleep 0.5; done
login="$(curl -fsL "http://127.0.0.1:$operator_port/login" || true)"
grep -q "运营" <<<"$login" || { echo "✗ back office log-in page not served"; tail -n 30 "$work/operator.log"; exit 1; }
metrics="$(curl -fs "http://127.0.0.1:$operator_port/metrics" || true)"
grep -q 'app="operator"' <<<"$metrics" || { echo "✗ back office metrics not served"; exit 1; }
echo "✓ image steps: built, pruned to production dependencies ($size), store, migrate, services, portal and back office serving as an unprivileged user, in $((SECONDS - started)) s"
