import { and, desc, eq, inArray } from 'drizzle-orm';
import { signatureCeremonies, signatureEvents } from '../../../db/schema.js';
import { MessageError } from '../../messages/index.js';
import { ONE_TIME_CODE_RULES, sendOneTimeCode, verifyOneTimeCode } from '../../one-time-codes/index.js';
import { ceremonyCodeScopes } from './ceremony-limits.js';
import { codeDeliveredTo, destinationOf, maskedDestinationOf } from './code-destination.js';
import { recordCeremonyEvent } from './record-ceremony-event.js';
import type { CeremonyDeps, SignatureDeps } from './signature-deps.js';
import {
  ceremonyCodeKey,
  continueSigningPage,
  type TCeremonyRefused,
  type TOpenCeremony,
  type TPageRequest,
} from './signing-ceremony.js';

/** What the page tells after a code step (each with its own message). */
export type TCodeNotice =
  | { kind: 'code-sent'; maskedDestination: string }
  | { kind: 'throttled'; retryAfterSeconds: number }
  /** Past the party's, dossier's, account's or address's code limit (issue 32). */
  | { kind: 'code-limit'; retryAfterSeconds: number }
  | { kind: 'send-failed' }
  | { kind: 'no-transport' }
  | { kind: 'no-destination' }
  | { kind: 'code-format'; triesLeft: number }
  | { kind: 'code-wrong'; triesLeft: number }
  | { kind: 'code-locked' }
  | { kind: 'code-expired' }
  | { kind: 'code-none' }
  | { kind: 'code-verified' };

export { maskedDestinationOf };

export type TCodeStepResult = TCeremonyRefused | { ok: true; value: TOpenCeremony; notice: TCodeNotice };

/** The throttle key of a recipient: their codes are counted across every ceremony they open. */
function recipientThrottleKey(open: TOpenCeremony): string {
  return `recipient:${open.recipient.id}`;
}

/**
 * « Recevoir un code »: a new one-time code to the party's own mobile (SMS) or e-mail address, as the
 * tenant's setting and their contact allow, bound to this ceremony (a code verifies nowhere else).
 * A new code replaces the previous one and lifts a lock; codes are throttled per recipient (across
 * ceremonies), per destination, and per party, dossier, account and address (`CEREMONY_CODE_LIMITS`). Records `code_sent` (channel, masked destination).
 */
export async function sendCeremonyCode(
  deps: CeremonyDeps,
  token: string,
  request: TPageRequest,
): Promise<TCodeStepResult> {
  const loaded = await continueSigningPage(deps, token, request);
  if (!loaded.ok) return loaded;
  const open = loaded.value;
  if (open.codeState === 'not-needed') return { ok: true, value: open, notice: { kind: 'code-verified' } };
  const channel = open.codeChannel;
  const destination = channel ? destinationOf(open, channel) : null;
  if (!channel || !destination) return { ok: true, value: open, notice: { kind: 'no-destination' } };
  let sent;
  try {
    sent = await sendOneTimeCode(
      { db: deps.db, transport: deps.transport },
      {
        tenantId: open.envelope.tenantId,
        recipientKey: ceremonyCodeKey(open.ceremony),
        throttleKey: recipientThrottleKey(open),
        scopes: ceremonyCodeScopes({
          dossierId: open.envelope.dossierId,
          party: open.recipient.party,
          userId: open.ceremony.userId,
          ip: request.ip,
        }),
        channel,
        destination,
        locale: open.locale,
        context: {
          brand: open.tenant.name,
          recipientName: open.recipient.name,
          dossierId: open.envelope.dossierId,
          recipientId: open.recipient.id,
        },
        now: deps.now(),
      },
    );
  } catch (error) {
    if (error instanceof MessageError) {
      // No SMTP nor SMS gateway is configured: trying again will not help, the page says so.
      const kind = error.reason === 'channel-unavailable' ? 'no-transport' : 'send-failed';
      return { ok: true, value: open, notice: { kind } };
    }
    throw error;
  }
  if (sent.status === 'invalid-destination') {
    return { ok: true, value: open, notice: { kind: 'no-destination' } };
  }
  if (sent.status === 'throttled') {
    return {
      ok: true,
      value: open,
      notice: {
        kind: sent.scope === 'limit' ? 'code-limit' : 'throttled',
        retryAfterSeconds: sent.retryAfterSeconds,
      },
    };
  }
  await deps.db
    .update(signatureCeremonies)
    .set({ codeChannel: channel, codeVerifiedAt: null })
    .where(eq(signatureCeremonies.tokenHash, open.ceremony.tokenHash));
  await recordCeremonyEvent(deps, open, request, 'code_sent', {
    channel,
    maskedDestination: sent.maskedDestination,
    expiresAt: sent.expiresAt.toISOString(),
    deliveredTo: codeDeliveredTo(deps),
  });
  return {
    ok: true,
    value: { ...open, codeState: 'sent', codeChannel: channel },
    notice: { kind: 'code-sent', maskedDestination: sent.maskedDestination },
  };
}

/** Whether the recipient's lock was already recorded since the ceremony's last code. */
async function isLockRecorded(deps: SignatureDeps, open: TOpenCeremony): Promise<boolean> {
  const [last] = await deps.db
    .select({ type: signatureEvents.type })
    .from(signatureEvents)
    .where(
      and(
        eq(signatureEvents.envelopeId, open.envelope.id),
        eq(signatureEvents.party, open.recipient.party),
        inArray(signatureEvents.type, ['code_sent', 'recipient_locked']),
      ),
    )
    .orderBy(desc(signatureEvents.id))
    .limit(1);
  return last?.type === 'recipient_locked';
}

const CODE_FORMAT = new RegExp(`^\\d{${ONE_TIME_CODE_RULES.digits}}$`);

/**
 * The code the party typed, checked against the one sent in this ceremony: right and in time, the
 * ceremony is verified (`code_verified`); wrong, `code_failed` with the tries left; the fifth wrong
 * code locks the party until a new code is asked for (`recipient_locked`). A code that is not six
 * digits is refused as such, and counts as a wrong one (issue 32).
 */
export async function verifyCeremonyCode(
  deps: CeremonyDeps,
  token: string,
  request: TPageRequest,
  typed: string | undefined,
): Promise<TCodeStepResult> {
  const loaded = await continueSigningPage(deps, token, request);
  if (!loaded.ok) return loaded;
  const open = loaded.value;
  const notice = (value: TCodeNotice, state: Partial<TOpenCeremony> = {}): TCodeStepResult => ({
    ok: true,
    value: { ...open, ...state },
    notice: value,
  });
  if (open.codeState === 'not-needed' || open.codeState === 'verified')
    return notice({ kind: 'code-verified' });
  if (open.codeState === 'to-send') return notice({ kind: 'code-none' });
  const code = (typed ?? '').replace(/\s/g, '');
  // Note: a malformed code is checked (it never verifies) so that it counts toward the lock.
  const malformed = !CODE_FORMAT.test(code);
  const channel = open.codeChannel;
  const result = await verifyOneTimeCode(deps, {
    recipientKey: ceremonyCodeKey(open.ceremony),
    code,
    now: deps.now(),
  });
  switch (result.status) {
    case 'verified': {
      const at = deps.now();
      await deps.db
        .update(signatureCeremonies)
        .set({ codeVerifiedAt: at })
        .where(eq(signatureCeremonies.tokenHash, open.ceremony.tokenHash));
      // The channel and the masked destination the code went to (the snapshot of the dossier's
      // answers when the envelope opened), for the evidence file and the signer's certificate.
      await recordCeremonyEvent(deps, open, request, 'code_verified', {
        channel,
        maskedDestination: maskedDestinationOf(open),
        deliveredTo: codeDeliveredTo(deps),
      });
      return notice({ kind: 'code-verified' }, { codeState: 'verified' });
    }
    case 'wrong':
      await recordCeremonyEvent(deps, open, request, 'code_failed', {
        channel,
        reason: 'wrong',
        ...(malformed ? { malformed: true } : {}),
        triesLeft: result.triesLeft,
      });
      return notice({ kind: malformed ? 'code-format' : 'code-wrong', triesLeft: result.triesLeft });
    case 'locked': {
      const alreadyLocked = await isLockRecorded(deps, open);
      await recordCeremonyEvent(deps, open, request, 'code_failed', {
        channel,
        reason: alreadyLocked ? 'locked' : 'wrong',
        triesLeft: 0,
      });
      if (!alreadyLocked) {
        await recordCeremonyEvent(deps, open, request, 'recipient_locked', {
          channel,
          failedAttempts: ONE_TIME_CODE_RULES.maxFailedAttempts,
        });
      }
      return notice({ kind: 'code-locked' });
    }
    case 'expired':
      await recordCeremonyEvent(deps, open, request, 'code_failed', { channel, reason: 'expired' });
      return notice({ kind: 'code-expired' });
    case 'none':
      return notice({ kind: 'code-none' });
  }
}
