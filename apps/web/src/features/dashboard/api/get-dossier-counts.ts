import { queryOptions, useQuery } from '@tanstack/react-query';
import { operations, type TDossierCountsResponse } from '@souscription/contract';
import { call } from '../../../shared/api/call';

/** `GET /dossiers/retrieve-number-dossiers-by-status`: counts by dashboard category (and integration state). */
export function getDossierCounts(signal?: AbortSignal): Promise<TDossierCountsResponse | null> {
  return call(operations.getDossierCounts, { signal });
}

export const dossierCountsQueryOptions = queryOptions({
  queryKey: ['dossiers', 'counts'],
  queryFn: ({ signal }) => getDossierCounts(signal),
});

export function useDossierCounts() {
  return useQuery(dossierCountsQueryOptions);
}
