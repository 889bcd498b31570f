import { create } from '@bufbuild/protobuf';
import { Code, ConnectError, createRouterTransport } from '@connectrpc/connect';
import { createConnectQueryKey } from '@connectrpc/connect-query';
import { CatalogService } from '@earshot/contract/catalog/v1/catalog';
import {
  ListUserRefereesResponseSchema,
  ReferralService,
} from '@earshot/contract/referral/v1/referral';
import { GetUserPointsResponseSchema, RewardsService } from '@earshot/contract/rewards/v1/rewards';
import { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyCatalog } from '@/testing/catalog';
import { newReferrer } from '@/testing/referral';
import { renderWithProviders } from '@/testing/render';
import { createReferralStore, useReferralStore } from '../store';
import { referralLoadErrors } from '../texts';
import { clearAll, useReferralState } from './use-referral';

type State = ReturnType<typeof useReferralState>;
const LOADS = [
  'referralRewards',
  'userReferees',
  'userRewards',
  'availableRewards',
  'pointBoosts',
  'stats',
] as const;

/**
 * Renders the hook against a fake whose calls wait at a gate while `hold` is set, counting the
 * calls of each method.
 */
function renderState(options: { failReferees?: () => boolean; pointsNotFound?: boolean } = {}) {
  const calls: Record<string, number> = {};
  let hold = false;
  const waiting: (() => void)[] = [];
  const gate = async (name: string) => {
    calls[name] = (calls[name] ?? 0) + 1;
    if (hold) await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const referral = Object.fromEntries(
    Object.entries(newReferrer).map(([name, impl]) => [
      name,
      async (req: never, ctx: never) => {
        await gate(name);
        if (name === 'listUserReferees' && options.failReferees?.()) {
          throw new ConnectError('boom', Code.Internal);
        }
        return (impl as (r: never, c: never) => unknown)(req, ctx);
      },
    ]),
  );
  const transport = createRouterTransport(({ service }) => {
    service(CatalogService, emptyCatalog);
    service(ReferralService, referral);
    service(RewardsService, {
      getUserStatistics: async () => {
        await gate('getUserStatistics');
        return {};
      },
      getUserPoints: async () => {
        await gate('getUserPoints');
        if (options.pointsNotFound) throw new ConnectError('not found', Code.NotFound);
        return { currentPoints: 5 };
      },
    });
  });
  const seen: {
    state?: State;
    store?: ReturnType<typeof useReferralStore>;
  } = {};
  function Probe() {
    seen.state = useReferralState();
    seen.store = useReferralStore();
    return null;
  }
  renderWithProviders(<Probe />, { transport });
  return {
    calls,
    state: () => seen.state!,
    store: () => seen.store!,
    hold: (on: boolean) => (hold = on),
    release: () =>
      act(() => {
        waiting.splice(0).forEach((open) => open());
        return Promise.resolve();
      }),
  };
}

describe('the referral loads (spec 2 §3, §4)', () => {
  it('gives each load its own loading flag, then its data', async () => {
    const { state } = renderState();
    for (const load of LOADS) expect(state()[load].loading).toBe(true);
    await waitFor(() => expect(state().isLoading).toBe(false));
    for (const load of LOADS) {
      expect(state()[load]).toMatchObject({ loading: false, error: null });
      expect(state()[load].data).toBeDefined();
    }
    expect(state().milestones.map((m) => m.requirements)).toEqual([
      'Minimum 3 referees',
      'Minimum 5 referees',
      'Minimum 10 referees',
    ]);
  });

  it("'Load all' starts every loading flag but set-referrer's, and runs statistics and points", async () => {
    const { state, calls, hold, release } = renderState({ pointsNotFound: true });
    await waitFor(() => expect(state().isLoading).toBe(false));
    hold(true);
    let done = false;
    act(
      () =>
        void state()
          .loadAll()
          .then(() => (done = true)),
    );
    await waitFor(() => {
      for (const load of LOADS) expect(state()[load].loading).toBe(true);
    });
    expect(state().setReferrer.loading).toBe(false);
    for (const name of Object.keys(newReferrer).filter((n) => n !== 'setReferrer')) {
      expect(calls[name]).toBe(2);
    }
    expect(calls.setReferrer).toBeUndefined();
    expect(calls.getUserStatistics).toBe(1);
    expect(calls.getUserPoints).toBe(1);
    hold(false);
    await release();
    await waitFor(() => expect(done).toBe(true));
    // Points answered not-found: tolerated, no referral error.
    expect(state().hasError).toBe(false);
  });

  it('starting a load clears its error', async () => {
    let fail = true;
    const { state, hold, release } = renderState({ failReferees: () => fail });
    await waitFor(() => expect(state().userReferees.error).toBe(referralLoadErrors.userReferees));
    expect(state().hasError).toBe(true);
    fail = false;
    hold(true);
    act(() => void state().loadAll());
    await waitFor(() => expect(state().userReferees.loading).toBe(true));
    expect(state().userReferees.error).toBeNull();
    hold(false);
    await release();
    await waitFor(() => expect(state().userReferees.loading).toBe(false));
    expect(state().userReferees.data?.total).toBe(0);
    expect(state().hasError).toBe(false);
  });

  it("set-referrer's flags are the processing state's", async () => {
    const { state, store } = renderState();
    await waitFor(() => expect(state().isLoading).toBe(false));
    act(() =>
      store()
        .getState()
        .dispatch({ type: 'codeStored', code: 'c'.repeat(25), at: 1 }),
    );
    act(() => store().getState().dispatch({ type: 'processingStarted' }));
    expect(state().setReferrer).toEqual({ loading: true, error: null });
    act(() => store().getState().dispatch({ type: 'processingFailed' }));
    expect(state().setReferrer).toEqual({ loading: false, error: 'Failed to set referrer' });
  });

  it("'clear all' empties the referral data and the processing state, nothing else", () => {
    const queryClient = new QueryClient();
    const store = createReferralStore();
    const referees = createConnectQueryKey({
      schema: ReferralService.method.listUserReferees,
      input: { limit: 100 },
      cardinality: 'finite',
    });
    const points = createConnectQueryKey({
      schema: RewardsService.method.getUserPoints,
      input: {},
      cardinality: 'finite',
    });
    queryClient.setQueryData(referees, create(ListUserRefereesResponseSchema, { total: 3 }));
    queryClient.setQueryData(points, create(GetUserPointsResponseSchema, { currentPoints: 5 }));
    store.getState().dispatch({ type: 'codeStored', code: 'c'.repeat(25), at: 1 });
    store.getState().dispatch({ type: 'processingFailed', message: 'x' });
    clearAll(queryClient, store);
    expect(queryClient.getQueryData(referees)).toBeUndefined();
    expect(queryClient.getQueryData(points)?.currentPoints).toBe(5);
    expect(store.getState()).toMatchObject({ processingError: null, referralCode: 'c'.repeat(25) });
  });
});
