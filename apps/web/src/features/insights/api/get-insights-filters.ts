import { queryOptions, useQuery } from '@tanstack/react-query';
import { operations, type TInsightsFiltersResponse, type TLocale } from '@souscription/contract';
import { call } from '../../../shared/api/call';

/** `GET /insights/filters`: the products, advisors and channels « Suivi » filters by. */
export function getInsightsFilters(
  locale: TLocale,
  signal?: AbortSignal,
): Promise<TInsightsFiltersResponse | null> {
  return call(operations.getInsightsFilters, { query: { locale }, signal });
}

export function insightsFiltersQueryOptions(locale: TLocale) {
  return queryOptions({
    queryKey: ['insights', 'filters', locale],
    queryFn: ({ signal }) => getInsightsFilters(locale, signal),
    staleTime: 5 * 60_000,
  });
}

export function useInsightsFilters(locale: TLocale) {
  return useQuery(insightsFiltersQueryOptions(locale));
}
