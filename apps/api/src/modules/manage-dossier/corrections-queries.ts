import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { MANAGEABLE_INTEGRATION_STATES, type TReceiptProblem } from '@souscription/contract';
import type { Database } from '../../db/client.js';
import { correctionItems, dossiers, receipts } from '../../db/schema.js';
import { openRoundIfNone } from '../correction-rounds/index.js';

export type CorrectionItemRow = typeof correctionItems.$inferSelect;

/** An item as it is written: checked against the dossier's form beforehand. */
export type CorrectionItemInsert = {
  kind: 'field' | 'receipt' | 'note';
  elementId: number | null;
  receiptId: number | null;
  problem: TReceiptProblem | null;
  reason: string;
};

/**
 * Writes the items one history entry carries, in the dossier's open correction round (opened now
 * when there is none: issue 35). Called in the transaction that wrote the dossier row.
 */
export async function insertCorrectionItems(
  tx: Database,
  entry: { tenantId: number; dossierId: number; historyId: number },
  items: readonly CorrectionItemInsert[],
): Promise<CorrectionItemRow[]> {
  if (items.length === 0) return [];
  const round = await openRoundIfNone(tx, entry.dossierId);
  return tx
    .insert(correctionItems)
    .values(items.map((item) => ({ ...entry, ...item, roundId: round.id })))
    .returning();
}

/** The items of some history entries, oldest first. */
export function findCorrectionItemsOfHistory(db: Database, historyIds: readonly number[]) {
  if (historyIds.length === 0) return Promise.resolve([] as CorrectionItemRow[]);
  return db
    .select()
    .from(correctionItems)
    .where(inArray(correctionItems.historyId, [...historyIds]))
    .orderBy(asc(correctionItems.id));
}

/** A dossier's items still to correct, oldest first. */
export function findOpenCorrectionItems(db: Database, dossierId: number) {
  return db
    .select()
    .from(correctionItems)
    .where(and(eq(correctionItems.dossierId, dossierId), eq(correctionItems.status, 'open')))
    .orderBy(asc(correctionItems.id));
}

/** A dossier's receipts by id, with the element each answers and its type. */
export function findDossierReceipts(db: Database, dossierId: number) {
  return db
    .select({ id: receipts.id, elementId: receipts.elementId, typeId: receipts.typeId })
    .from(receipts)
    .where(eq(receipts.dossierId, dossierId));
}

/**
 * Bumps the version of a dossier the manager may still decide on (ongoing or error), at `version`
 * when given: its new version, nothing when it changed meanwhile or left those states. Items flagged
 * by two managers at once are both kept: neither needs the other's version unless it sends one.
 */
export async function bumpManageableDossier(
  db: Database,
  id: number,
  version: number | undefined,
): Promise<number | undefined> {
  const [row] = await db
    .update(dossiers)
    .set({ version: sql`${dossiers.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(dossiers.id, id),
        inArray(dossiers.integrationState, [...MANAGEABLE_INTEGRATION_STATES]),
        version === undefined ? undefined : eq(dossiers.version, version),
      ),
    )
    .returning({ version: dossiers.version });
  return row?.version;
}
