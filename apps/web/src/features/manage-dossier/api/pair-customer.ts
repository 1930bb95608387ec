import { useMutation } from '@tanstack/react-query';
import { operations, type TPairCustomerRequest } from '@souscription/contract';
import { call } from '../../../shared/api/call';

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
