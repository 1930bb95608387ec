import type { TChartColumn, TChartRow } from './chart-table';

/** Byte order mark: spreadsheets then read the file as UTF-8 (accents, « »). */
const BOM = '\uFEFF';

/**
 * A number as a spreadsheet in the language reads it: the decimal comma in French (point in
 * English), no thousands separator (a spreadsheet would take `1 234` for text), no unit (the column
 * names it, « (%) »).
 */
export function formatCsvNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'fr-FR', {
    useGrouping: false,
    maximumFractionDigits: 2,
  }).format(value);
}

/** A field, quoted when it holds the separator, a quote or a line break (RFC 4180). */
function toCsvField(text: string): string {
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function toCsvCell(value: string | number | null | undefined, language: string): string {
  if (value === null || value === undefined) return '';
  return toCsvField(typeof value === 'number' ? formatCsvNumber(value, language) : value);
}

/**
 * A chart's table as a CSV file for French spreadsheets: `;` between fields (the comma is the decimal
 * mark), CRLF line ends, a UTF-8 byte order mark; the table's header and rows as they are, the
 * numbers written as {@link formatCsvNumber} says, an unmeasured value empty.
 */
export function toCsv(
  columns: readonly TChartColumn[],
  rows: readonly TChartRow[],
  language: string,
): string {
  const lines = [
    columns.map((column) => toCsvField(column.label)).join(';'),
    ...rows.map((row) => columns.map((column) => toCsvCell(row[column.key], language)).join(';')),
  ];
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
