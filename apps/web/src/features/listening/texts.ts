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
  /** Decision (ADR 0028): an operator holds this account's earning; the reason is theirs. */
  held: (reason: string) => `Earning is on hold: ${reason}`,
} as const;

/**
 * Texts of the listening sessions in the EP history. The spec has no such page (ADR 0005), so
 * every text here is a decision; reasons name the server's reason codes in plain words.
 */
export const sessionTexts = {
  title: 'Listening sessions',
  list: 'Listening sessions',
  empty: 'No listening sessions yet',
  failed: 'Failed to load your listening sessions',
  credited: (seconds: string) => `${seconds} credited`,
  earnedNothing: 'Earned nothing',
  unknownTrack: (trackId: number) => `Track ${trackId}`,
  session: (id: string) => `Session ${id.slice(0, 8)}`,
} as const;

/** Why a session earned nothing (ListeningSessionSummary.zero_reason). */
export const zeroReasonTexts: Record<string, string> = {
  paused: 'Paused before any listening was credited',
  superseded: 'Another tab or device took over before any listening was credited',
  daily_cap: 'The daily listening limit was already reached',
  never_played: 'The song never really played (no sound reached the player)',
  connection_closed: 'The connection closed before any listening was credited',
};

/** Where a session stands or why it ended (status, end_reason). */
export const sessionStateTexts: Record<string, string> = {
  active: 'Listening now',
  paused: 'Paused',
  ended: 'Ended',
  superseded: 'Taken over by another tab or device',
  track_changed: 'Ended: song changed',
  track_finished: 'Ended: played to the end',
  daily_cap: 'Ended: daily limit reached',
  connection_closed: 'Ended: connection closed',
};
