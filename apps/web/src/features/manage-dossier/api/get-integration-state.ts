import { queryOptions, useQuery } from '@tanstack/react-query';
import { operations } from '@souscription/contract';
import { call } from '../../../shared/api/call';
import { managedDossierKey } from './manage-dossier-keys';

/** How often the screen asks again while a validated dossier waits for its delivery. */
export const DELIVERY_POLL_MS = 2000;

/** `GET /dossier/integration-state/{id}/state`: the state, whether it may be decided now, the version. */
export function integrationStateQueryOptions(dossierId: number) {
  return queryOptions({
    queryKey: [...managedDossierKey(dossierId), 'state'],
    queryFn: ({ signal }) => call(operations.getIntegrationState, { params: { id: dossierId }, signal }),
    // A validated dossier moves to sync (or error) when the delivery worker is done: watch it.
    refetchInterval: (query) => (query.state.data?.state === 'validated' ? DELIVERY_POLL_MS : false),
  });
}

export function useIntegrationState(dossierId: number) {
  return useQuery(integrationStateQueryOptions(dossierId));
}
