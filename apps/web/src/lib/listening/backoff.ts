/** The first automatic reconnect waits about this long. */
export const RECONNECT_BASE_MS = 1_000;
/** Reconnects never wait longer than this. */
export const RECONNECT_MAX_MS = 30_000;

/**
 * How long to wait before reconnect attempt `attempt` (0-based): 1 s doubling up to 30 s,
 * with "equal jitter" (half fixed, half random) so many tabs dropped together do not return
 * together. `random` is in [0, 1).
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
