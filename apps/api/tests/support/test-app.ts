import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ProvidedContext } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config.js';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { getPki, type TPkiOptions } from '../../src/modules/pki/index.js';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { createBlobStore } from '../../src/storage/create-blob-store.js';
import { DEMO_ACCOUNT_LISTING, DEMO_PASSWORD } from '../../src/seed/demo-accounts.js';
import { injectCall, signInThroughProvider, type TokenSet } from './sign-in-flow.js';
import './provided-context.js';
import { createThrowawayDatabase } from './throwaway-database.js';

export const BASE_URL = 'http://localhost:3000';
/** The secret that seals the test PKI's keys (32 bytes): no key file in DATA_DIR during tests. */
export const TEST_PKI_MASTER_KEY = Buffer.alloc(32, 7).toString('base64');

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  /** Signs in through the real provider and returns the token set. */
  signIn: (username: string, password?: string) => Promise<TokenSet>;
  /** Bearer header of a signed-in demo user (cached per username). */
  authAs: (username: string) => Promise<{ authorization: string }>;
  close: () => Promise<void>;
};

/** The app's configuration in tests and benches: served at BASE_URL, no web build, no seed, no list cache. */
export function testAppConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return loadConfig({
    publicUrl: BASE_URL,
    port: 3000,
    webDist: '/nonexistent',
    oidcIssuer: undefined,
    seedOnStart: false,
    // Lists are read fresh unless a test turns the cache on (list-cache.test.ts).
    listCacheSeconds: 0,
    pkiMasterKey: TEST_PKI_MASTER_KEY,
    ...overrides,
  });
}

/** What the run's global setup provided (tests/support/migrated-templates.ts); nothing outside vitest (benches). */
async function provided<K extends keyof ProvidedContext & string>(
  key: K,
): Promise<ProvidedContext[K] | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject(key);
}

/**
 * A fresh database for one test file: in-memory PGlite, or a new database on the test server; both
 * copied from the run's migrated template when there is one (tests/support/migrated-templates.ts).
 */
async function openTestDatabase(): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DATABASE_KIND !== 'postgresql' || !serverUrl) {
    const templateFile = await provided('pgliteTemplateFile');
    const template = templateFile ? new Blob([readFileSync(templateFile)]) : undefined;
    return { database: await openDatabase({ dataDir: 'memory://', template }), drop: async () => {} };
  }
  const { url, drop } = await createThrowawayDatabase(
    serverUrl,
    'souscription_test',
    await provided('postgresqlTemplate'),
  );
  return { database: await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 5 }), drop };
}

/**
 * Builds the real app on a fresh, seeded database; `seedSignatures` gives the seeded signed folders
 * their envelopes and sealed documents, as the product's seed does (slower: only for the files that
 * read them); `clock` is the server's signature clock (a test moves it).
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: { seedSignatures?: boolean; clock?: () => Date; pki?: TPkiOptions } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const config = testAppConfig(overrides);
  // The PKI made as the test asks (a short-lived timestamp unit) before anything else makes the default one.
  if (options.pki) await getPki(database.db, config, options.pki);
  await seedDemo(database.db, () => {}, {
    ...(options.seedSignatures ? { signatures: { blobs: await createBlobStore(database), config } } : {}),
  });
  const app = await buildApp({
    config,
    database,
    logger: false,
    demoAccounts: DEMO_ACCOUNT_LISTING,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await app.ready();

  const signIn = (username: string, password = DEMO_PASSWORD) =>
    signInThroughProvider(injectCall(app), { baseUrl: BASE_URL, username, password });
  const tokens = new Map<string, Promise<TokenSet>>();
  const authAs = async (username: string) => {
    if (!tokens.has(username)) tokens.set(username, signIn(username));
    const set = await tokens.get(username)!;
    return { authorization: `Bearer ${set.access_token}` };
  };
  return {
    app,
    database,
    config,
    signIn,
    authAs,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
