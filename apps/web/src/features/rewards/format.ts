import { formatPoints } from './api/use-balance';

/** A signed EP amount: '+12.35 EP', '−5.00 EP'. */
export function formatAmount(amount: number): string {
  const text = formatPoints(Math.abs(amount));
  return `${amount < 0 ? '−' : '+'}${text} EP`;
}
