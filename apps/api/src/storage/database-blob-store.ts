import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { blobs } from '../db/schema.js';
import { computeSha256, type BlobStore } from './blob-store.js';

/** Files kept in the `blobs` table, so every API replica on one database sees the same files. */
export function createDatabaseBlobStore(db: Database): BlobStore {
  return {
    async put(bytes) {
      const sha256 = computeSha256(bytes);
      await db.insert(blobs).values({ sha256, size: bytes.byteLength, bytes }).onConflictDoNothing();
      return { sha256, size: bytes.byteLength };
    },
    async get(sha256) {
      const [row] = await db.select({ bytes: blobs.bytes }).from(blobs).where(eq(blobs.sha256, sha256));
      return row?.bytes;
    },
  };
}
