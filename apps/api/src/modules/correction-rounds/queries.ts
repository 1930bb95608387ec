import { and, asc, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { correctionItems, correctionRounds, dossiers, receipts, type RoundReceipt } from '../../db/schema.js';

export type CorrectionRound = typeof correctionRounds.$inferSelect;

/** A dossier's open correction round, if any. */
export async function findOpenRound(db: Database, dossierId: number): Promise<CorrectionRound | undefined> {
  const [round] = await db
    .select()
    .from(correctionRounds)
    .where(and(eq(correctionRounds.dossierId, dossierId), eq(correctionRounds.status, 'open')));
  return round;
}

/** What a dossier's open correction items point at (field or receipt element, the receipt at fault). */
export function findOpenItemTargets(db: Database, dossierId: number) {
  return db
    .select({
      kind: correctionItems.kind,
      elementId: correctionItems.elementId,
      receiptId: correctionItems.receiptId,
    })
    .from(correctionItems)
    .where(and(eq(correctionItems.dossierId, dossierId), eq(correctionItems.status, 'open')));
}

/** A dossier's rounds, first revision first. */
export function findRounds(db: Database, dossierId: number): Promise<CorrectionRound[]> {
  return db
    .select()
    .from(correctionRounds)
    .where(eq(correctionRounds.dossierId, dossierId))
    .orderBy(asc(correctionRounds.revision));
}

/** The dossier's receipts as a round keeps them, oldest first. */
async function readRoundReceipts(db: Database, dossierId: number): Promise<RoundReceipt[]> {
  return db
    .select({
      elementId: receipts.elementId,
      receiptId: receipts.id,
      title: receipts.title,
      sha256: receipts.sha256,
    })
    .from(receipts)
    .where(eq(receipts.dossierId, dossierId))
    .orderBy(asc(receipts.id));
}

/**
 * Inserts the next round of a dossier with its answers and receipts as they are now; does nothing
 * when another transaction opened one meanwhile (the unique indexes), so a dossier has at most one.
 */
export async function insertNextRound(db: Database, dossierId: number): Promise<void> {
  const [dossier] = await db
    .select({ tenantId: dossiers.tenantId, values: dossiers.values })
    .from(dossiers)
    .where(eq(dossiers.id, dossierId));
  if (!dossier) return;
  const [last] = await db
    .select({ revision: max(correctionRounds.revision) })
    .from(correctionRounds)
    .where(eq(correctionRounds.dossierId, dossierId));
  await db
    .insert(correctionRounds)
    .values({
      tenantId: dossier.tenantId,
      dossierId,
      revision: (last?.revision ?? 1) + 1,
      status: 'open',
      answersBefore: dossier.values,
      receiptsBefore: await readRoundReceipts(db, dossierId),
    })
    .onConflictDoNothing();
}
