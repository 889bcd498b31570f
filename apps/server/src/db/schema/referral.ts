import { bigint, index, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { userRef } from './account';
import { createdAt } from './columns';

/** A referee's state: pending until 10 minutes of credited listening, then active. */
export const referralStatus = pgEnum('referral_status', ['pending', 'active']);

/**
 * Who invited whom (spec 2 §3 Referral, Referee). One referrer per referee (unique), set in
 * the referee's first 24 hours. The referrer's reward vests when the referee turns active;
 * reward_entry_id stays null when the referrer's daily cap was reached (ADR 0019).
 */
export const referrals = pgTable(
  'referrals',
  {
    id: text('id').primaryKey(),
    referrerId: userRef('referrer_id'),
    refereeId: userRef('referee_id').unique(),
    status: referralStatus('status').notNull().default('pending'),
    createdAt: createdAt(),
    activatedAt: timestamp('activated_at', { withTimezone: true, mode: 'date' }),
    /** The ledger entry of the referrer's reward; null while pending or when capped. */
    rewardEntryId: bigint('reward_entry_id', { mode: 'number' }),
  },
  (t) => [
    index('referrals_referrer_idx').on(t.referrerId, t.createdAt),
    index('referrals_pending_idx').on(t.status),
  ],
);
