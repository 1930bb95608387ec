import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { EXPECTED_COUNTS_FILE, JOURNEY_FOLDERS_FILE, SCREENSHOT_DIR } from './e2e-constants.js';
import type { TJourneyFolder, TJourneyFolderIds } from './seed-journey-folders.js';

export const DEMO_PASSWORD = 'demo1234';

/** Signs in through the provider's real sign-in page, starting from the given path. */
export async function signIn(page: Page, username: string, startPath = '/tableau-de-bord'): Promise<void> {
  await page.goto(startPath);
  await expect(page.locator('form input[name="username"]')).toBeVisible();
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(
    (url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/authorization'),
  );
}

/** Dashboard counts a demo account should see, as the database holds them. */
export function expectedCounts(username: string): Record<string, number> {
  const all = JSON.parse(readFileSync(EXPECTED_COUNTS_FILE, 'utf8')) as Record<
    string,
    Record<string, number>
  >;
  const counts = all[username];
  if (!counts) throw new Error(`no expected counts for ${username}`);
  return counts;
}

/**
 * Records that a journey moved a demo-tenant dossier between integration states, in the expected counts
 * the dashboard journey compares with (only the dossier manager's dashboard counts them), so the suite
 * stays true whatever the order of its files.
 */
export function recordMove(from: string, to: string): void {
  const all = JSON.parse(readFileSync(EXPECTED_COUNTS_FILE, 'utf8')) as Record<
    string,
    Record<string, number>
  >;
  const counts = all.gestionnaire;
  if (!counts) throw new Error('no expected counts for gestionnaire');
  counts[`signed_${from}`] = (counts[`signed_${from}`] ?? 0) - 1;
  counts[`signed_${to}`] = (counts[`signed_${to}`] ?? 0) + 1;
  writeFileSync(EXPECTED_COUNTS_FILE, JSON.stringify(all, null, 2));
}

/** The id of the folder a journey starts from (made through the API before the server listened). */
export function journeyFolder(name: TJourneyFolder): number {
  const ids = JSON.parse(readFileSync(JOURNEY_FOLDERS_FILE, 'utf8')) as TJourneyFolderIds;
  return ids[name];
}

/** Saves a full-page screenshot under e2e/screenshots/ for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}${name}.png`, fullPage: true });
}

/** A screenshot of the window only: a modal's backdrop covers what is on screen, not the whole page. */
export async function screenshotWindow(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}${name}.png` });
}

/**
 * Waits until the page has finished loading what it asked for: nothing new for half a second. Note:
 * Playwright's « networkidle » never comes on a signed-in screen, whose live event stream
 * (`/api/events`) stays open; this leaves that stream aside.
 */
export async function waitForQuietPage(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  let seen = -1;
  for (let round = 0; round < 40; round += 1) {
    const loaded = await page.evaluate(
      () =>
        performance.getEntriesByType('resource').filter((entry) => !entry.name.includes('/api/events'))
          .length,
    );
    if (loaded === seen) return;
    seen = loaded;
    await page.waitForTimeout(500);
  }
}
