import type { ImportProgress, ImportSummary } from './import-catalog';

/** The closing lines of an import, for people. */
export function formatSummary(summary: ImportSummary, seconds: number): string {
  const lines = [
    `Imported ${summary.imported}, unchanged ${summary.unchanged}, skipped ${summary.skipped.length} ` +
      `(${summary.total} audio file${summary.total === 1 ? '' : 's'} in ${seconds.toFixed(1)} s).`,
    ...summary.skipped.map(({ file, reason }) => `  skipped ${file}: ${reason}`),
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * A progress reporter: a skipped file is named at once; otherwise a line every `every`
 * files or `intervalMs`, whichever comes first, and always for the last file.
 */
export function progressReporter(
  write: (line: string) => void,
  options: { every?: number; intervalMs?: number; now?: () => number } = {},
) {
  const every = options.every ?? 25;
  const intervalMs = options.intervalMs ?? 2000;
  const now = options.now ?? Date.now;
  let last = now();
  return ({ done, total, outcome }: ImportProgress) => {
    if (outcome.status === 'skipped') write(`skipped ${outcome.file}: ${outcome.reason}\n`);
    if (done === total || done % every === 0 || now() - last >= intervalMs) {
      last = now();
      const percent = Math.floor((done / total) * 100);
      write(
        `[${String(done).padStart(String(total).length)}/${total}] ${percent}% ${outcome.file}\n`,
      );
    }
  };
}
