import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { MASTER_KEY_FILE, openPki, PkiKeyError } from '../src/modules/pki/index.js';
import { checkStrictDer } from '../../../packages/pdf-signature/tests/helpers/strict-der.js';
import { createTestApp, testAppConfig, type TestApp } from './support/test-app.js';

const work = mkdtempSync(join(tmpdir(), 'pki-test-'));
const file = (name: string) => join(work, name);
const openssl = (...args: string[]) => execFileSync('openssl', args, { encoding: 'utf8', stdio: 'pipe' });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

async function download(path: string, name: string): Promise<{ type: string | undefined }> {
  const response = await t.app.inject({ method: 'GET', url: path });
  expect(response.statusCode).toBe(200);
  writeFileSync(file(name), response.rawPayload);
  return { type: String(response.headers['content-type']) };
}

describe('the PKI under /pki/', () => {
  it('serves the root, issuing CA and timestamp unit certificates (DER), which openssl reads as a chain', async () => {
    expect((await download('/pki/root-ca.cer', 'root.cer')).type).toBe('application/pkix-cert');
    await download('/pki/signing-ca.cer', 'signing-ca.cer');
    await download('/pki/tsa.cer', 'tsa.cer');
    for (const name of ['root', 'signing-ca', 'tsa']) {
      openssl('x509', '-inform', 'DER', '-in', file(`${name}.cer`), '-out', file(`${name}.pem`));
    }
    expect(openssl('x509', '-in', file('root.pem'), '-noout', '-text')).toContain('CA:TRUE');
    expect(openssl('verify', '-CAfile', file('root.pem'), file('signing-ca.pem'))).toContain('OK');
    expect(
      openssl('verify', '-CAfile', file('root.pem'), '-purpose', 'timestampsign', file('tsa.pem')),
    ).toContain('OK');
  });

  it('serves each CA’s current CRL, signed by it', async () => {
    expect((await download('/pki/signing-ca.crl', 'signing-ca.crl')).type).toBe('application/pkix-crl');
    await download('/pki/root-ca.crl', 'root-ca.crl');
    const chain = file('chain.pem');
    writeFileSync(
      chain,
      readFileSync(file('root.pem'), 'utf8') + readFileSync(file('signing-ca.pem'), 'utf8'),
    );
    const out = execFileSync(
      'openssl',
      ['crl', '-inform', 'DER', '-in', file('signing-ca.crl'), '-CAfile', chain, '-noout', '-text'],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    expect(out).toContain('No Revoked Certificates');
    expect(
      openssl('crl', '-inform', 'DER', '-in', file('root-ca.crl'), '-CAfile', file('root.pem'), '-noout'),
    ).toBe('');
  });

  it('timestamps an RFC 3161 query at POST /pki/tsa, a token openssl ts -verify accepts', async () => {
    writeFileSync(file('data.txt'), 'le document');
    execFileSync('openssl', [
      'ts',
      '-query',
      '-data',
      file('data.txt'),
      '-sha256',
      '-cert',
      '-out',
      file('q.tsq'),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/pki/tsa',
      headers: { 'content-type': 'application/timestamp-query' },
      payload: readFileSync(file('q.tsq')),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/timestamp-reply');
    writeFileSync(file('r.tsr'), response.rawPayload);
    expect(openssl('ts', '-reply', '-in', file('r.tsr'), '-text')).toContain('Status: Granted');
    const verified = openssl(
      'ts',
      '-verify',
      '-data',
      file('data.txt'),
      '-in',
      file('r.tsr'),
      '-CAfile',
      file('root.pem'),
      '-untrusted',
      file('tsa.pem'),
    );
    expect(verified).toContain('Verification: OK');
    // DER throughout (RFC 3161 §2.4.2), as Debian's python3-asn1crypto reads it strictly.
    expect(checkStrictDer('timestamp-response', [new Uint8Array(response.rawPayload)])).toEqual([
      { ok: true, errors: [] },
    ]);
  });

  it('refuses another body type at POST /pki/tsa', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/pki/tsa',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      errors: [{ property: 'content-type', message: 'pki.error-timestamp-query-expected' }],
    });
  });

  it('lists a revoked signer certificate in the issuing CA’s next CRL', async () => {
    const pki = await openPki(t.database.db, t.config);
    const identity = await pki.issueSignerCertificate({
      name: 'Jeanne Martin',
      email: 'jeanne@example.com',
      policyText: 'Identité vérifiée par un code à usage unique envoyé par SMS',
      notBefore: new Date(),
      validUntil: new Date(Date.now() + 3600_000),
      envelopeId: 424242,
      party: 'subscriber',
    });
    const serial = openssl(
      'x509',
      '-inform',
      'DER',
      '-noout',
      '-serial',
      '-in',
      writeTemp('signer.cer', identity.certificate),
    )
      .trim()
      .replace(/^serial=/, '');
    expect(await pki.revokeEnvelopeCertificates(424242, 'envelope_cancelled', new Date())).toBe(1);
    await download('/pki/signing-ca.crl', 'after.crl');
    expect(openssl('crl', '-inform', 'DER', '-in', file('after.crl'), '-noout', '-text')).toContain(
      `Serial Number: ${serial.toUpperCase()}`,
    );
  });
});

function writeTemp(name: string, bytes: Uint8Array): string {
  writeFileSync(file(name), bytes);
  return file(name);
}

describe('the key that seals the PKI', () => {
  it('is a key file made once in DATA_DIR when PKI_MASTER_KEY is unset; without it the start is refused', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pki-data-'));
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const config = testAppConfig({ dataDir, pkiMasterKey: undefined });
      const first = await openPki(database.db, config);
      expect(readFileSync(join(dataDir, MASTER_KEY_FILE), 'utf8').trim()).toMatch(/^[A-Za-z0-9+/]{43}=$/);
      const again = await openPki(database.db, config);
      expect(Buffer.from(again.rootCertificate)).toEqual(Buffer.from(first.rootCertificate));

      rmSync(join(dataDir, MASTER_KEY_FILE));
      await expect(openPki(database.db, config)).rejects.toThrow(PkiKeyError);
      await expect(openPki(database.db, config)).rejects.toThrow(/set PKI_MASTER_KEY/);
      await expect(
        openPki(database.db, { ...config, pkiMasterKey: Buffer.alloc(32, 9).toString('base64') }),
      ).rejects.toThrow(/does not open the platform PKI/);
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
