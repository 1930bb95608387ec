/**
 * How each party signs (issue 32 points 1 and 2): the advisor switches a party still awaited between
 * signing by link (`remote`) and « en sa présence » (`hosted`, on his device after a code to the
 * contact the dossier names); the server enforces it (a hosted party's links, a remote party's hosted
 * page, are refused), throttles it like resends and records it in the envelope's history. A contact
 * changed after an envelope opened voids it, and the envelope's history says whose and how.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { DEMO_HAPPY_PATH_VALUES } from '../src/seed/forms/demo-happy-path.js';
import { DEMO_BLOCK, DEMO_ELEMENT } from '../src/seed/forms/demo-subscription-form.js';
import { sendSignatureReminders } from '../src/modules/signature/service/send-signature-reminders.js';
import type { LifecycleDeps } from '../src/modules/signature/service/expire-envelopes.js';
import { createSignatureDriver, signerAddressOf } from './support/signature-helpers.js';
import { BASE_URL, createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let d: ReturnType<typeof createSignatureDriver>;
let claireId: number;
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

const switchMode = async (id: number, party: string, mode: string, username = 'conseiller') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/dossiers/${id}/docusigns/mission/signing-modes`,
    headers: await t.authAs(username),
    payload: { party, mode },
  });

type TSigner = { party: string; signingMode: string; maySwitchMode: boolean; status: string };
type TEnvelope = {
  status: string;
  signers: TSigner[];
  contactChanges: { party: string; channel: string; from: string | null; to: string | null }[];
};

async function envelopesOf(id: number, username = 'conseiller'): Promise<TEnvelope[]> {
  const response = await t.app.inject({
    url: `/api/dossier/${id}/docusign/envelopes`,
    headers: await t.authAs(username),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().envelopes;
}

const signerOf = async (id: number, party: string, username = 'conseiller') =>
  (await envelopesOf(id, username)).find((e) => e.status === 'sent')!.signers.find((s) => s.party === party)!;

async function modeEvents(id: number) {
  return queryRows<{ party: string; user_name: string | null; details: Record<string, unknown> }>(
    t.database.db,
    sql`SELECT ev.party, ev.user_name, ev.details FROM signature_events ev
        JOIN signature_envelopes e ON e.id = ev.envelope_id
        WHERE e.dossier_id = ${id} AND ev.type = 'mode_changed' ORDER BY ev.id`,
  );
}

/** The co-subscriber's personal links, newest last, read in the demo mailbox. */
async function coSubscriberLinks(id: number): Promise<string[]> {
  const rows = await queryRows<{ text: string }>(
    t.database.db,
    sql`SELECT m.text FROM demo_mailbox_messages m JOIN signature_recipients r ON r.id = m.recipient_id
        WHERE m.dossier_id = ${id} AND m.template_id = 'signature-invitation' AND r.party = 'co_subscriber'
        ORDER BY m.id`,
  );
  return rows.map((row) => row.text.match(new RegExp(`${BASE_URL}(/sign/[A-Za-z0-9_-]+)`))![1]!);
}

const openLink = (link: string) =>
  t.app.inject({ url: link, headers: { 'user-agent': 'vitest-invitee', 'accept-language': 'fr-FR' } });

/** A dossier of Claire's with her husband as co-subscriber, its mission out: the advisor opened his part. */
async function missionOut(): Promise<number> {
  const id = await d.createFilledDossier({ clientId: claireId });
  expect((await d.submitSignatureBlock(id, 'mission')).statusCode).toBe(200);
  expect((await d.openCeremony(id, 'mission', 'subscriber_advisor', 'conseiller')).statusCode).toBe(201);
  return id;
}

describe('the advisor switches a party between signing by link and « en sa présence »', () => {
  it('hosted: her links stop working, no reminder goes to her, she signs on his device with her code; recorded', async () => {
    aheadMs = 0;
    const id = await missionOut();
    const [link] = await coSubscriberLinks(id);
    expect((await openLink(link!)).statusCode).toBe(200);
    expect(await signerOf(id, 'co_subscriber')).toMatchObject({ signingMode: 'remote', maySwitchMode: true });

    const switched = await switchMode(id, 'co_subscriber', 'hosted');
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json()).toEqual({
      signingMode: { party: 'co_subscriber', mode: 'hosted', invitation: null },
    });
    expect((await signerOf(id, 'co_subscriber')).signingMode).toBe('hosted');
    expect(await modeEvents(id)).toEqual([
      { party: 'co_subscriber', user_name: expect.any(String), details: { mode: 'hosted', cause: 'switch' } },
    ]);
    const refused = await openLink(link!);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('votre conseiller a prévu que vous signiez ces documents en sa présence');

    // Three days on, the reminders: a new link for the subscriber, none for the co-subscriber.
    aheadMs = 3 * DAY_MS + 60_000;
    await sendSignatureReminders(lifecycleDeps());
    expect(await coSubscriberLinks(id)).toHaveLength(1);
    aheadMs = 0;

    // Beside him: the code goes to her own number, she signs.
    await d.signAs(id, 'mission', 'co_subscriber', 'conseiller');
    expect((await signerOf(id, 'subscriber')).status).not.toBe('signed');
    const [signed] = await queryRows<{ status: string; authentication: string; hosted_by_name: string }>(
      t.database.db,
      sql`SELECT r.status, r.authentication, r.hosted_by_name FROM signature_recipients r
          JOIN signature_envelopes e ON e.id = r.envelope_id
          WHERE e.dossier_id = ${id} AND r.party = 'co_subscriber'`,
    );
    expect(signed).toMatchObject({ status: 'signed', authentication: 'otp_sms' });
    expect(signed!.hosted_by_name).toBeTruthy();
    // Signed: nothing left to switch.
    expect((await switchMode(id, 'co_subscriber', 'remote')).statusCode).toBe(409);
  });

  it('back to remote: within 10 minutes the last link works again (no new message); a hosted page opened before ends', async () => {
    aheadMs = 0;
    const id = await missionOut();
    expect((await switchMode(id, 'co_subscriber', 'hosted')).statusCode).toBe(200);
    const hosted = await d.ceremony(id, 'mission', 'co_subscriber', 'conseiller');
    const open = () =>
      t.app.inject({
        url: hosted.url,
        remoteAddress: signerAddressOf(hosted),
        headers: { cookie: hosted.cookie, 'user-agent': 'vitest' },
      });
    expect((await open()).statusCode).toBe(200);

    const back = await switchMode(id, 'co_subscriber', 'remote');
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().signingMode).toEqual({ party: 'co_subscriber', mode: 'remote', invitation: null });
    const links = await coSubscriberLinks(id);
    expect(links).toHaveLength(1);
    expect((await openLink(links[0]!)).statusCode).toBe(200);
    expect((await open()).statusCode).toBe(409);

    // Later, switched away and back, a new invitation goes out.
    aheadMs = 11 * 60 * 1000;
    expect((await switchMode(id, 'co_subscriber', 'hosted')).statusCode).toBe(200);
    const again = await switchMode(id, 'co_subscriber', 'remote');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().signingMode.invitation.sentTo[0].destination).toMatch(/•••/);
    expect(await coSubscriberLinks(id)).toHaveLength(2);
    expect((await modeEvents(id)).map((event) => event.details)).toEqual([
      { mode: 'hosted', cause: 'switch' },
      { mode: 'remote', cause: 'switch', invited: false },
      { mode: 'hosted', cause: 'switch' },
      { mode: 'remote', cause: 'switch', invited: true },
    ]);
    // Five switches at most for a party on an envelope.
    expect((await switchMode(id, 'co_subscriber', 'hosted')).statusCode).toBe(200);
    const sixth = await switchMode(id, 'co_subscriber', 'remote');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().errors[0].message).toBe('docusign.error-mode-limit');
    aheadMs = 0;
  });

  it('hosting a remote party’s ceremony switches her, recorded; her link stops working', async () => {
    aheadMs = 0;
    const id = await missionOut();
    const [link] = await coSubscriberLinks(id);
    await d.ceremony(id, 'mission', 'co_subscriber', 'conseiller');
    expect((await signerOf(id, 'co_subscriber')).signingMode).toBe('hosted');
    expect((await modeEvents(id)).map((event) => event.details)).toEqual([
      { mode: 'hosted', cause: 'hosted-ceremony' },
    ]);
    expect((await openLink(link!)).statusCode).toBe(409);
  });

  it('only whoever would host the party switches it, once per change, while the envelope is out', async () => {
    aheadMs = 0;
    const id = await d.createFilledDossier({ clientId: claireId });
    expect((await d.submitSignatureBlock(id, 'mission')).statusCode).toBe(200);
    // Nothing out yet.
    const notOpen = await switchMode(id, 'co_subscriber', 'hosted');
    expect(notOpen.statusCode).toBe(409);
    expect(notOpen.json().errors[0].message).toBe('docusign.error-not-open');
    expect((await d.openCeremony(id, 'mission', 'subscriber_advisor', 'conseiller')).statusCode).toBe(201);
    // The client (she signs from her account) and her own part: not his to host.
    const byClient = await switchMode(id, 'co_subscriber', 'hosted', 'client');
    expect(byClient.statusCode).toBe(403);
    expect(byClient.json().errors[0].message).toBe('api.error.forbidden');
    const herPart = await switchMode(id, 'subscriber', 'hosted');
    expect(herPart.statusCode).toBe(403);
    expect(herPart.json().errors[0].message).toBe('docusign.error-party-not-allowed');
    expect((await signerOf(id, 'subscriber')).maySwitchMode).toBe(false);
    expect((await signerOf(id, 'co_subscriber', 'client')).maySwitchMode).toBe(false);
    expect((await switchMode(id, 'subscriber_advisor', 'hosted')).statusCode).toBe(422);
    const same = await switchMode(id, 'co_subscriber', 'remote');
    expect(same.statusCode).toBe(409);
    expect(same.json().errors[0].message).toBe('docusign.error-mode-unchanged');
    expect((await switchMode(id, 'co_subscriber', 'elsewhere')).statusCode).toBe(422);
    expect(await modeEvents(id)).toEqual([]);
  });
});

describe('a contact changed after an envelope opened voids it, and its history says so', () => {
  it('names the party, the channel and the masked numbers before and after in the envelope list', async () => {
    aheadMs = 0;
    const id = await d.createFilledDossier({ clientId: claireId });
    expect((await d.submitSignatureBlock(id, 'mission')).statusCode).toBe(200);
    await d.signAs(id, 'mission', 'subscriber', 'client');
    await d.signAs(id, 'mission', 'co_subscriber', 'client');
    await d.signAs(id, 'mission', 'subscriber_advisor', 'conseiller');
    const step = DEMO_HAPPY_PATH_VALUES.find((candidate) => candidate.blockId === DEMO_BLOCK.coSubscriber)!;
    const changed = await d.submit(id, {
      ...step,
      values: step.values.map((v) =>
        v.elementId === DEMO_ELEMENT.coPhone ? { ...v, value: '0699887755' } : v,
      ),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [voided] = await envelopesOf(id);
    expect(voided).toMatchObject({
      status: 'voided',
      contactChanges: [
        {
          party: 'co_subscriber',
          channel: 'sms',
          from: expect.stringMatching(/^\+33 6/),
          to: '+33 6 •• •• •• 55',
        },
      ],
    });
    // The client sees it too.
    expect((await envelopesOf(id, 'client'))[0]!.contactChanges).toHaveLength(1);

    // A new mission, the co-subscriber signing beside the advisor; the subscription out: the signature
    // history names the changed contact and the way of signing.
    expect((await d.submitSignatureBlock(id, 'mission')).statusCode).toBe(200);
    await d.signAs(id, 'mission', 'subscriber', 'client');
    await d.signAs(id, 'mission', 'co_subscriber', 'conseiller');
    await d.signAs(id, 'mission', 'subscriber_advisor', 'conseiller');
    await d.untilSealed(id);
    expect((await d.submitSignatureBlock(id, 'subscription')).statusCode).toBe(200);
    await d.ceremony(id, 'subscription', 'subscriber', 'client');
    const history = await t.app.inject({
      url: `/api/dossier/${id}/docusign/history`,
      headers: await t.authAs('conseiller'),
    });
    expect(history.statusCode, history.body).toBe(200);
    const path = join(mkdtempSync(join(tmpdir(), 'signing-modes-')), 'history.pdf');
    writeFileSync(path, Buffer.from(history.json().envelopeHistoryData, 'base64'));
    const text = execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('Annulé : une réponse a changé');
    expect(text).toMatch(
      /Co-souscripteur\s?: coordonnées changées après l’envoi \(mobile\s?: \+33 6 .*→ \+33 6 •• •• •• 55\)/,
    );
    expect(text).toContain('Façon de signer changée');
    expect(text).toContain('en présence du conseiller, sur son appareil');
    // A whole dossier filled, signed and its history rendered in its body, as the correction tests do.
  }, 120_000);
});
