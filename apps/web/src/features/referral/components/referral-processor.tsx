import { createConnectQueryKey, useTransport } from '@connectrpc/connect-query';
import { ConnectError, createClient } from '@connectrpc/connect';
import { ReferralService } from '@earshot/contract/referral/v1/referral';
import { RewardsService } from '@earshot/contract/rewards/v1/rewards';
import { REFERRAL_PROCESS_DELAY_MS } from '@earshot/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRuntime } from '@/lib/runtime/context';
import { clearAll } from '../api/use-referral';
import { outcomeOf, refusedForGood, showReferralOutcome } from '../notices';
import {
  dropReferral,
  markProcessed,
  processedReferral,
  REFERRAL_STORED_EVENT,
  storedReferral,
} from '../storage';
import { nextStep } from '../state';
import { useReferralProcessing, useReferralStore } from '../store';

/**
 * Processes a stored referral about 1.5 s after sign-in (spec 2 §4) through the referral
 * state's transitions (state.ts): the code is synced from local storage; one naming the user
 * themself is dropped silently; isProcessing holds while setReferrer runs; the outcome shows its
 * notice (spec 2 §8) and, on success, the balance and the referral data are read again. A
 * refusal for good records the code as processed; a failure that may pass leaves processingError
 * set until a new code is stored, and the next visit tries again. Leaving (sign-out) clears the referral data.
 * Renders nothing.
 */
export function ReferralProcessor({ userId }: { userId: string }) {
  const transport = useTransport();
  const queryClient = useQueryClient();
  const { sessionToken } = useRuntime();
  const store = useReferralStore();
  const step = useReferralProcessing((state) => nextStep(state, { id: userId }, Date.now()));
  const code = useReferralProcessing((state) => state.referralCode);
  const storedAt = useReferralProcessing((state) => state.referralTimestamp);

  useEffect(() => {
    const { dispatch } = store.getState();
    const sync = () =>
      dispatch({ type: 'storageSynced', stored: storedReferral(), processed: processedReferral() });
    sync();
    window.addEventListener(REFERRAL_STORED_EVENT, sync);
    return () => {
      window.removeEventListener(REFERRAL_STORED_EVENT, sync);
      clearAll(queryClient, store);
    };
  }, [store, queryClient]);

  useEffect(() => {
    const { dispatch } = store.getState();
    if (step === 'drop') {
      dropReferral();
      dispatch({ type: 'codeDropped' });
      return;
    }
    if (step !== 'process' || code === null) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      void (async () => {
        if (!(await sessionToken.get()) || cancelled) return;
        dispatch({ type: 'processingStarted' });
        try {
          // How long ago the code was stored, by this device's clock: the server refers only an
          // account made after that (ADR 0019), and the skew between the clocks cancels out.
          const codeAgeSeconds = Math.max(0, Math.round((Date.now() - (storedAt ?? 0)) / 1000));
          const set = await createClient(ReferralService, transport).setReferrer({
            referrerId: code,
            codeAgeSeconds,
          });
          markProcessed(code);
          dispatch({ type: 'processingSucceeded', code });
          showReferralOutcome('success', set.welcomeBonus);
          for (const schema of [RewardsService, ReferralService]) {
            void queryClient.invalidateQueries({
              queryKey: createConnectQueryKey({ schema, cardinality: undefined }),
            });
          }
        } catch (error) {
          const final = refusedForGood(error);
          if (final) markProcessed(code);
          const message = ConnectError.from(error).rawMessage;
          dispatch({ type: 'processingFailed', message, final });
          showReferralOutcome(outcomeOf(error));
        }
      })();
    }, REFERRAL_PROCESS_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [step, code, storedAt, store, sessionToken, transport, queryClient]);
  return null;
}
