import type { ListeningSession, ServerMessageType } from '@earshot/domain';

/** What a client may send (spec 1 §7). */
export type ClientMessage =
  { type: 'play'; trackId: number } | { type: 'pause' } | { type: 'end' } | { type: 'heartbeat' };

/** What the server sends (spec 1 §7), as `{ type, payload }`. */
export type { ServerMessageType };

/** Parses one frame; answers the spec's 'Error parsing server message'-style reason on failure. */
export function parseClientMessage(text: string): ClientMessage | { error: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { error: 'Malformed message: not JSON' };
  }
  if (typeof data !== 'object' || data === null) return { error: 'Malformed message' };
  const { type, payload } = data as { type?: unknown; payload?: unknown };
  switch (type) {
    case 'play': {
      const trackId = (payload as { track_id?: unknown } | undefined)?.track_id;
      return Number.isInteger(trackId) && (trackId as number) > 0
        ? { type, trackId: trackId as number }
        : { error: 'play needs payload.track_id, a whole number above 0' };
    }
    case 'pause':
    case 'end':
    case 'heartbeat':
      return { type };
    default:
      return { error: `Unknown message type: ${String(type)}` };
  }
}

const seconds = (ms: number) => Math.round(ms) / 1000;

/** The payload fields every session message carries (spec 1 §7 names). */
export function sessionPayload(session: ListeningSession, nowMs: number) {
  return {
    session_id: session.sessionId,
    track_id: session.trackId,
    start_time: seconds(session.startedAtMs),
    duration: seconds(session.trackDurationMs),
    current_duration: seconds(session.creditedMs),
    status: session.status,
    timestamp: seconds(nowMs),
  };
}

/** Encodes a server message. */
export function encode(type: ServerMessageType, payload: Record<string, unknown>): string {
  return JSON.stringify({ type, payload });
}
