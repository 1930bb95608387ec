import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { correctionItems, correctionRounds, dossiers } from '../../db/schema.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The dossier row, locked until the transaction ends (the signature module's lock, same row). */
export async function lockDossierRow(tx: Transaction, id: number) {
  const [row] = await tx.select().from(dossiers).where(eq(dossiers.id, id)).for('update');
  return row;
}

/** The dossier's open correction round, locked: a second « Envoyer la correction » waits, then finds none. */
export async function lockOpenRound(tx: Transaction, dossierId: number) {
  const [row] = await tx
    .select()
    .from(correctionRounds)
    .where(and(eq(correctionRounds.dossierId, dossierId), eq(correctionRounds.status, 'open')))
    .for('update');
  return row;
}

/** The round's items, oldest first (those flagged before rounds were kept count as the open round's). */
export function findRoundItems(db: Database | Transaction, dossierId: number, roundId: number) {
  return db
    .select()
    .from(correctionItems)
    .where(
      and(
        eq(correctionItems.dossierId, dossierId),
        eq(correctionItems.status, 'open'),
        inArray(correctionItems.roundId, [roundId]),
      ),
    )
    .orderBy(correctionItems.id);
}

/** The round sent: its items resolved, the round `sent` by whom and when. */
export async function markRoundSent(
  tx: Transaction,
  round: { id: number; dossierId: number },
  sent: { at: Date; by: string },
) {
  const items = await tx
    .update(correctionItems)
    .set({ status: 'resolved', resolvedAt: sent.at })
    .where(
      and(
        eq(correctionItems.dossierId, round.dossierId),
        eq(correctionItems.roundId, round.id),
        eq(correctionItems.status, 'open'),
      ),
    )
    .returning();
  await tx
    .update(correctionRounds)
    .set({ status: 'sent', sentAt: sent.at, sentBy: sent.by })
    .where(eq(correctionRounds.id, round.id));
  return items;
}

/** A receipt-only correction gives the dossier back to its manager at once (`error` → `ongoing`). */
export async function reopenForManager(tx: Transaction, dossierId: number): Promise<void> {
  await tx
    .update(dossiers)
    .set({ integrationState: 'ongoing' })
    .where(and(eq(dossiers.id, dossierId), eq(dossiers.integrationState, 'error')));
}
