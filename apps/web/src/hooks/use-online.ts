import { useSyncExternalStore } from 'react';
import { browserNetwork } from '@/lib/listening/connection';

const subscribe = (onChange: () => void) => browserNetwork.subscribe(onChange);
const online = () => browserNetwork.online();

/**
 * Whether the browser believes it is online, kept current by its `online`/`offline` events.
 * The query client pauses its fetches while offline (TanStack's default), so a screen waiting
 * on one can say why it waits.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, online, () => true);
}
