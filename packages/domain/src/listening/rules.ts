/** How often the client sends a heartbeat while playing (DESIGN.md). */
export const HEARTBEAT_INTERVAL_MS = 15_000;

/** An interval never earns more than this, however late its heartbeat arrives. */
export const MAX_CREDIT_PER_INTERVAL_MS = 2 * HEARTBEAT_INTERVAL_MS;

/** A second pause this soon after the previous one, with no play between, is the same pause (spec 1 §4). */
export const PAUSE_DEDUPE_MS = 200;

/** No heartbeat for this long pauses the session at the last one. */
export const SILENCE_PAUSE_MS = 45_000;

/**
 * A session whose socket closed without `end` is ended this long after the close (two
 * heartbeat intervals), unless a reconnect of its page took it over meanwhile.
 */
export const CLOSED_SESSION_END_MS = 2 * HEARTBEAT_INTERVAL_MS;

/** At most this much listening is credited per account per UTC day (config may lower it). */
export const DAILY_CAP_MS = 16 * 3600_000;

/** A session qualifies as a Listen with this much credited, or the whole track if shorter. */
export const LISTEN_QUALIFY_MS = 30_000;

/**
 * The credit of one interval, on the server's clock only: the time since the last accepted
 * heartbeat, never more than two heartbeat intervals, the track's time left, or what the
 * daily cap still allows. Never negative.
 */
export function intervalCredit(input: {
  sinceLastAcceptedMs: number;
  trackTimeLeftMs: number;
  capLeftMs: number;
}): number {
  return Math.max(
    0,
    Math.min(
      input.sinceLastAcceptedMs,
      MAX_CREDIT_PER_INTERVAL_MS,
      input.trackTimeLeftMs,
      input.capLeftMs,
    ),
  );
}

/** Whether a session with this much credited is a Listen (30 s, or the whole track). */
export function isQualifiedListen(creditedMs: number, trackDurationMs: number): boolean {
  return creditedMs >= Math.min(LISTEN_QUALIFY_MS, trackDurationMs);
}
