import { queryOptions, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useRuntime } from '@/lib/runtime/context';
import type { SessionToken } from '@/lib/session-token';
import {
  authApi,
  signedInOf,
  type SessionMethod,
  type SessionUser,
  type SignedIn,
} from './auth-client';

/**
 * Who is using the app. Every switch over `status` is exhaustive, so a new variant (the
 * wallet's, later) fails to compile until each place handles it.
 */
export type Session =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | {
      status: 'signed-in';
      user: SessionUser;
      expires: string;
      /** The primary method (spec 1 §4): how this session opened, as the server recorded it. */
      method: SessionMethod;
    };

/** The session query's key. */
export const sessionKey = ['account', 'session'] as const;
const isSessionKey = (key: QueryKey) => key[0] === sessionKey[0] && key[1] === sessionKey[1];

/**
 * The server's session (GET /api/auth/session): the signed-in user, or null for a visitor.
 * Reading it tells the runtime's session token whether to ask for a token.
 */
export const sessionQuery = (sessionToken: SessionToken) =>
  queryOptions({
    queryKey: sessionKey,
    queryFn: async (): Promise<SignedIn | null> => {
      const session = signedInOf(await authApi.session());
      sessionToken.setSignedIn(session !== null);
      return session;
    },
    staleTime: 5 * 60_000,
    // Signing out in another tab shows here when the person comes back.
    refetchOnWindowFocus: true,
  });

const loading: Session = { status: 'loading' };
const signedOut: Session = { status: 'signed-out' };

/** The current session. A session that cannot be read counts as signed out. */
export function useSession(): Session {
  const { sessionToken } = useRuntime();
  const { data, isPending } = useQuery(sessionQuery(sessionToken));
  return useMemo(() => {
    if (isPending) return loading;
    if (!data) return signedOut;
    return { status: 'signed-in', user: data.user, expires: data.expires, method: data.method };
  }, [data, isPending]);
}

/**
 * What changes the session: a sign-in sets it at once and refetches everything else with
 * the token; a sign-out forgets the token and every cached answer (they may hold the user's
 * data), then the page refetches as a visitor.
 */
export function useSessionChanges() {
  const queryClient = useQueryClient();
  const { sessionToken } = useRuntime();

  const signedIn = useCallback(
    (result: SignedIn) => {
      sessionToken.drop();
      sessionToken.setSignedIn(true);
      // Only what the session query holds (a sign-in answer may carry more, e.g. `verified`).
      queryClient.setQueryData(sessionKey, signedInOf(result));
      void queryClient.invalidateQueries({ predicate: (query) => !isSessionKey(query.queryKey) });
    },
    [queryClient, sessionToken],
  );

  const signedOut = useCallback(async () => {
    sessionToken.setSignedIn(false);
    queryClient.setQueryData(sessionKey, null);
    await queryClient.resetQueries({ predicate: (query) => !isSessionKey(query.queryKey) });
  }, [queryClient, sessionToken]);

  return useMemo(() => ({ signedIn, signedOut }), [signedIn, signedOut]);
}

/** Reads the session again when the server refuses the token (it expired or was ended elsewhere). */
export function useSessionRefusals() {
  const queryClient = useQueryClient();
  const { sessionToken } = useRuntime();
  useEffect(
    () =>
      sessionToken.onRefused(() => {
        void queryClient.invalidateQueries({ queryKey: sessionKey });
      }),
    [queryClient, sessionToken],
  );
}
