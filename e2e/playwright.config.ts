import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { appServerEnv } from './support/app-env';
import { oidcClient, oidcIssuer, ports } from './support/ports';

const port = ports.app;
const baseURL = `http://127.0.0.1:${port}`;
// The support processes run from this folder with node and tsx, like the server.
const supportProcess = (script: string, readyUrl: string) => ({
  command: `"${process.execPath}" --import tsx support/${script}`,
  cwd: import.meta.dirname,
  url: readyUrl,
  timeout: 60_000,
  reuseExistingServer: false,
  stdout: 'pipe' as const,
  env: { E2E_PORT: String(port) },
});
const reportDir = process.env.TEST_REPORT_DIR;

/** Chromium as this machine runs it: Debian's build, no network chatter, sound without a gesture. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];

export default defineConfig({
  testDir: './journeys',
  testMatch: '**/*.spec.ts',
  // Two cores: the server and one browser at a time keep timings honest.
  workers: 1,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: reportDir
    ? [['list'], ['json', { outputFile: path.join(reportDir, `playwright-${process.pid}.json`) }]]
    : [['list']],
  outputDir: './test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: chromiumArgs,
        },
      },
    },
  ],
  webServer: [
    // Mail goes to a local SMTP capture the tests read codes from (support/mail-capture.ts).
    supportProcess('mail-capture.ts', `http://127.0.0.1:${ports.mailbox}/healthz`),
    // Google is a local OpenID Connect provider (support/oidc-provider.ts).
    supportProcess('oidc-provider.ts', `${oidcIssuer}/.well-known/openid-configuration`),
    {
      // node itself, not npx: a spawned npx child can outlive the run and hang it.
      command: `"${process.execPath}" --import tsx src/main.ts`,
      cwd: path.resolve(import.meta.dirname, '../apps/server'),
      url: `${baseURL}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        ...appServerEnv({
          port,
          grpcPort: ports.grpc,
          dataDir: mkdtempSync(path.join(tmpdir(), 'earshot-e2e-')),
        }),
        GOOGLE_CLIENT_ID: oidcClient.id,
        GOOGLE_CLIENT_SECRET: oidcClient.secret,
        GOOGLE_ISSUER: oidcIssuer,
      },
    },
  ],
});
