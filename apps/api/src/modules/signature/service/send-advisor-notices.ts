import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { signatureEnvelopes, throttleEvents } from '../../../db/schema.js';
import { maskEmail } from '../../one-time-codes/index.js';
import { takeThrottle } from '../../rate-limits/index.js';
import { ADVISOR_NOTICE_INTERVAL_MS } from './ceremony-limits.js';
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

/** The throttle key of a dossier's advisor notices. */
const noticeKey = (dossierId: number) => `advisor-notice:${dossierId}`;

/**
 * Claims the envelopes ended unsigned whose advisor was not told yet, of dossiers whose advisor was
 * not told anything in the last quarter of an hour: locked with `FOR UPDATE SKIP LOCKED` and marked
 * `advisor_notified_at` in one short transaction, so that each end is told once however many workers
 * run.
 */
async function claimEndedEnvelopes(deps: LifecycleDeps, now: Date, limit: number): Promise<EnvelopeRow[]> {
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(signatureEnvelopes)
      .where(
        and(
          inArray(signatureEnvelopes.status, NOTIFIED_ENDS),
          isNull(signatureEnvelopes.advisorNotifiedAt),
          sql`NOT EXISTS (SELECT 1 FROM ${throttleEvents} WHERE ${throttleEvents.key} = 'advisor-notice:' || ${signatureEnvelopes.dossierId} AND ${throttleEvents.at} > ${new Date(now.getTime() - ADVISOR_NOTICE_INTERVAL_MS).toISOString()}::timestamptz)`,
        ),
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

/** Records that an envelope's end was told to the advisor (or folded into a later end's notice). */
async function recordNotified(
  deps: LifecycleDeps,
  envelope: EnvelopeRow,
  advisorEmail: string,
  at: Date,
  coalescedInto: number | null,
): Promise<void> {
  await insertEvent(deps.db, {
    envelopeId: envelope.id,
    party: null,
    type: 'advisor_notified',
    at,
    details: {
      channel: 'email',
      destination: maskEmail(advisorEmail),
      to: 'advisor',
      end: envelope.status,
      ...(coalescedInto === null ? {} : { coalescedInto }),
    },
  });
}

/** Gives claimed envelopes back to a later pass (nothing went out for them). */
async function releaseClaims(deps: LifecycleDeps, envelopes: readonly EnvelopeRow[]): Promise<void> {
  await deps.db
    .update(signatureEnvelopes)
    .set({ advisorNotifiedAt: null })
    .where(
      inArray(
        signatureEnvelopes.id,
        envelopes.map((envelope) => envelope.id),
      ),
    );
}

/**
 * Tells a dossier's advisor of its latest end he did not cause himself, in one message however many
 * envelopes ended since the last one (at most one per dossier and quarter of an hour, counted in
 * PostgreSQL so replicas agree); the other ends are recorded as folded into it.
 */
async function notifyDossier(deps: LifecycleDeps, envelopes: EnvelopeRow[], now: Date): Promise<void> {
  const audience = await findDossierAudience(deps.db, deps.config.publicUrl, envelopes[0]!.dossierId);
  const advisor = audience?.advisor;
  if (!audience || !advisor) return;
  const latestFirst = [...envelopes].sort((a, b) => b.id - a.id);
  const refusal = await takeThrottle(
    deps.db,
    [{ key: noticeKey(audience.dossierId), windows: [{ max: 1, windowMs: ADVISOR_NOTICE_INTERVAL_MS }] }],
    now,
  );
  if (refusal) {
    await releaseClaims(deps, envelopes);
    return;
  }
  let told: EnvelopeRow | null = null;
  for (const envelope of latestFirst) {
    if (await sendNotice(deps, envelope, audience, advisor)) {
      told = envelope;
      break;
    }
  }
  if (!told) {
    // Nothing was sent: the quarter of an hour is not taken.
    await deps.db.delete(throttleEvents).where(eq(throttleEvents.key, noticeKey(audience.dossierId)));
    return;
  }
  for (const envelope of envelopes) {
    await recordNotified(deps, envelope, advisor.email, now, envelope.id === told.id ? null : told.id);
  }
}

/**
 * One step of the delivery worker (issue 25): each envelope that ended unsigned — refused by a
 * signer (with the reason), expired, or cancelled by someone else (with the reason) — is told to the
 * dossier's advisor by e-mail, recorded as an `advisor_notified` event (masked address). Coalesced
 * (issue 32): at most one message per dossier and quarter of an hour, telling its latest end; ends
 * within the quarter wait for the next one and are folded into it. Claimed before anything is sent; a
 * notice that could not be sent is released and tried again at a later pass. Answers how many
 * envelopes were handled.
 */
export async function sendAdvisorNotices(deps: LifecycleDeps, limit = 20): Promise<number> {
  const now = deps.now();
  const claimed = await claimEndedEnvelopes(deps, now, limit);
  const byDossier = new Map<number, EnvelopeRow[]>();
  for (const envelope of claimed) {
    byDossier.set(envelope.dossierId, [...(byDossier.get(envelope.dossierId) ?? []), envelope]);
  }
  const failures: string[] = [];
  for (const [dossierId, envelopes] of byDossier) {
    try {
      await notifyDossier(deps, envelopes, now);
    } catch (error) {
      failures.push(`dossier ${dossierId}: ${error instanceof Error ? error.message : String(error)}`);
      // Nothing went out (one message per dossier): a later pass tries again.
      await releaseClaims(deps, envelopes);
      await deps.db.delete(throttleEvents).where(eq(throttleEvents.key, noticeKey(dossierId)));
    }
  }
  if (failures.length > 0) throw new Error(`advisor notices not sent: ${failures.join('; ')}`);
  return claimed.length;
}
