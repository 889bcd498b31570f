import { Code } from '@connectrpc/connect';
import { QueryClient } from '@tanstack/react-query';

/** Answers that a second try cannot change: asking again only delays the message. */
const final = new Set([Code.NotFound, Code.InvalidArgument, Code.PermissionDenied]);

/**
 * The Connect code of a failed call. Read by name rather than `ConnectError.from`, which
 * would bring protobuf into the first page (ADR 0010); anything else counts as Unknown.
 */
function codeOf(error: unknown): Code {
  return error instanceof Error && error.name === 'ConnectError'
    ? (error as Error & { code: Code }).code
    : Code.Unknown;
}

/** Builds a query client with the app's defaults; tests build their own to stay isolated. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => failureCount < 1 && !final.has(codeOf(error)),
        refetchOnWindowFocus: false,
      },
    },
  });
}
