/**
 * Every structure the package signs is DER, as ISO 32000 (PAdES /Contents) and RFC 3161 require:
 * checked by Debian's python3-asn1crypto in strict mode (re-encoded and compared byte for byte), after
 * showing that this check refuses BER.
 */
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCadesDetachedSignature,
  createDocumentTimestampToken,
  createLocalTimestampAuthority,
  handleTimestampRequest,
  readPdfSignatures,
  type TLocalTimestampAuthority,
  type TPlatformPki,
} from '../src/index.js';
import { OID } from '../src/cms/oids.js';
import { parseCertificate } from '../src/pki/read-certificate.js';
import { createTestPki, issueTestSigner, sha256 } from './helpers.js';
import { signLikeThePlatform } from './helpers/platform-signed-document.js';
import { checkStrictDer } from './helpers/strict-der.js';

let pki: TPlatformPki;
let authority: TLocalTimestampAuthority;

beforeAll(async () => {
  pki = await createTestPki();
  authority = createLocalTimestampAuthority({
    identity: pki.timestampUnit,
    policyOid: '1.3.6.1.4.1.99999.2.1',
  });
});

const toBuffer = (bytes: Uint8Array) => bytes.slice().buffer;

/**
 * A SignedData as pkijs writes it: handed an eContent, it writes a constructed (BER) OCTET STRING;
 * its certificates in the order given.
 */
function signedDataAsPkijsWritesIt(params: {
  eContent?: Uint8Array;
  certificates?: Uint8Array[];
}): Uint8Array {
  const { eContent, certificates = [] } = params;
  const signedData = new pkijs.SignedData({
    version: 3,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({
      eContentType: OID.data,
      ...(eContent ? { eContent: new asn1js.OctetString({ valueHex: toBuffer(eContent) }) } : {}),
    }),
    signerInfos: [],
    certificates: certificates.map(parseCertificate),
  });
  const contentInfo = new pkijs.ContentInfo({
    contentType: OID.signedData,
    content: signedData.toSchema(true),
  });
  return new Uint8Array(contentInfo.toSchema().toBER(false));
}

/** The same outer SEQUENCE written with an indefinite length, or with one length byte too many. */
function withOuterLength(der: Uint8Array, form: 'indefinite' | 'non-minimal'): Uint8Array {
  const lengthBytes = der[1]! & 0x80 ? 1 + (der[1]! & 0x7f) : 1;
  const content = der.subarray(1 + lengthBytes);
  if (form === 'indefinite') return Buffer.concat([Buffer.from([0x30, 0x80]), content, Buffer.from([0, 0])]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(content.length);
  return Buffer.concat([Buffer.from([0x30, 0x84]), length, content]);
}

/** A CAdES signature whose signature timestamp token is replaced by `token`, as pkijs writes it. */
async function signatureCarrying(token: Uint8Array): Promise<Uint8Array> {
  const identity = await issueTestSigner(pki);
  const cms = await createCadesDetachedSignature({
    digest: sha256('pdf'),
    identity,
    timestampAuthority: authority,
  });
  const signedData = new pkijs.SignedData({ schema: pkijs.ContentInfo.fromBER(toBuffer(cms)).content });
  const attribute = signedData.signerInfos[0]!.unsignedAttrs!.attributes[0]!;
  attribute.values = [asn1js.fromBER(toBuffer(token)).result];
  const contentInfo = new pkijs.ContentInfo({
    contentType: OID.signedData,
    content: signedData.toSchema(true),
  });
  return new Uint8Array(contentInfo.toSchema().toBER(false));
}

describe('the strict DER check (python3-asn1crypto, strict, re-encoded)', () => {
  it('refuses BER: an indefinite length, a non-minimal length, a constructed OCTET STRING, an unsorted SET OF', async () => {
    const token = await authority.requestToken(sha256('document'));
    expect(checkStrictDer('content-info', [token])).toEqual([{ ok: true, errors: [] }]);
    const certificates = [pki.timestampUnit.certificate, pki.root.certificate];
    const sorted = [...certificates].sort((a, b) => Buffer.compare(a, b));
    const unsorted = [...sorted].reverse();
    const samples = [
      withOuterLength(token, 'indefinite'),
      withOuterLength(token, 'non-minimal'),
      signedDataAsPkijsWritesIt({ eContent: sha256('content') }),
      signedDataAsPkijsWritesIt({ certificates: unsorted }),
    ];
    const verdicts = checkStrictDer('content-info', samples);
    expect(verdicts.map((verdict) => verdict.ok)).toEqual([false, false, false, false]);
    expect(checkStrictDer('content-info', [signedDataAsPkijsWritesIt({ certificates: sorted })])).toEqual([
      { ok: true, errors: [] },
    ]);
    expect(verdicts[2]!.errors[0]).toContain('constructed was found');
    expect(verdicts[3]!.errors[0]).toContain('not DER');
    const nested = checkStrictDer('content-info', [
      await signatureCarrying(signedDataAsPkijsWritesIt({ certificates: unsorted })),
      await signatureCarrying(signedDataAsPkijsWritesIt({ certificates: sorted })),
    ]);
    expect(nested.map((verdict) => verdict.ok)).toEqual([false, true]);
  });
});

describe('what the package signs is DER', () => {
  it('a timestamp token: its SignedData, signed attributes, certificates and TSTInfo', async () => {
    const tokens = [
      await authority.requestToken(sha256('a')),
      await createDocumentTimestampToken(sha256('b'), authority),
    ];
    expect(checkStrictDer('content-info', tokens)).toEqual([
      { ok: true, errors: [] },
      { ok: true, errors: [] },
    ]);
  });

  it('a CAdES signature with its signature timestamp token, carried byte for byte', async () => {
    const identity = await issueTestSigner(pki);
    const tokens: Uint8Array[] = [];
    const recording = {
      requestToken: async (digest: Uint8Array) => {
        tokens.push(await authority.requestToken(digest));
        return tokens.at(-1)!;
      },
    };
    const cms = await createCadesDetachedSignature({
      digest: sha256('pdf'),
      identity,
      timestampAuthority: recording,
    });
    expect(checkStrictDer('content-info', [cms])).toEqual([{ ok: true, errors: [] }]);
    expect(tokens).toHaveLength(1);
    expect(Buffer.from(cms).indexOf(Buffer.from(tokens[0]!))).toBeGreaterThan(0);
  });

  it('the timestamp unit’s replies over HTTP, granted and refused', async () => {
    const request = new pkijs.TimeStampReq({
      version: 1,
      messageImprint: new pkijs.MessageImprint({
        hashAlgorithm: new pkijs.AlgorithmIdentifier({
          algorithmId: OID.sha256,
          algorithmParams: new asn1js.Null(),
        }),
        hashedMessage: new asn1js.OctetString({ valueHex: toBuffer(sha256('query')) }),
      }),
      nonce: new asn1js.Integer({ value: 123_456_789 }),
      certReq: true,
    });
    const granted = await handleTimestampRequest(authority, new Uint8Array(request.toSchema().toBER(false)));
    const refused = await handleTimestampRequest(authority, new Uint8Array([1, 2, 3]));
    expect(checkStrictDer('timestamp-response', [granted, refused])).toEqual([
      { ok: true, errors: [] },
      { ok: true, errors: [] },
    ]);
  });

  it('every /Contents of a PDF signed as the platform signs (three parties, DSS, document timestamp)', async () => {
    const { final } = await signLikeThePlatform();
    const signatures = readPdfSignatures(final);
    expect(signatures.map((signature) => signature.type)).toEqual([
      'signature',
      'signature',
      'signature',
      'document-timestamp',
    ]);
    const verdicts = checkStrictDer(
      'content-info',
      signatures.map((signature) => signature.contents),
    );
    expect(verdicts).toEqual(signatures.map(() => ({ ok: true, errors: [] })));
  });
});
