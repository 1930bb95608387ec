/**
 * FieldMDP (ISO 32000-1 §12.8.2.4, issue 33 item 1): a signature that locks a form field (/Lock on its field,
 * a FieldMDP reference in its dictionary) makes a later change of that field's value a modification, even
 * where filling in fields is allowed; a field it does not lock may still be filled in.
 */
import { PDFDict, PDFName, PDFRef, PDFDocument, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPdf } from '../src/index.js';
import { prepareSignature, type TAppendSignatureOptions } from '../src/pdf/append-signature.js';
import { appendIncrementalUpdate, copyDict } from '../src/pdf/incremental-update.js';
import { getArray, getCatalogRef, getDict, readPdfFile } from '../src/pdf/pdf-file.js';
import { decodeTextString } from '../src/pdf/text-string.js';
import { findModifications } from '../src/verify/find-modifications.js';
import { createOpensslPki, type TOpensslPki } from './helpers/openssl-pki.js';

let pki: TOpensslPki;
let form: Uint8Array;

/** A subscription form with two filled-in text fields, « Montant » and « Commentaire ». */
async function createForm(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const fields = doc.getForm();
  for (const [index, [name, value]] of [
    ['Montant', '104 000,00'],
    ['Commentaire', 'Aucun'],
  ].entries()) {
    const field = fields.createTextField(name!);
    field.setText(value);
    field.addToPage(page, { x: 50, y: 700 - index * 40, width: 200, height: 24 });
  }
  return doc.save({ useObjectStreams: false });
}

function sign(pdf: Uint8Array, lock?: TAppendSignatureOptions['lock']): Uint8Array {
  const prepared = prepareSignature(pdf, {
    fieldName: 'Signature_subscriber',
    subFilter: 'ETSI.CAdES.detached',
    ...(lock ? { lock } : {}),
  });
  return prepared.fill(pki.signCms(prepared.signedBytes(), 0));
}

/** Changes a text field's value in an incremental update (what a form filler does). */
function fillIn(pdf: Uint8Array, fieldName: string, value: string): Uint8Array {
  return appendIncrementalUpdate(pdf, ({ file, write, context }) => {
    const catalog = file.lookup(getCatalogRef(file)) as PDFDict;
    const acroForm = getDict(file, catalog, 'AcroForm');
    for (const ref of getArray(file, acroForm, 'Fields')?.asArray() ?? []) {
      const field = file.resolve(ref);
      if (!(ref instanceof PDFRef) || !(field instanceof PDFDict)) continue;
      if (decodeTextString(field.get(PDFName.of('T'))) !== fieldName) continue;
      const changed = copyDict(field, context);
      changed.set(PDFName.of('V'), PDFString.of(value));
      write(ref, changed);
    }
  }).bytes;
}

beforeAll(async () => {
  pki = createOpensslPki(1);
  form = await createForm();
}, 120_000);
afterAll(() => pki?.remove());

describe('a form field locked by a signature (FieldMDP)', () => {
  it.each([
    ['/Action /Include [Montant]', { action: 'Include' as const, fields: ['Montant'] }],
    ['/Action /All', { action: 'All' as const }],
    ['/Action /Exclude [Commentaire]', { action: 'Exclude' as const, fields: ['Commentaire'] }],
  ])('changed after signing (%s): a modification, and the file reads altered', async (_, lock) => {
    const forged = fillIn(sign(form, lock), 'Montant', '5 200 000,00');
    const modifications = findModifications(readPdfFile(forged), 2);
    expect(modifications.map((modification) => modification.description)).toEqual([
      'the form field « Montant », locked by « Signature_subscriber » (FieldMDP), changed',
    ]);
    const report = await verifyPdf(forged, { trustAnchors: [pki.rootDer] });
    expect(report.verdict).toBe('altered');
    expect(report.signatures[0]).toMatchObject({
      integrity: true,
      modifiedAfter: true,
      status: 'modified-after',
    });
  });

  it('a field the signature does not lock may still be filled in after it', async () => {
    const signed = sign(form, { action: 'Include', fields: ['Montant'] });
    expect(findModifications(readPdfFile(fillIn(signed, 'Commentaire', 'Lu et approuvé')), 2)).toEqual([]);
    // Without any lock, filling in « Montant » is allowed too (ISO 32000-1 §12.8.2.2, P=2).
    expect(findModifications(readPdfFile(fillIn(sign(form), 'Montant', '1,00')), 2)).toEqual([]);
  });
});
