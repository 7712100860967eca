import { useId, type ReactNode } from "react";
import { useScrollCue } from "./use-scroll-cue.ts";
import "./data-table.css";

export interface Column<Row> {
  key: string;
  label: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
  /**
   * One word that must read whole (a username, an order number): never broken, its column as wide as it needs
   * ("sub_agent_wu" was cut to "sub_agent_w / u").
   */
  word?: boolean;
}

export interface DataTableProps<Row> {
  /** The table's caption and, unless `label` says otherwise, the name of its scrolling region. */
  caption: string;
  /** Show the caption above the table (hidden by default: the screen's heading usually says it). */
  showCaption?: boolean;
  /** The region's name when it differs from the caption (a section heading). */
  label?: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The row that is the member's own (aria-current, marked). */
  isCurrent?: (row: Row) => boolean;
  footer?: { label: string; cells: Partial<Record<string, ReactNode>> };
}

const numClass = (column: { numeric?: boolean }) => (column.numeric ? "data-table__num" : undefined);

/**
 * The one table of the app's screens: on a phone too narrow for its columns the first column
 * stays put and the others scroll sideways inside a focusable, named region; a shade and a chevron on the
 * edge that holds more say it scrolls, and the first column casts a shadow once scrolled. Headings and
 * text cells wrap to a few short lines so the fixed column leaves room; figures and words (usernames) never wrap. Nothing is
 * cut: everything is one swipe away.
 */
export function DataTable<Row>({ caption, showCaption = false, label, columns, rows, rowKey, isCurrent, footer }: DataTableProps<Row>) {
  const { ref, more } = useScrollCue<HTMLDivElement>();
  const captionId = useId();
  return (
    <div className="data-table">
      {/* Shown, the caption stays above the region: inside, it would scroll away with the columns. */}
      {showCaption ? (
        <p id={captionId} className="data-table__caption">
          {caption}
        </p>
      ) : null}
      <div className="data-table__frame" data-more={more}>
        <div ref={ref} className="data-table__scroll" role="region" aria-label={label ?? caption} tabIndex={0}>
          <table aria-labelledby={showCaption ? captionId : undefined}>
            {showCaption ? null : <caption className="visually-hidden">{caption}</caption>}
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.key} scope="col" className={numClass(column)}>
                    <span className="data-table__wrap">{column.label}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const current = isCurrent?.(row) ?? false;
                return (
                  <tr key={rowKey(row)} className={current ? "data-table__row--current" : undefined} aria-current={current ? "true" : undefined}>
                    {columns.map((column, index) =>
                      index === 0 ? (
                        <th key={column.key} scope="row">
                          {column.word ? column.cell(row) : <span className="data-table__wrap">{column.cell(row)}</span>}
                        </th>
                      ) : (
                        <td key={column.key} className={numClass(column)}>
                          {column.numeric || column.word ? column.cell(row) : <span className="data-table__wrap">{column.cell(row)}</span>}
                        </td>
                      ),
                    )}
                  </tr>
                );
              })}
            </tbody>
            {footer ? (
              <tfoot>
                <tr>
                  <th scope="row">{footer.label}</th>
                  {columns.slice(1).map((column) => (
                    <td key={column.key} className={numClass(column)}>
                      {footer.cells[column.key] ?? ""}
                    </td>
                  ))}
                </tr>
              </tfoot>
            ) : null}
          </table>
        </div>
      </div>
    </div>
  );
}
