/** The first automatic reconnect waits about this long. */
export const RECONNECT_BASE_MS = 1_000;
/**
 * Reconnects after a drop never wait longer than this: a listener whose server came back is
 * earning again within 5 s (issue 37 measured 15 s with the old 30 s ceiling).
 */
export const RECONNECT_MAX_MS = 5_000;

/**
 * After the server refused a connection for load (close 1013), the waits keep growing to this:
 * a fleet refused together spreads out over half a minute (ADR 0004).
 */
export const OVERLOADED_MAX_MS = 30_000;

/**
 * How long to wait before reconnect attempt `attempt` (0-based): 1 s doubling up to `max`,
 * with "equal jitter" (half fixed, half random) so many tabs dropped together do not return
 * together. `random` is in [0, 1).
 */
export function reconnectDelay(
  attempt: number,
  random: () => number = Math.random,
  max: number = RECONNECT_MAX_MS,
): number {
  const ceiling = Math.min(max, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
