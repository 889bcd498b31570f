import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { capturedLogger } from '~/test/captured-logger';
import { periodic } from './periodic';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('runs at start and every interval, never two runs at once, and survives a failure', async () => {
  const log = capturedLogger();
  let runs = 0;
  let release: () => void = () => {};
  const job = periodic(
    () => {
      runs += 1;
      if (runs === 2) return Promise.reject(new Error('boom'));
      return new Promise<void>((resolve) => (release = resolve));
    },
    { intervalSeconds: 10, log: log.logger, failure: 'job failed' },
  );
  job.start();
  expect(runs).toBe(1);
  await vi.advanceTimersByTimeAsync(25_000); // two ticks while the first run hangs
  expect(runs).toBe(1);
  release();
  await vi.advanceTimersByTimeAsync(10_000);
  expect(runs).toBe(2);
  expect(log.lines().some((line) => line.msg === 'job failed')).toBe(true);
  await vi.advanceTimersByTimeAsync(10_000);
  expect(runs).toBe(3);
  const stopped = job.stop();
  release();
  await stopped;
  await vi.advanceTimersByTimeAsync(60_000);
  expect(runs).toBe(3);
});

it('can wait for the first interval', async () => {
  let runs = 0;
  const job = periodic(() => Promise.resolve(void (runs += 1)), {
    intervalSeconds: 5,
    log: capturedLogger().logger,
    failure: 'job failed',
  });
  job.start(false);
  expect(runs).toBe(0);
  await vi.advanceTimersByTimeAsync(5_000);
  expect(runs).toBe(1);
  await job.stop();
});
