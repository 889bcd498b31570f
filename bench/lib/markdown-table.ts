/** Column alignment in a Markdown table. */
export type Align = 'left' | 'right';

/** A Markdown table laid out the way Prettier lays it out, so `format:check` stays green. */
export function markdownTable(header: string[], align: Align[], rows: string[][]): string[] {
  const widths = header.map((title, i) =>
    Math.max(3, title.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells
      .map((cell, i) =>
        align[i] === 'right' ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0),
      )
      .join(' | ')} |`;
  const rule = widths.map((w, i) =>
    align[i] === 'right' ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w),
  );
  return [line(header), `| ${rule.join(' | ')} |`, ...rows.map(line)];
}
