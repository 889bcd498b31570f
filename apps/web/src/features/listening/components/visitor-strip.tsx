import { Coins } from 'lucide-react';
import { listeningTexts } from '../texts';

export const stripFrame = 'rounded-lg bg-raised px-3 py-2.5 ring-1 ring-line';

/**
 * The earning strip before anyone is signed in: a visitor is told to sign in; while the
 * session is read it keeps its place, empty. Apart from the member's strip, which reads
 * RPC, so the shell can show it without loading protobuf (ADR 0010).
 */
export function VisitorStrip({ viewer }: { viewer: 'pending' | 'visitor' }) {
  if (viewer === 'pending') return <div aria-hidden className={`${stripFrame} h-[62px]`} />;
  return (
    <section aria-label={listeningTexts.strip} className={stripFrame}>
      <p className="flex items-center gap-2 text-sm text-muted">
        <Coins aria-hidden className="size-4 shrink-0 text-accent-strong" />
        {listeningTexts.signInToEarn}
      </p>
    </section>
  );
}
