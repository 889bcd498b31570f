import { Code } from '@connectrpc/connect';
import { RefereeState, ReferralService } from '@earshot/contract/referral/v1/referral';
import { BonusReason, LedgerKind, RewardsService } from '@earshot/contract/rewards/v1/rewards';
import { and, count, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { boostPurchases, ledgerEntries } from '~/db/schema';
import { browser, PASSWORD } from '~/test/accounts';
import { ledgerSum, listenFor, settle } from '~/test/earning';
import { seedTracks, useTestServer } from '~/test/fixture';
import { failure } from '~/test/rpc-client';
import { testClockAtRealNow } from '~/test/test-clock';

// Accounts' created_at is the database's time: the fixed clock starts at the real now.
const clock = testClockAtRealNow();
const t = useTestServer({
  clock,
  seed: seedTracks([{ id: 1, durationSeconds: 3600, title: 'Long' }]),
});

/** A new signed-in account with its referral and rewards clients. */
async function person(email?: string) {
  const { id, token, client, rpc } = await t.account({ prefix: 'person', email });
  return { id, token, client, referral: rpc(ReferralService), rewards: rpc(RewardsService) };
}
type Person = Awaited<ReturnType<typeof person>>;

const codeOf = async (call: Promise<unknown>) => (await failure(call)).code;

/** ledger = balance: the ledger's sum, the points call and the expected figure agree. */
async function expectBalance(who: Person, ep: number) {
  expect(await ledgerSum(t, who.id)).toBe(ep);
  expect((await who.rewards.getUserPoints({})).currentPoints).toBe(ep);
}

/** The milestone boost is running, counts in the rates, is listed as a reward, and blocks a weaker purchase. */
async function expectMilestoneBoost(who: Person) {
  expect((await who.rewards.getActivePointBoost({})).boost).toMatchObject({
    boostId: 'boost-2x-1h',
    multiplier: 2,
    secondsLeft: 3600,
  });
  // 20 rewarded referees: the referral rate's cap of 1.5, times the boost's 2.
  expect(await who.rewards.getListeningState({})).toMatchObject({
    boostRate: 2,
    referralRate: 1.5,
    pointRate: 3,
  });
  const { rewards } = await who.referral.getUserRewards({ limit: 100 });
  expect(
    rewards
      .filter((r) => r.rewardType === 'milestone')
      .map((r) => r.boostId)
      .sort(),
  ).toEqual(['', '', 'boost-2x-1h']);
  expect(await codeOf(who.rewards.purchasePointBoost({ boostId: 'boost-1-5x-1h' }))).toBe(
    Code.FailedPrecondition,
  );
  // The EP history says each bonus is a referral milestone and which, and names the boost its
  // 0 EP bonus granted; the EP milestones grant none.
  const { entries } = await who.rewards.listLedgerEntries({ limit: 100 });
  const milestone = BonusReason.REFERRAL_MILESTONE;
  expect(
    entries
      .filter((e) => e.kind === LedgerKind.BONUS)
      .map((e) => [
        e.amount,
        e.bonusReason,
        e.milestoneId,
        e.milestoneMinReferees,
        e.boostId,
        e.boostMultiplier,
        e.boostDurationSeconds,
      ])
      .sort(([a], [b]) => Number(a) - Number(b)),
  ).toEqual([
    [0, milestone, 'milestone-5', 5, 'boost-2x-1h', 2, 3600],
    [50, milestone, 'milestone-3', 3, '', 0, 0],
    [250, milestone, 'milestone-10', 10, '', 0, 0],
  ]);
  // Every other entry of the referrer's (the referral rewards) has none.
  const others = entries.filter((e) => e.kind !== LedgerKind.BONUS);
  expect(others).toHaveLength(20);
  expect(others.every((e) => e.bonusReason === BonusReason.UNSPECIFIED)).toBe(true);
}

/** A user's milestone ledger entries, by key. */
async function milestoneEntries(userId: string) {
  const rows = await t.database.db
    .select({ key: ledgerEntries.idempotencyKey, milliEp: ledgerEntries.amountMilliEp })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        like(ledgerEntries.idempotencyKey, 'referral:milestone:%'),
      ),
    );
  return rows.sort((a, b) => a.key.localeCompare(b.key));
}

/** How many boosts a user has had, bought or granted. */
async function boostsOf(userId: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(boostPurchases)
    .where(eq(boostPurchases.userId, userId));
  return row?.n ?? 0;
}

describe('the referral programme (earshot.referral.v1)', () => {
  it('credits the invitee 100 EP at once and the inviter 100 EP once the invitee has listened 10 minutes', async () => {
    const inviter = await person();
    const invitee = await person();
    const set = await invitee.referral.setReferrer({ referrerId: inviter.id });
    expect(set).toMatchObject({
      success: true,
      message: 'Referrer set successfully',
      referrerId: inviter.id,
      welcomeBonus: 100,
      referral: { referrerId: inviter.id, refereeId: invitee.id },
      referrerStats: { totalReferrals: 1, activeReferrals: 0 },
    });
    await expectBalance(invitee, 100);
    await expectBalance(inviter, 0);
    const pending = await inviter.referral.listUserReferees({});
    expect(pending.total).toBe(1);
    expect(pending.referees[0]).toMatchObject({
      refereeId: invitee.id,
      state: RefereeState.PENDING,
    });

    await listenFor(t, clock, invitee.token, 540);
    await settle(t, clock);
    expect((await inviter.referral.listUserReferees({})).referees[0]).toMatchObject({
      state: RefereeState.PENDING,
      listenedSeconds: 540,
    });
    await expectBalance(inviter, 0);

    await listenFor(t, clock, invitee.token, 60);
    await settle(t, clock);
    expect((await inviter.referral.listUserReferees({})).referees[0]).toMatchObject({
      state: RefereeState.ACTIVE,
      reward: 100,
      listenedSeconds: 600,
    });
    await expectBalance(inviter, 100);
    await expectBalance(invitee, 700);
    expect(await inviter.referral.getReferralStats({})).toMatchObject({
      totalEarnings: 100,
      totalReferrals: 1,
      pendingReferrals: 0,
      activeReferrals: 1,
      completedTasks: 0,
      successfullySignedUp: 1,
    });
    const rewards = await inviter.referral.getUserRewards({});
    expect(rewards).toMatchObject({ totalCount: 1, hasMore: false });
    expect(rewards.rewards[0]).toMatchObject({
      refereeId: invitee.id,
      rewardAmount: 100,
      rewardType: 'referral',
      status: 'completed',
    });
    expect((await invitee.referral.getUserRewards({})).rewards[0]).toMatchObject({
      rewardType: 'welcome',
      rewardAmount: 100,
    });
    // The EP history tells the welcome bonus apart; the referrer's reward has no bonus reason.
    const welcome = (await invitee.rewards.listLedgerEntries({})).entries.find(
      (e) => e.kind === LedgerKind.BONUS,
    );
    expect(welcome).toMatchObject({
      amount: 100,
      bonusReason: BonusReason.WELCOME,
      milestoneId: '',
      milestoneMinReferees: 0,
    });
    expect((await inviter.rewards.listLedgerEntries({})).entries).toEqual([
      expect.objectContaining({
        kind: LedgerKind.REFERRAL,
        amount: 100,
        bonusReason: BonusReason.UNSPECIFIED,
      }),
    ]);
    // One active referee: referral rate 1.05, so the inviter now earns 1.05 EP a second.
    expect(await inviter.rewards.getListeningState({})).toMatchObject({
      referralRate: 1.05,
      boostRate: 1,
      pointRate: 1.05,
    });
    const summary = await inviter.referral.getUserReferralRewards({});
    expect(summary.summary).toMatchObject({ userId: inviter.id, point: 100 });
    expect(summary.summary!.rank).toBeGreaterThan(0);
    // Settling again moves nothing: every movement has its idempotency key.
    await settle(t, clock);
    await expectBalance(inviter, 100);
  });

  it('refuses a second referrer, oneself by id or e-mail, an unknown or malformed code and a circle, crediting nothing', async () => {
    const a = await person('sam@example.com');
    const b = await person();
    const c = await person();
    await b.referral.setReferrer({ referrerId: a.id });
    expect(await codeOf(b.referral.setReferrer({ referrerId: c.id }))).toBe(Code.AlreadyExists);
    expect(await codeOf(b.referral.setReferrer({ referrerId: a.id }))).toBe(Code.AlreadyExists);
    expect(await codeOf(c.referral.setReferrer({ referrerId: c.id }))).toBe(Code.InvalidArgument);
    const alias = await person('Sam+again@example.com');
    expect(await codeOf(alias.referral.setReferrer({ referrerId: a.id }))).toBe(
      Code.InvalidArgument,
    );
    expect(await codeOf(c.referral.setReferrer({ referrerId: 'c' + 'x'.repeat(24) }))).toBe(
      Code.NotFound,
    );
    expect(await codeOf(c.referral.setReferrer({ referrerId: 'not a code' }))).toBe(
      Code.InvalidArgument,
    );
    // a invited b; b inviting a (directly or through c) would close a circle. a has a referee
    // of its own, so it is no new listener: 'Already Referred' (ADR 0019, amended 2026-11-29).
    expect(await codeOf(a.referral.setReferrer({ referrerId: b.id }))).toBe(Code.AlreadyExists);
    await c.referral.setReferrer({ referrerId: b.id });
    expect(await codeOf(a.referral.setReferrer({ referrerId: c.id }))).toBe(Code.AlreadyExists);
    await expectBalance(a, 0);
    await expectBalance(b, 100);
    await expectBalance(c, 100);
    await expectBalance(alias, 0);
  });

  it("answers NotFound for a deleted account's code", async () => {
    const gone = await person();
    const invitee = await person();
    expect((await gone.client.post('/api/auth/delete-account')).status).toBe(200);
    expect(await codeOf(invitee.referral.setReferrer({ referrerId: gone.id }))).toBe(Code.NotFound);
    await expectBalance(invitee, 0);
  });

  it('refuses an account older than 24 hours (Already Referred), and pays nothing for an invitee who never listens', async () => {
    const inviter = await person();
    const idle = await person();
    const late = await person('late@example.com');
    await idle.referral.setReferrer({ referrerId: inviter.id });
    clock.advance(25 * 3600_000);
    // The day-old session has expired: sign in again, then try.
    const again = browser(t.baseUrl);
    await again.post('/api/auth/signin', { email: 'late@example.com', password: PASSWORD });
    const lateNow = t.rpc(ReferralService, { token: again.token() });
    // No code is older than its 24 hours: an account older than that was made before it.
    expect(await codeOf(lateNow.setReferrer({ referrerId: inviter.id }))).toBe(Code.AlreadyExists);
    clock.advance(-25 * 3600_000);
    await settle(t, clock);
    expect((await inviter.referral.listUserReferees({})).referees[0]).toMatchObject({
      state: RefereeState.PENDING,
      reward: 0,
    });
    expect(await inviter.referral.getReferralStats({})).toMatchObject({
      pendingReferrals: 1,
      activeReferrals: 0,
      totalEarnings: 0,
    });
    await expectBalance(inviter, 0);
    expect(await ledgerSum(t, late.id)).toBe(0);
    await expectBalance(idle, 100);
  });

  it('rewards at most 20 referrals per referrer per UTC day; milestones grant their EP or boost once', async () => {
    const inviter = await person();
    const invitees: Person[] = [];
    for (let i = 0; i < 21; i++) {
      const invitee = await person();
      await invitee.referral.setReferrer({ referrerId: inviter.id });
      await listenFor(t, clock, invitee.token, 600);
      invitees.push(invitee);
    }
    await settle(t, clock);
    const { referees, total } = await inviter.referral.listUserReferees({ limit: 100 });
    expect(total).toBe(21);
    expect(referees.every((r) => r.state === RefereeState.ACTIVE)).toBe(true);
    expect(referees.filter((r) => r.reward === 100)).toHaveLength(20);
    // 20 × 100 EP, and the milestones of 3 (50 EP) and 10 (250 EP) active referees; the
    // milestone of 5 grants a 2x boost for an hour instead of EP.
    await expectBalance(inviter, 2300);
    expect(await inviter.referral.getReferralStats({})).toMatchObject({
      activeReferrals: 21,
      rewardedReferrals: 20,
      completedTasks: 3,
      completedRewardIds: ['milestone-3', 'milestone-5', 'milestone-10'],
      totalEarnings: 2300,
    });
    for (const invitee of invitees) await expectBalance(invitee, 700);
    await expectMilestoneBoost(inviter);
    // Settling again grants nothing twice: one ledger entry per milestone key, one boost.
    clock.advance(60_000);
    await settle(t, clock);
    await expectBalance(inviter, 2300);
    expect((await inviter.rewards.getActivePointBoost({})).boost?.secondsLeft).toBe(3540);
    expect(await milestoneEntries(inviter.id)).toEqual([
      { key: `referral:milestone:${inviter.id}:milestone-10`, milliEp: 250_000 },
      { key: `referral:milestone:${inviter.id}:milestone-3`, milliEp: 50_000 },
      { key: `referral:milestone:${inviter.id}:milestone-5`, milliEp: 0 },
    ]);
    expect(await boostsOf(inviter.id)).toBe(1);
  }, 90_000);

  it('lists the milestones and the boosts without a session, and refuses the rest to a visitor', async () => {
    const visitor = t.rpc(ReferralService);
    const { rewards } = await visitor.listRewards({ isActive: true });
    expect(rewards.map((r) => [r.minReferees, r.rewardType, r.value, r.boostId])).toEqual([
      [3, 'points', 50, ''],
      [5, 'boost', 0, 'boost-2x-1h'],
      [10, 'points', 250, ''],
    ]);
    expect(rewards[1]!.description).toBe(
      'A free boost (2x for 1 hour) when five friends you invited are active',
    );
    const { boosts } = await visitor.listPointBoosts({ isActive: true });
    expect(boosts.length).toBeGreaterThan(0);
    expect(await codeOf(visitor.setReferrer({ referrerId: 'c' + 'a'.repeat(24) }))).toBe(
      Code.Unauthenticated,
    );
    expect(await codeOf(visitor.listUserReferees({}))).toBe(Code.Unauthenticated);
  });

  it("names an invite code's inviter to a visitor (name, avatar, the bonus), no one else's", async () => {
    const { user } = await t.account({ prefix: 'inviter', name: 'Ada Inviter' });
    const visitor = t.rpc(ReferralService);
    expect(await visitor.getInviter({ referralCode: user.id })).toMatchObject({
      displayName: 'Ada Inviter',
      avatarUrl: '',
      welcomeBonus: 100,
    });
    // The same refusals as setReferrer: a malformed code, an unknown one, a deleted account's.
    expect(await codeOf(visitor.getInviter({ referralCode: 'nope' }))).toBe(Code.InvalidArgument);
    expect(await codeOf(visitor.getInviter({ referralCode: 'c' + 'a'.repeat(24) }))).toBe(
      Code.NotFound,
    );
    const gone = await person();
    expect((await gone.client.post('/api/auth/delete-account')).status).toBe(200);
    expect(await codeOf(visitor.getInviter({ referralCode: gone.id }))).toBe(Code.NotFound);
  });
});
