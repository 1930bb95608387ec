import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TPdfSignature } from '@souscription/pdf-signature';
import type { TestApp } from './test-app.js';

/** The bytes a PDF signature covers (its two byte ranges). */
export function signedBytes(pdf: Uint8Array, signature: Pick<TPdfSignature, 'byteRange'>): Uint8Array {
  const [a, b, c, e] = signature.byteRange;
  return Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + e)]);
}

/** Certificates as one PEM file's text. */
function toPemText(certificates: readonly Uint8Array[]): string {
  return certificates
    .map(
      (der) =>
        `-----BEGIN CERTIFICATE-----\n${Buffer.from(der)
          .toString('base64')
          .replace(/(.{64})/g, '$1\n')}\n-----END CERTIFICATE-----\n`,
    )
    .join('');
}

/**
 * Debian's validators, nobody's code here, set up to judge the platform's PDFs: a scratch folder, an
 * NSS database trusting the platform's root as published under /pki/ (for poppler's pdfsig), the root
 * and the timestamp unit's certificates as PEM (for OpenSSL), and mupdf's mutool.
 */
export async function createIndependentValidators(t: TestApp, prefix: string) {
  const work = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const nss = join(work, 'nss');
  let counter = 0;

  /** Writes bytes to a new file of the scratch folder and answers its path. */
  function scratch(bytes: Uint8Array, extension: string): string {
    counter += 1;
    const path = join(work, `file-${counter}.${extension}`);
    writeFileSync(path, bytes);
    return path;
  }
  /** A tool's whole output, whatever its exit code (the verdicts are read in the text). */
  function run(command: string, args: string[]): string {
    const result = spawnSync(command, args, { encoding: 'utf8' });
    return `${result.stdout}${result.stderr}`;
  }
  const toPem = (der: Uint8Array, name: string) => {
    const path = join(work, `${name}.pem`);
    execFileSync('openssl', ['x509', '-inform', 'DER', '-in', scratch(der, 'cer'), '-out', path]);
    return path;
  };

  mkdirSync(nss);
  execFileSync('certutil', ['-N', '-d', `sql:${nss}`, '--empty-password']);
  const root = (await t.app.inject({ url: '/pki/root-ca.cer' })).rawPayload;
  execFileSync('certutil', [
    '-A',
    '-d',
    `sql:${nss}`,
    '-n',
    'souscription-root',
    '-t',
    'CT,C,C',
    '-i',
    scratch(root, 'cer'),
  ]);
  const rootPem = toPem(root, 'root');
  const tsaPem = toPem((await t.app.inject({ url: '/pki/tsa.cer' })).rawPayload, 'tsa');

  const pdfsig = (pdf: Uint8Array) => run('pdfsig', ['-nssdir', `sql:${nss}`, scratch(pdf, 'pdf')]);

  /**
   * OpenSSL's verdict on one CAdES signature of a PDF over its byte ranges, trusting the platform's
   * root: `untrusted` certificates help build the chain (a DSS's), `at` checks it at that time.
   */
  function cmsVerify(
    pdf: Uint8Array,
    signature: Pick<TPdfSignature, 'byteRange' | 'contents'>,
    options: { untrusted?: readonly Uint8Array[]; at?: Date } = {},
  ): string {
    const { untrusted = [], at } = options;
    return run('openssl', [
      'cms',
      '-verify',
      '-binary',
      '-inform',
      'DER',
      '-in',
      scratch(signature.contents, 'p7s'),
      '-content',
      scratch(signedBytes(pdf, signature), 'bin'),
      '-CAfile',
      rootPem,
      ...(untrusted.length ? ['-certfile', scratch(Buffer.from(toPemText(untrusted)), 'pem')] : []),
      '-purpose',
      'any',
      ...(at ? ['-attime', String(Math.floor(at.getTime() / 1000))] : []),
      '-out',
      '/dev/null',
    ]);
  }

  /** OpenSSL's verdict on a timestamp token over `data`, or over a SHA-256 `digest` (hex). */
  function tsVerify(token: Uint8Array, covered: { data: Uint8Array } | { digest: string }): string {
    return run('openssl', [
      'ts',
      '-verify',
      ...('data' in covered ? ['-data', scratch(covered.data, 'bin')] : ['-digest', covered.digest]),
      '-in',
      scratch(token, 'tst'),
      '-token_in',
      '-CAfile',
      rootPem,
      '-untrusted',
      tsaPem,
    ]);
  }
  return {
    work,
    scratch,
    run,
    /** pdfsig's report of a PDF against the NSS database trusting the platform's root. */
    pdfsig,
    cmsVerify,
    tsVerify,
    /** pdfsig's report cut into one block per signature, in the file's order. */
    pdfsigBlocks: (output: string) => output.split(/^Signature #\d+:$/m).slice(1),
    /** mutool's own verification of every signature of a PDF. */
    mutool: (pdf: Uint8Array) => run('mutool', ['sign', '-v', scratch(pdf, 'pdf')]),
    remove: () => rmSync(work, { recursive: true, force: true }),
  };
}

export type IndependentValidators = Awaited<ReturnType<typeof createIndependentValidators>>;
