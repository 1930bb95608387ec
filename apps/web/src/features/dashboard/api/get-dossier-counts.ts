import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZDossierCountsResponse, type TDossierCountsResponse } from '@souscription/contract';
import { apiClient } from '../../../shared/api/api-client';

/** `GET /dossiers/retrieve-number-dossiers-by-status`: counts by dashboard category (and integration state). */
export function getDossierCounts(signal?: AbortSignal): Promise<TDossierCountsResponse | null> {
  return apiClient.get('/dossiers/retrieve-number-dossiers-by-status', {
    signal,
    schema: ZDossierCountsResponse,
  });
}

export const dossierCountsQueryOptions = queryOptions({
  queryKey: ['dossiers', 'counts'],
  queryFn: ({ signal }) => getDossierCounts(signal),
});

export function useDossierCounts() {
  return useQuery(dossierCountsQueryOptions);
}
