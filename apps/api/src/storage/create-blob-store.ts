import { join } from 'node:path';
import type { Database, DatabaseHandle } from '../db/client.js';
import type { BlobStore } from './blob-store.js';
import { createDatabaseBlobStore } from './database-blob-store.js';
import { createFileBlobStore } from './file-blob-store.js';

/**
 * Where the product keeps its files, decided once from the database:
 * - `server`: in the tables of a PostgreSQL server (every replica sees them);
 * - `files`: beside an embedded database kept on disk, as files in `DATA_DIR/files` (embedded PGlite
 *   runs its queries in the server's thread: files going through it would hold every request);
 *   files kept in the database by earlier versions are still read from there;
 * - `embedded`: in the tables of an in-memory embedded database (nothing on disk).
 * Plain data, so that the upload worker's thread (upload-worker.ts) stores files where the server
 * reads them; only `embedded` cannot be reached from another thread.
 */
export type BlobLocation =
  { kind: 'server'; url: string } | { kind: 'files'; root: string } | { kind: 'embedded' };

export function blobLocationOf(database: DatabaseHandle): BlobLocation {
  if (database.serverUrl) return { kind: 'server', url: database.serverUrl };
  if (database.embeddedDataDir) return { kind: 'files', root: join(database.embeddedDataDir, 'files') };
  return { kind: 'embedded' };
}

/** The server's store of files (app.blobs). */
export async function createBlobStore(database: DatabaseHandle): Promise<BlobStore> {
  const location = blobLocationOf(database);
  const inDatabase = createDatabaseBlobStore(database.db, { kind: database.kind });
  if (location.kind !== 'files') return inDatabase;
  const files = createFileBlobStore(location.root, { readAlsoFrom: inDatabase });
  await files.sweep();
  return files;
}

/**
 * The same store opened from another thread (the upload worker), with connections of its own;
 * undefined for an in-memory embedded database, which only its own thread can reach.
 */
export async function openBlobStoreFromThread(location: BlobLocation): Promise<BlobStore | undefined> {
  if (location.kind === 'files') return createFileBlobStore(location.root);
  if (location.kind === 'embedded') return undefined;
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const schema = await import('../db/schema.js');
  const pool = new pg.Pool({ connectionString: location.url, max: 1 });
  pool.on('error', (error) => console.warn(`upload worker: database connection lost: ${error.message}`));
  return createDatabaseBlobStore(drizzle({ client: pool, schema }) as unknown as Database, {
    kind: 'postgresql',
  });
}
