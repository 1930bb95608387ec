import { ZReceiptsResponse, type TReceipt, type TUploadReceiptsRequest } from '@souscription/contract';
import { apiClient } from '../../../../shared/api/api-client';

/**
 * `PUT /dossiers/{id}/receipts`: sends proofs (base64) for a file element; the answer is the
 * dossier's whole receipt list, which replaces the one on screen (spec 02 §4 Upload).
 */
export async function uploadReceipts(
  dossierId: number,
  request: TUploadReceiptsRequest,
): Promise<TReceipt[] | null> {
  const answer = await apiClient.put(`/dossiers/${dossierId}/receipts`, request, {
    schema: ZReceiptsResponse,
  });
  return answer?.dossier.receipts ?? null;
}
