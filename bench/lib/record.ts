import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));

/**
 * Writes bench/results/<kind>-<stamp>-<shortsha>.json and returns its path. The stamp is the
 * record's date, `yyyy-mm-ddThhmmssZ`.
 */
export function writeRecord(kind: string, record: { date: string; commit: string }): string {
  mkdirSync(resultsDir, { recursive: true });
  const stamp = record.date.replace(/:/g, '').replace(/\.\d+Z$/, 'Z');
  const file = `${resultsDir}${kind}-${stamp}-${record.commit.slice(0, 7)}.json`;
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  return file;
}
