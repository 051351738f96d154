#!/usr/bin/env bash
# Installs the n8n that `npm run test:n8n` runs, from the pinned locks in this folder, apart from
# the app's own dependencies. n8n 2 needs Node 24: it is installed with the pinned Node 24 of
# scripts/node24.sh first on PATH, so that its native modules (sqlite3, isolated-vm) are built
# for it, against its own headers, and it runs on that Node whatever the system has.
set -euo pipefail
cd "$(dirname "$0")"

eval "$(../../../scripts/node24.sh)"
npm ci --no-audit --no-fund
