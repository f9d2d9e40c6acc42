#!/usr/bin/env bash
# Builds deploy/Dockerfile into a real image with Debian's docker.io on a machine that reaches no
# image registry, then runs it: the object store, the deploy step (migrate), the services, the portal
# and the back office, each in its own container against this machine's Postgres, each waited for by
# its own health check; the portal must serve its home page and the back office its log-in page.
# Prints the build's time, the image's size and its largest layers.
#   bash scripts/bootstrap.sh bash deploy/build-image.sh      (as root; apt-get install docker.io debootstrap)
# Settings: TEST_DATABASE_URL or DATABASE_URL (a Postgres to make a database in; default a throw-away
# cluster), IMAGE_WORK (default /var/tmp/cidp-image: the daemon's data and the base's files),
# KEEP_DAEMON=1 (leave the daemon, its cache and the image for another run).
#
# The base image (node:24.21.0-bookworm-slim) cannot be pulled here, so it is stood in once: Debian
# bookworm's minimal system (debootstrap), the pinned Node of scripts/bootstrap.sh with npm, user node
# (uid 1000) and this machine's CA bundle; the Dockerfile then builds unchanged. The daemon runs with
# no bridge or iptables of its own (host network), as the machine allows.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="${IMAGE_WORK:-/var/tmp/cidp-image}"
base=node:24.21.0-bookworm-slim
image=cidp-portal:local
step() { printf '› %s\n' "$*"; }
fail() { printf '✗ %s\n' "$*" >&2; exit 1; }
[ "$(id -u)" -eq 0 ] || fail "run as root (the daemon and debootstrap need it)"
command -v dockerd >/dev/null || fail "dockerd not found: apt-get install docker.io"
command -v debootstrap >/dev/null || fail "debootstrap not found: apt-get install debootstrap"
[ "$(node -v)" = "v24.21.0" ] || fail "run through scripts/bootstrap.sh (the image's pinned Node 24.21.0), not $(node -v)"
# Debian's client (20.10) matches its daemon and builds without BuildKit, which would pull its own frontend.
docker=/usr/bin/docker
[ -x "$docker" ] || docker="$(command -v docker)"
export DOCKER_HOST="unix://$work/docker.sock" DOCKER_BUILDKIT=0
mkdir -p "$work"

containers=()
database=""
server_url=""
cleanup() {
  for container in "${containers[@]}"; do "$docker" rm -f "$container" >/dev/null 2>&1 || true; done
  [ -n "$database" ] && psql -q "$server_url" -c "drop database if exists $database with (force)" >/dev/null 2>&1 || true
  [ -n "${cleanup_postgres:-}" ] && bash "$root/scripts/throwaway-postgres.sh" stop "$work/postgres" >/dev/null 2>&1 || true
  if [ "${KEEP_DAEMON:-0}" != 1 ] && [ -f "$work/docker.pid" ]; then
    kill "$(cat "$work/docker.pid")" 2>/dev/null || true
    for _ in $(seq 1 60); do [ -f "$work/docker.pid" ] || break; sleep 0.5; done
    rm -rf "$work/data" "$work/exec"
  fi
}
trap cleanup EXIT

if ! "$docker" version >/dev/null 2>&1; then
  step "starting dockerd (data in $work/data)"
  dockerd --iptables=false --bridge=none --data-root "$work/data" --exec-root "$work/exec" \
    -H "$DOCKER_HOST" --pidfile "$work/docker.pid" >"$work/dockerd.log" 2>&1 &
  for _ in $(seq 1 60); do "$docker" version >/dev/null 2>&1 && break; sleep 0.5; done
  "$docker" version >/dev/null 2>&1 || { tail -n 20 "$work/dockerd.log"; fail "dockerd did not start"; }
fi

if ! "$docker" image inspect "$base" >/dev/null 2>&1; then
  rootfs="$work/rootfs"
  if [ ! -x "$rootfs/bin/sh" ]; then
    step "base: debootstrap --variant=minbase bookworm"
    rm -rf "$rootfs"
    debootstrap --variant=minbase bookworm "$rootfs" http://deb.debian.org/debian >"$work/debootstrap.log" 2>&1 \
      || { tail -n 20 "$work/debootstrap.log"; fail "debootstrap failed"; }
  fi
  step "base: Node $(node -v), npm, user node, CA bundle → $base"
  # As Debian's slim images: no documentation, manuals or translations, now or in later installs.
  cat >"$rootfs/etc/dpkg/dpkg.cfg.d/slim" <<'EOF'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
EOF
  find "$rootfs/usr/share/doc" -mindepth 2 ! -name copyright ! -type d -delete 2>/dev/null || true
  rm -rf "$rootfs"/usr/share/man/* "$rootfs"/usr/share/info/* "$rootfs"/usr/share/locale/* \
    "$rootfs"/var/cache/apt/* "$rootfs"/var/lib/apt/lists/*
  install -m 755 "$(command -v node)" "$rootfs/usr/local/bin/node"
  npm_home="$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")"
  rm -rf "$rootfs/usr/local/lib/node_modules/npm"
  mkdir -p "$rootfs/usr/local/lib/node_modules"
  cp -a "$npm_home" "$rootfs/usr/local/lib/node_modules/npm"
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
  mkdir -p "$rootfs/etc/ssl/certs"
  cp /etc/ssl/certs/ca-certificates.crt "$rootfs/etc/ssl/certs/ca-certificates.crt"
  chroot "$rootfs" sh -c 'getent passwd node >/dev/null || { groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node; }'
  tar -C "$rootfs" -c . | "$docker" import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
    --change 'CMD ["node"]' - "$base" >/dev/null
fi

step "build: docker build -f deploy/Dockerfile from a clean export of HEAD ($(git -C "$root" rev-parse --short HEAD))"
git -C "$root" archive --format=tar HEAD >"$work/context.tar"
built=$SECONDS
"$docker" build --network host -f deploy/Dockerfile -t "$image" - <"$work/context.tar" >"$work/build.log" 2>&1 \
  || { tail -n 40 "$work/build.log"; fail "docker build failed (whole log: $work/build.log)"; }
build_seconds=$((SECONDS - built))
size_mb=$(( $("$docker" image inspect -f '{{.Size}}' "$image") / 1000000 ))
step "built in ${build_seconds} s: $image, ${size_mb} MB"

# A database of its own on the given Postgres (or a throw-away cluster); the containers share the
# host's network, so every process gets a port the system says is free.
server_url="${TEST_DATABASE_URL:-${DATABASE_URL:-}}"
if [ -z "$server_url" ]; then
  server_url="$(bash "$root/scripts/throwaway-postgres.sh" start "$work/postgres")"
  cleanup_postgres=1
fi
database="cidp_image_$RANDOM$RANDOM"
psql -q "$server_url" -c "create database $database" >/dev/null
read -r services_port store_port portal_port operator_port < <(node -e '
const net = require("node:net");
const servers = [0, 1, 2, 3].map(() => net.createServer().listen(0, "127.0.0.1"));
Promise.all(servers.map((s) => new Promise((resolve) => s.on("listening", resolve)))).then(() => {
  console.log(servers.map((s) => s.address().port).join(" "));
  for (const s of servers) s.close();
});')
secret="image-$(head -c 24 /dev/urandom | base64 | tr -d '/+=')"
# The outside providers' settings with keys made for this run (production refuses the sandbox
# payments and the SMS outbox; a start never calls the providers), the key files mounted read-only.
node "$root/deploy/provider-settings-for-checks.mjs" "$work/provider-keys" /run/provider-keys >"$work/provider.env"
settings=(
  -e NODE_ENV=production -e SERVER_HOST=127.0.0.1 -e HOST=127.0.0.1 -e "SERVER_PORT=$services_port" -e "OBJECT_STORE_PORT=$store_port"
  -e "DATABASE_URL=${server_url%/*}/$database" -e "OBJECT_STORE_ENDPOINT=http://127.0.0.1:$store_port" -e OBJECT_STORE_ACCESS_KEY=cidp
  -e "PUBLIC_PORTAL_ORIGIN=http://127.0.0.1:$portal_port" -e "LOGIN_SITE_ORIGIN=http://127.0.0.1:$services_port"
  -e "PUBLIC_OPERATOR_ORIGIN=http://127.0.0.1:$operator_port" -e "API_ORIGIN=http://127.0.0.1:$services_port"
  -e "TOKEN_SECRET=$secret-token" -e "SEALING_KEYS=image:$secret-sealing" -e "OBJECT_STORE_SECRET_KEY=$secret-store"
  -e "CONTENT_STREAM_SECRET=$secret-stream" -e LOG_LEVEL=warn
  --env-file "$work/provider.env" -v "$work/provider-keys:/run/provider-keys:ro"
)
run() { # name, then docker run's own options and the command
  local name="cidp-image-$1"
  shift
  "$docker" rm -f "$name" >/dev/null 2>&1 || true
  containers+=("$name")
  "$docker" run -d --name "$name" --network host "${settings[@]}" "$@" >/dev/null
}
healthy() { # name, seconds: waits for the container's own health check
  local name="cidp-image-$1" status=""
  for _ in $(seq 1 "$2"); do
    status="$("$docker" inspect -f '{{.State.Health.Status}}' "$name" 2>/dev/null || echo gone)"
    [ "$status" = healthy ] && return 0
    [ "$status" = gone ] && break
    sleep 1
  done
  "$docker" logs --tail 30 "$name" 2>&1 || true
  fail "$name: health check says $status"
}

step "run: the object store (cli.js object-store)"
run store "$image" node apps/server/dist/cli.js object-store
healthy store 90
step "run: the deploy step (cli.js migrate)"
"$docker" run --rm --network host "${settings[@]}" "$image" node apps/server/dist/cli.js migrate >"$work/migrate.log" 2>&1 \
  || { tail -n 30 "$work/migrate.log"; fail "migrate failed"; }
step "run: the services (the image's default command)"
run services "$image"
healthy services 150
step "run: the portal (node server.ts in apps/portal)"
run portal -e "PORT=$portal_port" -w /app/apps/portal "$image" node --max-semi-space-size=64 server.ts
healthy portal 150
step "run: the back office (node server.ts in apps/operator)"
run operator -e "PORT=$operator_port" -w /app/apps/operator "$image" node server.ts
healthy operator 150
home="$(curl -fs "http://127.0.0.1:$portal_port/default/home" || true)"
grep -q "<footer" <<<"$home" || fail "the portal's home page was not served"
login="$(curl -fsL "http://127.0.0.1:$operator_port/login" || true)"
grep -q "运营" <<<"$login" || fail "the back office's log-in page was not served"
for container in store services portal operator; do
  printf '  %-10s %s, user %s\n' "$container" "$("$docker" inspect -f '{{.State.Health.Status}}' "cidp-image-$container")" \
    "$("$docker" exec "cidp-image-$container" id -un)"
done
echo "✓ real image: built in ${build_seconds} s, ${size_mb} MB; store, migrate, services, portal and back office healthy as user node"
echo "  largest layers:"
"$docker" history --no-trunc --format '{{.Size}}|{{.CreatedBy}}' "$image" \
  | awk -F'|' -v base="$base" '{ size = $1; sub(/^ */, "", size); line = $2; gsub(/\/bin\/sh -c (#\(nop\) )?/, "", line)
      if (line ~ /^ *$/) line = "the base image (" base ": Debian bookworm minbase, Node, npm)"; printf "  %10s  %.110s\n", size, line }' \
  | sort -h -r -k1,1 | head -n 8
