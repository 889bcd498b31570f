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
