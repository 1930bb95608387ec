import { operations, type TOperationBodyInput, type TReceipt } from '@souscription/contract';
import { call } from '../../../../shared/api/call';

/**
 * `PUT /dossiers/{id}/receipts`: sends proofs (base64) for a file element; the answer is the
 * dossier's whole receipt list, which replaces the one on screen (spec 02 §4 Upload).
 */
export async function uploadReceipts(
  dossierId: number,
  request: TOperationBodyInput<typeof operations.uploadReceipts>,
): Promise<TReceipt[] | null> {
  const answer = await call(operations.uploadReceipts, { params: { folderId: dossierId }, body: request });
  return answer?.dossier.receipts ?? null;
}
