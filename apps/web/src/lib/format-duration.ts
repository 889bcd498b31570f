/** Listening time: '42.5 s' under a minute, '3 min 07 s', '2 h 05 min'. */
export function formatSeconds(total: number): string {
  if (total < 60) return `${Number(total.toFixed(1))} s`;
  const seconds = Math.floor(total);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  if (hours > 0) return `${hours} h ${pad(minutes)} min`;
  return `${minutes} min ${pad(seconds % 60)} s`;
}

/** A length set in whole hours or minutes (a boost's): '1 h', '30 min'. */
export const formatSpan = (seconds: number): string =>
  seconds % 3600 === 0 ? `${seconds / 3600} h` : `${Math.round(seconds / 60)} min`;
