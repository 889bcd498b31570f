import { pointRate, referralRate } from '@earshot/domain';
import type { Db, Tx } from '~/db/client';

/** The multipliers in force for an account. */
export interface Rates {
  boostRate: number;
  referralRate: number;
  pointRate: number;
}

/**
 * Reads an account's rates; inside a transaction pass it (`on`), so the read runs in it (one
 * PGlite connection would otherwise wait for itself).
 */
export type RatesFor = (userId: string, on?: Db | Tx) => Promise<Rates>;

/**
 * The rates of an account with no boost and no active referee: both multipliers at the
 * spec's floor of 1.
 */
export const baseRates: RatesFor = () =>
  Promise.resolve({ boostRate: 1, referralRate: 1, pointRate: pointRate(1, 1) });

/**
 * The rates in force: the highest running boost, 1 + 0.05 per active referee (at most 1.5),
 * and pointRate = max(1, baseRate × boostRate × referralRate) (ADR 0008, ADR 0019), the base
 * rate being the operator's rule in force (ADR 0028; 1 when none is set).
 */
export function ratesFrom(sources: {
  boostRate: (userId: string, on?: Db | Tx) => Promise<number>;
  activeReferees: (userId: string, on?: Db | Tx) => Promise<number>;
  baseRate?: (on?: Db | Tx) => Promise<number>;
}): RatesFor {
  return async (userId, on) => {
    const boost = await sources.boostRate(userId, on);
    const referees = await sources.activeReferees(userId, on);
    const base = (await sources.baseRate?.(on)) ?? 1;
    const referral = referralRate(referees);
    return {
      boostRate: boost,
      referralRate: referral,
      pointRate: pointRate(boost, referral, base),
    };
  };
}
