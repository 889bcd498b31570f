import { type LedgerEntry, LedgerKind } from '@earshot/contract/rewards/v1/rewards';
import { formatAmount } from './format';
import { formatSeconds } from '@/lib/format-duration';
import { ledgerBonusTexts, ledgerBoostTexts, ledgerReversalTexts } from './ledger-texts';
import { ledgerKindTexts, rewardsTexts } from './texts';

/**
 * Why the entry exists, in words: for listening, the session, track, seconds and rate; for a
 * boost, which one it bought or a referral milestone granted (a 0 EP bonus); for a bonus in EP,
 * the welcome bonus or the referral milestone; for an operator's reversal, the entry it took back.
 * The EP history and the notifications both say it.
 */
export function reasonOf(entry: LedgerEntry): string {
  if (entry.reversesEntryId && entry.reversesEntryId !== '0')
    return ledgerReversalTexts.reversal(entry.reversesEntryId);
  if (entry.boostId) {
    const boost = ledgerBoostTexts.boost(entry.boostMultiplier, entry.boostDurationSeconds);
    return entry.kind === LedgerKind.BOOST ? boost : ledgerBoostTexts.granted(boost);
  }
  if (entry.kind === LedgerKind.BONUS) {
    const friends = entry.milestoneMinReferees;
    return friends
      ? ledgerBonusTexts.milestone(friends)
      : ledgerBonusTexts.reasons[entry.bonusReason];
  }
  if (entry.kind !== LedgerKind.LISTENING) return ledgerKindTexts[entry.kind];
  const title = entry.trackTitle || rewardsTexts.unknownTrack(entry.trackId);
  return rewardsTexts.listened(formatSeconds(entry.creditedSeconds), title, String(entry.rate));
}

/** The entry's amount in words: '+12.35 EP', '−5.00 EP', or 'Free' for a boost that cost nothing. */
export function amountOf(entry: LedgerEntry): string {
  return entry.boostId !== '' && entry.amount === 0
    ? ledgerBoostTexts.free
    : formatAmount(entry.amount);
}
