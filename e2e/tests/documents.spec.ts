import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { accessibilityViolations } from '../support/folders.js';
import { journeyFolder, screenshot, screenshotWindow, signIn } from '../support/journey.js';

test('the generated documents of the signature page: previewed, downloaded as dossier-{id}.zip, and the dossier printed', async ({
  page,
  context,
}, testInfo) => {
  const id = journeyFolder('walk');
  await signIn(page, 'backoffice', `/dossier/${id}`);
  await expect(page).toHaveURL(/\/form\/\d+$/);
  await page.getByTestId('step-08').getByRole('link').click();
  await expect(page.getByTestId('page-title')).toHaveText('Signature');

  // One preview button per document on the blocks that carry them, and a download-all button.
  const mission = page.getByRole('button', { name: 'Aperçu\u00a0: Lettre de mission' });
  const adequacy = page.getByRole('button', { name: 'Aperçu\u00a0: Rapport d’adéquation' });
  const subscription = page.getByRole('button', { name: 'Aperçu\u00a0: Bulletin de souscription' });
  await expect(mission).toBeVisible({ timeout: 20_000 });
  await expect(adequacy).toBeVisible();
  await expect(subscription).toBeVisible();
  await expect(page.getByRole('button', { name: 'Télécharger tous les documents' })).toHaveCount(2);
  await screenshot(page, 'documents-01-signature-page-fr');
  expect(await accessibilityViolations(page)).toEqual([]);

  // Each document opens in the preview modal: the PDF in its 500 px frame.
  for (const [button, title, name] of [
    [mission, 'Lettre de mission', 'documents-02-preview-mission-letter'],
    [adequacy, 'Rapport d’adéquation', 'documents-03-preview-adequacy-report'],
    [subscription, 'Bulletin de souscription', 'documents-04-preview-subscription-form'],
  ] as const) {
    await button.click();
    const dialog = page.getByRole('dialog', { name: title });
    const frame = dialog.locator('iframe');
    await expect(frame).toBeVisible({ timeout: 20_000 });
    await expect(frame).toHaveAttribute('src', /^blob:/);
    expect((await frame.boundingBox())?.height).toBeCloseTo(500, -1);
    await page.waitForTimeout(1500); // the PDF viewer draws its first page
    await screenshotWindow(page, name);
    await dialog.getByRole('button', { name: 'Fermer' }).last().click();
    await expect(dialog).toHaveCount(0);
  }

  // The mission block's documents in one archive.
  const missionBlock = page.locator('[data-testid^="block-documents-"]').first();
  const downloading = page.waitForEvent('download');
  await missionBlock.getByRole('button', { name: 'Télécharger tous les documents' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`dossier-${id}.zip`);
  const archivePath = testInfo.outputPath(`dossier-${id}.zip`);
  await download.saveAs(archivePath);
  const files = unzipSync(new Uint8Array(readFileSync(archivePath)));
  expect(Object.keys(files)).toEqual([`lettre-de-mission-${id}.pdf`, `rapport-adequation-${id}.pdf`]);
  await expect(page.getByTestId('full-page-loader')).toHaveCount(0);

  // « Imprimer la lettre de mission » opens the printable dossier in a new window.
  const opening = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Imprimer la lettre de mission' }).click();
  const printWindow = await opening;
  await printWindow.waitForURL(/^blob:/, { timeout: 20_000 });
  await printWindow.waitForTimeout(1500);
  await screenshotWindow(printWindow, 'documents-05-print-window');
  await printWindow.close();
});
