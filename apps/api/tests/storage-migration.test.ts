import { createHash, randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { queryRows, type Database, type DatabaseHandle } from '../src/db/client.js';
import * as schema from '../src/db/schema.js';
import { seedDemo } from '../src/seed/seed-demo.js';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.js';
import { injectCall, signInThroughProvider } from './support/sign-in-flow.js';
import { BASE_URL, testAppConfig } from './support/test-app.js';
import { createThrowawayDatabase } from './support/throwaway-database.js';

/**
 * Migration 0010_storage on a database that holds receipts and blobs with their bytes (the schema
 * before it): every file moves into blob_chunks, every receipt stays readable through the API.
 */
const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The committed migrations up to (not including) `tag`, in a folder of their own. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < tag);
  writeFileSync(journalPath, JSON.stringify(journal));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/** An empty database of the kind under test, and how to migrate it to a folder's migrations. */
async function openEmptyDatabase(): Promise<{
  handle: DatabaseHandle;
  migrateTo: (folder: string) => Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DATABASE_KIND === 'postgresql' && serverUrl) {
    const throwaway = await createThrowawayDatabase(serverUrl, 'souscription_migration');
    const pool = new pg.Pool({ connectionString: throwaway.url, max: 5 });
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const db = drizzle({ client: pool, schema });
    cleanups.push(throwaway.drop);
    return {
      handle: {
        db: db as unknown as Database,
        kind: 'postgresql',
        listen: async () => async () => {},
        close: () => pool.end(),
      },
      migrateTo: (folder) => migrate(db, { migrationsFolder: folder }),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite('memory://', { extensions: { pg_trgm } });
  const db = drizzle({ client, schema });
  return {
    handle: {
      db: db as unknown as Database,
      kind: 'pglite',
      listen: (channel, onNotification) => client.listen(channel, onNotification),
      close: () => client.close(),
    },
    migrateTo: (folder) => migrate(db, { migrationsFolder: folder }),
  };
}

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Runs the current demo seed on an older schema: the seed writes every column the schema has now, so
 * the columns later migrations add to existing tables are made for it (nullable, their SQL type), then
 * dropped again, for those migrations to add them as they do on a real database of that time.
 */
async function seedOnOlderSchema(db: Database): Promise<void> {
  const existing = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema()`,
  );
  const have = new Set(existing.map((row) => `${row.table_name}.${row.column_name}`));
  const tables = new Set(existing.map((row) => row.table_name));
  const added: string[] = [];
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable) || !tables.has(getTableName(table))) continue;
    for (const column of Object.values(getTableColumns(table))) {
      if (have.has(`${getTableName(table)}.${column.name}`)) continue;
      const target = `"${getTableName(table)}"`;
      await db.execute(sql.raw(`ALTER TABLE ${target} ADD COLUMN "${column.name}" ${column.getSQLType()}`));
      added.push(`ALTER TABLE ${target} DROP COLUMN "${column.name}"`);
    }
  }
  // Note: its accounts are marked as demo accounts by migration 0011, as on a demo database of that time.
  await seedDemo(db, () => {}, { markDemoAccounts: false });
  for (const statement of added) await db.execute(sql.raw(statement));
}

describe('migration 0010_storage', () => {
  it('moves receipts’ and blobs’ bytes into blob chunks, and every receipt stays readable', async () => {
    const { handle, migrateTo } = await openEmptyDatabase();
    cleanups.push(() => handle.close());
    await migrateTo(migrationsBefore('0010'));
    const { db } = handle;
    // The demo seed on the schema before 0010 (it writes no receipt nor blob).
    await seedOnOlderSchema(db);
    const [dossier] = await queryRows<{ id: number; tenant_id: number }>(
      db,
      sql`SELECT d.id, d.tenant_id FROM dossiers d JOIN users u ON u.id = d.advisor_id
          WHERE u.username = 'conseiller' ORDER BY d.id LIMIT 1`,
    );
    expect(dossier).toBeDefined();
    const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size - 9)]);
    // Three files (one of them over three chunks, one empty-free tiny one), one stored twice, and
    // a wrong digest in a receipt row (the migration trusts the bytes).
    const files = [pdf(700_000), pdf(100), pdf(262_144)];
    const rows = [
      { file: files[0]!, digest: sha(files[0]!) },
      { file: files[1]!, digest: 'not-a-digest' },
      { file: files[0]!, digest: sha(files[0]!) },
      { file: files[2]!, digest: sha(files[2]!) },
    ];
    for (const [index, row] of rows.entries()) {
      await db.execute(
        sql`INSERT INTO receipts (tenant_id, dossier_id, element_id, type_id, title, mimetype, bytes, sha256)
            VALUES (${dossier!.tenant_id}, ${dossier!.id}, 1, null, ${`receipt-${index}.pdf`},
                    'application/pdf', decode(${row.file.toString('base64')}, 'base64'), ${row.digest})`,
      );
    }
    // A generated document already in the blobs table of 0005, and the same bytes as a receipt.
    const document = pdf(300_000);
    for (const bytes of [document, files[2]!]) {
      await db.execute(
        sql`INSERT INTO blobs (sha256, size, bytes)
            VALUES (${sha(bytes)}, ${bytes.length}, decode(${bytes.toString('base64')}, 'base64'))`,
      );
    }

    await migrateTo(migrationsFolder);

    const columns = await queryRows<{ table_name: string; column_name: string }>(
      db,
      sql`SELECT table_name, column_name FROM information_schema.columns
          WHERE table_name IN ('receipts', 'blobs') AND column_name = 'bytes'`,
    );
    expect(columns).toEqual([]);
    const blobRows = await queryRows<{ sha256: string; size: number }>(
      db,
      sql`SELECT sha256, size FROM blobs ORDER BY sha256`,
    );
    expect(blobRows).toEqual(
      [document, ...files]
        .map((bytes) => ({ sha256: sha(bytes), size: bytes.length }))
        .sort((a, b) => a.sha256.localeCompare(b.sha256)),
    );

    const config = testAppConfig();
    const app = await buildApp({ config, database: handle, logger: false });
    cleanups.push(() => app.close());
    await app.ready();
    expect(Buffer.from((await app.blobs.get(sha(document)))!).equals(document)).toBe(true);
    const tokens = await signInThroughProvider(injectCall(app), {
      baseUrl: BASE_URL,
      username: 'conseiller',
      password: DEMO_PASSWORD,
    });
    const headers = { authorization: `Bearer ${tokens.access_token}` };
    const list = await app.inject({ url: `/api/dossiers/${dossier!.id}/receipts`, headers });
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json().receipts as { title: string; resource: string }[];
    expect(listed.map((r) => r.title)).toEqual(rows.map((_, index) => `receipt-${index}.pdf`));
    for (const [index, receipt] of listed.entries()) {
      const read = await app.inject({ url: receipt.resource, headers });
      expect(read.statusCode).toBe(200);
      const bytes = Buffer.from(read.json().receipt.resourceFile, 'base64');
      expect(sha(bytes), receipt.title).toBe(sha(rows[index]!.file));
    }
    // Note: two runs of the migrations and the whole demo seed.
  }, 120_000);
});
