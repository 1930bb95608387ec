import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operations, type TPairCustomerRequest } from '@souscription/contract';
import { call } from '../../../shared/api/call';
import { managedDossierKey } from './manage-dossier-keys';

/**
 * `PUT /dossier/integration-state/{dossierId}/pairing/customer`: pairs a scope with a customer
 * (empty code: a new customer). The dossier's queries are refreshed afterwards by the caller, once
 * the success message has shown (spec 01 §4).
 */
export function usePairCustomer(dossierId: number) {
  return useMutation({
    mutationFn: (body: TPairCustomerRequest) =>
      call(operations.pairCustomer, { params: { dossierId }, body }),
  });
}

/** Refreshes everything the screen shows of the dossier (history, pairing, state, header). */
export function useRefreshManagedDossier(dossierId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: managedDossierKey(dossierId) });
}
