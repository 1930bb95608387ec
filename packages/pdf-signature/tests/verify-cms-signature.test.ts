import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as pkijs from 'pkijs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCadesDetachedSignature,
  createCrl,
  createDocumentTimestampToken,
  createLocalTimestampAuthority,
  verifyCmsSignature,
  type TLocalTimestampAuthority,
  type TPlatformPki,
  type TSigningIdentity,
} from '../src/index.js';
import { createTestPki, createWorkDir, issueTestSigner, runOpenssl, sha256, toPem } from './helpers.js';

const HOUR = 3600_000;
let pki: TPlatformPki;
let otherPki: TPlatformPki;
let tsa: TLocalTimestampAuthority;
let signer: TSigningIdentity;
const work = createWorkDir();

beforeAll(async () => {
  pki = await createTestPki('Souscription Test', 24);
  otherPki = await createTestPki('Someone Else', 24);
  tsa = createLocalTimestampAuthority({ identity: pki.timestampUnit, policyOid: '1.3.6.1.4.1.99999.2.1' });
  signer = await issueTestSigner(pki);
});
afterAll(() => work.cleanup());

describe('verifyCmsSignature on a CAdES signature', () => {
  it('reports a timestamped signature sound: integrity, signer, chain to the root, baseline attributes, timestamp', async () => {
    const digest = sha256(randomBytes(64));
    const before = Date.now();
    const cms = await createCadesDetachedSignature({ digest, identity: signer, timestampAuthority: tsa });
    const report = await verifyCmsSignature({ cms, digest, trustAnchors: [pki.root.certificate] });

    expect(report.errors).toEqual([]);
    expect(report.integrity).toBe(true);
    expect(report.signer).toMatchObject({ name: 'Zoé Lefèvre', email: 'zoe@example.com' });
    expect(report.chain).toEqual([
      'Zoé Lefèvre',
      'Souscription Test Signing CA',
      'Souscription Test Root CA',
    ]);
    expect(report.chainTrusted).toBe(true);
    expect(report.hasSigningCertificateV2).toBe(true);
    expect(report.hasSigningTimeAttribute).toBe(false);
    expect(report.revoked).toBe(false);
    expect(report.timestamp).toMatchObject({
      integrity: true,
      chainTrusted: true,
      authority: 'Souscription Test Timestamp Unit',
    });
    expect(report.timestamp!.time.getTime()).toBeGreaterThanOrEqual(before);
    expect(report.validAt).toEqual(report.timestamp!.time);
  });

  it('says the integrity is lost when the digest is another document’s', async () => {
    const cms = await createCadesDetachedSignature({ digest: sha256('signed'), identity: signer });
    const report = await verifyCmsSignature({
      cms,
      digest: sha256('altered'),
      trustAnchors: [pki.root.certificate],
    });
    expect(report.integrity).toBe(false);
    expect(report.errors).toContain('message-digest-mismatch');
  });

  it('says the signature is invalid when one byte of its value changes, and its timestamp no longer matches', async () => {
    const digest = sha256('document');
    const cms = await createCadesDetachedSignature({ digest, identity: signer, timestampAuthority: tsa });
    const signedData = new pkijs.SignedData({
      schema: pkijs.ContentInfo.fromBER(cms.slice().buffer).content,
    });
    const signature = Buffer.from(signedData.signerInfos[0]!.signature.valueBlock.valueHexView);
    const altered = Buffer.from(cms);
    const at = altered.indexOf(signature);
    altered[at + 10] = altered[at + 10]! ^ 0xff;

    const report = await verifyCmsSignature({
      cms: new Uint8Array(altered),
      digest,
      trustAnchors: [pki.root.certificate],
    });
    expect(report.integrity).toBe(false);
    expect(report.errors).toContain('signature-invalid');
    expect(report.timestamp?.integrity).toBe(false);
    expect(report.errors).toContain('timestamp:message-imprint-mismatch');
  });

  it('does not trust a chain that ends at a root the caller does not trust', async () => {
    const digest = sha256('x');
    const cms = await createCadesDetachedSignature({ digest, identity: signer });
    const report = await verifyCmsSignature({ cms, digest, trustAnchors: [otherPki.root.certificate] });
    expect(report.integrity).toBe(true);
    expect(report.chainTrusted).toBe(false);
    expect(report.errors).toContain('chain-untrusted');
    expect(report.chain).toEqual([
      'Zoé Lefèvre',
      'Souscription Test Signing CA',
      'Souscription Test Root CA',
    ]);
  });

  it('counts a certificate revoked before the signature time as revoked, and one revoked after as valid then', async () => {
    const digest = sha256('y');
    const cms = await createCadesDetachedSignature({ digest, identity: signer, timestampAuthority: tsa });
    const serialNumber = Buffer.from(
      pkijs.Certificate.fromBER(signer.certificate.slice().buffer).serialNumber.valueBlock.valueHexView,
    ).toString('hex');
    const revokedBefore = await createCrl({
      issuer: pki.signingCa,
      revoked: [{ serialNumber, revokedAt: new Date(Date.now() - 30 * 60_000) }],
      thisUpdate: new Date(),
      nextUpdate: new Date(Date.now() + HOUR),
    });
    const revokedAfter = await createCrl({
      issuer: pki.signingCa,
      revoked: [{ serialNumber, revokedAt: new Date(Date.now() + 60_000) }],
      thisUpdate: new Date(),
      nextUpdate: new Date(Date.now() + HOUR),
    });

    const before = await verifyCmsSignature({
      cms,
      digest,
      trustAnchors: [pki.root.certificate],
      crls: [revokedBefore],
    });
    expect(before.revoked).toBe(true);
    expect(before.errors).toContain('certificate-revoked');
    const after = await verifyCmsSignature({
      cms,
      digest,
      trustAnchors: [pki.root.certificate],
      crls: [revokedAfter],
    });
    expect(after.revoked).toBe(false);
    expect(after.errors).toEqual([]);
  });

  it('checks an expired short-lived certificate at its timestamp’s time, and finds it expired without one', async () => {
    const expired = await issueTestSigner(pki, {
      notBefore: new Date(Date.now() - 3 * HOUR),
      validityMs: HOUR,
    });
    const pastTsa = createLocalTimestampAuthority({
      identity: pki.timestampUnit,
      policyOid: '1.3.6.1.4.1.99999.2.1',
      now: () => new Date(Date.now() - 2.5 * HOUR),
    });
    const digest = sha256('z');
    const timestamped = await createCadesDetachedSignature({
      digest,
      identity: expired,
      timestampAuthority: pastTsa,
    });
    const timestampedReport = await verifyCmsSignature({
      cms: timestamped,
      digest,
      trustAnchors: [pki.root.certificate],
    });
    expect(timestampedReport.chainTrusted).toBe(true);
    expect(timestampedReport.errors).toEqual([]);

    const bare = await createCadesDetachedSignature({ digest, identity: expired });
    const bareReport = await verifyCmsSignature({ cms: bare, digest, trustAnchors: [pki.root.certificate] });
    expect(bareReport.integrity).toBe(true);
    expect(bareReport.chainTrusted).toBe(false);
  });

  it('reads a CMS made by openssl, noting its signingTime and that it lacks signing-certificate-v2', async () => {
    const content = randomBytes(300);
    const key = await crypto.subtle.exportKey('pkcs8', signer.privateKey as CryptoKey);
    const args = [
      'cms',
      '-sign',
      '-binary',
      '-outform',
      'DER',
      '-in',
      work.write('o.bin', content),
      '-signer',
      work.write('signer.pem', toPem(signer.certificate)),
      '-inkey',
      work.write('signer.key', toPem(new Uint8Array(key), 'PRIVATE KEY')),
      '-certfile',
      work.write('ca.pem', toPem(pki.signingCa.certificate)),
      '-md',
      'sha256',
      '-out',
      work.path('o.p7s'),
    ];
    expect(runOpenssl(args).status).toBe(0);
    const report = await verifyCmsSignature({
      cms: new Uint8Array(readFileSync(work.path('o.p7s'))),
      digest: sha256(content),
      trustAnchors: [pki.root.certificate],
    });
    expect(report.integrity).toBe(true);
    expect(report.chainTrusted).toBe(true);
    expect(report.hasSigningTimeAttribute).toBe(true);
    expect(report.hasSigningCertificateV2).toBe(false);
    expect(report.errors).toEqual(
      expect.arrayContaining(['signing-time-present', 'signing-certificate-missing']),
    );
  });
});

describe('verifyCmsSignature on a document timestamp token', () => {
  it('reads the token’s time, authority and chain, and checks its imprint against the digest', async () => {
    const digest = sha256('the pdf byte ranges');
    const token = await createDocumentTimestampToken(digest, tsa);
    const report = await verifyCmsSignature({ cms: token, digest, trustAnchors: [pki.root.certificate] });
    expect(report.errors).toEqual([]);
    expect(report.integrity).toBe(true);
    expect(report.signer?.name).toBe('Souscription Test Timestamp Unit');
    expect(report.chain).toEqual(['Souscription Test Timestamp Unit', 'Souscription Test Root CA']);
    expect(report.timestamp).toMatchObject({
      integrity: true,
      chainTrusted: true,
      authority: 'Souscription Test Timestamp Unit',
    });
    expect(report.validAt).toEqual(report.timestamp!.time);

    const altered = await verifyCmsSignature({
      cms: token,
      digest: sha256('other bytes'),
      trustAnchors: [pki.root.certificate],
    });
    expect(altered.integrity).toBe(false);
    expect(altered.errors).toContain('message-imprint-mismatch');
  });

  it('refuses a token signed by a certificate that is not a timestamp unit', async () => {
    const impostor = createLocalTimestampAuthority({ identity: signer, policyOid: '1.3.6.1.4.1.99999.2.1' });
    const digest = sha256('doc');
    const report = await verifyCmsSignature({
      cms: await impostor.requestToken(digest),
      digest,
      trustAnchors: [pki.root.certificate],
    });
    expect(report.chainTrusted).toBe(false);
    expect(report.errors).toContain('timestamp-unit-key-usage');
  });

  it('says a garbage blob is unreadable', async () => {
    const report = await verifyCmsSignature({
      cms: new Uint8Array([48, 3, 1, 2, 3]),
      digest: sha256(''),
      trustAnchors: [pki.root.certificate],
    });
    expect(report.errors).toEqual(['cms-unreadable']);
    expect(report.integrity).toBe(false);
  });
});
