import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCadesDetachedSignature,
  issueSignerCertificate,
  loadSigningIdentityFromP12,
  loadSigningIdentityFromPem,
  verifyCmsSignature,
  type TPlatformPki,
} from '../src/index.js';
import { createTestPki, createWorkDir, runOpenssl, sha256, toPem } from './helpers.js';

let external: TPlatformPki;
const work = createWorkDir();
let caPemFile: string;
let caKeyFile: string;

beforeAll(async () => {
  // A second PKI stands in for a commercial CA: its issuing CA certificate and key, handed over as PEM or P12 files.
  external = await createTestPki('External CA');
  const pkcs8 = new Uint8Array(
    await crypto.subtle.exportKey('pkcs8', external.signingCa.privateKey as CryptoKey),
  );
  caPemFile = work.write('ca.pem', toPem(external.signingCa.certificate) + toPem(external.root.certificate));
  caKeyFile = work.write('ca.key', toPem(pkcs8, 'PRIVATE KEY'));
});
afterAll(() => work.cleanup());

async function expectUsableAsIssuer(identity: Awaited<ReturnType<typeof loadSigningIdentityFromPem>>) {
  expect(identity.certificate).toEqual(external.signingCa.certificate);
  expect(identity.chain).toEqual([external.root.certificate]);
  const signer = await issueSignerCertificate({
    issuer: identity,
    subject: { name: 'Ann Example', email: 'ann@example.com' },
    policyOid: '1.2.3.4',
    policyText: 'OTP by SMS',
  });
  const digest = sha256('doc');
  const report = await verifyCmsSignature({
    cms: await createCadesDetachedSignature({ digest, identity: signer }),
    digest,
    trustAnchors: [external.root.certificate],
  });
  expect(report.integrity).toBe(true);
  expect(report.chainTrusted).toBe(true);
}

describe('loading an external CA', () => {
  it('reads a PEM chain in any order and an encrypted PEM key, and issues certificates that chain to its root', async () => {
    const encrypted = runOpenssl([
      'pkey',
      '-in',
      caKeyFile,
      '-aes256',
      '-passout',
      'pass:secret phrase',
      '-out',
      work.path('ca-enc.key'),
    ]);
    expect(encrypted.status).toBe(0);
    const identity = await loadSigningIdentityFromPem({
      certificates: toPem(external.root.certificate) + toPem(external.signingCa.certificate),
      privateKey: readFileSync(work.path('ca-enc.key'), 'utf8'),
      passphrase: 'secret phrase',
    });
    await expectUsableAsIssuer(identity);
  });

  it('reads a PKCS#12 file as OpenSSL 3 writes it', async () => {
    const exported = runOpenssl([
      'pkcs12',
      '-export',
      '-in',
      caPemFile,
      '-inkey',
      caKeyFile,
      '-passout',
      'pass:p12 password',
      '-out',
      work.path('ca.p12'),
    ]);
    expect(exported.status).toBe(0);
    const identity = await loadSigningIdentityFromP12(
      new Uint8Array(readFileSync(work.path('ca.p12'))),
      'p12 password',
    );
    await expectUsableAsIssuer(identity);
  });

  it('refuses a PKCS#12 file with the wrong password', async () => {
    runOpenssl([
      'pkcs12',
      '-export',
      '-in',
      caPemFile,
      '-inkey',
      caKeyFile,
      '-passout',
      'pass:right',
      '-out',
      work.path('wrong.p12'),
    ]);
    await expect(
      loadSigningIdentityFromP12(new Uint8Array(readFileSync(work.path('wrong.p12'))), 'wrong'),
    ).rejects.toThrow();
  });

  it('refuses a PEM chain that does not hold the key’s certificate', async () => {
    await expect(
      loadSigningIdentityFromPem({
        certificates: toPem(external.root.certificate),
        privateKey: readFileSync(caKeyFile, 'utf8'),
      }),
    ).rejects.toThrow('No certificate matches the private key');
  });
});
