#!/usr/bin/env bash
# npm run test:replicas — the product as two replicas behind HAProxy on one PostgreSQL (issue 28):
# the main journeys through the balancer, one replica killed with SIGKILL halfway
# (e2e/playwright.replicas.config.ts, e2e/replicas/). Installs Debian's haproxy when missing, makes
# sure PostgreSQL answers, builds the web app and the API when their build is missing or older than
# a source file.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v haproxy >/dev/null 2>&1; then
  echo "Installing Debian's haproxy…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy
fi

export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres:postgres@127.0.0.1:5432/test}"
bash scripts/ensure-postgres.sh "$TEST_DATABASE_URL"

if [ ! -f apps/api/dist/server.mjs ] || [ ! -f apps/web/dist/index.html ] \
  || [ -n "$(find apps/api/src apps/web/src packages/*/src -newer apps/api/dist/server.mjs -type f -print -quit)" ]; then
  npm run build
fi

cd e2e
node check-chromium.mjs
npx playwright test --config playwright.replicas.config.ts "$@"
