import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCrl,
  createSecretKeyProtector,
  decryptPrivateKey,
  encryptPrivateKey,
  issueSignerCertificate,
  restorePlatformPki,
  storePlatformPki,
  type TPlatformPki,
  type TSigningIdentity,
} from '../src/index.js';
import { createTestPki, createWorkDir, issueTestSigner, runOpenssl, toPem } from './helpers.js';

let pki: TPlatformPki;
let signer: TSigningIdentity;
const work = createWorkDir();
const MASTER_KEY = randomBytes(32).toString('base64');

beforeAll(async () => {
  pki = await createTestPki();
  signer = await issueTestSigner(pki, {
    subject: { name: 'Pierre Martin', email: 'pierre@example.com' },
    policyText: 'Identity verified by a one-time code sent by e-mail to p•••@example.com',
    serialNumber: '1a2b3c4d',
  });
});
afterAll(() => work.cleanup());

function x509Text(der: Uint8Array, name: string): string {
  return runOpenssl(['x509', '-inform', 'DER', '-in', work.write(name, der), '-noout', '-text']).stdout;
}

describe('createPlatformPki', () => {
  it('makes a root CA, an issuing CA with path length 0 and a timestamp unit, each published under PUBLIC_URL/pki', () => {
    expect(pki.urls).toEqual({
      rootCertificate: 'https://souscription-test.example/pki/root-ca.cer',
      rootCrl: 'https://souscription-test.example/pki/root-ca.crl',
      signingCaCertificate: 'https://souscription-test.example/pki/signing-ca.cer',
      signingCaCrl: 'https://souscription-test.example/pki/signing-ca.crl',
    });
    const root = x509Text(pki.root.certificate, 'root.der');
    expect(root).toMatch(/Basic Constraints: critical\s+CA:TRUE/);
    expect(root).toMatch(/Key Usage: critical\s+Certificate Sign, CRL Sign/);
    expect(root).toContain('Subject: O = Souscription Test, CN = Souscription Test Root CA');

    const signingCa = x509Text(pki.signingCa.certificate, 'ca.der');
    expect(signingCa).toMatch(/Basic Constraints: critical\s+CA:TRUE, pathlen:0/);
    expect(signingCa).toContain('CA Issuers - URI:https://souscription-test.example/pki/root-ca.cer');
    expect(signingCa).toContain('URI:https://souscription-test.example/pki/root-ca.crl');

    const tsa = x509Text(pki.timestampUnit.certificate, 'tsa.der');
    expect(tsa).toMatch(/Extended Key Usage: critical\s+Time Stamping/);
    expect(tsa).toMatch(/Key Usage: critical\s+Digital Signature, Non Repudiation/);
  });

  it('gives certificates that openssl verify accepts for their purpose against the root', () => {
    const rootFile = work.write('root.pem', toPem(pki.root.certificate));
    const caFile = work.write('ca.pem', toPem(pki.signingCa.certificate));
    const tsaCheck = runOpenssl([
      'verify',
      '-CAfile',
      rootFile,
      '-purpose',
      'timestampsign',
      work.write('tsa.pem', toPem(pki.timestampUnit.certificate)),
    ]);
    expect(tsaCheck.stdout).toContain(': OK');
    const signerCheck = runOpenssl([
      'verify',
      '-CAfile',
      rootFile,
      '-untrusted',
      caFile,
      '-purpose',
      'smimesign',
      work.write('signer.pem', toPem(signer.certificate)),
    ]);
    expect(signerCheck.stdout).toContain(': OK');
  });
});

describe('issueSignerCertificate', () => {
  it('names the signer, says how they were identified, and allows signing only', () => {
    const text = x509Text(signer.certificate, 'signer.der');
    expect(text).toContain('Subject: CN = Pierre Martin, emailAddress = pierre@example.com');
    expect(text).toContain('email:pierre@example.com');
    expect(text).toMatch(/Key Usage: critical\s+Digital Signature, Non Repudiation/);
    expect(text).toMatch(/Extended Key Usage:\s+E-mail Protection, 1\.3\.6\.1\.5\.5\.7\.3\.36/);
    expect(text).toContain('Policy: 1.3.6.1.4.1.99999.1.1');
    expect(text).toContain(
      'Explicit Text: Identity verified by a one-time code sent by e-mail to p•••@example.com',
    );
    expect(text).toContain('Serial Number: 439041101 (0x1a2b3c4d)');
    expect(text).toContain('CA Issuers - URI:https://souscription-test.example/pki/signing-ca.cer');
    expect(text).toMatch(/CA:FALSE/);
    expect(signer.chain).toEqual([pki.signingCa.certificate, pki.root.certificate]);
  });

  it('is short-lived: one hour from a minute ago unless told otherwise', () => {
    const text = x509Text(signer.certificate, 'signer-validity.der');
    const notBefore = new Date(text.match(/Not Before: (.*)/)![1]!);
    const notAfter = new Date(text.match(/Not After : (.*)/)![1]!);
    expect(notAfter.getTime() - notBefore.getTime()).toBe(3600_000);
    expect(notBefore.getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe('createCrl', () => {
  it('makes a CRL that openssl reads as signed by the CA, and that revokes the certificate in openssl verify -crl_check', async () => {
    const rootFile = work.write('crl-root.pem', toPem(pki.root.certificate));
    const caFile = work.write('crl-ca.pem', toPem(pki.signingCa.certificate));
    const signerFile = work.write('crl-signer.pem', toPem(signer.certificate));
    const empty = await createCrl({
      issuer: pki.signingCa,
      revoked: [],
      thisUpdate: new Date(),
      nextUpdate: new Date(Date.now() + 86400_000),
    });
    const revoking = await createCrl({
      issuer: pki.signingCa,
      revoked: [{ serialNumber: '1a2b3c4d', revokedAt: new Date() }],
      thisUpdate: new Date(),
      nextUpdate: new Date(Date.now() + 86400_000),
    });
    const rootCrl = await createCrl({
      issuer: pki.root,
      revoked: [],
      thisUpdate: new Date(),
      nextUpdate: new Date(Date.now() + 86400_000),
    });

    const text = runOpenssl([
      'crl',
      '-inform',
      'DER',
      '-in',
      work.write('revoking.crl', revoking),
      '-noout',
      '-text',
      '-CAfile',
      caFile,
    ]);
    expect(text.stderr + text.stdout).toContain('verify OK');
    expect(text.stdout).toContain('Serial Number: 1A2B3C4D');
    expect(text.stdout).toContain('X509v3 CRL Number');

    const crlPem = (der: Uint8Array) => toPem(der, 'X509 CRL');
    const withEmpty = runOpenssl([
      'verify',
      '-crl_check_all',
      '-CAfile',
      rootFile,
      '-untrusted',
      caFile,
      '-CRLfile',
      work.write('crls-ok.pem', crlPem(empty) + crlPem(rootCrl)),
      signerFile,
    ]);
    expect(withEmpty.stdout).toContain(': OK');
    const withRevoked = runOpenssl([
      'verify',
      '-crl_check_all',
      '-CAfile',
      rootFile,
      '-untrusted',
      caFile,
      '-CRLfile',
      work.write('crls-revoked.pem', crlPem(revoking) + crlPem(rootCrl)),
      signerFile,
    ]);
    expect(withRevoked.stdout + withRevoked.stderr).toContain('certificate revoked');
  });
});

describe('private keys at rest', () => {
  it('round-trips a key sealed under the master key, and refuses another key or another label', () => {
    const pkcs8 = randomBytes(138);
    const sealed = encryptPrivateKey(pkcs8, MASTER_KEY, 'root-ca');
    expect(Buffer.from(sealed).includes(pkcs8.subarray(0, 16))).toBe(false);
    expect(Buffer.from(decryptPrivateKey(sealed, MASTER_KEY, 'root-ca'))).toEqual(pkcs8);
    expect(() => decryptPrivateKey(sealed, randomBytes(32).toString('base64'), 'root-ca')).toThrow();
    expect(() => decryptPrivateKey(sealed, MASTER_KEY, 'signing-ca')).toThrow();
    expect(encryptPrivateKey(pkcs8, MASTER_KEY)).not.toEqual(encryptPrivateKey(pkcs8, MASTER_KEY));
  });

  it('refuses a master key too short to be a random secret', () => {
    expect(() => createSecretKeyProtector('password')).toThrow(/at least 32 bytes/);
  });

  it('stores the PKI with sealed keys and restores one that still signs certificates its root verifies', async () => {
    const protector = createSecretKeyProtector(MASTER_KEY);
    const stored = await storePlatformPki(pki, protector);
    const json = JSON.stringify(stored);
    const pkcs8 = Buffer.from(
      await crypto.subtle.exportKey('pkcs8', pki.signingCa.privateKey as CryptoKey),
    ).toString('base64');
    expect(json).not.toContain(pkcs8);

    const restored = await restorePlatformPki(JSON.parse(json), protector);
    expect(restored.root.certificate).toEqual(pki.root.certificate);
    const issued = await issueSignerCertificate({
      issuer: restored.signingCa,
      subject: { name: 'Restored' },
      policyOid: '1.2.3',
      policyText: 'test',
    });
    const check = runOpenssl([
      'verify',
      '-CAfile',
      work.write('r-root.pem', toPem(pki.root.certificate)),
      '-untrusted',
      work.write('r-ca.pem', toPem(pki.signingCa.certificate)),
      work.write('r-signer.pem', toPem(issued.certificate)),
    ]);
    expect(check.stdout).toContain(': OK');

    await expect(
      restorePlatformPki(stored, createSecretKeyProtector(randomBytes(32).toString('hex'))),
    ).rejects.toThrow();
  });
});
