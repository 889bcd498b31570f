import { createConnectQueryKey } from '@connectrpc/connect-query';
import { ListeningService } from '@earshot/contract/listening/v1/listening';
import { RewardsService } from '@earshot/contract/rewards/v1/rewards';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRuntime } from '@/lib/runtime/context';
import { bridgePlayerToListening } from '@/lib/listening/player-bridge';
import { useListening } from '@/lib/runtime/hooks';
import { usePlayerEngines } from '@/lib/runtime/player';
import { useListeningState } from '../api/use-listening-state';

/**
 * How often EP figures are read again while something is pending (unprocessed listening or
 * a live session): processing runs on the server's own interval, which the page cannot see.
 */
export const REWARDS_REFRESH_MS = 10_000;

/** Server messages after which the credited seconds (and so every EP figure) may differ. */
const SETTLING = new Set(['session_update', 'heartbeat', 'pause', 'session_end']);

/** Every RewardsService and ListeningService answer held (balance, strip, history): read again. */
function refreshRewards(queryClient: QueryClient) {
  for (const schema of [RewardsService, ListeningService]) {
    void queryClient.invalidateQueries({
      queryKey: createConnectQueryKey({ schema, cardinality: undefined }),
    });
  }
}

/**
 * Runs the live listening connection while someone is signed in (a visitor opens no socket),
 * ties the players to it, and keeps the EP figures fresh: after every settling message and
 * every 10 s while EP is pending.
 */
export function useListeningConnection(signedIn: boolean): void {
  const queryClient = useQueryClient();
  const { listening: client } = useRuntime();
  const player = usePlayerEngines();

  useEffect(() => {
    if (!signedIn) return;
    client.start();
    const untie = bridgePlayerToListening(client, player);
    const unlisten = client.onMessage((type) => {
      if (SETTLING.has(type)) refreshRewards(queryClient);
    });
    return () => {
      unlisten();
      untie();
      client.stop();
    };
  }, [signedIn, queryClient, client, player]);

  const unprocessed = useListeningState(signedIn).data?.totalDuration ?? 0;
  const live = useListening((snapshot) => snapshot.session !== null);
  const pending = signedIn && (unprocessed > 0 || live);
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => refreshRewards(queryClient), REWARDS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [pending, queryClient]);
}
