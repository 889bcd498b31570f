import type { Transport } from '@connectrpc/connect';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '@/app/providers';
import { catalogTransport } from './catalog';

interface RenderOptions {
  /** The address the memory router starts at. */
  path?: string;
  /** A typed fake transport; by default the catalogue is empty and lookups answer NotFound. */
  transport?: Transport;
  /** user-event options, e.g. `advanceTimers` under fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/** Renders a route table inside the app's providers, with a fresh query client that never retries. */
export function renderRoutes(routes: RouteObject[], options: RenderOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup(options.userOptions);
  const view = render(
    <AppProviders transport={options.transport ?? catalogTransport()} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user };
}

/** Renders one element on any path, inside the app's providers. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  return renderRoutes([{ path: '*', element: ui }], options);
}
