#!/usr/bin/env bash
# A throw-away PostgreSQL 15 cluster for the test command, so the server suites that must race on a
# real Postgres always do, on every machine, whether or not one happens to answer on 5432.
#   throwaway-postgres.sh start DIR   initdb in DIR, start on a free port, print the cluster's URL
#   throwaway-postgres.sh stop DIR    stop it at once (the folder is the caller's to remove)
# Its settings are a stock Debian cluster's, as the query-plan suites were pinned on (with fsync,
# synchronous commit and full-page writes off and 200 connections, one statement of
# list-plans.test.ts was planned another way), but for autovacuum:
# the suites analyze what they measure, and a background ANALYZE at a moment of its own would
# change the planner's statistics under them mid-run.
set -euo pipefail
command="${1:?usage: throwaway-postgres.sh start|stop DIR}"
dir="${2:?usage: throwaway-postgres.sh start|stop DIR}"
bin="${POSTGRES_BIN:-/usr/lib/postgresql/15/bin}"
data="$dir/pg"

# initdb refuses root: as root the cluster belongs to the postgres user, as anyone else to them.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$command" in
start)
  if [ ! -x "$bin/initdb" ] && [ "$(id -u)" -eq 0 ]; then
    echo "› installing postgresql-15 from Debian" >&2
    bash "$(dirname "$0")/debian-install.sh" postgresql-15 || true
  fi
  if [ ! -x "$bin/initdb" ]; then
    echo "no PostgreSQL 15 binaries in $bin: apt-get install -y postgresql-15 (or give TEST_DATABASE_URL)" >&2
    exit 1
  fi
  mkdir -p "$data"
  [ "$(id -u)" -eq 0 ] && chown -R postgres:postgres "$dir"
  # A port the system says is free now; the cluster takes it a moment later.
  port="$(node -e 'const s=require("node:net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
  as_owner "$bin/initdb" -D "$data" -U postgres -A trust --no-sync -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 ||
    { cat "$dir/initdb.log" >&2; exit 1; }
  as_owner "$bin/pg_ctl" -D "$data" -l "$data/server.log" -w -o \
    "-p $port -k $data -c listen_addresses=127.0.0.1 -c autovacuum=off" \
    start >/dev/null || { cat "$data/server.log" >&2; exit 1; }
  echo "postgres://postgres@127.0.0.1:$port/postgres"
  ;;
stop)
  [ -f "$data/postmaster.pid" ] && as_owner "$bin/pg_ctl" -D "$data" -m immediate stop >/dev/null 2>&1
  exit 0
  ;;
*)
  echo "usage: throwaway-postgres.sh start|stop DIR" >&2
  exit 2
  ;;
esac
