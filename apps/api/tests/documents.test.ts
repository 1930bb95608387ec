import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import {
  DEMO_HAPPY_PATH_VALUES,
  type DemoReceipt,
  type DemoStep,
} from '../src/seed/forms/demo-happy-path.js';
import { DEMO_BLOCK, DEMO_ELEMENT } from '../src/seed/forms/demo-subscription-form.js';
import { FORM_ID_STRIDE } from '../src/seed/seed-form-definitions.js';
import { generateBlockDocuments } from '../src/modules/documents/service/generate-block-documents.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let formId: number;
let offset: number;
const workDir = mkdtempSync(join(tmpdir(), 'documents-test-'));

beforeAll(async () => {
  t = await createTestApp();
  const forms = (await t.app.inject({ url: '/api/forms', headers: await t.authAs('conseiller') })).json()
    .forms;
  formId = forms.find((f: { back_office: boolean }) => !f.back_office).id;
  offset = formId * FORM_ID_STRIDE;
});
afterAll(async () => t?.close());

const createDossier = async (username = 'conseiller') => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/dossiers',
    headers: await t.authAs(username),
    payload: { formId, clientId: null },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().dossier.id as number;
};

const getDossier = async (id: number, username = 'conseiller') =>
  (await t.app.inject({ url: `/api/dossiers/${id}`, headers: await t.authAs(username) })).json().dossier;

let samplePdf: string | undefined;
async function pdfBase64(): Promise<string> {
  if (!samplePdf) {
    const document = await PDFDocument.create();
    document.addPage().drawText('Justificatif');
    samplePdf = Buffer.from(await document.save()).toString('base64');
  }
  return samplePdf;
}

async function putReceipts(dossierId: number, list: readonly DemoReceipt[] = []) {
  if (list.length === 0) return;
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/dossiers/${dossierId}/receipts`,
    headers: await t.authAs('conseiller'),
    payload: {
      receipts: await Promise.all(
        list.map(async (receipt) => ({
          elementId: receipt.elementId + offset,
          typeId: receipt.typeId,
          title: receipt.title,
          value: await pdfBase64(),
        })),
      ),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function submit(dossierId: number, step: DemoStep) {
  const current = (await getDossier(dossierId)).version;
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/dossiers/${dossierId}/values`,
    headers: { ...(await t.authAs('conseiller')), 'if-match': String(current) },
    payload: {
      submittingBlockId: step.blockId + offset,
      values: step.values.map((v) => ({ elementId: v.elementId + offset, value: v.value })),
    },
  });
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

describe('generateBlockDocuments', () => {
  it('makes the mission letter and the adequacy report of the mission block, then the subscription form', async () => {
    const id = await dossierAtSignature();
    const deps = { db: t.app.db, blobs: t.app.blobs };
    const mission = await generateBlockDocuments(deps, id, DEMO_BLOCK.missionLetter + offset);
    expect(mission.map((d) => d.documentKey)).toEqual(['mission_letter', 'adequacy_report']);
    const subscription = await generateBlockDocuments(deps, id, DEMO_BLOCK.subscriptionSignature + offset);
    expect(subscription.map((d) => d.filename)).toEqual([`bulletin-de-souscription-${id}.pdf`]);
    for (const document of [...mission, ...subscription]) {
      writeFileSync(join('/tmp/docs-out', document.filename), document.bytes);
      expect(pdfText(document.bytes)).toContain(`${id}`);
    }
    void DEMO_ELEMENT;
  });
});
