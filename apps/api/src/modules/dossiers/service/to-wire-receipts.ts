import { API_PATH_PREFIX, fillOperationPath, operations, type TReceipt } from '@souscription/contract';
import type { ReceiptSummaryRow } from '../queries.js';

/** The address of a receipt's file: the `getReceipt` call. */
export const toReceiptResource = (folderId: number, receiptId: number) =>
  `${API_PATH_PREFIX}${fillOperationPath(operations.getReceipt.path, { folderId, receiptId })}`;

/** Receipt rows of a dossier as the wire lists them. */
export function toWireReceipts(dossierId: number, rows: ReceiptSummaryRow[]): TReceipt[] {
  return rows.map((r) => ({
    receiptId: r.id,
    typeId: r.typeId,
    elementId: r.elementId,
    title: r.title,
    resource: toReceiptResource(dossierId, r.id),
  }));
}
