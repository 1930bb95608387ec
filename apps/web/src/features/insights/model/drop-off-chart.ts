import type { TFunction } from 'i18next';
import type { TInsightsFormDropOffResponse } from '@souscription/contract';
import { formatNumber } from '../../../shared/i18n/format';
import { toPercent, type TChartData } from './chart-table';

type TDropOffRow = TInsightsFormDropOffResponse['rows'][number];

/**
 * Where forms are left (getInsightsFormDropOff): one row per form and last block saved, most
 * frequent first as the server sorts them; the form is named on the chart only when there are
 * several.
 */
export function toDropOffChart(
  answer: TInsightsFormDropOffResponse,
  t: TFunction,
  language: string,
): TChartData {
  const noBlock = t('insights.drop-off.no-block');
  const severalForms = new Set(answer.rows.map((row) => row.formId)).size > 1;
  const place = (row: TDropOffRow) => {
    // A block titled as its page (a page of one block) is named once.
    const titles = [...new Set([row.pageTitle, row.blockTitle].filter(Boolean))];
    const where = titles.length > 0 ? titles.join(' · ') : noBlock;
    return severalForms ? `${row.formLabel} · ${where}` : where;
  };
  const rows = answer.rows.map((row) => ({
    form: row.formLabel,
    page: row.pageTitle ?? noBlock,
    block: row.blockTitle ?? noBlock,
    count: row.count,
    abandoned: row.abandoned,
    rate: toPercent(row.rate),
  }));
  // The rows come in the form's order (where in the form); the summary names the most frequent.
  const top = answer.rows.reduce<TDropOffRow | undefined>(
    (best, row) => (!best || row.count > best.count ? row : best),
    undefined,
  );
  return {
    columns: [
      { key: 'form', label: t('insights.drop-off.column-form'), kind: 'text' },
      { key: 'page', label: t('insights.drop-off.column-page'), kind: 'text' },
      { key: 'block', label: t('insights.drop-off.column-block'), kind: 'text' },
      { key: 'count', label: t('insights.drop-off.column-count'), kind: 'count' },
      { key: 'abandoned', label: t('insights.drop-off.column-abandoned'), kind: 'count' },
      { key: 'rate', label: t('insights.drop-off.column-rate'), kind: 'percent' },
    ],
    rows,
    share: { series: 'count', column: 'rate' },
    categories: answer.rows.map(place),
    series: [
      { key: 'count', label: t('insights.drop-off.series-count') },
      { key: 'abandoned', label: t('insights.drop-off.series-abandoned') },
    ],
    summary: top
      ? t('insights.drop-off.summary', {
          unfinished: formatNumber(answer.unfinished, language),
          place: place(top),
          count: formatNumber(top.count, language),
        })
      : t('insights.drop-off.summary-none'),
  };
}
