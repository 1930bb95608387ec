#!/usr/bin/env bash
# npm run test:interop — the product signed in through two OpenID issuers nobody here wrote, each
# configured for the run and each with a server of the product started against it by environment
# variables only: Debian's Glewlwyd (issue 28: its own SQLite database in a temporary folder, a public
# client with PKCE, users with a role and a tenant) and an issuer built on Debian's python3-authlib
# under python3-flask (issue 34: ES256, RFC 9068 access tokens); then browser journeys in Debian's
# Chromium (e2e/playwright.interop.config.ts, e2e/interop/). Installs glewlwyd, sqlite3,
# python3-authlib and python3-flask when missing, builds the web app and the API when their build is
# missing or older than a source file.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v glewlwyd >/dev/null 2>&1 || ! command -v sqlite3 >/dev/null 2>&1 \
  || ! /usr/bin/python3 -c 'import authlib, flask' >/dev/null 2>&1; then
  echo "Installing Debian's glewlwyd, sqlite3, python3-authlib and python3-flask…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq glewlwyd sqlite3 python3-authlib python3-flask
fi

if [ ! -f apps/api/dist/server.mjs ] || [ ! -f apps/web/dist/index.html ] \
  || [ -n "$(find apps/api/src apps/web/src packages/*/src -newer apps/api/dist/server.mjs -type f -print -quit)" ]; then
  npm run build
fi

cd e2e
node check-chromium.mjs
npx playwright test --config playwright.interop.config.ts "$@"
