import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCreatedDossierResponse, type TCreatedDossierResponse } from '@souscription/contract';
import { apiClient } from '../api/api-client';

export type TCreateDossierVariables = { formId: number; clientId: number | null };

/**
 * `POST /dossiers`: a new, empty folder on a form, for a customer or (clientId null) a lead
 * folder / the direct prospect's own folder.
 */
export function createDossier({
  formId,
  clientId,
}: TCreateDossierVariables): Promise<TCreatedDossierResponse | null> {
  return apiClient.post(
    '/dossiers',
    { formId, clientId, submittingBlockId: null, values: [] },
    { schema: ZCreatedDossierResponse },
  );
}

export function useCreateDossier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDossier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dossiers'] }),
  });
}
