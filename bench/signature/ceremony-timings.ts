/**
 * The signing ceremony as signers live it, timed on the server (fastify.inject: no network): from
 * « Signer » in the wizard to the signing page shown (`POST …/ceremonies` then `GET /sign/…`), for the
 * first party (the envelope is opened then: its documents made, its recipients recorded) and for the
 * later ones; and, for each of the three signers in turn — the advisor signed in, then the subscriber
 * and his wife, the co-subscriber, hosted by him with a one-time code each (read in the demo mailbox) —
 * from the code typed to « signé » (`verify-code` then « Signer », whose answer waits for the party's
 * PAdES signature on each document; the advisor has no code: « Signer » to « signé »). The last
 * signature completes the envelope: before issue 32 point 7 its answer also waited for the sealing;
 * now the sealing job runs after it, timed apart. Each round is a new lead dossier filled to its
 * mission letter.
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

/** The parties of a round, in the order they sign: the advisor (signed in), then the two clients he hosts. */
export const SIGNING_ORDER = ['subscriber_advisor', 'subscriber', 'co_subscriber'] as const;
type TParty = (typeof SIGNING_ORDER)[number];

export type TCeremonyTimings = {
  /** « Signer » to the page shown, first party (envelope opened by the call). */
  firstOpened: number[];
  /** « Signer » to the page shown, a later party (envelope already out). */
  laterOpened: number[];
  /**
   * Per party, in signing order: the one-time code typed to « signé » (code checked, then consent and
   * signature); for the advisor, signed in, « Signer » (consent) to « signé ».
   */
  toSigned: Record<TParty, number[]>;
  /** After the last party's answer: the sealing job run to its end (null when the answer sealed). */
  sealing: number[] | null;
};

async function samplePdf(): Promise<string> {
  const document = await PDFDocument.create();
  document.addPage().drawText('Justificatif');
  return Buffer.from(await document.save()).toString('base64');
}

/** One mobile per round and person: the codes' per-destination throttle (ten an hour) is not what is measured. */
const mobileOf = (round: number, person: number) =>
  `+33 6 99 ${String(person).padStart(2, '0')} ${String(Math.floor(round / 100) % 100).padStart(2, '0')} ${String(round % 100).padStart(2, '0')}`;

/**
 * A lead dossier filled to its mission letter, receipts included: the subscriber and his wife, his
 * co-subscriber, each on her own mobile (three signers with the advisor).
 */
export async function fillForSignature(bench: DemoBenchApp, round: number, pdf: string): Promise<number> {
  const { app, headers, formId, offset } = bench;
  const created = await app.inject({
    method: 'POST',
    url: '/api/dossiers',
    headers,
    payload: { formId, clientId: null },
  });
  const id = created.json().dossier.id as number;
  // And one address each: a bench signing both steps sends each person two codes a round.
  const phones: Record<number, string> = {
    [DEMO_ELEMENT.subscriberPhone]: mobileOf(round, 1),
    [DEMO_ELEMENT.coPhone]: mobileOf(round, 2),
    [DEMO_ELEMENT.spousePhone]: mobileOf(round, 2),
    [DEMO_ELEMENT.subscriberEmail]: `bench-${round}-1@example.org`,
    [DEMO_ELEMENT.coEmail]: `bench-${round}-2@example.org`,
    [DEMO_ELEMENT.spouseEmail]: `bench-${round}-2@example.org`,
  };
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
      values: step.values.map((v) => (v.elementId in phones ? { ...v, value: phones[v.elementId]! } : v)),
    });
  }
  return id;
}

/** `POST …/ceremonies` then the page: its address and the browser's signer cookie. */
export type TPage = { url: string; cookie: string; address: string; asksCode: boolean };

/**
 * `POST …/ceremonies` then the page: its address, the browser's signer cookie, whether it asks for a
 * code. Each dossier's pages are opened from an address of its own, as each household signs from its
 * own device (the signing page's per-address limits are not what is measured).
 */
export async function openPage(
  bench: DemoBenchApp,
  id: number,
  party: string,
  step: 'mission' | 'subscription' = 'mission',
): Promise<TPage> {
  const { app, headers } = bench;
  const address = `10.9.${(id >> 8) & 255}.${id & 255}`;
  const opened = await app.inject({
    method: 'POST',
    url: `/api/dossiers/${id}/docusigns/${step}/ceremonies`,
    headers,
    remoteAddress: address,
    payload: { party },
  });
  if (opened.statusCode !== 201) throw new Error(`ceremony: ${opened.body}`);
  const url = opened.json().docusign.url as string;
  const cookie = String(opened.headers['set-cookie']).split(';')[0]!;
  const page = await app.inject({ url, remoteAddress: address, headers: { cookie } });
  if (page.statusCode !== 200) throw new Error(`page: ${page.statusCode}`);
  return { url, cookie, address, asksCode: page.body.includes('name="action" value="send-code"') };
}

function post(bench: DemoBenchApp, page: TPage, fields: Record<string, string>) {
  return bench.app.inject({
    method: 'POST',
    url: page.url,
    remoteAddress: page.address,
    headers: { cookie: page.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/**
 * One party's turn on its open page: the code sent and read in the demo mailbox (not timed), then,
 * timed, the code typed and « Signer » with the consent, to the answer (« signé »).
 */
export async function signOnPage(
  bench: DemoBenchApp,
  id: number,
  party: TParty,
  page: TPage,
): Promise<number> {
  let code = '';
  if (page.asksCode) {
    const sent = await post(bench, page, { action: 'send-code' });
    if (sent.statusCode !== 200) throw new Error(`code: ${sent.statusCode}`);
    const [recipient] = await bench.app.db
      .select({ id: signatureRecipients.id })
      .from(signatureRecipients)
      .innerJoin(signatureEnvelopes, eq(signatureEnvelopes.id, signatureRecipients.envelopeId))
      .where(
        and(
          eq(signatureEnvelopes.dossierId, id),
          eq(signatureEnvelopes.status, 'sent'),
          eq(signatureRecipients.party, party),
        ),
      );
    code = (await readDemoMailboxCode(bench.app.db, recipient!.id)) ?? '';
  }
  const started = performance.now();
  if (page.asksCode) {
    const verified = await post(bench, page, { action: 'verify-code', code });
    if (verified.statusCode !== 200) throw new Error(`verify: ${verified.statusCode}`);
  }
  const signed = await post(bench, page, {
    action: 'sign',
    consent: 'yes',
    consentVersion: CONSENT_TEXT.version,
  });
  if (signed.statusCode !== 303) throw new Error(`sign (${party}): ${signed.statusCode} ${signed.body}`);
  return performance.now() - started;
}

/**
 * The delivery worker's sealing job run now, to its end, when the app has one (the answer sealed
 * before it did); its time, or null.
 */
export async function sealNow(bench: DemoBenchApp): Promise<number | null> {
  const sealing = (bench.app as { sealing?: { run: () => Promise<number> } }).sealing;
  if (!sealing) return null;
  const started = performance.now();
  while ((await sealing.run()) > 0);
  return performance.now() - started;
}

/**
 * Runs `rounds` ceremonies (after one unmeasured warm-up) and answers their timings in ms. Each round
 * is a dossier whose three signers sign in turn; after the last one's answer the sealing job, when the
 * app has one, runs to its end before the next round (timed apart), as the delivery worker would.
 */
export async function measureCeremonies(bench: DemoBenchApp, rounds: number): Promise<TCeremonyTimings> {
  const pdf = await samplePdf();
  const toSigned = Object.fromEntries(SIGNING_ORDER.map((party) => [party, [] as number[]])) as Record<
    TParty,
    number[]
  >;
  const timings: TCeremonyTimings = { firstOpened: [], laterOpened: [], toSigned, sealing: [] };
  for (let round = -1; round < rounds; round++) {
    const id = await fillForSignature(bench, round + 1, pdf);
    const times: Partial<Record<TParty, number>> = {};
    const opened: number[] = [];
    for (const party of SIGNING_ORDER) {
      const started = performance.now();
      const page = await openPage(bench, id, party);
      opened.push(performance.now() - started);
      times[party] = await signOnPage(bench, id, party, page);
    }
    const sealed = await sealNow(bench);
    if (round < 0) continue;
    timings.firstOpened.push(opened[0]!);
    timings.laterOpened.push(...opened.slice(1));
    for (const party of SIGNING_ORDER) toSigned[party].push(times[party]!);
    if (sealed === null) timings.sealing = null;
    else timings.sealing?.push(sealed);
  }
  return timings;
}
