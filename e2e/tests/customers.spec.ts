import { expect, test } from '@playwright/test';
import { screenshot, signIn } from '../support/journey.js';
import { accessibilityViolations, folderRow, rowIds, search, waitForList } from '../support/folders.js';

/** Waits for the customer choice list to show its rows (or its empty state). */
async function waitForCustomers(page: import('@playwright/test').Page) {
  await expect(
    page.locator('[data-testid^="customer-row-"], [data-testid="customer-list-empty"]').first(),
  ).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('an advisor goes from the dashboard to the customer choice list and searches it by name or code', async ({
  page,
}) => {
  await signIn(page, 'conseiller');
  await page.getByRole('link', { name: 'Nouveau dossier' }).click();
  await expect(page).toHaveURL(/\/creer-un-dossier-client\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nouveau dossier');
  await waitForCustomers(page);
  await expect(page.getByRole('button', { name: 'Dossier prospect' })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText([
    'Civilité',
    'Prénom',
    'Nom',
    'N°\u00a0client',
    'Créer un dossier',
  ]);
  await screenshot(page, 'customers-fr');
  expect(await accessibilityViolations(page)).toEqual([]);

  await search(page, 'GUÉRIN');
  const rows = page.locator('[data-testid^="customer-row-"]');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Philippe');
  await expect(rows.first().getByRole('button')).toHaveAccessibleName(
    /^Créer un dossier client pour M\. Philippe Guérin \(S\d+\)$/,
  );
  await search(page, 'guerin');
  await expect(rows).toHaveCount(1);

  await search(page, 's00012');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Martin');

  await page.getByTestId('language-en').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New folder');
  await search(page, '');
  await waitForCustomers(page);
  await screenshot(page, 'customers-en');
});

test('the aestiam advisor creates a customer folder and a lead folder, each opening its form', async ({
  page,
}) => {
  await signIn(page, 'conseiller.aestiam', '/creer-un-dossier-client/');
  await waitForCustomers(page);
  const first = page.locator('[data-testid^="customer-row-"]').first();
  const lastName = (await first.getByRole('rowheader').textContent())!.trim();
  await search(page, lastName.toUpperCase());
  await page
    .locator('[data-testid^="customer-row-"]')
    .first()
    .getByRole('button', { name: /^Créer un dossier client pour/ })
    .click();
  await expect(page).toHaveURL(/\/form(\/\d+){0,2}$/);
  const customerFolder = Number((await page.getByTestId('form-folder-id').textContent())?.replace(/\D/g, ''));

  await page.goto('/dossiers/current-cases');
  await waitForList(page);
  expect((await rowIds(page))[0]).toBe(customerFolder);
  await expect(folderRow(page, customerFolder)).toContainText(lastName);
  await expect(folderRow(page, customerFolder)).toContainText('En cours');

  await page.getByRole('link', { name: 'Nouveau dossier' }).click();
  await page.getByRole('button', { name: 'Dossier prospect' }).click();
  await expect(page).toHaveURL(/\/form(\/\d+){0,2}$/);
  const leadFolder = Number((await page.getByTestId('form-folder-id').textContent())?.replace(/\D/g, ''));
  expect(leadFolder).toBeGreaterThan(customerFolder);
  await page.goto(`/dossiers/current-cases?searchTerm=${leadFolder}`);
  await waitForList(page);
  await expect(folderRow(page, leadFolder)).toContainText('Dossier prospect');
});

test('the direct prospect gets one button to create its own folder', async ({ page }) => {
  await signIn(page, 'prospect.direct', '/creer-un-dossier-client/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon dossier de souscription');
  await expect(page.getByRole('main').getByRole('button')).toHaveText(['Créer mon dossier']);
  await expect(page.getByRole('table')).toHaveCount(0);
  await screenshot(page, 'customers-direct-prospect-fr');
});

test('roles that cannot create folders are sent back to the dashboard', async ({ page }) => {
  await signIn(page, 'backoffice', '/creer-un-dossier-client/');
  await expect(page).toHaveURL(/\/tableau-de-bord$/);
  await expect(page.getByRole('link', { name: 'Nouveau dossier' })).toHaveCount(0);
});
