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
