import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readInsightsFilters, writeInsightsFilters, type TInsightsFilters } from '../model/insights-filters';

/**
 * « Suivi »'s filters, kept in the address: a reload shows the same figures, and each change is a
 * step of the browser's history, so Back returns to the filters before.
 */
export function useInsightsFilterParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readInsightsFilters(searchParams), [searchParams]);
  const setFilters = useCallback(
    (next: TInsightsFilters) => setSearchParams(writeInsightsFilters(next)),
    [setSearchParams],
  );
  return { filters, setFilters };
}
