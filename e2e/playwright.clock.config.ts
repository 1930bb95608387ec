import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config.js';

/**
 * The journeys that move the server's signature clock (reminders, expiry): a server of their own,
 * started with E2E_MOVABLE_CLOCK, so the seeded envelopes of the other journeys never age.
 */
export default defineConfig({
  ...baseConfig,
  testDir: './clock',
  webServer: {
    ...(baseConfig.webServer as object),
    command: 'E2E_MOVABLE_CLOCK=1 npx tsx support/start-e2e-server.ts',
  },
});
