import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { expect, type Page } from '@playwright/test';

/**
 * Downloads a signed folder's archive from its row menu (« Télécharger les documents signés », the menu
 * already open), checks its name and that Poppler's `pdfsig` finds each PDF's signature valid; answers
 * the PDFs, by name.
 */
export async function downloadSignedArchive(
  page: Page,
  dossierId: number,
): Promise<{ name: string; bytes: Uint8Array }[]> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger les documents signés' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`dossier-${dossierId}.zip`);
  const folder = mkdtempSync(join(tmpdir(), 'signed-'));
  const zipPath = join(folder, download.suggestedFilename());
  await download.saveAs(zipPath);
  const entries = unzipSync(new Uint8Array(readFileSync(zipPath)));
  const pdfs = Object.keys(entries).filter((name) => name.endsWith('.pdf'));
  for (const name of pdfs) {
    const pdfPath = join(folder, name.replace(/[\\/]/g, '_'));
    writeFileSync(pdfPath, entries[name]!);
    // Poppler's pdfsig checks each document's signature independently.
    expect(execFileSync('pdfsig', [pdfPath], { encoding: 'utf8' }), name).toContain('Signature is Valid');
  }
  return pdfs.map((name) => ({ name, bytes: entries[name]! }));
}

/** Drops a PDF on /verification's file field (already open) and waits for its verdict. */
export async function dropOnVerification(page: Page, name: string, bytes: Uint8Array): Promise<void> {
  await page
    .getByLabel(/Déposez un PDF ici|Drop a PDF here/)
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from(bytes) });
  await expect(page.getByTestId('verification-verdict')).toBeVisible({ timeout: 20_000 });
}
