import type { Transport } from '@connectrpc/connect';
import { TransportProvider } from '@connectrpc/connect-query';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { RuntimeProvider } from '@/lib/runtime/context';
import { toastDurations } from '@/lib/toast-durations';
import type { Runtime } from '@/lib/runtime/runtime';
import { lazyComponent } from '@/lib/lazy-component';

// Toasts only follow something the person did, so their code need not come with the page.
const Toaster = lazyComponent(() => import('@/components/ui/toaster').then((m) => m.Toaster));

/**
 * Everything the app needs above the router: the runtime, the one transport, the query
 * client and toasts. Tests pass their own runtime, a fake transport and a fresh client.
 */
export function AppProviders(props: {
  runtime: Runtime;
  transport: Transport;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <RuntimeProvider runtime={props.runtime}>
      <TransportProvider transport={props.transport}>
        <QueryClientProvider client={props.queryClient}>
          {props.children}
          <Suspense fallback={null}>
            <Toaster
              theme="dark"
              position="bottom-center"
              richColors
              duration={toastDurations.normal}
              toastOptions={{ className: 'font-sans' }}
            />
          </Suspense>
        </QueryClientProvider>
      </TransportProvider>
    </RuntimeProvider>
  );
}
