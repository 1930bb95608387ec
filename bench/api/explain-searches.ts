/**
 * `npm run bench:api:plans`: the pages each of the API bench's 60 first-time searches reads, from
 * `EXPLAIN (ANALYZE, BUFFERS)` of every query the list route issues for it (logged through drizzle),
 * on the same database as `bench:api` (already seeded: run `bench:api` once first). Pages read do not
 * depend on the machine's load, unlike the times. `BENCH_EXTRA_SEARCHES="martin:advisor:current-cases,…"`
 * adds searches of your own.
 */
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { TListDossiersQuery } from '@souscription/contract';
import type { Actor } from '../../apps/api/src/auth/actor.js';
import type { Database } from '../../apps/api/src/db/client.js';
import * as schema from '../../apps/api/src/db/schema.js';
import { createListCache } from '../../apps/api/src/modules/dossiers/list-cache.js';
import { listDossiers } from '../../apps/api/src/modules/dossiers/service/list-dossiers.js';
import { FIRST_TIME_SEARCHES, type FirstTimeSearch } from './first-time-searches.js';

const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432';
const DATABASE_URL =
  process.env.DATABASE_URL ?? `${SERVER_URL}/${process.env.BENCH_DATABASE ?? 'souscription_bench'}`;

type Logged = { text: string; params: unknown[] };
type PlanRoot = {
  Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number };
  'Execution Time': number;
};

const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 4 });
let logged: Logged[] = [];
const db = drizzle({
  client: pool,
  schema,
  logger: { logQuery: (text, params) => void logged.push({ text, params }) },
}) as unknown as Database;

/** The bench's user as the list route sees it (its tenant read from the database). */
async function actorOf(username: string): Promise<Actor> {
  const [user] = await db.select().from(schema.users).where(eq(schema.users.username, username));
  const [tenant] = await db.select().from(schema.tenants).where(eq(schema.tenants.id, user!.tenantId));
  return {
    userId: user!.id,
    username,
    role: user!.role as Actor['role'],
    tenantCode: tenant!.code,
    tenantId: tenant!.id,
    tenant: tenant!,
    customerId: null,
  };
}

/** Pages read and execution time of one logged query. */
async function explain({ text, params }: Logged): Promise<{ pages: number; ms: number }> {
  const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${text}`, params);
  const [root] = (rows[0] as { 'QUERY PLAN': PlanRoot[] })['QUERY PLAN'];
  return {
    pages: root!.Plan['Shared Hit Blocks'] + root!.Plan['Shared Read Blocks'],
    ms: root!['Execution Time'],
  };
}

const actors = {
  advisor: await actorOf('conseiller.large.demo.1'),
  'back office': await actorOf('backoffice'),
};
const cache = createListCache({ maxEntries: 1, ttlMs: 0 });
const extra = (process.env.BENCH_EXTRA_SEARCHES ?? '').split(',').filter(Boolean);
const searches: FirstTimeSearch[] = [
  ...FIRST_TIME_SEARCHES,
  ...extra.map((spec) => {
    const [term, who, state] = spec.split(':');
    return { term: term!, who: who === 'advisor' ? 'advisor' : 'back office', state } as FirstTimeSearch;
  }),
];
let allPages = 0;
try {
  for (const [i, search] of searches.entries()) {
    logged = [];
    const query = { state: search.state, searchTerm: search.term, page: 1, itemsPerPage: 10 };
    const answer = JSON.parse(await listDossiers(db, cache, actors[search.who], query as TListDossiersQuery));
    // The statements after the answer (an advisor's customers, when no folder may match) still ran.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const plans = await Promise.all(logged.map(explain));
    const pages = plans.reduce((sum, plan) => sum + plan.pages, 0);
    allPages += pages;
    const each = plans.map((plan) => `${plan.pages} (${plan.ms.toFixed(1)} ms)`).join(' + ');
    console.log(
      `#${i + 1} « ${search.term} » ${search.who} ${search.state}: ${answer.total_items} found; pages ${pages} = ${each || 'no query'}`,
    );
  }
  console.log(`\n${searches.length} searches: ${allPages} pages read (shared buffers hit or read)`);
} finally {
  await pool.end();
}
