import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { TLocale } from '@souscription/contract';
import { normalizePhone, validateEmail, validatePhone } from '@souscription/form-engine';
import { getOrCreateSecret } from '../../shared/app-secrets.js';
import type { Database } from '../../db/client.js';
import {
  findThrottleRefusal,
  lockThrottleScopes,
  recordThrottleEvents,
  type TThrottleScope,
} from '../rate-limits/index.js';
import { sendMessage, type MessageDeps, type TMessageChannel } from '../messages/index.js';
import { maskDestination } from './mask-destination.js';
import { HOUR_MS, ONE_TIME_CODE_RULES as RULES } from './one-time-code-rules.js';
import {
  deleteCode,
  findSendTimes,
  lockCode,
  lockCodeSending,
  saveSentCode,
  updateFailedAttempts,
} from './queries.js';

export type SendOneTimeCodeInput = {
  tenantId: number;
  /**
   * Who must prove control of the destination: one key per signer and ceremony, chosen by the
   * caller (`recipient:<signature recipient id>`). A code only ever verifies for its own key.
   */
  recipientKey: string;
  /**
   * Whose sends the per-recipient throttle counts (defaults to `recipientKey`): a signer's codes are
   * bound to one ceremony each, yet throttled across all of them (`recipient:<id>`).
   */
  throttleKey?: string;
  /**
   * Further limits the send counts under and is refused by (the party across envelopes, the dossier,
   * the account, the address): each a key of its own with its windows, kept in the database.
   */
  scopes?: readonly TThrottleScope[];
  channel: TMessageChannel;
  /** A mobile number (any spelling, read as French when national) or an e-mail address. */
  destination: string;
  locale: TLocale;
  /** What the message says and what it is kept with. */
  context: {
    /** The tenant's name, which the message is signed with. */
    brand: string;
    recipientName: string;
    dossierId?: number | null;
    recipientId?: number | null;
  };
  /** The present time (tests give theirs). */
  now?: Date;
};

export type SendOneTimeCodeResult =
  /** Sent: where (masked, as the signer may be shown it) and until when it may be used. */
  | { status: 'sent'; maskedDestination: string; expiresAt: Date }
  /** Too many codes lately, for this recipient or this destination: ask again after `retryAfterSeconds`. */
  | { status: 'throttled'; scope: 'recipient' | 'destination' | 'limit'; retryAfterSeconds: number }
  /** The destination is not a mobile number (SMS) or an e-mail address (e-mail). */
  | { status: 'invalid-destination' };

export type VerifyOneTimeCodeInput = {
  recipientKey: string;
  /** What the signer typed (spaces are ignored). */
  code: string;
  now?: Date;
};

export type VerifyOneTimeCodeResult =
  /** The right code, in time: it is now used up. */
  | { status: 'verified' }
  /** A wrong code; `triesLeft` more before the recipient is locked. */
  | { status: 'wrong'; triesLeft: number }
  /** Too many wrong codes: only a new code unlocks the recipient. */
  | { status: 'locked' }
  /** The code is older than its validity: a new one must be asked for. */
  | { status: 'expired' }
  /** No code is waiting for this recipient (never sent, or already used). */
  | { status: 'none' };

/** The server's key for the codes' HMAC, made once and shared by every replica. */
async function getCodeKey(db: Database): Promise<Buffer> {
  const secret = await getOrCreateSecret(db, 'one_time_code_key', async () =>
    randomBytes(32).toString('base64url'),
  );
  return Buffer.from(secret, 'base64url');
}

/** HMAC-SHA-256 of the recipient key and the code: a stored hash is worth nothing for another recipient. */
function hashCode(key: Buffer, recipientKey: string, code: string): Buffer {
  return createHmac('sha256', key).update(`${recipientKey}\u0000${code}`).digest();
}

/** The destination as compared and throttled: E.164 for a mobile, lower case for an e-mail; null when invalid. */
function normalizeDestination(channel: TMessageChannel, destination: string): string | null {
  if (channel === 'sms') {
    const number = normalizePhone(destination);
    return validatePhone(number) === null && number.startsWith('+') ? number : null;
  }
  const email = destination.trim().toLowerCase();
  return email !== '' && validateEmail(email) === null ? email : null;
}

/** Seconds until the oldest of `times` leaves a window of `windowMs` (at least 1). */
function secondsUntilLeaves(oldest: Date, windowMs: number, now: Date): number {
  return Math.max(1, Math.ceil((oldest.getTime() + windowMs - now.getTime()) / 1000));
}

/**
 * Why a code may not be sent now: too soon or too often for the recipient, too often to the
 * destination, or a further scope at its limit; null when it may. Run under the sending locks.
 */
async function findSendRefusal(
  tx: Database,
  throttleKey: string,
  destination: string,
  scopes: readonly TThrottleScope[],
  now: Date,
): Promise<Extract<SendOneTimeCodeResult, { status: 'throttled' }> | null> {
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const recipientSends = await findSendTimes(tx, { recipientKey: throttleKey }, hourAgo);
  const last = recipientSends.at(-1);
  if (last && now.getTime() - last.getTime() < RULES.recipientIntervalMs) {
    return {
      status: 'throttled',
      scope: 'recipient',
      retryAfterSeconds: secondsUntilLeaves(last, RULES.recipientIntervalMs, now),
    };
  }
  if (recipientSends.length >= RULES.recipientPerHour) {
    const oldest = recipientSends[recipientSends.length - RULES.recipientPerHour]!;
    return {
      status: 'throttled',
      scope: 'recipient',
      retryAfterSeconds: secondsUntilLeaves(oldest, HOUR_MS, now),
    };
  }
  const destinationSends = await findSendTimes(tx, { destination }, hourAgo);
  if (destinationSends.length >= RULES.destinationPerHour) {
    const oldest = destinationSends[destinationSends.length - RULES.destinationPerHour]!;
    return {
      status: 'throttled',
      scope: 'destination',
      retryAfterSeconds: secondsUntilLeaves(oldest, HOUR_MS, now),
    };
  }
  const limited = await findThrottleRefusal(tx, scopes, now);
  return limited
    ? { status: 'throttled', scope: 'limit', retryAfterSeconds: limited.retryAfterSeconds }
    : null;
}

/**
 * Sends a new one-time code to a recipient's phone or e-mail, replacing the one it had (which
 * lifts a lock), unless codes were sent too often to this recipient, this destination or under one
 * of the caller's further scopes (each send counts under all of them). The code
 * is kept as an HMAC only; the throttles and the code live in the database, so replicas agree.
 * @throws MessageError when the channel is not configured or refused the message (nothing is kept).
 */
export async function sendOneTimeCode(
  deps: MessageDeps,
  input: SendOneTimeCodeInput,
): Promise<SendOneTimeCodeResult> {
  const now = input.now ?? new Date();
  const destination = normalizeDestination(input.channel, input.destination);
  if (!destination) return { status: 'invalid-destination' };
  const key = await getCodeKey(deps.db);
  const throttleKey = input.throttleKey ?? input.recipientKey;
  return deps.db.transaction(async (tx) => {
    const scopes = input.scopes ?? [];
    await lockCodeSending(tx, throttleKey, destination);
    await lockThrottleScopes(tx, scopes);
    const refusal = await findSendRefusal(tx, throttleKey, destination, scopes, now);
    if (refusal) return refusal;
    await recordThrottleEvents(tx, scopes, now);

    const code = String(randomInt(0, 10 ** RULES.digits)).padStart(RULES.digits, '0');
    const expiresAt = new Date(now.getTime() + RULES.validityMs);
    await saveSentCode(
      tx,
      {
        recipientKey: input.recipientKey,
        tenantId: input.tenantId,
        channel: input.channel,
        destination,
        codeHash: hashCode(key, input.recipientKey, code).toString('base64url'),
        expiresAt,
        createdAt: now,
      },
      throttleKey,
      new Date(now.getTime() - 24 * HOUR_MS),
    );
    const minutes = RULES.validityMs / 60_000;
    const common = {
      tenantId: input.tenantId,
      to: destination,
      locale: input.locale,
      dossierId: input.context.dossierId ?? null,
      recipientId: input.context.recipientId ?? null,
    };
    // Note: sent inside the transaction: when the transport fails, no code is kept and the send
    // is not counted; the demo mailbox keeps its copy in the same transaction.
    const messageDeps = { db: tx, transport: deps.transport };
    if (input.channel === 'sms') {
      await sendMessage(messageDeps, {
        ...common,
        templateId: 'one-time-code-sms',
        params: { brand: input.context.brand, code, minutes },
      });
    } else {
      await sendMessage(messageDeps, {
        ...common,
        templateId: 'one-time-code-email',
        params: { brand: input.context.brand, code, minutes, recipientName: input.context.recipientName },
      });
    }
    return { status: 'sent', maskedDestination: maskDestination(input.channel, destination), expiresAt };
  });
}

/**
 * Checks a code a recipient typed against the one it was sent, in constant time. The right code
 * verifies once; a wrong one counts, and the fifth locks the recipient until a new code is sent.
 */
export async function verifyOneTimeCode(
  deps: { db: Database },
  input: VerifyOneTimeCodeInput,
): Promise<VerifyOneTimeCodeResult> {
  const now = input.now ?? new Date();
  const key = await getCodeKey(deps.db);
  return deps.db.transaction(async (tx) => {
    const row = await lockCode(tx, input.recipientKey);
    if (!row) return { status: 'none' };
    if (row.failedAttempts >= RULES.maxFailedAttempts) return { status: 'locked' };
    if (row.expiresAt.getTime() <= now.getTime()) return { status: 'expired' };
    const typed = input.code.replace(/\s/g, '');
    const expected = Buffer.from(row.codeHash, 'base64url');
    const actual = hashCode(key, input.recipientKey, typed);
    if (expected.length === actual.length && timingSafeEqual(expected, actual)) {
      await deleteCode(tx, input.recipientKey);
      return { status: 'verified' };
    }
    const failedAttempts = row.failedAttempts + 1;
    await updateFailedAttempts(tx, input.recipientKey, failedAttempts);
    if (failedAttempts >= RULES.maxFailedAttempts) return { status: 'locked' };
    return { status: 'wrong', triesLeft: RULES.maxFailedAttempts - failedAttempts };
  });
}
