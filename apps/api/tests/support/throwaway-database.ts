import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type ThrowawayDatabase = {
  /** The new database's name (the prefix and random hex). */
  name: string;
  /** A connection string to it: the server's, with the new database's name as its path. */
  url: string;
  /** Drops it, whoever is still connected to it. */
  drop: () => Promise<void>;
};

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A new, empty database on the PostgreSQL server of `serverUrl`, for one test file, journey run,
 * bench or kill test; `prefix` says whose it is (`souscription_test`, `souscription_e2e` …) when a
 * run leaves one behind; `template`, a database to copy (already migrated) instead of an empty one.
 */
export async function createThrowawayDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
