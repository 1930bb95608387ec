import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { FILE_ELEMENT_TYPES } from '@souscription/form-engine';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let dossierId: number;
let fileElement: { id: number; typeId: string | null };
let textElementId: number;
let pdf: Buffer;
const png = readFileSync(new URL('../src/seed/logos/demo.png', import.meta.url));

beforeAll(async () => {
  t = await createTestApp();
  const headers = await t.authAs('conseiller');
  const formId = (await t.app.inject({ url: '/api/forms', headers }))
    .json()
    .forms.find((f: { back_office: boolean }) => !f.back_office).id;
  dossierId = (
    await t.app.inject({ method: 'POST', url: '/api/dossiers', headers, payload: { formId } })
  ).json().dossier.id;
  const { definition } = await t.app.forms.getLoadedForm(formId);
  const file = definition.elements.find((e) => FILE_ELEMENT_TYPES.has(e.type))!;
  fileElement = {
    id: file.id,
    typeId: file.attributes.types?.[0] ? String(file.attributes.types[0].id) : null,
  };
  textElementId = definition.elements.find((e) => e.type === 'input_text')!.id;
  const document = await PDFDocument.create();
  document.addPage().drawText('Avis d’imposition');
  pdf = Buffer.from(await document.save());
});
afterAll(async () => t?.close());

const upload = async (value: string, overrides: Record<string, unknown> = {}, username = 'conseiller') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/dossiers/${dossierId}/receipts`,
    headers: await t.authAs(username),
    payload: {
      receipts: [
        { elementId: fileElement.id, typeId: fileElement.typeId, title: 'Justificatif', value, ...overrides },
      ],
    },
  });

describe('receipts', () => {
  it('stores a PDF and a PNG, lists them, and gives back exactly the bytes uploaded', async () => {
    expect((await upload(pdf.toString('base64'))).statusCode).toBe(200);
    const response = await upload(`data:image/png;base64,${png.toString('base64')}`);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json().dossier.receipts;
    expect(list).toHaveLength(2);
    const read = await t.app.inject({ url: list[1].resource, headers: await t.authAs('conseiller') });
    expect(read.statusCode).toBe(200);
    const receipt = read.json().receipt;
    expect(receipt.mimetype).toBe('image/png');
    // Spec 01 §3, a downloaded document's filename: the title with the extension of its real type.
    expect(receipt.filename).toBe('Justificatif.png');
    const bytes = Buffer.from(receipt.resourceFile, 'base64');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(
      createHash('sha256').update(png).digest('hex'),
    );
    const dossier = (
      await t.app.inject({ url: `/api/dossiers/${dossierId}`, headers: await t.authAs('conseiller') })
    ).json().dossier;
    expect(dossier.receipts.map((r: { receiptId: number }) => r.receiptId)).toEqual(
      list.map((r: { receiptId: number }) => r.receiptId),
    );
  });

  it('refuses a file that is not really a PDF or an image, whatever its name', async () => {
    const response = await upload(Buffer.from('#!/bin/sh\necho not a pdf\n').toString('base64'), {
      title: 'avis.pdf',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { property: 'receipts.0.value', message: 'ged.upload-file-type' },
    ]);
  });

  it('refuses an element that is not a file, a type the element does not accept, and text that is not base64', async () => {
    const notFile = await upload(pdf.toString('base64'), { elementId: textElementId });
    expect(notFile.json().errors[0]).toEqual({
      property: 'receipts.0.elementId',
      message: 'api.error.element-id',
    });
    if (fileElement.typeId !== null) {
      const wrongType = await upload(pdf.toString('base64'), { typeId: 'no-such-type' });
      expect(wrongType.json().errors[0]).toEqual({
        property: 'receipts.0.typeId',
        message: 'ged.upload-type',
      });
    }
    const notBase64 = await upload('%%%');
    expect(notBase64.statusCode).toBe(422);
  });

  it('deletes a receipt, then no longer finds it', async () => {
    const list = (await upload(pdf.toString('base64'))).json().dossier.receipts;
    const last = list[list.length - 1];
    const headers = await t.authAs('conseiller');
    const removed = await t.app.inject({ method: 'DELETE', url: last.resource, headers });
    expect(removed.statusCode).toBe(204);
    expect((await t.app.inject({ url: last.resource, headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: last.resource, headers })).statusCode).toBe(404);
  });

  it('is refused to another tenant, to another advisor and, for changes, to the back office', async () => {
    for (const username of ['conseiller.aestiam', 'partenaire']) {
      expect((await upload(pdf.toString('base64'), {}, username)).statusCode, username).toBe(403);
      const list = await t.app.inject({
        url: `/api/dossiers/${dossierId}/receipts`,
        headers: await t.authAs(username),
      });
      expect(list.statusCode, username).toBe(403);
    }
    expect((await upload(pdf.toString('base64'), {}, 'backoffice')).statusCode).toBe(403);
    const read = await t.app.inject({
      url: `/api/dossiers/${dossierId}/receipts`,
      headers: await t.authAs('backoffice'),
    });
    expect(read.statusCode).toBe(200);
  });
});
