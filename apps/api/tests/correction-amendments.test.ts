/**
 * Issue 35, point 4 and the delivery of point 6: « Envoyer la correction ». The documents are made
 * again; one whose inputs did not change keeps its signatures; each changed one goes into an
 * amendment envelope linked to the signed one and signed by exactly its signers (by link, with their
 * code); a receipt-only correction opens none. Items resolved, round sent, history entry, and once the
 * amendment is signed the dossier is back with its manager, delivered as revision 2.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import {
  correctionItems,
  correctionRounds,
  dossierEvidence,
  dossiers,
  signatureEnvelopes,
} from '../src/db/schema.js';
import { buildDeliveryPayload } from '../src/modules/delivery/build-delivery-payload.js';
import { listSignedDocuments } from '../src/modules/signature/index.js';
import { CONSENT_TEXT } from '../src/modules/signature/ceremony/consent-text.js';
import { DEMO_HAPPY_PATH_VALUES } from '../src/seed/forms/demo-happy-path.js';
import { DEMO_BLOCK, DEMO_ELEMENT } from '../src/seed/forms/demo-subscription-form.js';
import { createCorrectionDriver } from './support/correction-driver.js';
import { createSignatureDriver } from './support/signature-helpers.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let d: ReturnType<typeof createSignatureDriver>;
let c: ReturnType<typeof createCorrectionDriver>;
let claireId: number;

beforeAll(async () => {
  t = await createTestApp({ integrationWorker: false });
  d = createSignatureDriver(t);
  await d.init();
  c = createCorrectionDriver(t, d);
  claireId = await d.customerIdOf('client');
}, 180_000);
afterAll(async () => t?.close());

const signedDossier = () => c.signedDossier(claireId);
const elementIdOf = (id: number, name: string) => c.elementIdOf(id, name);

async function flag(id: number, items: Record<string, unknown>[]) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/dossier/integration-state/${id}/corrections`,
    headers: await t.authAs('gestionnaire'),
    payload: { items },
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** The advisor's fix of the birth place, saved with its block reopened (issue 35 point 3). */
const fix = (id: number, value: string) =>
  c.saveBlock(
    id,
    DEMO_HAPPY_PATH_VALUES.find((candidate) => candidate.blockId === DEMO_BLOCK.identity)!,
    { [DEMO_ELEMENT.birthPlace]: value },
  );

const send = (id: number, username = 'conseiller') => c.send(id, username);

async function envelopesOf(id: number) {
  return t.database.db
    .select()
    .from(signatureEnvelopes)
    .where(eq(signatureEnvelopes.dossierId, id))
    .orderBy(signatureEnvelopes.id);
}

async function signedParties(envelopeId: number) {
  const rows = await queryRows<{ party: string }>(
    t.database.db,
    sql`SELECT party FROM signature_recipients WHERE envelope_id = ${envelopeId} AND status = 'signed' ORDER BY party`,
  );
  return rows.map((row) => row.party);
}

const signByInvitations = (envelopeId: number) => c.signByInvitations(envelopeId);

/** What « À corriger » says of the last correction sent, as the advisor reads it. */
async function lastSentOf(id: number) {
  const response = await t.app.inject({
    url: `/api/dossier/${id}/corrections`,
    headers: await t.authAs('conseiller'),
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().items).toEqual([]);
  return response.json().lastSent;
}

/** A form of the signing page posted from a browser of nobody signed in. */
const postToLink = (link: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: link,
    headers: { 'user-agent': 'vitest', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

describe('« Envoyer la correction »', () => {
  it('one changed document of three: an amendment of it alone, signed again by exactly its signers; then back to the manager, delivered as revision 2', async () => {
    const id = await signedDossier();
    const [mission, subscription] = await envelopesOf(id);
    const birthPlace = await elementIdOf(id, 'birth_place');
    await flag(id, [{ kind: 'field', elementId: birthPlace, reason: 'Lieu de naissance erroné' }]);
    await fix(id, 'Lyon 3e');

    const response = await send(id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.revision).toBe(2);
    expect(body.items).toMatchObject([{ elementId: birthPlace, status: 'resolved' }]);
    expect(body.amendments).toHaveLength(1);
    expect(body.amendments[0]).toMatchObject({ step: 'subscription', amendsEnvelopeId: subscription!.id });
    expect(body.amendments[0].documents.map((doc: { name: string }) => doc.name)).toEqual([
      `bulletin-de-souscription-${id}.pdf`,
    ]);
    expect([...body.amendments[0].parties].sort()).toEqual(await signedParties(subscription!.id));
    expect(body.keptDocuments.map((doc: { name: string }) => doc.name).sort()).toEqual([
      `lettre-de-mission-${id}.pdf`,
      `rapport-adequation-${id}.pdf`,
    ]);

    const after = await envelopesOf(id);
    expect(after).toHaveLength(3);
    const amendment = after[2]!;
    expect(amendment).toMatchObject({
      status: 'sent',
      step: 'subscription',
      amendsEnvelopeId: subscription!.id,
      revision: 2,
    });
    // The signed envelopes stay as they were, signatures and all.
    expect(after.slice(0, 2).map((row) => [row.id, row.status])).toEqual([
      [mission!.id, 'completed'],
      [subscription!.id, 'completed'],
    ]);
    const [round] = await t.database.db
      .select()
      .from(correctionRounds)
      .where(eq(correctionRounds.dossierId, id));
    expect(round).toMatchObject({ revision: 2, status: 'sent' });
    const history = await t.app.inject({
      url: `/api/dossier/integration-state/${id}/history`,
      headers: await t.authAs('gestionnaire'),
    });
    expect(history.json().history[0]).toMatchObject({ kind: 'correction-sent', revision: 2 });

    // « À corriger » no longer lists anything: it says the correction went and awaits signatures.
    const awaited = await lastSentOf(id);
    expect(awaited).toMatchObject({ revision: 2, signing: 'awaited', signedAt: null });
    expect(awaited.sentBy).toEqual(expect.any(String));
    expect(Date.parse(awaited.sentAt)).not.toBeNaN();

    // The manager waits for the parties: no decision while the amendment is out.
    const early = await c.decide(id, 'validated');
    expect(early.statusCode, early.body).toBe(409);
    // Nor a pairing: the subscriber may change with what the parties sign.
    const pairing = await t.app.inject({
      method: 'PUT',
      url: `/api/dossier/integration-state/${id}/pairing/customer`,
      headers: await t.authAs('gestionnaire'),
      payload: { code: 'C-0001', scope: 'np' },
    });
    expect(pairing.statusCode, pairing.body).toBe(409);
    expect(pairing.json().errors).toEqual([
      { property: 'status', message: 'correction.error.amendment-pending' },
    ]);

    // The advisor's link is nobody's sign-in: his page asks for his code, « Signer » without it is refused.
    const [advisor] = await queryRows<{ id: number | string }>(
      t.database.db,
      sql`SELECT id FROM signature_recipients WHERE envelope_id = ${amendment.id} AND party = 'subscriber_advisor'`,
    );
    const advisorLink = (await c.invitationLinkOf(Number(advisor!.id)))!;
    const advisorPage = await t.app.inject({ url: advisorLink, headers: { 'user-agent': 'vitest' } });
    expect(advisorPage.body).toContain('Recevoir un code');
    expect(advisorPage.body).not.toContain('aucun code');
    const unproven = { action: 'sign', consent: 'yes', consentVersion: CONSENT_TEXT.version };
    expect((await postToLink(advisorLink, unproven)).statusCode).toBe(422);
    expect(await signedParties(amendment.id)).toEqual([]);

    await signByInvitations(amendment.id);
    // Each signed by the code, the advisor too (not by a sign-in).
    const proofs = await queryRows<{ authentication: string }>(
      t.database.db,
      sql`SELECT authentication FROM signature_recipients WHERE envelope_id = ${amendment.id}`,
    );
    expect(proofs.map((row) => row.authentication)).toEqual([
      expect.stringMatching(/^otp_(sms|email)$/),
      expect.stringMatching(/^otp_(sms|email)$/),
    ]);
    const [done] = await t.database.db
      .select()
      .from(signatureEnvelopes)
      .where(eq(signatureEnvelopes.id, amendment.id));
    expect(done!.status).toBe('completed');
    await d.untilSealed(id);
    const [dossier] = await t.database.db.select().from(dossiers).where(eq(dossiers.id, id));
    expect(dossier!.integrationState).toBe('ongoing');
    // The evidence file records the correction, sealed again once the amendment is signed.
    const evidence = await t.database.db
      .select()
      .from(dossierEvidence)
      .where(eq(dossierEvidence.dossierId, id))
      .orderBy(dossierEvidence.revision);
    const [sentEntry] = await queryRows<{ id: number | string }>(
      t.database.db,
      sql`SELECT id FROM integration_history WHERE dossier_id = ${id} AND kind = 'correction-sent'`,
    );
    expect(evidence.map((row) => row.revision)).toEqual([1, 2]);
    expect(evidence[1]!.lastHistoryId).toBe(Number(sentEntry!.id));
    expect(dossier!.status).toContain('signed');
    expect(dossier!.status).not.toContain('signature');
    // Signed again: « À corriger » says when, and that the manager is to review it.
    const signedAgain = await lastSentOf(id);
    expect(signedAgain).toMatchObject({ revision: 2, signing: 'signed', integrationState: 'ongoing' });
    expect(signedAgain.signedAt).toBe(done!.completedAt!.toISOString());

    // The current documents: the mission's two as signed, the subscription form as amended.
    const signed = await listSignedDocuments(t.database.db, id);
    expect(signed.map((doc) => doc.name)).toEqual([
      `lettre-de-mission-${id}.pdf`,
      `rapport-adequation-${id}.pdf`,
      `bulletin-de-souscription-${id}.pdf`,
    ]);

    // The manager sees the round: the field before and after, the document signed again, by whom and when.
    const rounds = await t.app.inject({
      url: `/api/dossier/integration-state/${id}/corrections/rounds`,
      headers: await t.authAs('gestionnaire'),
    });
    expect(rounds.statusCode, rounds.body).toBe(200);
    const [shown] = rounds.json().rounds;
    expect(shown).toMatchObject({ revision: 2, status: 'sent', sentBy: { username: 'conseiller' } });
    expect(shown.fields[0]).toMatchObject({ elementId: birthPlace, flagged: true });
    expect(String(shown.fields[0].after).toLowerCase()).toBe('lyon 3e');
    expect(shown.fields[0].before).not.toEqual(shown.fields[0].after);
    expect(shown.documents).toHaveLength(1);
    expect(shown.documents[0]).toMatchObject({
      name: `bulletin-de-souscription-${id}.pdf`,
      envelopeStatus: 'completed',
    });
    expect(shown.documents[0].signers.every((signer: { signedAt: string | null }) => signer.signedAt)).toBe(
      true,
    );

    const validated = await c.decide(id, 'validated');
    expect(validated.statusCode, validated.body).toBe(200);
    const payload = await buildDeliveryPayload(
      t.database.db,
      { dossierId: id, dossierVersion: dossier!.version, idempotencyKey: `${id}-x` },
      listSignedDocuments,
    );
    expect(payload).toMatchObject({
      revision: 2,
      changedItems: [{ kind: 'field', elementId: birthPlace, name: 'birth_place' }],
    });
    expect(payload!.signedDocuments).toHaveLength(3);
    // Delivered: the history names the revision the back office received.
    await t.app.delivery.runOnce();
    const delivered = await t.app.inject({
      url: `/api/dossier/integration-state/${id}/history`,
      headers: await t.authAs('gestionnaire'),
    });
    expect(delivered.json().history[0]).toMatchObject({ kind: 'delivery', state: 'sync', revision: 2 });
  }, 180_000);

  it('a correction of the suitability answers only: the mission amendment signed, the dossier is no longer « en signature » and goes back to its manager', async () => {
    // A mobile of her own for this dossier: one number gets ten codes an hour at most.
    const id = await d.signedDossier(claireId, 'fr', { [DEMO_ELEMENT.subscriberPhone]: '+33698765431' });
    const riskLevel = await elementIdOf(id, 'risk_level');
    await flag(id, [{ kind: 'field', elementId: riskLevel, reason: 'Niveau de risque mal reporté' }]);
    await c.saveBlock(
      id,
      DEMO_HAPPY_PATH_VALUES.find((candidate) => candidate.blockId === DEMO_BLOCK.objectives)!,
      { [DEMO_ELEMENT.riskLevel]: '5' },
    );
    const response = await send(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().amendments.map((amendment: { step: string }) => amendment.step)).toEqual([
      'mission',
    ]);
    const amendment = (await envelopesOf(id)).at(-1)!;
    expect((await c.decide(id, 'validated')).statusCode).toBe(409);

    await signByInvitations(amendment.id);
    await d.untilSealed(id);
    const [dossier] = await t.database.db.select().from(dossiers).where(eq(dossiers.id, id));
    expect(dossier!.status).toContain('signed');
    expect(dossier!.status).not.toContain('signature');
    expect(dossier!.integrationState).toBe('ongoing');
    expect(await lastSentOf(id)).toMatchObject({
      revision: 2,
      signing: 'signed',
      integrationState: 'ongoing',
    });
    const validated = await c.decide(id, 'validated');
    expect(validated.statusCode, validated.body).toBe(200);
  }, 180_000);

  it('an amendment cancelled: the dossier goes back to its manager, who may not validate answers nobody signed (409), but may flag them again', async () => {
    const id = await d.signedDossier(claireId, 'fr', { [DEMO_ELEMENT.subscriberPhone]: '+33698765430' });
    const birthPlace = await elementIdOf(id, 'birth_place');
    await flag(id, [{ kind: 'field', elementId: birthPlace, reason: 'Erroné' }]);
    await fix(id, 'Rennes');
    expect((await send(id)).statusCode).toBe(200);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/dossiers/${id}/docusigns/subscription/cancel`,
      headers: await t.authAs('conseiller'),
      payload: { reason: 'Le client veut relire la correction' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [dossier] = await t.database.db.select().from(dossiers).where(eq(dossiers.id, id));
    expect(dossier!.status).toContain('signed');
    expect(dossier!.status).not.toContain('signature');
    expect(dossier!.integrationState).toBe('ongoing');

    const validated = await c.decide(id, 'validated');
    expect(validated.statusCode, validated.body).toBe(409);
    expect(validated.json().errors).toEqual([
      { property: 'integration_state', message: 'correction.error.amendment-unsigned' },
    ]);
    await flag(id, [{ kind: 'field', elementId: birthPlace, reason: 'À signer de nouveau' }]);
  }, 180_000);

  it('an amendment ended unsigned (cancelled): the same corrected answer is sent again as it is, its amendment carries it; a field flagged and never changed is still refused', async () => {
    const id = await d.signedDossier(claireId, 'fr', { [DEMO_ELEMENT.subscriberPhone]: '+33698765429' });
    const [, subscription] = await envelopesOf(id);
    const birthPlace = await elementIdOf(id, 'birth_place');
    const birthName = await elementIdOf(id, 'birth_name');
    await flag(id, [{ kind: 'field', elementId: birthPlace, reason: 'Erroné' }]);
    await fix(id, 'Rennes');
    expect((await send(id)).statusCode).toBe(200);
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/dossiers/${id}/docusigns/subscription/cancel`,
      headers: await t.authAs('conseiller'),
      payload: { reason: 'La cliente refuse de signer aujourd’hui' },
    });
    expect(declined.statusCode, declined.body).toBe(200);

    // The manager asks again for the birth place (to sign) and for the birth name, never changed.
    await flag(id, [
      { kind: 'field', elementId: birthPlace, reason: 'À signer de nouveau' },
      { kind: 'field', elementId: birthName, reason: 'Nom de naissance à vérifier' },
    ]);
    const checklist = await t.app.inject({
      url: `/api/dossier/${id}/corrections`,
      headers: await t.authAs('conseiller'),
    });
    expect(checklist.json().items).toMatchObject([
      { elementId: birthPlace, corrected: true },
      { elementId: birthName, corrected: false },
    ]);
    const refused = await send(id);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors).toEqual([
      { property: 'items.1.elementId', message: 'correction.error.field-unchanged' },
    ]);

    // Only the birth name changes: the birth place goes out again as Rennes, never signed.
    await c.saveBlock(
      id,
      DEMO_HAPPY_PATH_VALUES.find((candidate) => candidate.blockId === DEMO_BLOCK.identity)!,
      { [DEMO_ELEMENT.birthName]: 'MARTIN-DURAND' },
    );
    const sent = await send(id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      revision: 3,
      amendments: [{ step: 'subscription', amendsEnvelopeId: subscription!.id }],
    });
    const amendment = (await envelopesOf(id)).at(-1)!;
    expect(amendment).toMatchObject({ status: 'sent', revision: 3, amendsEnvelopeId: subscription!.id });
    expect((await c.decide(id, 'validated')).json().errors).toEqual([
      { property: 'status', message: 'correction.error.amendment-pending' },
    ]);

    await signByInvitations(amendment.id);
    await d.untilSealed(id);
    const [dossier] = await t.database.db.select().from(dossiers).where(eq(dossiers.id, id));
    expect(dossier!.values[String(birthPlace)]).toBe('RENNES');
    const validated = await c.decide(id, 'validated');
    expect(validated.statusCode, validated.body).toBe(200);
  }, 180_000);

  it('a round whose two amendments ended one signed and one not: per document, a field of the signed one must change again, a field of the unsigned one may be sent as it is', async () => {
    const id = await d.signedDossier(claireId, 'fr', { [DEMO_ELEMENT.subscriberPhone]: '+33698765427' });
    const riskLevel = await elementIdOf(id, 'risk_level');
    const birthPlace = await elementIdOf(id, 'birth_place');
    // The risk level is shown by the mission's documents only, the birth place by the subscription form only.
    await flag(id, [
      { kind: 'field', elementId: riskLevel, reason: 'Niveau de risque mal reporté' },
      { kind: 'field', elementId: birthPlace, reason: 'Erroné' },
    ]);
    await c.saveBlock(
      id,
      DEMO_HAPPY_PATH_VALUES.find((candidate) => candidate.blockId === DEMO_BLOCK.objectives)!,
      { [DEMO_ELEMENT.riskLevel]: '5' },
    );
    await fix(id, 'Rennes');
    const sent = await send(id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(
      sent
        .json()
        .amendments.map((amendment: { step: string }) => amendment.step)
        .sort(),
    ).toEqual(['mission', 'subscription']);
    const amendments = (await envelopesOf(id)).filter((envelope) => envelope.revision === 2);
    await signByInvitations(amendments.find((envelope) => envelope.step === 'mission')!.id);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/dossiers/${id}/docusigns/subscription/cancel`,
      headers: await t.authAs('conseiller'),
      payload: { reason: 'La cliente veut relire son bulletin' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await c.decide(id, 'validated')).json().errors).toEqual([
      { property: 'integration_state', message: 'correction.error.amendment-unsigned' },
    ]);

    // Both flagged again, neither changed: the risk level of 5 was signed (mission), the birth place was not.
    await flag(id, [
      { kind: 'field', elementId: riskLevel, reason: 'Toujours faux' },
      { kind: 'field', elementId: birthPlace, reason: 'À signer de nouveau' },
    ]);
    const checklist = await t.app.inject({
      url: `/api/dossier/${id}/corrections`,
      headers: await t.authAs('conseiller'),
    });
    expect(checklist.json().items).toMatchObject([
      { elementId: riskLevel, corrected: false },
      { elementId: birthPlace, corrected: true },
    ]);
    const refused = await send(id);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors).toEqual([
      { property: 'items.0.elementId', message: 'correction.error.field-unchanged' },
    ]);

    // The risk level changes: both documents go out again, the birth place as it is.
    await c.saveBlock(
      id,
      DEMO_HAPPY_PATH_VALUES.find((candidate) => candidate.blockId === DEMO_BLOCK.objectives)!,
      { [DEMO_ELEMENT.riskLevel]: '4' },
    );
    const again = await send(id);
    expect(again.statusCode, again.body).toBe(200);
    expect(
      again
        .json()
        .amendments.map((amendment: { step: string }) => amendment.step)
        .sort(),
    ).toEqual(['mission', 'subscription']);
  }, 240_000);

  it('a receipt-only correction opens no envelope and gives the dossier back to its manager at once', async () => {
    const id = await signedDossier();
    const receipts = await t.app.inject({
      url: `/api/dossiers/${id}/receipts`,
      headers: await t.authAs('conseiller'),
    });
    const receipt = receipts.json().receipts[0] as { receiptId: number; elementId: number };
    await flag(id, [
      {
        kind: 'receipt',
        elementId: receipt.elementId,
        receiptId: receipt.receiptId,
        problem: 'expired',
        reason: 'Expirée',
      },
    ]);
    // The advisor replaces it (a new file for the same element, the expired one gone).
    await c.replaceReceipt(receipt.receiptId, 'Pièce renouvelée');
    const before = await envelopesOf(id);
    const response = await send(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ revision: 2, amendments: [], integrationState: 'ongoing' });
    expect(await envelopesOf(id)).toEqual(before);
    expect(await lastSentOf(id)).toMatchObject({
      revision: 2,
      signing: 'none',
      signedAt: null,
      integrationState: 'ongoing',
    });
    const open = await t.database.db
      .select()
      .from(correctionItems)
      .where(and(eq(correctionItems.dossierId, id), eq(correctionItems.status, 'open')));
    expect(open).toEqual([]);
    const rounds = await t.app.inject({
      url: `/api/dossier/integration-state/${id}/corrections/rounds?locale=en`,
      headers: await t.authAs('gestionnaire'),
    });
    const [shown] = rounds.json().rounds;
    expect(shown.receipts).toEqual([
      expect.objectContaining({
        elementId: receipt.elementId,
        change: 'replaced',
        before: expect.objectContaining({ receiptId: receipt.receiptId }),
        after: expect.objectContaining({ title: 'Pièce renouvelée' }),
      }),
    ]);
    expect(shown.documents).toEqual([]);
    expect(shown.fields).toEqual([]);
  }, 180_000);

  it('an amendment is signed by link only: « en sa présence » is neither offered nor taken there, the links stay', async () => {
    // A lead's dossier: its subscriber has no account, so the advisor hosted her on the signed envelopes.
    // Her codes go to a mobile of her own: ten codes an hour reach one number at most, and the other
    // tests' subscriber has the happy path's.
    const id = await d.createFilledDossier({
      clientId: null,
      twoParties: true,
      overrides: { [DEMO_ELEMENT.subscriberPhone]: '+33698765432' },
    });
    for (const step of ['mission', 'subscription'] as const) {
      expect((await d.submitSignatureBlock(id, step)).statusCode).toBe(200);
      await d.signAs(id, step, 'subscriber', 'conseiller');
      await d.signAs(id, step, 'subscriber_advisor', 'conseiller');
      await d.untilSealed(id);
    }
    await flag(id, [{ kind: 'field', elementId: await elementIdOf(id, 'birth_place'), reason: 'Erroné' }]);
    await fix(id, 'Lyon 3e');
    expect((await send(id)).statusCode).toBe(200);
    const amendment = (await envelopesOf(id)).at(-1)!;
    expect(amendment.amendsEnvelopeId).not.toBeNull();

    const listed = await t.app.inject({
      url: `/api/dossier/${id}/docusign/envelopes`,
      headers: await t.authAs('conseiller'),
    });
    const shown = listed.json().envelopes.find((envelope: { id: number }) => envelope.id === amendment.id);
    expect(
      shown.signers.map((signer: { party: string; signingMode: string; maySwitchMode: boolean }) => [
        signer.party,
        signer.signingMode,
        signer.maySwitchMode,
      ]),
    ).toEqual([
      ['subscriber', 'remote', false],
      ['subscriber_advisor', 'remote', false],
    ]);
    const hosted = await t.app.inject({
      method: 'PUT',
      url: `/api/dossiers/${id}/docusigns/subscription/signing-modes`,
      headers: await t.authAs('conseiller'),
      payload: { party: 'subscriber', mode: 'hosted' },
    });
    expect(hosted.statusCode, hosted.body).toBe(409);
    expect(hosted.json().errors).toEqual([{ property: 'mode', message: 'docusign.error-amendment-by-link' }]);
    // Her invitation's link still opens her signing page.
    const [subscriber] = await queryRows<{ id: number | string; signing_mode: string }>(
      t.database.db,
      sql`SELECT id, signing_mode FROM signature_recipients WHERE envelope_id = ${amendment.id} AND party = 'subscriber'`,
    );
    expect(subscriber!.signing_mode).toBe('remote');
    const link = (await c.invitationLinkOf(Number(subscriber!.id)))!;
    expect((await t.app.inject({ url: link, headers: { 'user-agent': 'vitest' } })).statusCode).toBe(200);
  }, 180_000);

  it('refuses: no open round (409), a flagged field left unchanged (422), the back office (403)', async () => {
    const id = await signedDossier();
    expect((await send(id)).statusCode).toBe(409);
    const birthPlace = await elementIdOf(id, 'birth_place');
    await flag(id, [{ kind: 'field', elementId: birthPlace, reason: 'À revoir' }]);
    const unchanged = await send(id);
    expect(unchanged.statusCode).toBe(422);
    expect(unchanged.json().errors).toEqual([
      { property: 'items.0.elementId', message: 'correction.error.field-unchanged' },
    ]);
    expect((await send(id, 'gestionnaire')).statusCode).toBe(403);
    expect(await envelopesOf(id)).toHaveLength(2);
  }, 180_000);

  it('a crash inside the sending loses nothing: all or none is written, sent again it opens one amendment; sent twice at once, one', async () => {
    const id = await signedDossier();
    const birthPlace = await elementIdOf(id, 'birth_place');
    await flag(id, [{ kind: 'field', elementId: birthPlace, reason: 'Erroné' }]);
    await fix(id, 'Nantes');
    // The process dies at the last write of the transaction (its history entry).
    await t.database.db.execute(sql`CREATE OR REPLACE FUNCTION crash_correction() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'killed'; END $$ LANGUAGE plpgsql`);
    await t.database.db.execute(sql`CREATE TRIGGER crash_correction BEFORE INSERT ON integration_history
      FOR EACH ROW WHEN (NEW.kind = 'correction-sent') EXECUTE FUNCTION crash_correction()`);
    const crashed = await send(id);
    expect(crashed.statusCode).toBe(500);
    await t.database.db.execute(sql`DROP TRIGGER crash_correction ON integration_history`);
    expect(await envelopesOf(id)).toHaveLength(2);
    const [round] = await t.database.db
      .select()
      .from(correctionRounds)
      .where(eq(correctionRounds.dossierId, id));
    expect(round!.status).toBe('open');

    const [a, b] = await Promise.all([send(id), send(id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const amendments = (await envelopesOf(id)).filter((row) => row.amendsEnvelopeId !== null);
    expect(amendments).toHaveLength(1);
  }, 180_000);
});
