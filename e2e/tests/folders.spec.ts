import { expect, test } from '@playwright/test';
import { expectedCounts, screenshot, screenshotWindow, signIn } from '../support/journey.js';
import { DEMO_SUBSCRIPTION_FORM } from '../../apps/api/src/seed/forms/demo-subscription-form.js';
import { BACK_OFFICE_FORM } from '../../apps/api/src/seed/forms/back-office-form.js';
import {
  accessibilityViolations,
  folderRow,
  listSummary,
  openRowMenu,
  rangeText,
  rowIds,
  search,
  searchBox,
  waitForList,
  waitForPage,
} from '../support/folders.js';

const LISTS = [
  { state: 'signed-files', category: 'signed', title: 'Dossiers signés' },
  { state: 'signature-files', category: 'signature', title: 'Dossiers en cours de signature' },
  { state: 'current-cases', category: 'current', title: 'Dossiers en cours' },
  { state: 'abandoned-files', category: 'abandoned', title: 'Dossiers abandonnés' },
] as const;

// Note: the journeys that change folders (abandon, duplicate) run on the aestiam tenant, so the
// demo tenant keeps the counts the dashboard journey compares with the database.

test('an advisor reaches every list from the dashboard; each shows the count of its card', async ({
  page,
}) => {
  await signIn(page, 'conseiller');
  const counts = expectedCounts('conseiller');
  for (const list of LISTS) {
    await page.goto('/tableau-de-bord');
    await page.getByTestId(`count-card-${list.category}`).click();
    await expect(page).toHaveURL(new RegExp(`/dossiers/${list.state}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(list.title);
    await waitForList(page);
    const total = counts[list.category]!;
    await expect(listSummary(page)).toHaveText(
      total ? rangeText(1, Math.min(10, total), total) : 'Aucun dossier',
    );
    expect(await rowIds(page)).toHaveLength(Math.min(10, total));
    await expect(page.getByRole('table')).toHaveAccessibleName(new RegExp(`^${list.title} — `));
    await screenshot(page, `folders-${list.state}-fr`);
    expect(await accessibilityViolations(page)).toEqual([]);
  }
  await page.getByTestId('back-link').click();
  await expect(page).toHaveURL(/\/tableau-de-bord$/);
});

test('an advisor pages, searches without minding case or accents, and opens a folder in its form', async ({
  page,
}) => {
  await signIn(page, 'conseiller', '/dossiers/current-cases');
  await waitForList(page);
  const total = expectedCounts('conseiller').current!;
  expect(total).toBeGreaterThan(10);
  const firstPage = await rowIds(page);

  await page
    .getByRole('navigation', { name: 'Dossiers en cours, pages' })
    .getByRole('link', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/\?currentPage=2$/);
  await waitForPage(page, 2);
  await expect(listSummary(page)).toHaveText(rangeText(11, Math.min(20, total), total));
  const secondPage = await rowIds(page);
  expect(secondPage.some((id) => firstPage.includes(id))).toBe(false);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  // A reload keeps the page (it is in the address).
  await page.reload();
  await expect(listSummary(page)).toHaveText(rangeText(11, Math.min(20, total), total));

  await search(page, 'GUÉRIN');
  await expect(page).not.toHaveURL(/currentPage/);
  const accented = await rowIds(page);
  expect(accented.length).toBeGreaterThan(0);
  for (const id of accented) await expect(folderRow(page, id)).toContainText('Guérin');
  await search(page, 'guerin');
  expect(await rowIds(page)).toEqual(accented);
  await screenshot(page, 'folders-search-fr');

  await search(page, 'zzz-personne');
  await expect(page.getByTestId('folder-list-empty')).toContainText('Aucun dossier ne correspond');
  await page.getByTestId('folder-list-empty').getByRole('button', { name: 'Effacer la recherche' }).click();
  await expect(listSummary(page)).toHaveText(rangeText(1, 10, total));

  const [opened] = await rowIds(page);
  await openRowMenu(page, opened!);
  await page.getByRole('link', { name: 'Modifier' }).click();
  await expect(page).toHaveURL(/\/form(\/\d+){0,2}$/);
  await expect(page.getByTestId('form-folder-id')).toHaveText(`Dossier n°\u00a0${opened}`);
});

test('the menu of a signed folder offers download and history; a download gives the archive, a failed one explains itself', async ({
  page,
}) => {
  await signIn(page, 'conseiller', '/dossiers/signed-files');
  await waitForList(page);
  const [signed] = await rowIds(page);
  await openRowMenu(page, signed!);
  const menu = page.locator('.dropdown-menu.show');
  await expect(menu.getByRole('button')).toHaveText([
    'Télécharger les documents signés',
    'Voir les documents signés',
    'Historique de signature',
  ]);
  await expect(menu.getByRole('link')).toHaveText(['Modifier']);
  await screenshot(page, 'folders-menu-signed-fr');
  expect(await accessibilityViolations(page)).toEqual([]);
  const downloading = page.waitForEvent('download');
  await menu.getByRole('button', { name: 'Télécharger les documents signés' }).click();
  // The seeded signed folders carry their sealed documents (seeded-signatures.spec.ts reads them).
  expect((await downloading).suggestedFilename()).toBe(`dossier-${signed}.zip`);
  await expect(page.getByTestId('folder-notice')).toHaveCount(0);
  // When the archive cannot be had (here the network fails), the list says so.
  await page.route('**/api/dossier/*/docusign/download', (route) => route.abort('failed'));
  await openRowMenu(page, signed!);
  await page
    .locator('.dropdown-menu.show')
    .getByRole('button', { name: 'Télécharger les documents signés' })
    .click();
  await expect(page.getByTestId('folder-notice')).toBeVisible();
  await expect(page.getByTestId('folder-notice')).toHaveClass(/alert-danger/);
});

test('a client sees only their own folders, and cannot open another customer’s', async ({ page }) => {
  // A folder of another customer, as the advisor sees it.
  await signIn(page, 'conseiller', '/dossiers/current-cases?searchTerm=guerin');
  await waitForList(page);
  const [other] = await rowIds(page);
  await page.getByTestId('logout-button').click();
  await expect(page.locator('form input[name="username"]')).toBeVisible();

  await signIn(page, 'client');
  const counts = expectedCounts('client');
  for (const list of LISTS) {
    await page.goto(`/dossiers/${list.state}`);
    await waitForList(page);
    const ids = await rowIds(page);
    expect(ids).toHaveLength(Math.min(10, counts[list.category]!));
    expect(ids).not.toContain(other);
    for (const id of ids) await expect(folderRow(page, id)).toContainText('Mme Claire Martin');
  }
  await expect(page.getByRole('link', { name: 'Nouveau dossier' })).toHaveCount(0);

  await page.goto('/dossiers/current-cases');
  await waitForList(page);
  const [own] = await rowIds(page);
  await openRowMenu(page, own!);
  await expect(page.locator('.dropdown-menu.show').getByRole('button', { name: 'Abandonner' })).toHaveCount(
    0,
  );
  await screenshot(page, 'folders-client-fr');

  // The look-up of the other customer's folder is refused: the default page opens.
  await page.goto(`/dossier/${other}`);
  await expect(page).toHaveURL(/\/tableau-de-bord$/);
});

test('the aestiam advisor abandons a folder: it leaves the current cases and appears among the abandoned', async ({
  page,
}) => {
  await signIn(page, 'conseiller.aestiam', '/dossiers/current-cases');
  await waitForList(page);
  const [id] = await rowIds(page);
  await openRowMenu(page, id!);
  await page.getByRole('button', { name: 'Abandonner' }).click();
  const dialog = page.getByRole('dialog', { name: `Abandonner le dossier n°\u00a0${id}` });
  await expect(dialog).toBeVisible();
  await screenshot(page, 'folders-abandon-modal-fr');
  await dialog.getByRole('button', { name: 'Abandonner le dossier' }).click();
  await expect(page.getByTestId('folder-notice')).toHaveText(`Le dossier n°\u00a0${id} a été abandonné.`);
  await expect(folderRow(page, id!)).toHaveCount(0);
  // The row and its menu are gone: the focus waits on the list's title, not on the page's body.
  await expect(page.getByRole('heading', { level: 1, name: 'Dossiers en cours' })).toBeFocused();
  await screenshot(page, 'folders-abandoned-focus-fr');

  await page.goto('/dossiers/abandoned-files');
  await waitForList(page);
  await search(page, String(id));
  await expect(folderRow(page, id!)).toContainText('Abandonné');
  // A canceled folder keeps one action: duplicate (the tenant's duplication switch is on).
  await openRowMenu(page, id!);
  const menu = page.locator('.dropdown-menu.show');
  await expect(menu.getByRole('button')).toHaveText(['Dupliquer']);
  await expect(menu.getByRole('link')).toHaveCount(0);
});

test('an abandon refused because the folder was abandoned on another screen says so for 5 s, not 3', async ({
  page,
  browser,
}) => {
  await signIn(page, 'conseiller.aestiam', '/dossiers/current-cases');
  await waitForList(page);
  const id = (await rowIds(page)).at(-1)!;
  await openRowMenu(page, id);
  await page.getByRole('button', { name: 'Abandonner' }).click();
  const dialog = page.getByRole('dialog', { name: `Abandonner le dossier n°\u00a0${id}` });
  await expect(dialog).toBeVisible();

  // Meanwhile the same advisor abandons it from a second device.
  const second = await browser.newContext();
  const other = await second.newPage();
  await signIn(other, 'conseiller.aestiam', '/dossiers/current-cases');
  await waitForList(other);
  await search(other, String(id));
  await openRowMenu(other, id);
  await other.getByRole('button', { name: 'Abandonner' }).click();
  await other.getByRole('dialog').getByRole('button', { name: 'Abandonner le dossier' }).click();
  await expect(other.getByTestId('folder-notice')).toContainText('a été abandonné');
  await second.close();

  await dialog.getByRole('button', { name: 'Abandonner le dossier' }).click();
  const notice = page.getByTestId('folder-notice');
  await expect(notice).toBeVisible();
  await expect(notice).not.toContainText('a été abandonné');
  await screenshot(page, 'folders-abandon-refused-fr');
  // A failure banner stays 5 s (spec 01 §4 and §9); a success banner, 3 s.
  await page.waitForTimeout(3_500);
  await expect(notice).toBeVisible();
  await expect(notice).toBeHidden({ timeout: 10_000 });
});

test('the aestiam advisor duplicates a folder with its documents and lands in the new folder’s form', async ({
  page,
}) => {
  await signIn(page, 'conseiller.aestiam', '/dossiers/current-cases');
  await waitForList(page);
  const before = await rowIds(page);
  const source = before[0]!;
  await openRowMenu(page, source);
  await page.getByRole('button', { name: 'Dupliquer' }).click();
  const dialog = page.getByRole('dialog', { name: `Dupliquer le dossier n°\u00a0${source}` });
  await expect(dialog.getByRole('button', { name: 'Non, sans les documents' })).toBeVisible();
  await screenshotWindow(page, 'folders-duplicate-modal-fr');
  expect(await accessibilityViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Dupliquer aussi les documents' }).click();

  await expect(page).toHaveURL(/\/form(\/\d+){0,2}$/);
  const text = await page.getByTestId('form-folder-id').textContent();
  const created = Number(text?.replace(/\D/g, ''));
  expect(created).toBeGreaterThan(Math.max(...before));

  await page.goto('/dossiers/current-cases');
  await waitForList(page);
  const [newest] = await rowIds(page);
  expect(newest).toBe(created);
  const sourceClient = await folderRow(page, source).locator('td').first().textContent();
  await expect(folderRow(page, created).locator('td').first()).toHaveText(sourceClient!);
});

test('the back office filters a list by form; its rows open read-only', async ({ page }) => {
  await signIn(page, 'backoffice', '/dossiers/current-cases');
  await waitForList(page);
  const total = expectedCounts('backoffice').current!;
  await expect(listSummary(page)).toHaveText(rangeText(1, Math.min(10, total), total));
  const filter = page.getByRole('combobox', { name: 'Formulaire' });
  await expect(filter.locator('option').first()).toHaveText('Toutes les souscriptions');
  await filter.selectOption({ label: DEMO_SUBSCRIPTION_FORM.label });
  await expect(page).toHaveURL(/[?&]form=\d+/);
  await expect(page.locator('[data-shown-form]:not([data-shown-form="all"])')).toBeVisible();
  await expect(listSummary(page)).toHaveText(rangeText(1, Math.min(10, total), total));
  await screenshot(page, 'folders-back-office-fr');

  const [id] = await rowIds(page);
  await openRowMenu(page, id!);
  const menu = page.locator('.dropdown-menu.show');
  await expect(menu.getByRole('link')).toHaveText(['Consulter']);
  await expect(menu.getByRole('button', { name: 'Abandonner' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Folders of the back-office form are the back office's to modify.
  await filter.selectOption({ label: BACK_OFFICE_FORM.label });
  const backOfficeForm = await filter.inputValue();
  await expect(page.locator(`[data-shown-form="${backOfficeForm}"]`)).toBeVisible();
  await waitForList(page);
  const [registered] = await rowIds(page);
  if (registered === undefined) {
    await expect(page.getByTestId('folder-list-empty')).toBeVisible();
  } else {
    await openRowMenu(page, registered);
    await expect(page.locator('.dropdown-menu.show').getByRole('link')).toHaveText(['Modifier']);
    await page.keyboard.press('Escape');
  }
  await filter.selectOption({ label: 'Toutes les souscriptions' });
  await expect(page).not.toHaveURL(/form=/);
});

test('the lists read in English', async ({ page }) => {
  await signIn(page, 'conseiller', '/dossiers/signed-files');
  await waitForList(page);
  await page.getByTestId('language-en').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Signed folders');
  await expect(listSummary(page)).toHaveText(/^1 to 10 of \d+$/);
  await expect(page.getByTestId('search-input')).toHaveAttribute('placeholder', 'Folder, client, advisor…');
  // Civilities are written in English too (stored « M. » / « Mme »).
  const [first] = await rowIds(page);
  await expect(folderRow(page, first!)).toContainText(/(Mr|Mrs) \p{L}/u);
  await expect(folderRow(page, first!)).not.toContainText(/(M\.|Mme) \p{L}/u);
  await screenshot(page, 'folders-signed-files-en');
  await page.getByTestId('language-fr').click();
  await expect(searchBox(page)).toBeVisible();
});
