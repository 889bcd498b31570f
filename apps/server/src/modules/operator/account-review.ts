import { milliEpToEp as ep } from '@earshot/domain';
import { REASONS } from '@earshot/wire';
import { AppError } from '~/errors';
import type { ShownFlag } from './fraud-review';

/** How many of each list the review shows: the most recent. */
export const REVIEW_PAGE = { offset: 0, limit: 20 };

/** An account as the account context describes it, live or not. */
export interface ReviewedAccount {
  id: string;
  email: string | null;
  name: string | null;
  createdAt: Date;
  active: boolean;
}

/**
 * What the review reads, each from the context that owns it: the account, its sessions
 * (listening), its ledger and hold (rewards), its referees (referral).
 */
export interface AccountReviewDeps {
  /** By e-mail (lowercased) or by id. */
  findAccount: (emailOrId: string) => Promise<ReviewedAccount | undefined>;
  sessions: (userId: string) => Promise<{
    rows: {
      id: string;
      trackId: number;
      trackTitle: string | null;
      startedAt: Date;
      status: string;
      creditedMs: number;
    }[];
    total: number;
  }>;
  ledger: (userId: string) => Promise<{
    rows: {
      id: number;
      kind: string;
      amountMilliEp: number;
      createdAt: Date;
      reversesEntryId: number | null;
      reversedBy: number | null;
      trackTitle: string | null;
    }[];
    total: number;
  }>;
  totals: (userId: string) => Promise<{ balanceMilliEp: number; earnedMilliEp: number }>;
  referees: (userId: string) => Promise<{
    rows: {
      refereeId: string;
      name: string | null;
      createdAt: Date;
      status: string;
      rewarded: unknown;
    }[];
    total: number;
  }>;
  heldReason: (userId: string) => Promise<string | undefined>;
  /** The addresses it signed in from, hashed (account context). */
  addresses: (
    userId: string,
  ) => Promise<{ addressHash: string; firstSeenAt: Date; lastSeenAt: Date; signUp: boolean }[]>;
  /** The fraud rules' flags on it (fraud-review.ts). */
  flags: (userId: string) => Promise<ShownFlag[]>;
}

/** One account's figures for an operator's review (ADR 0028). */
export function createAccountReview(deps: AccountReviewDeps) {
  return {
    async accountOrThrow(emailOrId: string): Promise<ReviewedAccount> {
      const wanted = emailOrId.trim();
      const found = wanted
        ? await deps.findAccount(wanted.includes('@') ? wanted.toLowerCase() : wanted)
        : undefined;
      if (!found)
        throw new AppError(
          'not_found',
          REASONS.userNotFound,
          `No account with the e-mail or id ${wanted}.`,
        );
      return found;
    },

    async review(emailOrId: string) {
      const account = await this.accountOrThrow(emailOrId);
      const [sessions, ledger, totals, referees, heldReason, addresses, flags] = await Promise.all([
        deps.sessions(account.id),
        deps.ledger(account.id),
        deps.totals(account.id),
        deps.referees(account.id),
        deps.heldReason(account.id),
        deps.addresses(account.id),
        deps.flags(account.id),
      ]);
      return {
        account,
        heldReason: heldReason ?? '',
        balance: ep(totals.balanceMilliEp),
        totalEarned: ep(totals.earnedMilliEp),
        sessions,
        ledger: {
          total: ledger.total,
          rows: ledger.rows.map((row) => ({ ...row, amount: ep(row.amountMilliEp) })),
        },
        referees,
        addresses,
        flags,
      };
    },
  };
}

export type AccountReview = ReturnType<typeof createAccountReview>;
