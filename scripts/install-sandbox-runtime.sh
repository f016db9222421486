#!/usr/bin/env bash
# The root `postinstall`: installs the server-render sandbox's native parts (sandbox/runtime: isolated-vm and a pinned
# Node 24) as their own npm project, without install scripts, because isolated-vm's script fails to compile on Node 20
# while the prebuilds inside its tarball serve Node 22 and 24 (docs/decisions/0062-server-render-sandbox.md).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
echo "mfp: installing the server-render sandbox runtime (isolated-vm, Node 24) into sandbox/runtime/node_modules…" >&2
if ! npm ci --prefix "$root/sandbox/runtime" --ignore-scripts --no-audit --no-fund --loglevel=error >&2; then
  echo "mfp: installing sandbox/runtime failed (see npm's message above). Server rendering needs it; run" \
    "'npm ci --prefix sandbox/runtime --ignore-scripts' once the registry is reachable, or start the host with" \
    "SERVER_RENDERING=off to render every remote in the browser." >&2
  exit 1
fi
