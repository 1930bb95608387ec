import { useTranslation } from 'react-i18next';
import { formatCell, type TChartData } from '../model/chart-table';

type TInsightsTableProps = {
  data: TChartData;
  caption: string;
};

/** Columns past which a phone shows each row as a card (the drop-off's six); fewer fit in a smaller type. */
const MAX_PHONE_COLUMNS = 4;

/**
 * A chart's table alternative: its columns and rows as they are (the CSV file has the same), the
 * numbers right-aligned in the interface's language. On a phone, a table of more than four columns
 * shows each row as a card, each cell under its column's name, rather than scrolling sideways.
 */
export function InsightsTable({ data, caption }: TInsightsTableProps) {
  const { t, i18n } = useTranslation();
  const cards = data.columns.length > MAX_PHONE_COLUMNS;
  return (
    // Note: a focusable region, so keyboard users can scroll a table wider than the screen; named
    // apart from its panel (two regions of one name confuse a landmark list).
    <div
      className="table-responsive"
      role="region"
      aria-label={t('insights.table-of', { title: caption })}
      tabIndex={0}
    >
      {/* Note: explicit roles keep the table a table for assistive technology when a phone shows
          each row as a card (CSS changes the display of its parts). */}
      <table
        className={`table table-sm align-middle mb-0 insights-table${cards ? ' app-card-table insights-card-table' : ''}`}
        role="table"
        data-testid="insights-table"
      >
        <caption className="visually-hidden">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {data.columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                role="columnheader"
                className={column.kind === 'text' ? undefined : 'text-end'}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {data.rows.map((row, rowIndex) => (
            <tr key={rowIndex} role="row">
              {data.columns.map((column, columnIndex) =>
                columnIndex === 0 ? (
                  <th key={column.key} scope="row" role="rowheader" className="fw-normal">
                    {formatCell(row[column.key], column.kind, i18n.language)}
                  </th>
                ) : (
                  <td
                    key={column.key}
                    role="cell"
                    data-label={cards ? column.label : undefined}
                    className={column.kind === 'text' ? 'insights-text-cell' : 'text-end text-nowrap'}
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
