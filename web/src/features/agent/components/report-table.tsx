import type { ReactNode } from "react";

export interface Column<Row> {
  key: string;
  label: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

/**
 * A report table that stays readable at 320 px: the first column stays put
 * while the others scroll sideways inside a focusable, labelled region.
 */
export function ReportTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  footer,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  footer?: { label: string; cells: Partial<Record<string, ReactNode>> };
}) {
  return (
    <div className="report-table" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? "report-table__num" : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.key} scope="row">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} className={column.numeric ? "report-table__num" : undefined}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {footer ? (
          <tfoot>
            <tr>
              <th scope="row">{footer.label}</th>
              {columns.slice(1).map((column) => (
                <td key={column.key} className={column.numeric ? "report-table__num" : undefined}>
                  {footer.cells[column.key] ?? ""}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
