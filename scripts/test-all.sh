#!/usr/bin/env bash
# npm test — every check, suite and journey, for a 2-core machine (issue 36; docs/operations.md,
# « What CI runs »), in two stages:
#   1. typecheck | lint (eslint, prettier), the forms' lint, the module boundaries
#   2. four lanes side by side:
#      - the API suite on PGlite and PostgreSQL (two vitest workers: the CPU-bound lane);
#      - the build (once: the journeys, interop and replicas all reuse it) and the web budget, then the
#        browser journeys (a browser waiting on a server: little CPU, so they run beside the suites);
#      - the engine, contract, signature and web unit tests;
#      - once the build is there, the clock journeys, interop and replicas (browsers and servers
#        waiting on each other, like the journeys), each on a port of its own (and an output folder
#        of its own: Playwright empties its folder when it starts)
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
  rm -f "${build_status:-}"
  print_times
  exit "$status"
}
trap finish EXIT

lanes \
  typecheck 'step "  typecheck" npm run typecheck' \
  lint 'step "  eslint" npx eslint . && step "  prettier" npx prettier --check . \
    && step "  forms lint" npm run lint:forms && step "  boundaries" npm run test:boundaries'

# The suites (CPU-bound, 30 s per test) yield the CPU to the journeys' servers and browsers, which
# wait on each other (nice 10). The fourth lane waits for the second's build (its journeys, interop
# and replicas serve it): the build's exit status lands in this file.
build_status="$(mktemp -u -t ci-build-status.XXXXXX)"
export build_status base_port clock_port interop_port replicas_port
build_once() {
  local status=0
  step "  build" npm run build && step "  size" npm run size -w apps/web || status=$?
  echo "$status" >"$build_status"
  return "$status"
}
await_build() {
  while [ ! -e "$build_status" ]; do sleep 2; done
  [ "$(cat "$build_status")" = 0 ] || { echo "The build failed: no clock journeys, interop nor replicas."; return 1; }
}
export -f build_once await_build

lanes \
  api-suite 'step "  api (pglite+postgresql)" nice -n 10 npm test -w apps/api -- --maxWorkers=2' \
  build-and-journeys 'build_once && cd e2e && node check-chromium.mjs && export E2E_PORT=$base_port \
    && step "  journeys" npx playwright test --output test-results/journeys' \
  units 'for workspace in $unit_workspaces; do
      step "  $workspace" nice -n 10 npm test -w "$workspace" -- $unit_timeout || exit 1
    done' \
  clock-interop-replicas 'await_build \
    && (cd e2e && export E2E_PORT=$clock_port \
      && step "  clock journeys" npx playwright test -c playwright.clock.config.ts --output test-results/clock) \
    && (export E2E_PORT=$interop_port && step "  interop" npm run test:interop -- --output test-results/interop) \
    && (export E2E_PORT=$replicas_port && step "  replicas" npm run test:replicas -- --output test-results/replicas)'
