import { useSyncExternalStore } from 'react';
import type { AudioSnapshot } from '@/lib/audio/engine';
import type { ListeningSnapshot } from '@/lib/listening/client';
import { useRuntime } from './context';

/**
 * Reads part of the audio engine's state and re-renders when that part changes.
 * `select` must return a primitive (or a stable object): its result is compared by identity.
 */
export function useAudio<T>(select: (snapshot: AudioSnapshot) => T): T {
  const { audio } = useRuntime();
  return useSyncExternalStore(audio.subscribe, () => select(audio.getSnapshot()));
}

/**
 * Reads part of the listening connection's state and re-renders when that part changes.
 * `select` must return a primitive or a stable object: its result is compared by identity.
 */
export function useListening<T>(select: (snapshot: ListeningSnapshot) => T): T {
  const { listening } = useRuntime();
  return useSyncExternalStore(listening.subscribe, () => select(listening.getSnapshot()));
}
