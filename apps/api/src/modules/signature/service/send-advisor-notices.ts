import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { signatureEnvelopes } from '../../../db/schema.js';
import { maskEmail } from '../../one-time-codes/index.js';
import { findRecipients, findUserName, insertEvent, type EnvelopeRow } from '../queries.js';
import type { LifecycleDeps } from './expire-envelopes.js';
import {
  describeRecipient,
  findDossierAudience,
  sendLifecycleMessage,
  type TDossierAudience,
} from './lifecycle-messages.js';

/** The ends an advisor is told of: a refusal, an expiry, a cancellation (a void follows his own change). */
const NOTIFIED_ENDS = ['declined', 'expired', 'cancelled'];

/**
 * Claims the envelopes ended unsigned whose advisor was not told yet: locked with
 * `FOR UPDATE SKIP LOCKED` and marked `advisor_notified_at` in one short transaction, so that each
 * end is told once however many workers run.
 */
async function claimEndedEnvelopes(deps: LifecycleDeps, now: Date, limit: number): Promise<EnvelopeRow[]> {
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(signatureEnvelopes)
      .where(
        and(inArray(signatureEnvelopes.status, NOTIFIED_ENDS), isNull(signatureEnvelopes.advisorNotifiedAt)),
      )
      .orderBy(asc(signatureEnvelopes.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length > 0) {
      await tx
        .update(signatureEnvelopes)
        .set({ advisorNotifiedAt: now })
        .where(
          inArray(
            signatureEnvelopes.id,
            due.map((envelope) => envelope.id),
          ),
        );
    }
    return due;
  });
}

type TAdvisor = NonNullable<TDossierAudience['advisor']>;

/**
 * Sends the message of one ended envelope to its advisor; false when there is nothing to tell him:
 * he ended it himself (cancelled it, or refused his own part).
 */
async function sendNotice(
  deps: LifecycleDeps,
  envelope: EnvelopeRow,
  audience: TDossierAudience,
  advisor: TAdvisor,
): Promise<boolean> {
  const base = {
    brand: audience.brand,
    advisorName: advisor.name,
    dossierLabel: audience.dossierLabel,
    url: audience.url,
  };
  const to = advisor.email;
  if (envelope.status === 'expired') {
    await sendLifecycleMessage(deps, audience, { to, templateId: 'envelope-expired', params: base });
    return true;
  }
  if (envelope.status === 'cancelled') {
    if (envelope.endedBy === advisor.userId) return false;
    const cancelledBy =
      (envelope.endedBy && (await findUserName(deps.db, envelope.endedBy))) || audience.brand;
    await sendLifecycleMessage(deps, audience, {
      to,
      templateId: 'envelope-cancelled',
      params: { ...base, cancelledBy, reason: envelope.endReason ?? '' },
    });
    return true;
  }
  const decliner = (await findRecipients(deps.db, envelope.id)).find(
    (recipient) => recipient.status === 'declined',
  );
  if (!decliner || decliner.userId === advisor.userId) return false;
  await sendLifecycleMessage(deps, audience, {
    to,
    templateId: 'envelope-declined',
    params: {
      ...base,
      signerName: describeRecipient(audience.locale, decliner),
      reason: decliner.declineReason ?? '',
    },
    recipientId: decliner.id,
  });
  return true;
}

/**
 * One step of the delivery worker (issue 25): each envelope that ended unsigned — refused by a
 * signer (with the reason), expired, or cancelled by someone else (with the reason) — is told to the
 * dossier's advisor by e-mail, once, recorded as an `advisor_notified` event (masked address). Claimed
 * before anything is sent; a notice that could not be sent is released and tried again at the next
 * pass. Answers how many envelopes were handled.
 */
export async function sendAdvisorNotices(deps: LifecycleDeps, limit = 20): Promise<number> {
  const now = deps.now();
  const claimed = await claimEndedEnvelopes(deps, now, limit);
  const failures: string[] = [];
  for (const envelope of claimed) {
    try {
      const audience = await findDossierAudience(deps.db, deps.config.publicUrl, envelope.dossierId);
      const advisor = audience?.advisor;
      if (!audience || !advisor || !(await sendNotice(deps, envelope, audience, advisor))) continue;
      await insertEvent(deps.db, {
        envelopeId: envelope.id,
        party: null,
        type: 'advisor_notified',
        at: now,
        details: {
          channel: 'email',
          destination: maskEmail(advisor.email),
          to: 'advisor',
          end: envelope.status,
        },
      });
    } catch (error) {
      failures.push(`envelope ${envelope.id}: ${error instanceof Error ? error.message : String(error)}`);
      // Nothing went out (one message per envelope): the next pass tries again.
      await deps.db
        .update(signatureEnvelopes)
        .set({ advisorNotifiedAt: null })
        .where(eq(signatureEnvelopes.id, envelope.id));
    }
  }
  if (failures.length > 0) throw new Error(`advisor notices not sent: ${failures.join('; ')}`);
  return claimed.length;
}
