import { useSyncExternalStore } from 'react';
import { type AudioSnapshot, getAudioEngine } from './engine';

/**
 * Reads part of the audio engine's state and re-renders when that part changes.
 * `select` must return a primitive (or a stable object): its result is compared by identity.
 */
export function useAudio<T>(select: (snapshot: AudioSnapshot) => T): T {
  const engine = getAudioEngine();
  return useSyncExternalStore(engine.subscribe, () => select(engine.getSnapshot()));
}
