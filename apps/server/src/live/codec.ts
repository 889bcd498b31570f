import type { ListeningSession } from '@earshot/domain';
import {
  decodeClientMessage,
  encodeServerMessage,
  type ClientMessage,
  type ServerMessageType,
  type ServerPayload,
} from '@earshot/wire';

/** The socket's messages both ways (spec 1 §7), as @earshot/wire declares them. */
export type { ClientMessage, ServerMessageType, ServerPayload };

/** Parses one frame; answers why it is refused (sent back as an `error` message) on failure. */
export function parseClientMessage(text: string): ClientMessage | { error: string } {
  const decoded = decodeClientMessage(text);
  return 'message' in decoded ? decoded.message : decoded;
}

const seconds = (ms: number) => Math.round(ms) / 1000;

/** The payload fields every session message carries (spec 1 §7 names). */
export function sessionPayload(session: ListeningSession, nowMs: number): ServerPayload {
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
export const encode = encodeServerMessage;
