import type { TFunction } from 'i18next';
import type { TInsightsReasonsResponse } from '@souscription/contract';
import { formatNumber } from '../../../shared/i18n/format';
import { toPercent, type TChartData } from './chart-table';

const INTEGRATION_STATES = ['refused', 'error'] as const;

/**
 * Refusals and « en erreur » by reason (getInsightsReasons' `integration`): one row per state,
 * source and reason, most frequent first, then per state the dossiers of the reasons not listed.
 */
export function toIntegrationReasonsChart(
  answer: TInsightsReasonsResponse,
  t: TFunction,
  language: string,
): TChartData {
  const listed = answer.integration.map((row) => ({
    state: t(`insights.reasons.states.${row.state}`),
    source: t(`insights.reasons.sources.${row.source}`),
    reason: row.reason,
    count: row.count,
    group: INTEGRATION_STATES.indexOf(row.state),
  }));
  const others = INTEGRATION_STATES.filter((state) => answer.otherCount[state] > 0).map((state) => ({
    state: t(`insights.reasons.states.${state}`),
    source: '',
    reason: t('insights.reasons.other-reasons'),
    count: answer.otherCount[state],
    group: INTEGRATION_STATES.indexOf(state),
  }));
  const rows = [...listed, ...others];
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  const top = listed[0];
  return {
    columns: [
      { key: 'state', label: t('insights.reasons.column-state'), kind: 'text' },
      { key: 'source', label: t('insights.reasons.column-source'), kind: 'text' },
      { key: 'reason', label: t('insights.reasons.column-reason'), kind: 'text' },
      { key: 'count', label: t('insights.reasons.column-count'), kind: 'count' },
    ],
    rows: rows.map(({ group: _group, ...row }) => row),
    categories: rows.map((row) => row.reason),
    series: [{ key: 'count', label: t('insights.reasons.column-count') }],
    groups: {
      labels: INTEGRATION_STATES.map((state) => t(`insights.reasons.states.${state}`)),
      ofRow: rows.map((row) => row.group),
    },
    summary: top
      ? t('insights.reasons.integration-summary', {
          total: formatNumber(total, language),
          reason: top.reason,
          count: formatNumber(top.count, language),
        })
      : t('insights.reasons.integration-summary-none'),
  };
}

/** Signatures refused (« Refuser »), by document and signer. */
export function toSignatureRefusalsChart(
  answer: TInsightsReasonsResponse,
  t: TFunction,
  language: string,
): TChartData {
  const rows = [...answer.signatureRefusals]
    .sort((a, b) => b.count - a.count)
    .map((row) => ({
      step: t(`insights.reasons.steps.${row.step}`),
      party: t(`insights.reasons.parties.${row.party}`),
      count: row.count,
    }));
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  const top = rows[0];
  return {
    columns: [
      { key: 'step', label: t('insights.reasons.column-step'), kind: 'text' },
      { key: 'party', label: t('insights.reasons.column-party'), kind: 'text' },
      { key: 'count', label: t('insights.reasons.column-count'), kind: 'count' },
    ],
    rows,
    categories: rows.map((row) => `${row.party} · ${row.step}`),
    series: [{ key: 'count', label: t('insights.reasons.column-count') }],
    summary:
      top && total > 0
        ? t('insights.reasons.refusals-summary', {
            total: formatNumber(total, language),
            top: `${top.party} · ${top.step}`,
            count: formatNumber(top.count, language),
          })
        : t('insights.reasons.refusals-summary-none'),
  };
}

/** Signature envelopes sent and expired unsigned, by document. */
export function toExpiredEnvelopesChart(
  answer: TInsightsReasonsResponse,
  t: TFunction,
  language: string,
): TChartData {
  const rows = answer.expiredEnvelopes.map((row) => ({
    step: t(`insights.reasons.steps.${row.step}`),
    sent: row.sent,
    expired: row.expired,
    rate: toPercent(row.rate),
  }));
  const sum = (key: 'sent' | 'expired') => rows.reduce((total, row) => total + row[key], 0);
  return {
    columns: [
      { key: 'step', label: t('insights.reasons.column-step'), kind: 'text' },
      { key: 'sent', label: t('insights.reasons.column-sent'), kind: 'count' },
      { key: 'expired', label: t('insights.reasons.column-expired'), kind: 'count' },
      { key: 'rate', label: t('insights.reasons.column-expired-rate'), kind: 'percent' },
    ],
    rows,
    share: { series: 'expired', column: 'rate' },
    categories: rows.map((row) => row.step),
    series: [
      { key: 'sent', label: t('insights.reasons.column-sent') },
      { key: 'expired', label: t('insights.reasons.column-expired') },
    ],
    summary:
      sum('sent') === 0
        ? t('insights.reasons.expired-summary-none')
        : t('insights.reasons.expired-summary', {
            expired: formatNumber(sum('expired'), language),
            sent: formatNumber(sum('sent'), language),
          }),
  };
}
