/**
 * A new user's tour of every role, for a person to look at (issue 27): starts the product as the
 * journeys do (support/prepare-journeys.ts: a fresh database of its own in a temporary folder, the
 * demo data and the journeys' folders), signs in as each demo role and saves a screenshot of each
 * screen that role uses, in French and English, at 1280 and 390 px, as
 * e2e/screenshots/tour/<role>-<screen>-<lang>-<width>.png. A tool, not a test: nothing is asserted
 * beyond reaching each screen; a screen that cannot be reached is reported and the tour goes on.
 * Run: npm run tour -w e2e (E2E_PORT, default 3218, so it never takes the journeys' port).
 */
import { rmSync } from 'node:fs';
import { chromium, expect, type Browser, type Page } from '@playwright/test';

process.env.E2E_PORT ??= '3218';
const { BASE_URL, SCREENSHOT_DIR } = await import('../support/e2e-constants.js');
const { prepareJourneys } = await import('../support/prepare-journeys.js');
const { journeyFolder, screenshot, screenshotWindow, signIn, waitForQuietPage } =
  await import('../support/journey.js');
const { openRowMenu, waitForList } = await import('../support/folders.js');
const { field } = await import('../support/wizard.js');
const { CHROMIUM_LAUNCH_OPTIONS } = await import('../chromium.js');

type TLang = 'fr' | 'en';
type TView = { page: Page; lang: TLang; width: number; role: string };

const LANGS: readonly TLang[] = ['fr', 'en'];
const WIDTHS = [1280, 390] as const;
const FOLDER_LISTS = ['current-cases', 'signature-files', 'signed-files', 'abandoned-files'] as const;
const INTEGRATION_LISTS = ['ongoing', 'validated', 'sync', 'error', 'refused'] as const;
const MANAGEMENT_TABS = ['presentation', 'receipts', 'pairing', 'actions'] as const;
const TOUR_DIR = `${SCREENSHOT_DIR}tour/`;

const failures: string[] = [];
const saved: string[] = [];

/** Waits until the screen stops loading (no request under way, nothing marked busy, no spinner). */
async function settle(page: Page): Promise<void> {
  await waitForQuietPage(page);
  await expect(page.locator('[aria-busy="true"], [data-testid="full-page-loader"]')).toHaveCount(0, {
    timeout: 20_000,
  });
  await page.waitForTimeout(250);
}

/** Saves one screen (the whole page, or the window only when a modal covers it). */
async function shoot(view: TView, screen: string, windowOnly = false): Promise<void> {
  const name = `tour/${view.role}-${screen}-${view.lang}-${view.width}`;
  await (windowOnly ? screenshotWindow : screenshot)(view.page, name);
  saved.push(name);
}

/** Runs one screen of the tour; a screen that fails is noted and the tour goes on. */
async function visit(view: TView, screen: string, steps: () => Promise<void>): Promise<void> {
  try {
    await steps();
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    failures.push(`${view.role}-${screen}-${view.lang}-${view.width}: ${message}`);
    await view.page.keyboard.press('Escape').catch(() => {});
  }
}

async function openAndShoot(view: TView, screen: string, path: string): Promise<void> {
  await visit(view, screen, async () => {
    await view.page.goto(path);
    await settle(view.page);
    await shoot(view, screen);
  });
}

/** The ids of the folder rows of a list on screen. */
async function listedIds(page: Page, prefix = 'folder-row-'): Promise<number[]> {
  return page
    .locator(`[data-testid^="${prefix}"]`)
    .evaluateAll(
      (rows, start) => rows.map((row) => Number(row.getAttribute('data-testid')?.slice(start.length))),
      prefix,
    );
}

async function dashboardAndLists(view: TView): Promise<void> {
  await openAndShoot(view, 'dashboard', '/tableau-de-bord');
  for (const list of FOLDER_LISTS) {
    await visit(view, `list-${list}`, async () => {
      await view.page.goto(`/dossiers/${list}`);
      await waitForList(view.page);
      await settle(view.page);
      await shoot(view, `list-${list}`);
      const [first] = await listedIds(view.page);
      if (first === undefined || (list !== 'current-cases' && list !== 'signed-files')) return;
      await openRowMenu(view.page, first);
      await expect(view.page.getByRole('menu').or(view.page.locator('.dropdown-menu.show'))).toBeVisible();
      await shoot(view, `row-menu-${list}`, true);
      await view.page.keyboard.press('Escape');
    });
  }
}

/** Each page of a folder in progress, by its step links; the payment page with the IBAN parts. */
async function wizardPages(view: TView, folder: number, pages: number): Promise<void> {
  const { page } = view;
  await visit(view, 'wizard-open', async () => {
    await page.goto(`/dossier/${folder}`);
    await expect(page.getByTestId('page-title')).toBeVisible({ timeout: 20_000 });
    await settle(page);
  });
  for (let index = 1; index <= pages; index += 1) {
    const step = String(index).padStart(2, '0');
    await visit(view, `wizard-page-${step}`, async () => {
      const link = page.getByTestId(`step-${step}`).getByRole('link');
      // The page in progress is no link: the folder opens on it.
      if (await link.count()) await link.click();
      else await page.goto(`/dossier/${folder}`);
      await expect(page.getByTestId('page-title')).toBeVisible();
      await settle(page);
      await shoot(view, `wizard-page-${step}`);
      await dismembermentTable(view);
      const sepa = field(page, 'payment_method').getByRole('radio', { name: /SEPA/ });
      if ((await sepa.count()) === 0 || !(await sepa.first().isEnabled())) return;
      await field(page, 'payment_method').locator('label').filter({ hasText: /SEPA/ }).first().click();
      await expect(field(page, 'debit_iban').getByRole('group')).toBeVisible();
      await field(page, 'debit_iban').scrollIntoViewIfNeeded();
      await shoot(view, 'wizard-iban-parts', true);
    });
  }
}

/** On the investment page of a folder one fills, its next block: the ownership and its dismemberment table. */
async function dismembermentTable(view: TView): Promise<void> {
  const { page } = view;
  const shares = field(page, 'shares').locator('input');
  if ((await shares.count()) === 0 || !(await shares.isEditable())) return;
  await page.getByTestId('block-submit').click();
  await expect(field(page, 'dismemberment_duration')).toBeVisible({ timeout: 15_000 });
  await settle(page);
  await shoot(view, 'wizard-dismemberment');
}

/** The signature page of a folder: its block, and a generated document in the preview modal. */
async function signaturePage(view: TView, folder: number, screen: string): Promise<void> {
  const { page } = view;
  await visit(view, screen, async () => {
    await page.goto(`/dossier/${folder}`);
    await expect(page.locator('section.app-block[data-state="progress"]')).toBeVisible({ timeout: 20_000 });
    await settle(page);
    await shoot(view, screen);
  });
  await visit(view, 'document-preview', async () => {
    await page
      .getByRole('button', { name: /^(Aperçu|Preview)/ })
      .first()
      .click();
    await expect(page.getByRole('dialog').locator('iframe')).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(1500);
    await shoot(view, 'document-preview', true);
    await page.keyboard.press('Escape');
  });
}

async function firstSignedFolder(page: Page): Promise<number | undefined> {
  await page.goto('/dossiers/signed-files');
  await waitForList(page);
  return (await listedIds(page))[0];
}

async function advisorTour(view: TView): Promise<void> {
  await dashboardAndLists(view);
  await wizardPages(view, journeyFolder('polishPayment'), 7);
  await signaturePage(view, journeyFolder('signature'), 'signature-block');
  await visit(view, 'finalisation', async () => {
    const signed = await firstSignedFolder(view.page);
    if (signed === undefined) throw new Error('no signed folder');
    await view.page.goto(`/dossier/${signed}`);
    await expect(view.page.getByTestId('page-title')).toBeVisible({ timeout: 20_000 });
    // A signed folder opens on its first page; the completion block is on the last one.
    await view.page.getByTestId('step-08').getByRole('link').click();
    await settle(view.page);
    await shoot(view, 'finalisation');
  });
  await openAndShoot(view, 'customer-choice', '/creer-un-dossier-client');
  await openAndShoot(view, 'demo-mailbox', '/boite-de-demonstration');
}

async function backOfficeTour(view: TView): Promise<void> {
  await dashboardAndLists(view);
  await wizardPages(view, journeyFolder('walk'), 8);
}

async function clientTour(view: TView): Promise<void> {
  await dashboardAndLists(view);
  await signaturePage(view, journeyFolder('clientSignature'), 'signature-block');
}

/** The management screen of a dossier, tab by tab (the pairing tab only where the dossier has one). */
async function managementTabs(view: TView, id: number, kind: string): Promise<void> {
  const { page } = view;
  await page.goto(`/manage-dossier/${id}`);
  await expect(page.getByTestId('dossier-header')).toBeVisible({ timeout: 20_000 });
  for (const tab of MANAGEMENT_TABS) {
    await visit(view, `manage-${kind}-${tab}`, async () => {
      const button = page.locator(`#manage-dossier-tabs-tab-${tab}`);
      if ((await button.count()) === 0) return;
      await button.click();
      await settle(page);
      await shoot(view, `manage-${kind}-${tab}`);
      // The pairing's other part (a dismembered dossier pairs the bare owner and the usufructuary).
      const usufruct = page.locator('#pairing-scopes-tab-usu');
      if (tab !== 'pairing' || (await usufruct.count()) === 0) return;
      await usufruct.click();
      await settle(page);
      await shoot(view, `manage-${kind}-pairing-usu`);
    });
  }
}

/** The first dossier of an integration list (optionally the first whose row says it is dismembered). */
async function integrationDossier(
  page: Page,
  states: readonly string[],
  dismembered = false,
): Promise<number> {
  for (const state of states) {
    await page.goto(`/manage-dossier/statut-integration/${state}`);
    await settle(page);
    for (const id of await listedIds(page, 'integration-row-')) {
      const row = page.getByTestId(`integration-row-${id}`);
      if (!dismembered || /Nue-propriété|Bare ownership/.test((await row.textContent()) ?? '')) return id;
    }
  }
  throw new Error(`no ${dismembered ? 'dismembered ' : ''}dossier in ${states.join(', ')}`);
}

async function managerTour(view: TView): Promise<void> {
  const { page } = view;
  await openAndShoot(view, 'dashboard', '/tableau-de-bord');
  await visit(view, 'dashboard-integration', async () => {
    await page.getByTestId('dashboard-tab-integration').click();
    await settle(page);
    await shoot(view, 'dashboard-integration');
  });
  for (const state of INTEGRATION_LISTS) {
    await openAndShoot(view, `integration-${state}`, `/manage-dossier/statut-integration/${state}`);
  }
  for (const [kind, state, dismembered] of [
    // Validated, or validated then delivered (the demo delivers what it validates).
    ['validated', ['validated', 'sync'], false],
    ['refused', ['refused'], false],
    ['bare-ownership', INTEGRATION_LISTS, true],
    // The pairing tab shows while a dossier waits (to validate, or in error): the first to validate.
    ['to-validate', ['ongoing'], false],
  ] as const) {
    await visit(view, `manage-${kind}`, async () =>
      managementTabs(view, await integrationDossier(page, state, dismembered), kind),
    );
  }
  await visit(view, 'signed-document-preview', async () => {
    await page.goto(`/manage-dossier/${await integrationDossier(page, ['sync', 'validated'])}`);
    await page.locator('#manage-dossier-tabs-tab-receipts').click();
    await page
      .getByTestId('signed-documents')
      .getByRole('button', { name: /^(Voir|View)/ })
      .first()
      .click();
    await expect(page.getByTestId('file-preview').locator('iframe')).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(1500);
    await shoot(view, 'signed-document-preview', true);
    await page.keyboard.press('Escape');
  });
}

const ROLES: { role: string; username: string; tour: (view: TView) => Promise<void> }[] = [
  { role: 'advisor', username: 'conseiller', tour: advisorTour },
  { role: 'back-office', username: 'backoffice', tour: backOfficeTour },
  { role: 'dossier-manager', username: 'gestionnaire', tour: managerTour },
  { role: 'client', username: 'client', tour: clientTour },
  { role: 'prospect', username: 'prospect', tour: dashboardAndLists },
  { role: 'partner', username: 'partenaire', tour: (view) => openAndShoot(view, 'profile', '/profile') },
];

async function newView(browser: Browser, role: string, lang: TLang, width: number): Promise<TView> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width, height: width < 600 ? 844 : 900 },
    locale: lang === 'fr' ? 'fr-FR' : 'en-GB',
    timezoneId: 'Europe/Paris',
    reducedMotion: 'reduce',
  });
  // The language a user picked earlier on this browser (the app keeps it under `locale`).
  if (lang === 'en') await context.addInitScript(() => window.localStorage.setItem('locale', '"en"'));
  return { page: await context.newPage(), lang, width, role };
}

/** The public screens: the sign-in page (its language link) and the signature verifier. */
async function publicTour(browser: Browser): Promise<void> {
  for (const width of WIDTHS) {
    const view = await newView(browser, 'visitor', 'fr', width);
    await visit(view, 'sign-in', async () => {
      await view.page.goto('/tableau-de-bord');
      await expect(view.page.locator('#username')).toBeVisible();
      await shoot(view, 'sign-in');
      await view.page.getByRole('link', { name: 'English' }).click();
      await expect(view.page.locator('#username')).toBeVisible();
      await shoot({ ...view, lang: 'en' }, 'sign-in');
    });
    await view.page.context().close();
    for (const lang of LANGS) {
      const visitor = await newView(browser, 'visitor', lang, width);
      await openAndShoot(visitor, 'verification', '/verification');
      await visitor.page.context().close();
    }
  }
}

const only = process.env.TOUR_ROLES?.split(',');
// A whole tour starts from an empty folder; a partial one replaces its own screenshots only.
if (!only) rmSync(TOUR_DIR, { recursive: true, force: true });
const { app, config } = await prepareJourneys();
await app.listen({ port: config.port, host: config.host });
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
try {
  if (!only || only.includes('visitor')) await publicTour(browser);
  for (const { role, username, tour } of ROLES.filter((entry) => !only || only.includes(entry.role))) {
    for (const lang of LANGS) {
      for (const width of WIDTHS) {
        const view = await newView(browser, role, lang, width);
        await signIn(view.page, username);
        await tour(view);
        await view.page.context().close();
        console.log(`${role} ${lang} ${width}: done`);
      }
    }
  }
} finally {
  await browser.close();
  await app.close();
}
console.log(`${saved.length} screenshots in ${TOUR_DIR}`);
if (failures.length) {
  console.log(`${failures.length} screens not reached:\n${failures.join('\n')}`);
  process.exitCode = 1;
}
// The database and the server's timers would keep the process alive.
process.exit();
