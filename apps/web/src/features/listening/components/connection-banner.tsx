import { LoaderCircle } from 'lucide-react';
import { useListening } from '@/lib/runtime/hooks';
import { listeningTexts } from '../texts';

/** 'Connecting to server...' while the listening connection is not connected (spec 1 §2). */
export function ConnectionBanner() {
  const connected = useListening((snapshot) => snapshot.connection === 'connected');
  if (connected) return null;
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 rounded-md bg-amber-400/10 px-3 py-1.5 text-xs font-medium text-amber-200 ring-1 ring-amber-400/25"
    >
      <LoaderCircle aria-hidden className="size-3.5 animate-spin" />
      {listeningTexts.connecting}
    </p>
  );
}
