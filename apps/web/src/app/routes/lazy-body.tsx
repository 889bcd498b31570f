import { type ComponentType, type ReactNode, Suspense } from 'react';
import { StatusMessage } from '@/components/ui/status-message';
import { listTexts } from '@/components/ui/texts';
import { UnloadedPage } from '@/components/ui/unloaded-page';
import { lazyComponent } from '@/lib/lazy-component';
import { useOnline } from '@/hooks/use-online';

/** A body whose code is on its way: room for it, and while offline, why it waits. */
function BodyPending() {
  const online = useOnline();
  return online ? (
    <div aria-busy className="min-h-48" />
  ) : (
    <StatusMessage tone="loading">{listTexts.loading}</StatusMessage>
  );
}

/**
 * A route's body, loaded the first time the route is shown (ADR 0010: the entry carries the
 * shell, each page comes in its own chunk). The route renders its title itself, so the
 * heading shows at once and only the body waits; the body's own loading states take over
 * once its code is in. Code that does not come (offline) leaves the shell and the player as
 * they are and says so where the body would be.
 */
export function lazyBody<P extends object>(load: () => Promise<ComponentType<P>>) {
  // Every body is a function component.
  const Body = lazyComponent(load as () => Promise<(props: P) => ReactNode>, UnloadedPage);
  return function LazyBody(props: P) {
    return (
      <Suspense fallback={<BodyPending />}>
        <Body {...props} />
      </Suspense>
    );
  };
}
