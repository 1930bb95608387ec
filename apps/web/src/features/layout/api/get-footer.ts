import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZFooterResponse, type TFooterResponse } from '@souscription/contract';
import { apiClient } from '../../../shared/api/api-client';

/** `GET /footer`: the tenant's footer blocks (HTML sanitised by the server). */
export function getFooter(signal?: AbortSignal): Promise<TFooterResponse | null> {
  return apiClient.get('/footer', { signal, schema: ZFooterResponse });
}

export const footerQueryOptions = queryOptions({
  queryKey: ['footer'],
  queryFn: ({ signal }) => getFooter(signal),
  staleTime: 30 * 60 * 1000,
});

export function useFooter() {
  return useQuery(footerQueryOptions);
}
