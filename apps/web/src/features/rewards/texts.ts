import type { LedgerKind } from '@earshot/contract/rewards/v1/rewards';

/**
 * Texts of the EP history. The spec has no such page (ADR 0005), so every text here is a
 * decision; reasons name the server's reason codes in plain words.
 */
export const rewardsTexts = {
  title: 'EP history',
  intro:
    'Every change to your EP with its reason, and every listening session with what it earned, or why it earned nothing.',
  signIn: 'Sign in to see your EP history',
  loading: 'Loading...',

  ledger: 'Ledger',
  ledgerList: 'Ledger entries',
  ledgerEmpty: 'No EP yet. Listen while signed in: earnings appear here once processed.',
  ledgerFailed: 'Failed to load your EP history',
  session: (id: string) => `Session ${id.slice(0, 8)}`,
  listened: (seconds: string, title: string, rate: string) =>
    `${seconds} of ${title} at ${rate} EP/sec`,
  unknownTrack: (trackId: number) => `Track ${trackId}`,
} as const;

/**
 * What a ledger entry is for, keyed by LedgerKind's numbers: the enum's value import would
 * bring the rewards contract (and protobuf) into the first page with the route's title.
 */
export const ledgerKindTexts: Record<LedgerKind, string> = {
  0: 'EP change', // UNSPECIFIED
  1: 'Listening', // LISTENING
  2: 'Referral reward', // REFERRAL
  3: 'Boost', // BOOST
  4: 'Bonus', // BONUS
};
