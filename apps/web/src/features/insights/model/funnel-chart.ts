import type { TFunction } from 'i18next';
import type { TInsightsFunnelResponse } from '@souscription/contract';
import { formatNumber, formatPercent } from '../../../shared/i18n/format';
import { toPercent, type TChartData } from './chart-table';

/**
 * The funnel (getInsightsFunnel): one row per stage, created to delivered, then the exits
 * (abandoned, refused, expired), each with its count, its share of the created and, for a stage, of
 * the stage before.
 */
export function toFunnelChart(answer: TInsightsFunnelResponse, t: TFunction, language: string): TChartData {
  const stageRows = answer.stages.map((stage) => ({
    name: t(`insights.funnel.stages.${stage.stage}`),
    count: stage.count,
    rate: toPercent(stage.rate),
    stepRate: toPercent(stage.stepRate),
  }));
  const outcomeRows = answer.outcomes.map((outcome) => ({
    name: t(`insights.funnel.outcomes.${outcome.outcome}`),
    count: outcome.count,
    rate: toPercent(outcome.rate),
    stepRate: null,
  }));
  const rows = [...stageRows, ...outcomeRows];
  return {
    columns: [
      { key: 'name', label: t('insights.funnel.column-stage'), kind: 'text' },
      { key: 'count', label: t('insights.funnel.column-count'), kind: 'count' },
      { key: 'rate', label: t('insights.funnel.column-rate'), kind: 'percent' },
      { key: 'stepRate', label: t('insights.funnel.column-step-rate'), kind: 'percent' },
    ],
    rows,
    share: { series: 'count', column: 'rate' },
    categories: rows.map((row) => row.name),
    series: [{ key: 'count', label: t('insights.funnel.series') }],
    groups: {
      labels: [t('insights.funnel.group-stages'), t('insights.funnel.group-outcomes')],
      ofRow: [...stageRows.map(() => 0), ...outcomeRows.map(() => 1)],
    },
    summary: summarizeFunnel(answer, t, language),
  };
}

function summarizeFunnel(answer: TInsightsFunnelResponse, t: TFunction, language: string): string {
  const stage = (name: string) => answer.stages.find((row) => row.stage === name);
  const outcome = (name: string) => answer.outcomes.find((row) => row.outcome === name)?.count ?? 0;
  const rate = (value: number | null | undefined) =>
    value === null || value === undefined ? '—' : formatPercent(toPercent(value) ?? 0, language);
  const count = (value: number | undefined) => formatNumber(value ?? 0, language);
  const created = stage('created')?.count ?? 0;
  if (created === 0) return t('insights.funnel.summary-none');
  return t('insights.funnel.summary', {
    count: created,
    created: count(stage('created')?.count),
    signed: count(stage('signed')?.count),
    signedRate: rate(stage('signed')?.rate),
    synchronised: count(stage('synchronised')?.count),
    synchronisedRate: rate(stage('synchronised')?.rate),
    abandoned: count(outcome('abandoned')),
    refused: count(outcome('refused')),
    expired: count(outcome('expired')),
  });
}
