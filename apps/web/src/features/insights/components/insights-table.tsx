import { useTranslation } from 'react-i18next';
import { formatCell, type TChartData } from '../model/chart-table';

type TInsightsTableProps = {
  data: TChartData;
  caption: string;
};

/**
 * A chart's table alternative: its columns and rows as they are (the CSV file has the same), the
 * numbers right-aligned in the interface's language. Scrolls sideways by keyboard on a phone.
 */
export function InsightsTable({ data, caption }: TInsightsTableProps) {
  const { t, i18n } = useTranslation();
  return (
    // Note: a focusable region, so keyboard users can scroll a table wider than the screen; named
    // apart from its panel (two regions of one name confuse a landmark list).
    <div
      className="table-responsive"
      role="region"
      aria-label={t('insights.table-of', { title: caption })}
      tabIndex={0}
    >
      <table className="table table-sm align-middle mb-0 insights-table" data-testid="insights-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {data.columns.map((column) => (
              <th key={column.key} scope="col" className={column.kind === 'text' ? undefined : 'text-end'}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {data.columns.map((column, columnIndex) =>
                columnIndex === 0 ? (
                  <th key={column.key} scope="row" className="fw-normal">
                    {formatCell(row[column.key], column.kind, i18n.language)}
                  </th>
                ) : (
                  <td
                    key={column.key}
                    className={column.kind === 'text' ? undefined : 'text-end text-nowrap'}
                  >
                    {formatCell(row[column.key], column.kind, i18n.language)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
