import type { ReactNode } from 'react';
import { TableHead, type TTableColumn } from './table-head';

type TResponsiveTableProps = {
  caption: string;
  columns: readonly TTableColumn[];
  /** The table's own class (how its rows become cards on a phone). */
  tableClassName: string;
  /** A newer page is loading: the rows are dimmed and marked busy. */
  stale?: boolean | undefined;
  children: ReactNode;
};

/**
 * A list as a real table (the folder, integration and customer lists), scrollable by keyboard, shown
 * as cards on a phone; `children` are its rows.
 */
export function ResponsiveTable({
  caption,
  columns,
  tableClassName,
  stale,
  children,
}: TResponsiveTableProps) {
  return (
    // Note: a focusable region, so keyboard users can scroll a table wider than the screen.
    <div
      className={`table-responsive app-table-wrapper${stale ? ' is-stale' : ''}`}
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      {/* Note: explicit roles keep the table a table for assistive technology when a phone shows
          each row as a card (CSS changes the display of its parts). */}
      <table
        className={`table align-middle mb-0 app-card-table ${tableClassName}`}
        role="table"
        aria-busy={stale || undefined}
      >
        <caption className="visually-hidden">{caption}</caption>
        <TableHead columns={columns} />
        <tbody role="rowgroup">{children}</tbody>
      </table>
    </div>
  );
}
