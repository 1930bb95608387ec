import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_ITEMS_PER_PAGE,
  operations,
  type TListDossiersResponse,
  type TListState,
} from '@souscription/contract';
import { call } from '../../../shared/api/call';

export type TDossierListParams = {
  state: TListState;
  page: number;
  searchTerm: string;
  form?: number;
};

/** `GET /dossiers`: one page of a folder list (10 rows), by state, search term and form. */
export function listDossiers(
  { state, page, searchTerm, form }: TDossierListParams,
  signal?: AbortSignal,
): Promise<TListDossiersResponse | null> {
  return call(operations.listDossiers, {
    signal,
    query: {
      page,
      itemsPerPage: DEFAULT_ITEMS_PER_PAGE,
      state,
      searchTerm: searchTerm || undefined,
      form,
    },
  });
}

export const dossierListQueryKey = ['dossiers', 'list'] as const;

/** A page of the list and the page number it answers (the screen may be showing an older page). */
export type TDossierListPage = TListDossiersResponse & { page: number; searchTerm: string; form?: number };

export function dossierListQueryOptions(params: TDossierListParams) {
  return queryOptions({
    queryKey: [...dossierListQueryKey, params],
    queryFn: async ({ signal }): Promise<TDossierListPage | null> => {
      const answer = await listDossiers(params, signal);
      return answer && { ...answer, page: params.page, searchTerm: params.searchTerm, form: params.form };
    },
  });
}

/** The page stays on screen while the next one loads (no blank table between pages). */
export function useDossierList(params: TDossierListParams) {
  return useQuery({ ...dossierListQueryOptions(params), placeholderData: keepPreviousData });
}
