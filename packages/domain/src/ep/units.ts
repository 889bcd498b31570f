/** EP are stored and moved in integer thousandths: milli-EP (never floats in storage). */
export const MILLI_EP_PER_EP = 1000;

/** Whether a number can be an amount in milli-EP: a safe integer (negative for spending). */
export function isMilliEp(value: number): boolean {
  return Number.isSafeInteger(value);
}

/** An EP figure in milli-EP, to the nearest thousandth (the spec's invite reward 100 → 100,000). */
export function epToMilliEp(ep: number): number {
  return Math.round(ep * MILLI_EP_PER_EP);
}

/** Milli-EP as the EP figure the API answers with (may carry three decimals). */
export function milliEpToEp(milliEp: number): number {
  return milliEp / MILLI_EP_PER_EP;
}

/** Milli-EP as an EP figure with 2 decimals, as every screen shows it. */
export function formatEp(milliEp: number): string {
  return milliEpToEp(milliEp).toFixed(2);
}

/** An EP figure (as the API answers it) with 2 decimals, as every screen shows it. */
export function formatPoints(ep: number): string {
  return formatEp(epToMilliEp(ep));
}

/**
 * Milli-EP earned for credited milliseconds at a rate in EP per second: rate × seconds,
 * rounded down to a whole milli-EP (the first rounding only absorbs float noise such as
 * 15,000 × 1.05 = 15,750.000000000002).
 */
export function milliEpFor(creditedMs: number, ratePerSecond: number): number {
  return Math.floor(Math.round(creditedMs * ratePerSecond * 1000) / 1000);
}

/**
 * The strip's 'Earning': pointRate × unprocessed seconds + the live session's seconds at the
 * same rate, to 2 decimals (spec 1 §9).
 */
export function formatEarning(
  ratePerSecond: number,
  unprocessedSeconds: number,
  liveSeconds: number,
): string {
  return (ratePerSecond * (unprocessedSeconds + liveSeconds)).toFixed(2);
}
