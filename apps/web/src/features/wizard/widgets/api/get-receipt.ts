import { ZReceiptDetailResponse, type TReceiptDetailResponse } from '@souscription/contract';
import { apiClient } from '../../../../shared/api/api-client';

/** `GET /dossiers/{id}/receipts/{receiptId}`: the receipt with its file (base64) and type. */
export async function getReceipt(
  dossierId: number,
  receiptId: number,
  signal?: AbortSignal,
): Promise<TReceiptDetailResponse['receipt'] | null> {
  const answer = await apiClient.get(`/dossiers/${dossierId}/receipts/${receiptId}`, {
    signal,
    schema: ZReceiptDetailResponse,
  });
  return answer?.receipt ?? null;
}
