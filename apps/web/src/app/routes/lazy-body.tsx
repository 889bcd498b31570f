import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A route's body, loaded the first time the route is shown (ADR 0010: the entry carries the
 * shell, each page comes in its own chunk). The route renders its title itself, so the
 * heading shows at once and only the body waits; the body's own loading states take over
 * once its code is in.
 */
export function lazyBody<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Body = lazy(async () => ({ default: await load() }));
  return function LazyBody(props: P) {
    return (
      <Suspense fallback={<div aria-busy className="min-h-48" />}>
        <Body {...props} />
      </Suspense>
    );
  };
}
