#!/usr/bin/env bash
# Browser tests use Debian's Chromium and need a CJK font; the journeys run in Debian's Chromium
# headless shell (the same engine without the desktop layer, about half the CPU). Install what is
# missing (root only); without the shell the journeys fall back to the full Chromium.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
shell_path=/usr/bin/chromium-headless-shell
have_font() { fc-list 2>/dev/null | grep -qiE "WenQuanYi|Noto Sans CJK|Noto Serif CJK"; }
if [ -x "$chromium_path" ] && [ -x "$shell_path" ] && have_font; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  if [ -x "$chromium_path" ] && have_font; then
    echo "The journeys run faster in Debian's chromium-headless-shell; as root: apt-get install -y chromium-headless-shell" >&2
    exit 0
  fi
  echo "Browser tests need Debian's chromium and a CJK font. As root run:" >&2
  echo "  apt-get update && apt-get install -y chromium chromium-headless-shell fonts-wqy-microhei" >&2
  exit 1
fi
echo "› installing chromium, chromium-headless-shell and fonts-wqy-microhei from Debian" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null
apt-get install -y -qq chromium chromium-headless-shell fonts-wqy-microhei >/dev/null
