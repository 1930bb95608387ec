/**
 * What the browser journeys start from, on a fresh database (PGlite in a temporary folder, or a new
 * database on TEST_DATABASE_URL's server): the demo data with its signed folders, the demo mailbox,
 * each journey's folder made through the API (support/seed-journey-folders.ts), and, straight from
 * the database, the dashboard counts each demo account should see, so the journeys can compare
 * screen and data. Answers the app built on it (not listening) and its database.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.js';
import { loadConfig, type AppConfig } from '../../apps/api/src/config.js';
import { openDatabase, queryRows } from '../../apps/api/src/db/client.js';
import { seedDemo } from '../../apps/api/src/seed/seed-demo.js';
import { createBlobStore } from '../../apps/api/src/storage/create-blob-store.js';
import { DEMO_ACCOUNTS, DEMO_ACCOUNT_LISTING } from '../../apps/api/src/seed/demo-accounts.js';
import { createThrowawayDatabase } from '../../apps/api/tests/support/throwaway-database.js';
import { DATA_DIR_FILE, E2E_PORT, EXPECTED_COUNTS_FILE, JOURNEY_FOLDERS_FILE } from './e2e-constants.js';
import { seedAmendedByLinks } from './seed-amended-by-links.js';
import { seedJourneyFolders } from './seed-journey-folders.js';
import { seedDemoMailbox } from './seed-demo-mailbox.js';

async function databaseUrlForRun(): Promise<string | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
  return (await createThrowawayDatabase(serverUrl, 'souscription_e2e')).url;
}

export async function prepareJourneys(
  overrides: Partial<AppConfig> = {},
  options: { clock?: () => Date } = {},
) {
  const databaseUrl = await databaseUrlForRun();
  const dataDir = mkdtempSync(join(tmpdir(), 'souscription-e2e-'));
  const database = await openDatabase({ databaseUrl, dataDir });

  const config = loadConfig({
    port: E2E_PORT,
    host: '127.0.0.1',
    publicUrl: `http://localhost:${E2E_PORT}`,
    databaseUrl,
    dataDir,
    oidcIssuer: undefined,
    seedOnStart: false,
    logLevel: 'warn',
    ...overrides,
  });
  // As the product's seed: the signed folders with their envelopes and sealed documents.
  await seedDemo(database.db, () => {}, {
    signatures: { blobs: await createBlobStore(database), config },
    dataDir: config.dataDir,
  });
  await seedDemoMailbox(database.db);
  const app = await buildApp({ config, database, demoAccounts: DEMO_ACCOUNT_LISTING, ...options });
  writeFileSync(DATA_DIR_FILE, JSON.stringify(config.dataDir));
  writeFileSync(
    JOURNEY_FOLDERS_FILE,
    JSON.stringify(
      await seedJourneyFolders(app, config.publicUrl, (tools) => seedAmendedByLinks(app, tools)),
      null,
      2,
    ),
  );

  // Expected counts, written independently of the API's own query: by the visibility rule of each role.
  const expected: Record<string, Record<string, number>> = {};
  for (const account of DEMO_ACCOUNTS) {
    const rows = await queryRows<Record<string, unknown>>(
      database.db,
      sql`
      WITH me AS (SELECT u.id, u.role, u.tenant_id, u.customer_id FROM users u WHERE u.username = ${account.username}),
      visible AS (
        SELECT d.* FROM dossiers d, me
        WHERE d.tenant_id = me.tenant_id AND (
          me.role IN ('back_office_user', 'manage_dossier', 'manager')
          OR (me.role IN ('advisor', 'partner') AND (d.advisor_id = me.id OR d.client_id IN (SELECT c.id FROM customers c WHERE c.advisor_id = me.id)))
          OR (me.role IN ('client', 'prospect', 'prospect_direct') AND (d.client_id = me.customer_id OR d.id IN (SELECT a.dossier_id FROM authorized_clients a WHERE a.customer_id = me.customer_id)))
        )
      )
      SELECT
        count(*) FILTER (WHERE status && ARRAY['canceled','rejected']) ::int AS abandoned,
        count(*) FILTER (WHERE NOT status && ARRAY['canceled','rejected'] AND 'signed' = ANY(status)) ::int AS signed,
        count(*) FILTER (WHERE NOT status && ARRAY['canceled','rejected','signed'] AND status && ARRAY['signature','mission_validation','mission_validated']) ::int AS signature,
        count(*) FILTER (WHERE NOT status && ARRAY['canceled','rejected','signed','signature','mission_validation','mission_validated']) ::int AS current,
        count(*) FILTER (WHERE 'signed' = ANY(status) AND NOT status && ARRAY['canceled','rejected'] AND integration_state = 'ongoing') ::int AS signed_ongoing,
        count(*) FILTER (WHERE 'signed' = ANY(status) AND NOT status && ARRAY['canceled','rejected'] AND integration_state = 'validated') ::int AS signed_validated,
        count(*) FILTER (WHERE 'signed' = ANY(status) AND NOT status && ARRAY['canceled','rejected'] AND integration_state = 'sync') ::int AS signed_sync,
        count(*) FILTER (WHERE 'signed' = ANY(status) AND NOT status && ARRAY['canceled','rejected'] AND integration_state = 'error') ::int AS signed_error,
        count(*) FILTER (WHERE 'signed' = ANY(status) AND NOT status && ARRAY['canceled','rejected'] AND integration_state = 'refused') ::int AS signed_refused
      FROM visible`,
    );
    expected[account.username] = Object.fromEntries(
      Object.entries(rows[0] as Record<string, unknown>).map(([k, v]) => [k, Number(v)]),
    );
  }
  writeFileSync(EXPECTED_COUNTS_FILE, JSON.stringify(expected, null, 2));
  return { app, database, config };
}
