/** How often the client sends a heartbeat while playing (DESIGN.md). */
export const HEARTBEAT_INTERVAL_MS = 15_000;

/** An interval never earns more than this, however late its heartbeat arrives. */
export const MAX_CREDIT_PER_INTERVAL_MS = 2 * HEARTBEAT_INTERVAL_MS;

/** A second pause this soon after the previous one, with no play between, is the same pause (spec 1 §4). */
export const PAUSE_DEDUPE_MS = 200;

/** No heartbeat for this long pauses the session at the last one. */
export const SILENCE_PAUSE_MS = 45_000;

/** At most this much listening is credited per account per UTC day (config may lower it). */
export const DAILY_CAP_MS = 16 * 3600_000;

/** A session qualifies as a Listen with this much credited, or the whole track if shorter. */
export const LISTEN_QUALIFY_MS = 30_000;

/** EP are stored in integer thousandths. */
export const MILLI_EP_PER_EP = 1000;

/** Each active referee adds this to the referral rate, up to REFERRAL_RATE_MAX. */
export const REFERRAL_RATE_STEP = 0.05;
export const REFERRAL_RATE_MAX = 1.5;

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

/** The referral rate for a number of active referees: 1 + 0.05 each, at most 1.5. */
export function referralRate(activeReferees: number): number {
  const rate = 1 + REFERRAL_RATE_STEP * Math.max(0, Math.floor(activeReferees));
  return Math.min(REFERRAL_RATE_MAX, Math.round(rate * 100) / 100);
}

/** pointRate = max(1, boostRate × referralRate); each rate is at least 1 (spec 2 §3). */
export function pointRate(boostRate: number, referral: number): number {
  return Math.max(1, Math.max(1, boostRate) * Math.max(1, referral));
}

/** Milli-EP earned for credited milliseconds at a rate in EP per second (rounded down). */
export function milliEpFor(creditedMs: number, ratePerSecond: number): number {
  return Math.floor(Math.round(creditedMs * ratePerSecond * 1000) / 1000);
}

/** Whether a session with this much credited is a Listen (30 s, or the whole track). */
export function isQualifiedListen(creditedMs: number, trackDurationMs: number): boolean {
  return creditedMs >= Math.min(LISTEN_QUALIFY_MS, trackDurationMs);
}

/**
 * The strip's 'Earning': pointRate × unprocessed seconds + the live session's seconds at the
 * same rate, to 2 decimals (spec 1 §9).
 */
export function formatEarning(
  ratePerSecond: number,
  unprocessedSeconds: number,
  liveSeconds: number,
) {
  return (ratePerSecond * (unprocessedSeconds + liveSeconds)).toFixed(2);
}

/** Milli-EP as an EP figure with 2 decimals. */
export function formatEp(milliEp: number): string {
  return (milliEp / MILLI_EP_PER_EP).toFixed(2);
}
