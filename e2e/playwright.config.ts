import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium.js';
import { BASE_URL } from './support/e2e-constants.js';

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // Screenshots show modals and cards at rest, not halfway through a transition.
    reducedMotion: 'reduce',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npx tsx support/start-e2e-server.ts',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    // CI starts two servers side by side (scripts/test-all.sh), each seeding its database.
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
