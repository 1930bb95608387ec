import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/api/api-client';
import type { TWidgetLocale } from '../components/element-widget.types';

/** One option of a datalist: the stored value and the label shown. */
export type TDatalistOption = { value: string; label: string };

/** `GET /datalists/{id}/options` answer. */
export type TDatalistOptionsResponse = { options: TDatalistOption[] };

export type TDatalistQuery = { datalistId: number; filter: string; locale: TWidgetLocale };

function parseDatalistOptions(data: unknown): TDatalistOptionsResponse {
  const options = (data as { options?: unknown } | null)?.options;
  if (!Array.isArray(options)) throw new TypeError('datalist options: no options list');
  return {
    options: options.filter(
      (option): option is TDatalistOption =>
        typeof option === 'object' &&
        option !== null &&
        typeof (option as TDatalistOption).value === 'string' &&
        typeof (option as TDatalistOption).label === 'string',
    ),
  };
}

/** `GET /datalists/{id}/options?filter=&locale=`: at most 50 options matching the filter (accent-blind). */
export function listDatalistOptions(
  { datalistId, filter, locale }: TDatalistQuery,
  signal?: AbortSignal,
): Promise<TDatalistOptionsResponse | null> {
  return apiClient.get(`/datalists/${datalistId}/options`, {
    signal,
    query: { filter: filter || undefined, locale },
    schema: { parse: parseDatalistOptions },
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
