import { createConnectQueryKey, skipToken, useMutation, useQuery } from '@connectrpc/connect-query';
import { OperatorService } from '@earshot/contract/operator/v1/operator';
import { useQueryClient } from '@tanstack/react-query';

/**
 * Whether the signed-in caller is an operator (the server decides; the web only hides the
 * console from the others). Asked once per session: a grant shows after a reload.
 */
export function useOperatorAccess(signedIn: boolean): boolean {
  const { data } = useQuery(OperatorService.method.getAccess, signedIn ? {} : skipToken, {
    staleTime: Infinity,
  });
  return data?.operator ?? false;
}

export const useOverview = () =>
  useQuery(OperatorService.method.getOverview, {}, { refetchInterval: 15_000 });

export const useRewardRules = () => useQuery(OperatorService.method.getRewardRules, {});

export const useAuditLog = (action: string) =>
  useQuery(OperatorService.method.listAuditLog, { action, limit: 50 });

/** One account's review, by e-mail or id; nothing is asked while empty. */
export const useAccountReview = (account: string) =>
  useQuery(OperatorService.method.getAccountReview, account ? { account } : skipToken, {
    retry: false,
  });

/** Every operator query: read again after any change (the change shows in the audit log). */
function useInvalidateOperator() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      queryKey: createConnectQueryKey({ schema: OperatorService, cardinality: undefined }),
    });
}

/** Changes a rule; the console's figures are read again after. */
export function useSetRewardRule() {
  return useMutation(OperatorService.method.setRewardRule, {
    onSuccess: useInvalidateOperator(),
  });
}

/** Holds an account's earning, with a reason. */
export function useHoldEarning() {
  return useMutation(OperatorService.method.holdEarning, { onSuccess: useInvalidateOperator() });
}

/** Releases it, with a reason. */
export function useReleaseEarning() {
  return useMutation(OperatorService.method.releaseEarning, {
    onSuccess: useInvalidateOperator(),
  });
}

/** Reverses a ledger entry, with a reason. */
export function useReverseLedgerEntry() {
  return useMutation(OperatorService.method.reverseLedgerEntry, {
    onSuccess: useInvalidateOperator(),
  });
}

/** Closes an account, with a reason. */
export function useCloseAccount() {
  return useMutation(OperatorService.method.closeAccount, { onSuccess: useInvalidateOperator() });
}
