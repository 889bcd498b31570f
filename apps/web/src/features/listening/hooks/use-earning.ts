import { formatEarning } from '@earshot/domain';
import { liveSeconds } from '@/lib/listening/earning';
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
 * and the running interval (lib/listening/earning.ts).
 */
export function useEarning(signedIn: boolean): Earning {
  const { data, dataUpdatedAt } = useListeningState(signedIn);
  const session = useListening((snapshot) => snapshot.session);
  const credits = useListening((snapshot) => snapshot.credits);
  const ticking = session?.owned === true && session.status === 'active';
  const now = useNow(ticking);
  if (!data) return { rate: null, earning: null, ticking };
  const live = liveSeconds({ session, credits }, dataUpdatedAt, now);
  return {
    rate: data.pointRate,
    earning: formatEarning(data.pointRate, data.totalDuration, live),
    ticking,
  };
}
