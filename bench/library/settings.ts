import { DEFAULT_DATABASE_URL, positive } from '../lib/env';

/** What one bench:library run loads and measures. */
export interface Settings {
  databaseUrl: string;
  /**
   * Callers at once for the judged rows: 1, one user's own calls. The web makes a user's
   * library calls one after another, and the target is what that user waits (ADR 0014).
   */
  connections: number;
  /** Callers at once for the capacity rows: reported beside the judged ones, not judged. */
  capacityConnections: number;
  warmupSeconds: number;
  durationSeconds: number;
  /** Track favourites of the one user measured (issue 13: 10,000). */
  favorites: number;
  /** Entries of that user's own playlist (issue 13: 1,000, one GetPlaylistTracks page). */
  playlistTracks: number;
}

/** Issue 13's benchmark target, on PostgreSQL. */
export const TARGETS = { p99MaxMs: 20 } as const;

/** The sizes: a run at other sizes is printed, never recorded. */
export const FULL_SIZE = { favorites: 10_000, playlistTracks: 1_000 } as const;

/**
 * Reads DATABASE_URL, BENCH_CONNECTIONS, BENCH_CAPACITY_CONNECTIONS, BENCH_WARMUP/DURATION,
 * BENCH_FAVORITES, BENCH_PLAYLIST_TRACKS.
 */
export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  return {
    databaseUrl: env.DATABASE_URL || DEFAULT_DATABASE_URL,
    connections: positive(env, 'BENCH_CONNECTIONS', 1),
    capacityConnections: positive(env, 'BENCH_CAPACITY_CONNECTIONS', 20),
    warmupSeconds: positive(env, 'BENCH_WARMUP', 3),
    durationSeconds: positive(env, 'BENCH_DURATION', 10),
    favorites: positive(env, 'BENCH_FAVORITES', FULL_SIZE.favorites),
    playlistTracks: positive(env, 'BENCH_PLAYLIST_TRACKS', FULL_SIZE.playlistTracks),
  };
}
