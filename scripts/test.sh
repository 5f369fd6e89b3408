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
echo "== unit, config and fixture tests"; npx vitest run --project tests --project coverage-gate
# The documentation's commands run alone: they build, serve and load, and would slow the timed tests beside them.
echo "== the documentation: its links, and its commands as written in a fresh clone"; npx vitest run --project docs
echo "== production build (analytics to the simulator's sink: flows/flow.json analytics)"; VITE_ANALYTICS=development npx vite build --logLevel warn
# The phone and desktop projects run side by side, each against its own simulator (port and
# data folder): the tests reset the simulator's state, so they cannot share one. Together they
# use about one of the two cores; one after the other they took twice as long.
echo "== browser tests (phone on port ${E2E_PORT:-4173} and desktop on port $(( ${E2E_PORT:-4173} + 1 )), side by side)"
mkdir -p .tmp
port=${E2E_PORT:-4173}
E2E_PORT=$port npx playwright test --project=phone 2>&1 | tee .tmp/e2e-phone.log &
phone=$!
E2E_PORT=$((port + 1)) npx playwright test --project=desktop 2>&1 | tee .tmp/e2e-desktop.log &
desktop=$!
status=0
wait $phone || status=1
wait $desktop || status=1
# Both summaries together at the end (the two lists above interleave).
summary() { awk 'f || /^  [0-9]+ (failed|flaky|skipped|passed|did not run|interrupted)/ { f = 1; print }' "$1"; }
echo "== browser tests, phone:"; summary .tmp/e2e-phone.log
echo "== browser tests, desktop:"; summary .tmp/e2e-desktop.log
exit $status
