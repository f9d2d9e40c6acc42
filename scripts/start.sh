#!/usr/bin/env bash
# Starts the product with embedded defaults: platform services on PGlite (data in .data/),
# the server-rendered portal in front of them. Ctrl-C stops both.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
pnpm install --frozen-lockfile --reporter=silent
pnpm exec turbo run build --filter=@cidp/server --filter=@cidp/portal --output-logs=errors-only

PORTAL_PORT="${PORT:-3000}"
SERVER_PORT="${SERVER_PORT:-3001}"
export DATA_DIR="${DATA_DIR:-$PWD/.data}"
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

# The login site returns only to this portal, on the port it really runs on (both hosts). The
# development helpers (SMS outbox, captcha answers) stay off: only the test runs turn them on.
SERVER_PORT="$SERVER_PORT" PORTAL_PORT="$PORTAL_PORT" PUBLIC_PORTAL_ORIGIN="http://localhost:$PORTAL_PORT" DEV_HELPERS= node apps/server/dist/main.js &
pids+=($!)
for _ in $(seq 1 120); do curl -fs "http://127.0.0.1:$SERVER_PORT/health" >/dev/null 2>&1 && break; sleep 0.5; done
(cd apps/portal && PORT="$PORTAL_PORT" API_ORIGIN="http://127.0.0.1:$SERVER_PORT" NODE_ENV=production exec node --max-semi-space-size=2 server.ts) &
pids+=($!)
for _ in $(seq 1 60); do curl -fs "http://127.0.0.1:$PORTAL_PORT/default/home" >/dev/null 2>&1 && break; sleep 0.5; done

cat <<BANNER

  门户 (generic platform):     http://localhost:$PORTAL_PORT/
  门户 (CHANGCHUN platform):   http://127.0.0.1:$PORTAL_PORT/
  平台服务 / 登录站点:          http://localhost:$SERVER_PORT/
  数据目录:                     $DATA_DIR
  短信验证码:                   演示环境不发送短信，验证码见平台服务的日志（"sms outbox"）
  开发辅助接口:                 关闭（/api/dev/* 仅在测试中以 DEV_HELPERS=1 开启，经门户 /api 永不可达）
$(node apps/server/dist/main.js --print-demo-accounts 2>/dev/null || true)

  Ctrl-C 停止。
BANNER
wait -n "${pids[@]}"
