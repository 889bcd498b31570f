// Runs the Playwright journeys in Debian's Chromium. Without a Chromium, a developer's
// machine is told loudly and the tier is skipped; under CI=true that is a failure.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const line = '!'.repeat(78);
  const message = `No Chromium at ${chromium}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`;
  if (process.env.CI === 'true') {
    console.error(`${line}\nE2E FAILED: ${message}\n${line}`);
    process.exit(1);
  }
  console.warn(`${line}\nE2E SKIPPED: ${message}\n${line}`);
  process.exit(0);
}

const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const child = spawn(process.execPath, [cli, 'test', ...process.argv.slice(2)], {
  cwd: import.meta.dirname,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
