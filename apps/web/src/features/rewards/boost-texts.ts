import { formatSpan } from '@/lib/format-duration';

/** The /boost page's texts: the spec shows none but the route's label (decisions, ADR 0019). */
export const boostTexts = {
  title: 'Boost',
  signIn: 'Sign in to boost your mining speed.',
  intro:
    'Spend EP to earn faster for a while. Boosts never stack: the strongest one running counts.',
  loading: 'Loading...',
  failed: 'Failed to fetch point boosts',
  miningSpeed: 'Mining speed',
  perSecond: 'EP/sec',
  active: 'Active boost',
  none: 'No boost running',
  timeLeft: (text: string) => `${text} left`,
  offers: 'Boosts on offer',
  duration: formatSpan,
  buy: (cost: number) => `Buy for ${cost} EP`,
  buying: 'Buying...',
  /** The one question before EP is spent: what it costs, for how long, the balance after. */
  confirmTitle: 'Buy this boost?',
  confirmText: (boost: { multiplier: number; duration: string; cost: number }, after: string) =>
    `${boost.multiplier}x mining speed for ${boost.duration}, for ${boost.cost} EP. Your balance after: ${after} EP.`,
  cancel: 'Cancel',
  /** Why an offer cannot be bought: the balance is short of its cost. */
  shortBy: (missing: string) => `You need ${missing} more EP`,
  bought: 'Boost activated',
  purchaseFailed: 'Boost not bought',
} as const;

/** Seconds as 'm:ss' or 'h:mm:ss'. */
export function formatTimeLeft(seconds: number) {
  const s = Math.max(0, Math.floor(seconds));
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return hh > 0 ? `${hh}:${String(mm).padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
}
