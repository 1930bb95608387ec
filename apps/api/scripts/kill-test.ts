/**
 * Kill test (issue #16): two API processes on one PostgreSQL database take a burst of writes —
 * folder creations (with an Idempotency-Key), block saves (with If-Match) and receipt uploads —
 * and one of them is killed with SIGKILL in the middle. Then, read from the database itself:
 * every write a process acknowledged is there, no dossier or file is half-written, versions never
 * went back nor were given twice, and the other process answered every request throughout.
 *
 *   npm run test:kill                  # one run
 *   npm run test:kill -- --runs 3      # three in a row
 *
 * Uses TEST_DATABASE_URL's server (default postgres://postgres:postgres@127.0.0.1:5432/test; see
 * scripts/ensure-postgres.sh), in a database of its own per run, dropped afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PDFDocument } from 'pdf-lib';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../src/db/client.js';
import { seedDemo } from '../src/seed/seed-demo.js';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.js';
import { DEMO_HAPPY_PATH_VALUES } from '../src/seed/forms/demo-happy-path.js';
import { FORM_ID_STRIDE } from '../src/seed/seed-form-definitions.js';
import { createDatabaseBlobStore } from '../src/storage/database-blob-store.js';
import { signInThroughProvider } from '../tests/support/sign-in-flow.js';
import { createThrowawayDatabase } from '../tests/support/throwaway-database.js';

const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/test';
const PUBLIC_URL = 'http://localhost:3000';
const WORKERS = 12;
const BURST_BEFORE_KILL_MS = 2_500;
const BURST_AFTER_KILL_MS = 2_500;
const apiDir = fileURLToPath(new URL('..', import.meta.url));

type Server = { name: 'A' | 'B'; port: number; process: ChildProcess; killed: boolean };
type Ack =
  | { kind: 'create'; server: string; dossierId: number; key: string }
  | { kind: 'save'; server: string; dossierId: number; version: number; blockId: number }
  | { kind: 'upload'; server: string; dossierId: number; receiptIds: number[] };

const progress = (run: number, what: string) => console.error(`[run ${run}] ${what}`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Every process started, stopped after each run whatever happened (a failed run leaves none). */
const spawned: ChildProcess[] = [];

async function startServer(name: 'A' | 'B', databaseUrl: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL,
      DATABASE_URL: databaseUrl,
      SEED_ON_START: 'false',
      LOG_LEVEL: 'error',
      WEB_DIST: '/nonexistent',
      LIST_CACHE_SECONDS: '0',
      INTEGRATION_WORKER: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  spawned.push(child);
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok)
        return { name, port, process: child, killed: false };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server ${name} did not start`);
}

async function signIn(server: Server): Promise<string> {
  const tokens = await signInThroughProvider(
    async (request) => {
      const response = await fetch(`http://127.0.0.1:${server.port}${request.url}`, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      });
      const headers: Record<string, string | string[]> = {};
      const origin = `http://127.0.0.1:${server.port}`;
      response.headers.forEach((value, key) => {
        headers[key] =
          key === 'set-cookie' ? response.headers.getSetCookie() : value.replace(origin, PUBLIC_URL);
      });
      return { status: response.status, headers, body: await response.text() };
    },
    { baseUrl: PUBLIC_URL, username: 'conseiller', password: DEMO_PASSWORD },
  );
  return tokens.access_token;
}

async function samplePdf(): Promise<string> {
  const document = await PDFDocument.create();
  document.addPage().drawText(`Justificatif ${randomBytes(4).toString('hex')}`);
  return Buffer.from(await document.save()).toString('base64');
}

async function runOnce(run: number): Promise<Record<string, number | string>> {
  const throwaway = await createThrowawayDatabase(SERVER_URL, 'souscription_kill');
  const databaseUrl = throwaway.url;
  const database = await openDatabase({ databaseUrl, dataDir: '', poolSize: 4 });
  await seedDemo(database.db);
  const [form] = await queryRows<{ id: number }>(
    database.db,
    sql`SELECT f.id FROM forms f JOIN tenants t ON t.id = f.tenant_id
        WHERE t.code = 'demo' AND NOT f.is_back_office ORDER BY f.id LIMIT 1`,
  );
  const formId = Number(form!.id);
  const offset = formId * FORM_ID_STRIDE;

  progress(run, 'database seeded');
  const [{ seededUpTo } = { seededUpTo: 0 }] = await queryRows<{ seededUpTo: number }>(
    database.db,
    sql`SELECT coalesce(max(id), 0)::int AS "seededUpTo" FROM dossiers`,
  );
  const servers = [await startServer('A', databaseUrl), await startServer('B', databaseUrl)];
  progress(run, 'two servers listening');
  const [a, b] = servers as [Server, Server];
  const token = await signIn(a);
  progress(run, 'signed in; burst');
  const pdf = await samplePdf();
  const identity = DEMO_HAPPY_PATH_VALUES[0]!;
  const withReceipts = DEMO_HAPPY_PATH_VALUES.find((step) => step.receipts?.length)!;

  const acks: Ack[] = [];
  const failures = { A: 0, B: 0 };
  const bFailures: string[] = [];
  const bLatencies: number[] = [];
  let requests = 0;
  let killedAt = 0;
  let bAnsweredAfterKill = 0;
  const deadline = Date.now() + BURST_BEFORE_KILL_MS + BURST_AFTER_KILL_MS;

  const call = async (server: Server, method: string, path: string, body?: unknown, headers = {}) => {
    const started = performance.now();
    requests += 1;
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      const text = await response.text();
      if (server.name === 'B') {
        bLatencies.push(performance.now() - started);
        if (killedAt && Date.now() > killedAt) bAnsweredAfterKill += 1;
        if (!response.ok) bFailures.push(`${method} ${path} → ${response.status} ${text.slice(0, 200)}`);
      }
      return response.ok ? (JSON.parse(text) as Record<string, unknown>) : null;
    } catch (error) {
      failures[server.name] += 1;
      if (server.name === 'B') bFailures.push(`${method} ${path} → ${String(error)}`);
      return null;
    }
  };

  // As a load balancer would: a process found dead gets no more requests (those under way failed).
  const pick = (turn: number): Server => (a.killed ? b : servers[turn % 2]!);
  // Each worker makes folders and writes into them, alternating the servers, until the deadline.
  const worker = async (index: number) => {
    let turn = index;
    while (Date.now() < deadline) {
      const server = pick(turn++);
      const key = randomUUID();
      const created = await call(
        server,
        'POST',
        '/dossiers',
        { formId, clientId: null },
        { 'idempotency-key': key },
      );
      const dossierId = (created?.dossier as { id?: number } | undefined)?.id;
      if (!dossierId) continue;
      acks.push({ kind: 'create', server: server.name, dossierId, key });
      const uploadServer = pick(turn++);
      const uploaded = await call(uploadServer, 'PUT', `/dossiers/${dossierId}/receipts`, {
        receipts: withReceipts.receipts!.map((receipt) => ({
          elementId: receipt.elementId + offset,
          typeId: receipt.typeId,
          title: receipt.title,
          value: pdf,
        })),
      });
      const listed =
        (uploaded?.dossier as { receipts?: { receiptId: number }[] } | undefined)?.receipts ?? [];
      const receiptIds = listed.map((r) => r.receiptId);
      if (uploaded) acks.push({ kind: 'upload', server: uploadServer.name, dossierId, receiptIds });
      for (let save = 0; save < 2; save++) {
        const saveServer = pick(turn++);
        const read = await call(saveServer, 'GET', `/dossiers/${dossierId}`);
        const version = (read?.dossier as { version?: number } | undefined)?.version;
        if (version === undefined) continue;
        const saved = await call(
          saveServer,
          'PUT',
          `/dossiers/${dossierId}/values`,
          {
            submittingBlockId: identity.blockId + offset,
            values: identity.values.map((v) => ({ elementId: v.elementId + offset, value: v.value })),
          },
          { 'if-match': String(version) },
        );
        const savedVersion = (saved?.dossier as { version?: number } | undefined)?.version;
        if (savedVersion !== undefined) {
          acks.push({
            kind: 'save',
            server: saveServer.name,
            dossierId,
            version: savedVersion,
            blockId: identity.blockId + offset,
          });
        }
      }
    }
  };
  const killer = (async () => {
    await new Promise((resolve) => setTimeout(resolve, BURST_BEFORE_KILL_MS));
    a.process.kill('SIGKILL');
    a.killed = true;
    killedAt = Date.now();
  })();
  await Promise.all([killer, ...Array.from({ length: WORKERS }, (_, i) => worker(i))]);

  progress(run, `burst over (${requests} requests); checking the database`);
  // --- What the database holds --------------------------------------------------------------
  const problems: string[] = [];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const dossierRows = new Map<
    number,
    { version: number; values: Record<string, unknown>; last: number | null; search: string }
  >();
  for (const row of (
    await client.query(
      'SELECT id::int, version, values, last_submitted_block_id AS last, search_text AS search FROM dossiers WHERE form_id = $1 AND id > $2',
      [formId, seededUpTo],
    )
  ).rows) {
    dossierRows.set(row.id, row);
  }
  const blobs = createDatabaseBlobStore(database.db);
  const versionsSeen = new Map<number, Set<number>>();
  for (const ack of acks) {
    const row = dossierRows.get(ack.dossierId);
    if (!row) {
      problems.push(
        `acknowledged ${ack.kind} of dossier ${ack.dossierId} (server ${ack.server}): no such dossier`,
      );
      continue;
    }
    if (ack.kind === 'save') {
      if (row.version < ack.version)
        problems.push(`dossier ${ack.dossierId}: version ${row.version} < acknowledged ${ack.version}`);
      const seen = versionsSeen.get(ack.dossierId) ?? new Set<number>();
      if (seen.has(ack.version))
        problems.push(`dossier ${ack.dossierId}: version ${ack.version} acknowledged twice`);
      seen.add(ack.version);
      versionsSeen.set(ack.dossierId, seen);
      for (const entry of identity.values) {
        const stored = row.values[String(entry.elementId + offset)];
        if (entry.value !== '' && JSON.stringify(stored) !== JSON.stringify(entry.value)) {
          problems.push(
            `dossier ${ack.dossierId}: element ${entry.elementId} holds ${JSON.stringify(stored)}`,
          );
          break;
        }
      }
    }
    if (ack.kind === 'upload') {
      for (const receiptId of ack.receiptIds) {
        const { rows } = await client.query('SELECT sha256 FROM receipts WHERE id = $1 AND dossier_id = $2', [
          receiptId,
          ack.dossierId,
        ]);
        if (!rows[0]) {
          problems.push(`acknowledged receipt ${receiptId} of dossier ${ack.dossierId}: missing`);
          continue;
        }
        const bytes = await blobs.get(rows[0].sha256);
        const digest = bytes ? createHash('sha256').update(bytes).digest('hex') : null;
        if (digest !== rows[0].sha256)
          problems.push(`receipt ${receiptId}: file ${bytes ? 'corrupt' : 'missing'}`);
      }
    }
  }
  // No half-written dossier: values and their block, version and search text go together.
  for (const [id, row] of dossierRows) {
    const hasValues = Object.keys(row.values).length > 0;
    if (hasValues !== (row.last !== null))
      problems.push(`dossier ${id}: values without their block or the reverse`);
    if (hasValues && row.version < 2) problems.push(`dossier ${id}: values saved without a new version`);
    if (!row.search) problems.push(`dossier ${id}: no search text`);
  }
  // Every receipt of the burst has its whole file, acknowledged or not.
  const { rows: allReceipts } = await client.query(
    'SELECT r.id::int, r.sha256 FROM receipts r JOIN dossiers d ON d.id = r.dossier_id WHERE d.form_id = $1 AND d.id > $2',
    [formId, seededUpTo],
  );
  for (const receipt of allReceipts) {
    const bytes = await blobs.get(receipt.sha256);
    if (!bytes || createHash('sha256').update(bytes).digest('hex') !== receipt.sha256) {
      problems.push(`receipt ${receipt.id}: its file is not whole`);
    }
  }
  // Every idempotency key answered is a dossier.
  const { rows: keys } = await client.query(
    "SELECT key, response FROM idempotency_keys WHERE operation_id = 'createDossier' AND status_code = 201",
  );
  for (const key of keys) {
    const id = (key.response as { dossier?: { id?: number } }).dossier?.id;
    if (!id || !dossierRows.has(id)) problems.push(`idempotency key ${key.key}: answer names no dossier`);
  }
  await client.end();
  await database.close();
  if (bFailures.length)
    problems.push(...bFailures.slice(0, 5).map((failure) => `server B failed: ${failure}`));
  if (bAnsweredAfterKill === 0) problems.push('server B answered nothing after A was killed');

  b.process.kill('SIGTERM');
  await new Promise((resolve) => b.process.once('exit', resolve));
  await throwaway.drop();

  const sorted = [...bLatencies].sort((x, y) => x - y);
  const summary = {
    run,
    requests,
    acknowledged: acks.length,
    creations: acks.filter((ack) => ack.kind === 'create').length,
    saves: acks.filter((ack) => ack.kind === 'save').length,
    uploads: acks.filter((ack) => ack.kind === 'upload').length,
    dossiersInDatabase: dossierRows.size,
    receiptsInDatabase: allReceipts.length,
    failedOnKilledA: failures.A,
    failedOnB: bFailures.length,
    answeredByBAfterKill: bAnsweredAfterKill,
    bP99Ms: Math.round(sorted[Math.floor(sorted.length * 0.99)] ?? 0),
    problems: problems.length,
  };
  console.log(JSON.stringify(summary));
  for (const problem of problems.slice(0, 20)) console.log(`  problem: ${problem}`);
  if (problems.length) throw new Error(`run ${run}: ${problems.length} problem(s)`);
  return summary;
}

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 1;
let failed = false;
for (let run = 1; run <= runs; run++) {
  try {
    await runOnce(run);
  } catch (error) {
    failed = true;
    console.error(String(error));
  } finally {
    for (const child of spawned.splice(0))
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}
process.exit(failed ? 1 : 0);
