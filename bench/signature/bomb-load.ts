/**
 * The verifier under decompression bombs (issue 33, point 2), against the real server over HTTP: the
 * API started in a process of its own (from the sources, PGlite on disk, the demo seed), `/api/health`
 * asked every 20 ms while idle, then while 8 clients send 1 MB bombs inflating to 1 GiB (made here)
 * and 8 clients send a genuine signed document to `POST /api/signatures/verify`, each one request
 * after the other. Each request leaves from an address of its own in 127.0.0.0/8, as from many
 * clients, so that the per-address limits (30 a minute, 4 in flight) do not answer in the verifier's
 * place. Answers the health p99 idle and under load, and the server's resident memory.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request, Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { makeDecompressionBomb } from '../../packages/pdf-signature/tests/helpers/decompression-bomb.js';
import { apiEnvironment, startUntilReady, stopProcess } from '../shared/start-process.js';
import { summarizeTimings } from '../shared/stats.js';

/** The server's port (`BENCH_API_PORT`, 3311 unless told). */
const PORT = Number(process.env.BENCH_API_PORT ?? 3311);
const BASE = `http://127.0.0.1:${PORT}`;
const GiB = 1024 * 1024 * 1024;
const CLIENTS_OF_EACH_KIND = 8;
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 5);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 15);
const HEALTH_EVERY_MS = 20;

export type TBombLoadResult = {
  bombBytes: number;
  idleHealth: number[];
  loadHealth: number[];
  /** Resident memory (MiB): at start, once the pool's threads run (baseline), and the peak under load. */
  rss: { started: number; baseline: number; peak: number };
  answers: { bomb: Record<number, number>; genuine: Record<number, number> };
  bombTimes: number[];
  genuineTimes: number[];
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** VmRSS of a process, MiB. */
function residentMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

/** The n-th address of 127.0.0.0/8 after 127.1.0.0 (Linux answers the whole block on lo). */
const localAddress = (n: number) => `127.${1 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;

/** POSTs the PDF from `address`; answers the status (0 when the connection failed). */
function postPdf(pdf: Uint8Array, address: string): Promise<number> {
  return new Promise((resolve) => {
    const call = request(
      `${BASE}/api/signatures/verify`,
      { method: 'POST', localAddress: address, headers: { 'content-type': 'application/pdf' } },
      (answer) => {
        answer.resume();
        answer.once('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    call.once('error', () => resolve(0));
    call.end(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.length));
  });
}

// Enough sockets that a health request never waits in this client behind another (its time is the server's).
const healthAgent = new Agent({ keepAlive: true, maxSockets: 64 });
function askHealth(): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    const call = request(`${BASE}/api/health`, { agent: healthAgent }, (answer) => {
      answer.resume();
      answer.once('end', () => resolve(performance.now() - started));
    });
    call.once('error', () => resolve(Number.NaN));
    call.end();
  });
}

/** `/api/health` every HEALTH_EVERY_MS until `until()`; its answer times. */
async function sampleHealth(until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  const pending: Promise<void>[] = [];
  while (!until()) {
    pending.push(askHealth().then((ms) => void times.push(ms)));
    await sleep(HEALTH_EVERY_MS);
  }
  await Promise.all(pending);
  return times;
}

type TClientTally = { statuses: Record<number, number>; times: number[] };

/** One client: the same file, one request after the other, each from a new address, until `until()`. */
async function runClient(
  pdf: Uint8Array,
  addresses: () => string,
  until: () => boolean,
  tally: TClientTally,
) {
  while (!until()) {
    const started = performance.now();
    const status = await postPdf(pdf, addresses());
    tally.times.push(performance.now() - started);
    tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
  }
}

async function startApi(): Promise<{ child: ChildProcess; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-signature-'));
  const { child } = await startUntilReady({
    args: ['--import', 'tsx', 'apps/api/src/server.ts'],
    env: { ...apiEnvironment(PORT, BASE), INTEGRATION_WORKER: 'false', DATA_DIR: dataDir },
    readyUrl: `${BASE}/api/health`,
    timeoutMs: 300_000,
  });
  return { child, dataDir };
}

/** Bombs beside genuine verifications against the real server; `genuine` is a signed document. */
export async function measureBombLoad(genuine: Uint8Array): Promise<TBombLoadResult> {
  const bomb = await makeDecompressionBomb(GiB);
  const { child, dataDir } = await startApi();
  const pid = child.pid!;
  let next = 0;
  const addresses = () => localAddress(next++);
  try {
    const started = residentMiB(pid);
    // The pool's threads start at the first verification: started here, not measured.
    for (const pdf of [genuine, bomb, genuine]) await postPdf(pdf, addresses());
    const idleEnd = performance.now() + IDLE_SECONDS * 1000;
    const idleHealth = await sampleHealth(() => performance.now() > idleEnd);
    const baseline = residentMiB(pid);
    let peak = baseline;
    const loadEnd = performance.now() + LOAD_SECONDS * 1000;
    const over = () => performance.now() > loadEnd;
    const bombs: TClientTally = { statuses: {}, times: [] };
    const genuines: TClientTally = { statuses: {}, times: [] };
    const memory = setInterval(() => (peak = Math.max(peak, residentMiB(pid))), 50);
    const clients = Array.from({ length: CLIENTS_OF_EACH_KIND }, () => [
      runClient(bomb, addresses, over, bombs),
      runClient(genuine, addresses, over, genuines),
    ]).flat();
    const [loadHealth] = await Promise.all([sampleHealth(over), ...clients]);
    clearInterval(memory);
    peak = Math.max(peak, residentMiB(pid));
    return {
      bombBytes: bomb.length,
      idleHealth,
      loadHealth: loadHealth as number[],
      rss: { started, baseline, peak },
      answers: { bomb: bombs.statuses, genuine: genuines.statuses },
      bombTimes: bombs.times,
      genuineTimes: genuines.times,
    };
  } finally {
    healthAgent.destroy();
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The lines the bench prints, each figure beside its target. */
export function describeBombLoad(result: TBombLoadResult): string[] {
  const idle = summarizeTimings(result.idleHealth);
  const load = summarizeTimings(result.loadHealth);
  const ratio = load.p99 / idle.p99;
  // From the server's start: the pool's threads count towards the growth.
  const growth = result.rss.peak - result.rss.started;
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const counts = (statuses: Record<number, number>) =>
    Object.entries(statuses)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ');
  return [
    `Bombs (${(result.bombBytes / 1024 / 1024).toFixed(2)} MB inflating to 1 GiB) ×${CLIENTS_OF_EACH_KIND} beside genuine verifications ×${CLIENTS_OF_EACH_KIND}, ${LOAD_SECONDS} s, over HTTP:`,
    `  answers: bombs ${counts(result.answers.bomb)} (median ${ms(summarizeTimings(result.bombTimes).median)}); genuine ${counts(result.answers.genuine)} (median ${ms(summarizeTimings(result.genuineTimes).median)}, p95 ${ms(summarizeTimings(result.genuineTimes).p95)})`,
    `  /api/health p99: idle ${ms(idle.p99)} (median ${ms(idle.median)}, n=${idle.count}), under load ${ms(load.p99)} (median ${ms(load.median)}, n=${load.count})`,
    `    ratio ${ratio.toFixed(2)}× — target ≤ 3×: ${ratio <= 3 ? 'met' : 'NOT met'}`,
    `  server RSS: ${result.rss.started.toFixed(0)} MiB at start, ${result.rss.baseline.toFixed(0)} MiB with the pool's threads running, peak ${result.rss.peak.toFixed(0)} MiB under load`,
    `    growth ${(growth * 1.048576).toFixed(0)} MB from the start (${((result.rss.peak - result.rss.baseline) * 1.048576).toFixed(0)} MB from the baseline) — target ≤ 256 MB: ${growth * 1.048576 <= 256 ? 'met' : 'NOT met'}`,
  ];
}
