import { expect, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ValueEntry } from '@souscription/form-engine';
import { queryRows } from '../../src/db/client.js';
import { readDemoMailboxCode } from '../../src/modules/messages/index.js';
import { CONSENT_TEXT } from '../../src/modules/signature/ceremony/consent-text.js';
import { DEMO_HAPPY_PATH_VALUES, type DemoStep } from '../../src/seed/forms/demo-happy-path.js';
import { DEMO_BLOCK, DEMO_ELEMENT } from '../../src/seed/forms/demo-subscription-form.js';
import { FORM_ID_STRIDE } from '../../src/seed/seed-form-definitions.js';
import { createDemoDossiers, type DemoDossiers } from './demo-dossiers.js';
import type { TestApp } from './test-app.js';

const B = DEMO_BLOCK;
const E = DEMO_ELEMENT;

/** What a signing page address needs in a test: its path, the browser's signer cookie, whose it is. */
export type Ceremony = { url: string; cookie: string; dossierId: number; party: string };

/**
 * The address a dossier's signers sign from in tests: one device per dossier, as people have, so that
 * the signing page's per-address limits (issue 32) count each dossier's ceremonies apart.
 */
export function signerAddressOf(ceremony: Pick<Ceremony, 'dossierId'>): string {
  return `10.${(ceremony.dossierId >> 16) & 255}.${(ceremony.dossierId >> 8) & 255}.${ceremony.dossierId & 255}`;
}

/** A form post of the signing page. */
export function pagePost(ceremony: Ceremony, fields: Record<string, string>, cookie = ceremony.cookie) {
  return {
    method: 'POST' as const,
    url: ceremony.url,
    remoteAddress: signerAddressOf(ceremony),
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'vitest' },
    payload: new URLSearchParams(fields).toString(),
  };
}

/**
 * The demo subscription filled through the API up to (not including) the mission letter, by
 * `username`, for a customer or as a lead; `twoParties` makes the subscriber single without a
 * co-subscriber (the subscriber and the advisor sign), else married with his wife as co-subscriber
 * (four parties: she is co-subscriber and spouse, one person who signs once for both, so three
 * signers). Receipts are uploaded as the wizard does: every earlier block must be complete for a
 * ceremony to open.
 */
export function createSignatureDriver(t: TestApp) {
  let formId = 0;
  let offset = 0;
  let demo: DemoDossiers;
  const headersOf = (username: string) => t.authAs(username);

  async function init() {
    demo = await createDemoDossiers(t);
    formId = demo.formId;
    offset = formId * FORM_ID_STRIDE;
  }

  async function getDossier(id: number, username = 'conseiller') {
    const response = await t.app.inject({ url: `/api/dossiers/${id}`, headers: await headersOf(username) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().dossier as { id: number; status: string[]; version: number };
  }

  async function submit(id: number, step: DemoStep, username = 'conseiller') {
    const version = (await getDossier(id, username)).version;
    return t.app.inject({
      method: 'PUT',
      url: `/api/dossiers/${id}/values`,
      headers: { ...(await headersOf(username)), 'if-match': String(version) },
      payload: {
        submittingBlockId: step.blockId + offset,
        values: step.values.map((v: ValueEntry) => ({ elementId: v.elementId + offset, value: v.value })),
      },
    });
  }

  function stepsFor(twoParties: boolean): DemoStep[] {
    const upTo = DEMO_HAPPY_PATH_VALUES.findIndex((step) => step.blockId === B.missionLetter);
    const steps = DEMO_HAPPY_PATH_VALUES.slice(0, upTo);
    if (!twoParties) return steps;
    return steps
      .filter((step) => step.blockId !== B.coSubscriber && step.blockId !== B.spouse)
      .map((step) => ({
        ...step,
        values: step.values
          .filter((v) => v.elementId !== E.matrimonialRegime)
          .map((v) =>
            v.elementId === E.maritalStatus
              ? { ...v, value: 'celibataire' }
              : v.elementId === E.hasCoSubscriber
                ? { ...v, value: 'Non' }
                : v,
          ),
      }));
  }

  async function createFilledDossier(
    options: {
      clientId?: number | null;
      twoParties?: boolean;
      /** Answers that differ from the happy path's, by local element id. */
      overrides?: Record<number, string>;
      /** Who creates and fills it (the advisor unless given: `prospect.direct` fills their own). */
      username?: string;
    } = {},
  ) {
    const username = options.username ?? 'conseiller';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dossiers',
      headers: await headersOf(username),
      payload: { formId, clientId: options.clientId ?? null },
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().dossier.id as number;
    const overrides = options.overrides ?? {};
    for (const happy of stepsFor(options.twoParties ?? false)) {
      const step = {
        ...happy,
        values: happy.values.map((v) =>
          v.elementId in overrides ? { ...v, value: overrides[v.elementId]! } : v,
        ),
      };
      await demo.putReceipts(id, step.receipts, username);
      const saved = await submit(id, step, username);
      expect(saved.statusCode, `block ${step.blockId}: ${saved.body}`).toBe(200);
    }
    return id;
  }

  /** The block submission of a signature block, as the wizard saves it before signing. */
  async function submitSignatureBlock(id: number, step: 'mission' | 'subscription', username = 'conseiller') {
    const blockId = step === 'mission' ? B.missionLetter : B.subscriptionSignature;
    const demo = DEMO_HAPPY_PATH_VALUES.find((candidate) => candidate.blockId === blockId)!;
    return submit(id, demo, username);
  }

  /** `GET …/iframe`: the party's signing address while the envelope is out (409 before). */
  async function iframe(id: number, step: string, party: string, username: string) {
    return t.app.inject({
      url: `/api/dossiers/${id}/docusigns/${step}/iframe?party=${party}`,
      headers: await headersOf(username),
    });
  }

  /** `POST …/ceremonies`: opens the party's ceremony (the envelope on the first call). */
  async function openCeremony(id: number, step: string, party: string, username: string) {
    return t.app.inject({
      method: 'POST',
      url: `/api/dossiers/${id}/docusigns/${step}/ceremonies`,
      headers: await headersOf(username),
      payload: { party },
    });
  }

  /** Opens the ceremony as `username` and answers its address with the cookie set. */
  async function ceremony(id: number, step: string, party: string, username: string): Promise<Ceremony> {
    const response = await openCeremony(id, step, party, username);
    expect(response.statusCode, response.body).toBe(201);
    const setCookie = String(response.headers['set-cookie'] ?? '');
    return {
      url: response.json().docusign.url as string,
      cookie: setCookie.split(';')[0]!,
      dossierId: id,
      party,
    };
  }

  const open = (ceremony: Ceremony, cookie = ceremony.cookie) =>
    t.app.inject({
      url: ceremony.url,
      remoteAddress: signerAddressOf(ceremony),
      headers: { cookie, 'user-agent': 'vitest' },
    });

  /** « Recevoir un code » on the page. */
  const sendCode = (ceremony: Ceremony) => t.app.inject(pagePost(ceremony, { action: 'send-code' }));

  /** The six digits typed on the page. */
  const typeCode = (ceremony: Ceremony, code: string) =>
    t.app.inject(pagePost(ceremony, { action: 'verify-code', code }));

  /** The party's recipient on the step's open envelope (by party or the party it also is). */
  async function recipientIdOf(ceremony: Ceremony): Promise<number> {
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT r.id FROM signature_recipients r JOIN signature_envelopes e ON e.id = r.envelope_id
          WHERE e.dossier_id = ${ceremony.dossierId} AND e.status = 'sent'
            AND (r.party = ${ceremony.party} OR r.also_party = ${ceremony.party})
          ORDER BY r.id DESC LIMIT 1`,
    );
    return Number(row!.id);
  }

  /** The latest code the party received, read where they read it (the demo mailbox). */
  async function receivedCode(ceremony: Ceremony): Promise<string> {
    const code = await readDemoMailboxCode(t.database.db, await recipientIdOf(ceremony));
    expect(code).toMatch(/^\d{6}$/);
    return code!;
  }

  /** The code step as the party goes through it: « Recevoir un code », read, typed, verified. */
  async function passCode(ceremony: Ceremony) {
    const sent = await sendCode(ceremony);
    expect(sent.statusCode, sent.body).toBe(200);
    const verified = await typeCode(ceremony, await receivedCode(ceremony));
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.body).toContain('Code vérifié');
    return verified;
  }

  /** « Signer » (consent given unless `consent` is false) or « Refuser » with a reason. */
  const decide = (
    ceremony: Ceremony,
    decision: 'sign' | 'decline',
    consent = true,
    reason = 'Je souhaite relire les documents avec mon notaire.',
  ) =>
    t.app.inject(
      pagePost(
        ceremony,
        decision === 'sign'
          ? {
              action: 'sign',
              consentVersion: CONSENT_TEXT.version,
              ...(consent ? { consent: 'yes' } : {}),
            }
          : { action: 'decline', reason },
      ),
    );

  /** Opens the page, passes the code step when the page asks for one, and signs (or declines). */
  async function signAs(
    id: number,
    step: string,
    party: string,
    username: string,
    decision: 'sign' | 'decline' = 'sign',
  ) {
    const c = await ceremony(id, step, party, username);
    const page = await open(c);
    expect(page.statusCode, page.body).toBe(200);
    if (decision === 'sign' && page.body.includes('name="action" value="send-code"')) await passCode(c);
    const done = await decide(c, decision);
    expect(done.statusCode, done.body).toBe(303);
    return done;
  }

  /**
   * Waits for the dossier's completed envelopes to be sealed, running the sealing job as the delivery
   * worker does after the last signature's answer (the app's own worker may hold the job meanwhile).
   */
  async function untilSealed(id: number) {
    await vi.waitFor(
      async () => {
        await t.app.sealing.run();
        const [row] = await queryRows<{ pending: number | string }>(
          t.database.db,
          sql`SELECT count(*) AS pending FROM signature_envelopes
              WHERE dossier_id = ${id} AND completed_at IS NOT NULL AND sealed_at IS NULL`,
        );
        expect(Number(row!.pending), `dossier ${id}: envelopes still being sealed`).toBe(0);
      },
      { timeout: 180_000, interval: 50 },
    );
  }

  /**
   * Mission letter and adequacy report, then the subscription form, signed by both and sealed; in
   * English when asked (the dossier's language is its documents': the subscriber opens each in English).
   */
  async function signedDossier(
    clientId: number,
    locale: 'fr' | 'en' = 'fr',
    overrides?: Record<number, string>,
  ): Promise<number> {
    const id = await createFilledDossier({ clientId, twoParties: true, overrides });
    for (const step of ['mission', 'subscription'] as const) {
      expect((await submitSignatureBlock(id, step)).statusCode).toBe(200);
      if (locale === 'en') {
        const opened = await t.app.inject({
          method: 'POST',
          url: `/api/dossiers/${id}/docusigns/${step}/ceremonies`,
          headers: { ...(await t.authAs('client')), 'accept-language': 'en' },
          payload: { party: 'subscriber' },
        });
        expect(opened.statusCode, opened.body).toBe(201);
      }
      await signAs(id, step, 'subscriber', 'client');
      await signAs(id, step, 'subscriber_advisor', 'conseiller');
      await untilSealed(id);
    }
    return id;
  }

  /** The customer record of a customer account (`client`: Claire, whose folders the advisor makes). */
  async function customerIdOf(username: string): Promise<number> {
    const [user] = await queryRows<{ customer_id: number }>(
      t.database.db,
      sql`SELECT customer_id FROM users WHERE username = ${username}`,
    );
    expect(user?.customer_id, username).toBeTypeOf('number');
    return user!.customer_id;
  }

  return {
    init,
    customerIdOf,
    signedDossier,
    get formId() {
      return formId;
    },
    get offset() {
      return offset;
    },
    getDossier,
    submit,
    createFilledDossier,
    submitSignatureBlock,
    iframe,
    openCeremony,
    ceremony,
    open,
    sendCode,
    typeCode,
    receivedCode,
    passCode,
    decide,
    signAs,
    untilSealed,
  };
}
