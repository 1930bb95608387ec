import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCreatedDossierResponse, type TCreatedDossierResponse } from '@souscription/contract';
import { apiClient } from '../api/api-client';

export type TDuplicateDossierVariables = { id: number; documentDuplicate: boolean };

/** `POST /dossiers/{id}/duplicate { documentDuplicate }`: a new folder with the same values (and documents). */
export function duplicateDossier({
  id,
  documentDuplicate,
}: TDuplicateDossierVariables): Promise<TCreatedDossierResponse | null> {
  return apiClient.post(
    `/dossiers/${id}/duplicate`,
    { documentDuplicate },
    { schema: ZCreatedDossierResponse },
  );
}

export function useDuplicateDossier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateDossier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dossiers'] }),
  });
}
