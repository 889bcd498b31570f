import { HEARTBEAT_INTERVAL_MS, intervalCredit, SILENCE_PAUSE_MS } from './rules';

/** Why a session stopped earning for good. */
export type EndReason =
  | 'ended'
  | 'superseded'
  | 'track_changed'
  | 'track_finished'
  /** Its socket closed without `end` and no connection took it over in time. */
  | 'connection_closed';

/** A live listening session as the server keeps it; every time is the server's clock. */
export interface ListeningSession {
  sessionId: string;
  trackId: number;
  trackDurationMs: number;
  status: 'active' | 'paused' | 'ended';
  startedAtMs: number;
  /** When credit was last settled while active: the anchor of the next interval. */
  anchorMs: number;
  /** When the last heartbeat (or play/resume) was accepted: silence is measured from here. */
  lastHeardMs: number;
  creditedMs: number;
  /** How many intervals were settled: part of each ledger entry's idempotency key. */
  settlements: number;
  /**
   * Whether the day's cap cut a settled interval short: the EP history's reason for a session
   * that earned nothing, recorded when it happens (the cap setting may change later).
   */
  capped: boolean;
  endReason?: EndReason;
}

/** What a step did: the new state and the credit it settled (0 when none). */
export interface Step {
  session: ListeningSession;
  creditMs: number;
}

const unchanged = (session: ListeningSession): Step => ({ session, creditMs: 0 });

/** Starts a session for a track at `nowMs`. */
export function startSession(
  sessionId: string,
  track: { trackId: number; durationMs: number },
  nowMs: number,
): ListeningSession {
  return {
    sessionId,
    trackId: track.trackId,
    trackDurationMs: track.durationMs,
    status: 'active',
    startedAtMs: nowMs,
    anchorMs: nowMs,
    lastHeardMs: nowMs,
    creditedMs: 0,
    settlements: 0,
    capped: false,
  };
}

/** Settles an active session's credit up to `nowMs` (bounded by the rules) and re-anchors. */
function settle(session: ListeningSession, nowMs: number, capLeftMs: number): Step {
  if (session.status !== 'active') return unchanged(session);
  const interval = {
    sinceLastAcceptedMs: nowMs - session.anchorMs,
    trackTimeLeftMs: session.trackDurationMs - session.creditedMs,
  };
  const creditMs = intervalCredit({ ...interval, capLeftMs });
  const uncappedMs = intervalCredit({ ...interval, capLeftMs: Infinity });
  return {
    session: {
      ...session,
      anchorMs: Math.max(session.anchorMs, nowMs),
      lastHeardMs: Math.max(session.lastHeardMs, nowMs),
      creditedMs: session.creditedMs + creditMs,
      settlements: session.settlements + 1,
      capped: session.capped || creditMs < uncappedMs,
    },
    creditMs,
  };
}

/** A heartbeat: settles the interval since the last one. Client timestamps play no part. */
export function heartbeat(session: ListeningSession, nowMs: number, capLeftMs: number): Step {
  return settle(session, nowMs, capLeftMs);
}

/** Pause: settles up to now, then stops earning. A second pause changes nothing. */
export function pause(session: ListeningSession, nowMs: number, capLeftMs: number): Step {
  if (session.status !== 'active') return unchanged(session);
  const step = settle(session, nowMs, capLeftMs);
  return { ...step, session: { ...step.session, status: 'paused' } };
}

/** Resume of a paused session: earning starts again from now, never for the pause. */
export function resume(session: ListeningSession, nowMs: number): Step {
  if (session.status !== 'paused') return unchanged(session);
  return {
    session: { ...session, status: 'active', anchorMs: nowMs, lastHeardMs: nowMs },
    creditMs: 0,
  };
}

/** End: an active session settles up to now first; an ended one changes nothing. */
export function end(
  session: ListeningSession,
  nowMs: number,
  capLeftMs: number,
  reason: EndReason,
): Step {
  if (session.status === 'ended') return unchanged(session);
  const step = settle(session, nowMs, capLeftMs);
  return { ...step, session: { ...step.session, status: 'ended', endReason: reason } };
}

/**
 * Silence: an active session not heard from for SILENCE_PAUSE_MS pauses at its last
 * heartbeat, crediting nothing for the gap (DESIGN.md).
 */
export function checkSilence(session: ListeningSession, nowMs: number): Step {
  if (session.status !== 'active' || nowMs - session.lastHeardMs < SILENCE_PAUSE_MS) {
    return unchanged(session);
  }
  return { session: { ...session, status: 'paused', anchorMs: session.lastHeardMs }, creditMs: 0 };
}

/**
 * The socket closed without `end` (a crash, a network gone) and nobody took the session over:
 * it ends where it was last heard from, crediting nothing for the time after, as silence does;
 * a paused one ends as it stands.
 */
export function abandon(session: ListeningSession): Step {
  if (session.status === 'ended') return unchanged(session);
  const anchorMs = session.status === 'active' ? session.lastHeardMs : session.anchorMs;
  return {
    session: { ...session, status: 'ended', anchorMs, endReason: 'connection_closed' },
    creditMs: 0,
  };
}

/** Whether the whole track has been credited: the session has nothing more to earn. */
export const isFinished = (session: ListeningSession) =>
  session.creditedMs >= session.trackDurationMs;

/** The live figure the strip ticks: credited so far plus the running interval, if active. */
export function liveCreditedMs(session: ListeningSession, nowMs: number): number {
  if (session.status !== 'active') return session.creditedMs;
  const running = Math.min(nowMs - session.anchorMs, 2 * HEARTBEAT_INTERVAL_MS);
  return Math.min(session.trackDurationMs, session.creditedMs + Math.max(0, running));
}
