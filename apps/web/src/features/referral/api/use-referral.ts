import type { Transport } from '@connectrpc/connect';
import {
  createConnectQueryKey,
  createQueryOptions,
  useQuery,
  useTransport,
} from '@connectrpc/connect-query';
import { ReferralService } from '@earshot/contract/referral/v1/referral';
import { RewardsService } from '@earshot/contract/rewards/v1/rewards';
import { milestoneRequirement } from '@earshot/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { referralLoadErrors } from '../texts';
import { type ReferralStore, useReferralProcessing, useReferralStore } from '../store';

/** The loads of the referral state (spec 2 §3, §7), by the spec's names. */
export type ReferralLoad = keyof typeof referralLoadErrors;

const referralKey = createConnectQueryKey({ schema: ReferralService, cardinality: undefined });
/**
 * 'Load all' (spec 2 §4, §7): starts every referral load again (each with its own loading flag,
 * clearing its error), and the statistics and points calls; set-referrer is not one of them.
 */
export async function loadAll(queryClient: QueryClient, transport: Transport) {
  // Not-found there is tolerated (spec 2 §7); any other failure is that query's own error,
  // shown where its figures are.
  const tolerate = () => undefined;
  await Promise.all([
    queryClient.refetchQueries({ queryKey: referralKey }),
    queryClient
      .fetchQuery({
        ...createQueryOptions(RewardsService.method.getUserStatistics, {}, { transport }),
        staleTime: 0,
      })
      .catch(tolerate),
    queryClient
      .fetchQuery({
        ...createQueryOptions(RewardsService.method.getUserPoints, {}, { transport }),
        staleTime: 0,
      })
      .catch(tolerate),
  ]);
}

/** 'clear all' (spec 2 §4): empties the referral data; the code stored on the device stays. */
export function clearAll(queryClient: QueryClient, store: ReferralStore) {
  queryClient.removeQueries({ queryKey: referralKey });
  store.getState().dispatch({ type: 'allCleared' });
}

/** A load's flags: loading while it runs, its spec error when it failed (cleared on a new start). */
function flags<T>(name: ReferralLoad, query: { isFetching: boolean; isError: boolean; data: T }) {
  return {
    data: query.data,
    loading: query.isFetching,
    error: query.isError && !query.isFetching ? referralLoadErrors[name] : null,
  };
}

/**
 * The signed-in user's referral state under spec 2 §3's names: each load with its loading and
 * error flags (spec 2 §4), the milestones (available rewards with the user's progress), the
 * processing state of state.ts, and 'Load all' and 'clear all'.
 */
export function useReferralState() {
  const queryClient = useQueryClient();
  const transport = useTransport();
  const store = useReferralStore();
  const isProcessing = useReferralProcessing((s) => s.isProcessing);
  const processingError = useReferralProcessing((s) => s.processingError);
  const loads = {
    referralRewards: flags(
      'referralRewards',
      useQuery(ReferralService.method.getUserReferralRewards, {}),
    ),
    userReferees: flags(
      'userReferees',
      useQuery(ReferralService.method.listUserReferees, { limit: 100 }),
    ),
    userRewards: flags(
      'userRewards',
      useQuery(ReferralService.method.getUserRewards, { limit: 100 }),
    ),
    availableRewards: flags(
      'availableRewards',
      useQuery(ReferralService.method.listRewards, { isActive: true }),
    ),
    pointBoosts: flags(
      'pointBoosts',
      useQuery(ReferralService.method.listPointBoosts, { isActive: true }),
    ),
    stats: flags('stats', useQuery(ReferralService.method.getReferralStats, {})),
  };
  const stats = loads.stats.data;
  const milestones = (loads.availableRewards.data?.rewards ?? []).map((reward) => ({
    ...reward,
    requirements: milestoneRequirement(reward.minReferees),
    progress: Math.min(stats?.rewardedReferrals ?? 0, reward.minReferees),
    reached: stats?.completedRewardIds.includes(reward.id) ?? false,
  }));
  return {
    ...loads,
    milestones,
    /** The set-referrer load is the processing of a stored code (state.ts). */
    setReferrer: {
      loading: isProcessing,
      error: processingError === null ? null : referralLoadErrors.setReferrer,
    },
    isLoading: Object.values(loads).some((load) => load.loading),
    hasError: Object.values(loads).some((load) => load.error !== null),
    loadAll: useCallback(() => loadAll(queryClient, transport), [queryClient, transport]),
    clearAll: useCallback(() => clearAll(queryClient, store), [queryClient, store]),
  };
}
