import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { computeSha256Yielding, readAll, type BlobReader, type BlobStore } from './blob-store.js';

/** Bytes read from a file at a time when a stored file is streamed. */
const READ_PIECE_BYTES = 128 * 1024;

const SHA256_HEX = /^[0-9a-f]{64}$/;

/**
 * Files kept as files, for the embedded database: `{root}/ab/cd/abcd…` (the SHA-256 of the bytes, two
 * levels of folders so none holds too many), in `DATA_DIR/files` beside PGlite's own folder.
 *
 * Embedded PGlite runs every query in the server's own thread and one at a time, so files kept in it
 * would hold every other request while their pieces go in and out (issue 16: a small request waited
 * behind the pieces of four uploads). Here the bytes are written and read by Node's file system
 * calls, which run on libuv's threads; the server's thread only hands the buffers over.
 *
 * - A file is written to `{root}/tmp/`, flushed to disk (`fsync`), then renamed to its address and
 *   the folder flushed: a file present at its address is whole, whatever stops the process when.
 *   A temporary file left by a process killed mid-write is removed at the next start (`sweep`).
 * - `readAlsoFrom`: where files stored before this store are read when they are not here (files
 *   kept in the database by earlier versions); nothing is written there.
 */
export function createFileBlobStore(
  root: string,
  options: { readAlsoFrom?: BlobStore } = {},
): BlobStore & {
  /** Removes the temporary files a stopped process left behind. */
  sweep: () => Promise<void>;
} {
  const tmpDir = join(root, 'tmp');
  const pathOf = (sha256: string) => join(root, sha256.slice(0, 2), sha256.slice(2, 4), sha256);

  const sizeOf = async (sha256: string): Promise<number | undefined> => {
    // Note: an address is only ever a hex digest; anything else is not a path to open.
    if (!SHA256_HEX.test(sha256)) return undefined;
    try {
      return (await stat(pathOf(sha256))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };

  async function* piecesOf(sha256: string, size: number): AsyncGenerator<Uint8Array> {
    let read = 0;
    for await (const piece of createReadStream(pathOf(sha256), { highWaterMark: READ_PIECE_BYTES })) {
      read += (piece as Buffer).byteLength;
      yield piece as Buffer;
    }
    if (read !== size) throw new Error(`blob ${sha256} read ${read} bytes of ${size}`);
  }

  const stream = async (sha256: string): Promise<BlobReader | undefined> => {
    const size = await sizeOf(sha256);
    if (size !== undefined) return { size, chunks: piecesOf(sha256, size) };
    return options.readAlsoFrom?.stream(sha256);
  };

  /** Flushes a folder's entries (a rename is durable once its folder is). */
  const syncFolder = async (folder: string) => {
    const handle = await open(folder, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  };

  return {
    async put(bytes, known) {
      const sha256 = known?.sha256 ?? (await computeSha256Yielding(bytes));
      const size = bytes.byteLength;
      if ((await sizeOf(sha256)) === size) return { sha256, size };
      const target = pathOf(sha256);
      await mkdir(tmpDir, { recursive: true });
      await mkdir(dirname(target), { recursive: true });
      const temporary = join(tmpDir, `${sha256}.${randomBytes(6).toString('hex')}`);
      try {
        const handle = await open(temporary, 'wx');
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        // Note: two uploads of the same bytes at once both rename a whole file to one address.
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      await syncFolder(dirname(target));
      return { sha256, size };
    },
    async get(sha256) {
      const reader = await stream(sha256);
      return reader && readAll(reader);
    },
    stream,
    async sweep() {
      await rm(tmpDir, { recursive: true, force: true });
    },
  };
}
