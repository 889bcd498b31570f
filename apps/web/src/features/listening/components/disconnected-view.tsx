import { WifiOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useRuntime } from '@/lib/runtime/context';
import { useListening } from '@/lib/runtime/hooks';
import { listeningTexts } from '../texts';

/**
 * The panel's disconnected view (spec 1 §2): 'Connection lost', 'Reconnect to continue
 * earning rewards' and Reconnect, over the player's area once the connection has failed or
 * dropped. The player stays underneath, so the music carries on; it earns again once the
 * connection is back (by itself, with back-off, or at once with Reconnect).
 */
export function DisconnectedView() {
  const lost = useListening((snapshot) => snapshot.lost);
  const connecting = useListening((snapshot) => snapshot.connection === 'connecting');
  const error = useListening((snapshot) => snapshot.error);
  const { listening } = useRuntime();
  if (!lost) return null;
  return (
    <div
      role="alert"
      className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-2 bg-surface/95 px-6 text-center backdrop-blur-sm"
    >
      <WifiOff aria-hidden className="size-7 text-danger" />
      <p className="text-base font-bold text-ink">{listeningTexts.connectionLost}</p>
      <p className="text-sm text-muted">{listeningTexts.reconnectHint}</p>
      <Button className="mt-1 h-9" disabled={connecting} onClick={() => listening.reconnect()}>
        {listeningTexts.reconnect}
      </Button>
      {error && <p className="text-[11px] text-faint">{error}</p>}
    </div>
  );
}
