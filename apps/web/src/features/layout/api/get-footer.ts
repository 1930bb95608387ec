import { queryOptions, useQuery } from '@tanstack/react-query';
import { operations, type TFooterResponse } from '@souscription/contract';
import { call } from '../../../shared/api/call';

/** `GET /footer`: the tenant's footer blocks (HTML sanitised by the server). */
export function getFooter(signal?: AbortSignal): Promise<TFooterResponse | null> {
  return call(operations.getFooter, { signal });
}

export const footerQueryOptions = queryOptions({
  queryKey: ['footer'],
  queryFn: ({ signal }) => getFooter(signal),
  staleTime: 30 * 60 * 1000,
});

export function useFooter() {
  return useQuery(footerQueryOptions);
}
