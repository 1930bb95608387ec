import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { expect, type Page } from '@playwright/test';

/**
 * Downloads a signed folder's archive from its row menu (« Télécharger les documents signés », the menu
 * already open), checks its name and that Poppler's `pdfsig` finds each PDF's signature valid; answers
 * the PDFs' names.
 */
export async function downloadSignedArchive(page: Page, dossierId: number): Promise<string[]> {
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
  return pdfs;
}
