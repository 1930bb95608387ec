import { PDFDict, PDFName, PDFNull, PDFRef } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareSignature } from '../src/pdf/append-signature.js';
import { appendIncrementalUpdate, copyDict } from '../src/pdf/incremental-update.js';
import { listSignatureFields } from '../src/pdf/signature-fields.js';
import { verifyPdf, type TPdfVerification } from '../src/verify/verify-pdf.js';
import {
  addComment,
  addForgedSignatureField,
  evilAnnotation,
  shadowHide,
  shadowHideAndReplace,
  shadowReplace,
  UNIVERSAL_FORGERIES,
  wrapSignature,
} from './helpers/forgeries.js';
import { createOpensslPki, type TOpensslPki } from './helpers/openssl-pki.js';
import { createContract, signThreeTimes, type TSignedStages } from './helpers/signed-document.js';
import { overlayPageContent } from './helpers/tamper.js';
import { mutoolVerify, pdfsig, pdfsigBlocks } from './helpers/tools.js';

let pki: TOpensslPki;
let stages: TSignedStages;
let contract: Uint8Array;

beforeAll(async () => {
  pki = createOpensslPki(3);
  contract = await createContract();
  stages = signThreeTimes(contract, pki);
}, 120_000);

afterAll(() => pki?.remove());

const verify = (pdf: Uint8Array) => verifyPdf(pdf, { trustAnchors: [pki.rootDer] });
const described = (report: TPdfVerification) => report.modifications.map((m) => m.description).join('\n');

/** A signature (`certify` for the first) by the test CA's signer `index`, appended to `pdf`. */
function sign(pdf: Uint8Array, index: number, certify?: 1 | 2 | 3, fieldName = `Signature${index + 1}`) {
  const prepared = prepareSignature(pdf, {
    fieldName,
    subFilter: 'ETSI.CAdES.detached',
    signingTime: new Date(),
    ...(certify ? { certify: { permission: certify } } : {}),
  });
  return prepared.fill(pki.signCms(prepared.signedBytes(), index));
}

/** A document timestamp appended to `pdf` (the test CA's timestamp unit stands for the platform's own). */
function timestamp(pdf: Uint8Array, fieldName = 'Horodatage2'): Uint8Array {
  const prepared = prepareSignature(pdf, { fieldName, subFilter: 'ETSI.RFC3161' });
  return prepared.fill(pki.timestampToken(prepared.digest));
}

/** pdfsig and mutool see a change after the signatures (their signal; neither checks DocMDP). */
function expectToolsSeeAnAppendedChange(pdf: Uint8Array, signatures: number) {
  // Blocks of signed fields (an empty field has a block without a validation).
  const blocks = pdfsigBlocks(pdfsig(pdf, pki.nssDir)).filter((block) =>
    block.includes('Signature Validation'),
  );
  expect(blocks.length).toBeGreaterThanOrEqual(signatures);
  for (const block of blocks) expect(block).toContain('Not total document signed');
  expect(mutoolVerify(pdf)).toMatch(/there have been edits since signing/);
}

describe('a genuine file', () => {
  it('reads valid: three signatures, a document timestamp, no empty field', async () => {
    const report = await verify(stages.final);
    expect(report.verdict).toBe('valid');
    expect(report.signatures.map((s) => s.status)).toEqual(['valid', 'valid', 'valid', 'valid']);
    expect(report.emptySignatureFields).toEqual([]);
  });
});

describe('issue 33’s forged copy: a new signature field painting « 5 200 parts / 1 040 000,00 € »', () => {
  it('with a copy of the first signature’s dictionary: altered, the copy named, the field drawn on the page', async () => {
    const forged = addForgedSignatureField(stages.final, {
      fieldName: 'Signature_correction',
      value: { copyOf: 'Signature1' },
    });
    const report = await verify(forged);
    expect(report.verdict).toBe('altered');
    expect(report.signatures).toHaveLength(5);
    const copy = report.signatures.find((s) => s.fieldName === 'Signature_correction');
    expect(copy).toMatchObject({ status: 'copy', copyOf: 'Signature1', integrity: false, level: null });
    expect(copy?.errors).toContain('signature-copy');
    expect(report.signatures.find((s) => s.fieldName === 'Signature1')?.status).toBe('modified-after');
    expect(described(report)).toMatch(
      /« Signature_correction » \(Sig\) was added, a signature field drawn on the page at \[ 45 672 305 716 \]/,
    );
    expectToolsSeeAnAppendedChange(forged, 4);
  });

  it('with an empty field: altered, the field listed among the unsigned ones', async () => {
    const forged = addForgedSignatureField(stages.final, { fieldName: 'Signature_correction' });
    const report = await verify(forged);
    expect(report.verdict).toBe('altered');
    expect(report.emptySignatureFields).toEqual([
      { fieldName: 'Signature_correction', revision: 6, visible: true },
    ]);
    expect(described(report)).toMatch(/a signature field drawn on the page/);
    expectToolsSeeAnAppendedChange(forged, 4);
  });

  it('closed by a fresh document timestamp: still altered, the timestamp itself sound', async () => {
    for (const value of [{ copyOf: 'Signature1' }, undefined]) {
      const forged = timestamp(
        addForgedSignatureField(stages.final, { fieldName: 'Signature_correction', value }),
      );
      const report = await verify(forged);
      expect(report.verdict).toBe('altered');
      expect(report.signatures.at(-1)).toMatchObject({ fieldName: 'Horodatage2', status: 'valid' });
      expect(report.signatures.find((s) => s.fieldName === 'Signature1')?.modifiedAfter).toBe(true);
    }
  });

  it('invisible, with the same dictionary object or a copied value: altered, the copy named', async () => {
    for (const value of [{ sameObjectAs: 'Signature2' }, { copyOf: 'Signature2' }]) {
      const forged = addForgedSignatureField(stages.final, { fieldName: 'Copie', rect: [0, 0, 0, 0], value });
      const report = await verify(forged);
      expect(report.verdict).toBe('altered');
      expect(report.signatures.filter((s) => s.status === 'copy').map((s) => s.copyOf)).toEqual([
        'Signature2',
      ]);
      expect(described(report)).toMatch(
        /« Copie » \(Sig\) was added, (reuses the signature dictionary|copies the signature value) of « Signature2 »/,
      );
    }
  });
});

describe('universal signature forgery: a signature field whose /Contents or /ByteRange cannot be read', () => {
  it.each(UNIVERSAL_FORGERIES)('%s: listed broken, the document altered', async (label, dictionary) => {
    const forged = addForgedSignatureField(stages.final, {
      fieldName: 'Signature_usf',
      rect: [0, 0, 0, 0],
      value: { dictionary },
    });
    const report = await verify(forged);
    expect(report.verdict).toBe('altered');
    expect(report.signatures).toHaveLength(5);
    const broken = report.signatures.find((s) => s.fieldName === 'Signature_usf');
    expect(broken?.status, label).toBe('broken');
    expect(broken?.errors.join()).toMatch(/byte-range-unreadable|contents-unreadable/);
  });

  it('an existing signature’s /Contents rewritten null: listed broken, not dropped', async () => {
    const forged = appendIncrementalUpdate(stages.final, ({ file, context, write }) => {
      const field = listSignatureFields(file).find((f) => f.fieldName === 'Signature2');
      const dict = copyDict(field?.signature as PDFDict, context);
      dict.set(PDFName.of('Contents'), PDFNull);
      write(field?.signatureRef as PDFRef, dict);
    }).bytes;
    const report = await verify(forged);
    expect(report.verdict).toBe('altered');
    expect(report.signatures.map((s) => [s.fieldName, s.status])).toContainEqual(['Signature2', 'broken']);
    expect(report.signatures).toHaveLength(4);
  });
});

describe('incremental saving and signature wrapping', () => {
  it('an overlay appended after the last signature: altered, and pdfsig and mutool see it', async () => {
    const forged = overlayPageContent(stages.final);
    const report = await verify(forged);
    expect(report.verdict).toBe('altered');
    expect(described(report)).toMatch(/page 1's content changed/);
    expectToolsSeeAnAppendedChange(forged, 4);
  });

  it('bytes hidden in a signature’s unsigned gap: that signature altered (byte range), the document altered', async () => {
    const forged = wrapSignature(stages.final, 0);
    const report = await verify(forged);
    expect(report.verdict).toBe('altered');
    expect(report.signatures[0]).toMatchObject({ fieldName: 'Signature1', status: 'altered' });
    expect(report.signatures[0]?.errors).toContain('byte-range-invalid');
  });
});

describe('shadow attacks (on a certified file and on approval signatures only)', () => {
  it.each([
    ['hide', shadowHide, /page 1's content or resources changed/],
    ['replace', shadowReplace, /page 1's content or resources changed/],
    ['hide-and-replace', shadowHideAndReplace, /page 1's content changed/],
  ])('%s: altered, and pdfsig and mutool see a change', async (_, attack, description) => {
    const approvalsOnly = timestamp(sign(sign(contract, 0), 1), 'Horodatage');
    for (const signed of [stages.final, approvalsOnly]) {
      const forged = attack(signed);
      const report = await verify(forged);
      expect(report.verdict).toBe('altered');
      expect(described(report)).toMatch(description);
      expectToolsSeeAnAppendedChange(forged, 2);
    }
  });
});

describe('certification attacks', () => {
  it('evil annotation: a FreeText or a stamp painting the amounts after P=3 is altered; a sticky note is not', async () => {
    const certifiedP3 = timestamp(sign(contract, 0, 3), 'Horodatage');
    expect((await verify(certifiedP3)).verdict).toBe('valid');
    for (const subtype of ['FreeText', 'Stamp'] as const) {
      const forged = evilAnnotation(certifiedP3, subtype);
      const report = await verify(forged);
      expect(report.verdict).toBe('altered');
      expect(described(report)).toMatch(new RegExp(`\\(${subtype}\\) was added, it is drawn over the page`));
      expectToolsSeeAnAppendedChange(forged, 1);
    }
    const commented = await verify(addComment(certifiedP3));
    expect(commented.modifications).toEqual([]);
    expect(commented.signatures[0]?.status).toBe('valid');
    // After P=2 even the sticky note is a change.
    expect((await verify(addComment(stages.final))).verdict).toBe('altered');
  });

  it('sneaky signature: a visible signature field after P=2, then a trusted signature closing it, is altered', async () => {
    const forged = sign(
      addForgedSignatureField(stages.final, { fieldName: 'Signature_visible' }),
      2,
      undefined,
      'Signature_tierce',
    );
    const report = await verify(forged);
    expect(report.verdict).toBe('altered');
    expect(report.signatures.at(-1)).toMatchObject({ status: 'valid', chainTrusted: true });
    expect(described(report)).toMatch(
      /« Signature_visible » \(Sig\) was added, a signature field drawn on the page/,
    );
  });

  it('P=1: a document timestamp is allowed, a new signature field is not', async () => {
    const certifiedP1 = sign(contract, 0, 1);
    expect((await verify(timestamp(certifiedP1, 'Horodatage'))).verdict).toBe('valid');
    const forged = addForgedSignatureField(certifiedP1, {
      fieldName: 'Approbation',
      rect: [0, 0, 0, 0],
      value: { dictionary: ({ context }) => context.obj({ Type: 'Sig' }) },
    });
    const report = await verify(forged);
    expect(report.verdict).toBe('altered');
    expect(described(report)).toMatch(/the certification allows no change \(P=1\)/);
  });
});
