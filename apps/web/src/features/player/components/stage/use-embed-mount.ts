import { useEffect, useRef, useState } from 'react';
import type { EmbedHandle } from '@/lib/players/embed';
import type { PlaySource } from '@/lib/players/events';
import { usePlayerEngines } from '@/lib/runtime/player';

/** 'loading' until the platform's own player is up ('player') or has failed ('fallback'). */
export type EmbedMode = 'loading' | 'player' | 'fallback';

/**
 * Mounts a platform player into the returned ref's element and keeps it for this play.
 * When `mount` rejects the play falls back (the caller shows what the spec says) and the
 * panel stays usable: nothing waits on the platform.
 */
export function useEmbedMount<T extends HTMLElement>(
  source: PlaySource,
  mount: (element: T) => Promise<EmbedHandle>,
): { ref: React.RefObject<T | null>; mode: EmbedMode } {
  const { channel } = usePlayerEngines();
  const ref = useRef<T>(null);
  const [mode, setMode] = useState<EmbedMode>('loading');
  const mountRef = useRef(mount);
  const sourceRef = useRef(source);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let handle: EmbedHandle | null = null;
    let cancelled = false;
    mountRef.current(element).then(
      (mounted) => {
        if (cancelled) {
          mounted.destroy();
          return;
        }
        handle = mounted;
        setMode('player');
      },
      () => {
        if (cancelled) return;
        channel.setMode(sourceRef.current, 'fallback');
        setMode('fallback');
      },
    );
    return () => {
      cancelled = true;
      handle?.destroy();
    };
  }, [channel]);

  return { ref, mode };
}
