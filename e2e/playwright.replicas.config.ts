import { defineConfig } from '@playwright/test';
import base from './playwright.config.js';
import { BASE_URL } from './support/e2e-constants.js';

/**
 * `npm run test:replicas`: the main journeys through HAProxy in front of two API replicas
 * (replicas/start-replicas.ts), one of them killed with SIGKILL halfway, then what the database,
 * HAProxy and the back office saw. Projects run in this order, each after the one before.
 */
/** Journeys that add no new path through the replicas (read-only walks, English, a phone's layout). */
const SECONDARY =
  /walks a filled folder read-only|in English: the advisor resumes|immediate refusal|« View » on a signed folder|fit 390 px/;

export default defineConfig({
  ...base,
  testDir: '.',
  projects: [
    {
      name: 'before-the-kill',
      testMatch: ['tests/sign-in-and-dashboard.spec.ts', 'tests/wizard.spec.ts'],
      grepInvert: SECONDARY,
      use: { browserName: 'chromium' },
    },
    {
      name: 'the-kill',
      testMatch: ['replicas/kill-a-replica.spec.ts'],
      dependencies: ['before-the-kill'],
      use: { browserName: 'chromium' },
    },
    {
      name: 'after-the-kill',
      testMatch: ['tests/signature.spec.ts', 'tests/management.spec.ts'],
      grepInvert: SECONDARY,
      dependencies: ['the-kill'],
      use: { browserName: 'chromium' },
    },
    {
      name: 'what-was-kept',
      testMatch: ['replicas/nothing-lost.spec.ts'],
      dependencies: ['after-the-kill'],
      use: { browserName: 'chromium' },
    },
  ],
  webServer: {
    command: 'npx tsx replicas/start-replicas.ts',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    // CI starts two servers side by side (scripts/test-all.sh), each seeding its database.
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
