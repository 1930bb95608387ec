import { deflateSync } from 'node:zlib';
import { PDFContext, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { readCrossReferenceStream } from '../src/pdf/object-reader.js';
import { readPdfFile } from '../src/pdf/pdf-file.js';
import { appendSignature, findModifications, readPdfSignatures } from '../src/index.js';
import { createContract } from './helpers/signed-document.js';

describe('readCrossReferenceStream', () => {
  it('reads entries written with the PNG « Up » predictor other writers use', () => {
    // Rows of W [1 2 1]: type, offset, generation; each row is prefixed by its PNG filter byte (2 = Up).
    const rows = [
      [1, 0x00, 0x0f, 0],
      [1, 0x01, 0x20, 0],
      [2, 0x00, 0x07, 3],
    ];
    const encoded: number[] = [];
    rows.forEach((row, index) => {
      const above = rows[index - 1] ?? [0, 0, 0, 0];
      encoded.push(2, ...row.map((byte, column) => (byte - (above[column] ?? 0)) & 0xff));
    });
    const context = PDFContext.create();
    const dict = context.obj({
      Type: 'XRef',
      Size: 4,
      Index: [1, 3],
      W: [1, 2, 1],
      Filter: 'FlateDecode',
      DecodeParms: { Predictor: 12, Columns: 4 },
    });
    const entries = readCrossReferenceStream(
      PDFRawStream.of(dict, new Uint8Array(deflateSync(Buffer.from(encoded)))),
    );
    expect([...entries]).toEqual([
      [1, { kind: 'offset', offset: 0x0f, generation: 0 }],
      [2, { kind: 'offset', offset: 0x120, generation: 0 }],
      [3, { kind: 'compressed', streamNumber: 7, index: 3 }],
    ]);
  });
});

describe('appendSignature on a document that already has a form', () => {
  it('adds its field beside the text field, and the certification sees no change after it', async () => {
    const doc = await PDFDocument.load(await createContract());
    const field = doc.getForm().createTextField('souscripteur.nom');
    field.setText('Zoé Lefèvre');
    field.addToPage(doc.getPage(0), { x: 50, y: 600, width: 200, height: 20 });
    let pdf = await doc.save();
    // Two signatures never carry the same value (the verifier reads a repeated value as a copy).
    let signed = 0;
    const sign = async () => new Uint8Array([0x30, 0x03, 0x02, 0x01, signed++]);
    pdf = await appendSignature(pdf, {
      fieldName: 'Signature1',
      subFilter: 'ETSI.CAdES.detached',
      certify: { permission: 2 },
      sign,
    });
    pdf = await appendSignature(pdf, { fieldName: 'Signature2', subFilter: 'ETSI.CAdES.detached', sign });
    const file = readPdfFile(pdf);
    expect(readPdfSignatures(file).map((signature) => signature.fieldName)).toEqual([
      'Signature1',
      'Signature2',
    ]);
    expect(findModifications(file, 2).filter((modification) => modification.revision > 1)).toEqual([]);
    const page = file.lookup(doc.getPage(0).ref);
    expect(page?.toString()).toMatch(/\/Annots \[ \d+ 0 R \d+ 0 R \d+ 0 R \]/);
  });
});

describe('the trailer of every revision', () => {
  it('carries a document /ID: the first identifier given once, the second changing with each revision', async () => {
    const sign = async () => new Uint8Array([0x30, 0x03, 0x02, 0x01, 0x00]);
    for (const classic of [false, true]) {
      // pdf-lib writes no /ID: the first revision we append gives the file one.
      let pdf = await createContract({ classic });
      pdf = await appendSignature(pdf, { fieldName: 'Signature1', subFilter: 'ETSI.CAdES.detached', sign });
      pdf = await appendSignature(pdf, { fieldName: 'Signature2', subFilter: 'ETSI.CAdES.detached', sign });
      const ids = readPdfFile(pdf).revisions.map((revision) =>
        revision.trailer.get(PDFName.of('ID'))?.toString(),
      );
      expect(ids[0]).toBeUndefined();
      const [first, second] = ids
        .slice(1)
        .map((id) => /^\[ <([0-9A-F]{32})> <([0-9A-F]{32})> \]$/.exec(id ?? '')!);
      expect(first![1]).toBe(first![2]);
      expect(second![1]).toBe(first![1]);
      expect(second![2]).not.toBe(first![2]);
    }
  });
});
