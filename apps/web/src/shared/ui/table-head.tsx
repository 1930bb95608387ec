/** A column of a list table: its header text, read but not shown when the column speaks for itself. */
export type TTableColumn = { label: string; className?: string; hidden?: boolean };

/** The header row of a list table, with the explicit roles its phone layout (cards) needs. */
export function TableHead({ columns }: { columns: readonly TTableColumn[] }) {
  return (
    <thead role="rowgroup">
      <tr role="row">
        {columns.map((column) => (
          <th key={column.label} scope="col" role="columnheader" className={column.className}>
            {column.hidden ? <span className="visually-hidden">{column.label}</span> : column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
