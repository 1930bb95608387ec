/**
 * `npm run bench:api`: GET /dossiers on a million dossiers in PostgreSQL, against a bare Fastify
 * hello-world route, with autocannon at 100 connections, in one run. Seeds the database first when
 * it holds fewer than a million dossiers (npm run seed:large). DATABASE_URL defaults to the local
 * server's `souscription_bench` database: scripts/ensure-postgres.sh installs and starts PostgreSQL
 * when nothing answers on 127.0.0.1:5432, and the database is created when missing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { fetchCall, signInThroughProvider } from '../../apps/api/tests/support/sign-in-flow.js';
import { settleLargeSeedEnvelopes } from '../shared/large-seed-envelopes.js';
import { startUntilReady } from '../shared/start-process.js';
import { summarizeTimings } from '../shared/stats.js';
import { BENCHED_LIST_STATES, FIRST_TIME_SEARCHES } from './first-time-searches.js';

const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432';
const DATABASE = process.env.BENCH_DATABASE ?? 'souscription_bench';
const DATABASE_URL = process.env.DATABASE_URL ?? `${SERVER_URL}/${DATABASE}`;
// BENCH_API_PORT: another pair of ports when 3300-3301 are taken (the hello world answers on the next one).
const API_PORT = Number(process.env.BENCH_API_PORT ?? 3300);
const HELLO_PORT = API_PORT + 1;
const BASE = `http://localhost:${API_PORT}`;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DURATION = Number(process.env.BENCH_SECONDS ?? 15);
const root = fileURLToPath(new URL('../../', import.meta.url));

async function ensureDatabase(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  await run('bash', ['scripts/ensure-postgres.sh', `${SERVER_URL}/${DATABASE}`], {});
  const admin = new pg.Client({ connectionString: `${SERVER_URL}/postgres` });
  await admin.connect();
  const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
  if (!rowCount) await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
}

async function countDossiers(): Promise<number> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT count(*)::int AS count FROM dossiers');
    return Number(rows[0].count);
  } catch {
    return 0;
  } finally {
    await client.end();
  }
}

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`))));
  });
}

/** Starts a server in its own process and waits until its health address answers. */
async function start(
  args: string[],
  env: Record<string, string>,
  healthUrl: string,
  nodeArgs: string[] = [],
): Promise<ChildProcess> {
  const started = await startUntilReady({
    args: [...nodeArgs, '--import', 'tsx', ...args],
    env,
    readyUrl: healthUrl,
    timeoutMs: 60_000,
  });
  return started.child;
}

type Result = { label: string; rps: number; p50: number; p99: number; errors: number; non2xx: number };

async function load(
  label: string,
  requests: { path: string; headers: Record<string, string> }[],
  port: number,
) {
  let next = 0;
  const result = await autocannon({
    url: `http://localhost:${port}`,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        setupRequest: (request) => {
          const pick = requests[next++ % requests.length]!;
          return { ...request, path: pick.path, headers: { ...request.headers, ...pick.headers } };
        },
      },
    ],
  });
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  } satisfies Result;
}

async function signIn(username: string): Promise<string> {
  const tokens = await signInThroughProvider(fetchCall(BASE), {
    baseUrl: BASE,
    username,
    password: 'demo1234',
  });
  return `Bearer ${tokens.access_token}`;
}

await ensureDatabase();
if ((await countDossiers()) < 1_000_000) {
  console.log('Fewer than 1 000 000 dossiers: running seed:large first…');
  await run('npm', ['run', 'seed:large', '-w', 'apps/api'], { DATABASE_URL });
}
const dossierCount = await countDossiers();
const settled = await settleLargeSeedEnvelopes(DATABASE_URL);
if (settled)
  console.log(`${settled} completed envelopes of the seed marked sealed (history, not work for the API)`);

const api = await start(
  ['apps/api/src/server.ts'],
  {
    PORT: String(API_PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: BASE,
    DATABASE_URL,
    SEED_ON_START: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  },
  `${BASE}/api/health`,
  // e.g. BENCH_API_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the API under load.
  process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean),
);
const hello = await start(
  ['bench/api/hello-server.ts'],
  { PORT: String(HELLO_PORT) },
  `http://localhost:${HELLO_PORT}/hello`,
);

try {
  const startLoad = loadavg()[0]!;
  const advisor = await signIn('conseiller.large.demo.1');
  const backOffice = await signIn('backoffice');
  const states = BENCHED_LIST_STATES;
  const terms = ['martin', 'GUÉRIN', 'lefevre', 'dupont', 'l0000', 'habitat', 'camille', 'scpi'];
  const requests: { path: string; headers: Record<string, string> }[] = [];
  for (const [who, authorization] of [
    ['advisor', advisor],
    ['back-office', backOffice],
  ] as const) {
    for (const [i, state] of states.entries()) {
      for (const [j, term] of terms.entries()) {
        const page = 1 + ((i + j) % 3);
        requests.push({
          path: `/api/dossiers?state=${state}&page=${page}&itemsPerPage=10&searchTerm=${encodeURIComponent(term)}`,
          headers: { authorization, 'x-bench-user': who },
        });
      }
      requests.push({ path: `/api/dossiers?state=${state}&page=1`, headers: { authorization } });
    }
  }

  // Cold: each search term seen for the first time, one at a time (what a user waits for alone);
  // then the same searches again (answered by the list cache: what the next user waits for).
  const searches = FIRST_TIME_SEARCHES.map((search) => ({
    ...search,
    authorization: search.who === 'advisor' ? advisor : backOffice,
  }));
  const timeSearches = async () => {
    const times: { who: string; ms: number }[] = [];
    for (const { term, who, authorization, state } of searches) {
      const started = performance.now();
      const response = await fetch(`${BASE}/api/dossiers?state=${state}&searchTerm=${term}`, {
        headers: { authorization },
      });
      await response.arrayBuffer();
      times.push({ who, ms: performance.now() - started });
    }
    return times;
  };
  const cold = await timeSearches();
  const cached = await timeSearches();

  // Warm both servers, then measure.
  await load('warm-up', requests, API_PORT);
  const list = await load('GET /dossiers (search, states, pages; advisor + back office)', requests, API_PORT);
  const peer = await load('Fastify hello world', [{ path: '/hello', headers: {} }], HELLO_PORT);

  const row = (r: Result) =>
    `| ${r.label} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors + r.non2xx} |`;
  console.log(
    `\nGET /dossiers on ${dossierCount.toLocaleString('fr-FR')} dossiers, ${CONNECTIONS} connections, ${DURATION} s each, load average ${startLoad.toFixed(2)} at the start, ${loadavg()[0]!.toFixed(2)} now\n`,
  );
  console.log('| target | req/s | p50 ms | p99 ms | errors |');
  console.log('|---|---|---|---|---|');
  console.log(row(list));
  console.log(row(peer));
  console.log(
    `\nthroughput ratio (list / hello world): ${(list.rps / peer.rps).toFixed(3)}  (target ≥ 0.25)`,
  );
  console.log(`p99 of the list: ${list.p99.toFixed(1)} ms  (target ≤ 25 ms)`);
  console.log('\nsearches one at a time, 60 terms (30 as the advisor, 30 as the back office), ms:');
  console.log('| searches | median | p95 | p99 | advisor p95 | back office p95 |');
  console.log('|---|---|---|---|---|---|');
  for (const [label, times] of [
    ['first time (uncached)', cold],
    ['again (cached)', cached],
  ] as const) {
    const all = summarizeTimings(times.map((t) => t.ms));
    const of = (who: string) => summarizeTimings(times.filter((t) => t.who === who).map((t) => t.ms));
    console.log(
      `| ${label} | ${all.median.toFixed(1)} | ${all.p95.toFixed(1)} | ${all.p99.toFixed(1)} | ${of('advisor').p95.toFixed(1)} | ${of('back office').p95.toFixed(1)} |`,
    );
  }
  console.log('first-time searches: target p95 ≤ 25 ms, p99 ≤ 60 ms');
  const slowest = [...cold.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 4);
  console.log(
    `slowest first-time searches: ${slowest
      .map(
        ([i, t]) =>
          `#${i + 1} « ${searches[i]!.term} » (${t.who}, ${searches[i]!.state}) ${t.ms.toFixed(1)} ms`,
      )
      .join('; ')}`,
  );
} finally {
  api.kill();
  hello.kill();
}
