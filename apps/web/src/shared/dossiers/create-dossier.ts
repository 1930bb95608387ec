import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operations, type TCreatedDossierResponse, type TOperationBodyInput } from '@souscription/contract';
import { call } from '../api/call';

/**
 * `POST /dossiers`: a new, empty folder (no values, no block submitted yet) on a form, for a
 * customer or (clientId null) a lead folder / the direct prospect's own folder.
 */
export function createDossier(
  request: Pick<TOperationBodyInput<typeof operations.createDossier>, 'formId' | 'clientId'>,
): Promise<TCreatedDossierResponse | null> {
  return call(operations.createDossier, { body: { ...request, submittingBlockId: null, values: [] } });
}

export function useCreateDossier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDossier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dossiers'] }),
  });
}
