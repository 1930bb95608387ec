import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MIN_MASTER_KEY_BYTES } from '@souscription/pdf-signature';

/** The key file's name in DATA_DIR when PKI_MASTER_KEY is unset. */
export const MASTER_KEY_FILE = 'pki-master.key';

/** The PKI cannot start: its keys are in the database but the key that seals them is not here. */
export class PkiKeyError extends Error {
  override name = 'PkiKeyError';
}

/**
 * The secret that seals the PKI's private keys: PKI_MASTER_KEY (base64), else the key file in DATA_DIR,
 * made once (mode 0600) only while the database holds no sealed key yet. Never stored in the database.
 * @throws PkiKeyError when the database holds sealed keys and neither is there.
 */
export async function resolveMasterKey(input: {
  configured: string | undefined;
  dataDir: string;
  databaseHasKeys: boolean;
}): Promise<Uint8Array> {
  if (input.configured) {
    const key = new Uint8Array(Buffer.from(input.configured, 'base64'));
    if (key.length < MIN_MASTER_KEY_BYTES) {
      throw new PkiKeyError(`PKI_MASTER_KEY must hold at least ${MIN_MASTER_KEY_BYTES} bytes (base64).`);
    }
    return key;
  }
  const path = join(input.dataDir, MASTER_KEY_FILE);
  const existing = await readFile(path, 'utf8').catch(() => null);
  if (existing !== null) return new Uint8Array(Buffer.from(existing.trim(), 'base64'));
  if (input.databaseHasKeys) {
    throw new PkiKeyError(
      `The database holds the platform PKI's sealed private keys, but their key is missing: set PKI_MASTER_KEY ` +
        `(the secret they were sealed with) or restore ${path}.`,
    );
  }
  await mkdir(input.dataDir, { recursive: true });
  const key = randomBytes(32);
  // Note: 'wx' fails when another process made the file first; then its key is the one to use.
  await writeFile(path, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' }).catch(async () => {
    key.set(Buffer.from((await readFile(path, 'utf8')).trim(), 'base64'));
  });
  return new Uint8Array(key);
}
