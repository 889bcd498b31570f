/** What the server sends on the live listening connection (spec 1 §7); the web reads the same. */
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
