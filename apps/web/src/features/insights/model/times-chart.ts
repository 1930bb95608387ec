import type { TFunction } from 'i18next';
import type { TInsightsTimesResponse } from '@souscription/contract';
import { formatDecimal, type TChartData } from './chart-table';

/** The unit every duration of the chart is shown in, and its length in seconds. */
export const DURATION_UNITS = { minutes: 60, hours: 3600, days: 86_400 } as const;
export type TDurationUnit = keyof typeof DURATION_UNITS;

/**
 * One unit for the whole chart, so its bars compare: minutes while the longest time is under two
 * hours, hours under three days, days beyond.
 */
export function pickDurationUnit(seconds: readonly number[]): TDurationUnit {
  const longest = Math.max(0, ...seconds);
  if (longest < 2 * 3600) return 'minutes';
  if (longest < 3 * 86_400) return 'hours';
  return 'days';
}

/** A duration in a unit, rounded to one decimal as the table shows it; null stays null. */
export function toDuration(seconds: number | null, unit: TDurationUnit): number | null {
  return seconds === null ? null : Math.round((seconds / DURATION_UNITS[unit]) * 10) / 10;
}

/**
 * Times (getInsightsTimes): median and 90th percentile per measure (and, for the invitations, per
 * document and signer), in the chart's one unit.
 */
export function toTimesChart(answer: TInsightsTimesResponse, t: TFunction, language: string): TChartData {
  const unit = pickDurationUnit(answer.rows.flatMap((row) => [row.medianSeconds ?? 0, row.p90Seconds ?? 0]));
  const unitName = t(`insights.times.units.${unit}`);
  const name = (row: TInsightsTimesResponse['rows'][number]) => {
    const measure = t(`insights.times.measures.${row.measure}`);
    if (!row.step || !row.party) return measure;
    return t('insights.times.measure-party', {
      measure,
      step: t(`insights.reasons.steps.${row.step}`),
      party: t(`insights.reasons.parties.${row.party}`),
    });
  };
  const rows = answer.rows.map((row) => ({
    name: name(row),
    count: row.count,
    median: toDuration(row.medianSeconds, unit),
    p90: toDuration(row.p90Seconds, unit),
  }));
  const signature = answer.rows.find((row) => row.measure === 'creation_to_signature');
  const median = signature ? toDuration(signature.medianSeconds, unit) : null;
  const p90 = signature ? toDuration(signature.p90Seconds, unit) : null;
  return {
    columns: [
      { key: 'name', label: t('insights.times.column-measure'), kind: 'text' },
      { key: 'count', label: t('insights.times.column-count'), kind: 'count' },
      { key: 'median', label: t('insights.times.column-median', { unit: unitName }), kind: 'decimal' },
      { key: 'p90', label: t('insights.times.column-p90', { unit: unitName }), kind: 'decimal' },
    ],
    rows,
    categories: rows.map((row) => row.name),
    series: [
      // Note: the legend names the unit, which the chart's axis does not.
      { key: 'median', label: t('insights.times.column-median', { unit: unitName }) },
      { key: 'p90', label: t('insights.times.column-p90', { unit: unitName }) },
    ],
    summary:
      median === null || p90 === null
        ? t('insights.times.summary-none')
        : t('insights.times.summary', {
            median: formatDecimal(median, language),
            p90: formatDecimal(p90, language),
            unit: unitName,
          }),
  };
}
