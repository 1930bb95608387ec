import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { createBlobStore } from '../src/storage/create-blob-store.js';
import { createDatabaseBlobStore } from '../src/storage/database-blob-store.js';
import { createFileBlobStore } from '../src/storage/file-blob-store.js';

/** Files kept as files beside an embedded database on disk (DATA_DIR/files). */
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const collect = async (chunks: AsyncIterable<Uint8Array>) => {
  const pieces: Buffer[] = [];
  for await (const piece of chunks) pieces.push(Buffer.from(piece));
  return Buffer.concat(pieces);
};

let folder: string;
let inMemory: DatabaseHandle;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'file-blobs-'));
  inMemory = await openDatabase({ dataDir: 'memory://' });
});
afterAll(async () => {
  await inMemory?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('file blob store', () => {
  it('keeps each file once at its SHA-256 and gives back exactly its bytes, whole or in pieces', async () => {
    const root = join(folder, 'round-trip');
    const store = createFileBlobStore(root);
    for (const size of [1, 3, 128 * 1024, 128 * 1024 + 1, 3 * 1024 * 1024 + 7]) {
      const bytes = randomBytes(size);
      const stored = await store.put(bytes);
      expect(stored).toEqual({ sha256: sha(bytes), size });
      expect(await store.put(bytes)).toEqual(stored);
      const path = join(root, stored.sha256.slice(0, 2), stored.sha256.slice(2, 4), stored.sha256);
      expect(readFileSync(path).equals(bytes), `size ${size}`).toBe(true);
      expect(Buffer.from((await store.get(stored.sha256))!).equals(bytes)).toBe(true);
      const reader = (await store.stream(stored.sha256))!;
      expect(reader.size).toBe(size);
      expect((await collect(reader.chunks)).equals(bytes)).toBe(true);
    }
    // Nothing left half-written.
    expect(readdirSync(join(root, 'tmp'))).toEqual([]);
  });

  it('answers nothing for an unknown address or one that is not a digest', async () => {
    const store = createFileBlobStore(join(folder, 'unknown'));
    expect(await store.get('0'.repeat(64))).toBeUndefined();
    expect(await store.stream('../../../../etc/passwd')).toBeUndefined();
    expect(await store.get('A'.repeat(64))).toBeUndefined();
  });

  it('stores one whole file when the same bytes are put many times at once', async () => {
    const root = join(folder, 'concurrent');
    const store = createFileBlobStore(root);
    const bytes = randomBytes(2 * 1024 * 1024);
    const answers = await Promise.all(Array.from({ length: 8 }, () => store.put(bytes)));
    expect(new Set(answers.map((a) => a.sha256))).toEqual(new Set([sha(bytes)]));
    expect(Buffer.from((await store.get(sha(bytes)))!).equals(bytes)).toBe(true);
    expect(readdirSync(join(root, 'tmp'))).toEqual([]);
  });

  it('removes what a stopped process left half-written, and keeps whole files', async () => {
    const root = join(folder, 'sweep');
    const store = createFileBlobStore(root);
    const whole = await store.put(randomBytes(1000));
    mkdirSync(join(root, 'tmp'), { recursive: true });
    writeFileSync(join(root, 'tmp', `${'1'.repeat(64)}.abc`), randomBytes(10));
    await store.sweep();
    expect(existsSync(join(root, 'tmp'))).toBe(false);
    expect((await store.get(whole.sha256))?.byteLength).toBe(1000);
    // And the store still takes files after.
    expect((await store.put(randomBytes(10))).size).toBe(10);
  });

  it('reads the files an earlier version kept in the database, and writes new ones as files only', async () => {
    const inDatabase = createDatabaseBlobStore(inMemory.db);
    const earlier = randomBytes(300 * 1024);
    await inDatabase.put(earlier);
    const store = createFileBlobStore(join(folder, 'layered'), { readAlsoFrom: inDatabase });
    expect(Buffer.from((await store.get(sha(earlier)))!).equals(earlier)).toBe(true);
    const later = randomBytes(1000);
    await store.put(later);
    expect(await inDatabase.get(sha(later))).toBeUndefined();
  });

  it('is the store of an embedded database on disk; an in-memory one keeps files in the database', async () => {
    const dataDir = join(folder, 'data');
    const onDisk = await openDatabase({ dataDir });
    try {
      const bytes = randomBytes(5000);
      const stored = await (await createBlobStore(onDisk)).put(bytes);
      expect(
        existsSync(
          join(dataDir, 'files', stored.sha256.slice(0, 2), stored.sha256.slice(2, 4), stored.sha256),
        ),
      ).toBe(true);
      expect(await createDatabaseBlobStore(onDisk.db).get(stored.sha256)).toBeUndefined();
    } finally {
      await onDisk.close();
    }
    const bytes = randomBytes(5000);
    const stored = await (await createBlobStore(inMemory)).put(bytes);
    expect(Buffer.from((await createDatabaseBlobStore(inMemory.db).get(stored.sha256))!).equals(bytes)).toBe(
      true,
    );
    // A new embedded database on disk runs every migration first: slow on a busy machine.
  }, 120_000);
});
