import { useMutation } from '@tanstack/react-query';
import { operations, type TUpdateIntegrationStateRequest } from '@souscription/contract';
import { call } from '../../../shared/api/call';

/** `PUT /dossiers/integration-state/{id}`: validate, refuse or flag an error (with a reason). */
export function useUpdateIntegrationState(dossierId: number) {
  return useMutation({
    mutationFn: (body: TUpdateIntegrationStateRequest) =>
      call(operations.updateIntegrationState, { params: { id: dossierId }, body }),
  });
}
