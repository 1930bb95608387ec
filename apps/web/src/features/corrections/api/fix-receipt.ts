import { operations, type TCorrectionChecklistItem } from '@souscription/contract';
import { call } from '../../../shared/api/call';
import { readFileAsDataUrl } from '../../../shared/browser/base64';

/**
 * Replaces or adds the receipt a correction item flags (issue 35): the file is sent on the item's
 * element (of the faulty receipt's type, else the element's first), then the faulty receipt, if
 * any, is removed; no block reopens.
 */
export async function fixReceipt(
  dossierId: number,
  item: Pick<TCorrectionChecklistItem, 'elementId' | 'receiptId' | 'receiptTypeId' | 'receiptTypes'>,
  file: File,
): Promise<void> {
  const typeId = item.receiptTypeId ?? item.receiptTypes[0]?.id ?? null;
  await call(operations.uploadReceipts, {
    params: { folderId: dossierId },
    body: {
      receipts: [
        { elementId: item.elementId ?? 0, typeId, title: file.name, value: await readFileAsDataUrl(file) },
      ],
    },
  });
  if (item.receiptId !== null) {
    await call(operations.deleteReceipt, { params: { folderId: dossierId, receiptId: item.receiptId } });
  }
}
