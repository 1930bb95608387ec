import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

const scratch = mkdtempSync(join(tmpdir(), 'pades-tools-'));
// Registered on the importing test file's root suite.
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let counter = 0;

/** Writes `pdf` to a scratch file and returns its path. */
export function writeScratch(bytes: Uint8Array, extension = 'pdf'): string {
  counter += 1;
  const path = join(scratch, `file-${counter}.${extension}`);
  writeFileSync(path, bytes);
  return path;
}

/** Runs a command line tool and returns what it printed (stdout then stderr) and its exit status. */
export function runTool(command: string, args: string[]): { output: string; status: number | null } {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return { output: `${result.stdout}${result.stderr}`, status: result.status };
}

/** poppler's `pdfsig` against the NSS database that trusts the test root. */
export function pdfsig(pdf: Uint8Array, nssDir: string): string {
  return runTool('pdfsig', ['-nssdir', `sql:${nssDir}`, writeScratch(pdf)]).output;
}

/** mupdf's `mutool sign -v`. */
export function mutoolVerify(pdf: Uint8Array): string {
  return runTool('mutool', ['sign', '-v', writeScratch(pdf)]).output;
}

/** pdfsig's report split per signature (« Signature #n: » blocks). */
export function pdfsigBlocks(output: string): string[] {
  return output.split(/^Signature #\d+:$/m).slice(1);
}
