import { apiClient } from '../../../../shared/api/api-client';

/** `DELETE /dossiers/{id}/receipts/{receiptId}`: true once the server removed it. */
export async function deleteReceipt(dossierId: number, receiptId: number): Promise<boolean> {
  return (await apiClient.delete(`/dossiers/${dossierId}/receipts/${receiptId}`)) === true;
}
