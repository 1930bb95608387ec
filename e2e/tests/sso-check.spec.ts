import { expect, test } from '@playwright/test';
import { search } from '../support/folders.js';
import { screenshot, signIn } from '../support/journey.js';

/**
 * /sso-check?from_client_id=N, the extranet's « new subscription for this customer » link: a folder
 * is made for the customer on the client form and its wizard opens on it (before the fix the folder
 * was forgotten and the wizard, finding none, went to /dossiers).
 */
test('an extranet link with from_client_id opens the wizard on a new folder of that customer', async ({
  page,
}) => {
  await signIn(page, 'conseiller', '/creer-un-dossier-client/');
  const firstRow = page.locator('[data-testid^="customer-row-"]').first();
  await expect(firstRow).toBeVisible();
  const clientId = Number((await firstRow.getAttribute('data-testid'))!.replace('customer-row-', ''));
  const lastName = (await firstRow.getByRole('rowheader').textContent())!.trim();

  await page.goto(`/sso-check?from_client_id=${clientId}`);
  await expect(page).toHaveURL(/\/form\/\d+/);
  const wizard = page.getByTestId('wizard');
  await expect(wizard).toBeVisible();

  const stored = await page.evaluate(() => ({
    folderId: JSON.parse(localStorage.getItem('folder_id') ?? 'null') as string | null,
    clientId: JSON.parse(localStorage.getItem('client_id') ?? 'null') as string | null,
  }));
  expect(stored.clientId).toBe(String(clientId));
  expect(Number(stored.folderId)).toBeGreaterThan(0);
  await expect(page.getByTestId('form-folder-id')).toContainText(String(stored.folderId));
  await screenshot(page, 'sso-check-from-client-wizard');

  // The folder is the customer's: the folder list finds it by the customer's name.
  await page.goto('/dossiers/current-cases');
  await search(page, lastName);
  await expect(page.locator(`[data-testid="folder-row-${stored.folderId}"]`)).toBeVisible();
});
