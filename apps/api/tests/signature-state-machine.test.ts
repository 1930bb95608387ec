import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.js';
import { DEMO_HAPPY_PATH_VALUES } from '../src/seed/forms/demo-happy-path.js';
import { findEnvelope, findRecipients, lockDossier } from '../src/modules/signature/queries.js';
import {
  ENVELOPE_TRANSITIONS,
  PARTY_TRANSITIONS,
  applyTransition,
  mayMoveEnvelope,
  mayMoveParty,
} from '../src/modules/signature/service/signature-transitions.js';
import { ApiError } from '../src/shared/api-error.js';
import { createSignatureDriver } from './support/signature-helpers.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let d: ReturnType<typeof createSignatureDriver>;
let claireId: number;

beforeAll(async () => {
  t = await createTestApp();
  d = createSignatureDriver(t);
  await d.init();
  claireId = await d.customerIdOf('client');
}, 120_000);
afterAll(async () => t?.close());

const envelopesOf = async (dossierId: number) =>
  (
    await queryRows<{ id: number; status: string }>(
      t.database.db,
      sql`SELECT id, status FROM signature_envelopes WHERE dossier_id = ${dossierId} ORDER BY id`,
    )
  ).map((row) => ({ id: Number(row.id), status: row.status }));

const missionStates = async (id: number) =>
  (await d.getDossier(id)).status.filter((state) => state.startsWith('mission_')).sort();

/** Claire (her own account) and the advisor, the advisor having signed the mission first. */
async function missionSignedByAdvisorOnly(): Promise<number> {
  const id = await d.createFilledDossier({ clientId: claireId, twoParties: true });
  expect((await d.submitSignatureBlock(id, 'mission')).statusCode).toBe(200);
  await d.signAs(id, 'mission', 'subscriber_advisor', 'conseiller');
  expect(await missionStates(id)).toEqual([
    'mission_sent_to_subscriber',
    'mission_signed_by_subscriber_advisor',
    'mission_validation',
  ]);
  return id;
}

/** After an envelope closed: the answers change again, then every party signs a new envelope. */
async function expectRestartable(id: number) {
  // The answers may be edited again (the mission block saved as the wizard does before signing).
  expect((await d.submitSignatureBlock(id, 'mission')).statusCode).toBe(200);
  // The advisor's signature on the closed envelope is void: his part is his to sign again.
  const read = await d.iframe(id, 'mission', 'subscriber_advisor', 'conseiller');
  expect(read.statusCode, read.body).toBe(409);
  expect(read.json().errors[0].message).toBe('docusign.error-open-required');
  await d.signAs(id, 'mission', 'subscriber_advisor', 'conseiller');
  await d.signAs(id, 'mission', 'subscriber', 'client');
  expect(await missionStates(id)).toContain('mission_validated');
  expect((await envelopesOf(id)).map((envelope) => envelope.status).at(-1)).toBe('completed');
}

describe('the state machine’s tables', () => {
  it('lets an envelope end once, a completed one only be voided, a party act only on an envelope out', () => {
    expect(mayMoveEnvelope('sent', 'declined')).toBe(true);
    expect(mayMoveEnvelope('completed', 'voided')).toBe(true);
    for (const to of ['completed', 'declined', 'expired', 'cancelled'] as const)
      expect(mayMoveEnvelope('completed', to)).toBe(false);
    for (const from of ['declined', 'expired', 'cancelled', 'voided'] as const)
      expect(ENVELOPE_TRANSITIONS[from]).toEqual([]);
    expect(mayMoveParty('sent', 'delivered', 'signed')).toBe(true);
    expect(mayMoveParty('declined', 'delivered', 'signed')).toBe(false);
    expect(mayMoveParty('cancelled', 'sent', 'declined')).toBe(false);
    expect(PARTY_TRANSITIONS.signed).toEqual([]);
    expect(mayMoveParty('sent', 'signed', 'declined')).toBe(false);
  });
});

describe('refusal, then a new signature', () => {
  it('voids the advisor’s signature when the client refuses: his button comes back, both sign again', async () => {
    const id = await missionSignedByAdvisorOnly();
    await d.signAs(id, 'mission', 'subscriber', 'client', 'decline');
    // Closed: the refusal stays said, the advisor's signature and the « out » state go.
    expect(await missionStates(id)).toEqual(['mission_declined_by_subscriber']);
    expect((await envelopesOf(id)).map((envelope) => envelope.status)).toEqual(['declined']);
    await expectRestartable(id);
  });

  it('refuses with 409 a party’s move on the closed envelope, and an end after its end', async () => {
    const id = await missionSignedByAdvisorOnly();
    await d.signAs(id, 'mission', 'subscriber', 'client', 'decline');
    const [closed] = await envelopesOf(id);
    const outcome = await t.database.db.transaction(async (tx) => {
      const dossier = (await lockDossier(tx, id))!;
      const envelope = (await findEnvelope(tx, closed!.id))!;
      const recipients = await findRecipients(tx, closed!.id);
      const advisor = recipients.find((recipient) => recipient.party === 'subscriber_advisor')!;
      const party = await applyTransition(tx, dossier, {
        kind: 'party',
        envelope,
        recipient: { ...advisor, status: 'delivered' },
        to: 'signed',
        set: {},
      }).catch((error: unknown) => error);
      const end = await applyTransition(tx, dossier, {
        kind: 'envelope',
        envelope,
        to: 'cancelled',
        at: new Date(),
      });
      return { party, end };
    });
    expect(outcome.party).toBeInstanceOf(ApiError);
    expect((outcome.party as ApiError).statusCode).toBe(409);
    expect((outcome.party as ApiError).errors).toEqual([
      { property: 'party', message: 'docusign.error-not-open' },
    ]);
    expect(outcome.end).toBeNull();
    expect((await envelopesOf(id)).map((envelope) => envelope.status)).toEqual(['declined']);
  });
});

describe('cancel, then a new signature', () => {
  it('voids the signatures given, opens nothing, and lets every party sign a new envelope', async () => {
    const id = await missionSignedByAdvisorOnly();
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/dossiers/${id}/docusigns/mission/cancel`,
      headers: await t.authAs('conseiller'),
      payload: { reason: 'Montant à revoir' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await missionStates(id)).toEqual([]);
    expect((await envelopesOf(id)).map((envelope) => envelope.status)).toEqual(['cancelled']);
    // A second cancel finds nothing out: 409 with the error shape.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/dossiers/${id}/docusigns/mission/cancel`,
      headers: await t.authAs('conseiller'),
      payload: { reason: 'encore' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      errors: [{ property: 'docusignId', message: 'docusign.error-not-open' }],
    });
    await expectRestartable(id);
  });
});

describe('the subscriber’s declarations (issue 32, one clear action per party)', () => {
  it('the advisor signs first without ticking them; she ticks them while his envelope is out, then signs', async () => {
    // Filled up to the mission letter, whose own answer (« J'ai lu la lettre de mission ») is hers.
    const id = await d.createFilledDossier({ clientId: claireId, twoParties: true });
    await d.signAs(id, 'mission', 'subscriber_advisor', 'conseiller');
    // Her ceremony waits for her declarations.
    const early = await d.openCeremony(id, 'mission', 'subscriber', 'client');
    expect(early.statusCode, early.body).toBe(422);
    expect(early.json().errors[0].message).toBe('docusign.error-declarations-required');
    // Not his to give, though the block is the one out for signature.
    const byAdvisor = await d.submitSignatureBlock(id, 'mission', 'conseiller');
    expect(byAdvisor.statusCode).toBe(422);
    expect(byAdvisor.json().errors[0].message).toBe('dossier.error.sign-to-finalize');
    // Any other block stays locked for her too.
    const earlier = await d.submit(id, DEMO_HAPPY_PATH_VALUES[0]!, 'client');
    expect(earlier.statusCode).toBe(422);
    const byClient = await d.submitSignatureBlock(id, 'mission', 'client');
    expect(byClient.statusCode, byClient.body).toBe(200);
    await d.signAs(id, 'mission', 'subscriber', 'client');
    expect(await missionStates(id)).toContain('mission_validated');
  });
});
