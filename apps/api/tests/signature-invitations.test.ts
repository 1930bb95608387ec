/**
 * Invitations to sign by link (issue 32): when an envelope opens, every party who signs remotely is
 * sent a personal link naming the documents; a party without an account signs through it after a
 * one-time code, without signing in. The link is bound to its party and envelope, survives going
 * back and reloading until used, ends with the envelope, and only its hash is stored. The advisor
 * sees where it went and can send it again, throttled. Reminders and expiry follow a moved clock.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { CONSENT_TEXT } from '../src/modules/signature/ceremony/consent-text.js';
import { readDemoMailboxCode } from '../src/modules/messages/index.js';
import { expireEnvelopes } from '../src/modules/signature/service/expire-envelopes.js';
import { sendSignatureReminders } from '../src/modules/signature/service/send-signature-reminders.js';
import type { LifecycleDeps } from '../src/modules/signature/service/expire-envelopes.js';
import { createSignatureDriver } from './support/signature-helpers.js';
import { BASE_URL, createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let d: ReturnType<typeof createSignatureDriver>;
let claireId: number;
/** How far the server's clock is moved ahead of the real one. */
let aheadMs = 0;
const clock = () => new Date(Date.now() + aheadMs);
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  d = createSignatureDriver(t);
  await d.init();
  claireId = await d.customerIdOf('client');
}, 120_000);
afterAll(async () => t?.close());

const lifecycleDeps = (): LifecycleDeps => ({
  db: t.database.db,
  blobs: t.app.blobs,
  forms: t.app.forms,
  config: t.config,
  now: clock,
  transport: t.app.messageTransport,
});

type Mail = {
  id: number;
  template_id: string;
  destination: string;
  text: string;
  recipient_id: number | string | null; // a bigint: a string from node-postgres
};

async function mailOf(dossierId: number, templateId: string): Promise<Mail[]> {
  return queryRows<Mail>(
    t.database.db,
    sql`SELECT id, template_id, destination, text, recipient_id FROM demo_mailbox_messages
        WHERE dossier_id = ${dossierId} AND template_id = ${templateId} ORDER BY id`,
  );
}

/** The personal link of an invitation, read in the message as its recipient would. */
function linkIn(mail: Mail): string {
  const match = mail.text.match(new RegExp(`${BASE_URL}(/sign/[A-Za-z0-9_-]+)`));
  expect(match, mail.text).not.toBeNull();
  return match![1]!;
}

const browser = { 'user-agent': 'vitest-invitee', 'accept-language': 'fr-FR' };
const get = (path: string, headers: Record<string, string> = browser) => t.app.inject({ url: path, headers });
const post = (path: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { ...browser, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

async function eventsOf(dossierId: number, type: string) {
  return queryRows<{
    party: string | null;
    user_id: string | null;
    user_name: string | null;
    details: Record<string, unknown>;
  }>(
    t.database.db,
    sql`SELECT ev.party, ev.user_id, ev.user_name, ev.details FROM signature_events ev
        JOIN signature_envelopes e ON e.id = ev.envelope_id
        WHERE e.dossier_id = ${dossierId} AND ev.type = ${type} ORDER BY ev.id`,
  );
}

async function envelopesOf(dossierId: number, username = 'conseiller') {
  const response = await t.app.inject({
    url: `/api/dossier/${dossierId}/docusign/envelopes`,
    headers: await t.authAs(username),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().envelopes as {
    status: string;
    signers: {
      party: string;
      status: string;
      invitation: {
        sentAt: string;
        sentTo: { channel: string; destination: string }[];
        count: number;
      } | null;
    }[];
  }[];
}

const resend = async (dossierId: number, party: string, username = 'conseiller') =>
  t.app.inject({
    method: 'POST',
    url: `/api/dossiers/${dossierId}/docusigns/mission/invitations`,
    headers: await t.authAs(username),
    payload: { party },
  });

/** A dossier of Claire's with her husband as co-subscriber, its mission out: the advisor opened his part. */
async function missionOut(): Promise<number> {
  const id = await d.createFilledDossier({ clientId: claireId });
  expect((await d.submitSignatureBlock(id, 'mission')).statusCode).toBe(200);
  expect((await d.openCeremony(id, 'mission', 'subscriber_advisor', 'conseiller')).statusCode).toBe(201);
  return id;
}

describe('an envelope opening invites each remote party by a personal link', () => {
  let id: number;
  beforeAll(async () => {
    aheadMs = 0;
    id = await missionOut();
  }, 120_000);

  it('sends the subscriber and the co-subscriber (not the advisor) a link naming the documents; only its hash is stored', async () => {
    const invitations = await mailOf(id, 'signature-invitation');
    expect(invitations).toHaveLength(2);
    for (const mail of invitations) {
      expect(mail.text).toMatch(/«\u00a0Lettre de mission\u00a0»/);
      expect(mail.text).toContain('Aucun compte ni mot de passe n’est nécessaire');
      expect(mail.text).not.toMatch(/Connectez-vous/);
    }
    const tokens = invitations.map((mail) => linkIn(mail).slice('/sign/'.length));
    const rows = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`SELECT c.* FROM signature_ceremonies c JOIN signature_envelopes e ON e.id = c.envelope_id
          WHERE e.dossier_id = ${id} AND c.kind = 'invitation'`,
    );
    expect(rows).toHaveLength(2);
    const stored = JSON.stringify(rows);
    for (const token of tokens) {
      expect(stored).not.toContain(token);
      expect(rows.map((row) => row.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
    }
    // Nothing else of the signature's tables holds a token either.
    const events = JSON.stringify(await eventsOf(id, 'invitation_sent'));
    for (const token of tokens) expect(events).not.toContain(token);
    expect(rows.every((row) => row.user_id === null)).toBe(true);

    const signers = (await envelopesOf(id))[0]!.signers;
    const coSubscriber = signers.find((signer) => signer.party === 'co_subscriber')!;
    expect(coSubscriber.invitation).toMatchObject({ count: 1, sentTo: [{ channel: 'email' }] });
    expect(coSubscriber.invitation!.sentTo[0]!.destination).toMatch(/^\w•••@/);
    expect(signers.find((signer) => signer.party === 'subscriber_advisor')!.invitation).toBeNull();
  });

  it('the co-subscriber signs through her link with her code, without signing in; Back and reload keep the page and the code', async () => {
    const coSubscriberId = (await envelopesOf(id))[0]!.signers.find((s) => s.party === 'co_subscriber');
    expect(coSubscriberId).toBeDefined();
    const [recipient] = await queryRows<{ id: number; email: string; name: string }>(
      t.database.db,
      sql`SELECT r.id, r.email, r.name FROM signature_recipients r JOIN signature_envelopes e ON e.id = r.envelope_id
          WHERE e.dossier_id = ${id} AND r.party = 'co_subscriber'`,
    );
    const mail = (await mailOf(id, 'signature-invitation')).find(
      (m) => Number(m.recipient_id) === Number(recipient!.id),
    )!;
    const link = linkIn(mail);

    // No cookie, no sign-in: the page opens, naming her.
    const page = await get(link);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain(recipient!.name);
    expect(page.body).toContain('Recevoir un code');
    // What a button says while its form is sent (the page's script shows it; a second press sends nothing).
    expect(page.body).toContain('data-sending="Envoi en cours…"');
    expect((await post(link, { action: 'send-code' })).statusCode).toBe(200);
    const code = await readDemoMailboxCode(t.database.db, Number(recipient!.id));
    // Back, then a reload: the same page, the code sent still awaited, no « already used ».
    for (let again = 0; again < 2; again += 1) {
      const back = await get(link);
      expect(back.statusCode, back.body).toBe(200);
      expect(back.body).toContain('Code envoyé par');
      expect(back.body).not.toContain('Un code vient d’être envoyé');
    }
    expect(await eventsOf(id, 'opened')).toHaveLength(1);
    const verified = await post(link, { action: 'verify-code', code: code! });
    expect(verified.body).toContain('Code vérifié');
    const signed = await post(link, { action: 'sign', consent: 'yes', consentVersion: CONSENT_TEXT.version });
    expect(signed.statusCode, signed.body).toBe(303);
    expect(signed.headers.location).toBe(`${link}/done`);
    const done = await get(`${link}/done`);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Signature enregistrée');

    const [row] = await queryRows<{ status: string; authentication: string }>(
      t.database.db,
      sql`SELECT status, authentication FROM signature_recipients WHERE id = ${recipient!.id}`,
    );
    expect(row).toEqual({ status: 'signed', authentication: 'otp_sms' });
    const signedEvent = (await eventsOf(id, 'signed')).find((event) => event.party === 'co_subscriber')!;
    expect(signedEvent).toMatchObject({ user_id: null, user_name: recipient!.name });

    // Used (Back after « Signer », the e-mail opened again): the link says so, beside her answer,
    // recorded — not « Signature impossible ».
    const used = await get(link);
    expect(used.statusCode).toBe(409);
    expect(used.body).toContain('Vous avez déjà répondu par ce lien');
    expect(used.body).toContain('Signature enregistrée');
    expect(used.body).toContain(`Merci ${recipient!.name}, votre signature est enregistrée`);
    expect(used.body).not.toContain('Signature impossible');
    // « Signer » pressed a second time (a slow network): the same, and nothing more recorded.
    const again = await post(link, { action: 'sign', consent: 'yes', consentVersion: CONSENT_TEXT.version });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('Signature enregistrée');
    expect(await eventsOf(id, 'signed')).toHaveLength(1);
    const usedEn = await get(link, { 'accept-language': 'en-GB' });
    expect(usedEn.body).toContain('You have already answered with this link');
  });

  it('binds the link to its party and envelope: the subscriber’s link signs only for her; a forged token is unknown', async () => {
    const [claire] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT r.id FROM signature_recipients r JOIN signature_envelopes e ON e.id = r.envelope_id
          WHERE e.dossier_id = ${id} AND r.party = 'subscriber'`,
    );
    const mail = (await mailOf(id, 'signature-invitation')).find(
      (m) => Number(m.recipient_id) === Number(claire!.id),
    )!;
    const link = linkIn(mail);
    const page = await get(link);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/Signature de .* \(souscripteur\)/);
    // The code of another party does not verify here.
    await post(link, { action: 'send-code' });
    const otherCode = await readDemoMailboxCode(
      t.database.db,
      Number(
        (
          await queryRows<{ id: number }>(
            t.database.db,
            sql`SELECT r.id FROM signature_recipients r JOIN signature_envelopes e ON e.id = r.envelope_id
                WHERE e.dossier_id = ${id} AND r.party = 'co_subscriber'`,
          )
        )[0]!.id,
      ),
    );
    const mine = await readDemoMailboxCode(t.database.db, Number(claire!.id));
    if (otherCode !== mine) {
      const wrong = await post(link, { action: 'verify-code', code: otherCode! });
      expect(wrong.body).toContain('Code incorrect');
    }
    expect((await get(`${link.slice(0, -2)}xx`)).statusCode).toBe(404);
  });

  it('the advisor sends a link again, throttled: not within 10 minutes, then yes; not the client', async () => {
    const early = await resend(id, 'subscriber');
    expect(early.statusCode).toBe(429);
    expect(early.json().errors[0].message).toBe('docusign.error-invitation-throttled');
    expect((await resend(id, 'subscriber', 'client')).statusCode).toBe(403);
    aheadMs = 11 * 60 * 1000;
    const sent = await resend(id, 'subscriber');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().invitation.sentTo).toEqual([
      { channel: 'email', destination: expect.stringMatching(/^\w•••@/) },
    ]);
    expect((await resend(id, 'subscriber')).statusCode).toBe(429);
    const subscriber = (await envelopesOf(id))[0]!.signers.find((signer) => signer.party === 'subscriber')!;
    expect(subscriber.invitation!.count).toBe(2);
    // The party who already signed is sent nothing.
    expect((await resend(id, 'co_subscriber')).statusCode).toBe(409);
    expect((await eventsOf(id, 'invitation_sent')).map((event) => event.details.reason)).toEqual([
      'invitation',
      'invitation',
      'resend',
    ]);
  });
});

describe('a link whose envelope was withdrawn', () => {
  it('says the documents no longer wait for a signature, and what comes next: a new link, the advisor', async () => {
    aheadMs = 0;
    const id = await missionOut();
    const [mail] = await mailOf(id, 'signature-invitation');
    const link = linkIn(mail!);
    expect((await get(link)).statusCode).toBe(200);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/dossiers/${id}/docusigns/mission/cancel`,
      headers: await t.authAs('conseiller'),
      payload: { reason: 'Origine des fonds à corriger' },
    });
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    const page = await get(link);
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('ces documents ne sont plus en attente de votre signature');
    expect(page.body).toContain(
      'un nouveau lien vous sera envoyé\u00a0; votre conseiller peut vous en dire plus',
    );
    const pageEn = await get(link, { 'accept-language': 'en-GB' });
    expect(pageEn.body).toContain('If they still need signing, a new link will be sent to you');
  }, 120_000);
});

describe('reminders and expiry with a moved clock', () => {
  let id: number;
  beforeAll(async () => {
    aheadMs = 0;
    id = await missionOut();
  }, 120_000);

  it('three days on, the co-subscriber is reminded by a new link; past the expiry, every link says it is no longer valid', async () => {
    const first = await mailOf(id, 'signature-invitation');
    const coLink = linkIn(
      first.find((mail) => mail.text.includes('Bonjour') && !mail.text.includes('Claire'))!,
    );
    expect((await get(coLink)).statusCode).toBe(200);

    aheadMs = 3 * DAY_MS + 60_000;
    await sendSignatureReminders(lifecycleDeps());
    const after = await mailOf(id, 'signature-invitation');
    const reminders = after.filter((mail) => !first.some((old) => old.id === mail.id));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain('Rappel : les documents suivants');
    // The subscriber, who has an account, is reminded to sign after sign-in.
    expect(await mailOf(id, 'signature-reminder')).toHaveLength(1);
    const reminderLink = linkIn(reminders[0]!);
    expect((await get(reminderLink)).statusCode).toBe(200);

    aheadMs = 31 * DAY_MS;
    const expired = await expireEnvelopes(lifecycleDeps());
    expect(expired.map((envelope) => envelope.dossierId)).toContain(id);
    for (const link of [coLink, reminderLink]) {
      const page = await get(link);
      expect(page.statusCode).toBe(410);
      expect(page.body).toContain('Ce lien de signature n’est plus valable');
      expect(page.body).not.toContain('Revenir au dossier');
    }
    expect((await envelopesOf(id)).at(-1)!.status).toBe('expired');
    expect((await resend(id, 'subscriber')).statusCode).toBe(409);
  });
});
