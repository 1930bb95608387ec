import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as pkijs from 'pkijs';
import {
  createCadesDetachedSignature,
  createLocalTimestampAuthority,
  readCmsCertificates,
  type TPlatformPki,
  type TSigningIdentity,
} from '../src/index.js';
import {
  createTestPki,
  createWorkDir,
  issueTestSigner,
  runNss,
  runOpenssl,
  sha256,
  toPem,
} from './helpers.js';

let pki: TPlatformPki;
let signer: TSigningIdentity;
const work = createWorkDir();

beforeAll(async () => {
  pki = await createTestPki();
  signer = await issueTestSigner(pki);
});
afterAll(() => work.cleanup());

describe('createCadesDetachedSignature', () => {
  it('makes a detached CMS that openssl cms -verify accepts against the root alone', async () => {
    const content = randomBytes(5000);
    const digest = sha256(content);
    const cms = await createCadesDetachedSignature({ digest, identity: signer });
    const contentFile = work.write('content.bin', content);
    const cmsFile = work.write('signature.p7s', cms);
    const rootFile = work.write('root.pem', toPem(pki.root.certificate));

    const result = runOpenssl([
      'cms',
      '-verify',
      '-binary',
      '-inform',
      'DER',
      '-in',
      cmsFile,
      '-content',
      contentFile,
      '-CAfile',
      rootFile,
      '-out',
      work.path('out.bin'),
    ]);
    expect(result.stderr).toContain('Verification successful');
    expect(result.status).toBe(0);
  });

  it('is refused by openssl when the signed bytes differ', async () => {
    const content = randomBytes(100);
    const digest = sha256(content);
    const cms = await createCadesDetachedSignature({ digest, identity: signer });
    content[0] = content[0]! ^ 1;
    const result = runOpenssl([
      'cms',
      '-verify',
      '-binary',
      '-inform',
      'DER',
      '-in',
      work.write('s2.p7s', cms),
      '-content',
      work.write('c2.bin', content),
      '-CAfile',
      work.write('root2.pem', toPem(pki.root.certificate)),
      '-out',
      work.path('out2.bin'),
    ]);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('content verify error');
  });

  it('is a good signature for NSS (the library behind pdfsig) once the root is trusted in its database', async () => {
    const content = randomBytes(2000);
    const digest = sha256(content);
    const cms = await createCadesDetachedSignature({ digest, identity: signer });
    const database = `sql:${work.path('nssdb')}`;
    mkdirSync(work.path('nssdb'));
    expect(runNss('certutil', ['-N', '-d', database, '--empty-password']).status).toBe(0);
    const decode = [
      '-D',
      '-n',
      '-h',
      '3',
      '-i',
      work.write('nss.p7s', cms),
      '-c',
      work.write('nss.bin', content),
      '-d',
      database,
    ];
    expect(runNss('cmsutil', decode).stdout).toContain('signer0.status=SigningCertNotTrusted');

    const rootFile = work.write('nss-root.der', pki.root.certificate);
    expect(
      runNss('certutil', ['-A', '-d', database, '-n', 'platform-root', '-t', 'C,C,C', '-i', rootFile]).status,
    ).toBe(0);
    const verdict = runNss('cmsutil', decode).stdout;
    expect(verdict).toContain('signer0.id="Zoé Lefèvre"');
    expect(verdict).toContain('signer0.status=GoodSignature');
  });

  it('carries content-type, message-digest and signing-certificate-v2 but no signingTime', async () => {
    const digest = sha256('x');
    const cms = await createCadesDetachedSignature({ digest, identity: signer });
    const printed = runOpenssl([
      'cms',
      '-cmsout',
      '-print',
      '-inform',
      'DER',
      '-in',
      work.write('s3.p7s', cms),
    ]).stdout;
    expect(printed).toContain('contentType');
    expect(printed).toContain('messageDigest');
    expect(printed).toContain('id-smime-aa-signingCertificateV2');
    expect(printed).not.toContain('signingTime');
    expect(printed).toContain('ecdsa-with-SHA256');
  });

  it('holds a signature-timestamp token that openssl ts -verify accepts over the SHA-256 of the signature value (B-T)', async () => {
    const tsa = createLocalTimestampAuthority({
      identity: pki.timestampUnit,
      policyOid: '1.3.6.1.4.1.99999.2.1',
    });
    const cms = await createCadesDetachedSignature({
      digest: sha256('b-t'),
      identity: signer,
      timestampAuthority: tsa,
    });
    const signedData = new pkijs.SignedData({
      schema: pkijs.ContentInfo.fromBER(cms.slice().buffer).content,
    });
    const signerInfo = signedData.signerInfos[0]!;
    const attribute = signerInfo.unsignedAttrs!.attributes.find(
      (item) => item.type === '1.2.840.113549.1.9.16.2.14',
    )!;
    const token = new Uint8Array(attribute.values[0]!.valueBeforeDecodeView);
    const signatureDigest = Buffer.from(sha256(signerInfo.signature.valueBlock.valueHexView)).toString('hex');

    const args = [
      'ts',
      '-verify',
      '-token_in',
      '-in',
      work.write('bt.tst', token),
      '-CAfile',
      work.write('bt-root.pem', toPem(pki.root.certificate)),
    ];
    expect(runOpenssl([...args, '-digest', signatureDigest]).stdout).toContain('Verification: OK');
    expect(runOpenssl([...args, '-digest', Buffer.from(sha256('b-t')).toString('hex')]).stdout).not.toContain(
      'Verification: OK',
    );
  });

  it('lets the certificates of the signature and of its timestamp be gathered for a DSS', async () => {
    const tsa = createLocalTimestampAuthority({
      identity: pki.timestampUnit,
      policyOid: '1.3.6.1.4.1.99999.2.1',
    });
    const cms = await createCadesDetachedSignature({
      digest: sha256('dss'),
      identity: signer,
      timestampAuthority: tsa,
    });
    const certificates = readCmsCertificates(cms).map((der) => Buffer.from(der).toString('base64'));
    const expected = [
      signer.certificate,
      pki.signingCa.certificate,
      pki.root.certificate,
      pki.timestampUnit.certificate,
    ];
    expect(certificates.sort()).toEqual(expected.map((der) => Buffer.from(der).toString('base64')).sort());
  });
});
