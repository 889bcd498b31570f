import * as z from 'zod/mini';

/** What the server sends on the live listening connection (spec 1 §7). */
export const SERVER_MESSAGE_TYPES = [
  'session_start',
  'session_update',
  'session_resume',
  'pause',
  'session_end',
  'heartbeat',
  'error',
] as const;
/** One of the server's message types. */
export type ServerMessageType = (typeof SERVER_MESSAGE_TYPES)[number];

// A reader keeps the fields of the right type; a field of the wrong type counts as absent.
const num = z.catch(z.optional(z.number()), undefined);
const str = z.catch(z.optional(z.string()), undefined);

/** The payload fields the spec names (times in seconds since the epoch); each may be absent. */
export const ServerPayload = z.object({
  session_id: str,
  track_id: num,
  start_time: num,
  duration: num,
  current_duration: num,
  status: str,
  timestamp: num,
  resume_time: num,
  pause_time: num,
  /** session_end: why (ended, superseded, track_changed, track_finished, connection_closed). */
  reason: str,
  /** error: what went wrong. */
  message: str,
  /**
   * Extension of spec 1 §7: the owner's claim, sent to the owning connection only (on the
   * answer to its play, and to a pause that adopted a session). The client presents it as
   * `?claim=` when it reconnects, to take its session over on any instance (ADR 0004).
   */
  claim: str,
});
/** A server message's payload. */
export type ServerPayload = z.infer<typeof ServerPayload>;

/** A server message: `{ type, payload }`. */
export const ServerMessage = z.object({
  type: z.enum(SERVER_MESSAGE_TYPES),
  payload: z.optional(ServerPayload),
});
/** A server message as a client reads it: the payload is always there (maybe empty). */
export interface ServerMessage {
  type: ServerMessageType;
  payload: ServerPayload;
}

const withoutAbsent = (payload: ServerPayload): ServerPayload =>
  Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined));

/** Reads one server frame; null when it is not a message of the spec (spec 1 §8's parse error). */
export function decodeServerMessage(data: unknown): ServerMessage | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = ServerMessage.safeParse(value);
  if (!parsed.success) return null;
  return { type: parsed.data.type, payload: withoutAbsent(parsed.data.payload ?? {}) };
}

/** Writes a server message. */
export function encodeServerMessage(type: ServerMessageType, payload: ServerPayload): string {
  return JSON.stringify({ type, payload });
}
