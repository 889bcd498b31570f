import { pointRate } from '@earshot/domain';

/** The multipliers in force for an account. */
export interface Rates {
  boostRate: number;
  referralRate: number;
  pointRate: number;
}

/** Reads an account's rates. */
export type RatesFor = (userId: string) => Promise<Rates>;

/**
 * The rates of an account with no boost and no active referee: both multipliers at the
 * spec's floor of 1. The boost and referral issues replace this with their own readers.
 */
export const baseRates: RatesFor = () =>
  Promise.resolve({ boostRate: 1, referralRate: 1, pointRate: pointRate(1, 1) });
