import { timestampDate } from '@bufbuild/protobuf/wkt';
import { OperatorService } from '@earshot/contract/operator/v1/operator';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '~/db/client';
import { JOB_RUNS_KEPT, recordRun } from '~/jobs/job-runs.repo';
import { createInstancePresence } from '~/jobs/live-instances';
import { periodic } from '~/jobs/periodic';
import { createLedger } from '~/modules/rewards';
import { capturedLogger } from '~/test/captured-logger';
import { useTestServer } from '~/test/fixture';
import { testClock } from '~/test/test-clock';
import { COMMAND_LINE } from './audit-log';
import { createGrants } from './grants';

// The overview's figures by hour, of each instance and of the jobs' runs (ADR 0028), through
// the real server. Its clock is fixed: the ledger stamps entries with it.
const NOW = '2026-03-01T12:30:00.000Z';
const clock = testClock(NOW);
const HEARTBEAT_SECONDS = 0.5;
const t = useTestServer({
  clock,
  config: { INSTANCE_NAME: 'solo', INSTANCE_HEARTBEAT_SECONDS: HEARTBEAT_SECONDS },
});

async function operator() {
  const op = await t.account('overview-op');
  await createGrants(t.database.db).apply('grant', op.email, 'test', COMMAND_LINE);
  return op.rpc(OperatorService);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('answers EP paid per UTC hour, the 48 hours ending with the current one, zeros too', async () => {
  const ops = await operator();
  const listener = await t.account();
  const ledger = createLedger(t.database.db, { clock });
  let n = 0;
  const pay = async (at: string, ep: number) => {
    clock.set(at);
    return ledger.append({
      userId: listener.id,
      kind: 'bonus',
      amountMilliEp: ep * 1000,
      idempotencyKey: `hourly:${++n}`,
    });
  };
  await pay('2026-03-01T12:10:00Z', 5);
  await pay('2026-03-01T11:59:59Z', 2);
  await pay('2026-03-01T11:00:00Z', 1);
  await pay('2026-02-27T13:00:00Z', 4); // the first hour shown
  await pay('2026-02-27T12:59:59Z', 8); // an hour before it: not shown
  const spent = await pay('2026-03-01T12:20:00Z', -3); // a spend is not paid EP
  expect(spent.appended).toBe(true);
  clock.set(NOW);

  const o = await ops.getOverview({});
  const hours = o.epPaidPerHour.map((h) => [h.hour, h.value]);
  expect(hours).toHaveLength(48);
  expect(hours[0]).toEqual(['2026-02-27 13:00', 4]);
  expect(hours.at(-2)).toEqual(['2026-03-01 11:00', 3]);
  expect(hours.at(-1)).toEqual(['2026-03-01 12:00', 5]);
  expect(hours.reduce((sum, [, value]) => sum + Number(value), 0)).toBe(12);
  // The same entries per day: 1 March holds the three, 27 February both (the day chart spans 30).
  expect(o.epPaidPerDay.map((d) => [d.day, d.value])).toEqual([
    ['2026-02-27', 12],
    ['2026-03-01', 8],
  ]);
});

it('lists every instance heard from within three heartbeats; a silent one drops out', async () => {
  const ops = await operator();
  // A row as an instance that stopped beating without a goodbye (killed) leaves it.
  const silent = '00000000-0000-4000-8000-000000000001';
  await t.database.db.execute(
    sql`insert into live_instances (id, name, listeners, started_at, beat_at, interval_seconds)
      values (${silent}, 'gone', 7, now() - interval '1 hour', now() - interval '2 seconds', 0.5)`,
  );
  const listed = async () =>
    (await ops.getOverview({})).instances.map((i) => [i.name, i.listeners, i.answering]);
  // The test server runs no jobs: this instance is listed from its hub, before any heartbeat.
  expect(await listed()).toEqual([['solo', 0, true]]);
  const o = await ops.getOverview({});
  expect(o.instanceHeartbeatSeconds).toBe(HEARTBEAT_SECONDS);
  expect(o.instanceStaleBeats).toBe(3);

  // Another instance on this database reports two listeners, and deletes the silent row.
  const other = createInstancePresence({
    db: t.database.db,
    name: 'other',
    listeners: () => 2,
    intervalSeconds: HEARTBEAT_SECONDS,
    log: capturedLogger().logger,
  });
  other.start();
  await expect.poll(listed, { timeout: 5000 }).toEqual([
    ['other', 2, false],
    ['solo', 0, true],
  ]);
  const names = async () =>
    (
      await queryRows<{ name: string }>(
        t.database.db,
        sql`select name from live_instances order by name`,
      )
    ).map((row) => row.name);
  await expect.poll(names, { timeout: 5000 }).toEqual(['other']);
  // Stopped, it says goodbye: its row goes at once.
  await other.stop();
  expect(await names()).toEqual([]);
  expect(await listed()).toEqual([['solo', 0, true]]);
});

it('records each run of a job with its start, duration and outcome, failures with their error', async () => {
  const ops = await operator();
  const log = capturedLogger();
  let runs = 0;
  const job = (name: string, task: () => Promise<void>) =>
    periodic(task, {
      intervalSeconds: 0.2,
      log: log.logger,
      failure: 'job failed',
      shared: { db: t.database.db, name },
    });
  const slow = job('test-slow', async () => void (await wait(120)));
  const failing = job('test-failing', () => {
    runs += 1;
    return Promise.reject(new Error(`disk full (${runs})`));
  });
  slow.start();
  failing.start();
  await wait(700);
  await Promise.all([slow.stop(), failing.stop()]);

  const o = await ops.getOverview({});
  const slowRuns = o.jobRuns.find((j) => j.name === 'test-slow');
  const failedRuns = o.jobRuns.find((j) => j.name === 'test-failing');
  expect(slowRuns?.lastRuns.length).toBeGreaterThanOrEqual(2);
  for (const run of slowRuns?.lastRuns ?? []) {
    expect(run.outcome).toBe('ok');
    expect(run.durationSeconds).toBeGreaterThanOrEqual(0.11);
    expect(run.durationSeconds).toBeLessThan(1);
    expect(run.error).toBe('');
  }
  // Newest first, and the last one started when the job last claimed its interval.
  const starts = slowRuns!.lastRuns.map((r) => timestampDate(r.startedAt!).getTime());
  expect(starts).toEqual([...starts].sort((a, b) => b - a));
  expect(starts[0]).toBe(timestampDate(slowRuns!.lastStartedAt!).getTime());
  expect(failedRuns?.lastRuns[0]).toMatchObject({
    outcome: 'failed',
    error: `disk full (${runs})`,
  });
  expect(failedRuns!.lastRuns.every((r) => r.outcome === 'failed')).toBe(true);
  expect(log.lines().filter((line) => line.msg === 'job failed')).toHaveLength(runs);
});

it('keeps the newest runs of each job only', async () => {
  for (let i = 0; i < JOB_RUNS_KEPT + 5; i++) {
    await recordRun(t.database.db, 'test-kept', {
      startedAt: new Date(Date.parse(NOW) + i * 1000),
      durationMs: i,
      outcome: 'ok',
      error: null,
    });
  }
  const rows = await queryRows<{ duration_ms: number }>(
    t.database.db,
    sql`select duration_ms from job_run_history where name = 'test-kept' order by id`,
  );
  expect(rows).toHaveLength(JOB_RUNS_KEPT);
  expect(rows[0]?.duration_ms).toBe(5);
});
