#!/usr/bin/env bash
# Makes sure the browser tests have a Chromium: $CHROMIUM_PATH, else /usr/bin/chromium, else install Debian's package
# when we can (Debian/Ubuntu as root). Otherwise stop with one line saying what to do; never skip the tests silently.
set -euo pipefail

if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file; point it at a Chromium binary or unset it." >&2
  exit 1
fi
[ -x /usr/bin/chromium ] && exit 0

if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
  echo "Chromium not found: installing Debian's chromium package (apt-get)…" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x /usr/bin/chromium ] && exit 0
fi

echo "Chromium is required for the browser tests: install it (e.g. 'sudo apt-get install -y chromium') or set CHROMIUM_PATH to its binary." >&2
exit 1
