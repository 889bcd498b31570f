import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Judgement } from './judge';
import type { Measurement } from './load';
import type { Settings } from './settings';

/** Everything one run knows, as written to bench/results/. */
export interface RunRecord {
  benchmark: 'http';
  date: string;
  commit: string;
  /** Tracked files that differed from the commit when the run started. */
  uncommitted: string[];
  node: string;
  postgres: string;
  autocannon: string;
  machine: { cpus: number; cpuModel: string; platform: string; release: string };
  settings: Omit<Settings, 'databaseUrl'> & { pipelining: 1; logLevel: 'silent' };
  measurements: Measurement[];
  judgement: Judgement;
}

const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));

function git(...args: string[]): string {
  try {
    return execFileSync('git', args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trimEnd(); // Not trim(): porcelain lines start with a space.
  } catch {
    return '';
  }
}

function autocannonVersion(): string {
  const require = createRequire(import.meta.url);
  const file = require.resolve('autocannon/package.json');
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as { version?: string };
  return pkg.version ?? 'unknown';
}

/** Gathers the run's provenance around its measurements. */
export function buildRecord(
  settings: Settings,
  postgres: string,
  measurements: Measurement[],
  judgement: Judgement,
): RunRecord {
  const { connections, warmupSeconds, durationSeconds, withInfoLog } = settings;
  const cpus = os.cpus();
  return {
    benchmark: 'http',
    date: new Date().toISOString(),
    commit: git('rev-parse', 'HEAD') || 'unknown',
    // Uncommitted changes mean the commit alone does not describe what was measured.
    uncommitted: git('status', '--porcelain', '--untracked-files=no')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3)),
    node: process.version,
    postgres,
    autocannon: autocannonVersion(),
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model ?? 'unknown',
      platform: os.platform(),
      release: os.release(),
    },
    settings: {
      connections,
      warmupSeconds,
      durationSeconds,
      withInfoLog,
      pipelining: 1,
      logLevel: 'silent',
    },
    measurements,
    judgement,
  };
}

/** Writes bench/results/http-<yyyy-mm-dd>T<hhmmss>Z-<shortsha>.json and returns its path. */
export function writeRecord(record: RunRecord): string {
  mkdirSync(resultsDir, { recursive: true });
  const stamp = record.date.replace(/:/g, '').replace(/\.\d+Z$/, 'Z');
  const file = `${resultsDir}http-${stamp}-${record.commit.slice(0, 7)}.json`;
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  return file;
}
