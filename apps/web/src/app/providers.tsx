import type { Transport } from '@connectrpc/connect';
import { TransportProvider } from '@connectrpc/connect-query';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { TooltipProvider } from '@/components/ui/tooltip';

/**
 * Everything the app needs above the router: the one transport, the query
 * client, tooltips and toasts. Tests pass a fake transport and a fresh client.
 */
export function AppProviders(props: {
  transport: Transport;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <TransportProvider transport={props.transport}>
      <QueryClientProvider client={props.queryClient}>
        <TooltipProvider delayDuration={300}>
          {props.children}
          <Toaster
            theme="dark"
            position="bottom-center"
            richColors
            toastOptions={{ className: 'font-sans' }}
          />
        </TooltipProvider>
      </QueryClientProvider>
    </TransportProvider>
  );
}
