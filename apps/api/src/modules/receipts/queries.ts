import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { receipts } from '../../db/schema.js';

export type Receipt = typeof receipts.$inferSelect;
export type NewReceipt = typeof receipts.$inferInsert;

/** The receipts of a dossier, oldest first. */
export function findReceiptsOfDossier(db: Database, dossierId: number) {
  return db
    .select({
      id: receipts.id,
      typeId: receipts.typeId,
      elementId: receipts.elementId,
      title: receipts.title,
    })
    .from(receipts)
    .where(eq(receipts.dossierId, dossierId))
    .orderBy(asc(receipts.id));
}

/** One receipt of a dossier, with the address of its file in the blob store. */
export async function findReceipt(
  db: Database,
  dossierId: number,
  receiptId: number,
): Promise<Receipt | undefined> {
  const [row] = await db
    .select()
    .from(receipts)
    .where(and(eq(receipts.id, receiptId), eq(receipts.dossierId, dossierId)));
  return row;
}

export async function insertReceipts(db: Database, rows: NewReceipt[]): Promise<void> {
  await db.insert(receipts).values(rows);
}

/** Deletes one receipt of a dossier; false when there was none. */
export async function deleteReceiptRow(db: Database, dossierId: number, receiptId: number): Promise<boolean> {
  const deleted = await db
    .delete(receipts)
    .where(and(eq(receipts.id, receiptId), eq(receipts.dossierId, dossierId)))
    .returning({ id: receipts.id });
  return deleted.length > 0;
}
