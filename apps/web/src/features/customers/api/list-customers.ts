import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_ITEMS_PER_PAGE, operations, type TListClientsResponse } from '@souscription/contract';
import { call } from '../../../shared/api/call';

export type TCustomerListParams = { page: number; searchTerm: string };

/** `GET /clients`: a page of the customers the caller may open a folder for, searched by name or code. */
export function listClients(
  { page, searchTerm }: TCustomerListParams,
  signal?: AbortSignal,
): Promise<TListClientsResponse | null> {
  return call(operations.listClients, {
    signal,
    query: { page, itemsPerPage: DEFAULT_ITEMS_PER_PAGE, searchTerm: searchTerm || undefined },
  });
}

export function useCustomerList(params: TCustomerListParams, enabled: boolean) {
  return useQuery({
    queryKey: ['clients', 'list', params],
    queryFn: async ({ signal }) => {
      const answer = await listClients(params, signal);
      // The page it answers: while the next page loads, the screen still shows this one.
      return answer && { ...answer, page: params.page, searchTerm: params.searchTerm };
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}
