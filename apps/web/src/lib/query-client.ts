import { Code, ConnectError } from '@connectrpc/connect';
import { QueryClient } from '@tanstack/react-query';

/** Answers that a second try cannot change: asking again only delays the message. */
const final = new Set([Code.NotFound, Code.InvalidArgument, Code.PermissionDenied]);

/** Builds a query client with the app's defaults; tests build their own to stay isolated. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) =>
          failureCount < 1 && !final.has(ConnectError.from(error).code),
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** The query client of the running app, created once. */
export const queryClient = createQueryClient();
