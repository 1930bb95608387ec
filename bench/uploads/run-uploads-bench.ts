/**
 * `npm run bench:uploads`: receipts of 10 MiB going in and out of a real API server while a loop
 * of small requests runs beside them; prints the uploads' and downloads' times and the small
 * requests' latency during them, beside the same loop with nothing else running (target: p99 of
 * the small requests under 50 ms while 4 uploads of 10 MiB run). The small requests run on a thread
 * of their own (small-requests-worker.ts), as other users would, not behind this thread's transfers.
 *
 * Embedded PGlite by default (a fresh data folder); PostgreSQL with `-- --postgres` or when
 * TEST_DATABASE_URL is set (a fresh database on that server, dropped at the end).
 * BENCH_ROUNDS (default 10) rounds of BENCH_PARALLEL (default 4) concurrent transfers;
 * BENCH_BASELINE_SECONDS (default 5) of small requests alone; BENCH_SMALL_RATE (default 100) small
 * requests per second, sent at a steady pace whatever the answers, each timed from when it was due.
 */
import type { ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { createThrowawayDatabase } from '../../apps/api/tests/support/throwaway-database.js';
import { findReceiptElement, findSubscriptionFormId, signInOverHttp } from '../shared/demo-over-http.js';
import { apiEnvironment, startUntilReady } from '../shared/start-process.js';
import { summarizeTimings, type TimingSummary } from '../shared/stats.js';
import type { SmallRequestsResult, SmallRequestsSetup } from './small-requests-worker.js';

const PORT = 3310;
const BASE = `http://127.0.0.1:${PORT}`;
const MiB = 1024 * 1024;
const FILE_BYTES = 10 * MiB;
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const BASELINE_SECONDS = Number(process.env.BENCH_BASELINE_SECONDS ?? 5);
/** Small requests per second beside the transfers (BENCH_SMALL_RATE, default 100). */
const SMALL_RATE = Number(process.env.BENCH_SMALL_RATE ?? 100);
const serverUrl =
  process.env.TEST_DATABASE_URL ??
  (process.argv.includes('--postgres') ? 'postgres://postgres:postgres@127.0.0.1:5432/postgres' : undefined);

/** A fresh database for the run: a PGlite folder, or a database on the PostgreSQL server. */
async function freshDatabase(): Promise<{
  env: Record<string, string>;
  label: string;
  drop: () => Promise<void>;
}> {
  if (!serverUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-uploads-'));
    return {
      env: { DATA_DIR: dataDir },
      label: 'PGlite (embedded, on disk)',
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const { url, drop } = await createThrowawayDatabase(serverUrl, 'souscription_bench_uploads');
  return { env: { DATABASE_URL: url }, label: 'PostgreSQL', drop };
}

/** Starts the API in its own process and waits until its health address answers. */
async function startApi(env: Record<string, string>): Promise<ChildProcess> {
  // e.g. BENCH_API_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the API.
  const nodeArgs = process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const { child } = await startUntilReady({
    args: [...nodeArgs, '--import', 'tsx', 'apps/api/src/server.ts'],
    env: { ...env, ...apiEnvironment(PORT, BASE), INTEGRATION_WORKER: 'false' },
    readyUrl: `${BASE}/api/health`,
    timeoutMs: 120_000,
  });
  return child;
}

/**
 * The small-request loop (small-requests-worker.ts), on a thread of its own so that this thread's
 * work (sending and reading the 14 MB bodies) is not counted in the other users' latency.
 */
function startSmallRequests(authorization: string, dossierId: number) {
  const worker = new Worker(new URL('./small-requests-entry.mjs', import.meta.url), {
    workerData: { base: BASE, authorization, dossierId, rate: SMALL_RATE } satisfies SmallRequestsSetup,
  });
  const result = new Promise<SmallRequestsResult>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  /** The instants of this thread, on the wall clock the loop's timings are taken on. */
  const now = () => performance.timeOrigin + performance.now();
  return {
    now,
    stop: async () => {
      worker.postMessage('stop');
      const { timings, failures } = await result;
      await worker.terminate();
      return {
        failures,
        /** The timings of the requests started between two instants of `now()`. */
        between: (from: number, to: number) =>
          timings.filter((t) => t.at >= from && t.at < to).map((t) => t.ms),
      };
    },
  };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** A file the server's type sniffing reads as a PDF. */
const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size - 9)]);

const database = await freshDatabase();
const api = await startApi(database.env);
try {
  const authorization = await signInOverHttp(BASE, 'conseiller');
  const json = { authorization, 'content-type': 'application/json' };
  const formId = await findSubscriptionFormId(BASE, authorization);
  const created = await fetch(`${BASE}/api/dossiers`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ formId }),
  });
  const dossierId = ((await created.json()) as { dossier: { id: number } }).dossier.id;
  const { elementId, typeId } = await findReceiptElement(BASE, authorization, formId);

  /** A prepared upload body (bytes, so the bench spends no time encoding it during a phase). */
  const uploadBody = (file: Buffer) =>
    Buffer.from(
      JSON.stringify({
        receipts: [{ elementId, typeId, title: 'releve.pdf', value: file.toString('base64') }],
      }),
    );
  const upload = async (body: Buffer) => {
    const started = performance.now();
    const response = await fetch(`${BASE}/api/dossiers/${dossierId}/receipts`, {
      method: 'PUT',
      headers: json,
      body: new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength),
    });
    const answer = (await response.json()) as { dossier: { receipts: { resource: string }[] } };
    if (response.status !== 200)
      throw new Error(`upload answered ${response.status}: ${JSON.stringify(answer)}`);
    return { ms: performance.now() - started, resource: answer.dossier.receipts.at(-1)!.resource };
  };
  /** Reads a receipt as the stream comes (the bench never holds the whole answer as one string). */
  const download = async (resource: string) => {
    const started = performance.now();
    const response = await fetch(`${BASE}${resource}`, { headers: { authorization } });
    let bytes = 0;
    const reader = response.body!.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read())
      bytes += part.value.byteLength;
    if (response.status !== 200 || bytes < FILE_BYTES)
      throw new Error(`download answered ${response.status}`);
    return performance.now() - started;
  };

  // Warm-up, and the round trip checked byte for byte once.
  const probe = pdfOf(FILE_BYTES);
  const warm = await upload(uploadBody(probe));
  const read = (await (await fetch(`${BASE}${warm.resource}`, { headers: { authorization } })).json()) as {
    receipt: { resourceFile: string };
  };
  if (sha256(Buffer.from(read.receipt.resourceFile, 'base64')) !== sha256(probe)) {
    throw new Error('the receipt read back is not the file uploaded');
  }

  const small = startSmallRequests(authorization, dossierId);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const baselineFrom = small.now();
  await new Promise((resolve) => setTimeout(resolve, BASELINE_SECONDS * 1000));
  const baselineTo = small.now();

  const uploadTimes: number[] = [];
  const resources: string[] = [];
  const bodies = Array.from({ length: ROUNDS * PARALLEL }, () => uploadBody(pdfOf(FILE_BYTES)));
  const uploadsFrom = small.now();
  for (let round = 0; round < ROUNDS; round++) {
    const results = await Promise.all(bodies.slice(round * PARALLEL, (round + 1) * PARALLEL).map(upload));
    for (const { ms, resource } of results) {
      uploadTimes.push(ms);
      resources.push(resource);
    }
  }
  const uploadsTo = small.now();

  const downloadTimes: number[] = [];
  const downloadsFrom = small.now();
  for (let round = 0; round < ROUNDS; round++) {
    downloadTimes.push(
      ...(await Promise.all(resources.slice(round * PARALLEL, (round + 1) * PARALLEL).map(download))),
    );
  }
  const downloadsTo = small.now();
  const { failures, between } = await small.stop();

  const summaries: [string, TimingSummary, string][] = [
    ['small requests alone', summarizeTimings(between(baselineFrom, baselineTo)), ''],
    [
      `small requests during ${PARALLEL} uploads of 10 MiB`,
      summarizeTimings(between(uploadsFrom, uploadsTo)),
      '',
    ],
    [
      `small requests during ${PARALLEL} downloads of 10 MiB`,
      summarizeTimings(between(downloadsFrom, downloadsTo)),
      '',
    ],
    [`upload of 10 MiB (${PARALLEL} at once)`, summarizeTimings(uploadTimes), ''],
    [`download of 10 MiB (${PARALLEL} at once)`, summarizeTimings(downloadTimes), ''],
  ];
  const ms = (value: number) => value.toFixed(1);
  console.log(
    `\nUploads benchmark — ${database.label}, Node ${process.version}, load average ${loadavg()[0]!.toFixed(2)}; ` +
      `${ROUNDS} rounds of ${PARALLEL} concurrent transfers, small requests at ${SMALL_RATE}/s\n`,
  );
  console.log('| what | count | median ms | p95 ms | p99 ms |');
  console.log('|---|---|---|---|---|');
  for (const [label, summary] of summaries) {
    console.log(
      `| ${label} | ${summary.count} | ${ms(summary.median)} | ${ms(summary.p95)} | ${ms(summary.p99)} |`,
    );
  }
  const during = summaries[1]![1].p99;
  console.log(
    `\np99 of the small requests during the uploads: ${ms(during)} ms (target < 50 ms) ${during < 50 ? 'OK' : 'MISSED'}` +
      `${failures ? `; ${failures} small requests failed` : ''}`,
  );
} finally {
  if (api.exitCode === null) {
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill();
    await exited;
  }
  await database.drop();
}
