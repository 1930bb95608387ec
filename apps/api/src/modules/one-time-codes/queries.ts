import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { oneTimeCodeSends, oneTimeCodes } from '../../db/schema.js';

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;

/**
 * Holds locks on the recipient and on the destination until the transaction ends, so that two
 * requests (on any replica) count the codes sent and send one after the other. Always in this
 * order: recipient, then destination.
 */
export async function lockCodeSending(
  tx: Database,
  recipientKey: string,
  destination: string,
): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`otp-recipient|${recipientKey}`}, 0))`,
  );
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`otp-destination|${destination}`}, 0))`,
  );
}

/** The send times (oldest first) since `since`, for a recipient or a destination. */
export async function findSendTimes(
  tx: Database,
  by: { recipientKey: string } | { destination: string },
  since: Date,
): Promise<Date[]> {
  const key =
    'recipientKey' in by
      ? eq(oneTimeCodeSends.recipientKey, by.recipientKey)
      : eq(oneTimeCodeSends.destination, by.destination);
  const rows = await tx
    .select({ sentAt: oneTimeCodeSends.sentAt })
    .from(oneTimeCodeSends)
    .where(and(key, gt(oneTimeCodeSends.sentAt, since)))
    .orderBy(asc(oneTimeCodeSends.sentAt));
  return rows.map((row) => row.sentAt);
}

/**
 * Replaces the recipient's code (lifting any lock) and records the send under `throttleKey`; forgets
 * sends older than `forgetBefore`.
 */
export async function saveSentCode(
  tx: Database,
  code: Omit<OneTimeCodeRow, 'failedAttempts'>,
  throttleKey: string,
  forgetBefore: Date,
): Promise<void> {
  await tx
    .insert(oneTimeCodes)
    .values({ ...code, failedAttempts: 0 })
    .onConflictDoUpdate({
      target: oneTimeCodes.recipientKey,
      set: {
        tenantId: code.tenantId,
        channel: code.channel,
        destination: code.destination,
        codeHash: code.codeHash,
        expiresAt: code.expiresAt,
        createdAt: code.createdAt,
        failedAttempts: 0,
      },
    });
  await tx.insert(oneTimeCodeSends).values({
    tenantId: code.tenantId,
    recipientKey: throttleKey,
    destination: code.destination,
    sentAt: code.createdAt,
  });
  await tx.delete(oneTimeCodeSends).where(lt(oneTimeCodeSends.sentAt, forgetBefore));
}

/** The recipient's code, locked until the transaction ends. */
export async function lockCode(tx: Database, recipientKey: string): Promise<OneTimeCodeRow | undefined> {
  const [row] = await tx
    .select()
    .from(oneTimeCodes)
    .where(eq(oneTimeCodes.recipientKey, recipientKey))
    .for('update');
  return row;
}

/** One more wrong code for the recipient. */
export async function updateFailedAttempts(
  tx: Database,
  recipientKey: string,
  failedAttempts: number,
): Promise<void> {
  await tx.update(oneTimeCodes).set({ failedAttempts }).where(eq(oneTimeCodes.recipientKey, recipientKey));
}

/** The code was used: it is gone. */
export async function deleteCode(tx: Database, recipientKey: string): Promise<void> {
  await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.recipientKey, recipientKey));
}
