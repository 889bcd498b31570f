import { Code } from '@connectrpc/connect';
import { OperatorService } from '@earshot/contract/operator/v1/operator';
import { RefereeState, ReferralService } from '@earshot/contract/referral/v1/referral';
import { RewardsService } from '@earshot/contract/rewards/v1/rewards';
import { describe, expect, it } from 'vitest';
import { ledgerSum, listenFor, settle } from '~/test/earning';
import { seedTracks, useTestServer } from '~/test/fixture';
import { failure } from '~/test/rpc-client';
import { testClockAtRealNow } from '~/test/test-clock';
import { COMMAND_LINE } from './audit-log';
import { createGrants } from './grants';

// Accounts' created_at is the database's time: the fixed clock starts at the real now.
const clock = testClockAtRealNow();
const t = useTestServer({
  clock,
  seed: seedTracks([{ id: 1, durationSeconds: 3600, title: 'Long' }]),
});
let n = 0;

async function person(prefix = 'terms') {
  const email = `${prefix}${++n}@example.com`;
  const { id, token, rpc } = await t.account({ email });
  return {
    id,
    email,
    token,
    referral: rpc(ReferralService),
    rewards: rpc(RewardsService),
    operator: rpc(OperatorService),
  };
}

async function operator() {
  const op = await person('terms-op');
  await createGrants(t.database.db).apply('grant', op.email, 'test', COMMAND_LINE);
  return op.operator;
}

const refusal = async (call: Promise<unknown>) => {
  const error = await failure(call);
  return { code: error.code, message: error.rawMessage };
};

describe('the referral rules set by an operator (ADR 0028)', () => {
  it('pay the bonus and judge vesting at the rules in force, never changing what was paid', async () => {
    const op = await operator();
    const inviter = await person();
    const early = await person();
    await early.referral.setReferrer({ referrerId: inviter.id });
    await listenFor(t, clock, early.token, 600);
    await settle(t, clock);
    // Paid at the defaults: 100 EP each, after 10 minutes.
    expect(await ledgerSum(t, inviter.id)).toBe(100);
    const late = await person();
    await late.referral.setReferrer({ referrerId: inviter.id });
    expect(await ledgerSum(t, late.id)).toBe(100);

    await op.setRewardRule({ rule: 'referral_bonus_ep', value: 40, reason: 'smaller bonus' });
    await op.setRewardRule({ rule: 'referral_vesting_seconds', value: 300, reason: 'sooner' });
    expect(await t.rpc(ReferralService).getReferralTerms({})).toEqual(
      expect.objectContaining({ inviteReward: 40, refereeActiveListeningSeconds: 300 }),
    );
    expect(await t.rpc(ReferralService).getInviter({ referralCode: inviter.id })).toMatchObject({
      welcomeBonus: 40,
    });
    // A new invitee is welcomed with the bonus in force.
    const newcomer = await person();
    expect(await newcomer.referral.setReferrer({ referrerId: inviter.id })).toMatchObject({
      welcomeBonus: 40,
    });
    expect(await ledgerSum(t, newcomer.id)).toBe(40);
    expect(await inviter.referral.getReferralStats({})).toMatchObject({ pendingEarnings: 80 });

    // `late`, referred before the change, vests at the threshold and bonus in force now.
    await listenFor(t, clock, late.token, 300);
    await settle(t, clock);
    expect(await ledgerSum(t, inviter.id)).toBe(140);
    const { referees } = await inviter.referral.listUserReferees({});
    const byId = new Map(referees.map((r) => [r.refereeId, r]));
    expect(byId.get(early.id)).toMatchObject({ state: RefereeState.ACTIVE, reward: 100 });
    expect(byId.get(late.id)).toMatchObject({
      state: RefereeState.ACTIVE,
      reward: 40,
      listenedSeconds: 300,
    });
    expect(byId.get(newcomer.id)).toMatchObject({ state: RefereeState.PENDING, reward: 0 });
    // The early invitee's welcome bonus and listening are as paid.
    expect(await ledgerSum(t, early.id)).toBe(700);

    // Back to the defaults, so the other tests of this file see them.
    await op.setRewardRule({ rule: 'referral_bonus_ep', value: 100, reason: 'back' });
    await op.setRewardRule({ rule: 'referral_vesting_seconds', value: 600, reason: 'back' });
  });

  it('refuses values out of bounds or not whole, with the bounds in the message', async () => {
    const op = await operator();
    for (const [rule, value, message] of [
      ['referral_bonus_ep', -1, 'referral_bonus_ep must be between 0 and 10000.'],
      ['referral_vesting_seconds', 1.5, 'referral_vesting_seconds must be a whole number.'],
      [
        'boost.boost-2x-1h.multiplier',
        11,
        'boost.boost-2x-1h.multiplier must be between 1 and 10.',
      ],
      ['boost.boost-9x.price_ep', 5, 'Unknown rule: boost.boost-9x.price_ep.'],
    ] as const) {
      expect(await refusal(op.setRewardRule({ rule, value, reason: 'x' }))).toEqual({
        code: Code.InvalidArgument,
        message,
      });
    }
    const { rules } = await op.getRewardRules({});
    expect(rules.map((r) => r.rule)).toEqual(
      expect.arrayContaining([
        'referral_bonus_ep',
        'referral_vesting_seconds',
        'boost.boost-1-5x-1h.price_ep',
        'boost.boost-3x-30m.duration_seconds',
      ]),
    );
    expect(rules.find((r) => r.rule === 'boost.boost-3x-30m.duration_seconds')).toMatchObject({
      value: 1800,
      defaultValue: 1800,
      min: 60,
      max: 604_800,
    });
  });
});

describe('the boost catalogue set by an operator (ADR 0028)', () => {
  it('sells at the terms in force; a boost bought earlier keeps its own', async () => {
    const op = await operator();
    const before = await person();
    await listenFor(t, clock, before.token, 300);
    await settle(t, clock);
    await before.rewards.purchasePointBoost({ boostId: 'boost-1-5x-1h' });
    expect(await ledgerSum(t, before.id)).toBe(250);

    await op.setRewardRule({ rule: 'boost.boost-1-5x-1h.price_ep', value: 30, reason: 'sale' });
    await op.setRewardRule({ rule: 'boost.boost-1-5x-1h.multiplier', value: 2.5, reason: 'sale' });
    await op.setRewardRule({
      rule: 'boost.boost-1-5x-1h.duration_seconds',
      value: 1800,
      reason: 'sale',
    });
    const { boosts } = await t.rpc(ReferralService).listPointBoosts({});
    expect(boosts[0]).toMatchObject({
      id: 'boost-1-5x-1h',
      title: '2.5x for 30 minutes',
      cost: 30,
      multiplier: 2.5,
      durationSeconds: 1800,
    });

    const after = await person();
    await listenFor(t, clock, after.token, 300);
    await settle(t, clock);
    expect(await after.rewards.purchasePointBoost({ boostId: 'boost-1-5x-1h' })).toMatchObject({
      currentPoints: 270,
      boost: { multiplier: 2.5, secondsLeft: 1800, title: '2.5x for 30 minutes' },
    });
    // Mining speed follows the bought boost's multiplier; the earlier buyer keeps 1.5x for 1 h.
    expect((await after.rewards.getListeningState({})).pointRate).toBe(2.5);
    expect(await before.rewards.getListeningState({})).toMatchObject({ boostRate: 1.5 });
    expect((await before.rewards.getActivePointBoost({})).boost).toMatchObject({
      multiplier: 1.5,
      title: '1.5x for 1 hour',
    });
    // A change after the purchase leaves the bought boost as it was.
    await op.setRewardRule({ rule: 'boost.boost-1-5x-1h.multiplier', value: 1.2, reason: 'end' });
    expect((await after.rewards.getListeningState({})).pointRate).toBe(2.5);
    expect(await ledgerSum(t, before.id)).toBe(250);

    for (const term of ['price_ep', 'multiplier', 'duration_seconds']) {
      const value = { price_ep: 50, multiplier: 1.5, duration_seconds: 3600 }[term]!;
      await op.setRewardRule({ rule: `boost.boost-1-5x-1h.${term}`, value, reason: 'back' });
    }
  });

  it('refuses a purchase at terms changed since the buyer saw them, spending nothing', async () => {
    const op = await operator();
    const buyer = await person();
    await listenFor(t, clock, buyer.token, 300);
    await settle(t, clock);
    const seen = { cost: 100, multiplier: 2, durationSeconds: 3600 };
    await op.setRewardRule({ rule: 'boost.boost-2x-1h.price_ep', value: 120, reason: 'dearer' });

    expect(
      await refusal(buyer.rewards.purchasePointBoost({ boostId: 'boost-2x-1h', seen })),
    ).toEqual({
      code: Code.FailedPrecondition,
      message:
        "This boost's terms have changed: it is now 2x for 1 hour for 120 EP. Nothing was spent; check them and buy again.",
    });
    expect(await ledgerSum(t, buyer.id)).toBe(300);
    expect((await buyer.rewards.getActivePointBoost({})).boost).toBeUndefined();

    // Bought at the terms it now shows.
    const bought = await buyer.rewards.purchasePointBoost({
      boostId: 'boost-2x-1h',
      seen: { ...seen, cost: 120 },
    });
    expect(bought).toMatchObject({ currentPoints: 180, boost: { multiplier: 2 } });
    await op.setRewardRule({ rule: 'boost.boost-2x-1h.price_ep', value: 100, reason: 'back' });
  });

  it('a reversed purchase refunds the EP and ends the boost from the reversal on', async () => {
    const op = await operator();
    const me = await person();
    await listenFor(t, clock, me.token, 200);
    await settle(t, clock);
    await me.rewards.purchasePointBoost({ boostId: 'boost-2x-1h' });
    expect((await me.rewards.getListeningState({})).pointRate).toBe(2);
    const { entries } = await me.rewards.listLedgerEntries({});
    const spend = entries.find((e) => e.amount === -100)!;
    await op.reverseLedgerEntry({ entryId: BigInt(spend.entryId), reason: 'refund asked' });
    expect(await ledgerSum(t, me.id)).toBe(200);
    expect((await me.rewards.getActivePointBoost({})).boost).toBeUndefined();
    expect((await me.rewards.getListeningState({})).pointRate).toBe(1);
    // The audit entry says the boost ended with the refund.
    const log = await op.listAuditLog({ action: 'ledger.reverse' });
    const mine = log.entries.filter((e) => e.target.endsWith(` of ${me.email}`));
    expect(mine.map((e) => JSON.parse(e.after) as unknown)).toEqual([
      expect.objectContaining({ balance: 200, boostEnded: true }),
    ]);
    // Listening after the reversal earns at 1 EP a second.
    await listenFor(t, clock, me.token, 60);
    await settle(t, clock);
    expect(await ledgerSum(t, me.id)).toBe(260);
  });
});
