import type { Track } from '@earshot/contract/catalog/v1/catalog';
import { SONG_SWITCH_TIMEOUT_MS } from '@earshot/domain';
import { type Clock, systemClock, withTimeout } from '@/lib/clock';

/** A song change about to happen: `from` is the song the player has loaded, if any. */
export interface SongChange {
  from: Track | null;
  to: Track;
}

/**
 * Something that must finish before the next song starts. The listening session sets one
 * (spec 1 §4: "A song change during a running session first requests session end and
 * waits for confirmation"); without one, songs change at once.
 */
export type SongChangeGate = (change: SongChange) => Promise<void> | void;

let gate: SongChangeGate | null = null;

/** Installs the gate every song change waits on; the returned function removes it. */
export function setSongChangeGate(next: SongChangeGate): () => void {
  gate = next;
  return () => {
    if (gate === next) gate = null;
  };
}

/**
 * Waits on the gate, at most 5 s (spec 1 §9, "Song switch confirmation timeout"): the
 * change proceeds anyway after that, and also when the gate fails.
 */
export async function passSongChangeGate(
  change: SongChange,
  clock: Clock = systemClock,
): Promise<void> {
  const current = gate;
  if (!current) return;
  try {
    await withTimeout(Promise.resolve(current(change)), SONG_SWITCH_TIMEOUT_MS, clock);
  } catch {
    // Proceeding is the rule: a session that does not confirm must not hold the music.
  }
}
