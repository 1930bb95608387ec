import { operations } from '@souscription/contract';
import { call } from '../../../../shared/api/call';

/** `DELETE /dossiers/{id}/receipts/{receiptId}`: true once the server removed it. */
export async function deleteReceipt(dossierId: number, receiptId: number): Promise<boolean> {
  return (await call(operations.deleteReceipt, { params: { folderId: dossierId, receiptId } })) === true;
}
