/** No rate is ever below this: the floor of 1 (spec 2 §3). */
export const RATE_FLOOR = 1;
/** Each active referee adds this to the referral rate, up to REFERRAL_RATE_MAX. */
export const REFERRAL_RATE_STEP = 0.05;
/** The referral rate never exceeds this (config may lower it later). */
export const REFERRAL_RATE_MAX = 1.5;

/** The referral rate for a number of active referees: 1 + 0.05 each, at most 1.5. */
export function referralRate(activeReferees: number): number {
  const rate = RATE_FLOOR + REFERRAL_RATE_STEP * Math.max(0, Math.floor(activeReferees));
  return Math.min(REFERRAL_RATE_MAX, Math.round(rate * 100) / 100);
}

/**
 * pointRate = max(1, baseRate × boostRate × referralRate), EP per second; each rate is at
 * least 1 (spec 2 §3). Boosts never stack: boostRate is the highest active multiplier. The base
 * rate is the operator's rule (ADR 0028), 1 unless set.
 */
export function pointRate(boostRate: number, referral: number, baseRate = RATE_FLOOR): number {
  return Math.max(
    RATE_FLOOR,
    Math.max(RATE_FLOOR, baseRate) *
      Math.max(RATE_FLOOR, boostRate) *
      Math.max(RATE_FLOOR, referral),
  );
}
