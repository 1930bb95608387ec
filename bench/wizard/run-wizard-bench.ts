/**
 * `npm run bench:wizard` (issue 36 point 3): the wizard's clicks as an advisor lives them, in Debian's
 * Chromium (headless, playwright-core, no browser downloaded) against the built product (`npm run
 * build` first: `apps/api/dist/server.mjs` and the built SPA) on a fresh embedded database with the
 * demo data. Each of BENCH_REPETITIONS (default 8) rounds opens a new lead folder of the demo
 * subscription form and, on its first pages, presses « Continuer »:
 *
 * - on a block followed by another on the same page: from the click to the next block open and
 *   painted;
 * - on a page's last block: from the click to the next page's title and first block painted.
 *
 * Note: spec 02 §9 makes the next block open 800 ms after the saved card closes (the card shows
 * « enregistré » meanwhile). That pause is the spec's, not a cost: each figure is the click to the
 * card closed (validation, the save, the answer shown) plus the navigation to the next block
 * painted, the pause between them left out and printed apart. The save's share (`PUT …/values`,
 * the browser's resource timing of the call, from request to answer) and any other API call made
 * meanwhile are shown beside it. Target: p95 ≤ 250 ms for both on a quiet machine.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../apps/api/src/seed/demo-accounts.js';
import { findSubscriptionFormId, signInOverHttp } from '../shared/demo-over-http.js';
import { createLeadFolder, requireBuiltProduct, startBuiltProduct } from '../shared/built-product.js';
import { stopProcess } from '../shared/start-process.js';
import { summarizeTimings } from '../shared/stats.js';
import { fillFirstPages, type TClickTiming } from './wizard-clicks.js';
import { INSTALL_CLICK_TIMING } from './click-timing-script.js';

const PORT = Number(process.env.BENCH_PORT ?? 3314);
const BASE = `http://localhost:${PORT}`;
const REPETITIONS = Number(process.env.BENCH_REPETITIONS ?? 8);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGET_P95_MS = 250;

requireBuiltProduct('bench:wizard');

/** Signs in through the provider's sign-in page, as the journeys do (e2e/support/journey.ts). */
async function signIn(page: Page): Promise<void> {
  await page.goto(`${BASE}/tableau-de-bord`);
  await page.locator('#username').fill('conseiller');
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(
    (url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/authorization'),
  );
}

function format(values: number[]): string {
  const summary = summarizeTimings(values);
  return `median ${summary.median.toFixed(0)} ms, p95 ${summary.p95.toFixed(0)} ms (n=${summary.count})`;
}

function report(kind: string, timings: TClickTiming[]): boolean {
  if (timings.length === 0) return false;
  const total = timings.map((t) => t.closedMs + t.navigationMs);
  console.log(`\n${kind}: ${format(total)}`);
  console.log(
    `  click to the card closed (checks, save, answer shown): ${format(timings.map((t) => t.closedMs))}`,
  );
  console.log(
    `  of which PUT …/values, request to answer:              ${format(timings.map((t) => t.saveMs))}`,
  );
  console.log(
    `  navigation to the next block painted:                  ${format(timings.map((t) => t.navigationMs))}`,
  );
  console.log(
    `  the spec's pause (800 ms), measured:                    ${format(timings.map((t) => t.pauseMs))}`,
  );
  const others = timings.flatMap((t) => t.otherCalls);
  console.log(`  other API calls meanwhile: ${others.length} (${[...new Set(others)].join(', ') || 'none'})`);
  return summarizeTimings(total).p95 <= TARGET_P95_MS;
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-wizard-'));
const product = await startBuiltProduct(PORT, dataDir);
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
try {
  const authorization = await signInOverHttp(BASE, 'conseiller');
  const formId = await findSubscriptionFormId(BASE, authorization);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' });
  await context.addInitScript(INSTALL_CLICK_TIMING);
  const page = await context.newPage();
  await signIn(page);
  const timings: TClickTiming[] = [];
  // The first round warms the browser, the server's caches and the lazy screens up: not counted.
  for (let round = 0; round <= REPETITIONS; round++) {
    const folderId = await createLeadFolder(BASE, authorization, formId);
    await page.goto(`${BASE}/dossier/${folderId}`);
    const measured = await fillFirstPages(page);
    if (round > 0) timings.push(...measured);
  }
  const blockMet = report(
    '« Continuer » to the next block on the same page',
    timings.filter((t) => !t.newPage),
  );
  const pageMet = report(
    "« Continuer » on a page's last block to the next page",
    timings.filter((t) => t.newPage),
  );
  console.log(
    `\nTarget p95 ≤ ${TARGET_P95_MS} ms: next block ${blockMet ? 'met' : 'NOT met'}, next page ${pageMet ? 'met' : 'NOT met'}`,
  );
  console.log(
    `Load average: ${loadavg()
      .map((v) => v.toFixed(1))
      .join(' ')} (${cpus().length} cores; wall times on a busy machine wait for a core)`,
  );
} finally {
  await browser.close();
  await stopProcess(product);
  rmSync(dataDir, { recursive: true, force: true });
}
