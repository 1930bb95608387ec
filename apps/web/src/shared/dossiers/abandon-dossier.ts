import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZUpdateDossierStatusResponse } from '@souscription/contract';
import { apiClient } from '../api/api-client';

/** `PUT /dossiers/{id}/status { status: 'canceled' }`: abandons the folder (403 when not allowed). */
export function abandonDossier(id: number) {
  return apiClient.put(
    `/dossiers/${id}/status`,
    { status: 'canceled' },
    { schema: ZUpdateDossierStatusResponse },
  );
}

/** Abandons a folder; the lists and the dashboard counts are read again afterwards. */
export function useAbandonDossier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: abandonDossier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dossiers'] }),
  });
}
