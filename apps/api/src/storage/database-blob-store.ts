import { setImmediate as nextTurn } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Database, type DatabaseHandle } from '../db/client.js';
import { blobs } from '../db/schema.js';
import { computeSha256Yielding, readAll, type BlobStore } from './blob-store.js';

/** Bytes per `blob_chunks` row of a new file. */
export const BLOB_CHUNK_BYTES = 128 * 1024;

/**
 * Files kept in the database, so every API replica on one database sees the same files: a `blobs`
 * row (address, size) over `blob_chunks` rows of 128 KiB.
 *
 * - On PGlite each chunk is written and read by a query of its own (8 per query on PostgreSQL),
 *   with a turn of the event loop before the next: embedded PGlite runs in the server's own thread
 *   and its queries resolve without ever yielding to the event loop (the wasm runs synchronously,
 *   its promises settle as microtasks), so a file's queries chained by `await` alone would hold
 *   every other request until the last one (issue 16 measured 17 s for 4 MiB). A 128 KiB query
 *   takes a millisecond or two, and the requests that arrived meanwhile run between two of them.
 * - Bytes written to PostgreSQL go as they are (node-postgres sends a Buffer parameter in binary);
 *   on PGlite, and when read on both, they cross the driver as base64 text, encoded and decoded by
 *   the database (`encode`, `decode`) and by Node's native Buffer: PGlite's own `bytea` conversion
 *   goes byte by byte in JavaScript (2.2 s to write 8 MiB, 0.85 s to read it), node-postgres reads
 *   `bytea` as hex, twice the bytes of the file.
 * - An embedded database on disk keeps its files as files instead (create-blob-store.ts); this
 *   store serves PostgreSQL, an in-memory PGlite, and the files earlier versions kept in PGlite.
 * - No transaction around a file's chunks (on PGlite it would hold the database for all of them):
 *   the chunks are written first and the `blobs` row last, so a file listed in `blobs` is whole. A
 *   process stopped in between leaves chunks without a row; the next `put` of those bytes
 *   completes them.
 */
export function createDatabaseBlobStore(
  db: Database,
  options: { kind: DatabaseHandle['kind'] } = { kind: 'pglite' },
): BlobStore {
  // Note: PGlite runs each query in this thread, so one chunk per query keeps each stretch short;
  // a PostgreSQL server does the work elsewhere, and 1 MiB per round trip saves waiting on them.
  const chunksPerQuery = options.kind === 'postgresql' ? 8 : 1;
  // Note: read back two pieces at a time on PostgreSQL: each batch read is decoded and answered in
  // one stretch of the server's thread, which other requests wait behind.
  const chunksPerRead = options.kind === 'postgresql' ? 2 : 1;
  const sizeOf = async (sha256: string): Promise<number | undefined> => {
    const [row] = await db.select({ size: blobs.size }).from(blobs).where(eq(blobs.sha256, sha256));
    return row?.size;
  };

  // Note: chunks are read until the blob's size is reached, whatever their size: the chunk size
  // of new files may change without rewriting the old ones (migration 0010 wrote 256 KiB chunks).
  async function* chunksOf(sha256: string, size: number): AsyncGenerator<Uint8Array> {
    let read = 0;
    for (let from = 0; read < size; from += chunksPerRead) {
      if (from > 0) await nextTurn();
      const rows = await queryRows<{ data: string }>(
        db,
        sql`SELECT encode(data, 'base64') AS data FROM blob_chunks
            WHERE sha256 = ${sha256} AND seq >= ${from} AND seq < ${from + chunksPerRead} ORDER BY seq`,
      );
      if (rows.length === 0) throw new Error(`blob ${sha256} has no chunk ${from}`);
      for (const row of rows) {
        const chunk = Buffer.from(row.data, 'base64');
        read += chunk.byteLength;
        yield chunk;
      }
    }
  }

  const stream: BlobStore['stream'] = async (sha256) => {
    const size = await sizeOf(sha256);
    return size === undefined ? undefined : { size, chunks: chunksOf(sha256, size) };
  };

  const chunkValues = (sha256: string, seq: number, piece: Buffer) =>
    options.kind === 'postgresql'
      ? sql`(${sha256}, ${seq}, ${piece})`
      : sql`(${sha256}, ${seq}, decode(${piece.toString('base64')}, 'base64'))`;

  return {
    async put(bytes, known) {
      const sha256 = known?.sha256 ?? (await computeSha256Yielding(bytes));
      const size = bytes.byteLength;
      const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      if (size <= BLOB_CHUNK_BYTES) {
        // Note: a file of one chunk (a generated document, most receipts) is its chunk and its row
        // in one statement, one round trip instead of three; both land together or not at all.
        await db.execute(
          sql`WITH chunk AS (INSERT INTO blob_chunks (sha256, seq, data) VALUES ${chunkValues(sha256, 0, buffer)}
                ON CONFLICT DO NOTHING)
              INSERT INTO blobs (sha256, size) VALUES (${sha256}, ${size}) ON CONFLICT DO NOTHING`,
        );
        return { sha256, size };
      }
      if ((await sizeOf(sha256)) !== undefined) return { sha256, size };
      const count = Math.ceil(size / BLOB_CHUNK_BYTES);
      for (let from = 0; from < count; from += chunksPerQuery) {
        if (from > 0) await nextTurn();
        const rows = [];
        for (let seq = from; seq < Math.min(count, from + chunksPerQuery); seq++) {
          rows.push(
            chunkValues(sha256, seq, buffer.subarray(seq * BLOB_CHUNK_BYTES, (seq + 1) * BLOB_CHUNK_BYTES)),
          );
        }
        await db.execute(
          sql`INSERT INTO blob_chunks (sha256, seq, data) VALUES ${sql.join(rows, sql`, `)} ON CONFLICT DO NOTHING`,
        );
      }
      await db.insert(blobs).values({ sha256, size }).onConflictDoNothing();
      return { sha256, size };
    },
    async get(sha256) {
      const reader = await stream(sha256);
      return reader && readAll(reader);
    },
    stream,
  };
}
