/**
 * `npm run bench:sealing`: what a cheap request waits while completed envelopes are sealed in the same
 * process. On the embedded database (PGlite in memory, demo seed), `BENCH_ENVELOPES` dossiers (8 by
 * default) have their mission envelope signed by its three parties and left to the sealing job (each
 * document: validation data and a document timestamp); then the evidence files of `BENCH_EVIDENCE`
 * signed dossiers of the seed (6 by default; the seed run with its signatures) are forgotten and made
 * again (the signature history rendered and sealed, the evidence file rendered and sealed: what the job
 * does once a subscription is signed). Meanwhile an advisor's list (`GET /api/dossiers`) is due every
 * 50 ms, whether the previous one answered or not, each timed from when it was due: its
 * p50 / p99 / max beside the same request with nothing being sealed, the longest the event loop was held
 * (`monitorEventLoopDelay`), the share of the time it was busy (`eventLoopUtilization`: the requests'
 * own share is in the idle line), the CPU time of the thread answering requests and of the other threads
 * (sealing threads, the garbage collector's: Linux's /proc; the machine's load does not change them as
 * it changes the times), and the load average.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../apps/api/src/db/client.js';
import { buildDossierEvidence } from '../../apps/api/src/modules/evidence/index.js';
import { startDemoBenchApp, type DemoBenchApp } from '../shared/demo-bench-app.js';
import { summarizeTimings } from '../shared/stats.js';
import { fillForSignature, openPage, signOnPage, SIGNING_ORDER } from '../signature/ceremony-timings.js';
import { PDFDocument } from 'pdf-lib';

const ENVELOPES = Number(process.env.BENCH_ENVELOPES ?? 8);
const EVIDENCE = Number(process.env.BENCH_EVIDENCE ?? 6);
/** How long the request is measured with nothing being sealed. */
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 10_000);
/** A request is due every this many ms. */
const INTERVAL_MS = 50;

type TRequestTimings = {
  times: number[];
  loopMaxMs: number;
  utilization: number;
  /** CPU time of the thread answering requests, and of the process's other threads, ms. */
  cpu: { main: number; others: number };
};

/** Clock ticks per second of /proc's times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU time used so far by the main thread (/proc, Linux) and by the whole process, ms. */
function cpuNow(): { main: number; all: number } {
  const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  const usage = process.cpuUsage();
  return { main: (ticks * 1000) / TICKS_PER_SECOND, all: (usage.user + usage.system) / 1000 };
}

/**
 * Asks the advisor's list every `INTERVAL_MS` until `until` settles, each request at its planned time
 * whether the previous one answered or not (as users arrive); each one's time runs from when it was
 * planned, so that a request due while the event loop is held counts the wait. Its times and the event
 * loop's longest hold and busy share.
 */
async function timeRequestsDuring(bench: DemoBenchApp, until: Promise<unknown>): Promise<TRequestTimings> {
  let done = false;
  const finished = until.finally(() => (done = true));
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const utilization = performance.eventLoopUtilization();
  const cpuBefore = cpuNow();
  const times: number[] = [];
  const answers: Promise<void>[] = [];
  const start = performance.now();
  for (let index = 0; !done; index++) {
    const planned = start + index * INTERVAL_MS;
    const wait = planned - performance.now();
    if (wait > 0) await sleep(wait);
    answers.push(
      bench.app.inject({ url: '/api/dossiers', headers: bench.headers }).then((response) => {
        times.push(performance.now() - planned);
        if (response.statusCode !== 200) throw new Error(`GET /api/dossiers: ${response.statusCode}`);
      }),
    );
  }
  await Promise.all(answers);
  loop.disable();
  const used = performance.eventLoopUtilization(utilization).utilization;
  await finished;
  const cpuAfter = cpuNow();
  const main = cpuAfter.main - cpuBefore.main;
  const cpu = { main, others: cpuAfter.all - cpuBefore.all - main };
  return { times, loopMaxMs: loop.max / 1e6, utilization: used, cpu };
}

/** Dossiers whose mission envelope is signed by every party, its sealing left to the job. */
async function completedEnvelopes(bench: DemoBenchApp, count: number): Promise<void> {
  const document = await PDFDocument.create();
  document.addPage().drawText('Justificatif');
  const pdf = Buffer.from(await document.save()).toString('base64');
  for (let round = 0; round < count; round++) {
    const id = await fillForSignature(bench, 500 + round, pdf);
    for (const party of SIGNING_ORDER) await signOnPage(bench, id, party, await openPage(bench, id, party));
  }
}

async function pendingSealings(bench: DemoBenchApp): Promise<number> {
  const [row] = await queryRows<{ pending: number | string }>(
    bench.app.db,
    sql`SELECT count(*) AS pending FROM signature_envelopes WHERE completed_at IS NOT NULL AND sealed_at IS NULL`,
  );
  return Number(row!.pending);
}

/** The evidence files of up to `count` signed dossiers of the seed, forgotten then made again. */
async function remakeEvidence(bench: DemoBenchApp, dossierIds: number[]): Promise<void> {
  for (const id of dossierIds) {
    await bench.app.db.execute(sql`DELETE FROM dossier_evidence WHERE dossier_id = ${id}`);
    if (
      !(await buildDossierEvidence(
        {
          db: bench.app.db,
          blobs: bench.app.blobs,
          forms: bench.app.forms,
          config: bench.app.config,
          now: () => new Date(),
        },
        id,
      ))
    )
      throw new Error(`dossier ${id}: no evidence file`);
  }
}

const loadAverage = () =>
  `${os
    .loadavg()
    .map((v) => v.toFixed(1))
    .join(' ')} (${os.cpus().length} cores)`;

const format = ({ times, loopMaxMs, utilization, cpu }: TRequestTimings) => {
  const summary = summarizeTimings(times);
  const max = Math.max(...times);
  return `p50 ${summary.median.toFixed(1)} ms, p99 ${summary.p99.toFixed(1)} ms, max ${max.toFixed(1)} ms (n=${summary.count}); event loop held at most ${loopMaxMs.toFixed(0)} ms, busy ${(utilization * 100).toFixed(0)} % of the time; CPU: request thread ${cpu.main.toFixed(0)} ms, other threads ${cpu.others.toFixed(0)} ms`;
};

const bench = await startDemoBenchApp({ signatures: true });
const sealing = (bench.app as unknown as { sealing: { run: () => Promise<number> } }).sealing;
// Warm-up, not measured: one envelope sealed (the PKI opened, fonts and code loaded, threads started).
await completedEnvelopes(bench, 1);
while ((await sealing.run()) > 0);
for (let i = 0; i < 20; i++) await bench.app.inject({ url: '/api/dossiers', headers: bench.headers });

await completedEnvelopes(bench, ENVELOPES);
const waiting = await pendingSealings(bench);
const signed = await queryRows<{ id: number | string }>(
  bench.app.db,
  sql`SELECT DISTINCT dossier_id AS id FROM dossier_evidence ORDER BY dossier_id LIMIT ${EVIDENCE}`,
);

const idle = await timeRequestsDuring(bench, sleep(IDLE_MS));
let started = performance.now();
const whileSealing = await timeRequestsDuring(
  bench,
  (async () => {
    while ((await sealing.run()) > 0);
  })(),
);
const sealingMs = performance.now() - started;
if ((await pendingSealings(bench)) > 0) throw new Error('envelopes left unsealed');
started = performance.now();
const whileEvidence = await timeRequestsDuring(
  bench,
  remakeEvidence(
    bench,
    signed.map((row) => Number(row.id)),
  ),
);
const evidenceMs = performance.now() - started;

console.log('');
console.log(`GET /api/dossiers, nothing sealed (${IDLE_MS / 1000} s):         ${format(idle)}`);
console.log(
  `GET /api/dossiers, ${waiting} envelopes sealed (${(sealingMs / 1000).toFixed(1)} s): ${format(whileSealing)}`,
);
console.log(
  `GET /api/dossiers, ${signed.length} evidence files made (${(evidenceMs / 1000).toFixed(1)} s): ${format(whileEvidence)}`,
);
console.log(`Load average: ${loadAverage()}`);
await bench.close();
