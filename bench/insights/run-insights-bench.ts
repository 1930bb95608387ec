/**
 * `npm run bench:insights`: each « Suivi » chart call (issue 37) on the million dossiers of
 * `npm run bench:api`'s database, uncached (a period never asked before, so the cache cannot answer)
 * and cached (the same call again), as the back office (the `demo` tenant, ~100 000 dossiers) and as
 * an advisor of the large seed. The large seed writes no envelopes: the first run gives its signed
 * and in-signature dossiers a subscription envelope with its parties, and its refused and in-error
 * ones a history entry with a reason, so that every chart reads rows (once; kept for the next runs).
 */
import pg from 'pg';
import { fetchCall, signInThroughProvider } from '../../apps/api/tests/support/sign-in-flow.js';
import { settleLargeSeedEnvelopes } from '../shared/large-seed-envelopes.js';
import { startUntilReady } from '../shared/start-process.js';
import { summarizeTimings } from '../shared/stats.js';

const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432';
const DATABASE_URL = process.env.DATABASE_URL ?? `${SERVER_URL}/souscription_bench`;
const PORT = 3302;
const BASE = `http://localhost:${PORT}`;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
/** How many days each call asks (365 by default; the longest the API allows is 1 096). */
const PERIOD_DAYS = Number(process.env.BENCH_PERIOD_DAYS ?? 365);
const PERIOD_NAME = PERIOD_DAYS === 365 ? 'one year' : `${PERIOD_DAYS} days`;

/** Envelopes, parties and reasons for the large seed's dossiers, once. */
async function ensureSignatureRecords(): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT count(*)::int AS count FROM dossiers');
    if (Number(rows[0].count) < 1_000_000)
      throw new Error('run npm run bench:api first (it seeds 1 000 000 dossiers)');
    const envelopes = await client.query('SELECT 1 FROM signature_envelopes LIMIT 1');
    if (envelopes.rowCount) return;
    console.log('Giving the large seed envelopes, parties and reasons (once)…');
    await client.query(`
      INSERT INTO signature_envelopes (tenant_id, dossier_id, step, block_id, status, created_at, completed_at, sealed_at)
      SELECT tenant_id, id, 'subscription', 0, status, created_at, completed_at, completed_at
      FROM (SELECT tenant_id, id,
        CASE WHEN category = 'signed' THEN 'completed' WHEN id % 7 = 0 THEN 'expired' ELSE 'sent' END AS status,
        creation_date + (id % 240) * interval '1 hour' AS created_at,
        CASE WHEN category = 'signed' THEN coalesce(signature_date, creation_date + interval '10 days') END AS completed_at
        FROM dossiers WHERE category IN ('signed', 'signature')) AS history`);
    await client.query(`
      INSERT INTO signature_recipients (envelope_id, party, name, status, signed_at)
      SELECT e.id, p.party, p.party,
        CASE WHEN e.status = 'completed' THEN 'signed' WHEN e.id % 11 = 0 THEN 'declined' ELSE 'sent' END,
        CASE WHEN e.status = 'completed' THEN e.created_at + ((e.id * p.n) % 96) * interval '1 hour' END
      FROM signature_envelopes e
      CROSS JOIN (VALUES ('subscriber', 1), ('subscriber_advisor', 3)) AS p(party, n)`);
    await client.query(`
      INSERT INTO integration_history (tenant_id, dossier_id, kind, state, reason, created_at)
      SELECT tenant_id, id, 'state', integration_state,
        (ARRAY['Pièce manquante', 'RIB illisible', 'Signature non conforme', 'Délai dépassé'])[1 + id % 4],
        coalesce(signature_date, creation_date) + interval '2 days'
      FROM dossiers WHERE category = 'signed' AND integration_state IN ('refused', 'error')`);
    await client.query('VACUUM ANALYZE signature_envelopes, signature_recipients, integration_history');
  } finally {
    await client.end();
  }
}

async function signIn(username: string): Promise<string> {
  const tokens = await signInThroughProvider(fetchCall(BASE), {
    baseUrl: BASE,
    username,
    password: 'demo1234',
  });
  return `Bearer ${tokens.access_token}`;
}

async function time(path: string, authorization: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${BASE}${path}`, { headers: { authorization } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  return performance.now() - started;
}

/** A period of PERIOD_DAYS ending `offset` days before 2026-11-28: each round asks one never asked. */
function periodOf(offset: number): string {
  const to = new Date(Date.parse('2026-11-28T00:00:00Z') - offset * 86_400_000);
  const from = new Date(to.getTime() - (PERIOD_DAYS - 1) * 86_400_000);
  return `from=${from.toISOString().slice(0, 10)}&to=${to.toISOString().slice(0, 10)}`;
}

await ensureSignatureRecords();
// History, not work: a completed envelope of the seed is sealed (else the API seals 240 000 while measured).
await settleLargeSeedEnvelopes(DATABASE_URL);
const server = await startUntilReady({
  args: ['--import', 'tsx', 'apps/api/src/server.ts'],
  env: {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: BASE,
    DATABASE_URL,
    SEED_ON_START: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    INTEGRATION_WORKER: 'false',
  },
  readyUrl: `${BASE}/api/health`,
  timeoutMs: 120_000,
});
try {
  const callers = {
    'back office': await signIn('backoffice'),
    advisor: await signIn('conseiller.large.demo.1'),
  };
  const charts = ['funnel', 'form-drop-off', 'times', 'reasons'];
  const load = await import('node:os').then((os) =>
    os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' '),
  );
  console.log(`\n« Suivi » on 1 000 000 dossiers, ${ROUNDS} rounds per call, load average ${load}\n`);
  console.log('| caller | call | uncached p50 ms | uncached p95 ms | cached p50 ms | cached p95 ms |');
  console.log('|---|---|---|---|---|---|');
  let offset = 0;
  for (const [who, authorization] of Object.entries(callers)) {
    for (const chart of charts) {
      const uncached: number[] = [];
      const cached: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const path = `/api/insights/${chart}?${periodOf(offset++)}`;
        uncached.push(await time(path, authorization));
        cached.push(await time(path, authorization));
      }
      const [u, c] = [summarizeTimings(uncached), summarizeTimings(cached)];
      console.log(
        `| ${who} | ${chart} (${PERIOD_NAME}) | ${u.median.toFixed(1)} | ${u.p95.toFixed(1)} | ${c.median.toFixed(1)} | ${c.p95.toFixed(1)} |`,
      );
    }
  }
} finally {
  server.child.kill();
}
