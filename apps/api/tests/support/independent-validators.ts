import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestApp } from './test-app.js';

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
  return {
    work,
    scratch,
    run,
    rootPem,
    tsaPem,
    /** pdfsig's report of a PDF against the NSS database trusting the platform's root. */
    pdfsig,
    /** pdfsig's report cut into one block per signature, in the file's order. */
    pdfsigBlocks: (output: string) => output.split(/^Signature #\d+:$/m).slice(1),
    /** mutool's own verification of every signature of a PDF. */
    mutool: (pdf: Uint8Array) => run('mutool', ['sign', '-v', scratch(pdf, 'pdf')]),
    remove: () => rmSync(work, { recursive: true, force: true }),
  };
}

export type IndependentValidators = Awaited<ReturnType<typeof createIndependentValidators>>;
