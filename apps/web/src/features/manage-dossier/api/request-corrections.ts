import { useMutation } from '@tanstack/react-query';
import { operations, type TRequestCorrectionsRequest } from '@souscription/contract';
import { call } from '../../../shared/api/call';

/** `POST /dossier/integration-state/{dossierId}/corrections`: ask for corrections before any decision. */
export function useRequestCorrections(dossierId: number) {
  return useMutation({
    mutationFn: (body: TRequestCorrectionsRequest) =>
      call(operations.requestCorrections, { params: { dossierId }, body }),
  });
}
