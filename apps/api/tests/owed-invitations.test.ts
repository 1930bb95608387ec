/**
 * Issue 35: the invitations an envelope owes — an amendment's, any envelope's — are written in the
 * transaction that opens it. A process that dies right after that commit (here: the request cannot
 * claim them any more, as a killed process would not) loses none: on restart the delivery worker's
 * loop sends each one once, with two workers at once too, and never again. The advisor, invited by
 * link to an amendment, may have his invitation sent again; not on an envelope he signs in session.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { DEMO_HAPPY_PATH_VALUES } from '../src/seed/forms/demo-happy-path.js';
import { DEMO_BLOCK, DEMO_ELEMENT } from '../src/seed/forms/demo-subscription-form.js';
import { createCorrectionDriver } from './support/correction-driver.js';
import { createSignatureDriver } from './support/signature-helpers.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let d: ReturnType<typeof createSignatureDriver>;
let c: ReturnType<typeof createCorrectionDriver>;
let claireId: number;
/** How far the server's clock is moved ahead of the real one (past the resends' 10 minutes). */
let aheadMs = 0;
const clock = () => new Date(Date.now() + aheadMs);

beforeAll(async () => {
  t = await createTestApp({ integrationWorker: false }, { clock });
  d = createSignatureDriver(t);
  await d.init();
  c = createCorrectionDriver(t, d);
  claireId = await d.customerIdOf('client');
  await t.database.db.execute(sql`CREATE OR REPLACE FUNCTION die_after_commit() RETURNS trigger AS $$
    BEGIN RAISE EXCEPTION 'killed'; END $$ LANGUAGE plpgsql`);
}, 180_000);
afterAll(async () => t?.close());

/** From here the process is dead for its invitations: nothing can claim one (the commit is done). */
const dieAfterCommit = () =>
  t.database.db.execute(sql`CREATE TRIGGER die_after_commit BEFORE UPDATE ON signature_invitation_outbox
    FOR EACH ROW EXECUTE FUNCTION die_after_commit()`);
/** The process restarted: its worker loop runs, twice at once (two replicas), then once more. */
async function restart() {
  await t.database.db.execute(sql`DROP TRIGGER die_after_commit ON signature_invitation_outbox`);
  await Promise.all([t.app.delivery.runOnce(), t.app.delivery.runOnce()]);
  await t.app.delivery.runOnce();
}

/** Each party of an envelope with the number of invitations (e-mail or SMS) they received. */
async function invitationsOf(envelopeId: number) {
  const rows = await queryRows<{ party: string; received: number | string }>(
    t.database.db,
    sql`SELECT r.party, (SELECT count(*) FROM demo_mailbox_messages m
          WHERE m.recipient_id = r.id AND m.template_id LIKE 'signature-invitation%') AS received
        FROM signature_recipients r WHERE r.envelope_id = ${envelopeId} ORDER BY r.party`,
  );
  return Object.fromEntries(rows.map((row) => [row.party, Number(row.received)]));
}

const resend = async (id: number, step: string, party: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/dossiers/${id}/docusigns/${step}/invitations`,
    headers: await t.authAs('conseiller'),
    payload: { party },
  });

async function owedOf(envelopeId: number) {
  const rows = await queryRows<{ party: string; status: string }>(
    t.database.db,
    sql`SELECT party, status FROM signature_invitation_outbox WHERE envelope_id = ${envelopeId} ORDER BY party`,
  );
  return Object.fromEntries(rows.map((row) => [row.party, row.status]));
}

describe('invitations owed by an envelope, the process killed right after its commit', () => {
  it('an amendment’s: none lost, each party invited exactly once on restart, and they sign by it', async () => {
    const id = await c.signedDossier(claireId);
    const birthPlace = await c.elementIdOf(id, 'birth_place');
    await c.setInError(id, 'Lieu de naissance', [{ kind: 'field', elementId: birthPlace, reason: 'Erroné' }]);
    const identity = DEMO_HAPPY_PATH_VALUES.find((step) => step.blockId === DEMO_BLOCK.identity)!;
    await c.saveBlock(id, identity, { [DEMO_ELEMENT.birthPlace]: 'Lyon 3e' });

    await dieAfterCommit();
    const sent = await c.send(id);
    expect(sent.statusCode, sent.body).toBe(200);
    const envelopeId = sent.json().amendments[0].envelopeId as number;
    expect(await invitationsOf(envelopeId)).toEqual({ subscriber: 0, subscriber_advisor: 0 });
    expect(await owedOf(envelopeId)).toEqual({ subscriber: 'pending', subscriber_advisor: 'pending' });

    await restart();
    expect(await invitationsOf(envelopeId)).toEqual({ subscriber: 1, subscriber_advisor: 1 });
    expect(await owedOf(envelopeId)).toEqual({ subscriber: 'sent', subscriber_advisor: 'sent' });
    // The advisor signs an amendment by link too: his lost invitation is sent again, throttled as any.
    expect((await resend(id, 'subscription', 'subscriber_advisor')).statusCode).toBe(429);
    aheadMs += 11 * 60_000;
    const again = await resend(id, 'subscription', 'subscriber_advisor');
    expect(again.statusCode, again.body).toBe(200);
    expect(await invitationsOf(envelopeId)).toEqual({ subscriber: 1, subscriber_advisor: 2 });
    await c.signByInvitations(envelopeId);
    const [envelope] = await queryRows<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM signature_envelopes WHERE id = ${envelopeId}`,
    );
    expect(envelope!.status).toBe('completed');
  }, 180_000);

  it('any envelope’s: the remote party of an envelope the advisor opened is invited exactly once on restart', async () => {
    const id = await d.createFilledDossier({ clientId: claireId, twoParties: true });
    expect((await d.submitSignatureBlock(id, 'mission')).statusCode).toBe(200);
    await dieAfterCommit();
    const opened = await d.openCeremony(id, 'mission', 'subscriber_advisor', 'conseiller');
    expect(opened.statusCode, opened.body).toBe(201);
    const [envelope] = await queryRows<{ id: number | string }>(
      t.database.db,
      sql`SELECT id FROM signature_envelopes WHERE dossier_id = ${id}`,
    );
    const envelopeId = Number(envelope!.id);
    expect(await invitationsOf(envelopeId)).toEqual({ subscriber: 0, subscriber_advisor: 0 });

    await restart();
    // The advisor signs in front of the screen: only the subscriber is invited by link.
    expect(await invitationsOf(envelopeId)).toEqual({ subscriber: 1, subscriber_advisor: 0 });
    expect(await owedOf(envelopeId)).toEqual({ subscriber: 'sent' });
    // Signing in his own session there, the advisor has no invitation to resend.
    const resent = await resend(id, 'mission', 'subscriber_advisor');
    expect(resent.statusCode).toBe(422);
    expect(resent.json().errors).toEqual([{ property: 'party', message: 'docusign.error-party-absent' }]);
  }, 180_000);

  it('sent by the request when it lives: once, and the worker finds nothing left to send', async () => {
    const id = await d.createFilledDossier({ clientId: claireId, twoParties: true });
    expect((await d.submitSignatureBlock(id, 'mission')).statusCode).toBe(200);
    expect((await d.openCeremony(id, 'mission', 'subscriber_advisor', 'conseiller')).statusCode).toBe(201);
    const [envelope] = await queryRows<{ id: number | string }>(
      t.database.db,
      sql`SELECT id FROM signature_envelopes WHERE dossier_id = ${id}`,
    );
    const envelopeId = Number(envelope!.id);
    expect(await invitationsOf(envelopeId)).toEqual({ subscriber: 1, subscriber_advisor: 0 });
    await t.app.delivery.runOnce();
    expect(await invitationsOf(envelopeId)).toEqual({ subscriber: 1, subscriber_advisor: 0 });
  }, 180_000);
});
