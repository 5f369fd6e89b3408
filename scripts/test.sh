#!/usr/bin/env bash
# `npm test`: installs what the tests need (packages, Chromium) and runs every
# test: config check, types, unit + fixture tests, then browser tests against
# the production build served under its CSP.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
bash scripts/ensure-chromium.sh
echo "== config check"; npm run --silent check
echo "== types"; npx tsc --noEmit -p tsconfig.json
echo "== unit, config and fixture tests"; npx vitest run
echo "== production build (analytics to the simulator's sink: flows/flow.json analytics)"; VITE_ANALYTICS=development npx vite build --logLevel warn
echo "== browser tests"; npx playwright test
