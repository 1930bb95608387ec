import { operations } from '@souscription/contract';
import { base64ToBlob } from '../../../shared/browser/base64';
import { call } from '../../../shared/api/call';
import type { TPreviewFile } from '../../../shared/ui/preview-file';

/** `GET /dossiers/{folderId}/receipts/{receiptId}`: a receipt's file, ready to show or save. */
export async function getReceiptFile(folderId: number, receiptId: number): Promise<TPreviewFile | null> {
  const answer = await call(operations.getReceipt, { params: { folderId, receiptId } });
  if (!answer) return null;
  const { receipt } = answer;
  return { blob: base64ToBlob(receipt.resourceFile, receipt.mimetype), filename: receipt.filename };
}
