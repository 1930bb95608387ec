import { queryOptions, useQuery } from '@tanstack/react-query';
import { operations, type TListDatalistOptionsResponse } from '@souscription/contract';
import { call } from '../../../../shared/api/call';
import type { TWidgetLocale } from '../components/element-widget.types';

export type { TDatalistOption } from '@souscription/contract';

export type TDatalistQuery = { datalistId: number; filter: string; locale: TWidgetLocale };

/** `GET /datalists/{id}/options?filter=&locale=`: at most 50 options matching the filter (accent-blind). */
export function listDatalistOptions(
  { datalistId, filter, locale }: TDatalistQuery,
  signal?: AbortSignal,
): Promise<TListDatalistOptionsResponse | null> {
  return call(operations.listDatalistOptions, {
    params: { datalistId },
    query: { filter: filter || undefined, locale },
    signal,
  });
}

/** Query options of a datalist search; answers stay fresh for five minutes (datalists rarely change). */
export function datalistOptionsQueryOptions(query: TDatalistQuery) {
  return queryOptions({
    queryKey: ['datalists', query.datalistId, 'options', query.locale, query.filter],
    queryFn: async ({ signal }) => (await listDatalistOptions(query, signal))?.options ?? [],
    staleTime: 5 * 60_000,
  });
}

/** The options of a datalist matching a filter, while `enabled`. */
export function useDatalistOptions(query: TDatalistQuery, enabled: boolean) {
  return useQuery({ ...datalistOptionsQueryOptions(query), enabled });
}
