import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { expect, test, type Page } from '@playwright/test';
import {
  createDocumentTimestampToken,
  createHttpTimestampAuthority,
  prepareSignature,
  readPdfSignatures,
} from '@souscription/pdf-signature';
import { addForgedSignatureField } from '../../packages/pdf-signature/tests/helpers/forgeries.js';
import { BASE_URL } from '../support/e2e-constants.js';
import { journeyFolder, screenshot, signIn } from '../support/journey.js';
import { dropOnVerification } from '../support/signed-archive.js';
import { JOURNEY_FOLDERS, type TJourneyFolder } from '../support/seed-journey-folders.js';

/** A seeded signed folder's archive, downloaded from its row menu: its PDFs by name. */
async function downloadSignedFolder(page: Page): Promise<{ id: number; pdfs: [string, Uint8Array][] }> {
  const journeyIds = new Set(
    (Object.keys(JOURNEY_FOLDERS) as TJourneyFolder[]).map((name) => journeyFolder(name)),
  );
  await signIn(page, 'conseiller', '/dossiers/signed-files');
  const rows = page.locator('[data-testid^="folder-row-"]');
  await expect(rows.first()).toBeVisible();
  const id = (await rows.evaluateAll((elements) => elements.map((e) => e.getAttribute('data-testid'))))
    .map((testId) => Number(String(testId).replace('folder-row-', '')))
    .find((candidate) => !journeyIds.has(candidate))!;
  const row = page.getByTestId(`folder-row-${id}`);
  await row.getByRole('button', { name: `Actions du dossier n°\u00a0${id}` }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger les documents signés' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`dossier-${id}.zip`);
  const entries = unzipSync(new Uint8Array(readFileSync(await download.path())));
  return { id, pdfs: Object.entries(entries).filter(([name]) => name.endsWith('.pdf')) };
}

/** The same file with one byte changed inside its first content stream. */
function withOneByteChanged(pdf: Uint8Array): Uint8Array {
  const copy = new Uint8Array(pdf);
  const at = Buffer.from(copy).indexOf('stream\n', 200) + 20;
  copy[at] = copy[at]! ^ 0x01;
  return copy;
}

const drop = dropOnVerification;

test('a newcomer checks a downloaded signed document on /verification, then a copy with one byte changed', async ({
  page,
  browser,
}) => {
  test.slow();
  const { id, pdfs } = await downloadSignedFolder(page);
  expect(pdfs.length).toBeGreaterThan(0);
  const [name, pdf] = pdfs[0]!;
  const altered = withOneByteChanged(pdf);

  for (const [viewport, width] of [
    ['bureau', { width: 1280, height: 900 }],
    ['390px', { width: 390, height: 844 }],
  ] as const) {
    const context = await browser.newContext({ viewport: width });
    const visitor = await context.newPage();
    await visitor.goto('/verification');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Vérifier un document signé');

    await drop(visitor, name, pdf);
    await expect(visitor.getByTestId('verification-verdict')).toContainText(
      'Document intact, signatures valides',
    );
    const signatures = visitor.getByTestId('verification-signature');
    // Each party's signature (B-LTA, timestamped, not modified) and the document timestamp.
    await expect(signatures).toHaveCount(3);
    for (const index of [0, 1]) {
      await expect(signatures.nth(index)).toContainText('B-LTA');
      await expect(signatures.nth(index)).toContainText('intacte');
    }
    await expect(visitor.getByTestId('verification-record')).toContainText(`pour le dossier n° ${id}`);
    await screenshot(visitor, `verification-01-valide-fr-${viewport}`);

    await drop(visitor, `altere-${name}`, altered);
    await expect(visitor.getByTestId('verification-verdict')).toContainText('Document altéré');
    await screenshot(visitor, `verification-02-altere-fr-${viewport}`);

    await visitor.getByRole('button', { name: 'English' }).click();
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Verify a signed document');
    await drop(visitor, name, pdf);
    await expect(visitor.getByTestId('verification-verdict')).toContainText(/valid/i);
    await screenshot(visitor, `verification-03-valid-en-${viewport}`);
    await drop(visitor, `altered-${name}`, altered);
    await expect(visitor.getByTestId('verification-verdict')).toContainText(/altered/i);
    await screenshot(visitor, `verification-04-altered-en-${viewport}`);
    await context.close();
  }
});

/**
 * Issue 33's forged copy: a new signature field whose widget paints « 5 200 parts / 1 040 000,00 € » over
 * the amounts, its value a copy of the first party's signature dictionary, closed by a fresh document
 * timestamp from the platform's own public /pki/tsa.
 */
async function forgeCopy(pdf: Uint8Array): Promise<Uint8Array> {
  const [first] = readPdfSignatures(pdf).filter((signature) => signature.type === 'signature');
  const forged = addForgedSignatureField(pdf, {
    fieldName: 'Signature_rectificative',
    value: { copyOf: first!.fieldName },
  });
  const prepared = prepareSignature(forged, {
    fieldName: 'Horodatage_rectificatif',
    subFilter: 'ETSI.RFC3161',
  });
  const authority = createHttpTimestampAuthority(`${BASE_URL}/pki/tsa`);
  return prepared.fill(await createDocumentTimestampToken(prepared.digest, authority));
}

test('a copy with a new signature field drawn over the amounts, closed by our own timestamp, reads « Document altéré »', async ({
  page,
  browser,
}) => {
  test.slow();
  const { pdfs } = await downloadSignedFolder(page);
  const [name, pdf] = pdfs[0]!;
  const forged = await forgeCopy(pdf);

  for (const [viewport, size] of [
    ['bureau', { width: 1280, height: 900 }],
    ['390px', { width: 390, height: 844 }],
  ] as const) {
    const context = await browser.newContext({ viewport: size });
    const visitor = await context.newPage();
    await visitor.goto('/verification');
    await drop(visitor, `rectifie-${name}`, forged);
    await expect(visitor.getByTestId('verification-verdict')).toContainText('Document altéré');
    const copy = visitor.locator('[data-testid="verification-signature"][data-status="copy"]');
    await expect(copy).toHaveCount(1);
    await expect(copy).toContainText('copie de la signature');
    await expect(copy).not.toContainText('B-LTA');
    await expect(visitor.getByText(/un champ de signature dessiné sur la page/).first()).toBeVisible();
    // Nothing on the page says « not modified » beside the copy.
    await expect(copy).toContainText('sans objet');
    await screenshot(visitor, `verification-05-copie-forgee-fr-${viewport}`);

    await visitor.getByRole('button', { name: 'English' }).click();
    await drop(visitor, `corrected-${name}`, forged);
    await expect(visitor.getByTestId('verification-verdict')).toContainText('Document altered');
    await expect(copy).toContainText('copy of the signature');
    await expect(visitor.getByText(/a signature field drawn on the page/).first()).toBeVisible();
    await screenshot(visitor, `verification-06-forged-copy-en-${viewport}`);
    await context.close();
  }
});
