import { QueryClient } from '@tanstack/react-query';

/** Builds a query client with the app's defaults; tests build their own to stay isolated. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** The query client of the running app, created once. */
export const queryClient = createQueryClient();
