import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createPlatformPki,
  issueSignerCertificate,
  type TPlatformPki,
  type TSigningIdentity,
} from '../src/index.js';

/** PEM text of a DER certificate. */
export function toPem(der: Uint8Array, label = 'CERTIFICATE'): string {
  const base64 = Buffer.from(der)
    .toString('base64')
    .replace(/(.{64})/g, '$1\n');
  return `-----BEGIN ${label}-----\n${base64}${base64.endsWith('\n') ? '' : '\n'}-----END ${label}-----\n`;
}

/** A temporary directory for the files handed to an independent tool, removed by `cleanup`. */
export function createWorkDir(): {
  path(name: string): string;
  write(name: string, data: Uint8Array | string): string;
  cleanup(): void;
} {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-signature-'));
  return {
    path: (name) => join(dir, name),
    write: (name, data) => {
      writeFileSync(join(dir, name), data);
      return join(dir, name);
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Runs openssl with arguments; returns its exit status and both outputs. */
export function runOpenssl(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync('openssl', args, { encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Runs one of NSS's tools (certutil, cmsutil) from libnss3-tools. */
export function runNss(
  tool: 'certutil' | 'cmsutil',
  args: string[],
): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(tool, args, { encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** SHA-256 of some bytes or text. */
export function sha256(bytes: Uint8Array | string): Uint8Array {
  return new Uint8Array(createHash('sha256').update(bytes).digest());
}

/** A PKI made an hour ago (or `hoursAgo`), so that certificates issued now fall well inside it. */
export async function createTestPki(organization = 'Souscription Test', hoursAgo = 1): Promise<TPlatformPki> {
  const publicUrl = `https://${organization.toLowerCase().replace(/\W+/g, '-')}.example/`;
  return await createPlatformPki({
    organization,
    publicUrl,
    now: new Date(Date.now() - hoursAgo * 3600_000),
  });
}

/** A signer certificate from the PKI's signing CA, with its publication addresses. */
export async function issueTestSigner(
  pki: TPlatformPki,
  overrides: Partial<Parameters<typeof issueSignerCertificate>[0]> = {},
): Promise<TSigningIdentity> {
  return await issueSignerCertificate({
    issuer: pki.signingCa,
    subject: { name: 'Zoé Lefèvre', email: 'zoe@example.com' },
    policyOid: '1.3.6.1.4.1.99999.1.1',
    policyText: 'Identité vérifiée par un code à usage unique envoyé au +33 6•• •• •• 12',
    caIssuersUrl: pki.urls.signingCaCertificate,
    crlUrl: pki.urls.signingCaCrl,
    ...overrides,
  });
}
