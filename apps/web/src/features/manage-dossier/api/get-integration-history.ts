import { useQuery } from '@tanstack/react-query';
import { operations } from '@souscription/contract';
import { call } from '../../../shared/api/call';
import { managedDossierKey } from './manage-dossier-keys';

/** `GET /dossier/integration-state/{id}/history`: the integration-state history, newest first. */
export function useIntegrationHistory(dossierId: number) {
  return useQuery({
    queryKey: [...managedDossierKey(dossierId), 'history'],
    queryFn: ({ signal }) => call(operations.getIntegrationHistory, { params: { id: dossierId }, signal }),
  });
}
