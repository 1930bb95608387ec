import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operations, type TOperationAnswer } from '@souscription/contract';
import { call } from '../api/call';

/** `PUT /dossiers/{id}/status { status: 'canceled' }`: abandons the folder (403 when not allowed). */
export function abandonDossier(
  id: number,
): Promise<TOperationAnswer<typeof operations.updateDossierStatus> | null> {
  return call(operations.updateDossierStatus, { params: { id }, body: { status: 'canceled' } });
}

/** Abandons a folder; the lists and the dashboard counts are read again afterwards. */
export function useAbandonDossier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: abandonDossier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dossiers'] }),
  });
}
