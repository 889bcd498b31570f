import { useState } from 'react';
import { liveSeconds, steadyEarning, type ShownEarning } from '@/lib/listening/earning';
import { useListening } from '@/lib/runtime/hooks';
import { useListeningState } from '../api/use-listening-state';
import { useNow } from './use-now';

/** The strip's two figures; null until the server's totals are read. */
export interface Earning {
  /** pointRate, EP per second. */
  rate: number | null;
  /** 'Earning' to 2 decimals. */
  earning: string | null;
  /** A session of this page is earning now: the figure ticks every second. */
  ticking: boolean;
}

/**
 * 'Earning' (spec 1 §9): pointRate × the unprocessed duration, plus the live session's
 * earning, recomputed every second while it is active. The unprocessed duration already
 * holds what the server settled up to its last read; the session adds what was settled since
 * and the running interval (lib/listening/earning.ts). The balance comes in the same answer,
 * so when processing moves pending EP into Your EP both change together; while the connection
 * is lost, and until the page's play is answered once it is back, the last figure holds
 * (steadyEarning).
 */
export function useEarning(signedIn: boolean): Earning {
  const { data, dataUpdatedAt } = useListeningState(signedIn);
  const session = useListening((snapshot) => snapshot.session);
  const credits = useListening((snapshot) => snapshot.credits);
  // Back after a lost connection, the figure holds until the server answers this page's play.
  const lost = useListening((snapshot) => snapshot.lost || snapshot.rejoining);
  const ticking = !lost && session?.owned === true && session.status === 'active';
  const now = useNow(ticking);
  const [shown, setShown] = useState<ShownEarning | null>(null);
  if (!data) return { rate: null, earning: null, ticking };
  const live = liveSeconds({ session, credits }, dataUpdatedAt, now);
  const next = steadyEarning(shown, {
    exact: data.pointRate * (data.totalDuration + live),
    balance: data.totalPoint,
    rate: data.pointRate,
    sessionId: session?.sessionId ?? null,
    ticking,
    lost,
  });
  // What was shown is state derived while rendering (React's pattern for it); steadyEarning
  // gives the same answer again for what it answered, so this settles in one more render.
  if (!sameShown(shown, next)) setShown(next);
  return { rate: data.pointRate, earning: next.earning.toFixed(2), ticking };
}

const sameShown = (a: ShownEarning | null, b: ShownEarning) =>
  a !== null &&
  a.earning === b.earning &&
  a.sum === b.sum &&
  a.sessionId === b.sessionId &&
  a.ticking === b.ticking;
