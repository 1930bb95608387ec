/**
 * The signing page's one-time codes, consent and refusal (issue 25), through the page's own form
 * posts: each party proves control of their own phone or e-mail in the very ceremony they sign in;
 * a host (in-person signing) still needs the party's code; « Signer » without a verified code, and
 * « Refuser » without a reason, record nothing; every step leaves its event in the envelope's trail.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { getConsentText } from '../src/modules/signature/ceremony/consent-text.js';
import { sendCeremonyCode } from '../src/modules/signature/service/ceremony-code.js';
import { findEnvelopes } from '../src/modules/signature/queries.js';
import { renderSignatureHistory } from '../src/modules/signature/service/seal-envelope.js';
import type { CeremonyDeps } from '../src/modules/signature/service/signature-deps.js';
import { createSignatureDriver, type Ceremony } from './support/signature-helpers.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let d: ReturnType<typeof createSignatureDriver>;
let claireId: number;
const workDir = mkdtempSync(join(tmpdir(), 'signing-page-codes-'));

beforeAll(async () => {
  t = await createTestApp();
  d = createSignatureDriver(t);
  await d.init();
  claireId = await d.customerIdOf('client');
}, 120_000);
afterAll(async () => t?.close());

const userIdOf = async (username: string) =>
  (await queryRows<{ id: string }>(t.database.db, sql`SELECT id FROM users WHERE username = ${username}`))[0]!
    .id;

/** The signature services as the page routes have them, with a clock of the test's own. */
const depsAt = (at: Date): CeremonyDeps => ({
  db: t.database.db,
  blobs: t.app.blobs,
  forms: t.app.forms,
  config: t.config,
  now: () => at,
  transport: t.app.messageTransport,
});

const tokenOf = (ceremony: Ceremony) => ceremony.url.slice('/sign/'.length);

type EventRow = {
  type: string;
  party: string | null;
  user_id: string | null;
  hosted_by: string | null;
  hosted_by_name: string | null;
  ip: string | null;
  user_agent: string | null;
  details: Record<string, unknown>;
};

const eventsOf = (id: number, party: string) =>
  queryRows<EventRow>(
    t.database.db,
    sql`SELECT v.type, v.party, v.user_id, v.hosted_by, v.hosted_by_name, v.ip, v.user_agent, v.details
        FROM signature_events v JOIN signature_envelopes e ON e.id = v.envelope_id
        WHERE e.dossier_id = ${id} AND v.party = ${party} ORDER BY v.id`,
  );

const recipientOf = async (id: number, party: string) =>
  (
    await queryRows<{
      status: string;
      authentication: string | null;
      hosted_by: string | null;
      hosted_by_name: string | null;
      consent_version: string | null;
      consent_sha256: string | null;
      decline_reason: string | null;
      mobile: string | null;
    }>(
      t.database.db,
      sql`SELECT r.status, r.authentication, r.hosted_by, r.hosted_by_name, r.consent_version,
                 r.consent_sha256, r.decline_reason, r.mobile
          FROM signature_recipients r JOIN signature_envelopes e ON e.id = r.envelope_id
          WHERE e.dossier_id = ${id} AND r.party = ${party} ORDER BY e.id DESC LIMIT 1`,
    )
  )[0]!;

/** The latest demo mailbox message of a dossier to a destination. */
const lastMessageTo = async (id: number) =>
  (
    await queryRows<{ destination: string; channel: string; text: string }>(
      t.database.db,
      sql`SELECT destination, channel, text FROM demo_mailbox_messages WHERE dossier_id = ${id} ORDER BY id DESC LIMIT 1`,
    )
  )[0]!;

/** Another six digits than `code`. */
const wrongCode = (code: string, n: number) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');

describe('a dossier whose subscriber has her own account and a co-subscriber (her spouse)', () => {
  let id: number;
  let coSubscriber: Ceremony;
  let subscriber: Ceremony;
  let clientUserId: string;

  beforeAll(async () => {
    id = await d.createFilledDossier({ clientId: claireId });
    expect((await d.submitSignatureBlock(id, 'mission')).statusCode).toBe(200);
    clientUserId = await userIdOf('client');
  }, 120_000);

  it('refuses a code typed more than 10 minutes after it was sent', async () => {
    const late = await d.ceremony(id, 'mission', 'subscriber', 'client');
    expect((await d.open(late)).statusCode).toBe(200);
    // Sent 11 minutes ago (the service on a clock of its own), typed now on the page.
    const sent = await sendCeremonyCode(depsAt(new Date(Date.now() - 11 * 60_000)), tokenOf(late), {
      userId: clientUserId,
      ip: '127.0.0.1',
      userAgent: 'vitest',
    });
    expect(sent.ok && sent.notice.kind).toBe('code-sent');
    const typed = await d.typeCode(late, await d.receivedCode(late));
    expect(typed.statusCode).toBe(422);
    expect(typed.body).toContain('Ce code a expiré');
    const failed = (await eventsOf(id, 'subscriber')).filter((event) => event.type === 'code_failed');
    expect(failed.at(-1)!.details).toEqual({ channel: 'sms', reason: 'expired' });
    expect((await d.decide(late, 'sign')).statusCode).toBe(422);
  });

  it('the client hosts the co-subscriber but cannot sign for her: the code goes to the co-subscriber’s own phone, the client’s code is refused there', async () => {
    coSubscriber = await d.ceremony(id, 'mission', 'co_subscriber', 'client');
    const page = await d.open(coSubscriber);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/Signature de [^<]+ \(co-souscripteur\), en présence de /);
    expect(page.body).toContain('Recevoir un code');
    expect(page.body).not.toMatch(/autocomplete="one-time-code"/i);

    // « Signer » before any code: the page again, nothing recorded.
    const early = await d.decide(coSubscriber, 'sign');
    expect(early.statusCode).toBe(422);
    expect(early.body).toContain('Vérifiez d’abord le code reçu');

    subscriber = await d.ceremony(id, 'mission', 'subscriber', 'client');
    expect((await d.open(subscriber)).statusCode).toBe(200);
    const own = await d.sendCode(subscriber);
    expect(own.statusCode).toBe(200);
    const subscriberMessage = await lastMessageTo(id);
    const subscriberCode = await d.receivedCode(subscriber);

    const sent = await d.sendCode(coSubscriber);
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toMatch(/Code envoyé par SMS au \+33 \d [•\s\d]+/);
    expect(sent.body).toMatch(/inputmode="numeric" autocomplete="one-time-code"/i);
    expect(sent.body).toContain('<label for="code">Code reçu (6 chiffres)</label>');
    // The demo mailbox link, never the code itself.
    expect(sent.body).toContain('href="/boite-de-demonstration" target="_blank"');
    const coSubscriberCode = await d.receivedCode(coSubscriber);
    expect(sent.body).not.toContain(coSubscriberCode);
    const message = await lastMessageTo(id);
    expect(message.channel).toBe('sms');
    expect(message.destination).not.toBe(subscriberMessage.destination);

    // The subscriber's own code typed for the co-subscriber: wrong.
    expect(subscriberCode).not.toBe(coSubscriberCode);
    const stolen = await d.typeCode(coSubscriber, subscriberCode);
    expect(stolen.statusCode).toBe(422);
    expect(stolen.body).toContain('Code incorrect. Il vous reste 4 essais.');
    expect(stolen.body).toContain('aria-invalid="true"');
    const refused = await d.decide(coSubscriber, 'sign');
    expect(refused.statusCode).toBe(422);
    expect((await recipientOf(id, 'co_subscriber')).status).toBe('delivered');
    expect((await eventsOf(id, 'co_subscriber')).map((event) => event.type)).not.toContain('signed');
  });

  it('a code verifies only in the ceremony it was sent in', async () => {
    const code = await d.receivedCode(subscriber);
    const again = await d.ceremony(id, 'mission', 'subscriber', 'client');
    expect((await d.open(again)).statusCode).toBe(200);
    const elsewhere = await d.typeCode(again, code);
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.body).toContain('Aucun code n’est en attente');
    // The first ceremony's code still works in the first ceremony.
    const verified = await d.typeCode(subscriber, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.body).toContain('Code vérifié');
  });

  it('five wrong codes lock the party; a new code is throttled (the wait shown), then unlocks', async () => {
    const code = await d.receivedCode(coSubscriber);
    for (const [n, left] of [
      [1, 3],
      [2, 2],
      [3, 1],
    ] as const) {
      const wrong = await d.typeCode(coSubscriber, wrongCode(code, n));
      expect(wrong.statusCode).toBe(422);
      expect(wrong.body).toContain(left === 1 ? 'Il vous reste 1 essai.' : `Il vous reste ${left} essais.`);
    }
    const fifth = await d.typeCode(coSubscriber, wrongCode(code, 4));
    expect(fifth.body).toContain('Trop de codes incorrects');
    expect(fifth.body).toContain('event=locked');
    // Locked: even the right code is refused now.
    const right = await d.typeCode(coSubscriber, code);
    expect(right.statusCode).toBe(422);
    expect(right.body).toContain('Trop de codes incorrects');

    // A new code lifts the lock, but not within 30 s of the last one.
    const soon = await d.sendCode(coSubscriber);
    expect(soon.statusCode).toBe(429);
    expect(soon.body).toMatch(/Vous pourrez en demander un nouveau dans \d+\u00a0s\./);

    const later = new Date(Date.now() + 31_000);
    const userId = clientUserId;
    const resent = await sendCeremonyCode(depsAt(later), tokenOf(coSubscriber), {
      userId,
      ip: '127.0.0.1',
      userAgent: 'vitest',
    });
    expect(resent.ok && resent.notice.kind).toBe('code-sent');
    const fresh = await d.receivedCode(coSubscriber);
    const verified = await d.typeCode(coSubscriber, fresh);
    expect(verified.statusCode).toBe(200);

    const trail = (await eventsOf(id, 'co_subscriber')).map((event) => event.type);
    expect(trail.filter((type) => type === 'recipient_locked')).toHaveLength(1);
    expect(trail.filter((type) => type === 'code_failed')).toHaveLength(6);
    expect(trail.at(-1)).toBe('code_verified');
  });

  it('the host signs for the co-subscriber with her code: consent, host and SMS code recorded', async () => {
    const before = await recipientOf(id, 'co_subscriber');
    expect(before.status).toBe('delivered');
    const withoutConsent = await d.decide(coSubscriber, 'sign', false);
    expect(withoutConsent.statusCode).toBe(422);
    expect(withoutConsent.body).toContain('Cochez la case de consentement pour signer.');
    const done = await d.decide(coSubscriber, 'sign');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toContain('event=signing_complete');

    const consent = getConsentText('fr');
    const recipient = await recipientOf(id, 'co_subscriber');
    expect(recipient).toMatchObject({
      status: 'signed',
      authentication: 'otp_sms',
      hosted_by: clientUserId,
      consent_version: consent.version,
      consent_sha256: consent.sha256,
    });
    expect(recipient.hosted_by_name).toBeTruthy();
    const status = (await d.getDossier(id)).status;
    // One person, both parties.
    expect(status).toEqual(
      expect.arrayContaining(['mission_signed_by_co_subscriber', 'mission_signed_by_subscriber_spouse']),
    );

    const events = await eventsOf(id, 'co_subscriber');
    const byType = (type: string) => events.filter((event) => event.type === type);
    expect(byType('opened')[0]).toMatchObject({ hosted_by: clientUserId, details: { part: 'host' } });
    expect(byType('code_sent')[0]!.details).toMatchObject({ channel: 'sms' });
    expect(String(byType('code_sent')[0]!.details.maskedDestination)).toMatch(/^\+33 \d [•\s\d]+$/);
    expect(byType('consent_accepted')[0]!.details).toEqual({
      consentVersion: consent.version,
      consentSha256: consent.sha256,
    });
    expect(byType('signed')[0]).toMatchObject({
      user_id: clientUserId,
      hosted_by: clientUserId,
      user_agent: 'vitest',
      details: {
        authentication: 'otp_sms',
        codeChannel: 'sms',
        deliveredTo: 'demo-mailbox',
        sessionUserName: null,
      },
    });
    expect(byType('code_failed')[0]!.details).toMatchObject({
      channel: 'sms',
      reason: 'wrong',
      triesLeft: 4,
    });
  });

  it('the advisor signs his own part on his sign-in; the subscriber with her code; the history says how', async () => {
    const advisor = await d.ceremony(id, 'mission', 'subscriber_advisor', 'conseiller');
    const page = await d.open(advisor);
    expect(page.body).not.toContain('Recevoir un code');
    expect(page.body).toContain('aucun code n’est demandé');
    expect((await d.decide(advisor, 'sign')).statusCode).toBe(303);
    expect(await recipientOf(id, 'subscriber_advisor')).toMatchObject({
      authentication: 'session',
      hosted_by: null,
    });

    // Her code was verified in her first ceremony: « Signer » there is taken.
    expect((await d.decide(subscriber, 'sign')).statusCode).toBe(303);
    expect((await recipientOf(id, 'subscriber')).authentication).toBe('otp_sms');
    expect((await d.getDossier(id)).status).toContain('mission_validated');

    // The signature history (the advisor reads it once the dossier is in signature or signed).
    const history = await renderSignatureHistory(
      depsAt(new Date()),
      await findEnvelopes(t.database.db, id),
      'fr',
    );
    const path = join(workDir, `history-${id}.pdf`);
    writeFileSync(path, history);
    const text = execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toMatch(
      /authentification : code à usage unique envoyé par SMS au \+33 \d [•\s\d]+\d{2} \(installation de démonstration : le code a été remis dans la boîte de démonstration/,
    );
    expect(text).toContain(
      'authentification : connexion d’Antoine Durand à la plateforme avec son propre compte (sa session de conseiller)',
    );
    expect(text).toContain('en présence de');
    expect(text).toContain('Code envoyé');
    expect(text).toContain('Signataire bloqué');
  });
});

describe('refusing with a reason; a reused address', () => {
  let id: number;
  beforeAll(async () => {
    id = await d.createFilledDossier({ clientId: claireId, twoParties: true });
    expect((await d.submitSignatureBlock(id, 'mission')).statusCode).toBe(200);
  }, 120_000);

  it('refuses a refusal without a reason, or with more than 2 000 characters, recording nothing', async () => {
    const c = await d.ceremony(id, 'mission', 'subscriber', 'client');
    expect((await d.open(c)).statusCode).toBe(200);
    const empty = await d.decide(c, 'decline', true, '   ');
    expect(empty.statusCode).toBe(422);
    expect(empty.body).toContain('Indiquez le motif de votre refus.');
    expect(empty.body).toContain('<details class="step decline" open="">');
    const long = await d.decide(c, 'decline', true, 'x'.repeat(2001));
    expect(long.statusCode).toBe(422);
    expect(long.body).toContain('2\u202f000 caractères');
    expect((await recipientOf(id, 'subscriber')).status).toBe('delivered');
    expect((await eventsOf(id, 'subscriber')).map((event) => event.type)).not.toContain('declined');

    const done = await d.decide(c, 'decline', true, 'Le montant ne correspond pas à ce qui était convenu.');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toContain('event=decline');
    expect(await recipientOf(id, 'subscriber')).toMatchObject({
      status: 'declined',
      decline_reason: 'Le montant ne correspond pas à ce qui était convenu.',
    });
    const declined = (await eventsOf(id, 'subscriber')).find((event) => event.type === 'declined')!;
    expect(declined.details).toEqual({ reason: 'Le montant ne correspond pas à ce qui était convenu.' });

    // The same address again: refused, and the trail says so.
    const reused = await d.open(c);
    expect(reused.statusCode).toBe(403);
    const refused = (await eventsOf(id, 'subscriber')).filter((event) => event.type === 'address_refused');
    expect(refused.at(-1)!.details).toEqual({ reason: 'reused' });
  });

  it('speaks English when the ceremony was asked for in English', async () => {
    const opened = await t.app.inject({
      method: 'POST',
      url: `/api/dossiers/${id}/docusigns/mission/ceremonies`,
      headers: { ...(await t.authAs('conseiller')), 'accept-language': 'en' },
      payload: { party: 'subscriber_advisor' },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const c: Ceremony = {
      url: opened.json().docusign.url,
      cookie: String(opened.headers['set-cookie']).split(';')[0]!,
      dossierId: id,
      party: 'subscriber_advisor',
    };
    const page = await d.open(c);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('Signature of Antoine Durand (advisor)');
    // The documents follow the language the signature is opened in (issue 34 point 12): their
    // titles on the page and the PDFs themselves, not the French of a dossier nobody listed in English.
    expect(page.body).toContain('<h3 id="doc-0">Mission letter</h3>');
    expect(page.body).not.toContain('Lettre de mission');
    const href = /data-pdf="([^"]+)"/.exec(page.body)![1]!;
    const pdf = await t.app.inject({ url: href, headers: { cookie: c.cookie } });
    expect(pdf.statusCode).toBe(200);
    const path = join(workDir, `mission-en-${id}.pdf`);
    writeFileSync(path, pdf.rawPayload);
    const text = execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('Mission letter');
    expect(text).not.toContain('Lettre de mission');
    expect(page.body).toContain('my personal sign-in to the platform identifies me');
    expect(page.body).toContain('Decline to sign');
    const empty = await d.decide(c, 'decline', true, '');
    expect(empty.body).toContain('Give the reason why you decline.');
  });

  it('with the tenant’s advisor_code on, the advisor also types a code (by e-mail): session_otp_email', async () => {
    await t.database.db.execute(
      sql`UPDATE signature_settings SET advisor_code = true WHERE tenant_id = (SELECT id FROM tenants WHERE code = 'demo')`,
    );
    try {
      const advisor = await d.ceremony(id, 'mission', 'subscriber_advisor', 'conseiller');
      const page = await d.open(advisor);
      expect(page.body).toContain('Recevoir un code');
      expect(page.body).toContain('par e-mail à');
      expect((await d.decide(advisor, 'sign')).statusCode).toBe(422);
      await d.passCode(advisor);
      expect((await d.decide(advisor, 'sign')).statusCode).toBe(303);
      expect((await recipientOf(id, 'subscriber_advisor')).authentication).toBe('session_otp_email');
    } finally {
      await t.database.db.execute(sql`UPDATE signature_settings SET advisor_code = false`);
    }
  });
});
