import { useQuery } from '@tanstack/react-query';
import { operations } from '@souscription/contract';
import { call } from '../../../shared/api/call';
import { managedDossierKey } from './manage-dossier-keys';

/** `GET /dossier/{id}/summary`: the header's summary (status, detention mode, scope, pairing). */
export function useDossierSummary(dossierId: number) {
  return useQuery({
    queryKey: [...managedDossierKey(dossierId), 'summary'],
    queryFn: ({ signal }) => call(operations.getDossierSummary, { params: { id: dossierId }, signal }),
  });
}
