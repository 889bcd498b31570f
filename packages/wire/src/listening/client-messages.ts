import * as z from 'zod/mini';

// The client's timestamps play no part (the server's clock is the only clock): a payload
// that is not what it should be is read as absent rather than refused.
const ignored = z.catch(z.optional(z.unknown()), undefined);

/** `play`: the real player started playing this track (spec 1 §7). */
export const PlayMessage = z.object({
  type: z.literal('play'),
  payload: z.object({ track_id: z.int().check(z.positive()) }),
});
/** `pause`: the player stopped, buffers or is muted. */
export const PauseMessage = z.object({ type: z.literal('pause'), payload: ignored });
/** `end`: the track ended or the listener left it. */
export const EndMessage = z.object({ type: z.literal('end'), payload: ignored });
/** `heartbeat`: still playing; sent every 15 s while the own session is active. */
export const HeartbeatMessage = z.object({
  type: z.literal('heartbeat'),
  payload: z.catch(z.optional(z.object({ timestamp: z.optional(z.number()) })), undefined),
});

/** What a client may send on the listening socket (spec 1 §7), as `{ type, payload }`. */
export const ClientMessage = z.discriminatedUnion('type', [
  PlayMessage,
  PauseMessage,
  EndMessage,
  HeartbeatMessage,
]);
/** One client message. */
export type ClientMessage = z.infer<typeof ClientMessage>;
/** One of the client's message types. */
export type ClientMessageType = ClientMessage['type'];

const CLIENT_TYPES: readonly string[] = ['play', 'pause', 'end', 'heartbeat'];

/** The words the server answers a frame it cannot read with (as an `error` message). */
export const CLIENT_MESSAGE_ERRORS = {
  notJson: 'Malformed message: not JSON',
  notObject: 'Malformed message',
  badPlay: 'play needs payload.track_id, a whole number above 0',
  // Never String() of what the client sent: `{"toString":1}` makes it throw.
  unknownType: (type: unknown) =>
    `Unknown message type: ${typeof type === 'object' && type !== null ? 'an object' : String(type)}`,
} as const;

/** Reads one client frame: the message, or why it is refused. */
export function decodeClientMessage(text: string): { message: ClientMessage } | { error: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { error: CLIENT_MESSAGE_ERRORS.notJson };
  }
  if (typeof data !== 'object' || data === null) return { error: CLIENT_MESSAGE_ERRORS.notObject };
  const type = (data as { type?: unknown }).type;
  if (typeof type !== 'string' || !CLIENT_TYPES.includes(type)) {
    return { error: CLIENT_MESSAGE_ERRORS.unknownType(type) };
  }
  const parsed = ClientMessage.safeParse(data);
  // Only `play` has a payload that can be wrong.
  return parsed.success ? { message: parsed.data } : { error: CLIENT_MESSAGE_ERRORS.badPlay };
}

/** Writes a client message as the server reads it: `{ type, payload }`, payload `{}` if none. */
export function encodeClientMessage(message: ClientMessage): string {
  return JSON.stringify({ type: message.type, payload: message.payload ?? {} });
}
