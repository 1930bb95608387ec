import { useCallback, type Dispatch, type SetStateAction } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TDossier } from '@souscription/contract';
import { setStored } from '../../../shared/storage/local-storage';
import { dossierQueryOptions } from '../api/get-dossier';
import { storeFormValues } from '../model/stored-form';

/**
 * Takes a dossier the server answered with: the wizard's, the query cache's, and the local keys of
 * spec 02 §3 (dossier_state, authorized_clients, receipts, client_id, form).
 */
export function useApplyDossier(setDossier: Dispatch<SetStateAction<TDossier>>) {
  const queryClient = useQueryClient();
  return useCallback(
    (updated: TDossier) => {
      setDossier(updated);
      queryClient.setQueryData(dossierQueryOptions(updated.id).queryKey, updated);
      setStored('dossier_state', updated.status[0] ?? '');
      setStored('authorized_clients', updated.authorized_clients);
      setStored('receipts', updated.receipts);
      storeFormValues(updated);
      if (updated.client_id !== null) setStored('client_id', String(updated.client_id));
    },
    [queryClient, setDossier],
  );
}
