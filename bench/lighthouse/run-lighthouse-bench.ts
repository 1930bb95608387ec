/**
 * `npm run bench:lighthouse`: Lighthouse 12 (desktop preset) on four screens of the product as
 * `npm start` serves it (the build: `node apps/api/dist/server.mjs` and the built SPA; run
 * `npm run build` first), in Debian's Chromium: the sign-in page (an address of the app opened
 * signed out, which leads there), the dashboard, a folder list and a wizard page, the last three
 * signed in as the demo advisor through the embedded provider's sign-in page. Prints performance,
 * accessibility, LCP, CLS and TBT of each (the median run of BENCH_RUNS, default 3, by performance);
 * targets: performance ≥ 95 and accessibility 100 on each.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { DEMO_PASSWORD } from '../../apps/api/src/seed/demo-accounts.js';
import { findSubscriptionFormId, signInOverHttp } from '../shared/demo-over-http.js';
import { createLeadFolder, requireBuiltProduct, startBuiltProduct } from '../shared/built-product.js';
import { stopProcess } from '../shared/start-process.js';

const PORT = Number(process.env.BENCH_PORT ?? 3312);
const BASE = `http://localhost:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const USERNAME = 'conseiller';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const TARGET = { performance: 95, accessibility: 100 };

requireBuiltProduct('bench:lighthouse');

/** A new folder of the demo advisor on the subscription form: the wizard page opens on it. */
async function createWizardFolder(): Promise<number> {
  const authorization = await signInOverHttp(BASE, USERNAME);
  return createLeadFolder(BASE, authorization, await findSubscriptionFormId(BASE, authorization));
}

/** Signs in through the provider's sign-in page, as the journeys do (e2e/support/journey.ts). */
async function signIn(page: Page): Promise<void> {
  await page.goto(`${BASE}/tableau-de-bord`);
  await page.waitForSelector('form input[name="username"]', { visible: true });
  await page.type('#username', USERNAME);
  await page.type('#password', DEMO_PASSWORD);
  await Promise.all([
    page.waitForFunction(
      () => !location.pathname.startsWith('/oidc') && !location.pathname.startsWith('/authorization'),
      { timeout: 60_000 },
    ),
    page.click('form button[type="submit"]'),
  ]);
}

type Figures = {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** What moved, when something did: the elements of the largest layout shifts. */
  shifted: string[];
};

type TShiftItem = { score: number; node?: { selector?: string } };

function figuresOf(lhr: Result): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    shifted: ((lhr.audits['layout-shifts']?.details as { items?: TShiftItem[] } | undefined)?.items ?? [])
      .slice(0, 3)
      .map((item) => `${item.node?.selector ?? '?'} (${item.score.toFixed(3)})`),
  };
}

/** Runs Lighthouse RUNS times on an address; answers the median run by performance. */
async function measure(page: Page, url: string, signedIn: boolean): Promise<Figures & { failed: string[] }> {
  const runs: { figures: Figures; failed: string[] }[] = [];
  for (let run = 0; run < RUNS; run++) {
    const flags: Flags = { logLevel: 'error', output: 'json', disableStorageReset: signedIn };
    const result = await lighthouse(url, flags, desktopConfig, page);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    // What the accessibility score misses, named, so that a miss can be fixed.
    const failed = (result.lhr.categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && result.lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id);
    runs.push({ figures: figuresOf(result.lhr), failed });
  }
  runs.sort((a, b) => a.figures.performance - b.figures.performance);
  const median = runs[Math.floor(runs.length / 2)]!;
  return { ...median.figures, failed: median.failed };
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
const product = await startBuiltProduct(PORT, dataDir);
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
const loadBefore = loadavg()[0]!;
const rows: { screen: string; path: string; figures: Figures & { failed: string[] } }[] = [];
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  const folderId = await createWizardFolder();
  const screens = [
    { screen: 'sign-in page', path: '/tableau-de-bord', signedIn: false },
    { screen: 'dashboard', path: '/tableau-de-bord', signedIn: true },
    { screen: 'folder list', path: '/dossiers/current-cases', signedIn: true },
    { screen: 'wizard page', path: `/dossier/${folderId}`, signedIn: true },
  ];
  // e.g. BENCH_SCREENS="folder list,wizard page" to measure some of them only.
  const only = process.env.BENCH_SCREENS?.split(',').map((name) => name.trim());
  for (const { screen, path, signedIn } of screens.filter((s) => !only || only.includes(s.screen))) {
    if (signedIn && !rows.some((row) => row.screen !== 'sign-in page')) await signIn(page);
    rows.push({ screen, path, figures: await measure(page, `${BASE}${path}`, signedIn) });
    console.error(`measured ${screen}`);
  }
  await browser.disconnect();
} finally {
  chrome.kill();
  await stopProcess(product);
  rmSync(dataDir, { recursive: true, force: true });
}

const mark = (value: number, target: number) => (value >= target ? `${value}` : `**${value}** (missed)`);
console.log(
  `\nLighthouse ${desktopConfig.settings?.formFactor ?? 'desktop'} (median of ${RUNS} by performance; ` +
    `load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after, ${cpus().length} cores)\n`,
);
console.log('| screen | address | performance | accessibility | LCP | CLS | TBT |');
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const { screen, path, figures } of rows) {
  console.log(
    `| ${screen} | \`${path.replace(/\/\d+$/, '/{id}')}\` | ${mark(figures.performance, TARGET.performance)} | ` +
      `${mark(figures.accessibility, TARGET.accessibility)} | ${(figures.lcpMs / 1000).toFixed(2)} s | ` +
      `${figures.cls.toFixed(3)} | ${figures.tbtMs.toFixed(0)} ms |`,
  );
}
for (const { screen, figures } of rows) {
  if (figures.cls >= 0.1) console.log(`\n${screen}: layout shifts of ${figures.shifted.join(', ')}`);
  if (figures.failed.length)
    console.log(`\n${screen}: accessibility audits failed: ${figures.failed.join(', ')}`);
}
const missed = rows.filter(
  ({ figures }) => figures.performance < TARGET.performance || figures.accessibility < TARGET.accessibility,
);
console.log(
  missed.length
    ? `\nTargets missed on: ${missed.map((row) => row.screen).join(', ')}.`
    : '\nEvery screen meets its targets.',
);
