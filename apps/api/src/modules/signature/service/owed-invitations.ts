import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { signatureInvitationOutbox } from '../../../db/schema.js';
import { findEnvelope, findRecipients } from '../queries.js';
import { sendInvitation, type InvitationDeps } from './send-invitations.js';

type OwedRow = typeof signatureInvitationOutbox.$inferSelect;

/** How long a sender holds the invitations it claimed: far more than sending takes; a dead one's end then. */
const LEASE_MS = 2 * 60_000;
/** A failed attempt waits a minute, doubled each time (at most an hour); then the row is given up. */
const RETRY_MS = 60_000;
const MAX_ATTEMPTS = 8;

/**
 * Claims due invitations (of one envelope, or any): each row not sent yet whose lease is free is
 * locked `FOR UPDATE SKIP LOCKED` (another sender's rows are skipped) and leased, one attempt counted,
 * in one short transaction.
 */
async function claimOwedInvitations(
  deps: InvitationDeps,
  now: Date,
  options: { envelopeId?: number; limit: number },
): Promise<OwedRow[]> {
  const table = signatureInvitationOutbox;
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(table)
      .where(
        and(
          eq(table.status, 'pending'),
          lte(table.nextAttemptAt, now),
          or(isNull(table.lockedUntil), lt(table.lockedUntil, now)),
          options.envelopeId === undefined ? undefined : eq(table.envelopeId, options.envelopeId),
        ),
      )
      .orderBy(asc(table.id))
      .limit(options.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(table)
      .set({ lockedUntil: new Date(now.getTime() + LEASE_MS), attempts: sql`${table.attempts} + 1` })
      .where(
        inArray(
          table.id,
          due.map((row) => row.id),
        ),
      );
    return due.map((row) => ({ ...row, attempts: row.attempts + 1 }));
  });
}

async function settle(deps: InvitationDeps, row: OwedRow, status: string, now: Date): Promise<void> {
  await deps.db
    .update(signatureInvitationOutbox)
    .set({ status, lockedUntil: null, sentAt: status === 'sent' ? now : null })
    .where(eq(signatureInvitationOutbox.id, row.id));
}

/** Sends one owed invitation; answers whether it went out. */
async function sendOwed(deps: InvitationDeps, row: OwedRow, now: Date): Promise<boolean> {
  const envelope = await findEnvelope(deps.db, row.envelopeId);
  const recipient = envelope
    ? (await findRecipients(deps.db, envelope.id)).find((candidate) => candidate.party === row.party)
    : undefined;
  // Ended, or the party answered (or signs in person) meanwhile: the link has no use any more.
  if (
    !envelope ||
    envelope.status !== 'sent' ||
    !recipient ||
    !['sent', 'delivered'].includes(recipient.status)
  ) {
    await settle(deps, row, 'dropped', now);
    return false;
  }
  const sentBy = row.sentByUserId ? { userId: row.sentByUserId, userName: row.sentByName ?? '' } : null;
  const sent = await sendInvitation(deps, envelope, recipient, { reason: 'invitation', sentBy });
  // Reachable on no channel: as before the outbox, not tried again (the advisor resends it).
  await settle(deps, row, sent ? 'sent' : 'unreachable', now);
  return sent !== null;
}

/**
 * Sends the invitations envelopes owe (issue 35): right after the commit that opened one, for that
 * envelope (`envelopeId`), and on every pass of the delivery worker's loop for any left behind — a
 * process that died after the commit, a sender that failed. Each row is claimed with a lease first
 * (`FOR UPDATE SKIP LOCKED`), so that two replicas never send it twice; a sender that dies while
 * sending leaves it to another after the lease (at worst one party invited twice, never none). A
 * failure is kept (`last_error`) and tried again later. Never throws: what is not sent now waits
 * for the worker. Answers how many went out.
 */
export async function sendOwedInvitations(
  deps: InvitationDeps,
  options: { envelopeId?: number; limit?: number } = {},
): Promise<number> {
  const now = deps.now();
  let claimed: OwedRow[];
  try {
    claimed = await claimOwedInvitations(deps, now, { ...options, limit: options.limit ?? 20 });
  } catch {
    return 0;
  }
  let sent = 0;
  for (const row of claimed) {
    try {
      if (await sendOwed(deps, row, now)) sent += 1;
    } catch (error) {
      const wait = Math.min(RETRY_MS * 2 ** (row.attempts - 1), 60 * RETRY_MS);
      await deps.db
        .update(signatureInvitationOutbox)
        .set({
          status: row.attempts >= MAX_ATTEMPTS ? 'unreachable' : 'pending',
          lockedUntil: null,
          nextAttemptAt: new Date(now.getTime() + wait),
          lastError: error instanceof Error ? error.message.slice(0, 300) : String(error),
        })
        .where(eq(signatureInvitationOutbox.id, row.id))
        .catch(() => undefined);
    }
  }
  return sent;
}
