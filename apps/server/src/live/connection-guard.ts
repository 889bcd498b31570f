import { REASONS } from '@earshot/wire';

/** Largest frame a client may send; anything bigger closes the socket. */
export const MAX_FRAME_BYTES = 4096;
/** A client sending more than this many frames in one second is flooding. */
export const MAX_FRAMES_PER_SECOND = 20;
/** A peer that owes more than this much unsent output is too slow; it is dropped. */
export const MAX_BUFFERED_BYTES = 64 * 1024;
/** How often the server pings; a peer that missed the last pong is dead. */
export const PING_INTERVAL_MS = 30_000;
/**
 * How often an open socket asks again whether its sign-in holds. Expiry needs no query (the
 * socket knows when); a sign-out or a disabled account is noticed within this interval.
 */
export const RECHECK_INTERVAL_MS = 60_000;

/**
 * Close code and reason for a socket refused for load (the instance holds LISTENING_MAX_SOCKETS):
 * 1013, Try Again Later. The client reconnects with back-off and jitter.
 */
export const TRY_AGAIN_LATER = { code: 1013, reason: REASONS.overloaded } as const;

/** Counts frames in a sliding one-second window. */
export function floodCounter(now: () => number = Date.now) {
  let windowStart = now();
  let count = 0;
  return () => {
    const t = now();
    if (t - windowStart >= 1000) {
      windowStart = t;
      count = 0;
    }
    count += 1;
    return count > MAX_FRAMES_PER_SECOND;
  };
}
