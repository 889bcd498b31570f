import { type ComponentType, lazy, type ReactNode, useEffect, useSyncExternalStore } from 'react';

/**
 * What a part whose code did not load shows instead: `retry` asks again now; the next try
 * comes by itself `waitMs` from when it was shown (named by `attempt`), or when the browser is
 * back online.
 */
export type UnloadedView = ComponentType<{ retry: () => void; waitMs: number; attempt: number }>;

const Nothing: UnloadedView = () => null;

/** The waits between tries for code that did not load: 1 s, doubling, at most 30 s. */
export const unloadedWaitMs = (failures: number) => Math.min(30_000, 1000 * 2 ** (failures - 1));

/**
 * React.lazy for a part of the page whose code comes in its own chunk, made to survive a
 * network that drops. React.lazy keeps a failed import forever: the error would reach the
 * route's error boundary, which takes the whole layout (the player and the music with it), and
 * the part would stay broken until a reload. Here a failed import renders `Unloaded` in the
 * part's place (nothing by default) and the code is asked for again: when the browser comes
 * back online, when `retry` is called, and by itself after a wait that doubles up to 30 s.
 * Wrap it in Suspense as before.
 */
export function lazyComponent<C extends (props: never) => ReactNode>(
  load: () => Promise<C>,
  Unloaded: UnloadedView = Nothing,
): C {
  let version = 0;
  let failures = 0;
  const listeners = new Set<() => void>();
  const retry = () => {
    version += 1;
    Lazy = make();
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  function Failed() {
    const attempt = failures;
    const waitMs = unloadedWaitMs(attempt);
    useEffect(() => {
      window.addEventListener('online', retry);
      const timer = navigator.onLine === false ? undefined : setTimeout(retry, waitMs);
      return () => {
        window.removeEventListener('online', retry);
        clearTimeout(timer);
      };
    }, [waitMs]);
    return <Unloaded retry={retry} waitMs={waitMs} attempt={attempt} />;
  }

  const make = () =>
    lazy(() =>
      load().then(
        (component) => {
          failures = 0;
          return { default: component as unknown as ComponentType<object> };
        },
        () => {
          failures += 1;
          return { default: Failed as ComponentType<object> };
        },
      ),
    );
  let Lazy = make();

  return function LazyComponent(props: object) {
    useSyncExternalStore(subscribe, () => version);
    return <Lazy {...props} />;
  } as unknown as C;
}
