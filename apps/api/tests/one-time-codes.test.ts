/**
 * One-time codes (issue 25) through the real database and the demo mailbox: a code read from the
 * message a signer got verifies once; late, wrong, locked, another recipient's and too frequent
 * codes are refused. Time is given to the services (`now`), never waited for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { demoMailboxMessages, oneTimeCodes, tenants } from '../src/db/schema.js';
import { createDeliveringTransport, createDemoMailboxTransport } from '../src/modules/messages/index.js';
import {
  ONE_TIME_CODE_RULES,
  maskEmail,
  maskPhone,
  sendOneTimeCode,
  verifyOneTimeCode,
  type SendOneTimeCodeInput,
} from '../src/modules/one-time-codes/index.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let tenantId = 0;
const transport = createDemoMailboxTransport();
const T0 = new Date('2030-03-04T09:00:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

beforeAll(async () => {
  t = await createTestApp();
  const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.code, 'demo'));
  tenantId = demo!.id;
}, 120_000);
afterAll(async () => t?.close());

let phoneSeq = 10_000_000;
/** A mobile number no other test uses (the per-destination throttle counts across recipients). */
const newPhone = () => `06${String(phoneSeq++).padStart(8, '0')}`;

function input(
  recipientKey: string,
  destination: string,
  now: Date,
  channel: 'sms' | 'email' = 'sms',
): SendOneTimeCodeInput {
  return {
    tenantId,
    recipientKey,
    channel,
    destination,
    locale: 'fr',
    context: { brand: 'Souscription', recipientName: 'Pierre Martin', dossierId: 12, recipientId: 34 },
    now,
  };
}

const send = (recipientKey: string, destination: string, now: Date, channel: 'sms' | 'email' = 'sms') =>
  sendOneTimeCode({ db: t.database.db, transport }, input(recipientKey, destination, now, channel));

const verify = (recipientKey: string, code: string, now: Date) =>
  verifyOneTimeCode({ db: t.database.db }, { recipientKey, code, now });

/** The code of the last message kept for this destination, as the signer reads it. */
async function readCode(destination: string): Promise<string> {
  const [message] = await t.database.db
    .select()
    .from(demoMailboxMessages)
    .where(eq(demoMailboxMessages.destination, destination))
    .orderBy(desc(demoMailboxMessages.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${destination}`);
  return code;
}

/** A six-digit code that is not `code`. */
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('a one-time code', () => {
  it('is sent to the masked destination, valid ten minutes, and kept hashed only', async () => {
    const result = await send('recipient:sent', '06 12 34 56 78', T0);
    expect(result).toEqual({
      status: 'sent',
      maskedDestination: '+33 6 •• •• •• 78',
      expiresAt: at(10 * 60),
    });
    const code = await readCode('+33612345678');
    const [row] = await t.database.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.recipientKey, 'recipient:sent'));
    expect(row!.destination).toBe('+33612345678');
    expect(JSON.stringify(row)).not.toContain(code);
    const [message] = await t.database.db
      .select()
      .from(demoMailboxMessages)
      .where(eq(demoMailboxMessages.destination, '+33612345678'));
    expect(message).toMatchObject({
      channel: 'sms',
      templateId: 'one-time-code-sms',
      dossierId: 12,
      recipientId: 34,
    });
  });

  it('goes by e-mail too, masked as c•••@example.com', async () => {
    const result = await send('recipient:email', ' Claire.Martin@Example.com ', T0, 'email');
    expect(result).toMatchObject({ status: 'sent', maskedDestination: 'c•••@example.com' });
    const code = await readCode('claire.martin@example.com');
    expect(await verify('recipient:email', code, at(60))).toEqual({ status: 'verified' });
  });

  it('verifies once: the right code a second time is refused', async () => {
    const phone = newPhone();
    await send('recipient:once', phone, T0);
    const code = await readCode(`+33${phone.slice(1)}`);
    expect(await verify('recipient:once', code, at(30))).toEqual({ status: 'verified' });
    expect(await verify('recipient:once', code, at(31))).toEqual({ status: 'none' });
  });

  it('is refused past ten minutes', async () => {
    const phone = newPhone();
    await send('recipient:late', phone, T0);
    const code = await readCode(`+33${phone.slice(1)}`);
    expect(await verify('recipient:late', code, at(10 * 60))).toEqual({ status: 'expired' });
    expect(await verify('recipient:late', code, at(10 * 60 - 1))).toEqual({ status: 'verified' });
  });

  it('locks the recipient after five wrong codes, until a new code is asked for', async () => {
    const phone = newPhone();
    await send('recipient:lock', phone, T0);
    const code = await readCode(`+33${phone.slice(1)}`);
    const answers = [];
    for (let i = 0; i < ONE_TIME_CODE_RULES.maxFailedAttempts; i++) {
      answers.push(await verify('recipient:lock', wrongOf(code), at(10 + i)));
    }
    expect(answers).toEqual([
      { status: 'wrong', triesLeft: 4 },
      { status: 'wrong', triesLeft: 3 },
      { status: 'wrong', triesLeft: 2 },
      { status: 'wrong', triesLeft: 1 },
      { status: 'locked' },
    ]);
    // Locked: even the right code is refused.
    expect(await verify('recipient:lock', code, at(20))).toEqual({ status: 'locked' });
    expect(await send('recipient:lock', phone, at(40))).toMatchObject({ status: 'sent' });
    const fresh = await readCode(`+33${phone.slice(1)}`);
    expect(await verify('recipient:lock', code === fresh ? wrongOf(code) : code, at(41))).toEqual({
      status: 'wrong',
      triesLeft: 4,
    });
    expect(await verify('recipient:lock', fresh, at(42))).toEqual({ status: 'verified' });
  });

  it('of another recipient is refused', async () => {
    const phone = newPhone();
    await send('recipient:subscriber', phone, T0);
    const subscriberCode = await readCode(`+33${phone.slice(1)}`);
    const other = newPhone();
    await send('recipient:co-subscriber', other, T0);
    // Two codes are alike once in a million draws: the co-subscriber asks again until they differ.
    for (let seconds = 30; (await readCode(`+33${other.slice(1)}`)) === subscriberCode; seconds += 30) {
      await send('recipient:co-subscriber', other, at(seconds));
    }
    expect(await verify('recipient:co-subscriber', subscriberCode, at(5))).toEqual({
      status: 'wrong',
      triesLeft: 4,
    });
    expect(await verify('recipient:nobody', subscriberCode, at(5))).toEqual({ status: 'none' });
  });

  it('is sent again at most once per 30 s and five times an hour per recipient', async () => {
    const phone = newPhone();
    expect(await send('recipient:resend', phone, T0)).toMatchObject({ status: 'sent' });
    expect(await send('recipient:resend', phone, at(10))).toEqual({
      status: 'throttled',
      scope: 'recipient',
      retryAfterSeconds: 20,
    });
    for (const seconds of [30, 60, 90, 120]) {
      expect(await send('recipient:resend', phone, at(seconds))).toMatchObject({ status: 'sent' });
    }
    // Five in the hour: the next one when the first leaves the hour.
    expect(await send('recipient:resend', phone, at(600))).toEqual({
      status: 'throttled',
      scope: 'recipient',
      retryAfterSeconds: 3600 - 600,
    });
    expect(await send('recipient:resend', phone, at(3601))).toMatchObject({ status: 'sent' });
  });

  it('is sent at most ten times an hour to one number, whichever recipient asks (SMS pumping)', async () => {
    const phone = newPhone();
    for (let i = 0; i < ONE_TIME_CODE_RULES.destinationPerHour; i++) {
      expect(await send(`recipient:pump-${i}`, phone, at(i))).toMatchObject({ status: 'sent' });
    }
    expect(await send('recipient:pump-new', phone, at(100))).toEqual({
      status: 'throttled',
      scope: 'destination',
      retryAfterSeconds: 3600 - 100,
    });
    // Another number for the same recipient is not held back by it.
    expect(await send('recipient:pump-new', newPhone(), at(100))).toMatchObject({ status: 'sent' });
  });

  it('is not kept nor counted when the message cannot go out', async () => {
    const noSms = createDeliveringTransport({ email: null, sms: null });
    const phone = newPhone();
    const sending = sendOneTimeCode(
      { db: t.database.db, transport: noSms },
      input('recipient:undelivered', phone, T0),
    );
    await expect(sending).rejects.toMatchObject({ channel: 'sms', reason: 'channel-unavailable' });
    expect(await verify('recipient:undelivered', '000000', at(1))).toEqual({ status: 'none' });
    expect(await send('recipient:undelivered', phone, at(1))).toMatchObject({ status: 'sent' });
  });

  it('is not sent to what is not a phone number or an e-mail address', async () => {
    expect(await send('recipient:bad', '12', T0)).toEqual({ status: 'invalid-destination' });
    expect(await send('recipient:bad', 'not-an-address', T0, 'email')).toEqual({
      status: 'invalid-destination',
    });
  });
});

describe('masking', () => {
  it('shows a number’s country code, first and last two digits, an address’s first letter and domain', () => {
    expect(maskPhone('+33612345678')).toBe('+33 6 •• •• •• 78');
    expect(maskPhone('+447911123456')).toBe('+44 7••• ••••56');
    expect(maskEmail('claire.martin@example.com')).toBe('c•••@example.com');
  });
});
