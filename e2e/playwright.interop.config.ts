import { defineConfig } from '@playwright/test';
import base from './playwright.config.js';
import { BASE_URL } from './support/e2e-constants.js';

/**
 * `npm run test:interop`: the product signed in through Debian's Glewlwyd, an OpenID issuer
 * configured for the run by interop/start-interop.ts.
 */
export default defineConfig({
  ...base,
  testDir: './interop',
  timeout: 90_000,
  webServer: {
    command: 'npx tsx interop/start-interop.ts',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
