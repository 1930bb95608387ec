/**
 * Vitest global setup of each API test project (issue 36): the committed migrations run once per
 * run, not once per test file. The PostgreSQL project migrates a template database that each file's
 * throwaway database is created from (`CREATE DATABASE … TEMPLATE`); the PGlite project migrates one
 * in-memory database and dumps its data directory, which each file's PGlite loads. A file still
 * runs the migrator on opening (nothing left to apply), so a stale template only costs time.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.js';
import { createThrowawayDatabase } from './throwaway-database.js';
import './provided-context.js';

async function migratePostgresqlTemplate(serverUrl: string) {
  const template = await createThrowawayDatabase(serverUrl, 'souscription_test_template');
  const handle = await openDatabase({ databaseUrl: template.url, dataDir: '', poolSize: 1 });
  await handle.close();
  return template;
}

async function dumpMigratedPglite(): Promise<{ file: string; remove: () => void }> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const folder = mkdtempSync(join(tmpdir(), 'souscription-pglite-template-'));
  const file = join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return { file, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (project.name === 'postgresql' && serverUrl) {
    const template = await migratePostgresqlTemplate(serverUrl);
    project.provide('postgresqlTemplate', template.name);
    return () => template.drop();
  }
  const dump = await dumpMigratedPglite();
  project.provide('pgliteTemplateFile', dump.file);
  return async () => dump.remove();
}
