/**
 * PAdES baseline conformance of the documents the signature flow signs, checked by independent tools
 * (poppler's pdfsig with an NSS database trusting the platform's root, OpenSSL's cms and ts, mupdf's
 * mutool) and by our own verifier (verifyPdf), tamper cases included.
 */
import { createHash } from 'node:crypto';
import * as pkijs from 'pkijs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDocumentTimestampToken,
  createHttpTimestampAuthority,
  prepareSignature,
  readPdfSignatures,
  verifyPdf,
} from '@souscription/pdf-signature';
import { addForgedSignatureField } from '../../../packages/pdf-signature/tests/helpers/forgeries.js';
import { getPki, type TPki } from '../src/modules/pki/index.js';
import {
  addFreeTextAnnotation,
  addTextField,
  changeInfo,
  changeOneByte,
  overlayPageContent,
} from '../../../packages/pdf-signature/tests/helpers/tamper.js';
import { checkStrictDer } from '../../../packages/pdf-signature/tests/helpers/strict-der.js';
import { checkPdfMetadata } from './support/pdf-metadata.js';
import { createSignatureDriver } from './support/signature-helpers.js';
import {
  createIndependentValidators,
  signedBytes,
  type IndependentValidators,
} from './support/independent-validators.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let d: ReturnType<typeof createSignatureDriver>;
let v: IndependentValidators;
let pki: TPki;
let claireId: number;

const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The signature-timestamp token of a CAdES signature and the signature value it stamps. */
function signatureTimestamp(cms: Uint8Array): { token: Uint8Array; signatureValue: Uint8Array } {
  const signedData = new pkijs.SignedData({ schema: pkijs.ContentInfo.fromBER(cms.slice().buffer).content });
  const signerInfo = signedData.signerInfos[0]!;
  const attribute = signerInfo.unsignedAttrs!.attributes.find(
    (item) => item.type === '1.2.840.113549.1.9.16.2.14',
  )!;
  return {
    token: new Uint8Array(attribute.values[0]!.valueBeforeDecodeView),
    signatureValue: new Uint8Array(signerInfo.signature.valueBlock.valueHexView),
  };
}

/** The envelope's documents as the advisor reads them (each its current signed copy). */
async function download(id: number): Promise<Record<string, Uint8Array>> {
  const headers = await t.authAs('conseiller');
  const list = await t.app.inject({ url: `/api/dossier/${id}/docusign/documents`, headers });
  expect(list.statusCode, list.body).toBe(200);
  const files: Record<string, Uint8Array> = {};
  for (const document of list.json().documents as { id: number; name: string }[]) {
    const one = await t.app.inject({ url: `/api/dossier/${id}/docusign/documents/${document.id}`, headers });
    expect(one.statusCode, one.body).toBe(200);
    const resource = one.json().document.resource as string;
    files[document.name] = new Uint8Array(Buffer.from(resource.slice(resource.indexOf(',') + 1), 'base64'));
  }
  return files;
}

beforeAll(async () => {
  t = await createTestApp();
  d = createSignatureDriver(t);
  await d.init();
  pki = await getPki(t.database.db, t.config);
  claireId = await d.customerIdOf('client');
  v = await createIndependentValidators(t, 'pades-conformance');
}, 180_000);
afterAll(async () => {
  await t?.close();
  v?.remove();
});

describe('a dossier signed by the subscriber and the advisor through the flow', () => {
  let files: Record<string, Uint8Array>;
  let id: number;
  beforeAll(async () => {
    id = await d.createFilledDossier({ clientId: claireId, twoParties: true });
    expect((await d.submitSignatureBlock(id, 'mission')).statusCode).toBe(200);
    await d.signAs(id, 'mission', 'subscriber', 'client');
    await d.signAs(id, 'mission', 'subscriber_advisor', 'conseiller');
    await d.untilSealed(id);
    files = await download(id);
  }, 180_000);

  it('pdfsig (NSS trusting the platform root): each party’s signature valid and trusted, the document timestamp closing the file', () => {
    for (const [name, pdf] of Object.entries(files)) {
      const blocks = v.pdfsigBlocks(v.pdfsig(pdf));
      expect(blocks, name).toHaveLength(3);
      for (const block of blocks.slice(0, 2)) {
        expect(block).toContain('Signature Type: ETSI.CAdES.detached');
        expect(block).toContain('Signature Validation: Signature is Valid.');
        expect(block).toContain('Certificate Validation: Certificate is Trusted.');
      }
      expect(blocks[0]).toContain('Signature Field Name: Signature_subscriber');
      expect(blocks[1]).toContain('Signature Field Name: Signature_subscriber_advisor');
      expect(blocks[2]).toContain('Signature Field Name: Horodatage_document');
      expect(blocks[2]).toContain('Total document signed');
    }
  });

  it('openssl cms -verify accepts each signature over its byte ranges; openssl ts -verify each signature timestamp and the document timestamp', () => {
    for (const pdf of Object.values(files)) {
      for (const signature of readPdfSignatures(pdf)) {
        if (signature.type === 'document-timestamp') {
          const out = v.tsVerify(signature.contents, { data: signedBytes(pdf, signature) });
          expect(out).toContain('Verification: OK');
          continue;
        }
        const cms = v.cmsVerify(pdf, signature);
        expect(cms, signature.fieldName).toContain('CMS Verification successful');
        const { token, signatureValue } = signatureTimestamp(signature.contents);
        const ts = v.tsVerify(token, { digest: sha256Hex(signatureValue) });
        expect(ts, signature.fieldName).toContain('Verification: OK');
      }
    }
  });

  it('every signature, signature timestamp and document timestamp is DER (python3-asn1crypto, strict)', () => {
    for (const [name, pdf] of Object.entries(files)) {
      const contents = readPdfSignatures(pdf).map((signature) => signature.contents);
      expect(contents, name).toHaveLength(3);
      expect(checkStrictDer('content-info', contents), name).toEqual(
        contents.map(() => ({ ok: true, errors: [] })),
      );
    }
  });

  it('keeps each signed copy’s XMP well-formed (xmllint) and equal to its Info dictionary', async () => {
    for (const [name, pdf] of Object.entries(files)) {
      expect(await checkPdfMetadata(pdf), name).toMatchObject({
        wellFormed: true,
        utf8: true,
        disagreements: [],
      });
    }
  });

  it('mutool sign -v agrees: the signatures verify, the last party’s followed only by the timestamp revision', () => {
    for (const pdf of Object.values(files)) {
      const out = v.mutool(pdf);
      expect(out).not.toContain('Digest error');
      expect(out.match(/The signature is valid but there have been edits since signing\./g)?.length).toBe(2);
    }
  });

  it('our verifier: B-LTA for each party, certified P=2 by the first, the signing time and the timestamp time, no change after', async () => {
    for (const pdf of Object.values(files)) {
      const report = await verifyPdf(pdf, { trustAnchors: pki.trustAnchors });
      expect(report.certification).toEqual({ permission: 2 });
      expect(report.modifications).toEqual([]);
      const [subscriber, advisor, timestamp] = report.signatures;
      for (const signature of [subscriber!, advisor!]) {
        expect(signature).toMatchObject({
          integrity: true,
          chainTrusted: true,
          level: 'B-LTA',
          modifiedAfter: false,
        });
        expect(signature.timestampTime!.getTime()).toBeGreaterThanOrEqual(
          signature.signingTime!.getTime() - 1000,
        );
      }
      expect(subscriber!.certification).toEqual({ permission: 2 });
      expect(timestamp).toMatchObject({ type: 'document-timestamp', integrity: true, coversWholeFile: true });
    }
  });

  it('POST /api/signatures/verify (public): each signature’s signer, level and times, and the platform’s record of the file', async () => {
    const pdf = Object.values(files)[0]!;
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/signatures/verify',
      headers: { 'content-type': 'application/pdf' },
      payload: Buffer.from(pdf),
    });
    expect(raw.statusCode, raw.body).toBe(200);
    const body = raw.json();
    expect(body.sha256).toBe(sha256Hex(pdf));
    expect(body.record).toEqual({
      kind: 'signed-document',
      dossierId: id,
      signedAt: expect.any(String),
      revision: null,
    });
    expect(Object.keys(body.record)).toEqual(['kind', 'dossierId', 'signedAt', 'revision']);
    expect(body.signatures.map((s: { level: string | null }) => s.level)).toEqual(['B-LTA', 'B-LTA', null]);
    expect(body.signatures[1]).toMatchObject({
      signer: { name: 'Antoine Durand' },
      integrity: true,
      chainTrusted: true,
      modifiedAfter: false,
      status: 'valid',
      copyOf: null,
    });
    expect(body.verdict).toBe('valid');
    expect(body.emptySignatureFields).toEqual([]);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/signatures/verify',
      payload: { file: Buffer.from(changeInfo(pdf)).toString('base64') },
    });
    expect(json.statusCode).toBe(200);
    expect(json.json().record).toBeNull();
    expect(json.json().modifications.length).toBeGreaterThan(0);
    const notPdf = await t.app.inject({
      method: 'POST',
      url: '/api/signatures/verify',
      payload: { file: Buffer.from('hello').toString('base64') },
    });
    expect(notPdf.statusCode).toBe(422);
    expect(notPdf.json()).toEqual({ errors: [{ property: 'file', message: 'verification.error-not-pdf' }] });
  });

  it('a forged copy (new signature field over the amounts, copied signature) closed by our own /pki/tsa reads altered', async () => {
    const pdf = Object.values(files)[0]!;
    const [first] = readPdfSignatures(pdf);
    const forged = addForgedSignatureField(pdf, {
      fieldName: 'Signature_rectificative',
      value: { copyOf: first!.fieldName },
    });
    // A token from the platform's public timestamp unit, asked as anyone would.
    const tsa = createHttpTimestampAuthority('http://localhost/pki/tsa', async (_url, init) => {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/pki/tsa',
        headers: { 'content-type': 'application/timestamp-query' },
        payload: Buffer.from(init?.body as Uint8Array),
      });
      return new Response(new Uint8Array(answer.rawPayload), { status: answer.statusCode });
    });
    const prepared = prepareSignature(forged, {
      fieldName: 'Horodatage_rectificatif',
      subFilter: 'ETSI.RFC3161',
    });
    const closed = prepared.fill(await createDocumentTimestampToken(prepared.digest, tsa));
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/signatures/verify',
      headers: { 'content-type': 'application/pdf' },
      payload: Buffer.from(closed),
    });
    expect(raw.statusCode, raw.body).toBe(200);
    const body = raw.json();
    expect(body.verdict).toBe('altered');
    expect(body.record).toBeNull();
    const copy = body.signatures.find(
      (s: { fieldName: string }) => s.fieldName === 'Signature_rectificative',
    );
    expect(copy).toMatchObject({ status: 'copy', copyOf: first!.fieldName, integrity: false, level: null });
    expect(body.signatures.at(-1)).toMatchObject({ fieldName: 'Horodatage_rectificatif', status: 'valid' });
    // The change as a code a reader words in its language, and in plain English.
    expect(body.modifications).toContainEqual(
      expect.objectContaining({
        code: 'list-entry-added',
        params: expect.objectContaining({
          reason: 'visible-signature-field',
          field: 'Signature_rectificative',
        }),
        description: expect.stringMatching(/a signature field drawn on the page/),
      }),
    );
  });

  it('tampering is reported by pdfsig or mutool and by our verifier', async () => {
    const pdf = Object.values(files)[0]!;
    const cases: [string, Uint8Array][] = [
      ['one byte', changeOneByte(pdf, 10)],
      ['an appended annotation', addFreeTextAnnotation(pdf)],
      ['an overlay', overlayPageContent(pdf)],
      ['a new form field', addTextField(pdf)],
      ['a metadata change', changeInfo(pdf)],
    ];
    for (const [name, tampered] of cases) {
      const tools = `${v.pdfsig(tampered)}\n${v.mutool(tampered)}`;
      const toolsSay =
        /Signature is Invalid|Digest Mismatch|Digest error|Not total document signed(?![\s\S]*Total document signed)/.test(
          tools,
        );
      expect(toolsSay, name).toBe(true);
      const report = await verifyPdf(tampered, { trustAnchors: pki.trustAnchors });
      const flagged =
        report.modifications.length > 0 || report.signatures.some((signature) => !signature.integrity);
      expect(flagged, name).toBe(true);
    }
  });
});

describe('an envelope with a refusal', () => {
  it('keeps the earlier party’s signature valid in its document, but offers no signed zip of a voided envelope', async () => {
    const id = await d.createFilledDossier({ clientId: claireId, twoParties: true });
    expect((await d.submitSignatureBlock(id, 'mission')).statusCode).toBe(200);
    await d.signAs(id, 'mission', 'subscriber', 'client');
    await d.signAs(id, 'mission', 'subscriber_advisor', 'conseiller', 'decline');
    const files = await download(id);
    expect(Object.keys(files).length).toBeGreaterThan(0);
    for (const pdf of Object.values(files)) {
      const blocks = v.pdfsigBlocks(v.pdfsig(pdf));
      expect(blocks).toHaveLength(1);
      expect(blocks[0]).toContain('Signature Field Name: Signature_subscriber');
      expect(blocks[0]).toContain('Signature Validation: Signature is Valid.');
      expect(blocks[0]).toContain('Certificate Validation: Certificate is Trusted.');
      expect(blocks[0]).toContain('Total document signed');
      const report = await verifyPdf(pdf, { trustAnchors: pki.trustAnchors });
      expect(report.signatures[0]).toMatchObject({ integrity: true, chainTrusted: true, level: 'B-T' });
    }
    // The refusal closed the envelope and voided its signatures (issue 32, docs/states.md): the folder
    // no longer offers its « signed documents » zip, as its row menu no longer does.
    const zip = await t.app.inject({
      url: `/api/dossier/${id}/docusign/download`,
      headers: await t.authAs('conseiller'),
    });
    expect(zip.statusCode, zip.body).toBe(403);
    expect(zip.json().errors).toEqual([{ property: 'id', message: 'docusign.error-download-not-allowed' }]);
  }, 180_000);
});
