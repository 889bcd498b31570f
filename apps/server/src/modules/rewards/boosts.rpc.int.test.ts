import { Code } from '@connectrpc/connect';
import { ReferralService } from '@earshot/contract/referral/v1/referral';
import { LedgerKind, RewardsService } from '@earshot/contract/rewards/v1/rewards';
import { describe, expect, it } from 'vitest';
import { ledgerSum, listenFor, settle } from '~/test/earning';
import { seedTracks, useTestServer } from '~/test/fixture';
import { failure } from '~/test/rpc-client';
import { testClock } from '~/test/test-clock';

const clock = testClock('2026-03-02T10:00:00.000Z');
const t = useTestServer({
  clock,
  seed: seedTracks([{ id: 1, durationSeconds: 3600, title: 'Long' }]),
});

/** A new account that has listened `seconds` (EP at rate 1), with its rewards client. */
async function earner(seconds: number) {
  const { id, token, rpc } = await t.account('boost');
  await listenFor(t, clock, token, seconds);
  await settle(t, clock);
  return { id, token, rewards: rpc(RewardsService) };
}

const refusal = async (call: Promise<unknown>) => {
  const error = await failure(call);
  return { code: error.code, message: error.rawMessage };
};

describe('point boosts', () => {
  it('spends EP through the ledger, raises the rate while it runs, and expires', async () => {
    const me = await earner(120);
    const { boosts } = await t.rpc(ReferralService).listPointBoosts({});
    expect(boosts.map((b) => [b.id, b.multiplier, b.cost])).toEqual([
      ['boost-1-5x-1h', 1.5, 50],
      ['boost-2x-1h', 2, 100],
      ['boost-3x-30m', 3, 150],
    ]);
    const bought = await me.rewards.purchasePointBoost({ boostId: 'boost-2x-1h' });
    expect(bought).toMatchObject({
      currentPoints: 20,
      boost: { boostId: 'boost-2x-1h', multiplier: 2, secondsLeft: 3600 },
    });
    expect(await ledgerSum(t, me.id)).toBe(20);
    expect(await me.rewards.getUserPoints({})).toMatchObject({
      currentPoints: 20,
      totalEarned: 120,
      totalSpent: 100,
      pointRate: 2,
    });
    // The EP history names the boost the spend bought; the listening entry names none.
    const { entries } = await me.rewards.listLedgerEntries({});
    expect(
      entries.map((e) => [e.kind, e.amount, e.boostId, e.boostMultiplier, e.boostDurationSeconds]),
    ).toEqual([
      [LedgerKind.BOOST, -100, 'boost-2x-1h', 2, 3600],
      [LedgerKind.LISTENING, 120, '', 0, 0],
    ]);
    expect(await me.rewards.getListeningState({})).toMatchObject({
      boostRate: 2,
      referralRate: 1,
      pointRate: 2,
    });

    // Listening while it runs earns at 2 EP a second.
    await listenFor(t, clock, me.token, 60);
    await settle(t, clock);
    expect(await ledgerSum(t, me.id)).toBe(140);
    expect((await me.rewards.getActivePointBoost({})).boost).toMatchObject({ secondsLeft: 3540 });

    clock.advance(3540_000);
    expect((await me.rewards.getActivePointBoost({})).boost).toBeUndefined();
    expect(await me.rewards.getListeningState({})).toMatchObject({ boostRate: 1, pointRate: 1 });
    expect((await me.rewards.getUserPoints({})).currentPoints).toBe(140);
  });

  it('refuses, spending nothing, too few EP or a boost no stronger than the one running', async () => {
    const me = await earner(120);
    const poor = await refusal(me.rewards.purchasePointBoost({ boostId: 'boost-3x-30m' }));
    expect(poor).toEqual({
      code: Code.FailedPrecondition,
      message: 'Not enough EP: this boost costs 150 EP and you have 120.00 EP.',
    });
    await me.rewards.purchasePointBoost({ boostId: 'boost-2x-1h' });
    const weaker = await refusal(me.rewards.purchasePointBoost({ boostId: 'boost-1-5x-1h' }));
    expect(weaker.code).toBe(Code.FailedPrecondition);
    expect(weaker.message).toMatch(/already running/);
    const unknown = await refusal(me.rewards.purchasePointBoost({ boostId: 'boost-9x' }));
    expect(unknown.code).toBe(Code.NotFound);
    expect(await ledgerSum(t, me.id)).toBe(20);
    expect((await me.rewards.getUserPoints({})).currentPoints).toBe(20);
  });

  it('spends once when the same boost is bought twice at once', async () => {
    const me = await earner(240);
    const outcomes = await Promise.allSettled([
      me.rewards.purchasePointBoost({ boostId: 'boost-1-5x-1h' }),
      me.rewards.purchasePointBoost({ boostId: 'boost-1-5x-1h' }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(await ledgerSum(t, me.id)).toBe(190);
    expect((await me.rewards.getUserPoints({})).currentPoints).toBe(190);
  });

  it('refuses a visitor', async () => {
    const visitor = t.rpc(RewardsService);
    expect((await refusal(visitor.purchasePointBoost({ boostId: 'boost-2x-1h' }))).code).toBe(
      Code.Unauthenticated,
    );
  });
});
