/** Something that closes gracefully, and can be made to close at once. */
export interface Closable {
  close(): Promise<void>;
  /** Ends what a graceful close still waits for (open connections, sockets, streams). */
  forceClose(): void;
}

/**
 * How long connections may drain within a grace period: the rest (a second at most, half
 * of a short grace) is kept for stopping the jobs and closing the database.
 */
export const drainMs = (graceSeconds: number) =>
  graceSeconds * 1000 - Math.min(1000, graceSeconds * 500);

/**
 * Closes every part gracefully; when they are not all closed within `ms`, tells `onForce`
 * and forces them. Answers whether everything closed in time.
 */
export async function closeWithin(
  parts: Closable[],
  ms: number,
  onForce: () => void,
): Promise<boolean> {
  const closed = Promise.all(parts.map((part) => part.close()));
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  let inTime: boolean;
  try {
    inTime = await Promise.race([closed.then(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
  if (inTime) return true;
  onForce();
  for (const part of parts) part.forceClose();
  await closed;
  return false;
}
