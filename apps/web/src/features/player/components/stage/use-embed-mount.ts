import { useEffect, useRef, useState } from 'react';
import type { EmbedHandle, EmbedOptions } from '@/lib/players/embed';
import { useEmbedOptions, type StageProps } from './play-source';

/** 'loading' until the platform's own player is up ('player') or has failed ('fallback'). */
export type EmbedMode = 'loading' | 'player' | 'fallback';

/**
 * Mounts a platform player into the returned ref's element and keeps it for this play.
 * When `mount` rejects the play falls back (the caller shows what the spec says) and the
 * panel stays usable: nothing waits on the platform.
 */
export function useEmbedMount<T extends HTMLElement>(
  props: StageProps,
  mount: (element: T, options: EmbedOptions) => Promise<EmbedHandle>,
): { ref: React.RefObject<T | null>; mode: EmbedMode } {
  const options = useEmbedOptions(props);
  const { channel } = options.players;
  const ref = useRef<T>(null);
  const [mode, setMode] = useState<EmbedMode>('loading');
  // The first play's mount and options: a stage is keyed by its play, so they do not change.
  const mountRef = useRef(mount);
  const optionsRef = useRef(options);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let handle: EmbedHandle | null = null;
    let cancelled = false;
    mountRef.current(element, optionsRef.current).then(
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
        channel.setMode(optionsRef.current.source, 'fallback');
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
