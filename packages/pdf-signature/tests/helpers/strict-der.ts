import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./strict-der.py', import.meta.url));

/** What Debian's python3-asn1crypto says of one structure: DER, or why not. */
export type TStrictDerVerdict = { ok: boolean; errors: string[] };

/**
 * Each structure parsed by python3-asn1crypto (Debian's, run by /usr/bin/python3: a parser the project
 * did not write) with strict=True, every nested token and TSTInfo parsed too, and encoded again with
 * dump(force=True): DER only when the bytes come back the same. `content-info` is a CMS ContentInfo
 * (a PAdES signature, a timestamp token); `timestamp-response` an RFC 3161 TimeStampResp.
 */
export function checkStrictDer(
  kind: 'content-info' | 'timestamp-response',
  structures: readonly Uint8Array[],
): TStrictDerVerdict[] {
  const dir = mkdtempSync(join(tmpdir(), 'strict-der-'));
  try {
    const files = structures.map((bytes, index) => {
      const path = join(dir, `${index}.der`);
      writeFileSync(path, bytes);
      return path;
    });
    const result = spawnSync('/usr/bin/python3', [script, kind, ...files], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`strict-der.py failed: ${result.stderr}`);
    return result.stdout
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const { ok, errors } = JSON.parse(line) as TStrictDerVerdict;
        return { ok, errors };
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
