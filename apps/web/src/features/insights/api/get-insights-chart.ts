import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  operations,
  type TInsightsFormDropOffResponse,
  type TInsightsFunnelResponse,
  type TInsightsQueryInput,
  type TInsightsReasonsResponse,
  type TInsightsTimesResponse,
} from '@souscription/contract';
import { call } from '../../../shared/api/call';

/** The « Suivi » calls that answer one chart each, on the same filters. */
const CHART_OPERATIONS = {
  funnel: operations.getInsightsFunnel,
  dropOff: operations.getInsightsFormDropOff,
  times: operations.getInsightsTimes,
  reasons: operations.getInsightsReasons,
} as const;
export type TInsightsChart = keyof typeof CHART_OPERATIONS;

/** What each of them answers. */
export type TInsightsChartAnswer = {
  funnel: TInsightsFunnelResponse;
  dropOff: TInsightsFormDropOffResponse;
  times: TInsightsTimesResponse;
  reasons: TInsightsReasonsResponse;
};

/**
 * `GET /insights/{funnel,form-drop-off,times,reasons}`: one chart's figures for the filters (the
 * period's days, product, advisor, channel, language).
 */
export function getInsightsChart<C extends TInsightsChart>(
  chart: C,
  query: TInsightsQueryInput,
  signal?: AbortSignal,
): Promise<TInsightsChartAnswer[C] | null> {
  // Note: the four take the same query; `call` parses each answer with its own operation's schema.
  const operation = CHART_OPERATIONS[chart] as typeof operations.getInsightsFunnel;
  return call(operation, { query, signal }) as Promise<TInsightsChartAnswer[C] | null>;
}

export function insightsChartQueryOptions<C extends TInsightsChart>(chart: C, query: TInsightsQueryInput) {
  return {
    queryKey: ['insights', chart, query] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => getInsightsChart(chart, query, signal),
    // The figures of the filters before stay on screen, dimmed, while the new ones are computed.
    placeholderData: keepPreviousData,
  };
}

/** One chart's figures, refetched when the filters change. */
export function useInsightsChart<C extends TInsightsChart>(chart: C, query: TInsightsQueryInput) {
  return useQuery(insightsChartQueryOptions(chart, query));
}
