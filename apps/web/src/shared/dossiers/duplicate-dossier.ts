import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  operations,
  type TCreatedDossierResponse,
  type TOperationBodyInput,
  type TOperationParamsInput,
} from '@souscription/contract';
import { call } from '../api/call';

/** `POST /dossiers/{id}/duplicate { documentDuplicate }`: a new folder with the same values (and documents). */
export function duplicateDossier({
  id,
  documentDuplicate,
}: TOperationParamsInput<typeof operations.duplicateDossier> &
  Required<
    TOperationBodyInput<typeof operations.duplicateDossier>
  >): Promise<TCreatedDossierResponse | null> {
  return call(operations.duplicateDossier, { params: { id }, body: { documentDuplicate } });
}

export function useDuplicateDossier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateDossier,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dossiers'] }),
  });
}
