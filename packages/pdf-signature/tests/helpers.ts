import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
