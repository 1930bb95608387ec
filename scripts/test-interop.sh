#!/usr/bin/env bash
# npm run test:interop — the product signed in through Debian's Glewlwyd, an OpenID issuer nobody here
# wrote (issue 28): Glewlwyd made and configured for the run (its own SQLite database in a temporary
# folder, a public client with PKCE, users with a role and a tenant), the product's build started
# against it by environment variables only, then a browser journey in Debian's Chromium
# (e2e/playwright.interop.config.ts, e2e/interop/). Installs glewlwyd and sqlite3 when missing, builds
# the web app and the API when their build is missing or older than a source file.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v glewlwyd >/dev/null 2>&1 || ! command -v sqlite3 >/dev/null 2>&1; then
  echo "Installing Debian's glewlwyd and sqlite3…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq glewlwyd sqlite3
fi

if [ ! -f apps/api/dist/server.mjs ] || [ ! -f apps/web/dist/index.html ] \
  || [ -n "$(find apps/api/src apps/web/src packages/*/src -newer apps/api/dist/server.mjs -type f -print -quit)" ]; then
  npm run build
fi

cd e2e
node check-chromium.mjs
npx playwright test --config playwright.interop.config.ts "$@"
