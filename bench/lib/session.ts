import { killAllChildren, stopAllChildren } from './children';

/** What a run registers so that nothing outlives it. */
export interface Session {
  /** Runs at the end, newest first, even on failure or Ctrl-C. */
  onCleanup(cleanup: () => Promise<void> | void): void;
}

/**
 * Runs a benchmark: `main` answers the exit code (0 met, 1 missed, 2 invalid); a throw is 2.
 * Child processes are stopped and cleanups run whatever happens; the process then exits.
 */
export async function runSession(main: (session: Session) => Promise<number>): Promise<never> {
  const cleanups: (() => Promise<void> | void)[] = [];
  let cleaning: Promise<void> | undefined;
  const cleanup = () =>
    (cleaning ??= (async () => {
      await stopAllChildren();
      for (const step of cleanups.reverse()) {
        await Promise.resolve()
          .then(step)
          .catch((err: unknown) => console.error('cleanup failed:', err));
      }
    })());
  // Whatever happens, no child outlives the run.
  process.on('exit', killAllChildren);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cleanup().finally(() => process.exit(130)));
  }
  let code = 2;
  try {
    code = await main({ onCleanup: (step) => void cleanups.push(step) });
  } catch (err) {
    console.error(err);
  } finally {
    await cleanup();
  }
  process.exit(code);
}
