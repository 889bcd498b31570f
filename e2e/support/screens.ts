import { type Page, test } from '@playwright/test';

/**
 * A screenshot kept with the test's own results (test-results/<test>/<name>), for a person to
 * look at after a run: never a path outside the run's folder.
 */
export function screen(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  return page.screenshot({ path: test.info().outputPath(name), ...options });
}
