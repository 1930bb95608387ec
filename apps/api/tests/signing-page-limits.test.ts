/**
 * The signing page against scripts (issue 32): every call is limited per client address in
 * PostgreSQL (openings, code sends, code checks, decisions, and every post, a random token
 * included); a malformed post is a 400 in the usual error shape, never a 500; an over-long reason is
 * refused without being echoed; another site's post is refused; a malformed code counts toward the
 * lock. A person's ceremony with a few mistakes goes through.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { DEMO_HAPPY_PATH_VALUES } from '../src/seed/forms/demo-happy-path.js';
import { DEMO_BLOCK, DEMO_ELEMENT } from '../src/seed/forms/demo-subscription-form.js';
import { SIGNING_PAGE_LIMITS } from '../src/modules/signature/service/ceremony-limits.js';
import { CONSENT_TEXT } from '../src/modules/signature/ceremony/consent-text.js';
import { createSignatureDriver, type Ceremony } from './support/signature-helpers.js';
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

let nextAddress = 10;
/** A client address of its own for each test: limits of one never reach another. */
const newAddress = () => `192.0.2.${nextAddress++}`;

/** A raw form post of the signing page from an address, with headers of the test's own. */
const post = (
  ceremony: Pick<Ceremony, 'url' | 'cookie'>,
  payload: string,
  address: string,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: ceremony.url,
    remoteAddress: address,
    headers: {
      cookie: ceremony.cookie,
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': 'vitest',
      ...headers,
    },
    payload,
  });

const openFrom = (ceremony: Ceremony, address: string) =>
  t.app.inject({
    url: ceremony.url,
    remoteAddress: address,
    headers: { cookie: ceremony.cookie, 'user-agent': 'vitest', accept: 'text/html' },
  });

/** The client's own subscriber ceremony on a new dossier, opened from `address`. */
async function openedCeremony(address: string): Promise<Ceremony> {
  const id = await d.createFilledDossier({ clientId: claireId, twoParties: true });
  expect((await d.submitSignatureBlock(id, 'mission')).statusCode).toBe(200);
  const ceremony = await d.ceremony(id, 'mission', 'subscriber', 'client');
  expect((await openFrom(ceremony, address)).statusCode).toBe(200);
  return ceremony;
}

const randomToken = () => `/sign/${randomBytes(32).toString('base64url')}`;

describe('a malformed or foreign post', () => {
  let ceremony: Ceremony;
  const address = newAddress();
  beforeAll(async () => {
    ceremony = await openedCeremony(address);
  }, 120_000);

  it.each([
    ['code=123456&code=654321&action=verify-code', 'code'],
    ['action=decline&reason=a&reason=b', 'reason'],
    ['action=send-code&action=verify-code', 'action'],
  ])('answers 400 in the usual error shape to a repeated field (%s)', async (payload, property) => {
    const response = await post(ceremony, payload, address);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ property, message: 'api.error.bad-request' }] });
  });

  it('refuses an over-long reason without echoing it, and a body past the page’s size with 413', async () => {
    const reason = `${'Trop long. '.repeat(400)}FIN-DU-MOTIF`;
    const page = await post(ceremony, new URLSearchParams({ action: 'decline', reason }).toString(), address);
    expect(page.statusCode).toBe(422);
    expect(page.body).toContain('Le motif ne peut pas dépasser 2');
    expect(page.body).not.toContain('FIN-DU-MOTIF');
    const huge = await post(ceremony, `action=decline&reason=${'x'.repeat(14 * 1024 * 1024)}`, address);
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ errors: [{ property: 'body', message: 'api.error.body-too-large' }] });
    expect(huge.body.length).toBeLessThan(200);
  });

  it('refuses a post from another site (Origin, or Sec-Fetch-Site without one) with 403', async () => {
    for (const headers of [
      { origin: 'https://attacker.example' } as Record<string, string>,
      { origin: 'null' },
      // A sandboxed frame of another site posts with `Origin: null` too.
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'cross-site' },
    ]) {
      const response = await post(ceremony, 'action=send-code', address, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toEqual({
        errors: [{ property: 'origin', message: 'api.error.foreign-origin' }],
      });
    }
    // Nothing was taken: the party has no code yet.
    const sent = await post(ceremony, 'action=send-code', address, {
      origin: new URL(t.config.publicUrl).origin,
      'sec-fetch-site': 'same-origin',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.body).toContain('Code envoyé');
    const sameHost = await post(ceremony, 'action=verify-code&code=000000', address, {
      origin: 'http://localhost:80',
    });
    expect(sameHost.statusCode).not.toBe(403);
    // What Chromium sends for the page's own form under its `Referrer-Policy: no-referrer`.
    const ownForm = await post(ceremony, 'action=verify-code&code=000000', address, {
      origin: 'null',
      'sec-fetch-site': 'same-origin',
    });
    expect(ownForm.statusCode, ownForm.body).not.toBe(403);
  });
});

describe('the code check', () => {
  it('counts a malformed code toward the lock', async () => {
    const address = newAddress();
    const ceremony = await openedCeremony(address);
    expect((await post(ceremony, 'action=send-code', address)).statusCode).toBe(200);
    const answers: string[] = [];
    for (const code of ['12ab56', '', '1234567', 'abcdef']) {
      const response = await post(
        ceremony,
        new URLSearchParams({ action: 'verify-code', code }).toString(),
        address,
      );
      expect(response.statusCode).toBe(422);
      answers.push(response.body);
    }
    expect(answers[0]).toContain('Saisissez les 6 chiffres du code reçu. Il vous reste 4 essais.');
    expect(answers[3]).toContain('Il vous reste 1 essai.');
    const right = await d.receivedCode(ceremony);
    const locked = await post(ceremony, `action=verify-code&code=${'9'.repeat(5)}x`, address);
    expect(locked.body).toContain('ce code est bloqué');
    const tooLate = await post(ceremony, `action=verify-code&code=${right}`, address);
    expect(tooLate.body).toContain('ce code est bloqué');
  });

  it('lets a person through a ceremony with a few mistakes', async () => {
    const address = newAddress();
    const ceremony = await openedCeremony(address);
    expect((await post(ceremony, 'action=send-code', address)).statusCode).toBe(200);
    for (const code of ['000000', '111111']) {
      await post(ceremony, `action=verify-code&code=${code}`, address);
    }
    const right = await d.receivedCode(ceremony);
    const verified = await post(ceremony, `action=verify-code&code=${right}`, address);
    expect(verified.body).toContain('Code vérifié');
    const noConsent = await post(ceremony, `action=sign&consentVersion=${CONSENT_TEXT.version}`, address);
    expect(noConsent.statusCode).toBe(422);
    const signed = await post(
      ceremony,
      `action=sign&consent=yes&consentVersion=${encodeURIComponent(CONSENT_TEXT.version)}`,
      address,
    );
    expect(signed.statusCode, signed.body).toBe(303);
  });
});

describe('per-address limits', () => {
  it('stops random-token posts from one address, saying when to retry; another address goes on', async () => {
    const address = newAddress();
    const fake = { url: randomToken(), cookie: '' };
    const statuses: number[] = [];
    for (let i = 0; i <= SIGNING_PAGE_LIMITS.post.max; i++) {
      const response = await post({ ...fake, url: randomToken() }, 'action=verify-code&code=123456', address);
      statuses.push(response.statusCode);
    }
    // Unknown addresses (404) until the code checks' limit, then refused, whatever the token.
    const allowed = SIGNING_PAGE_LIMITS['verify-code'].max;
    expect(statuses.slice(0, allowed)).toEqual(Array(allowed).fill(404));
    expect(new Set(statuses.slice(allowed))).toEqual(new Set([429]));
    // Past every post's limit, any other post is refused too.
    const refused = await post(fake, 'action=sign', address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      errors: [{ property: 'address', message: 'api.error.too-many-requests' }],
    });
    expect((await post(fake, 'action=verify-code&code=123456', newAddress())).statusCode).toBe(404);
  });

  it('stops ceremony openings from one address with a page that says when to retry (fr and en)', async () => {
    const address = newAddress();
    for (let i = 0; i < SIGNING_PAGE_LIMITS.open.max; i++) {
      const response = await t.app.inject({ url: randomToken(), remoteAddress: address });
      expect(response.statusCode).toBe(404);
    }
    const fr = await t.app.inject({
      url: randomToken(),
      remoteAddress: address,
      headers: { accept: 'text/html' },
    });
    expect(fr.statusCode).toBe(429);
    expect(fr.body).toMatch(/Réessayez dans \d+\u00a0(s|min)/);
    const en = await t.app.inject({
      url: randomToken(),
      remoteAddress: address,
      headers: { accept: 'text/html', 'accept-language': 'en' },
    });
    expect(en.body).toMatch(/Try again in \d+ (s|min)/);
  });

  it('stops code checks and code sends from one address', async () => {
    const address = newAddress();
    const ceremony = await openedCeremony(address);
    let sends = 0;
    let refused = 0;
    for (let i = 0; i < SIGNING_PAGE_LIMITS['send-code'].max + 2; i++) {
      const response = await post(ceremony, 'action=send-code', address);
      if (response.statusCode === 429 && String(response.headers['content-type']).includes('json'))
        refused += 1;
      else sends += 1;
    }
    expect(sends).toBe(SIGNING_PAGE_LIMITS['send-code'].max);
    expect(refused).toBe(2);
    let checks = 0;
    for (let i = 0; i < SIGNING_PAGE_LIMITS['verify-code'].max + 1; i++) {
      const response = await post(ceremony, 'action=verify-code&code=000000', address);
      if (!(response.statusCode === 429 && String(response.headers['content-type']).includes('json')))
        checks += 1;
    }
    expect(checks).toBe(SIGNING_PAGE_LIMITS['verify-code'].max);
  });
});

describe('the code goes to the person the dossier names', () => {
  it('voids the signed mission when a party’s number changes after it, naming the change; the new number gets the next code', async () => {
    const address = newAddress();
    const id = await d.createFilledDossier({ clientId: claireId });
    expect((await d.submitSignatureBlock(id, 'mission')).statusCode).toBe(200);
    // While an envelope is out the answers are locked; once the mission is signed they open again.
    await d.signAs(id, 'mission', 'subscriber', 'client');
    await d.signAs(id, 'mission', 'co_subscriber', 'client');
    await d.signAs(id, 'mission', 'subscriber_advisor', 'conseiller');
    const step = DEMO_HAPPY_PATH_VALUES.find((candidate) => candidate.blockId === DEMO_BLOCK.coSubscriber)!;
    const changed = await d.submit(id, {
      ...step,
      values: step.values.map((v) =>
        v.elementId === DEMO_ELEMENT.coPhone ? { ...v, value: '0699887766' } : v,
      ),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [voided] = await queryRows<{ details: { contactChanges?: unknown[] } }>(
      t.database.db,
      sql`SELECT v.details FROM signature_events v JOIN signature_envelopes e ON e.id = v.envelope_id
          WHERE e.dossier_id = ${id} AND v.type = 'voided'`,
    );
    expect(voided?.details.contactChanges).toEqual([
      {
        party: 'co_subscriber',
        channel: 'sms',
        from: expect.stringMatching(/^\+33 6/),
        to: '+33 6 •• •• •• 66',
      },
    ]);
    // A new envelope's code goes to the number now in the answers.
    expect((await d.submitSignatureBlock(id, 'mission')).statusCode).toBe(200);
    const after = await d.ceremony(id, 'mission', 'co_subscriber', 'client');
    expect((await openFrom(after, address)).statusCode).toBe(200);
    const sent = await post(after, 'action=send-code', address);
    expect(sent.body).toContain('+33 6 •• •• •• 66');
    const [message] = await queryRows<{ destination: string }>(
      t.database.db,
      sql`SELECT destination FROM demo_mailbox_messages WHERE dossier_id = ${id} ORDER BY id DESC LIMIT 1`,
    );
    expect(message?.destination).toBe('+33699887766');
  }, 240_000);
});
