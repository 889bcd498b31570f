import { Code } from '@connectrpc/connect';
import { QueryClient } from '@tanstack/react-query';

/** Answers that a second try cannot change: asking again only delays the message. */
const final = new Set([Code.NotFound, Code.InvalidArgument, Code.PermissionDenied]);

/** Failures of the way to the server, not of the call: the network, a busy or restarting server. */
const passing = new Set([
  Code.Unknown,
  Code.Unavailable,
  Code.DeadlineExceeded,
  Code.Aborted,
  Code.ResourceExhausted,
]);

/** Spec 2 §4, §9: at most 5 retries. */
export const MAX_RETRIES = 5;

/**
 * The Connect code of a failed call. Read by name rather than `ConnectError.from`, which
 * would bring protobuf into the first page (ADR 0010); anything else counts as Unknown.
 */
function codeOf(error: unknown): Code {
  return error instanceof Error && error.name === 'ConnectError'
    ? (error as Error & { code: Code }).code
    : Code.Unknown;
}

/**
 * Whether a failed read is tried again (spec 2 §4): up to 5 times while the failure may pass,
 * once for any other failure the server reports, never when the answer cannot change. TanStack
 * Query waits min(1000 × 2^n, 30000) ms before retry n, the spec's delay, and a success starts
 * the count again.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const code = codeOf(error);
  if (final.has(code)) return false;
  return failureCount < (passing.has(code) ? MAX_RETRIES : 1);
}

/** Builds a query client with the app's defaults; tests build their own to stay isolated. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
    },
  });
}
