import { SERVER_MESSAGE_TYPES, type ServerMessageType } from '@earshot/domain';

/** What the server sends on the listening socket (spec 1 §7). */
export type { ServerMessageType };

/** The payload fields the spec names (times in seconds); each may be absent. */
export interface ServerPayload {
  session_id?: string;
  track_id?: number;
  start_time?: number;
  duration?: number;
  current_duration?: number;
  status?: string;
  timestamp?: number;
  resume_time?: number;
  pause_time?: number;
  /** session_end: why (ended, superseded, track_changed, track_finished). */
  reason?: string;
  /** error: what went wrong. */
  message?: string;
}

export interface ServerMessage {
  type: ServerMessageType;
  payload: ServerPayload;
}

/** What the client sends (spec 1 §7). */
export type ClientMessage =
  | { type: 'play'; payload: { track_id: number } }
  | { type: 'pause' }
  | { type: 'end' }
  | { type: 'heartbeat'; payload: { timestamp: number } };

const TYPES = new Set<string>(SERVER_MESSAGE_TYPES);
const NUMBERS = [
  'track_id',
  'start_time',
  'duration',
  'current_duration',
  'timestamp',
  'resume_time',
  'pause_time',
] as const;
const STRINGS = ['session_id', 'status', 'reason', 'message'] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keeps the fields of the right type; a field of the wrong type counts as absent. */
function readPayload(raw: Record<string, unknown>): ServerPayload {
  const payload: Record<string, unknown> = {};
  for (const key of NUMBERS) if (Number.isFinite(raw[key])) payload[key] = raw[key];
  for (const key of STRINGS) if (typeof raw[key] === 'string') payload[key] = raw[key];
  return payload;
}

/** Reads one frame; null when it is not a message of the spec (spec 1 §8's parse error). */
export function parseServerMessage(data: unknown): ServerMessage | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isObject(value) || typeof value.type !== 'string' || !TYPES.has(value.type)) return null;
  const payload = value.payload === undefined ? {} : value.payload;
  if (!isObject(payload)) return null;
  return { type: value.type as ServerMessageType, payload: readPayload(payload) };
}

/** Encodes a client message as the server reads it: `{ type, payload }`. */
export function encodeClientMessage(message: ClientMessage): string {
  return JSON.stringify({
    type: message.type,
    payload: 'payload' in message ? message.payload : {},
  });
}
