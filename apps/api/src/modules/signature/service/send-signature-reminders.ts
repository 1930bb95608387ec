import { and, asc, eq, lte } from 'drizzle-orm';
import { signatureEnvelopes } from '../../../db/schema.js';
import { maskEmail } from '../../one-time-codes/index.js';
import { findRecipients, insertEvent, type EnvelopeRow } from '../queries.js';
import type { LifecycleDeps } from './expire-envelopes.js';
import {
  describeRecipient,
  findDossierAudience,
  findRecipientEmail,
  sendLifecycleMessage,
} from './lifecycle-messages.js';
import { addDays, getLifecycleSettings } from './lifecycle-settings.js';
import { sendInvitation } from './send-invitations.js';

const AWAITED = ['sent', 'delivered'];

/**
 * Claims the envelopes whose reminder is due: in one short transaction, each due envelope still out
 * is locked (`FOR UPDATE SKIP LOCKED`, so two workers never claim the same one) and its schedule moves
 * on — one more reminder counted, the next `reminderEveryDays` later, none after `reminderMax`.
 */
async function claimDueReminders(deps: LifecycleDeps, now: Date, limit: number): Promise<EnvelopeRow[]> {
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(signatureEnvelopes)
      .where(and(eq(signatureEnvelopes.status, 'sent'), lte(signatureEnvelopes.nextReminderAt, now)))
      .orderBy(asc(signatureEnvelopes.nextReminderAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed: EnvelopeRow[] = [];
    for (const envelope of due) {
      const settings = await getLifecycleSettings(tx, envelope.tenantId);
      // The tenant lowered its maximum meanwhile: no more reminders for this one.
      const allowed = envelope.remindersSent < settings.reminderMax;
      const sent = allowed ? envelope.remindersSent + 1 : envelope.remindersSent;
      await tx
        .update(signatureEnvelopes)
        .set({
          remindersSent: sent,
          nextReminderAt: sent >= settings.reminderMax ? null : addDays(now, settings.reminderEveryDays),
        })
        .where(eq(signatureEnvelopes.id, envelope.id));
      if (allowed) claimed.push(envelope);
    }
    return claimed;
  });
}

/**
 * Reminds one envelope's awaited signers: each one who has an account, by e-mail (to sign after
 * sign-in); each one without, by a new personal link (`sendInvitation`, the tenant's channels); the
 * dossier's advisor, naming every signer still awaited. Each reminder by e-mail is recorded as a
 * `reminder_sent` event (party, masked address), each link as an `invitation_sent` one.
 */
async function remindEnvelope(deps: LifecycleDeps, envelope: EnvelopeRow, now: Date): Promise<void> {
  const [current] = await deps.db
    .select({ status: signatureEnvelopes.status })
    .from(signatureEnvelopes)
    .where(eq(signatureEnvelopes.id, envelope.id));
  // Signed, refused or withdrawn since it was claimed: nobody to remind.
  if (current?.status !== 'sent') return;
  const audience = await findDossierAudience(deps.db, deps.config.publicUrl, envelope.dossierId);
  if (!audience) return;
  const awaited = (await findRecipients(deps.db, envelope.id)).filter((recipient) =>
    AWAITED.includes(recipient.status),
  );
  if (awaited.length === 0) return;
  const advisorId = audience.advisor?.userId ?? null;
  for (const recipient of awaited) {
    if (recipient.party === 'subscriber_advisor' || recipient.userId === advisorId) continue;
    // Signing in the advisor's presence: no link to send them (the advisor's reminder names them).
    if (recipient.signingMode === 'hosted') continue;
    if (!recipient.userId) {
      await sendInvitation(deps, envelope, recipient, { reason: 'reminder', sentBy: null });
      continue;
    }
    const email = await findRecipientEmail(deps.db, recipient);
    if (!email) continue;
    await sendLifecycleMessage(deps, audience, {
      to: email,
      templateId: 'signature-reminder',
      params: {
        brand: audience.brand,
        recipientName: recipient.name,
        dossierLabel: audience.dossierLabel,
        url: audience.url,
      },
      recipientId: recipient.id,
    });
    await insertEvent(deps.db, {
      envelopeId: envelope.id,
      party: recipient.party,
      type: 'reminder_sent',
      at: now,
      details: { channel: 'email', destination: maskEmail(email), reminder: envelope.remindersSent + 1 },
    });
  }
  if (!audience.advisor) return;
  await sendLifecycleMessage(deps, audience, {
    to: audience.advisor.email,
    templateId: 'signature-reminder-advisor',
    params: {
      brand: audience.brand,
      advisorName: audience.advisor.name,
      dossierLabel: audience.dossierLabel,
      awaited: awaited.map((recipient) => describeRecipient(audience.locale, recipient)).join(', '),
      url: audience.url,
    },
  });
  await insertEvent(deps.db, {
    envelopeId: envelope.id,
    party: awaited.some((recipient) => recipient.userId === advisorId) ? 'subscriber_advisor' : null,
    type: 'reminder_sent',
    at: now,
    userId: null,
    details: {
      channel: 'email',
      destination: maskEmail(audience.advisor.email),
      to: 'advisor',
      awaited: awaited.map((recipient) => recipient.party),
      reminder: envelope.remindersSent + 1,
    },
  });
}

/**
 * One step of the delivery worker (issue 25): the envelopes still out whose reminder is due remind
 * their awaited signers who have an account and the dossier's advisor, by e-mail — the first
 * `reminderFirstDays` after the envelope went out, then every `reminderEveryDays`, at most
 * `reminderMax` times. The schedule is claimed before anything is sent, so each reminder goes out at
 * most once however many workers run; a reminder that fails to send is not tried again (the next one
 * follows on schedule). Answers how many envelopes were reminded.
 */
export async function sendSignatureReminders(deps: LifecycleDeps, limit = 20): Promise<number> {
  const now = deps.now();
  const claimed = await claimDueReminders(deps, now, limit);
  const failures: string[] = [];
  for (const envelope of claimed) {
    try {
      await remindEnvelope(deps, envelope, now);
    } catch (error) {
      failures.push(`envelope ${envelope.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (failures.length > 0) throw new Error(`reminders not sent: ${failures.join('; ')}`);
  return claimed.length;
}
