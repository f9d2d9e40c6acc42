#!/usr/bin/env bash
# Starts the product with embedded defaults: platform services on PGlite (data in .data/),
# the server-rendered portal in front of them. Ctrl-C stops both.
# The console stays quiet: a few progress lines, then the banner last. Build output and the
# services' and portal's request logs go to files under $DATA_DIR/logs (LOG_LEVEL=info shows the
# request logs on the console too); warnings and errors always reach the console.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

PORTAL_PORT="${PORT:-3000}"
SERVER_PORT="${SERVER_PORT:-3001}"
export OPERATOR_PORT="${OPERATOR_PORT:-3003}"
export DATA_DIR="${DATA_DIR:-$PWD/.data}"
LOG_DIR="$DATA_DIR/logs"
mkdir -p "$LOG_DIR"
# The console's level; the log files always get info and up (apps/server/src/http/log-destination.ts).
export LOG_LEVEL="${LOG_LEVEL:-warn}"

# Runs a step with its output in a log file; on failure shows the end of it and stops.
quietly() {
  local what="$1" log="$2"
  shift 2
  printf '› %s\n' "$what"
  if ! "$@" >"$log" 2>&1; then
    echo "✗ $what failed; the end of $log:" >&2
    tail -n 40 "$log" >&2
    exit 1
  fi
}
quietly "安装依赖 (pnpm install)" "$LOG_DIR/install.log" pnpm install --frozen-lockfile --reporter=append-only
quietly "构建平台服务、门户与运营后台 (首次约 1–2 分钟)" "$LOG_DIR/build.log" pnpm exec turbo run build --filter=@cidp/server --filter=@cidp/portal --filter=@cidp/operator --output-logs=errors-only

pids=()
stop() {
  trap - INT TERM EXIT
  echo
  echo "stopping…"
  kill "${pids[@]}" 2>/dev/null || true
  wait "${pids[@]}" 2>/dev/null || true
  exit 0
}
trap stop INT TERM EXIT

# Waits until a URL answers; stops when the process behind it has died.
wait_for() {
  local url="$1" pid="$2" tries="$3"
  for _ in $(seq 1 "$tries"); do
    curl -fs "$url" >/dev/null 2>&1 && return 0
    kill -0 "$pid" 2>/dev/null || { echo "✗ $url: the process stopped; see $LOG_DIR" >&2; exit 1; }
    sleep 0.5
  done
  echo "✗ $url did not answer; see $LOG_DIR" >&2
  exit 1
}

# The demo operator binds an authenticator through a one-time link, like any operator (the services
# write it at start while it is unused; empty once bound).
operator_enrolment_line() {
  local link
  link="$(cat "$DATA_DIR/operator-enrolment-link.txt" 2>/dev/null || true)"
  if [ -n "$link" ]; then
    printf '                                 首次使用：打开一次性绑定链接，输入密码并绑定身份验证器：\n                                 %s' "$link"
  else
    printf '                                 （身份验证器已绑定；换绑：停止后 node apps/server/dist/cli.js operator reissue --username reviewer）'
  fi
}

printf '› %s\n' "启动平台服务、门户与运营后台"
# The login site returns only to this portal, on the port it really runs on (both hosts). The
# development helpers (SMS outbox, captcha answers) stay off: only the test runs turn them on.
# DEMO_DATA=1: the demo members, businesses, content and operator (a production start refuses it).
SERVER_PORT="$SERVER_PORT" PORTAL_PORT="$PORTAL_PORT" PUBLIC_PORTAL_ORIGIN="http://localhost:$PORTAL_PORT" DEV_HELPERS= DEMO_DATA=1 \
  LOG_FILE="$LOG_DIR/server.log" node apps/server/dist/main.js &
pids+=($!)
wait_for "http://127.0.0.1:$SERVER_PORT/health" "${pids[0]}" 240
(cd apps/portal && PORT="$PORTAL_PORT" API_ORIGIN="http://127.0.0.1:$SERVER_PORT" NODE_ENV=production LOG_FILE="$LOG_DIR/portal.log" \
  exec node --max-semi-space-size=64 server.ts) &
pids+=($!)
wait_for "http://127.0.0.1:$PORTAL_PORT/default/home" "${pids[1]}" 120
# The back office: platform staff only, its own address (enrolment links point here).
(cd apps/operator && OPERATOR_PORT="$OPERATOR_PORT" API_ORIGIN="http://127.0.0.1:$SERVER_PORT" PORTAL_ORIGIN="http://localhost:$PORTAL_PORT" NODE_ENV=production \
  exec node server.ts >>"$LOG_DIR/operator.log" 2>&1) &
pids+=($!)
wait_for "http://127.0.0.1:$OPERATOR_PORT/login" "${pids[2]}" 120

cat <<BANNER

  ────────────────────────────────────────────────────────────────────────────────
  门户 (通用平台 CIDP):          http://localhost:$PORTAL_PORT/
  门户 (长春平台 CHANGCHUN):     http://127.0.0.1:$PORTAL_PORT/   （按访问的主机名匹配平台配置）
  平台服务 / 登录站点:           http://localhost:$SERVER_PORT/
  运营后台:                      http://localhost:$OPERATOR_PORT/   （reviewer / Operator@2026）
$(operator_enrolment_line)
  数据目录:                      $DATA_DIR
  日志:                          $LOG_DIR/server.log（平台服务）、portal.log（门户）、operator.log（运营后台）
  短信验证码:                    演示环境不发送短信；验证码在 $LOG_DIR/server.log 中 "sms outbox" 一行
                                 （grep "sms outbox" "$LOG_DIR/server.log" | tail -n 1）
$(node apps/server/dist/main.js --print-demo-accounts 2>/dev/null || true)

  请求日志只写入上面的日志文件（LOG_LEVEL=info npm start 时也显示在此）；警告与错误显示在此。
  Ctrl-C 停止。
  ────────────────────────────────────────────────────────────────────────────────
BANNER
wait -n "${pids[@]}"
