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

/** The one gate every song change of a runtime waits on (ADR 0010). */
export interface SongChangeGates {
  /** Installs the gate every song change waits on; the returned function removes it. */
  install: (gate: SongChangeGate) => () => void;
  /**
   * Waits on the gate, at most 5 s (spec 1 §9, "Song switch confirmation timeout"): the
   * change proceeds anyway after that, and also when the gate fails.
   */
  pass: (change: SongChange, clock?: Clock) => Promise<void>;
}

export function createSongChangeGates(): SongChangeGates {
  let gate: SongChangeGate | null = null;
  return {
    install(next) {
      gate = next;
      return () => {
        if (gate === next) gate = null;
      };
    },
    async pass(change, clock = systemClock) {
      const current = gate;
      if (!current) return;
      try {
        await withTimeout(Promise.resolve(current(change)), SONG_SWITCH_TIMEOUT_MS, clock);
      } catch {
        // Proceeding is the rule: a session that does not confirm must not hold the music.
      }
    },
  };
}
