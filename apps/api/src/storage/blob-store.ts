import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';

/** A stored file's address: the SHA-256 of its bytes (hex), and its size. */
export type StoredBlob = { sha256: string; size: number };

/** A stored file read piece by piece: its size, then its bytes in order. */
export type BlobReader = { size: number; chunks: AsyncIterable<Uint8Array> };

/**
 * Where every file of the product lives (receipts, generated and signed documents),
 * content-addressed: the same bytes are stored once and read back by their SHA-256.
 * The default is the database (`database-blob-store.ts`); docs/operations.md says what to plug
 * in instead (S3-compatible storage) and where.
 */
export type BlobStore = {
  /**
   * Stores the bytes (once, whatever the number of calls) and answers their address; `sha256` when
   * the caller has already hashed them off the server's thread (the upload worker does).
   */
  put: (bytes: Uint8Array, known?: { sha256: string }) => Promise<StoredBlob>;
  /** The bytes stored at this address; undefined when there are none. */
  get: (sha256: string) => Promise<Uint8Array | undefined>;
  /**
   * The bytes stored at this address, piece by piece (an answer can start before the whole file is
   * read); undefined when there are none.
   */
  stream: (sha256: string) => Promise<BlobReader | undefined>;
};

/** The lowercase hex SHA-256 of the bytes. */
export function computeSha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Bytes hashed between two turns of the event loop by {@link computeSha256Yielding}. */
const HASH_SLICE = 256 * 1024;

/**
 * The same digest as {@link computeSha256}, hashed 256 KiB at a time with a turn of the event loop
 * in between: a 10 MiB file never holds other requests for the ~20 ms its hash takes.
 */
export async function computeSha256Yielding(bytes: Uint8Array): Promise<string> {
  const hash = createHash('sha256');
  for (let offset = 0; offset < bytes.byteLength; offset += HASH_SLICE) {
    if (offset > 0) await nextTurn();
    hash.update(bytes.subarray(offset, offset + HASH_SLICE));
  }
  return hash.digest('hex');
}

/** All the pieces of a reader, in one array. */
export async function readAll(reader: BlobReader): Promise<Uint8Array> {
  const bytes = new Uint8Array(reader.size);
  let offset = 0;
  for await (const chunk of reader.chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  if (offset !== reader.size) throw new Error(`blob read ${offset} bytes of ${reader.size}`);
  return bytes;
}
