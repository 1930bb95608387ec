/**
 * The bench's small requests, on a thread of its own (started by run-uploads-bench.ts through
 * small-requests-entry.mjs): they stand for the other users of the server, so the time the bench's
 * own thread spends sending and reading 14 MB bodies must not be counted in their latency.
 *
 * `workerData`: { base, authorization, dossierId, rate }. Requests leave at a steady `rate` per second
 * whatever the answers (an open loop, as users arrive), alternating `GET /api/health` (one database
 * round trip) and `GET /api/dossiers/{id}` (sign-in check, dossier, receipts). Each one's latency is
 * counted from the instant it was due, not from when it left: a request this thread could only send
 * late is counted late (no coordinated omission). On the message 'stop' it answers
 * { timings: { at, ms }[], failures } with `at` on the wall clock (performance.timeOrigin + now).
 */
import { parentPort, workerData } from 'node:worker_threads';

export type SmallRequestsSetup = { base: string; authorization: string; dossierId: number; rate: number };
export type SmallRequestsResult = { timings: { at: number; ms: number }[]; failures: number };

const port = parentPort;
if (!port) throw new Error('small-requests-worker.ts runs as a worker thread');
const { base, authorization, dossierId, rate } = workerData as SmallRequestsSetup;

const timings: SmallRequestsResult['timings'] = [];
const inFlight = new Set<Promise<void>>();
let failures = 0;

const send = async (index: number, due: number) => {
  const url = index % 2 ? `${base}/api/health` : `${base}/api/dossiers/${dossierId}`;
  try {
    const response = await fetch(url, { headers: { authorization } });
    await response.arrayBuffer();
    if (!response.ok) failures++;
  } catch {
    failures++;
  }
  timings.push({ at: performance.timeOrigin + due, ms: performance.now() - due });
};

const interval = 1000 / rate;
const start = performance.now();
let index = 0;
const tick = () => {
  // Every request due by now leaves now (several at once if this thread was held).
  for (let due = start + index * interval; due <= performance.now(); due = start + index * interval) {
    const request = send(index++, due).finally(() => inFlight.delete(request));
    inFlight.add(request);
  }
  timer = setTimeout(tick, Math.max(0, start + index * interval - performance.now()));
};
let timer = setTimeout(tick, 0);

port.on('message', async (message: string) => {
  if (message !== 'stop') return;
  clearTimeout(timer);
  await Promise.all(inFlight);
  port.postMessage({ timings, failures } satisfies SmallRequestsResult);
});
