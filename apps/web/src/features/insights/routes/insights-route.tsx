import '../i18n';
import '../insights.css';
import { useMemo } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { canOpenScreen, type TLocale } from '@souscription/contract';
import { getStoredRole } from '../../../shared/session/session';
import { useCurrentUser } from '../../../shared/session/get-current-user';
import { useInsightsChart } from '../api/get-insights-chart';
import { useInsightsFilters } from '../api/get-insights-filters';
import { ChartPanel, type TChartState } from '../components/chart-panel';
import { InsightsFilterBar } from '../components/insights-filter-bar';
import { useInsightsFilterParams } from '../hooks/use-insights-filter-params';
import type { TChartData } from '../model/chart-table';
import { toDropOffChart } from '../model/drop-off-chart';
import { toFunnelChart } from '../model/funnel-chart';
import {
  getIsoTodayInParis,
  resolveInsightsPeriod,
  showDay,
  toInsightsQuery,
} from '../model/insights-filters';
import {
  toExpiredEnvelopesChart,
  toIntegrationReasonsChart,
  toSignatureRefusalsChart,
} from '../model/reasons-charts';
import { toTimesChart } from '../model/times-chart';

type TBuild<A> = (answer: A, t: TFunction, language: string) => TChartData;

/** A call's state as a panel shows it, its answer turned into the chart's data. */
function useChartState<A>(query: UseQueryResult<A | null>, build: TBuild<A>): TChartState {
  const { t, i18n } = useTranslation();
  const { data, isError, error, isPlaceholderData, refetch } = query;
  return useMemo((): TChartState => {
    if (isError && !data) return { status: 'error', error, retry: () => void refetch() };
    if (!data) return { status: 'pending' };
    return { status: 'success', data: build(data, t, i18n.language), stale: isPlaceholderData };
  }, [data, isError, error, isPlaceholderData, refetch, build, t, i18n.language]);
}

/**
 * /suivi (issue 37): where subscriptions stop (the funnel, where forms are left), how long
 * signatures take and why dossiers are refused, for the filters in the address; each chart with its
 * table and CSV export. The tenant's dossiers for the manager and the back office, an advisor's own.
 */
export function InsightsRoute() {
  if (!canOpenScreen(getStoredRole(), 'insights')) return <Navigate to="/tableau-de-bord" replace />;
  return <InsightsScreen />;
}

function InsightsScreen() {
  const { t, i18n } = useTranslation();
  const locale: TLocale = i18n.language === 'en' ? 'en' : 'fr';
  const { filters, setFilters } = useInsightsFilterParams();
  const today = useMemo(() => getIsoTodayInParis(new Date()), []);
  const period = resolveInsightsPeriod(filters, today);
  const query = useMemo(() => toInsightsQuery(filters, today, locale), [filters, today, locale]);
  const choices = useInsightsFilters(locale);
  const currentUser = useCurrentUser();
  const file = (name: string) => `${t('insights.file-prefix')}-${name}-${period.from}-${period.to}`;

  const funnel = useChartState(useInsightsChart('funnel', query), toFunnelChart);
  const dropOff = useChartState(useInsightsChart('dropOff', query), toDropOffChart);
  const times = useChartState(useInsightsChart('times', query), toTimesChart);
  const reasonsQuery = useInsightsChart('reasons', query);
  const reasons = useChartState(reasonsQuery, toIntegrationReasonsChart);
  const refusals = useChartState(reasonsQuery, toSignatureRefusalsChart);
  const expired = useChartState(reasonsQuery, toExpiredEnvelopesChart);
  const scope = choices.data?.scope;

  return (
    <>
      <title>{t('app.page-title', { page: t('insights.title') })}</title>
      <div className="mb-4">
        <h1 className="page-title mb-1">{t('insights.title')}</h1>
        <p className="text-body-secondary mb-1">{t('insights.intro')}</p>
        <p className="small mb-0" data-testid="insights-basis">
          {scope ? `${t(`insights.scope.${scope}`, { tenant: currentUser.data?.tenant.name ?? '' })} · ` : ''}
          {t('insights.basis', { from: showDay(period.from), to: showDay(period.to) })}
        </p>
      </div>
      <InsightsFilterBar
        filters={filters}
        period={period}
        choices={choices.data ?? undefined}
        onChange={setFilters}
      />
      <ChartPanel
        name="funnel"
        title={t('insights.funnel.title')}
        description={t('insights.funnel.description')}
        state={funnel}
        fileName={file('funnel')}
      />
      <ChartPanel
        name="drop-off"
        title={t('insights.drop-off.title')}
        description={t('insights.drop-off.description')}
        state={dropOff}
        fileName={file('form-drop-off')}
      />
      <ChartPanel
        name="times"
        title={t('insights.times.title')}
        description={t('insights.times.description')}
        state={times}
        fileName={file('times')}
      />
      <h2 className="h4 mt-2 mb-3">{t('insights.reasons.title')}</h2>
      <ChartPanel
        name="reasons"
        level={3}
        title={t('insights.reasons.integration-title')}
        description={t('insights.reasons.integration-description')}
        state={reasons}
        fileName={file('reasons')}
      />
      <ChartPanel
        name="refusals"
        level={3}
        title={t('insights.reasons.refusals-title')}
        description={t('insights.reasons.refusals-description')}
        state={refusals}
        fileName={file('signature-refusals')}
      />
      <ChartPanel
        name="expired"
        level={3}
        title={t('insights.reasons.expired-title')}
        description={t('insights.reasons.expired-description')}
        state={expired}
        fileName={file('expired-envelopes')}
      />
    </>
  );
}
