#!/usr/bin/env bash
# npm test — every check, suite and journey, in three stages of two lanes each for a 2-core machine
# (issue 36; docs/operations.md, « What CI runs »):
#   1. typecheck | lint (eslint, prettier), the forms' lint, the module boundaries
#   2. the API suite on PGlite and PostgreSQL (two vitest workers) | the engine, contract, signature
#      and web unit tests, then the build (once: the journeys, interop and replicas all reuse it)
#      and the web budget
#   3. the browser journeys | the clock journeys, interop and replicas, each on a port of its own
#      (and an output folder of its own: Playwright empties its folder when it starts)
# CI_LANES=1 runs every step one after the other instead. Each step's times are printed at the end.
# A new check or suite for CI goes here (`test:unit`, `test:e2e`… stay for running one part by hand).
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/ci-steps.sh
source scripts/ci-steps.sh

export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres:postgres@127.0.0.1:5432/test}"
base_port="${E2E_PORT:-3217}"
# The second lane's journeys on ports of their own (their files are named per port: no clash).
clock_port="${E2E_CLOCK_PORT:-$((base_port + 1))}"
interop_port="${E2E_INTEROP_PORT:-$((base_port + 2))}"
replicas_port="${E2E_REPLICAS_PORT:-$((base_port + 3))}"

# The unit suites run beside the API suite: vitest's 5 s default per test becomes the API's 30 s, as a
# test's time is no assertion (a test that sets its own keeps it).
unit_timeout='--testTimeout=30000'
# Every workspace with a `test` script but the API's (its own lane), as `npm run test:unit` runs them.
unit_workspaces="$(node -e "const root = require('./package.json');
for (const w of root.workspaces) if (w !== 'apps/api' && require('./' + w + '/package.json').scripts?.test) console.log(w);")"
export unit_timeout unit_workspaces

lanes() {
  if [ "${CI_LANES:-2}" = 1 ]; then
    while [ "$#" -gt 0 ]; do
      step "$1" bash -c "$2"
      shift 2
    done
  else
    together "$@"
  fi
}

finish() {
  local status=$?
  print_times
  exit "$status"
}
trap finish EXIT

lanes \
  typecheck 'step "  typecheck" npm run typecheck' \
  lint 'step "  eslint" npx eslint . && step "  prettier" npx prettier --check . \
    && step "  forms lint" npm run lint:forms && step "  boundaries" npm run test:boundaries'

lanes \
  api-suite 'step "  api (pglite+postgresql)" npm test -w apps/api -- --maxWorkers=2' \
  unit-and-build 'for workspace in $unit_workspaces; do
      step "  $workspace" npm test -w "$workspace" -- $unit_timeout || exit 1
    done && step "  build" npm run build && step "  size" npm run size -w apps/web'

lanes \
  journeys "cd e2e && node check-chromium.mjs && export E2E_PORT=$base_port \
    && step '  journeys' npx playwright test --output test-results/journeys" \
  clock-interop-replicas "(cd e2e && export E2E_PORT=$clock_port \
      && step '  clock journeys' npx playwright test -c playwright.clock.config.ts --output test-results/clock) \
    && (export E2E_PORT=$interop_port && step '  interop' npm run test:interop -- --output test-results/interop) \
    && (export E2E_PORT=$replicas_port && step '  replicas' npm run test:replicas -- --output test-results/replicas)"
