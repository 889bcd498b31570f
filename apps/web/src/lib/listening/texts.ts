/**
 * The listening connection's error texts (spec 1 §7 and §8), verbatim: the client sets
 * them, the app shows them, tests match on them.
 */
export const listeningErrors = {
  notConnected: 'WebSocket is not connected',
  parse: 'Error parsing server message',
  connection: 'WebSocket connection error',
  create: 'Failed to create WebSocket connection',
  /** Spec 1 §7: what a close with code 1006 means (a refused upgrade). */
  auth: 'Authentication failed - invalid or missing token',
  /** Spec 1 §8, session errors: the token could not be read (the server is out of reach). */
  token: 'Failed to fetch session token',
} as const;
