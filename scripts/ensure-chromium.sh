#!/usr/bin/env bash
# Finds Chromium for the browser tests, installing Debian's package (and CJK
# fonts, or Chinese renders as boxes) when it is missing and we may.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
if [ -x /usr/bin/chromium ] && fc-list 2>/dev/null | grep -qi "noto.*cjk"; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium and fonts-noto-cjk ..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
  exit 0
fi
if [ -x /usr/bin/chromium ]; then
  echo "warning: fonts-noto-cjk missing; screenshots will show boxes for Chinese" >&2
  exit 0
fi
echo "Chromium not found: install it (sudo apt-get install chromium fonts-noto-cjk) or set CHROMIUM_PATH." >&2
exit 1
