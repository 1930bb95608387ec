/**
 * The signing ceremony as a signer lives it, timed on the server (fastify.inject: no network):
 * from « Signer » in the wizard to the signing page shown (`POST …/ceremonies` then `GET /sign/…`),
 * for the first party (the envelope is opened then: its documents made, its recipients recorded) and
 * for a later one; and from the code typed to « signé » (`verify-code` then « Signer », whose answer
 * waits for the party's PAdES signature on each document). Each round is a new lead dossier filled
 * to its mission letter, its subscriber hosted by the advisor (her code read in the demo mailbox).
 */
import { performance } from 'node:perf_hooks';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { signatureEnvelopes, signatureRecipients } from '../../apps/api/src/db/schema.js';
import { readDemoMailboxCode } from '../../apps/api/src/modules/messages/index.js';
import { CONSENT_TEXT } from '../../apps/api/src/modules/signature/ceremony/consent-text.js';
import { DEMO_HAPPY_PATH_VALUES } from '../../apps/api/src/seed/forms/demo-happy-path.js';
import { DEMO_BLOCK, DEMO_ELEMENT } from '../../apps/api/src/seed/forms/demo-subscription-form.js';
import { saveDemoStep, type DemoBenchApp } from '../shared/demo-bench-app.js';

export type TCeremonyTimings = {
  /** « Signer » to the page shown, first party (envelope opened by the call). */
  firstOpened: number[];
  /** « Signer » to the page shown, a later party (envelope already out). */
  laterOpened: number[];
  /** The code typed to « signé » (code checked, then consent and signature). */
  codeToSigned: number[];
};

async function samplePdf(): Promise<string> {
  const document = await PDFDocument.create();
  document.addPage().drawText('Justificatif');
  return Buffer.from(await document.save()).toString('base64');
}

/** A lead dossier filled to its mission letter, receipts included, its subscriber on her own mobile. */
async function fillForSignature(bench: DemoBenchApp, round: number, pdf: string): Promise<number> {
  const { app, headers, formId, offset } = bench;
  const created = await app.inject({
    method: 'POST',
    url: '/api/dossiers',
    headers,
    payload: { formId, clientId: null },
  });
  const id = created.json().dossier.id as number;
  // One mobile per round: the codes' per-destination throttle (ten an hour) is not what is measured.
  const mobile = `+33 6 99 00 ${String(Math.floor(round / 100) % 100).padStart(2, '0')} ${String(round % 100).padStart(2, '0')}`;
  const upTo = DEMO_HAPPY_PATH_VALUES.findIndex((step) => step.blockId === DEMO_BLOCK.missionLetter);
  for (const step of DEMO_HAPPY_PATH_VALUES.slice(0, upTo + 1)) {
    if (step.receipts?.length) {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/dossiers/${id}/receipts`,
        headers,
        payload: {
          receipts: step.receipts.map((receipt) => ({
            elementId: receipt.elementId + offset,
            typeId: receipt.typeId,
            title: receipt.title,
            value: pdf,
          })),
        },
      });
      if (response.statusCode !== 200) throw new Error(`receipts: ${response.body}`);
    }
    await saveDemoStep(bench, id, {
      ...step,
      values: step.values.map((v) =>
        v.elementId === DEMO_ELEMENT.subscriberPhone ? { ...v, value: mobile } : v,
      ),
    });
  }
  return id;
}

/** `POST …/ceremonies` then the page: its address and the browser's signer cookie. */
async function openPage(bench: DemoBenchApp, id: number, party: string) {
  const { app, headers } = bench;
  const opened = await app.inject({
    method: 'POST',
    url: `/api/dossiers/${id}/docusigns/mission/ceremonies`,
    headers,
    payload: { party },
  });
  if (opened.statusCode !== 201) throw new Error(`ceremony: ${opened.body}`);
  const url = opened.json().docusign.url as string;
  const cookie = String(opened.headers['set-cookie']).split(';')[0]!;
  const page = await app.inject({ url, headers: { cookie } });
  if (page.statusCode !== 200) throw new Error(`page: ${page.statusCode}`);
  return { url, cookie };
}

function post(bench: DemoBenchApp, page: { url: string; cookie: string }, fields: Record<string, string>) {
  return bench.app.inject({
    method: 'POST',
    url: page.url,
    headers: { cookie: page.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Runs `rounds` ceremonies (after one unmeasured warm-up) and answers their timings in ms. */
export async function measureCeremonies(bench: DemoBenchApp, rounds: number): Promise<TCeremonyTimings> {
  const pdf = await samplePdf();
  const timings: TCeremonyTimings = { firstOpened: [], laterOpened: [], codeToSigned: [] };
  for (let round = -1; round < rounds; round++) {
    const id = await fillForSignature(bench, round + 1, pdf);
    let started = performance.now();
    const subscriber = await openPage(bench, id, 'subscriber');
    const firstOpened = performance.now() - started;

    const sent = await post(bench, subscriber, { action: 'send-code' });
    if (sent.statusCode !== 200) throw new Error(`code: ${sent.statusCode}`);
    const [recipient] = await bench.app.db
      .select({ id: signatureRecipients.id })
      .from(signatureRecipients)
      .innerJoin(signatureEnvelopes, eq(signatureEnvelopes.id, signatureRecipients.envelopeId))
      .where(and(eq(signatureEnvelopes.dossierId, id), eq(signatureRecipients.party, 'subscriber')));
    const code = await readDemoMailboxCode(bench.app.db, recipient!.id);

    started = performance.now();
    const verified = await post(bench, subscriber, { action: 'verify-code', code: code ?? '' });
    if (verified.statusCode !== 200) throw new Error(`verify: ${verified.statusCode}`);
    const signed = await post(bench, subscriber, {
      action: 'sign',
      consent: 'yes',
      consentVersion: CONSENT_TEXT.version,
    });
    if (signed.statusCode !== 303) throw new Error(`sign: ${signed.statusCode}`);
    const codeToSigned = performance.now() - started;

    started = performance.now();
    await openPage(bench, id, 'subscriber_advisor');
    const laterOpened = performance.now() - started;
    if (round < 0) continue;
    timings.firstOpened.push(firstOpened);
    timings.laterOpened.push(laterOpened);
    timings.codeToSigned.push(codeToSigned);
  }
  return timings;
}
