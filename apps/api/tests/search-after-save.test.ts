import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { DEMO_HAPPY_PATH_VALUES, type DemoStep } from '../src/seed/forms/demo-happy-path.js';
import { PRODUCT_CATALOGUE } from '../src/seed/forms/products.js';
import { FORM_ID_STRIDE } from '../src/seed/seed-form-definitions.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let formId: number;
let offset: number;
beforeAll(async () => {
  t = await createTestApp();
  const forms = (await t.app.inject({ url: '/api/forms', headers: await t.authAs('conseiller') })).json()
    .forms;
  formId = forms.find((f: { back_office: boolean }) => !f.back_office).id;
  offset = formId * FORM_ID_STRIDE;
});
afterAll(async () => t?.close());

async function pdfBase64(): Promise<string> {
  const document = await PDFDocument.create();
  document.addPage().drawText('Justificatif');
  return Buffer.from(await document.save()).toString('base64');
}

/** Fills the blocks as the wizard does: receipts first, then the block's values at the version read. */
async function replay(id: number, steps: readonly DemoStep[]) {
  const headers = await t.authAs('conseiller');
  for (const step of steps) {
    if (step.receipts?.length) {
      const value = await pdfBase64();
      const uploaded = await t.app.inject({
        method: 'PUT',
        url: `/api/dossiers/${id}/receipts`,
        headers,
        payload: {
          receipts: step.receipts.map((r) => ({
            elementId: r.elementId + offset,
            typeId: r.typeId,
            title: r.title,
            value,
          })),
        },
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
    }
    const { version } = (await t.app.inject({ url: `/api/dossiers/${id}`, headers })).json().dossier;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/dossiers/${id}/values`,
      headers: { ...headers, 'if-match': String(version) },
      payload: {
        submittingBlockId: step.blockId + offset,
        values: step.values.map((v) => ({ elementId: v.elementId + offset, value: v.value })),
      },
    });
    expect(saved.statusCode, `block ${step.blockId}: ${saved.body}`).toBe(200);
  }
}

const search = async (term: string): Promise<number[]> => {
  const response = await t.app.inject({
    url: `/api/dossiers?state=current-cases&itemsPerPage=100&searchTerm=${encodeURIComponent(term)}`,
    headers: await t.authAs('conseiller'),
  });
  expect(response.statusCode).toBe(200);
  return response.json().dossiers.map((d: { id: number }) => d.id);
};

describe('a folder saved in the wizard is found by what was saved', () => {
  it('is found by its product code and its product’s title once the product block is saved', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/dossiers',
      headers: await t.authAs('conseiller'),
      payload: { formId, clientId: null },
    });
    const id = created.json().dossier.id as number;
    const productStep = DEMO_HAPPY_PATH_VALUES.findIndex((step) => step.values.some((v) => v.value === 'PU'));
    expect(productStep).toBeGreaterThan(0);
    const title = PRODUCT_CATALOGUE.find((product) => product.code === 'PU')!.label;
    expect(await search(title)).not.toContain(id);

    await replay(id, DEMO_HAPPY_PATH_VALUES.slice(0, productStep + 1));

    // Before the fix, the search text stayed the one of the creation (advisor only).
    expect(await search('pu')).toContain(id);
    expect(await search(title)).toContain(id);
    expect(await search(title.toUpperCase().split(' ').slice(-1)[0]!)).toContain(id);
    const list = await t.app.inject({
      url: `/api/dossiers?state=current-cases&itemsPerPage=100&searchTerm=${id}`,
      headers: await t.authAs('conseiller'),
    });
    expect(list.json().dossiers.find((d: { id: number }) => d.id === id).present).toBe(title);
  });
});
