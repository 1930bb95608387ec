import { operations, type TDossier } from '@souscription/contract';
import { call } from '../../../shared/api/call';

/** `POST /dossiers/{id}/submit`: the finish button of the form's last block (the submit use case). */
export async function submitDossier(id: number, submittingBlockId: number): Promise<TDossier | null> {
  const answer = await call(operations.submitDossier, { params: { id }, body: { submittingBlockId } });
  return answer?.dossier ?? null;
}
