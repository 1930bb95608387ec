import { PDFDict, PDFName, PDFRef } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareSignature } from '../src/pdf/append-signature.js';
import { appendIncrementalUpdate } from '../src/pdf/incremental-update.js';
import { readPdfFile } from '../src/pdf/pdf-file.js';
import { findModifications } from '../src/verify/find-modifications.js';
import { readPdfSignatures } from '../src/verify/read-pdf-signatures.js';
import { createOpensslPki, type TOpensslPki } from './helpers/openssl-pki.js';
import { createContract, signThreeTimes, type TSignedStages } from './helpers/signed-document.js';
import {
  addFreeTextAnnotation,
  addTextField,
  changeInfo,
  changeOneByte,
  overlayPageContent,
} from './helpers/tamper.js';
import { mutoolVerify, pdfsig, pdfsigBlocks } from './helpers/tools.js';

let pki: TOpensslPki;
let stages: TSignedStages;

beforeAll(async () => {
  pki = createOpensslPki(3);
  stages = signThreeTimes(await createContract(), pki);
}, 120_000);

afterAll(() => pki?.remove());

/** Modifications after the certification's own revision (revision 1). */
const modificationsAfterCertification = (pdf: Uint8Array) =>
  findModifications(readPdfFile(pdf), 2).filter((modification) => modification.revision > 1);

describe('findModifications after a certification with P=2', () => {
  it('finds none in two approvals, validation data and a document timestamp', () => {
    expect(modificationsAfterCertification(stages.final)).toEqual([]);
  });

  it.each([
    ['an annotation « ANNULÉ »', addFreeTextAnnotation, /page 1's annotations: \(FreeText\) was added/],
    ['an overlay painting « 5 200 » over « 520 »', overlayPageContent, /page 1's content changed/],
    ['a new text form field', addTextField, /the form fields: « Montant » \(Tx\) was added/],
    ['a changed document information dictionary', changeInfo, /the document information \(\/Info\) changed/],
  ])(
    'reports %s appended after the document timestamp, and pdfsig no longer sees the whole document signed',
    (_, tamper, description) => {
      const tampered = tamper(stages.final);
      const modifications = modificationsAfterCertification(tampered);
      expect(modifications.map((modification) => modification.description).join('\n')).toMatch(description);
      expect(modifications.every((modification) => modification.revision === 6)).toBe(true);

      const blocks = pdfsigBlocks(pdfsig(tampered, pki.nssDir));
      expect(blocks).toHaveLength(4);
      for (const block of blocks) expect(block).toContain('Not total document signed');
      expect(mutoolVerify(tampered).match(/there have been edits since signing/g)).toHaveLength(3);
    },
  );

  it('reports an overlay slipped in between two signatures for the earlier one only', () => {
    const tampered = overlayPageContent(stages.signatures[0] as Uint8Array);
    const prepared = prepareSignature(tampered, {
      fieldName: 'Signature2',
      subFilter: 'ETSI.CAdES.detached',
    });
    const signedOnTop = prepared.fill(pki.signCms(prepared.signedBytes(), 1));
    const modifications = findModifications(readPdfFile(signedOnTop), 2);
    expect(modifications.filter((modification) => modification.revision > 1)).toEqual([
      expect.objectContaining({
        revision: 2,
        code: 'page-content-changed',
        params: { page: 1 },
        description: "page 1's content changed",
      }),
    ]);
    expect(modifications.filter((modification) => modification.revision > 3)).toEqual([]);
  });

  it('reports bytes appended after the last revision that are no revision', () => {
    const garbage = new TextEncoder().encode('99 0 obj\n<< /Type /Annot /Subtype /FreeText >>\nendobj\n');
    const appended = new Uint8Array([...stages.final, ...garbage]);
    expect(modificationsAfterCertification(appended)).toEqual([
      expect.objectContaining({
        code: 'trailing-bytes',
        params: { offset: stages.final.length },
        description: expect.stringMatching(/bytes after the last revision/),
      }),
    ]);
    expect(pdfsigBlocks(pdfsig(appended, pki.nssDir))[3]).toContain('Not total document signed');
  });

  it('does not count an object rewritten unchanged', () => {
    const withoutChange = appendIncrementalUpdate(stages.final, ({ file, write }) => {
      const catalogRef = file.revisions.at(-1)?.trailer.get(PDFName.of('Root'));
      if (!(catalogRef instanceof PDFRef)) throw new Error('no root');
      write(catalogRef, file.lookup(catalogRef) as PDFDict);
    }).bytes;
    expect(modificationsAfterCertification(withoutChange)).toEqual([]);
  });
});

describe('one byte changed inside a signed range', () => {
  it('changes the digest of every signature covering it, and pdfsig and mutool report the mismatch', () => {
    const [first] = readPdfSignatures(stages.final);
    if (!first) throw new Error('no signature');
    // The first digit of the certification's /M, inside every signature's first range.
    const at = Buffer.from(stages.final).indexOf('/M (D:') + 6;
    const tampered = changeOneByte(stages.final, at);
    const before = readPdfSignatures(stages.final);
    const after = readPdfSignatures(tampered);
    after.forEach((signature, index) => {
      expect(Buffer.compare(signature.sha256, before[index]?.sha256 ?? new Uint8Array())).not.toBe(0);
    });
    const blocks = pdfsigBlocks(pdfsig(tampered, pki.nssDir));
    for (const block of blocks.slice(0, 3)) expect(block).toContain('Signature Validation: Digest Mismatch.');
    expect(
      mutoolVerify(tampered).match(/Digest error: Signature invalidated by change to document\./g),
    ).toHaveLength(3);
  });

  it('still reads the signatures when the byte lands in a cross-reference stream (the file is rebuilt by scanning)', () => {
    const file = readPdfFile(stages.final);
    const firstXref = file.revisions[0]?.xrefOffset ?? 0;
    const tampered = changeOneByte(stages.final, firstXref + 40);
    const damaged = readPdfFile(tampered);
    expect(damaged.recovered).toBe(true);
    expect(readPdfSignatures(damaged).map((signature) => signature.fieldName)).toEqual([
      'Signature1',
      'Signature2',
      'Signature3',
      'Horodatage',
    ]);
    expect(findModifications(damaged, 2).at(-1)?.description).toMatch(/cross-reference sections are damaged/);
  });
});
