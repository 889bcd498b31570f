import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const serverSrc = fileURLToPath(new URL('./apps/server/src', import.meta.url));
const serverAlias = { '~': serverSrc };
const reportDir = process.env.TEST_REPORT_DIR;

/** Under CI each run also writes JSON results, which scripts/test-summary.mjs adds up. */
const reporters = reportDir
  ? ['default', ['json', { outputFile: `${reportDir}/vitest-${process.pid}.json` }] as const]
  : ['default'];

export default defineConfig({
  test: {
    reporters: [...reporters],
    projects: [
      {
        resolve: { alias: serverAlias },
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        resolve: { alias: serverAlias },
        test: {
          name: 'integration',
          include: ['apps/server/**/*.int.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
