import { ConnectError, createClient } from '@connectrpc/connect';
import { createConnectQueryKey, useQuery, useTransport } from '@connectrpc/connect-query';
import { AccountService } from '@earshot/contract/account/v1/account';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { sessionKey } from './use-session';

/** The signed-in user's profile (spec 2 §7 getUser). */
export function useProfile() {
  return useQuery(AccountService.method.getUser, {});
}

/** The account's client and a way to read the profile and the session again after a change. */
export function useAccountClient() {
  const transport = useTransport();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      account: createClient(AccountService, transport),
      refresh: () =>
        Promise.all([
          queryClient.invalidateQueries({
            queryKey: createConnectQueryKey({ schema: AccountService, cardinality: undefined }),
          }),
          queryClient.invalidateQueries({ queryKey: sessionKey }),
        ]),
    }),
    [transport, queryClient],
  );
}

/** The words of a refused call, as the server gave them. */
export function refusalText(error: unknown): string {
  return ConnectError.from(error).rawMessage;
}
