import { createRuntime, type Runtime } from '@/lib/runtime/runtime';

const created: Runtime[] = [];

/**
 * A fresh runtime for one test (parts as createRuntime takes them); setup.ts disposes every
 * one after the test, so no audio element or socket outlives it.
 */
export function createTestRuntime(parts: Parameters<typeof createRuntime>[0] = {}): Runtime {
  const runtime = createRuntime(parts);
  created.push(runtime);
  return runtime;
}

/** Disposes the runtimes the test created (setup.ts, after each test). */
export function disposeTestRuntimes(): void {
  for (const runtime of created.splice(0)) runtime.dispose();
}

/** The player engines of a runtime: tests of lib/ below the runtime reach them through here. */
export { playerEnginesOf } from '@/lib/runtime/player';
