import { expect, test } from '@playwright/test';
import { journeyFolder, screenshot, screenshotWindow, signIn } from '../support/journey.js';
import { JOURNEY_FOLDERS } from '../support/seed-journey-folders.js';
import { downloadSignedArchive } from '../support/signed-archive.js';
import type { TJourneyFolder } from '../support/seed-journey-folders.js';

test('a seeded signed folder downloads its sealed documents and shows its signature history', async ({
  page,
  browser,
}) => {
  test.slow();
  const journeyIds = new Set(
    (Object.keys(JOURNEY_FOLDERS) as TJourneyFolder[]).map((name) => journeyFolder(name)),
  );
  await signIn(page, 'conseiller', '/dossiers/signed-files');
  const rows = page.locator('[data-testid^="folder-row-"]');
  await expect(rows.first()).toBeVisible();
  const ids = (await rows.evaluateAll((elements) => elements.map((e) => e.getAttribute('data-testid'))))
    .map((testId) => Number(String(testId).replace('folder-row-', '')))
    .filter((id) => !journeyIds.has(id));
  const dossierId = ids[0]!;
  expect(dossierId).toBeGreaterThan(0);
  const row = page.getByTestId(`folder-row-${dossierId}`);
  await screenshot(page, 'seeded-signatures-01-dossiers-signes-fr');

  await row.getByRole('button', { name: `Actions du dossier n°\u00a0${dossierId}` }).click();
  await screenshotWindow(page, 'seeded-signatures-02-actions-fr');
  expect(await downloadSignedArchive(page, dossierId)).toHaveLength(3);
  // No error notice came up.
  await expect(page.getByRole('alert')).toHaveCount(0);

  await row.getByRole('button', { name: `Actions du dossier n°\u00a0${dossierId}` }).click();
  await page.getByRole('button', { name: 'Historique de signature' }).click();
  const dialog = page.getByRole('dialog', {
    name: `Historique de signature du dossier n°\u00a0${dossierId}`,
  });
  await expect(dialog.locator('iframe')).toBeVisible();
  // The browser's PDF viewer paints after it loads.
  await page.waitForTimeout(1500);
  await screenshotWindow(page, 'seeded-signatures-03-historique-fr');

  // The management screen's signed documents of the same folder.
  const context = await browser.newContext();
  const manager = await context.newPage();
  await signIn(manager, 'gestionnaire', `/manage-dossier/${dossierId}`);
  await manager.getByRole('tablist').first().getByRole('tab', { name: 'Justificatifs', exact: true }).click();
  // The proofs the subscriber sent before signing (seeded as an upload records them).
  await expect(manager.getByTestId('receipt-category').locator('h3')).toHaveText([
    'Carte nationale d’identité (recto et verso)',
    'Facture d’énergie ou de téléphone de moins de 3 mois',
    'Relevé d’identité bancaire',
  ]);
  const archive = manager.waitForEvent('download');
  await manager.getByTestId('download-signed-archive').click();
  expect((await archive).suggestedFilename()).toBe(`dossier-${dossierId}.zip`);
  await expect(manager.getByRole('alert')).toHaveCount(0);
  await screenshot(manager, 'seeded-signatures-04-gestion-justificatifs-fr');
  await context.close();
});
