#!/usr/bin/env bash
# Browser tests use Debian's Chromium and need a CJK font; install both when missing (root only).
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
have_font() { fc-list 2>/dev/null | grep -qiE "WenQuanYi|Noto Sans CJK|Noto Serif CJK"; }
if [ -x "$chromium_path" ] && have_font; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Browser tests need Debian's chromium and a CJK font. As root run:" >&2
  echo "  apt-get update && apt-get install -y chromium fonts-wqy-microhei" >&2
  exit 1
fi
echo "› installing chromium and fonts-wqy-microhei from Debian" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null
apt-get install -y -qq chromium fonts-wqy-microhei >/dev/null
