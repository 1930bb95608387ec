/**
 * `npm run bench:documents`: in one run, on the embedded database (PGlite, in memory) with the demo
 * seed, the time to generate the three documents of one dossier (mission letter, adequacy report,
 * subscription form: median and p95, every document made again each time), the same call when the
 * documents are up to date (input hash unchanged), documents per second with 10 dossiers generated
 * at once, and beside them the time of `PUT /dossiers/{id}/values` for the same dossier.
 * Target: the three documents in under 150 ms at the median. Wall times wait for a core on a busy
 * machine: the CPU time this process spent and the load average are printed beside them.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.js';
import { loadConfig } from '../../apps/api/src/config.js';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { generatedDocuments } from '../../apps/api/src/db/schema.js';
import { generateBlockDocuments } from '../../apps/api/src/modules/documents/service/generate-block-documents.js';
import { DEMO_PASSWORD } from '../../apps/api/src/seed/demo-accounts.js';
import { DEMO_HAPPY_PATH_VALUES, type DemoStep } from '../../apps/api/src/seed/forms/demo-happy-path.js';
import { DEMO_BLOCK } from '../../apps/api/src/seed/forms/demo-subscription-form.js';
import { FORM_ID_STRIDE } from '../../apps/api/src/seed/seed-form-definitions.js';
import { seedDemo } from '../../apps/api/src/seed/seed-demo.js';
import { signInThroughProvider } from '../../apps/api/tests/support/sign-in-flow.js';
import { summarizeTimings } from '../shared/stats.js';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 30);
const CONCURRENCY = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BASE_URL = 'http://localhost:3000';

const database = await openDatabase({ dataDir: 'memory://' });
await seedDemo(database.db);
const config = loadConfig({
  publicUrl: BASE_URL,
  port: 3000,
  webDist: '/nonexistent',
  oidcIssuer: undefined,
  seedOnStart: false,
  listCacheSeconds: 0,
});
const app = await buildApp({ config, database, logger: false });
await app.ready();

const tokens = await signInThroughProvider(
  async (request) => {
    const response = await app.inject({
      method: request.method,
      url: request.url,
      headers: request.headers,
      ...(request.body ? { payload: request.body } : {}),
    });
    return { status: response.statusCode, headers: response.headers, body: response.body };
  },
  { baseUrl: BASE_URL, username: 'conseiller', password: DEMO_PASSWORD },
);
const headers = { authorization: `Bearer ${tokens.access_token}` };
const forms = (await app.inject({ url: '/api/forms', headers })).json().forms as {
  id: number;
  back_office: boolean;
}[];
const formId = forms.find((form) => !form.back_office)!.id;
const offset = formId * FORM_ID_STRIDE;

async function submit(id: number, step: DemoStep): Promise<number> {
  const { version } = (await app.inject({ url: `/api/dossiers/${id}`, headers })).json().dossier;
  const started = performance.now();
  const response = await app.inject({
    method: 'PUT',
    url: `/api/dossiers/${id}/values`,
    headers: { ...headers, 'if-match': String(version) },
    payload: {
      submittingBlockId: step.blockId + offset,
      values: step.values.map((v) => ({ elementId: v.elementId + offset, value: v.value })),
    },
  });
  const elapsed = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`block ${step.blockId}: ${response.body}`);
  return elapsed;
}

/** A dossier filled up to the mission letter (blocks asking for receipts left out). */
async function fillDossier(): Promise<number> {
  const created = await app.inject({ method: 'POST', url: '/api/dossiers', headers, payload: { formId } });
  const id = created.json().dossier.id as number;
  const upTo = DEMO_HAPPY_PATH_VALUES.findIndex((step) => step.blockId === DEMO_BLOCK.missionLetter);
  for (const step of DEMO_HAPPY_PATH_VALUES.slice(0, upTo)) {
    if (!step.receipts?.length) await submit(id, step);
  }
  return id;
}

const deps = { db: app.db, blobs: app.blobs, forms: app.forms };
const blocks = [DEMO_BLOCK.missionLetter + offset, DEMO_BLOCK.subscriptionSignature + offset];

/** The three documents of a dossier; `fresh` forgets the last copies first so all are made again. */
async function generateThree(id: number, fresh: boolean): Promise<number> {
  if (fresh) await app.db.delete(generatedDocuments).where(eq(generatedDocuments.dossierId, id));
  let count = 0;
  for (const blockId of blocks) count += (await generateBlockDocuments(deps, id, blockId)).length;
  return count;
}

console.log('Preparing dossiers…');
const dossierIds: number[] = [];
for (let i = 0; i < CONCURRENCY; i++) dossierIds.push(await fillDossier());
const [first] = dossierIds as [number];

// Warm-up: fonts parsed, form loaded and cached, JIT.
for (let i = 0; i < 3; i++) await generateThree(first, true);

const generation: number[] = [];
const generationCpu: number[] = [];
for (let i = 0; i < ITERATIONS; i++) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const count = await generateThree(first, true);
  const used = process.cpuUsage(cpu);
  generation.push(performance.now() - started);
  generationCpu.push((used.user + used.system) / 1000);
  if (count !== 3) throw new Error(`expected 3 documents, got ${count}`);
}
const upToDate: number[] = [];
for (let i = 0; i < ITERATIONS; i++) {
  const started = performance.now();
  await generateThree(first, false);
  upToDate.push(performance.now() - started);
}

let made = 0;
const concurrentStarted = performance.now();
for (let round = 0; round < ROUNDS; round++) {
  const counts = await Promise.all(dossierIds.map((id) => generateThree(id, true)));
  made += counts.reduce((sum, count) => sum + count, 0);
}
const concurrentSeconds = (performance.now() - concurrentStarted) / 1000;

const payment = DEMO_HAPPY_PATH_VALUES.find((step) => step.blockId === DEMO_BLOCK.payment)!;
const saves: number[] = [];
for (let i = 0; i < ITERATIONS; i++) saves.push(await submit(first, payment));

const format = (values: number[]) => {
  const summary = summarizeTimings(values);
  return `median ${summary.median.toFixed(1)} ms, p95 ${summary.p95.toFixed(1)} ms (n=${summary.count})`;
};
console.log('');
console.log(`Three documents of one dossier, made again:   ${format(generation)}`);
console.log(`  the same, CPU time of this process:          ${format(generationCpu)}`);
console.log(`Three documents of one dossier, up to date:   ${format(upToDate)}`);
console.log(
  `${CONCURRENCY} dossiers at once: ${made} documents in ${concurrentSeconds.toFixed(2)} s = ${(made / concurrentSeconds).toFixed(1)} documents/s`,
);
console.log(`PUT /dossiers/{id}/values (same dossier):      ${format(saves)}`);
const median = summarizeTimings(generation).median;
console.log(`Target: three documents < 150 ms at the median — ${median < 150 ? 'met' : 'NOT met'}`);
// Note: the machine's load tells whether the wall times above waited for a core.
console.log(
  `Load average while measuring: ${os
    .loadavg()
    .map((v) => v.toFixed(1))
    .join(' ')} (${os.cpus().length} cores)`,
);

await app.close();
await database.close();
