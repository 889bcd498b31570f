import { epToMilliEp, REFERRAL_MILESTONES, REFERRALS_REWARDED_PER_DAY } from '@earshot/domain';
import type { Clock } from '~/clock';
import type { Db } from '~/db/client';
import { ledgerKeys, type BoostService, type Ledger } from '~/modules/rewards';
import type { ReferralRepo } from './referral.repo';

/** Referrals vested per run at most; the rest wait for the next run. */
const BATCH_LIMIT = 500;

const utcDayStart = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/**
 * Turns pending referrals whose referee has the threshold in force of paid listening (10
 * minutes by default) active, and pays the referrer the bonus in force (100 EP by default) unless 20 rewards were already paid to them this UTC day (then the referee is
 * active but earns the referrer nothing: ADR 0019). A reward may reach a milestone, granted once
 * (its EP, or its boost starting then).
 * Each referral is one transaction with its ledger entries. Answers how many turned active.
 */
export async function vestReferrals(deps: {
  db: Db;
  referrals: ReferralRepo;
  ledger: Ledger;
  /** Grants a milestone's boost. */
  boosts: Pick<BoostService, 'grant'>;
  clock: Clock;
  /**
   * Credited listening that turns a referee active, and the referrer's reward: the rules in
   * force when the run starts (ADR 0028). A referee is judged at the threshold in force when
   * the run looks; rewards already paid never change.
   */
  refereeActiveMs: number;
  bonusEp: number;
}): Promise<number> {
  let vested = 0;
  for (const { id } of await deps.referrals.readyToVest(BATCH_LIMIT, deps.refereeActiveMs)) {
    const done = await deps.db.transaction(async (tx) => {
      const referral = await deps.referrals.lockPending(tx, id);
      if (!referral) return false;
      const now = deps.clock.now();
      const paidToday = await deps.referrals.rewardedSince(
        tx,
        referral.referrerId,
        utcDayStart(now),
      );
      if (paidToday >= REFERRALS_REWARDED_PER_DAY) {
        await deps.referrals.activate(tx, id, now, null);
        return true;
      }
      const { entryId } = await deps.ledger.append(
        {
          userId: referral.referrerId,
          kind: 'referral',
          amountMilliEp: epToMilliEp(deps.bonusEp),
          idempotencyKey: ledgerKeys.referrerReward(referral.refereeId),
        },
        tx,
      );
      await deps.referrals.activate(tx, id, now, entryId);
      const rewarded = await deps.referrals.rewardedCount(referral.referrerId, tx);
      for (const milestone of REFERRAL_MILESTONES.filter((m) => m.minReferees <= rewarded)) {
        const idempotencyKey = ledgerKeys.milestone(referral.referrerId, milestone.id);
        if (milestone.boostId) {
          const grant = { userId: referral.referrerId, boostId: milestone.boostId, idempotencyKey };
          await deps.boosts.grant(tx, grant);
          continue;
        }
        await deps.ledger.append(
          {
            userId: referral.referrerId,
            kind: 'bonus',
            amountMilliEp: epToMilliEp(milestone.rewardEp),
            idempotencyKey,
          },
          tx,
        );
      }
      return true;
    });
    if (done) vested += 1;
  }
  return vested;
}
