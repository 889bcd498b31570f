import { randomUUID } from 'node:crypto';
import {
  CATALOG_PAGE,
  epToMilliEp,
  isReferralCode,
  milliEpToEp,
  madeForInvitation,
  REFERRAL_MILESTONES,
  referralEmailKey,
  referralMilestone,
} from '@earshot/domain';
import { REASONS } from '@earshot/wire';
import type { Clock } from '~/clock';
import type { Db } from '~/db/client';
import { AppError } from '~/errors';
import { pageOrThrow } from '~/modules/catalog';
import { ledgerKeys, readLedgerKey, type Ledger, type ReferralTerms } from '~/modules/rewards';
import type { ReferralRepo } from './referral.repo';

/** An account as the referral programme needs it, from the account context's user lookup. */
export interface ReferralAccount {
  id: string;
  email: string | null;
  createdAt: Date;
  /** False for a pending or deleted account: its code is invalid. */
  usable: boolean;
  /** What an invited visitor sees of the inviter (GetInviter): the public name and avatar. */
  name: string | null;
  image: string | null;
}

type Window = { offset?: number | undefined; limit?: number | undefined };

/** Ledger kinds the referral programme pays in: the referrer's rewards and bonuses. */
const REFERRAL_KINDS: ('referral' | 'bonus')[] = ['referral', 'bonus'];

/** What a programme ledger entry was for, from its key (readLedgerKey). */
function rewardOf(key: string) {
  const meaning = readLedgerKey(key);
  if (meaning?.of === 'welcomeBonus') return { rewardType: 'welcome', refereeId: '', boostId: '' };
  if (meaning?.of === 'milestone') {
    const boostId = referralMilestone(meaning.milestoneId)?.boostId ?? '';
    return { rewardType: 'milestone', refereeId: '', boostId };
  }
  const refereeId = meaning?.of === 'referrerReward' ? meaning.refereeId : '';
  return { rewardType: 'referral', refereeId, boostId: '' };
}

/**
 * The referral programme: naming one's referrer once (with the welcome bonus), and the
 * dashboard's referees, rewards and statistics. Vesting is vestReferrals (vesting.ts).
 */
export function createReferralService(deps: {
  db: Db;
  referrals: ReferralRepo;
  ledger: Ledger;
  clock: Clock;
  /** The bonus and the vesting threshold in force (reward rules, ADR 0028). */
  terms: () => Promise<ReferralTerms>;
  findAccount: (id: string) => Promise<ReferralAccount | undefined>;
  /** Whether the account was credited any listening (paid into EP or not yet). */
  hasListened: (userId: string) => Promise<boolean>;
  /** A user's all-time rank, 0 when unranked. */
  rankOf: (userId: string) => Promise<number>;
}) {
  const refuse = (
    kind: 'invalid_argument' | 'not_found' | 'conflict' | 'failed_precondition',
    reason: (typeof REASONS)[keyof typeof REASONS],
    message: string,
  ) => new AppError(kind, reason, message);

  return {
    /**
     * Records the caller's referrer and credits the caller's welcome bonus in the same
     * transaction. Refuses a malformed or unknown code and oneself (by id or e-mail); answers
     * 'already referred' to a second referrer and to anyone who is not a new listener (ADR
     * 0019, amended 2026-11-29): an account made before the code was stored, one already
     * credited for listening, or one with referees of its own (which also rules out a circle;
     * its check stays for two accounts naming each other at once).
     */
    async setReferrer(
      callerId: string,
      code: string,
      invitation: { codeAgeMs?: number | undefined } = {},
    ) {
      const referrerId = code.trim();
      if (!isReferralCode(referrerId)) {
        throw refuse('invalid_argument', REASONS.invalidReferralCode, 'invalid referral code');
      }
      if (referrerId === callerId) {
        throw refuse('invalid_argument', REASONS.selfReferral, 'cannot set yourself as referrer');
      }
      const [referrer, caller] = await Promise.all([
        deps.findAccount(referrerId),
        deps.findAccount(callerId),
      ]);
      if (!referrer?.usable || !caller) {
        throw refuse('not_found', REASONS.referrerNotFound, 'referrer user not found');
      }
      if (caller.email && referrer.email) {
        if (referralEmailKey(caller.email) === referralEmailKey(referrer.email)) {
          throw refuse('invalid_argument', REASONS.selfReferral, 'cannot set yourself as referrer');
        }
      }
      const now = deps.clock.now();
      const madeForIt = madeForInvitation({
        createdAtMs: caller.createdAt.getTime(),
        nowMs: now.getTime(),
        codeAgeMs: invitation.codeAgeMs,
      });
      const [listened, own, { bonusEp }] = await Promise.all([
        deps.hasListened(callerId),
        deps.referrals.counts(callerId),
        deps.terms(),
      ]);
      if (!madeForIt || listened || own.total > 0) {
        throw refuse(
          'conflict',
          REASONS.notNewListener,
          'already referred: the welcome bonus is for new listeners',
        );
      }
      const referral = await deps.db.transaction(async (tx) => {
        if (await deps.referrals.chainReaches(tx, referrerId, callerId)) {
          throw refuse('failed_precondition', REASONS.circularReferral, 'circular referral');
        }
        const row = { id: randomUUID(), referrerId, refereeId: callerId, createdAt: now };
        if (!(await deps.referrals.insert(tx, row))) {
          throw refuse('conflict', REASONS.alreadyReferred, 'user already has a referrer');
        }
        await deps.ledger.append(
          {
            userId: callerId,
            kind: 'bonus',
            amountMilliEp: epToMilliEp(bonusEp),
            idempotencyKey: ledgerKeys.welcomeBonus(callerId),
          },
          tx,
        );
        return row;
      });
      const counts = await deps.referrals.counts(referrerId);
      return {
        referral,
        referrerStats: { totalReferrals: counts.total, activeReferrals: counts.active },
        welcomeBonus: bonusEp,
      };
    },

    /** The programme's terms in force, for what listeners read (GetReferralTerms). */
    terms: () => deps.terms(),

    /**
     * Whose invite code this is, for the welcome an invited visitor sees before signing up: the
     * public name and avatar, and the bonus each gets. Refuses a malformed code and one that
     * setReferrer would refuse as unknown (a pending or deleted account), in the same words.
     */
    async inviter(code: string) {
      const referrerId = code.trim();
      if (!isReferralCode(referrerId)) {
        throw refuse('invalid_argument', REASONS.invalidReferralCode, 'invalid referral code');
      }
      const [referrer, { bonusEp }] = await Promise.all([
        deps.findAccount(referrerId),
        deps.terms(),
      ]);
      if (!referrer?.usable) {
        throw refuse('not_found', REASONS.referrerNotFound, 'referrer user not found');
      }
      return {
        displayName: referrer.name ?? '',
        avatarUrl: referrer.image ?? '',
        welcomeBonus: bonusEp,
      };
    },

    async summary(userId: string) {
      const [earned, rank] = await Promise.all([
        deps.ledger.listOfKinds(userId, REFERRAL_KINDS, { offset: 0, limit: 1 }),
        deps.rankOf(userId),
      ]);
      return { point: milliEpToEp(earned.sumMilliEp), rank, updatedAt: deps.clock.now() };
    },

    async referees(userId: string, req: Window) {
      const page = pageOrThrow(req, CATALOG_PAGE);
      const [rows, counts] = await Promise.all([
        deps.referrals.listForReferrer(userId, page),
        deps.referrals.counts(userId),
      ]);
      return { rows, total: counts.total };
    },

    async rewards(userId: string, req: Window) {
      const page = pageOrThrow(req, CATALOG_PAGE);
      const { rows, total } = await deps.ledger.listOfKinds(userId, REFERRAL_KINDS, page);
      return {
        rewards: rows.map((row) => ({
          id: String(row.id),
          amount: milliEpToEp(row.amountMilliEp),
          createdAt: row.createdAt,
          ...rewardOf(row.idempotencyKey),
        })),
        total,
        hasMore: page.offset + rows.length < total,
      };
    },

    milestones: () => REFERRAL_MILESTONES,

    async stats(userId: string) {
      const [counts, earned, { bonusEp }] = await Promise.all([
        deps.referrals.counts(userId),
        deps.ledger.listOfKinds(userId, REFERRAL_KINDS, { offset: 0, limit: 1 }),
        deps.terms(),
      ]);
      const reached = REFERRAL_MILESTONES.filter((m) => m.minReferees <= counts.rewarded);
      return {
        totalEarnings: milliEpToEp(earned.sumMilliEp),
        totalReferrals: counts.total,
        pendingReferrals: counts.pending,
        activeReferrals: counts.active,
        completedTasks: reached.length,
        rewardedReferrals: counts.rewarded,
        completedRewardIds: reached.map((m) => m.id),
        successfullySignedUp: counts.total,
        pendingEarnings: counts.pending * bonusEp,
      };
    },
  };
}

export type ReferralService = ReturnType<typeof createReferralService>;
