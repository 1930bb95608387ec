import { createHash } from 'node:crypto';

/** A stored file's address: the SHA-256 of its bytes (hex), and its size. */
export type StoredBlob = { sha256: string; size: number };

/**
 * Where every file of the product lives (receipts, generated and signed documents),
 * content-addressed: the same bytes are stored once and read back by their SHA-256.
 * The default is the database (`database-blob-store.ts`); docs/operations.md says what to plug
 * in instead (S3-compatible storage) and where.
 */
export type BlobStore = {
  /** Stores the bytes (once, whatever the number of calls) and answers their address. */
  put: (bytes: Uint8Array) => Promise<StoredBlob>;
  /** The bytes stored at this address; undefined when there are none. */
  get: (sha256: string) => Promise<Uint8Array | undefined>;
};

/** The lowercase hex SHA-256 of the bytes. */
export function computeSha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
