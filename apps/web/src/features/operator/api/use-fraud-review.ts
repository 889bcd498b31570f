import { createConnectQueryKey, useMutation, useQuery } from '@connectrpc/connect-query';
import { OperatorService } from '@earshot/contract/operator/v1/operator';
import { useQueryClient } from '@tanstack/react-query';

/** The flagged accounts and the fraud rules (issue 39 §3). */
export const useFlaggedAccounts = () => useQuery(OperatorService.method.listFlaggedAccounts, {});

/** Sets a fraud rule's threshold, with a reason; every operator query is read again after. */
export function useSetFraudRule() {
  const queryClient = useQueryClient();
  return useMutation(OperatorService.method.setFraudRule, {
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: createConnectQueryKey({ schema: OperatorService, cardinality: undefined }),
      }),
  });
}
