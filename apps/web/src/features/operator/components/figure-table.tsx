import type { ReactNode } from 'react';
import { operatorTexts as t } from '../texts';

const cell = 'py-1.5 pr-3';

/** A column of a figure table: its heading, and whether its figures line up on the right. */
export interface Column {
  label: string;
  figure?: boolean;
  muted?: boolean;
}

/**
 * A titled card holding one table of the console's figures, or 'Nothing yet.' when there are
 * no rows: each row a key and one cell per column.
 */
export function FigureTable(props: {
  title: string;
  columns: Column[];
  rows: Array<{ key: string | number; cells: ReactNode[] }>;
  /** A line under the table: how its figures come about. */
  note?: string | undefined;
}) {
  const { title, columns, rows, note } = props;
  const classOf = (column: Column) =>
    [cell, column.figure ? 'text-right tabular-nums' : '', column.muted ? 'text-muted' : '']
      .filter(Boolean)
      .join(' ');
  return (
    <section
      aria-label={title}
      className="overflow-x-auto rounded-xl bg-surface p-4 ring-1 ring-line"
    >
      <h3 className="mb-2 text-sm font-semibold text-ink">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{t.overview.none}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="text-muted">
            <tr>
              {columns.map((column) => (
                <th key={column.label} className={column.figure ? `${cell} text-right` : cell}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-line">
                {row.cells.map((value, i) => (
                  <td key={columns[i]?.label ?? i} className={classOf(columns[i] ?? { label: '' })}>
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {note && <p className="mt-2 text-xs text-muted">{note}</p>}
    </section>
  );
}
