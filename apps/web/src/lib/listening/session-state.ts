import type { ServerMessage, ServerPayload } from './messages';

/** The live listening session as this page knows it (spec 1 §3, "Active listening session"). */
export interface LiveSession {
  sessionId: string;
  trackId: number;
  /** When the session started, server seconds. */
  startTime: number;
  /** The track's length in seconds. */
  duration: number;
  /** Seconds the server has credited so far. */
  currentDuration: number;
  status: 'active' | 'paused';
  /** When the last message about it arrived (ms, the page's clock). */
  lastUpdate: number;
  /** When the server last settled its credit while it was active (ms, the page's clock). */
  settledAt: number;
  /** Started or resumed by this page's own `play`; only such a session earns here. */
  owned: boolean;
}

/** Seconds the server credited, as told by a message that arrived at `at` (ms). */
export interface Credit {
  at: number;
  seconds: number;
}

export interface SessionState {
  session: LiveSession | null;
  /** Recent credits, oldest first: the strip adds those newer than its last read of the server. */
  credits: Credit[];
  /** Why the last session ended (session_end's reason), until another starts. */
  endReason: string | null;
}

export const emptySessionState: SessionState = { session: null, credits: [], endReason: null };

/** Credits older than this can no longer be newer than any read of the server the strip holds. */
const CREDIT_MEMORY_MS = 10 * 60_000;

function withCredit(credits: Credit[], credit: Credit): Credit[] {
  const recent = credits.filter((item) => credit.at - item.at < CREDIT_MEMORY_MS);
  return credit.seconds > 0 ? [...recent, credit] : recent;
}

/** The session a payload describes, built on what was known of the same session. */
function sessionFrom(
  payload: ServerPayload,
  known: LiveSession | null,
  nowMs: number,
  patch: { owned: boolean; status?: 'active' | 'paused'; settled: boolean },
): LiveSession {
  const status = patch.status ?? (payload.status === 'paused' ? 'paused' : 'active');
  const currentDuration = payload.current_duration ?? known?.currentDuration ?? 0;
  const changed = known === null || currentDuration !== known.currentDuration;
  return {
    sessionId: payload.session_id!,
    trackId: payload.track_id ?? known?.trackId ?? 0,
    startTime: payload.start_time ?? known?.startTime ?? nowMs / 1000,
    duration: payload.duration ?? known?.duration ?? 0,
    currentDuration,
    status,
    lastUpdate: nowMs,
    settledAt: patch.settled || changed ? nowMs : (known?.settledAt ?? nowMs),
    owned: patch.owned,
  };
}

/**
 * Applies one server message (spec 1 §4): session_start makes a session active,
 * session_update and heartbeat refresh duration and status, pause marks it paused,
 * session_resume makes it active again, session_end clears it. Each rise of a session's
 * credited seconds is logged as a credit. An `error` changes nothing here.
 */
export function applyServerMessage(
  state: SessionState,
  message: ServerMessage,
  nowMs: number,
): SessionState {
  const { type, payload } = message;
  if (type === 'error' || payload.session_id === undefined) return state;
  const same = state.session?.sessionId === payload.session_id ? state.session : null;
  const credited = payload.current_duration;
  const rise = same && credited !== undefined ? Math.max(0, credited - same.currentDuration) : 0;
  const credits = withCredit(state.credits, { at: nowMs, seconds: rise });

  switch (type) {
    case 'session_end':
      // A session_end for another session (an older one of this account) leaves ours alone.
      if (state.session && !same) return { ...state, credits };
      return { session: null, credits, endReason: payload.reason ?? 'ended' };
    case 'session_start':
    case 'session_resume':
      return {
        session: sessionFrom(payload, same, nowMs, {
          owned: true,
          status: 'active',
          settled: true,
        }),
        credits,
        endReason: null,
      };
    case 'pause':
      return {
        ...state,
        session: sessionFrom(payload, same, nowMs, {
          owned: same?.owned ?? false,
          status: 'paused',
          settled: false,
        }),
        credits,
      };
    case 'session_update':
    case 'heartbeat':
      // A session_update for a session this page does not hold (sent on connect) is the
      // account's live session: shown, but it earns here only once this page plays it.
      return {
        ...state,
        // The server settles on every heartbeat; a session_update settles nothing.
        session: sessionFrom(payload, same, nowMs, {
          owned: same?.owned ?? false,
          settled: type === 'heartbeat',
        }),
        credits,
      };
  }
}
