import { MAX_CREDIT_PER_INTERVAL_MS } from '@earshot/domain';
import type { Credit, LiveSession } from './session-state';

/**
 * Seconds of the live session the server has not settled yet: the time since its last
 * settlement while it is active and this page plays it, bounded as the server bounds an
 * interval (two heartbeat intervals, the track's time left). A paused session adds nothing:
 * its stored duration is already credited.
 */
export function unsettledSeconds(session: LiveSession | null, nowMs: number): number {
  if (!session || !session.owned || session.status !== 'active') return 0;
  const since = (nowMs - session.settledAt) / 1000;
  const left = Math.max(0, session.duration - session.currentDuration);
  return Math.max(0, Math.min(since, MAX_CREDIT_PER_INTERVAL_MS / 1000, left));
}

/** Seconds credited by messages that arrived after `sinceMs` (a read of the server's totals). */
export function creditedSince(credits: readonly Credit[], sinceMs: number): number {
  let total = 0;
  for (const credit of credits) if (credit.at > sinceMs) total += credit.seconds;
  return total;
}

/**
 * The live part of the strip's 'Earning', in seconds: what the session earned since the
 * unprocessed duration was read (`readAtMs`) plus what it is earning now. The strip adds
 * the unprocessed duration and multiplies by the rate (spec 1 §9).
 */
export function liveSeconds(
  state: { session: LiveSession | null; credits: readonly Credit[] },
  readAtMs: number,
  nowMs: number,
): number {
  return creditedSince(state.credits, readAtMs) + unsettledSeconds(state.session, nowMs);
}

/**
 * While a session earns, a dip of Earning + Your EP this small (in seconds of listening) is the
 * page's estimate running ahead of the server's settlement (the tick is on the page's clock,
 * the credit on the server's) or an answer read just before a credit arrived: the figure
 * stands still until the truth passes it rather than falling. Larger dips are shown.
 */
export const STEADY_SECONDS = 5;

/** What the strip last showed, in EP. */
export interface ShownEarning {
  earning: number;
  /** Earning + the balance it was shown beside. */
  sum: number;
  sessionId: string | null;
  ticking: boolean;
}

/**
 * The Earning to show (spec 1 §9's figure, `exact`), kept from falling without a reason: while
 * the connection is lost the last figure holds (nothing is known; issue 37 saw it drop to 0.00
 * with the audio playing), and while the same session earns, Earning + the balance never falls
 * by a small dip. When processing moves pending EP into the balance, the sum stands, so
 * Earning falls by exactly what Your EP rises by, in the same answer.
 */
export function steadyEarning(
  previous: ShownEarning | null,
  next: {
    exact: number;
    balance: number;
    rate: number;
    sessionId: string | null;
    ticking: boolean;
    lost: boolean;
  },
): ShownEarning {
  if (next.lost && previous) return { ...previous, ticking: false };
  const truth: ShownEarning = {
    earning: next.exact,
    sum: next.exact + next.balance,
    sessionId: next.sessionId,
    ticking: next.ticking,
  };
  const steady =
    previous !== null &&
    previous.ticking &&
    next.ticking &&
    previous.sessionId === next.sessionId &&
    truth.sum < previous.sum &&
    previous.sum - truth.sum <= next.rate * STEADY_SECONDS;
  if (!steady) return truth;
  return { ...truth, earning: previous.sum - next.balance, sum: previous.sum };
}
