import { operations, type TReceiptDetailResponse } from '@souscription/contract';
import { call } from '../../../../shared/api/call';

/** `GET /dossiers/{id}/receipts/{receiptId}`: the receipt with its file (base64) and type. */
export async function getReceipt(
  dossierId: number,
  receiptId: number,
  signal?: AbortSignal,
): Promise<TReceiptDetailResponse['receipt'] | null> {
  const answer = await call(operations.getReceipt, { params: { folderId: dossierId, receiptId }, signal });
  return answer?.receipt ?? null;
}
