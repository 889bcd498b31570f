import { skipToken, useQuery } from '@connectrpc/connect-query';
import { RewardsService } from '@earshot/contract/rewards/v1/rewards';
import { formatPoints } from '@earshot/domain';
import { useEffect, useRef, useState } from 'react';

/** EP as the app shows a balance: 2 decimals (the EP arithmetic lives in @earshot/domain). */
export { formatPoints };

/** How long '+8.38 EP added' stays beside Your EP after the balance rose. */
export const ADDED_SHOWN_MS = 8_000;

export interface Balance {
  /** The balance, formatted; null while it is read, when it cannot be, or for a visitor. */
  total: string | null;
  /** What the balance rose by lately (processing, a bonus), formatted; null when nothing. */
  added: string | null;
}

/**
 * The signed-in user's balance for 'Your EP' (spec 2 §3), from the listening state: the answer
 * that also holds the strip's unprocessed duration, read in one snapshot by the server, so EP
 * moving from pending into the balance shows in both figures at once. A rise is told for a
 * few seconds ('+8.38 EP added'): Earning falls by it, and no number shrinks without a reason.
 */
export function useBalance(signedIn: boolean): Balance {
  const { data } = useQuery(RewardsService.method.getListeningState, signedIn ? {} : skipToken);
  const balance = data?.totalPoint;
  const previous = useRef<number | undefined>(undefined);
  const [added, setAdded] = useState<number | null>(null);
  useEffect(() => {
    if (balance === undefined) return;
    const before = previous.current;
    previous.current = balance;
    if (before === undefined || balance <= before) return;
    setAdded((shown) => (shown ?? 0) + balance - before);
  }, [balance]);
  useEffect(() => {
    if (added === null) return;
    const timer = setTimeout(() => setAdded(null), ADDED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [added]);
  return {
    total: balance === undefined ? null : formatPoints(balance),
    added: added === null ? null : formatPoints(added),
  };
}
