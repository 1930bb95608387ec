import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.js';
import { createDeliveryWorker } from '../src/modules/delivery/index.js';
import { createDemoMailboxTransport } from '../src/modules/messages/index.js';
import {
  createSignatureLifecycleSteps,
  expireEnvelopes,
  listSignedDocuments,
  type LifecycleDeps,
} from '../src/modules/signature/index.js';
import { DEMO_ELEMENT } from '../src/seed/forms/demo-subscription-form.js';
import { createSignatureDriver } from './support/signature-helpers.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let d: ReturnType<typeof createSignatureDriver>;
let claireId: number;
const workDir = mkdtempSync(join(tmpdir(), 'signature-lifecycle-test-'));

beforeAll(async () => {
  t = await createTestApp();
  d = createSignatureDriver(t);
  await d.init();
  claireId = await d.customerIdOf('client');
}, 120_000);
afterAll(async () => t?.close());

/** The lifecycle steps' deps on a clock the test sets. */
function lifecycleAt(at: Date): LifecycleDeps {
  return {
    db: t.database.db,
    blobs: t.app.blobs,
    forms: t.app.forms,
    config: t.app.config,
    now: () => at,
    transport: createDemoMailboxTransport(),
  };
}

type EnvelopeFacts = {
  id: number;
  step: string;
  status: string;
  created_at: Date;
  expires_at: Date | null;
  end_reason: string | null;
  changed_element_ids: number[] | null;
  reminders_sent: number;
};

const envelopesOf = async (dossierId: number) =>
  (
    await queryRows<EnvelopeFacts>(
      t.database.db,
      sql`SELECT id, step, status, created_at, expires_at, end_reason, changed_element_ids, reminders_sent
        FROM signature_envelopes WHERE dossier_id = ${dossierId} ORDER BY id`,
    )
  ).map((row) => ({
    ...row,
    id: Number(row.id),
    created_at: new Date(row.created_at),
    expires_at: row.expires_at === null ? null : new Date(row.expires_at),
  }));

const eventsOf = async (envelopeId: number) =>
  (
    await queryRows<{ type: string; party: string | null }>(
      t.database.db,
      sql`SELECT type, party FROM signature_events WHERE envelope_id = ${envelopeId} ORDER BY id`,
    )
  ).map((row) => (row.party ? `${row.type}:${row.party}` : row.type));

/** A two-party dossier (Claire, who has an account, and the advisor) with its mission envelope out. */
async function dossierWithMissionOut(): Promise<{ id: number; envelope: EnvelopeFacts }> {
  const id = await d.createFilledDossier({ clientId: claireId, twoParties: true });
  expect((await d.submitSignatureBlock(id, 'mission')).statusCode).toBe(200);
  await d.ceremony(id, 'mission', 'subscriber', 'client');
  const [envelope] = await envelopesOf(id);
  return { id, envelope: envelope! };
}

const cancel = async (id: number, username: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/dossiers/${id}/docusigns/mission/cancel`,
    headers: await t.authAs(username),
    payload: payload as Record<string, unknown>,
  });

describe('envelope expiry', () => {
  it('expires an envelope past the tenant’s 30 days: event, ceremony refused as ttl_expired, a new one may open', async () => {
    const { id, envelope } = await dossierWithMissionOut();
    expect(envelope.expires_at!.getTime() - envelope.created_at.getTime()).toBe(30 * DAY);
    // Asked before the expiry, opened after it.
    const ceremony = await d.ceremony(id, 'mission', 'subscriber', 'client');

    expect(await expireEnvelopes(lifecycleAt(new Date(envelope.created_at.getTime() + 29 * DAY)))).toEqual(
      [],
    );
    expect((await envelopesOf(id))[0]!.status).toBe('sent');

    expect(
      await expireEnvelopes(lifecycleAt(new Date(envelope.created_at.getTime() + 31 * DAY))),
    ).toHaveLength(1);
    expect((await envelopesOf(id))[0]!.status).toBe('expired');
    expect(await eventsOf(envelope.id)).toContain('expired');
    const status = (await d.getDossier(id)).status;
    expect(status).toContain('ongoing');
    expect(status.filter((state) => state.startsWith('mission_'))).toEqual([]);

    // Gone for good, as an expired invitation link (410), and the wizard is told why.
    const page = await d.open(ceremony);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('event=ttl_expired');

    // The wizard opens a new envelope; the expired one stays.
    await d.ceremony(id, 'mission', 'subscriber', 'client');
    expect((await envelopesOf(id)).map((row) => row.status)).toEqual(['expired', 'sent']);
  });
});

describe('expiry on the delivery workers', () => {
  it('expires an envelope once when two delivery workers run their loop at the same time', async () => {
    const { envelope } = await dossierWithMissionOut();
    const at = new Date(envelope.created_at.getTime() + 31 * DAY);
    const worker = () =>
      createDeliveryWorker({
        db: t.database.db,
        dataDir: workDir,
        targetUrl: undefined,
        webhookSecret: 'whsec_dGVzdA==',
        maxAttempts: 1,
        retryMs: 1000,
        pollMs: 60_000,
        readSignedDocuments: listSignedDocuments,
        log: { info: () => {}, warn: () => {} },
        steps: createSignatureLifecycleSteps(lifecycleAt(at)),
      });
    await Promise.all([worker().runOnce(), worker().runOnce()]);
    expect((await eventsOf(envelope.id)).filter((event) => event === 'expired')).toHaveLength(1);
  });
});

describe('cancel by the advisor', () => {
  it('refuses a cancel without a reason, and to the client', async () => {
    const { id } = await dossierWithMissionOut();
    for (const payload of [{}, { reason: '' }, { reason: '   ' }]) {
      const response = await cancel(id, 'conseiller', payload);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors[0]).toEqual({
        property: 'reason',
        message: 'validation.error.reason-required',
      });
    }
    const byClient = await cancel(id, 'client', { reason: 'Je ne veux plus' });
    expect(byClient.statusCode).toBe(403);
    expect((await envelopesOf(id))[0]!.status).toBe('sent');
  });

  it('cancels with the reason: event, dossier back to where a new envelope opens, a second cancel refused', async () => {
    const { id, envelope } = await dossierWithMissionOut();
    const response = await cancel(id, 'conseiller', { reason: 'Montant à revoir avec le client' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().docusign).toMatchObject({
      id: envelope.id,
      step: 'mission',
      status: 'cancelled',
      reason: 'Montant à revoir avec le client',
    });
    expect(response.json().status.filter((state: string) => state.startsWith('mission_'))).toEqual([]);
    const [row] = await envelopesOf(id);
    expect(row).toMatchObject({ status: 'cancelled', end_reason: 'Montant à revoir avec le client' });
    expect(await eventsOf(envelope.id)).toContain('cancelled');

    const again = await cancel(id, 'conseiller', { reason: 'encore' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toBe('docusign.error-not-open');
    await d.ceremony(id, 'mission', 'subscriber', 'client');
    expect((await envelopesOf(id)).map((e) => e.status)).toEqual(['cancelled', 'sent']);
  });
});

describe('automatic void on an answer change', () => {
  it('voids the signed mission when an answer its letter was made from changes, not on a later block', async () => {
    const { id, envelope } = await dossierWithMissionOut();
    await d.signAs(id, 'mission', 'subscriber', 'client');
    await d.signAs(id, 'mission', 'subscriber_advisor', 'conseiller');
    expect((await d.getDossier(id)).status).toContain('mission_validated');

    // The subscription block's own answers: not what the mission letter was made from.
    const later = await d.submitSignatureBlock(id, 'subscription');
    expect(later.statusCode, later.body).toBe(200);
    expect((await envelopesOf(id))[0]!.status).toBe('completed');

    const version = (await d.getDossier(id)).version;
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/dossiers/${id}/values`,
      headers: { ...(await t.authAs('conseiller')), 'if-match': String(version) },
      payload: {
        submittingBlockId: d.offset + 100,
        values: [
          ...(await identityValues(id)).filter(
            (entry) => entry.elementId !== d.offset + DEMO_ELEMENT.firstNames,
          ),
          { elementId: d.offset + DEMO_ELEMENT.firstNames, value: 'Jean-Paul' },
        ],
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // The answer says at once that the mission must be signed again.
    expect(changed.json().dossier.status).not.toContain('mission_validated');
    const [row] = await envelopesOf(id);
    expect(row).toMatchObject({
      status: 'voided',
      changed_element_ids: [d.offset + DEMO_ELEMENT.firstNames],
    });
    expect(await eventsOf(envelope.id)).toContain('voided');
    // A new mission envelope opens on the current answers.
    await d.ceremony(id, 'mission', 'subscriber', 'client');
    expect((await envelopesOf(id)).map((e) => e.status)).toEqual(['voided', 'sent']);
  });
});

/** The identity block's stored answers, as the wizard sends them again. */
async function identityValues(id: number) {
  const [row] = await queryRows<{ values: Record<string, unknown> }>(
    t.database.db,
    sql`SELECT values FROM dossiers WHERE id = ${id}`,
  );
  const first = d.offset + 1000;
  return Object.entries(row!.values)
    .map(([key, value]) => ({ elementId: Number(key), value }))
    .filter((entry) => entry.elementId >= first && entry.elementId < first + 50);
}

describe('history and signed copies', () => {
  it('keeps a declined envelope in the history after a new one is signed', async () => {
    const { id, envelope } = await dossierWithMissionOut();
    await d.signAs(id, 'mission', 'subscriber', 'client', 'decline');
    await d.signAs(id, 'mission', 'subscriber', 'client');
    await d.signAs(id, 'mission', 'subscriber_advisor', 'conseiller');
    await d.untilSealed(id);
    const envelopes = await envelopesOf(id);
    expect(envelopes.map((e) => e.status)).toEqual(['declined', 'completed']);
    // The subscription out: the history is open to the advisor.
    expect((await d.submitSignatureBlock(id, 'subscription')).statusCode).toBe(200);
    await d.ceremony(id, 'subscription', 'subscriber', 'client');
    const history = await t.app.inject({
      url: `/api/dossier/${id}/docusign/history`,
      headers: await t.authAs('conseiller'),
    });
    expect(history.statusCode, history.body).toBe(200);
    const path = join(workDir, `history-${id}.pdf`);
    writeFileSync(path, Buffer.from(history.json().envelopeHistoryData, 'base64'));
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    for (const row of await envelopesOf(id)) expect(text).toContain(`Enveloppe n° ${row.id}`);
    expect(text).toContain(`Enveloppe n° ${envelope.id}`);
  });
});
