import { createContext, type ReactNode, useContext } from 'react';
import type { Runtime } from './runtime';

const RuntimeContext = createContext<Runtime | null>(null);

/** Hands the runtime down to every component below (the app's root, or a test's). */
export function RuntimeProvider(props: { runtime: Runtime; children: ReactNode }) {
  return <RuntimeContext value={props.runtime}>{props.children}</RuntimeContext>;
}

/** The runtime the app (or the test) was started with. */
export function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime outside RuntimeProvider');
  return runtime;
}
