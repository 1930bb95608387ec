import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../apps/api/src/db/client.js';
import { REPLICAS_RUN_FILE, type TReplicasRun } from './replicas-constants.js';

const run = JSON.parse(readFileSync(REPLICAS_RUN_FILE, 'utf8')) as TReplicasRun;

/** HAProxy's log lines: `status backend/server method path`. */
function requests() {
  return readFileSync(run.haproxyLog, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [status, server, method, path] = line.split(' ');
      return { status: Number(status), server: server ?? '', method, path, line };
    });
}

test('both replicas answered, and no request got a server error or no answer', () => {
  const all = requests();
  expect(all.length).toBeGreaterThan(100);
  expect(all.filter((r) => r.server === 'replicas/a').length).toBeGreaterThan(10);
  expect(all.filter((r) => r.server === 'replicas/b').length).toBeGreaterThan(10);
  // -1: no answer at all; 5xx: a failure the user would have seen.
  expect(all.filter((r) => r.status >= 500 || r.status < 100).map((r) => r.line)).toEqual([]);
});

test('every validated dossier was delivered, each exactly once', async () => {
  const database = await openDatabase({ databaseUrl: run.databaseUrl, dataDir: '' });
  try {
    type TRow = { idempotency_key: string; status: string };
    let rows: TRow[] = [];
    // The last validation's delivery may still be on its way.
    await expect
      .poll(
        async () => {
          rows = await queryRows<TRow>(
            database.db,
            sql`SELECT idempotency_key, status FROM integration_outbox WHERE id > ${run.seededOutboxId}`,
          );
          return rows.filter((row) => row.status !== 'delivered').map((row) => row.idempotency_key);
        },
        { timeout: 30_000 },
      )
      .toEqual([]);
    expect(rows.length).toBeGreaterThan(0);
    const received = readFileSync(run.webhookLog, 'utf8').split('\n').filter(Boolean);
    expect([...received].sort()).toEqual(rows.map((row) => row.idempotency_key).sort());
  } finally {
    await database.close();
  }
});
