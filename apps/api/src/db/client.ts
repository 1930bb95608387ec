import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';
import { API_ROOT } from '../shared/api-root.js';

/** The Drizzle database, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgresql';
  /** The folder of an embedded database kept on disk (undefined in memory and on a server). */
  embeddedDataDir?: string | undefined;
  /** The connection string of a PostgreSQL server (undefined for the embedded database). */
  serverUrl?: string | undefined;
  /** Subscribes to a NOTIFY channel; resolves to the unsubscribe function. */
  listen: (channel: string, onNotification: (payload: string) => void) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

const migrationsFolder = join(API_ROOT, 'drizzle');

export type OpenDatabaseOptions = {
  /** A PostgreSQL connection string; when absent, embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; `memory://` keeps nothing on disk. */
  dataDir: string;
  /** Connection pool size for a PostgreSQL server. */
  poolSize?: number;
  /** PGlite only: a data directory to start from (`dumpDataDir`), e.g. one already migrated. */
  template?: Blob | undefined;
};

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 20 });
    // Note: an idle connection the server drops (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    const db = drizzle({ client: pool, schema });
    await migrate(db, { migrationsFolder });
    const databaseUrl = options.databaseUrl;
    return {
      db: db as unknown as Database,
      kind: 'postgresql',
      serverUrl: databaseUrl,
      listen: (channel, onNotification) => listenOnServer(pg, databaseUrl, channel, onNotification),
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir, {
    extensions: { pg_trgm },
    ...(options.template ? { loadDataDir: options.template } : {}),
  });
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    embeddedDataDir: options.dataDir.startsWith('memory://') ? undefined : options.dataDir,
    listen: (channel, onNotification) => client.listen(channel, onNotification),
    close: () => client.close(),
  };
}

/** Runs raw SQL and returns its rows, the same way on both drivers. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A dedicated connection that LISTENs; when it drops, it reconnects and reports an empty payload
 * (whatever was missed meanwhile is unknown).
 */
async function listenOnServer(
  pg: typeof import('pg').default,
  connectionString: string,
  channel: string,
  onNotification: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: InstanceType<typeof pg.Client> | null = null;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => onNotification(message.payload ?? ''));
    next.on('error', () => {
      if (stopped) return;
      onNotification('');
      void next.end().catch(() => undefined);
      setTimeout(() => void connect().catch(() => undefined), 1_000);
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end();
  };
}
