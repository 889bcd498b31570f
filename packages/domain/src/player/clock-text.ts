/**
 * Seconds as m:ss (spec 1 §3, "duration as m:ss"). Fractions are dropped, hours fold
 * into minutes (3725 s reads 62:05), and negative or non-finite input reads 0:00.
 */
export function formatMinutesSeconds(totalSeconds: number): string {
  const safe = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  return `${minutes}:${seconds.toString().padStart(2, '0')}`;
}
