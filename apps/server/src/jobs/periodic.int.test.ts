import { afterAll, beforeAll, expect, it } from 'vitest';
import { capturedLogger } from '~/test/captured-logger';
import { openTestDatabase, type TestDatabase } from '~/test/test-database';
import { periodic, type PeriodicJob } from './periodic';

// Two instances run the same periodic job against one database: each run claims its interval
// there first, so the body runs once per interval, not once per instance.

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.dispose());

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const INTERVAL_MS = 1000;

it('runs a shared job once per interval across two instances, and on when one stops', async () => {
  const starts: { at: number; instance: string }[] = [];
  const observed: { job: string; outcome: string }[] = [];
  const instance = (name: string): PeriodicJob =>
    periodic(
      () => {
        starts.push({ at: Date.now(), instance: name });
        return Promise.resolve();
      },
      {
        intervalSeconds: INTERVAL_MS / 1000,
        log: capturedLogger().logger,
        failure: 'job failed',
        shared: { db: database.db, name: 'shared-test' },
        observe: (job, outcome) => observed.push({ job, outcome }),
      },
    );
  const a = instance('a');
  const b = instance('b');
  const began = Date.now();
  a.start();
  await wait(INTERVAL_MS * 0.4);
  // B starts 40 % of an interval after A and would run at once: A's run claimed it.
  b.start();
  await wait(INTERVAL_MS * 2);
  await a.stop();
  await wait(INTERVAL_MS * 2.2);
  await b.stop();
  const elapsed = Date.now() - began;

  const gaps = starts.slice(1).map((s, i) => s.at - starts[i]!.at);
  // Never twice in one interval (the claim's slack is 10 % of it)...
  for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(INTERVAL_MS * 0.9 - 20);
  // ...and never an interval skipped: B took over after A stopped.
  for (const gap of gaps) expect(gap).toBeLessThanOrEqual(INTERVAL_MS * 1.5);
  expect(starts.length).toBeGreaterThanOrEqual(Math.floor(elapsed / INTERVAL_MS) - 1);
  expect(starts.length).toBeLessThanOrEqual(Math.floor(elapsed / INTERVAL_MS) + 1);
  expect(new Set(starts.map((s) => s.instance))).toEqual(new Set(['a', 'b']));
  // The metrics see every tick: a run that did the work, or one another instance had claimed.
  expect(observed.filter((o) => o.outcome === 'ok')).toHaveLength(starts.length);
  expect(observed.some((o) => o.outcome === 'skipped')).toBe(true);
  expect(new Set(observed.map((o) => o.job))).toEqual(new Set(['shared-test']));
}, 20_000);
