import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Drops one JSON file atomically: written under a temporary name, flushed to disk, then renamed,
 * so a reader of the folder never sees half a file; the folder is flushed too so the rename
 * survives a crash. The same name for every attempt: a repeat replaces the file with the same one.
 */
export async function deliverToFile(folder: string, name: string, body: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  const target = join(folder, `${name}.json`);
  const temporary = join(folder, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
  const file = await open(temporary, 'wx');
  try {
    await file.writeFile(body, 'utf8');
    await file.sync();
  } finally {
    await file.close();
  }
  try {
    await rename(temporary, target);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
  const directory = await open(folder, 'r');
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
}
