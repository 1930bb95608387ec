import { formatNumber, formatPercent } from '../../../shared/i18n/format';

/**
 * How a cell reads: words; a count (`1 234`); a share in percent (`35,5 %`, the number 35.5); a
 * measure with one decimal (a duration in the unit its column names).
 */
export type TCellKind = 'text' | 'count' | 'percent' | 'decimal';

export type TChartColumn = { key: string; label: string; kind: TCellKind };
/** A row: a value per column key; null where nothing was measured. */
export type TChartRow = Record<string, string | number | null>;

/**
 * What a chart shows, once: its table (the columns and rows the table alternative and the CSV file
 * show as they are) and how the chart draws it (a bar per row and series).
 */
export type TChartData = {
  columns: TChartColumn[];
  rows: TChartRow[];
  /** Each row's name on the chart's axis. */
  categories: string[];
  /** The count columns drawn as bars, in the order of their legend. */
  series: { key: string; label: string }[];
  /** A share written after a bar's value, « 45 (37,5 %) »: the series it follows and its column. */
  share?: { series: string; column: string };
  /** When the rows fall into kinds drawn apart (the funnel's stages and exits): each row's kind. */
  groups?: { labels: string[]; ofRow: number[] };
  /** What the chart says, in a sentence or two: shown above it and read by screen readers. */
  summary: string;
};

/** Whether a chart has anything to draw: some row with a number above zero. */
export function hasChartValues(data: TChartData): boolean {
  return data.rows.some((row) => data.series.some(({ key }) => Number(row[key] ?? 0) > 0));
}

/** A cell as the table shows it, in the interface's language; an unmeasured value is a dash. */
export function formatCell(
  value: string | number | null | undefined,
  kind: TCellKind,
  language: string,
): string {
  if (value === null || value === undefined || value === '') return kind === 'text' ? '' : '—';
  if (typeof value === 'string') return value;
  if (kind === 'percent') return formatPercent(value, language);
  if (kind === 'decimal') return formatDecimal(value, language);
  return formatNumber(value, language);
}

/** A number with at most one decimal: `2,5` in French. */
export function formatDecimal(value: number, language: string): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'fr-FR', { maximumFractionDigits: 1 }).format(
    value,
  );
}

/** A share (0 to 1) as the percent the tables and charts show, rounded to one decimal; null stays null. */
export function toPercent(rate: number | null): number | null {
  return rate === null ? null : Math.round(rate * 1000) / 10;
}
