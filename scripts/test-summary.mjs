// Adds up the JSON results that vitest and Playwright wrote under TEST_REPORT_DIR and prints
// one closing line: "tests: N passed, N failed, N skipped". Exits 1 when nothing ran.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? process.env.TEST_REPORT_DIR;
if (!dir) throw new Error('usage: node scripts/test-summary.mjs <report dir>');

const totals = { passed: 0, failed: 0, skipped: 0 };
for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  if (file.startsWith('vitest-')) {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  } else if (file.startsWith('playwright-')) {
    totals.passed += report.stats.expected + report.stats.flaky;
    totals.failed += report.stats.unexpected;
    totals.skipped += report.stats.skipped;
  }
}
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (totals.passed + totals.failed === 0) process.exit(1);
