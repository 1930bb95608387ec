/**
 * `npm run bench:records`: on the embedded database (PGlite, in memory) with the demo seed, the first
 * read of every seeded signed folder's signature history (`GET /dossier/{id}/docusign/history`) and
 * evidence file (`GET /dossiers/{id}/evidence`), then a second read; then, for a few folders whose
 * records are forgotten, eight readers at once: how long each waits and how many evidence files were
 * made (one per folder when readers share the generation). Figures only, no target asserted here
 * (issue 34 point 13: the first read under 1 s).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { inArray, sql } from 'drizzle-orm';
import { queryRows } from '../../apps/api/src/db/client.js';
import { dossierEvidence } from '../../apps/api/src/db/schema.js';
import { createTestApp } from '../../apps/api/tests/support/test-app.js';
import { summarizeTimings } from '../shared/stats.js';

const READERS = 8;
const FORGOTTEN = Number(process.env.BENCH_FORGOTTEN ?? 3);

const seedStarted = performance.now();
// The product's seed, signatures included (as `npm run seed` makes them).
const bench = await createTestApp({}, { seedSignatures: true });
const seedSeconds = (performance.now() - seedStarted) / 1000;
const { app, database } = bench;
const backoffice = await bench.authAs('backoffice');
const countFiles = async () =>
  Number(
    (await queryRows<{ count: number }>(database.db, sql`SELECT count(*)::int AS count FROM blobs`))[0]!
      .count,
  );

/** The seeded folders signed by every party, on the back office's tenant (the demo's). */
const folders = (
  await queryRows<{ id: number }>(
    database.db,
    sql`SELECT d.id FROM dossiers d JOIN tenants t ON t.id = d.tenant_id
        WHERE t.code = 'demo' AND 'signed' = ANY(d.status) ORDER BY d.id`,
  )
).map((row) => Number(row.id));

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await app.inject({ url, headers: backoffice });
  const elapsed = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return elapsed;
}
const historyUrl = (id: number) => `/api/dossier/${id}/docusign/history`;
const evidenceUrl = (id: number) => `/api/dossiers/${id}/evidence`;

const rows: Record<string, string>[] = [];
const firstReads: number[] = [];
const secondReads: number[] = [];
for (const id of folders) {
  const history = await timed(historyUrl(id));
  const evidence = await timed(evidenceUrl(id));
  const historyAgain = await timed(historyUrl(id));
  const evidenceAgain = await timed(evidenceUrl(id));
  firstReads.push(history, evidence);
  secondReads.push(historyAgain, evidenceAgain);
  rows.push({
    folder: String(id),
    'history, first': `${history.toFixed(0)} ms`,
    'evidence, first': `${evidence.toFixed(0)} ms`,
    'history, again': `${historyAgain.toFixed(0)} ms`,
    'evidence, again': `${evidenceAgain.toFixed(0)} ms`,
  });
}

// Readers at once on folders whose records are forgotten (as on a database seeded before they were
// made at seed time): each waits for the one generation.
const forgotten = folders.slice(0, FORGOTTEN);
await database.db.delete(dossierEvidence).where(inArray(dossierEvidence.dossierId, forgotten));
const filesBefore = await countFiles();
const concurrent: number[] = [];
const concurrentStarted = performance.now();
await Promise.all(
  forgotten.flatMap((id) =>
    Array.from({ length: READERS }, async (_, index) =>
      concurrent.push(await timed(index % 2 === 0 ? evidenceUrl(id) : historyUrl(id))),
    ),
  ),
);
const concurrentSeconds = (performance.now() - concurrentStarted) / 1000;
const filesMade = (await countFiles()) - filesBefore;

const format = (values: number[]) => {
  const summary = summarizeTimings(values);
  return `median ${summary.median.toFixed(0)} ms, p95 ${summary.p95.toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms (n=${summary.count})`;
};
console.log(
  `Records benchmark — Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load average ${os.loadavg()[0]!.toFixed(2)}; seed ${seedSeconds.toFixed(0)} s`,
);
console.table(rows);
console.log(`First read, history and evidence of ${folders.length} signed folders: ${format(firstReads)}`);
console.log(`Second read:                                          ${format(secondReads)}`);
console.log(
  `${READERS} readers at once on each of ${forgotten.length} forgotten folders: ${format(concurrent)}; ${concurrentSeconds.toFixed(1)} s in all; files stored meanwhile: ${filesMade} (one generation stores a history and an evidence file: ${2 * forgotten.length} when shared)`,
);
await bench.close();
