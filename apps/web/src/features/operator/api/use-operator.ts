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

/** Changes a rule; the rules and the audit log are read again after. */
export function useSetRewardRule() {
  const queryClient = useQueryClient();
  return useMutation(OperatorService.method.setRewardRule, {
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: createConnectQueryKey({ schema: OperatorService, cardinality: undefined }),
      }),
  });
}
