/** Reminders and signed copies (issue 25): sent by the delivery worker's steps, on a clock the test sets. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { isSignatureAwaitedFrom, type TDossierSummary } from '@souscription/contract';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { queryRows } from '../src/db/client.js';
import { createDeliveryWorker } from '../src/modules/delivery/index.js';
import {
  createDeliveringTransport,
  createDemoMailboxTransport,
  type TEmail,
  type TMessageTransport,
} from '../src/modules/messages/index.js';
import {
  createSignatureLifecycleSteps,
  deliverSignedCopies,
  expireEnvelopes,
  listSignedDocuments,
  sendAdvisorNotices,
  sendSignatureReminders,
  type LifecycleDeps,
} from '../src/modules/signature/index.js';
import { createSignatureDriver } from './support/signature-helpers.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let d: ReturnType<typeof createSignatureDriver>;
let claireId: number;
let tenantId: number;
const workDir = mkdtempSync(join(tmpdir(), 'signature-messages-test-'));

beforeAll(async () => {
  // The test runs the worker's steps itself, on its own clock.
  t = await createTestApp({ integrationWorker: false });
  d = createSignatureDriver(t);
  await d.init();
  const [client] = await queryRows<{ customer_id: number; tenant_id: number }>(
    t.database.db,
    sql`SELECT customer_id, tenant_id FROM users WHERE username = 'client'`,
  );
  claireId = client!.customer_id;
  tenantId = client!.tenant_id;
}, 120_000);
afterAll(async () => t?.close());

function lifecycleAt(at: Date, transport: TMessageTransport = createDemoMailboxTransport()): LifecycleDeps {
  return {
    db: t.database.db,
    blobs: t.app.blobs,
    forms: t.app.forms,
    config: t.app.config,
    now: () => at,
    transport,
  };
}

const setSettings = (settings: string) =>
  t.database.db.execute(sql.raw(`UPDATE signature_settings SET ${settings} WHERE tenant_id = ${tenantId}`));

type Mail = {
  template_id: string;
  destination: string;
  text: string;
  attachments: { filename: string; size: number }[];
};

/** The dossier's reminders and copies in the demo mailbox (its signers' one-time codes left out). */
const mailOf = (dossierId: number) =>
  queryRows<Mail>(
    t.database.db,
    sql`SELECT template_id, destination, text, attachments FROM demo_mailbox_messages
      WHERE dossier_id = ${dossierId} AND template_id NOT LIKE 'one-time-code%' ORDER BY id`,
  );

const eventsOf = async (dossierId: number, type: string) =>
  (
    await queryRows<{ party: string | null; details: Record<string, unknown> }>(
      t.database.db,
      sql`SELECT e.party, e.details FROM signature_events e JOIN signature_envelopes v ON v.id = e.envelope_id
        WHERE v.dossier_id = ${dossierId} AND e.type = ${type} ORDER BY e.id`,
    )
  ).map((row) => ({ party: row.party, details: row.details }));

/** A two-party dossier (Claire, who has an account, and the advisor) with its mission letter out; when it went out. */
async function missionOut(): Promise<{ id: number; sentAt: number }> {
  const id = await d.createFilledDossier({ clientId: claireId, twoParties: true });
  expect((await d.submitSignatureBlock(id, 'mission')).statusCode).toBe(200);
  await d.ceremony(id, 'mission', 'subscriber', 'client');
  const [row] = await queryRows<{ created_at: string }>(
    t.database.db,
    sql`SELECT created_at FROM signature_envelopes WHERE dossier_id = ${id}`,
  );
  return { id, sentAt: new Date(row!.created_at).getTime() };
}

const remindAt = async (sentAt: number, days: number) =>
  sendSignatureReminders(lifecycleAt(new Date(sentAt + days * DAY)));

describe('signature reminders', () => {
  it('reminds the awaited signer with an account and the advisor after 3 days, then every 3, at most 3 times', async () => {
    const { id, sentAt } = await missionOut();
    expect(await remindAt(sentAt, 2.9)).toBe(0);
    expect(await mailOf(id)).toEqual([]);

    expect(await remindAt(sentAt, 3)).toBe(1);
    const first = await mailOf(id);
    expect(first.map((mail) => mail.template_id).sort()).toEqual([
      'signature-reminder',
      'signature-reminder-advisor',
    ]);
    const toClaire = first.find((mail) => mail.template_id === 'signature-reminder')!;
    expect(toClaire.text).toContain(`votre dossier n°\u00a0${id}`);
    expect(toClaire.text).toContain(`/dossier/${id}`);
    const toAdvisor = first.find((mail) => mail.template_id === 'signature-reminder-advisor')!;
    // The advisor reads who is still awaited: Claire, and themselves.
    expect(toAdvisor.text).toMatch(
      /attendent encore la signature de : .+ \(souscripteur\), .+ \(conseiller\)\./,
    );
    expect(toAdvisor.destination).not.toBe(toClaire.destination);

    // The same pass again, and a pass before the next is due: nothing more.
    expect(await remindAt(sentAt, 3)).toBe(0);
    expect(await remindAt(sentAt, 5.9)).toBe(0);
    expect(await mailOf(id)).toHaveLength(2);

    expect(await remindAt(sentAt, 6)).toBe(1);
    expect(await remindAt(sentAt, 9)).toBe(1);
    expect(await remindAt(sentAt, 12)).toBe(0);
    expect(await remindAt(sentAt, 29)).toBe(0);
    expect(await mailOf(id)).toHaveLength(6);

    const events = await eventsOf(id, 'reminder_sent');
    expect(events.map((event) => event.party)).toEqual([
      'subscriber',
      'subscriber_advisor',
      'subscriber',
      'subscriber_advisor',
      'subscriber',
      'subscriber_advisor',
    ]);
    expect(events.map((event) => event.details.reminder)).toEqual([1, 1, 2, 2, 3, 3]);
    // The trail keeps where it went, masked.
    expect(String(events[0]!.details.destination)).toMatch(/^.•••@/);
  });

  it('follows the tenant’s settings and stops reminding a signer once they signed', async () => {
    await setSettings('reminder_first_days = 1, reminder_every_days = 2, reminder_max = 5');
    try {
      const { id, sentAt } = await missionOut();
      expect(await remindAt(sentAt, 1)).toBe(1);
      await d.signAs(id, 'mission', 'subscriber', 'client');
      expect(await remindAt(sentAt, 2.9)).toBe(0);
      expect(await remindAt(sentAt, 3)).toBe(1);
      const templates = (await mailOf(id)).map((mail) => mail.template_id);
      // Claire signed: the second reminder goes to the advisor alone, naming only their own part.
      expect(templates.filter((template) => template === 'signature-reminder')).toHaveLength(1);
      expect(templates.filter((template) => template === 'signature-reminder-advisor')).toHaveLength(2);
      const last = (await mailOf(id)).at(-1)!;
      expect(last.text).not.toContain('(souscripteur)');
    } finally {
      await setSettings('reminder_first_days = 3, reminder_every_days = 3, reminder_max = 3');
    }
  });

  it('sends each reminder once when two delivery workers run their loop at the same time', async () => {
    const { id, sentAt } = await missionOut();
    const at = new Date(sentAt + 3 * DAY);
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
    await Promise.all([worker().runOnce(), worker().runOnce(), worker().runOnce()]);
    expect(await mailOf(id)).toHaveLength(2);
    expect(await eventsOf(id, 'reminder_sent')).toHaveLength(2);
  });
});

describe('signed copies at completion', () => {
  it('sends each signer a link after sign-in, and attaches them for a signer without an account; once', async () => {
    // Four parties: Claire, her husband as co-subscriber and spouse (no account, hosted), the advisor.
    const id = await d.createFilledDossier({ clientId: claireId });
    expect((await d.submitSignatureBlock(id, 'mission')).statusCode).toBe(200);
    await d.signAs(id, 'mission', 'subscriber', 'client');
    await d.signAs(id, 'mission', 'co_subscriber', 'conseiller');
    expect(await deliverSignedCopies(lifecycleAt(new Date()))).toBe(0);
    await d.signAs(id, 'mission', 'subscriber_advisor', 'conseiller');
    // Completed, not sealed yet: the copies wait for the final documents.
    expect(await deliverSignedCopies(lifecycleAt(new Date()))).toBe(0);
    await d.untilSealed(id);

    expect(await deliverSignedCopies(lifecycleAt(new Date()))).toBe(1);
    // The invitations of the envelope's opening (issue 32) apart: the signed copies.
    const mail = (await mailOf(id)).filter((m) => m.template_id !== 'signature-invitation');
    expect(mail.map((m) => m.template_id).sort()).toEqual([
      'signed-documents-attached',
      'signed-documents-available',
      'signed-documents-available',
    ]);
    const attached = mail.find((m) => m.template_id === 'signed-documents-attached')!;
    const signed = await listSignedDocuments(t.database.db, id);
    expect(attached.attachments.map((file) => file.filename)).toEqual(signed.map((file) => file.name));
    for (const file of attached.attachments) expect(file.size).toBeGreaterThan(1000);
    for (const link of mail.filter((m) => m.template_id === 'signed-documents-available')) {
      expect(link.attachments).toEqual([]);
      expect(link.text).toContain(`/dossier/${id}`);
    }
    const events = await eventsOf(id, 'copy_sent');
    expect(events.map((event) => `${event.party}:${String(event.details.delivery)}`).sort()).toEqual([
      'co_subscriber:attachment',
      'subscriber:link',
      'subscriber_advisor:link',
    ]);

    // The mission alone is signed: no « toutes les parties ont signé » of the dossier; no sign-in
    // offered to the co-subscriber, who has no account.
    for (const m of mail) expect(m.text).not.toMatch(/Toutes les parties ont signé/);
    expect(attached.text).not.toMatch(/connexion|Connectez/);
    // Another pass, another worker: nothing is sent twice.
    expect(await deliverSignedCopies(lifecycleAt(new Date()))).toBe(0);
    expect((await mailOf(id)).filter((m) => m.template_id !== 'signature-invitation')).toHaveLength(3);
  });

  it('attaches the final signed documents to every signer when the tenant says so', async () => {
    await setSettings(`signed_copies = 'attachment'`);
    const sent: TEmail[] = [];
    const transport = createDeliveringTransport({
      email: { send: async (email) => void sent.push(email), close: async () => {} },
      sms: null,
    });
    try {
      const id = await d.createFilledDossier({ clientId: claireId, twoParties: true });
      expect((await d.submitSignatureBlock(id, 'mission')).statusCode).toBe(200);
      await d.signAs(id, 'mission', 'subscriber', 'client');
      await d.signAs(id, 'mission', 'subscriber_advisor', 'conseiller');
      await d.untilSealed(id);
      // Other completed envelopes of this file's dossiers go out too: only this dossier's are read.
      await deliverSignedCopies(lifecycleAt(new Date(), transport), 100);
      const signed = await listSignedDocuments(t.database.db, id);
      const mine = sent.filter((email) => email.text.includes(`/dossier/${id}`));
      expect(mine).toHaveLength(2);
      for (const email of mine) {
        expect(email.subject).toContain('vos documents signés');
        expect(email.attachments!.map((file) => file.filename)).toEqual(signed.map((file) => file.name));
        for (const [index, file] of email.attachments!.entries()) {
          expect(file.contentType).toBe('application/pdf');
          // The very bytes the dossier's signed documents are, timestamped (B-LTA).
          const stored = await t.app.blobs.get(signed[index]!.sha256);
          expect(Buffer.from(file.content).equals(Buffer.from(stored!))).toBe(true);
        }
      }
    } finally {
      await setSettings(`signed_copies = 'link'`);
    }
  });
});

describe('advisor notices of an envelope ended unsigned', () => {
  const noticesOf = async (id: number) =>
    (await mailOf(id)).filter((mail) => mail.template_id.startsWith('envelope-'));
  const advisorAddress = async () => {
    const [row] = await queryRows<{ address: string }>(
      t.database.db,
      sql`SELECT coalesce(nullif(signer_email, ''), email) AS address FROM users WHERE username = 'conseiller'`,
    );
    return row!.address;
  };
  // Other dossiers of this file end too: each pass takes them all, the checks read this dossier's.
  const notify = (at = new Date(), transport?: TMessageTransport) =>
    sendAdvisorNotices(lifecycleAt(at, transport), 100);

  it('tells the advisor once of a refusal, with the signer and the reason, however many workers run', async () => {
    const { id } = await missionOut();
    await d.signAs(id, 'mission', 'subscriber', 'client', 'decline');
    const sent: TEmail[] = [];
    const capture = createDeliveringTransport({
      email: { send: async (email) => void sent.push(email), close: async () => {} },
      sms: null,
    });
    // Two replicas' workers at once, then a later pass: one message.
    await Promise.all([notify(new Date(), capture), notify(new Date(), capture)]);
    await notify(new Date(), capture);
    const mine = sent.filter((email) => email.text.includes(`/dossier/${id}`));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.to).toBe(await advisorAddress());
    expect(mine[0]!.subject).toMatch(/a refusé de signer$/);
    expect(mine[0]!.text).toMatch(/.+ \(souscripteur\) a refusé de signer les documents/);
    expect(mine[0]!.text).toContain('Motif donné : « Je souhaite relire les documents avec mon notaire. »');
    const events = await eventsOf(id, 'advisor_notified');
    expect(events).toHaveLength(1);
    expect(events[0]!.details).toMatchObject({ channel: 'email', to: 'advisor', end: 'declined' });
    expect(String(events[0]!.details.destination)).toMatch(/^.•••@/);
  });

  it('tells the advisor of an expiry once the worker has expired the envelope', async () => {
    const { id, sentAt } = await missionOut();
    const later = new Date(sentAt + 31 * DAY);
    expect(await notify(later)).toBeGreaterThanOrEqual(0);
    expect(await noticesOf(id)).toEqual([]);
    expect((await expireEnvelopes(lifecycleAt(later), 100)).map((envelope) => envelope.dossierId)).toContain(
      id,
    );
    await notify(later);
    await notify(later);
    const notices = await noticesOf(id);
    expect(notices.map((mail) => mail.template_id)).toEqual(['envelope-expired']);
    expect(notices[0]!.destination).toBe(await advisorAddress());
    expect(notices[0]!.text).toContain('a expiré avant que toutes les parties aient signé');
  });

  it('tells the advisor of a cancellation by the back office with its reason, not of his own', async () => {
    const cancel = async (id: number, username: string, reason: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/dossiers/${id}/docusigns/mission/cancel`,
        headers: await t.authAs(username),
        payload: { reason },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const byBackOffice = (await missionOut()).id;
    await cancel(byBackOffice, 'backoffice', 'Pièce d’identité expirée');
    const byAdvisor = (await missionOut()).id;
    await cancel(byAdvisor, 'conseiller', 'Montant à revoir');
    await notify();

    const notices = await noticesOf(byBackOffice);
    expect(notices.map((mail) => mail.template_id)).toEqual(['envelope-cancelled']);
    expect(notices[0]!.text).toContain('Motif donné : « Pièce d’identité expirée »');
    expect(notices[0]!.text).toContain('Julie Moreau a annulé la signature des documents');
    // He withdrew it himself: nothing to tell him, and nothing left to tell at the next pass.
    expect(await noticesOf(byAdvisor)).toEqual([]);
    await notify();
    expect(await noticesOf(byAdvisor)).toEqual([]);
    expect(await eventsOf(byAdvisor, 'advisor_notified')).toEqual([]);
  });
});

describe('awaited signatures in the folder list', () => {
  const rowOf = async (id: number, username: string) => {
    const response = await t.app.inject({
      url: '/api/dossiers?state=signature-files&itemsPerPage=100',
      headers: await t.authAs(username),
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().dossiers as { id: number; awaitingSignatureOf: string[] }[]).find(
      (row) => row.id === id,
    );
  };

  it('answers the parties an envelope out still awaits, to the client and the advisor alike', async () => {
    const id = await d.createFilledDossier({ clientId: claireId });
    expect((await d.submitSignatureBlock(id, 'mission')).statusCode).toBe(200);
    await d.ceremony(id, 'mission', 'subscriber', 'client');
    // The co-subscriber is the spouse: one person awaited for both parties.
    const all = ['co_subscriber', 'subscriber', 'subscriber_advisor', 'subscriber_spouse'];
    expect((await rowOf(id, 'client'))?.awaitingSignatureOf).toEqual(all);
    expect((await rowOf(id, 'conseiller'))?.awaitingSignatureOf).toEqual(all);

    await d.signAs(id, 'mission', 'subscriber', 'client');
    await d.signAs(id, 'mission', 'co_subscriber', 'conseiller');
    expect((await rowOf(id, 'client'))?.awaitingSignatureOf).toEqual(['subscriber_advisor']);
    await d.signAs(id, 'mission', 'subscriber_advisor', 'conseiller');
    const after = await t.app.inject({
      url: `/api/dossiers?itemsPerPage=100`,
      headers: await t.authAs('client'),
    });
    const row = (after.json().dossiers as { id: number; awaitingSignatureOf: string[] }[]).find(
      (candidate) => candidate.id === id,
    );
    expect(row?.awaitingSignatureOf).toEqual([]);
  });

  it('names the accounts it awaits: the folder’s advisor and the subscriber’s own, no one else', async () => {
    const id = await d.createFilledDossier({ clientId: claireId });
    expect((await d.submitSignatureBlock(id, 'mission')).statusCode).toBe(200);
    await d.ceremony(id, 'mission', 'subscriber', 'client');
    const accounts = await queryRows<{ username: string; id: string }>(
      t.database.db,
      sql`SELECT username, id::text AS id FROM users WHERE username IN ('client', 'conseiller', 'manager')`,
    );
    const idOf = (username: string) => accounts.find((account) => account.username === username)!.id;
    const row = (await rowOf(id, 'manager')) as unknown as TDossierSummary;
    expect(row.signingAccounts).toEqual({
      advisorUserId: idOf('conseiller'),
      subscriberUserId: idOf('client'),
    });
    // The badge's rule: the client and the folder's advisor are awaited, the manager who sees it is not.
    expect(isSignatureAwaitedFrom(idOf('client'), row.awaitingSignatureOf, row.signingAccounts)).toBe(true);
    expect(isSignatureAwaitedFrom(idOf('conseiller'), row.awaitingSignatureOf, row.signingAccounts)).toBe(
      true,
    );
    expect(isSignatureAwaitedFrom(idOf('manager'), row.awaitingSignatureOf, row.signingAccounts)).toBe(false);
  });
});

describe('the folder’s envelopes', () => {
  it('lists the declined and the cancelled envelopes with their reasons and who gave them, and the signed one', async () => {
    const id = await d.createFilledDossier({ clientId: claireId, twoParties: true });
    expect((await d.submitSignatureBlock(id, 'mission')).statusCode).toBe(200);
    await d.signAs(id, 'mission', 'subscriber', 'client', 'decline');
    await d.ceremony(id, 'mission', 'subscriber', 'client');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/dossiers/${id}/docusigns/mission/cancel`,
      headers: await t.authAs('conseiller'),
      payload: { reason: 'Montant à revoir' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await d.signAs(id, 'mission', 'subscriber', 'client');
    await d.signAs(id, 'mission', 'subscriber_advisor', 'conseiller');

    const response = await t.app.inject({
      url: `/api/dossier/${id}/docusign/envelopes`,
      headers: await t.authAs('client'),
    });
    expect(response.statusCode, response.body).toBe(200);
    const envelopes = response.json().envelopes as {
      status: string;
      reason: string | null;
      endedBy: string | null;
      completedAt: string | null;
      endedAt: string | null;
      signers: { party: string; status: string; name: string; signedAt: string | null }[];
    }[];
    expect(envelopes.map((envelope) => envelope.status)).toEqual(['declined', 'cancelled', 'completed']);
    const [declined, withdrawn, signed] = envelopes;
    expect(declined).toMatchObject({ reason: 'Je souhaite relire les documents avec mon notaire.' });
    expect(declined!.endedBy).toBe(declined!.signers.find((s) => s.party === 'subscriber')!.name);
    expect(declined!.endedAt).not.toBeNull();
    expect(withdrawn).toMatchObject({ reason: 'Montant à revoir', endedBy: 'Antoine Durand' });
    expect(signed!.completedAt).not.toBeNull();
    expect(signed!.signers.map((s) => `${s.party}:${s.status}`)).toEqual([
      'subscriber:signed',
      'subscriber_advisor:signed',
    ]);

    const other = await t.app.inject({
      url: `/api/dossier/${id}/docusign/envelopes`,
      headers: await t.authAs('prospect'),
    });
    expect([403, 404]).toContain(other.statusCode);
  });
});
