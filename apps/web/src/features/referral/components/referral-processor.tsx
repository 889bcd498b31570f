import { createConnectQueryKey, useTransport } from '@connectrpc/connect-query';
import { createClient } from '@connectrpc/connect';
import { ReferralService } from '@earshot/contract/referral/v1/referral';
import { RewardsService } from '@earshot/contract/rewards/v1/rewards';
import { REFERRAL_PROCESS_DELAY_MS } from '@earshot/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { outcomeOf, showReferralOutcome } from '../notices';
import { dropReferral, markProcessed, pendingReferral, REFERRAL_STORED_EVENT } from '../storage';

/**
 * Processes a stored referral about 1.5 s after sign-in (spec 2 §4): a code naming the user
 * themself is dropped silently; the outcome shows its notice (spec 2 §8); on success the
 * balance is read again. Renders nothing.
 */
export function ReferralProcessor({ userId }: { userId: string }) {
  const transport = useTransport();
  const queryClient = useQueryClient();
  const [stored, setStored] = useState(0);
  useEffect(() => {
    const again = () => setStored((n) => n + 1);
    window.addEventListener(REFERRAL_STORED_EVENT, again);
    return () => window.removeEventListener(REFERRAL_STORED_EVENT, again);
  }, []);
  useEffect(() => {
    const code = pendingReferral(Date.now());
    if (!code) return;
    if (code === userId) {
      dropReferral();
      return;
    }
    const timer = setTimeout(() => {
      createClient(ReferralService, transport)
        .setReferrer({ referrerId: code })
        .then(
          () => {
            markProcessed(code);
            showReferralOutcome('success');
            void queryClient.invalidateQueries({
              queryKey: createConnectQueryKey({ schema: RewardsService, cardinality: undefined }),
            });
          },
          (error: unknown) => {
            const outcome = outcomeOf(error);
            if (outcome !== 'failed') markProcessed(code);
            showReferralOutcome(outcome);
          },
        );
    }, REFERRAL_PROCESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [userId, stored, transport, queryClient]);
  return null;
}
