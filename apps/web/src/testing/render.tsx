import type { Transport } from '@connectrpc/connect';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '@/app/providers';
import { playerEnginesOf } from '@/lib/runtime/player';
import type { Runtime } from '@/lib/runtime/runtime';
import { libraryTransport } from './library';
import { createTestRuntime } from './runtime';

interface RenderOptions {
  /** The address the memory router starts at. */
  path?: string;
  /**
   * A typed fake transport; by default the catalogue is empty (lookups answer NotFound) and so
   * is the library (a new user's).
   */
  transport?: Transport;
  /** The runtime to hand down; by default a fresh one, disposed after the test. */
  runtime?: Runtime;
  /** user-event options, e.g. `advanceTimers` under fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/** Renders a route table inside the app's providers, with a fresh query client that never retries. */
export function renderRoutes(routes: RouteObject[], options: RenderOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup(options.userOptions);
  const runtime = options.runtime ?? createTestRuntime();
  const view = render(
    <AppProviders
      runtime={runtime}
      transport={options.transport ?? libraryTransport()}
      queryClient={queryClient}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const player = playerEnginesOf(runtime);
  /** The playback state of this render's runtime, as it is now. */
  const playbackState = () => player.playback.store.getState();
  return { ...view, router, user, runtime, player, playbackState };
}

/** Renders one element on any path, inside the app's providers. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  return renderRoutes([{ path: '*', element: ui }], options);
}
