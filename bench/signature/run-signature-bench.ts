/**
 * `npm run bench:signature`: in one run, on the embedded database (PGlite, in memory) with the demo
 * seed, the time to seal one envelope of three documents (the mission letter, the adequacy report and
 * the subscription form of one dossier: each gets its signature panel page, its « Certificat de
 * signature » page and the platform's PAdES signature, then goes to the blob store) — median and p95 —,
 * envelopes per second with 10 envelopes sealed at once, and beside them the time to generate those
 * three documents. Target: one envelope sealed in under 300 ms at the median. The CPU time of this
 * process and the load average are printed too: wall times wait for a core on a busy machine.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../apps/api/src/db/client.js';
import type { GeneratedDocument } from '../../apps/api/src/modules/documents/service/generate-block-documents.js';
import { getPlatformSigner } from '../../apps/api/src/modules/signature/service/platform-signer.js';
import { sealPdf, type TCertificateEnvelope } from '../../apps/api/src/modules/signature/service/seal-pdf.js';
import { fillDemoDossier, generateDemoDocuments, startDemoBenchApp } from '../shared/demo-bench-app.js';
import { summarizeTimings } from '../shared/stats.js';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 30);
const CONCURRENCY = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const bench = await startDemoBenchApp();
const { app } = bench;
/** The three documents of a dossier, made again. */
const generateThree = (id: number): Promise<GeneratedDocument[]> => generateDemoDocuments(bench, id, true);

const signer = await getPlatformSigner(app.db, { p12: undefined, password: '' });
const parties = [
  { party: 'subscriber', name: 'Jean-Pierre MARTIN' },
  { party: 'co_subscriber', name: 'Claire MARTIN' },
  { party: 'subscriber_spouse', name: 'Claire MARTIN' },
  { party: 'subscriber_advisor', name: 'Antoine Durand' },
] as const;

/** Seals the three documents as the last signature of an envelope does, into the blob store. */
async function sealEnvelope(documents: GeneratedDocument[], envelopeId: number): Promise<void> {
  const now = new Date();
  const hashes = documents.map((document) => ({ name: document.filename, sha256: document.sha256 }));
  const events = parties.flatMap(({ party }) =>
    (['sent', 'delivered', 'signed'] as const).map((type) => ({
      type,
      party,
      at: now,
      userName: 'Antoine Durand',
      ip: '192.0.2.10',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36',
      documents: hashes,
    })),
  );
  const certificate: TCertificateEnvelope = {
    envelopeId,
    dossierId: 1,
    step: 'subscription',
    documents: hashes,
    parties: parties.map((party) => ({ ...party, status: 'signed' })),
    events,
  };
  for (const document of documents) {
    const sealed = await sealPdf({
      bytes: document.bytes,
      parties: parties.map((party) => ({ ...party, signedAt: now })),
      certificate,
      locale: 'fr',
      signer,
      signingTime: now,
    });
    await app.blobs.put(sealed);
  }
}

const dossierIds: number[] = [];
for (let i = 0; i < CONCURRENCY; i++) dossierIds.push(await fillDemoDossier(bench));
const first = dossierIds[0]!;

const generation: number[] = [];
for (let i = 0; i < ITERATIONS; i++) {
  const started = performance.now();
  await generateThree(first);
  generation.push(performance.now() - started);
}
const documentsOf = new Map<number, GeneratedDocument[]>();
for (const id of dossierIds) documentsOf.set(id, await generateThree(id));
const three = documentsOf.get(first)!;
const sizes = three.map(
  (document) => `${document.filename} ${(document.bytes.length / 1024).toFixed(0)} KiB`,
);

// Warm-up (JIT, fonts): not measured.
for (let i = 0; i < 3; i++) await sealEnvelope(three, 0);
const sealing: number[] = [];
const sealingCpu: number[] = [];
for (let i = 0; i < ITERATIONS; i++) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await sealEnvelope(three, i + 1);
  sealing.push(performance.now() - started);
  const used = process.cpuUsage(cpu);
  sealingCpu.push((used.user + used.system) / 1000);
}

let sealed = 0;
const concurrentStarted = performance.now();
for (let round = 0; round < ROUNDS; round++) {
  await Promise.all(
    dossierIds.map((id, index) => sealEnvelope(documentsOf.get(id)!, 1000 + round * 100 + index)),
  );
  sealed += dossierIds.length;
}
const concurrentSeconds = (performance.now() - concurrentStarted) / 1000;
const blobs = await queryRows<{ count: number }>(app.db, sql`SELECT count(*)::int AS count FROM blobs`);

const format = (values: number[]) => {
  const summary = summarizeTimings(values);
  return `median ${summary.median.toFixed(1)} ms, p95 ${summary.p95.toFixed(1)} ms (n=${summary.count})`;
};
console.log('');
console.log(`Documents: ${sizes.join(', ')}; ${blobs[0]?.count ?? 0} blobs stored`);
console.log(`Generate the three documents (made again):   ${format(generation)}`);
console.log(`Seal one envelope of the three documents:     ${format(sealing)}`);
console.log(`  the same, CPU time of this process:         ${format(sealingCpu)}`);
console.log(
  `${CONCURRENCY} envelopes at once: ${sealed} envelopes in ${concurrentSeconds.toFixed(2)} s = ${(sealed / concurrentSeconds).toFixed(1)} envelopes/s`,
);
const median = summarizeTimings(sealing).median;
console.log(`Target: one envelope sealed < 300 ms at the median — ${median < 300 ? 'met' : 'NOT met'}`);
console.log(
  `Load average while measuring: ${os
    .loadavg()
    .map((v) => v.toFixed(1))
    .join(' ')} (${os.cpus().length} cores)`,
);

await bench.close();
