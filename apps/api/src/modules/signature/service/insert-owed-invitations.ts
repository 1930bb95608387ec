import { signatureInvitationOutbox } from '../../../db/schema.js';
import type { Transaction } from '../queries.js';

/**
 * Writes, in the transaction opening an envelope, the invitations it owes: one per party invited by
 * link, sent after the commit ({@link sendOwedInvitations}).
 */
export async function insertOwedInvitations(
  tx: Transaction,
  envelopeId: number,
  parties: readonly string[],
  sentBy: { userId: string | null; userName: string },
): Promise<void> {
  if (parties.length === 0) return;
  await tx.insert(signatureInvitationOutbox).values(
    [...new Set(parties)].map((party) => ({
      envelopeId,
      party,
      sentByUserId: sentBy.userId,
      sentByName: sentBy.userName,
    })),
  );
}
