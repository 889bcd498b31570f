import {
  decodeServerMessage,
  encodeClientMessage,
  type ClientMessage,
  type ServerMessage,
  type ServerMessageType,
  type ServerPayload,
} from '@earshot/wire';

/** The socket's messages both ways (spec 1 §7), as @earshot/wire declares them. */
export type { ClientMessage, ServerMessage, ServerMessageType, ServerPayload };

/** Reads one frame; null when it is not a message of the spec (spec 1 §8's parse error). */
export const parseServerMessage = decodeServerMessage;

/** Encodes a client message as the server reads it: `{ type, payload }`. */
export { encodeClientMessage };
