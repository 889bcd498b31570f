import { markdownTable } from './markdown-table';

/** One target of an issue and how a run fared against it. */
export interface Verdict {
  target: string;
  required: string;
  measured: string;
  pass: boolean;
}

/** The verdicts as a Markdown table: target, required, measured, result. */
export function verdictTable(verdicts: Verdict[]): string[] {
  return markdownTable(
    ['Target', 'Required', 'Measured', 'Result'],
    ['left', 'left', 'left', 'left'],
    verdicts.map((v) => [v.target, v.required, v.measured, v.pass ? 'pass' : '**fail**']),
  );
}

/** How a run ended, for a README header. */
export function outcome(judgement: { valid: boolean; pass: boolean }): string {
  if (!judgement.valid) return '**INVALID** (some requests failed)';
  return judgement.pass ? '**PASS**' : '**FAIL**';
}

/** The exit code: 0 every target met, 1 a target missed, 2 the run is invalid. */
export function exitCode(judgement: { valid: boolean; pass: boolean }): number {
  if (!judgement.valid) return 2;
  return judgement.pass ? 0 : 1;
}
