import { expect } from 'vitest';
import type { ValueEntry } from '@souscription/form-engine';
import { DEMO_HAPPY_PATH_VALUES, type DemoStep } from '../../src/seed/forms/demo-happy-path.js';
import { DEMO_BLOCK, DEMO_ELEMENT } from '../../src/seed/forms/demo-subscription-form.js';
import { FORM_ID_STRIDE } from '../../src/seed/seed-form-definitions.js';
import { createDemoDossiers, type DemoDossiers } from './demo-dossiers.js';
import type { TestApp } from './test-app.js';

const B = DEMO_BLOCK;
const E = DEMO_ELEMENT;

/** What a signing page address needs in a test: its path and the browser's signer cookie. */
export type Ceremony = { url: string; cookie: string };

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
    } = {},
  ) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dossiers',
      headers: await headersOf('conseiller'),
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
      await demo.putReceipts(id, step.receipts);
      const saved = await submit(id, step);
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

  /** `GET …/iframe`: the safe read. */
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
    return { url: response.json().docusign.url as string, cookie: setCookie.split(';')[0]! };
  }

  const open = (ceremony: Ceremony, cookie = ceremony.cookie) =>
    t.app.inject({ url: ceremony.url, headers: { cookie, 'user-agent': 'vitest' } });

  const decide = (ceremony: Ceremony, decision: 'sign' | 'decline', consent = true) =>
    t.app.inject({
      method: 'POST',
      url: ceremony.url,
      headers: { cookie: ceremony.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `decision=${decision}${consent ? '&consent=yes' : ''}`,
    });

  /** Opens the page and signs (or declines): the whole ceremony of one party. */
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
    const done = await decide(c, decision);
    expect(done.statusCode, done.body).toBe(303);
    return done;
  }

  return {
    init,
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
    decide,
    signAs,
  };
}
