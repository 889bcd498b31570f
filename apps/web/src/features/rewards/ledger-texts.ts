import type { BonusReason } from '@earshot/contract/rewards/v1/rewards';
import { formatSpan } from '@/lib/format-duration';

/**
 * The EP history's words for an entry that bought or granted a boost (ADR 0019). Not in
 * texts.ts: the first page reads texts.ts for the route's title, so whatever a lazy chunk takes
 * from it rides in the first page too; nor in boost-texts.ts, which the EP history would then
 * share with /boost as a chunk the first page names.
 */
export const ledgerBoostTexts = {
  /** '2× boost for 1 h', '3× boost for 30 min': the multiplier and how long it runs. */
  boost: (multiplier: number, seconds: number) => `${multiplier}× boost for ${formatSpan(seconds)}`,
  /** A boost a referral milestone granted for nothing. */
  granted: (boost: string) => `Referral milestone: ${boost}`,
  /** The amount of a boost that cost nothing, instead of '+0.00 EP'. */
  free: 'Free',
} as const;

/** The EP history's words for a bonus (ADR 0019); not in texts.ts, for the same reason. */
export const ledgerBonusTexts = {
  /** Why a bonus was paid, keyed by BonusReason's numbers as texts.ts keys LedgerKind. */
  reasons: {
    0: 'Bonus', // UNSPECIFIED: the kind says all there is
    1: 'Welcome bonus', // WELCOME
    2: 'Referral milestone', // REFERRAL_MILESTONE
  } satisfies Record<BonusReason, string>,
  /** A referral milestone with the rewarded friends it needed: 'Referral milestone: 3 friends'. */
  milestone: (friends: number) => `Referral milestone: ${friends} friends`,
} as const;

/** The EP history's words for an operator's reversal (ADR 0028); not in texts.ts, as above. */
export const ledgerReversalTexts = {
  /** A reversal: it carries no session or track of its own, so it names what it took back. */
  reversal: (entryId: string) => `Reversed by an operator: entry #${entryId}`,
} as const;
