import { defineConfig } from '@playwright/test';
import base from './playwright.config.js';
import { BASE_URL } from './support/e2e-constants.js';
import { AUTHLIB_APP_URL } from './interop/interop-constants.js';

/**
 * `npm run test:interop`: the product signed in through two external issuers of other
 * implementations, each configured for the run by interop/start-interop.ts: Debian's Glewlwyd (the
 * product on E2E_PORT) and an issuer built on Debian's python3-authlib (the product on AUTHLIB_APP_PORT).
 */
// CI starts two servers side by side (scripts/test-all.sh), each seeding its database.
const server = { reuseExistingServer: false, timeout: 300_000, stdout: 'pipe', stderr: 'pipe' } as const;

export default defineConfig({
  ...base,
  testDir: './interop',
  timeout: 90_000,
  webServer: [
    { ...server, command: 'npx tsx interop/start-interop.ts glewlwyd', url: `${BASE_URL}/api/health` },
    { ...server, command: 'npx tsx interop/start-interop.ts authlib', url: `${AUTHLIB_APP_URL}/api/health` },
  ],
});
