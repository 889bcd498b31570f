import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import os from 'node:os';

/** Where and on what a run was made: enough to compare two records honestly. */
export interface Provenance {
  date: string;
  commit: string;
  /** Tracked files that differed from the commit when the run ended. */
  uncommitted: string[];
  node: string;
  postgres: string;
  autocannon: string;
  /** The Connect the server ran: its version and a digest of its ESM build, which a local edit changes. */
  connect: { version: string; esmSha1: string };
  machine: { cpus: number; cpuModel: string; platform: string; release: string };
}

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

function connectBuild(): Provenance['connect'] {
  const require = createRequire(import.meta.url);
  // Its package.json is not exported: the entry point's dist/ is beside it.
  const entry = require.resolve('@connectrpc/connect');
  const root = entry.slice(0, entry.lastIndexOf('/dist/'));
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version?: string };
  const hash = createHash('sha1');
  const esm = join(root, 'dist', 'esm');
  const files = readdirSync(esm, { recursive: true, encoding: 'utf8' }).filter((name) =>
    name.endsWith('.js'),
  );
  for (const name of files.sort()) hash.update(name).update(readFileSync(join(esm, name)));
  return { version: pkg.version ?? 'unknown', esmSha1: hash.digest('hex') };
}

/** Gathers the run's provenance; `postgres` is the server's version string. */
export function provenance(postgres: string): Provenance {
  const cpus = os.cpus();
  return {
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
    connect: connectBuild(),
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model ?? 'unknown',
      platform: os.platform(),
      release: os.release(),
    },
  };
}
