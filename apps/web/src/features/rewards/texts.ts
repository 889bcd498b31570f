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
  loadMore: 'Load more',
  loadingMore: 'Loading...',

  ledger: 'Ledger',
  ledgerList: 'Ledger entries',
  ledgerEmpty: 'No EP yet. Listen while signed in: earnings appear here once processed.',
  ledgerFailed: 'Failed to load your EP history',
  session: (id: string) => `Session ${id.slice(0, 8)}`,
  listened: (seconds: string, title: string, rate: string) =>
    `${seconds} of ${title} at ${rate} EP/sec`,

  sessions: 'Listening sessions',
  sessionsList: 'Listening sessions',
  sessionsEmpty: 'No listening sessions yet',
  sessionsFailed: 'Failed to load your listening sessions',
  credited: (seconds: string) => `${seconds} credited`,
  earnedNothing: 'Earned nothing',
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

/** Why a session earned nothing (ListeningSessionSummary.zero_reason). */
export const zeroReasonTexts: Record<string, string> = {
  paused: 'Paused before any listening was credited',
  superseded: 'Another tab or device took over before any listening was credited',
  daily_cap: 'The daily listening limit was already reached',
  never_played: 'The song never really played (no sound reached the player)',
};

/** Where a session stands or why it ended (status, end_reason). */
export const sessionStateTexts: Record<string, string> = {
  active: 'Listening now',
  paused: 'Paused',
  ended: 'Ended',
  superseded: 'Taken over by another tab or device',
  track_changed: 'Ended: song changed',
  track_finished: 'Ended: played to the end',
  daily_cap: 'Ended: daily limit reached',
};
