import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_ITEMS_PER_PAGE,
  operations,
  type TIntegrationState,
  type TListDossiersResponse,
} from '@souscription/contract';
import { call } from '../../../shared/api/call';

export type TIntegrationListParams = {
  state: TIntegrationState;
  page: number;
  searchTerm: string;
  form?: number;
};

/** `GET /dossiers/integration-state`: one page (10 rows) of the signed folders in an integration state. */
export function listIntegrationDossiers(
  { state, page, searchTerm, form }: TIntegrationListParams,
  signal?: AbortSignal,
): Promise<TListDossiersResponse | null> {
  return call(operations.listIntegrationDossiers, {
    signal,
    query: {
      page,
      itemsPerPage: DEFAULT_ITEMS_PER_PAGE,
      integrationState: state,
      searchTerm: searchTerm || undefined,
      form,
    },
  });
}

export const integrationListQueryKey = ['dossiers', 'integration-state', 'list'] as const;

/** A page of the list and what it answers (the screen may still show an older page). */
export type TIntegrationListPage = TListDossiersResponse & {
  page: number;
  searchTerm: string;
  form?: number;
};

export function integrationListQueryOptions(params: TIntegrationListParams) {
  return queryOptions({
    queryKey: [...integrationListQueryKey, params],
    queryFn: async ({ signal }): Promise<TIntegrationListPage | null> => {
      const answer = await listIntegrationDossiers(params, signal);
      return answer && { ...answer, page: params.page, searchTerm: params.searchTerm, form: params.form };
    },
  });
}

/** The page stays on screen while the next one loads. */
export function useIntegrationList(params: TIntegrationListParams) {
  return useQuery({ ...integrationListQueryOptions(params), placeholderData: keepPreviousData });
}
