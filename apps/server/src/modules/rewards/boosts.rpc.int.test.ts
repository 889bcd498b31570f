import { Code, ConnectError } from '@connectrpc/connect';
import { ReferralService } from '@earshot/contract/referral/v1/referral';
import { LedgerKind, RewardsService } from '@earshot/contract/rewards/v1/rewards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artistRow, insertCatalog, trackRow } from '~/db/factories/catalog';
import { signUp } from '~/test/accounts';
import { ledgerSum, listenFor, settle } from '~/test/earning';
import { rpcClient } from '~/test/rpc-client';
import { testClock } from '~/test/test-clock';
import { startTestServer, type TestServer } from '~/test/test-server';

const clock = testClock('2026-03-02T10:00:00.000Z');
let t: TestServer;
let n = 0;

beforeAll(async () => {
  t = await startTestServer({
    clock,
    seed: ({ db }) =>
      insertCatalog(db, {
        artists: [artistRow({ id: 1 })],
        tracks: [trackRow({ id: 1, artistId: 1, durationSeconds: 3600, title: 'Long' })],
      }),
  });
});
afterAll(() => t.stop());

/** A new account that has listened `seconds` (EP at rate 1), with its rewards client. */
async function earner(seconds: number) {
  const { user, token } = await signUp(t, { email: `boost${++n}@example.com` });
  await listenFor(t, clock, token, seconds);
  await settle(t, clock);
  return { id: user.id, token, rewards: rpcClient(RewardsService, t.baseUrl, 'connect', token) };
}

const failure = async (call: Promise<unknown>) => {
  const error = ConnectError.from(
    await call.then(
      () => 'no error',
      (e: unknown) => e,
    ),
  );
  return { code: error.code, message: error.rawMessage };
};

describe('point boosts', () => {
  it('spends EP through the ledger, raises the rate while it runs, and expires', async () => {
    const me = await earner(120);
    const { boosts } = await rpcClient(ReferralService, t.baseUrl).listPointBoosts({});
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
    const poor = await failure(me.rewards.purchasePointBoost({ boostId: 'boost-3x-30m' }));
    expect(poor).toEqual({
      code: Code.FailedPrecondition,
      message: 'Not enough EP: this boost costs 150 EP and you have 120.00 EP.',
    });
    await me.rewards.purchasePointBoost({ boostId: 'boost-2x-1h' });
    const weaker = await failure(me.rewards.purchasePointBoost({ boostId: 'boost-1-5x-1h' }));
    expect(weaker.code).toBe(Code.FailedPrecondition);
    expect(weaker.message).toMatch(/already running/);
    const unknown = await failure(me.rewards.purchasePointBoost({ boostId: 'boost-9x' }));
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
    const visitor = rpcClient(RewardsService, t.baseUrl);
    expect((await failure(visitor.purchasePointBoost({ boostId: 'boost-2x-1h' }))).code).toBe(
      Code.Unauthenticated,
    );
  });
});
