/**
 * `npm run bench:signature`: on the embedded database (PGlite, in memory) with the demo seed and the
 * platform's PKI (made on start, kept in the database), three measures of the PAdES signing path:
 * one party's signature of one document (a short-lived certificate issued and recorded, the CAdES
 * signature with its signature timestamp from the platform's timestamp unit, the incremental update)
 * — target < 100 ms at the median —; the completion of an envelope of three documents signed by three
 * parties (validation data and a document timestamp on each: B-LTA) — target < 300 ms —; and the
 * verification of one such document (four signatures: three parties and the document timestamp) —
 * target < 50 ms. Then the ceremony as signers live it (ceremony-timings.ts): from « Signer » to
 * the signing page shown, and from the one-time code typed to « signé » for the first, a middle and
 * the last party (target: the last party's median ≤ 1.5× the middle one's). Medians and p95; CPU time
 * of this process and the load average beside them. Last, against the real server over HTTP
 * (bomb-load.ts): 8 decompression bombs beside 8 genuine verifications, `/api/health` p99 against
 * its idle p99 (target ≤ 3×) and the server's memory growth (target ≤ 256 MB).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { readPdfSignatures, verifyPdf } from '@souscription/pdf-signature';
import { getPki, type TPki } from '../../apps/api/src/modules/pki/index.js';
import type { GeneratedDocument } from '../../apps/api/src/modules/documents/service/generate-block-documents.js';
import { appendPartySignature } from '../../apps/api/src/modules/signature/service/apply-recipient-signature.js';
import { appendValidationAndTimestamp } from '../../apps/api/src/modules/signature/service/pades-documents.js';
import { fillDemoDossier, generateDemoDocuments, startDemoBenchApp } from '../shared/demo-bench-app.js';
import { describeBombLoad, measureBombLoad } from './bomb-load.js';
import { measureCeremonies, SIGNING_ORDER } from './ceremony-timings.js';
import { summarizeTimings } from '../shared/stats.js';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 30);
/** Ceremonies measured (each on a dossier filled for it). */
const CEREMONY_ROUNDS = Number(process.env.BENCH_CEREMONY_ROUNDS ?? 12);

const bench = await startDemoBenchApp();
const { app } = bench;
const pki: TPki = await getPki(app.db, app.config);
const parties = [
  { party: 'subscriber', name: 'Jean-Pierre MARTIN', email: 'jp.martin@example.com' },
  { party: 'co_subscriber', name: 'Claire MARTIN', email: 'claire.martin@example.com' },
  { party: 'subscriber_advisor', name: 'Antoine Durand', email: 'antoine.durand@example.com' },
] as const;

/** One party's turn on one document: its certificate (as applyRecipientSignature issues it), its signature. */
async function signAs(pdf: Uint8Array, index: number, envelopeId: number): Promise<Uint8Array> {
  const party = parties[index]!;
  const now = new Date();
  const identity = await pki.issueSignerCertificate({
    name: party.name,
    email: party.email,
    policyText:
      'Identité du signataire vérifiée par un code à usage unique envoyé par SMS à son numéro de mobile.',
    notBefore: new Date(now.getTime() - 60_000),
    validUntil: new Date(now.getTime() + 3600_000),
    envelopeId,
    party: party.party,
  });
  return appendPartySignature(pki, pdf, {
    identity,
    ...party,
    signedAt: now,
    certify: index === 0,
    proof: {
      authentication: 'otp_sms',
      codeChannel: 'sms',
      maskedDestination: '+33 6 •• •• •• 78',
      deliveredTo: 'destination',
      sessionUserName: null,
    },
    locale: 'fr',
  });
}

async function signedByAll(document: GeneratedDocument, envelopeId: number): Promise<Uint8Array> {
  let pdf = document.bytes;
  for (let index = 0; index < parties.length; index++) pdf = await signAs(pdf, index, envelopeId);
  return pdf;
}

async function complete(pdf: Uint8Array): Promise<Uint8Array> {
  const closed = await appendValidationAndTimestamp(pki, pdf, readPdfSignatures(pdf));
  await app.blobs.put(closed);
  return closed;
}

async function measure(
  run: (iteration: number) => Promise<unknown>,
): Promise<{ wall: number[]; cpu: number[] }> {
  for (let i = 0; i < 3; i++) await run(-1 - i); // warm-up (JIT, parsed CA certificates): not measured
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const usage = process.cpuUsage();
    const started = performance.now();
    await run(i);
    wall.push(performance.now() - started);
    const used = process.cpuUsage(usage);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall, cpu };
}

const three = await generateDemoDocuments(bench, await fillDemoDossier(bench), true);
const first = three[0]!;

const oneSignature = await measure(async (i) => app.blobs.put(await signAs(first.bytes, 0, 10_000 + i)));
const signedThree = await Promise.all(three.map((document, index) => signedByAll(document, 20_000 + index)));
const completion = await measure(async () => {
  for (const pdf of signedThree) await complete(pdf);
});
const closed = await complete(signedThree[0]!);
const verification = await measure(async () => {
  const report = await verifyPdf(closed, { trustAnchors: pki.trustAnchors });
  if (report.signatures.some((signature) => !signature.integrity))
    throw new Error('a signature does not verify');
});
const levels = (await verifyPdf(closed, { trustAnchors: pki.trustAnchors })).signatures.map(
  (signature) => signature.level ?? 'document timestamp',
);

const ceremonies = await measureCeremonies(bench, CEREMONY_ROUNDS);

const format = (values: number[]) => {
  const summary = summarizeTimings(values);
  return `median ${summary.median.toFixed(1)} ms, p95 ${summary.p95.toFixed(1)} ms (n=${summary.count})`;
};
const verdict = (values: number[], target: number) =>
  summarizeTimings(values).median < target ? `met (< ${target} ms)` : `NOT met (target < ${target} ms)`;
console.log('');
console.log(
  `Documents: ${three.map((document) => `${document.filename} ${(document.bytes.length / 1024).toFixed(0)} KiB`).join(', ')}`,
);
console.log(`One party's signature of one document (certificate, B-T, stored): ${format(oneSignature.wall)}`);
console.log(`  CPU time of this process:                                        ${format(oneSignature.cpu)}`);
console.log(`  target: ${verdict(oneSignature.wall, 100)}`);
console.log(
  `Completion of an envelope of three documents (DSS + document timestamp, stored): ${format(completion.wall)}`,
);
console.log(
  `  CPU time of this process:                                                        ${format(completion.cpu)}`,
);
console.log(`  target: ${verdict(completion.wall, 300)}`);
console.log(`Verification of one signed document (${levels.join(', ')}): ${format(verification.wall)}`);
console.log(`  CPU time of this process:                  ${format(verification.cpu)}`);
console.log(`  target: ${verdict(verification.wall, 50)}`);
console.log(
  `« Signer » to the signing page shown, first party (envelope and its documents made): ${format(ceremonies.firstOpened)}`,
);
console.log(
  `« Signer » to the signing page shown, a later party (envelope already out):          ${format(ceremonies.laterOpened)}`,
);
const [firstParty, middleParty, lastParty] = SIGNING_ORDER;
console.log('One-time code typed to « signé » (code checked, consent, PAdES signature of each document):');
console.log(
  `  first party (${firstParty}, signed in: « Signer » to « signé », no code): ${format(ceremonies.toSigned[firstParty])}`,
);
console.log(
  `  middle party (${middleParty}, hosted, code):                   ${format(ceremonies.toSigned[middleParty])}`,
);
console.log(
  `  last party (${lastParty}, hosted, code; completes the envelope): ${format(ceremonies.toSigned[lastParty])}`,
);
const lastRatio =
  summarizeTimings(ceremonies.toSigned[lastParty]).median /
  summarizeTimings(ceremonies.toSigned[middleParty]).median;
console.log(
  `  last / middle party, medians: ${lastRatio.toFixed(2)}× — target ≤ 1.5×: ${lastRatio <= 1.5 ? 'met' : 'NOT met'}`,
);
console.log(
  ceremonies.sealing
    ? `  sealing after the last answer (delivery worker's job, run at once): ${format(ceremonies.sealing)}`
    : "  sealing: inside the last party's answer",
);
const loadAverage = () =>
  `${os
    .loadavg()
    .map((v) => v.toFixed(1))
    .join(' ')} (${os.cpus().length} cores)`;
console.log(`Load average while measuring: ${loadAverage()}`);

await bench.close();
if (process.env.BENCH_SKIP_BOMBS !== 'true') {
  const bombLoad = await measureBombLoad(closed);
  console.log('');
  for (const line of describeBombLoad(bombLoad)) console.log(line);
  console.log(`Load average after the bombs: ${loadAverage()}`);
}
