import type { Transport } from '@connectrpc/connect';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useLayoutEffect } from 'react';
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type RouteObject,
  type To,
  useLocation,
  useNavigate,
} from 'react-router';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
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
  /** The query client; by default a fresh one that never retries. */
  queryClient?: QueryClient;
  /** user-event options, e.g. `advanceTimers` under fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/** What a test reads of the router and does with it: the address now, and moving to another. */
export interface TestRouter {
  readonly state: { location: Location };
  navigate(to: To): Promise<void>;
  /** The browser's Back: one entry back in the history. */
  back(): Promise<void>;
}

interface RouterHandles {
  location?: Location;
  navigate?: NavigateFunction;
}

/** Hands the router's current address and its navigate function to the test after every render. */
function RouterProbe({ report }: { report: (handles: RouterHandles) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    report({ location, navigate });
  });
  return null;
}

function testRouter(handles: RouterHandles): TestRouter {
  const held = <T,>(handle: T | undefined): T => {
    if (handle === undefined) throw new Error('the router has not rendered yet');
    return handle;
  };
  return {
    get state() {
      return { location: held(handles.location) };
    },
    navigate: async (to) => held(handles.navigate)(to),
    back: async () => held(handles.navigate)(-1),
  };
}

/**
 * Renders a route table as the app does (AppRoutes in a declarative router, here a memory one)
 * inside the app's providers, with a fresh query client that never retries unless one is given.
 */
export function renderRoutes(routes: RouteObject[], options: RenderOptions = {}) {
  const handles: RouterHandles = {};
  const router = testRouter(handles);
  const queryClient =
    options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup(options.userOptions);
  const runtime = options.runtime ?? createTestRuntime();
  const view = render(
    <AppProviders
      runtime={runtime}
      transport={options.transport ?? libraryTransport()}
      queryClient={queryClient}
    >
      <MemoryRouter initialEntries={[options.path ?? '/']}>
        <AppRoutes table={routes} />
        <RouterProbe report={(now) => Object.assign(handles, now)} />
      </MemoryRouter>
    </AppProviders>,
  );
  const player = playerEnginesOf(runtime);
  /** The playback state of this render's runtime, as it is now. */
  const playbackState = () => player.playback.store.getState();
  return { ...view, router, user, runtime, player, playbackState, queryClient };
}

/** Renders one element on any path, inside the app's providers. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  return renderRoutes([{ path: '*', element: ui }], options);
}
