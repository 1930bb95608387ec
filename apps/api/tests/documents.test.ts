import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { tenants } from '../src/db/schema.js';
import { DEMO_HAPPY_PATH_VALUES, type DemoStep } from '../src/seed/forms/demo-happy-path.js';
import { DEMO_BLOCK, DEMO_ELEMENT } from '../src/seed/forms/demo-subscription-form.js';
import { generateBlockDocuments } from '../src/modules/documents/service/generate-block-documents.js';
import { formatDocumentCurrency, maskIban } from '../src/modules/documents/service/format-document-value.js';
import { createDemoDossiers, type DemoDossiers } from './support/demo-dossiers.js';
import { checkPdfMetadata } from './support/pdf-metadata.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let d: DemoDossiers;
let offset: number;
const workDir = mkdtempSync(join(tmpdir(), 'documents-test-'));

beforeAll(async () => {
  t = await createTestApp();
  d = await createDemoDossiers(t);
  ({ offset } = d);
});
afterAll(async () => t?.close());

const createDossier: DemoDossiers['createDossier'] = (...args) => d.createDossier(...args);
const getDossier: DemoDossiers['getDossier'] = (...args) => d.getDossier(...args);
const putReceipts: DemoDossiers['putReceipts'] = (...args) => d.putReceipts(...args);

async function submit(dossierId: number, step: DemoStep) {
  const response = await d.submit(dossierId, step);
  expect(response.statusCode, `block ${step.blockId}: ${response.body}`).toBe(200);
}

/**
 * A dossier of the demo advisor filled up to the mission letter (its documents can be made); the
 * blocks asking for receipts are left out unless `withReceipts` (the documents do not show receipts).
 */
async function dossierAtSignature(withReceipts = false): Promise<number> {
  const id = await createDossier();
  const upTo = DEMO_HAPPY_PATH_VALUES.findIndex((step) => step.blockId === DEMO_BLOCK.missionLetter);
  for (const step of DEMO_HAPPY_PATH_VALUES.slice(0, upTo)) {
    if (step.receipts?.length && !withReceipts) continue;
    await putReceipts(id, step.receipts);
    await submit(id, step);
  }
  return id;
}

/** The text of a PDF, as poppler's pdftotext reads it. */
function pdfText(bytes: Uint8Array, name = 'document.pdf'): string {
  const path = join(workDir, name);
  writeFileSync(path, bytes);
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

const INTL_EURO = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
/**
 * « 1 234,56 € » as Intl writes it; pdftotext gives its narrow no-break and no-break spaces back as
 * plain spaces (the formatting itself is checked on formatDocumentCurrency below).
 */
const EURO = { format: (value: number) => INTL_EURO.format(value).replace(/[\u202f\u00a0]/g, ' ') };
const missionBlock = () => DEMO_BLOCK.missionLetter + offset;
const subscriptionBlock = () => DEMO_BLOCK.subscriptionSignature + offset;

async function call(
  method: 'GET' | 'POST',
  url: string,
  username: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { ...(await t.authAs(username)), ...headers },
    ...(payload ? { payload } : {}),
  });
}

const list = (id: number, blockId: number, username = 'conseiller', headers: Record<string, string> = {}) =>
  call('POST', `/api/dossiers/${id}/documents/list`, username, { block_id: blockId }, headers);
const preview = (id: number, documentId: number, username = 'conseiller') =>
  call('POST', `/api/dossiers/${id}/preview`, username, { documentId, save: false });
const downloadAll = (id: number, blockId: number, username = 'conseiller') =>
  call('POST', `/api/dossiers/${id}/documents/all`, username, { block_id: blockId });
const print = (id: number, printId: number, username = 'conseiller') =>
  call('GET', `/api/dossiers/${id}/printPdf/${printId}`, username);

type TListed = { id: number; filename: string; title: string };
async function listed(id: number, blockId: number): Promise<TListed[]> {
  const response = await list(id, blockId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().documents;
}

async function setSwitches(switches: { documentPreview?: boolean; documentDownload?: boolean }) {
  const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.code, 'demo'));
  await t.database.db
    .update(tenants)
    .set({ features: { ...demo!.features, documentPreview: true, documentDownload: true, ...switches } })
    .where(eq(tenants.code, 'demo'));
  t.app.tenants.invalidate();
}

let dossierId: number;
beforeAll(async () => {
  dossierId = await dossierAtSignature();
}, 120_000);

describe('documents of the signature blocks', () => {
  it('lists the mission letter and the adequacy report on the mission block, the subscription form on the next', async () => {
    expect((await listed(dossierId, missionBlock())).map((d) => d.filename)).toEqual([
      `lettre-de-mission-${dossierId}.pdf`,
      `rapport-adequation-${dossierId}.pdf`,
    ]);
    const subscription = await listed(dossierId, subscriptionBlock());
    expect(subscription).toEqual([
      expect.objectContaining({
        filename: `bulletin-de-souscription-${dossierId}.pdf`,
        title: 'Bulletin de souscription',
      }),
    ]);
    expect(await listed(dossierId, DEMO_BLOCK.identity + offset)).toEqual([]);
  });

  it('previews the subscription form: a PDF with the values in French format, the amount in words and the split', async () => {
    const [document] = await listed(dossierId, subscriptionBlock());
    const response = await preview(dossierId, document!.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const bytes = response.rawPayload;
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(2);
    const text = pdfText(bytes, 'subscription.pdf');
    const version = (await getDossier(dossierId)).version;
    expect(text).toContain(`Dossier n° ${dossierId}, version ${version}`);
    expect(text).toContain('SCPI Pierre Urbaine');
    expect(text).toContain(EURO.format(104_000)); // 104 000,00 € with Intl's narrow no-break spaces
    expect(text).toContain(EURO.format(200));
    // What the subscriber pays, in figures and words: the bare ownership, beside the full-property value.
    expect(text).toMatch(new RegExp(`Montant versé en chiffres\\s+${EURO.format(67_600)}`));
    expect(text).toMatch(/Montant versé en lettres\s+soixante-sept mille six cents euros/);
    expect(text).toMatch(
      new RegExp(`Valeur en pleine propriété \\(prix × parts\\)\\s+${EURO.format(104_000)}`),
    );
    expect(text).not.toContain('cent quatre mille euros');
    expect(text).toContain('Démembrement temporaire');
    expect(text).toContain('35 %');
    expect(text).toContain('65 %');
    expect(text).toContain(EURO.format(36_400));
    expect(text).toContain(EURO.format(67_600));
    expect(text).toMatch(/14\/03\/1968/);
    expect(text).toContain('Claire'); // the co-subscriber
    expect(text).toContain('•••0 189'); // IBAN masked but for its last 4 characters
    expect(text).not.toContain('3456 7890');
    expect(text).toMatch(/Page 1 sur \d/);
  });

  it('writes the advisor, the client and the advice in the mission letter, the answers and verdict in the adequacy report', async () => {
    const [mission, adequacy] = await listed(dossierId, missionBlock());
    const missionText = pdfText((await preview(dossierId, mission!.id)).rawPayload, 'mission.pdf');
    expect(missionText).toContain('LETTRE DE MISSION');
    expect(missionText).toMatch(/Conseiller\s+\S+/);
    expect(missionText).toContain('Jean-Pierre MARTIN');
    expect(missionText).toContain('SCPI Pierre Urbaine');
    // The advice says what is paid, for which part, beside the full-property value (issue 27 item 16).
    expect(missionText).toMatch(new RegExp(`Montant versé\\s+${EURO.format(67_600)}`));
    expect(missionText).toMatch(new RegExp(`Valeur en pleine propriété\\s+${EURO.format(104_000)}`));
    expect(missionText).toMatch(/Part acquise\s+La nue-propriété/);
    const adequacyText = pdfText((await preview(dossierId, adequacy!.id)).rawPayload, 'adequacy.pdf');
    expect(adequacyText).toContain('RAPPORT D’ADÉQUATION');
    expect(adequacyText).toContain('Avez-vous compris que le capital investi');
    expect(adequacyText).toContain('Produit adapté');
  });

  it("downloads a block's documents as dossier-{id}.zip", async () => {
    const response = await downloadAll(dossierId, missionBlock());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain(`dossier-${dossierId}.zip`);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files)).toEqual([
      `lettre-de-mission-${dossierId}.pdf`,
      `rapport-adequation-${dossierId}.pdf`,
    ]);
    for (const bytes of Object.values(files))
      expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    expect((await downloadAll(dossierId, DEMO_BLOCK.identity + offset)).statusCode).toBe(404);
  });

  it('prints the document a print button names: « Imprimer la lettre de mission » the mission letter', async () => {
    const mission = await print(dossierId, DEMO_ELEMENT.missionPrint + offset);
    expect(mission.statusCode, mission.body).toBe(200);
    const missionText = pdfText(Buffer.from(mission.json().print.file, 'base64'), 'mission-print.pdf');
    expect(missionText).toContain('LETTRE DE MISSION');
    expect(missionText).not.toContain('DOSSIER DE SOUSCRIPTION');
    const subscription = await print(dossierId, DEMO_ELEMENT.printSubscription + offset);
    const subscriptionText = pdfText(Buffer.from(subscription.json().print.file, 'base64'), 'form-print.pdf');
    expect(subscriptionText).toContain('BULLETIN DE SOUSCRIPTION');
    expect(subscriptionText).not.toContain('LETTRE DE MISSION');
  });

  it('prints the dossier for a print button naming no document: every visible answer by page and block', async () => {
    // A tenant's print button without `action` (the demo's two name their documents).
    const buttonId = DEMO_ELEMENT.missionPrint + offset;
    await t.app.db.execute(
      sql`UPDATE elements SET attributes = attributes - 'action' WHERE id = ${buttonId}`,
    );
    t.app.forms.invalidate();
    const response = await print(dossierId, buttonId).finally(async () => {
      await t.app.db.execute(
        sql`UPDATE elements SET attributes = attributes || '{"action":"mission_letter"}'::jsonb WHERE id = ${buttonId}`,
      );
      t.app.forms.invalidate();
    });
    expect(response.statusCode, response.body).toBe(200);
    const text = pdfText(Buffer.from(response.json().print.file, 'base64'), 'print.pdf');
    expect(text).toContain('DOSSIER DE SOUSCRIPTION');
    expect(text).toContain('IDENTITÉ DU SOUSCRIPTEUR');
    expect(text).toContain('Jean-Pierre');
    expect(text).toContain(EURO.format(104_000));
    expect(text).not.toContain('Personne morale'); // a hidden block
    expect((await print(dossierId, DEMO_ELEMENT.shares + offset)).json()).toEqual({
      errors: [{ property: 'printId', message: 'api.error.print-not-found' }],
    });
  });

  it('writes well-formed UTF-8 XMP (xmllint) agreeing with the Info dictionary in every document and print, French and English', async () => {
    const documents = [
      ...(await listed(dossierId, missionBlock())),
      ...(await listed(dossierId, subscriptionBlock())),
    ];
    const pdfs: [string, Uint8Array][] = [];
    for (const document of documents) {
      pdfs.push([document.filename, new Uint8Array((await preview(dossierId, document.id)).rawPayload)]);
    }
    const printed = await print(dossierId, DEMO_ELEMENT.missionPrint + offset);
    pdfs.push(['print', new Uint8Array(Buffer.from(printed.json().print.file, 'base64'))]);
    const english = await list(dossierId, subscriptionBlock(), 'conseiller', { 'accept-language': 'en' });
    const [form] = english.json().documents as TListed[];
    pdfs.push(['english', new Uint8Array((await preview(dossierId, form!.id)).rawPayload)]);
    await list(dossierId, subscriptionBlock(), 'conseiller', { 'accept-language': 'fr' });
    expect(pdfs.length).toBeGreaterThanOrEqual(5);
    for (const [name, pdf] of pdfs) {
      const metadata = await checkPdfMetadata(pdf);
      expect(metadata, name).toMatchObject({ wellFormed: true, utf8: true, bom: true, disagreements: [] });
      // Not archival documents: no PDF/A claim.
      expect(metadata.pdfa, name).toEqual({});
    }
    // « Lettre de mission — … », « Rapport d’adéquation — … »: accents and apostrophes intact.
    const titles = (await Promise.all(pdfs.map(([, pdf]) => checkPdfMetadata(pdf)))).map((m) => m.title);
    expect(titles.some((title) => /é/.test(title ?? ''))).toBe(true);
    expect(titles.some((title) => /’/.test(title ?? ''))).toBe(true);
  }, 120_000);

  it('writes the documents in English when the dossier is listed from an English screen', async () => {
    const id = await dossierAtSignature();
    const response = await list(id, subscriptionBlock(), 'conseiller', { 'accept-language': 'en' });
    const [document] = response.json().documents as TListed[];
    expect(document!.title).toBe('Subscription form');
    const text = pdfText((await preview(id, document!.id)).rawPayload, 'english.pdf');
    expect(text).toContain('SUBSCRIPTION FORM');
    expect(text).toContain('€104,000.00');
    expect(text).toContain('€67,600.00');
    expect(text).toContain('soixante-sept mille six cents euros'); // the amount in words stays French (legal)
    expect(text).toMatch(/Page 1 of \d/);
    // A dossier is a « folder » in English, on the documents as on the screens.
    expect(text).toContain(`Folder no. ${id}`);
    expect(text).not.toMatch(/File no\./);
  }, 60_000);
});

describe('formatting', () => {
  it('writes amounts as Intl does in French (narrow no-break spaces) and in English', () => {
    expect(formatDocumentCurrency('1234.56', 'fr')).toBe('1\u202f234,56\u00a0€');
    expect(formatDocumentCurrency('1234.5', 'en')).toBe('€1,234.50');
    expect(maskIban('FR76 3000 6000 0112 3456 7890 189')).toBe('•••• •••• •••• •••• •••• •••0 189');
  });
});

describe('regeneration', () => {
  it('makes again exactly the documents whose values changed', async () => {
    const id = await dossierAtSignature();
    const deps = { db: t.app.db, blobs: t.app.blobs };
    const before = [
      ...(await generateBlockDocuments(deps, id, missionBlock())),
      ...(await generateBlockDocuments(deps, id, subscriptionBlock())),
    ];
    const again = [
      ...(await generateBlockDocuments(deps, id, missionBlock())),
      ...(await generateBlockDocuments(deps, id, subscriptionBlock())),
    ];
    expect(again.map((d) => d.sha256)).toEqual(before.map((d) => d.sha256));

    const payment = DEMO_HAPPY_PATH_VALUES.find((step) => step.blockId === DEMO_BLOCK.payment)!;
    await submit(id, {
      ...payment,
      values: payment.values.map((v) =>
        v.elementId === DEMO_ELEMENT.accountHolder ? { ...v, value: 'CLAIRE MARTIN' } : v,
      ),
    });
    const after = [
      ...(await generateBlockDocuments(deps, id, missionBlock())),
      ...(await generateBlockDocuments(deps, id, subscriptionBlock())),
    ];
    const changed = after.filter((d, index) => d.sha256 !== before[index]!.sha256).map((d) => d.documentKey);
    expect(changed).toEqual(['subscription_form']);
    expect(after.map((d) => d.id)).toEqual(before.map((d) => d.id));
    const version = (await getDossier(id)).version;
    const subscriptionText = pdfText(after[2]!.bytes, 'regenerated.pdf');
    expect(subscriptionText).toContain('CLAIRE MARTIN');
    expect(subscriptionText).toContain(`version ${version}`);
    expect(pdfText(after[0]!.bytes, 'unchanged.pdf')).not.toContain(`version ${version}`);
  }, 120_000);
});

describe('refusals', () => {
  it('refuses another tenant and another owner, with nothing of the dossier in the answer', async () => {
    for (const username of ['conseiller.aestiam', 'partenaire', 'client']) {
      for (const response of [
        await list(dossierId, missionBlock(), username),
        await preview(dossierId, 1, username),
        await downloadAll(dossierId, missionBlock(), username),
        await print(dossierId, DEMO_ELEMENT.missionPrint + offset, username),
      ]) {
        expect([403, 404], `${username}: ${response.body}`).toContain(response.statusCode);
        expect(response.body).not.toContain('MARTIN');
        expect(response.body).not.toContain('%PDF');
      }
    }
  });

  it('refuses a block of another form and a document of another dossier', async () => {
    expect((await list(dossierId, 1, 'conseiller')).json()).toEqual({
      errors: [{ property: 'block_id', message: 'api.error.block-not-found' }],
    });
    const other = await createDossier();
    const [document] = await listed(dossierId, subscriptionBlock());
    expect((await preview(other, document!.id)).json()).toEqual({
      errors: [{ property: 'documentId', message: 'api.error.document-not-found' }],
    });
  });

  it('answers 404 with a key when the preview or download switch is off', async () => {
    const [document] = await listed(dossierId, subscriptionBlock());
    try {
      await setSwitches({ documentPreview: false });
      for (const response of [
        await list(dossierId, missionBlock()),
        await preview(dossierId, document!.id),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          errors: [{ property: 'documents', message: 'documents.error.preview-disabled' }],
        });
      }
      await setSwitches({ documentDownload: false });
      const response = await downloadAll(dossierId, missionBlock());
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        errors: [{ property: 'documents', message: 'documents.error.download-disabled' }],
      });
    } finally {
      await setSwitches({});
    }
  });
});

it('keeps the rendered pages for a look (pdftoppm)', async () => {
  const out = process.env.DOCUMENTS_RENDER_DIR;
  if (!out) return;
  mkdirSync(out, { recursive: true });
  const deps = { db: t.app.db, blobs: t.app.blobs };
  for (const blockId of [missionBlock(), subscriptionBlock()]) {
    for (const document of await generateBlockDocuments(deps, dossierId, blockId)) {
      writeFileSync(join(out, document.filename), document.bytes);
    }
  }
  const printed = await print(dossierId, DEMO_ELEMENT.missionPrint + offset);
  writeFileSync(join(out, `print-${dossierId}.pdf`), Buffer.from(printed.json().print.file, 'base64'));
});
