/**
 * Texts of the earning strip, the connection banner and the disconnected view (spec 1 §2),
 * verbatim; the ones marked "decision" fill places where the spec is silent.
 */
export const listeningTexts = {
  /** Decision: the strip's region name. */
  strip: 'Listening rewards',
  miningSpeed: 'Mining speed',
  perSecond: 'EP/sec',
  boostSpeed: 'Boost Speed',
  earning: 'Earning',
  ep: 'EP',
  signInToEarn: 'Sign in to start earning rewards while listening',
  connecting: 'Connecting to server...',
  connectionLost: 'Connection lost',
  reconnectHint: 'Reconnect to continue earning rewards',
  reconnect: 'Reconnect',
  /** Decision: a figure not read yet, read out as this. */
  unknown: 'not known yet',
  /** Decision: another tab or device took the earning session over (one earns at a time). */
  superseded: 'Earning moved to another tab or device. Play here to earn here.',
} as const;
