#!/usr/bin/env bash
# Makes sure the browser tests have nginx (e2e/nginxStore.spec.ts serves the store with it): $NGINX_PATH, else
# /usr/sbin/nginx, else nginx on the PATH, else install Debian's package when we can (Debian/Ubuntu as root), together
# with its brotli_static module. Otherwise stop with one line saying what to do; never skip the tests silently.
# The brotli module is optional: without it nginx sends the .gz siblings, and the tests expect gzip instead of br.
set -euo pipefail

BROTLI_MODULE=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
can_install() { command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; }

if [ -n "${NGINX_PATH:-}" ]; then
  if [ -x "$NGINX_PATH" ]; then exit 0; fi
  echo "NGINX_PATH=$NGINX_PATH is not an executable file; point it at an nginx binary or unset it." >&2
  exit 1
fi

if [ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1; then
  if [ ! -e "$BROTLI_MODULE" ] && dpkg -s nginx >/dev/null 2>&1 && can_install; then
    echo "nginx's brotli_static module not found: installing libnginx-mod-http-brotli-static (apt-get)…" >&2
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libnginx-mod-http-brotli-static >/dev/null ||
      echo "Could not install libnginx-mod-http-brotli-static; the tests will expect gzip instead of br." >&2
  fi
  exit 0
fi

if can_install; then
  echo "nginx not found: installing Debian's nginx and libnginx-mod-http-brotli-static packages (apt-get)…" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx libnginx-mod-http-brotli-static >/dev/null
  [ -x /usr/sbin/nginx ] && exit 0
fi

echo "nginx is required for the browser tests: install it (e.g. 'sudo apt-get install -y nginx libnginx-mod-http-brotli-static') or set NGINX_PATH to its binary." >&2
exit 1
