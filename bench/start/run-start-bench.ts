/**
 * `npm run bench:start`: the API's start-up time and resident memory, started from its TypeScript
 * sources through tsx (`node --import tsx apps/api/src/server.ts`, what `npm start` ran before) and
 * from its build (`node --enable-source-maps apps/api/dist/server.mjs`, what it runs now; build it
 * first with `npm run build -w apps/api`).
 *
 * For each: a first start on a fresh embedded database (migrations and the demo seed), then
 * BENCH_RESTARTS (default 3) starts on that database, the two kinds alternating (the median is printed), the time from the
 * process's spawn to its first answer of `/api/health`. Then one more start of each: the resident memory after
 * BENCH_SETTLE_SECONDS (default 5) idle, then after BENCH_ROUNDS (default 20) rounds of a workload
 * over HTTP (sign in, open a folder, fill it to the mission letter, generate its documents, upload a
 * 1 MiB receipt and read it back, list and count folders), settled again; and the peak (VmHWM).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_HAPPY_PATH_VALUES } from '../../apps/api/src/seed/forms/demo-happy-path.js';
import { DEMO_BLOCK } from '../../apps/api/src/seed/forms/demo-subscription-form.js';
import { FORM_ID_STRIDE } from '../../apps/api/src/seed/seed-form-definitions.js';
import { findReceiptElement, findSubscriptionFormId, signInOverHttp } from '../shared/demo-over-http.js';
import { apiEnvironment, startUntilReady, stopProcess } from '../shared/start-process.js';

const PORT = Number(process.env.BENCH_PORT ?? 3311);
const BASE = `http://127.0.0.1:${PORT}`;
const RESTARTS = Number(process.env.BENCH_RESTARTS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const SETTLE_MS = Number(process.env.BENCH_SETTLE_SECONDS ?? 5) * 1000;
const root = fileURLToPath(new URL('../../', import.meta.url));

const MODES = [
  { name: 'tsx (sources)', args: ['--import', 'tsx', 'apps/api/src/server.ts'] },
  { name: 'node (build)', args: ['--enable-source-maps', 'apps/api/dist/server.mjs'] },
] as const;

if (!existsSync(join(root, 'apps/api/dist/server.mjs'))) {
  console.error('bench:start: no apps/api/dist/server.mjs; run `npm run build -w apps/api` first.');
  process.exit(1);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A line of /proc/<pid>/status in MiB (VmRSS: resident now, VmHWM: the peak). */
function memoryOf(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? NaN) / 1024;
}

/** Starts the API and answers the process and the time until `/api/health` answered (ms). */
function startApi(args: readonly string[], dataDir: string): Promise<{ child: ChildProcess; ms: number }> {
  return startUntilReady({
    args,
    env: { ...apiEnvironment(PORT, BASE), DATA_DIR: dataDir, WEB_DIST: '/nonexistent' },
    readyUrl: `${BASE}/api/health`,
    timeoutMs: 120_000,
    pollMs: 5,
  });
}

/** One round of what a user does, over HTTP. */
async function runWorkloadRound(
  authorization: string,
  formId: number,
  receipt: { elementId: number; typeId: string },
) {
  const json = { authorization, 'content-type': 'application/json' };
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${BASE}/api${path}`, {
      method,
      headers: body === undefined ? { authorization } : json,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok)
      throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response;
  };
  const offset = formId * FORM_ID_STRIDE;
  const created = (await (await call('POST', '/dossiers', { formId, clientId: null })).json()) as {
    dossier: { id: number };
  };
  const id = created.dossier.id;
  const upTo = DEMO_HAPPY_PATH_VALUES.findIndex((step) => step.blockId === DEMO_BLOCK.missionLetter);
  for (const step of DEMO_HAPPY_PATH_VALUES.slice(0, upTo)) {
    if (step.receipts?.length) continue;
    const { dossier } = (await (await call('GET', `/dossiers/${id}`)).json()) as {
      dossier: { version: number };
    };
    const response = await fetch(`${BASE}/api/dossiers/${id}/values`, {
      method: 'PUT',
      headers: { ...json, 'if-match': String(dossier.version) },
      body: JSON.stringify({
        submittingBlockId: step.blockId + offset,
        values: step.values.map((v) => ({ elementId: v.elementId + offset, value: v.value })),
      }),
    });
    if (!response.ok) throw new Error(`block ${step.blockId} answered ${response.status}`);
  }
  await call('POST', `/dossiers/${id}/documents/list`, { block_id: DEMO_BLOCK.missionLetter + offset });
  const file = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(1024 * 1024 - 9)]);
  const uploaded = (await (
    await call('PUT', `/dossiers/${id}/receipts`, {
      receipts: [{ ...receipt, title: 'releve.pdf', value: file.toString('base64') }],
    })
  ).json()) as { dossier: { receipts: { resource: string }[] } };
  const resource = uploaded.dossier.receipts.at(-1)!.resource;
  const download = await fetch(`${BASE}${resource}`, { headers: { authorization } });
  await download.arrayBuffer();
  await call('GET', '/dossiers?page=1');
  await call('GET', '/dossiers/retrieve-number-dossiers-by-status');
}

async function runWorkload(): Promise<void> {
  const authorization = await signInOverHttp(BASE, 'conseiller');
  const formId = await findSubscriptionFormId(BASE, authorization);
  const receipt = await findReceiptElement(BASE, authorization, formId);
  for (let round = 0; round < ROUNDS; round++) await runWorkloadRound(authorization, formId, receipt);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

type Row = {
  mode: string;
  firstMs: number;
  restartMs: number;
  idleMiB: number;
  afterMiB: number;
  peakMiB: number;
};
const rows: Row[] = [];
const dataDirs = MODES.map(() => mkdtempSync(join(tmpdir(), 'bench-start-')));
const loadBefore = loadavg()[0]!;
try {
  const firstMs: number[] = [];
  for (const [index, mode] of MODES.entries()) {
    const first = await startApi(mode.args, dataDirs[index]!);
    firstMs.push(first.ms);
    await stopProcess(first.child);
  }
  // The starts of both alternate, so that what else the machine does weighs on both alike.
  const restarts: number[][] = MODES.map(() => []);
  for (let run = 0; run < RESTARTS; run++) {
    for (const [index, mode] of MODES.entries()) {
      const { child, ms } = await startApi(mode.args, dataDirs[index]!);
      restarts[index]!.push(ms);
      await stopProcess(child);
    }
  }
  for (const [index, mode] of MODES.entries()) {
    const { child } = await startApi(mode.args, dataDirs[index]!);
    const pid = child.pid!;
    await sleep(SETTLE_MS);
    const idleMiB = memoryOf(pid, 'VmRSS');
    await runWorkload();
    await sleep(SETTLE_MS);
    rows.push({
      mode: mode.name,
      firstMs: firstMs[index]!,
      restartMs: median(restarts[index]!),
      idleMiB,
      afterMiB: memoryOf(pid, 'VmRSS'),
      peakMiB: memoryOf(pid, 'VmHWM'),
    });
    await stopProcess(child);
  }
} finally {
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `\nAPI start-up and resident memory (embedded PGlite; ${ROUNDS} workload rounds; Node ${process.version}; ` +
    `load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after, ${cpus().length} cores)\n`,
);
console.log(
  '| start | first start (migrations + seed) | start (median of %d) | RSS idle | RSS after workload | peak RSS |',
  RESTARTS,
);
console.log('|---|---:|---:|---:|---:|---:|');
for (const row of rows) {
  console.log(
    `| ${row.mode} | ${(row.firstMs / 1000).toFixed(2)} s | ${(row.restartMs / 1000).toFixed(2)} s | ` +
      `${row.idleMiB.toFixed(0)} MiB | ${row.afterMiB.toFixed(0)} MiB | ${row.peakMiB.toFixed(0)} MiB |`,
  );
}
