import { DEFAULT_DATABASE_URL, nonNegative, positive } from '../lib/env';

/** How big the bulk data set is; everything else is derived from the track count. */
export interface DatasetSizes {
  genres: number;
  artists: number;
  albums: number;
  tracks: number;
  listens: number;
  listeners: number;
  /** Listens are spread evenly over this many days before the run's `now`. */
  days: number;
  playlists: number;
  entriesPerPlaylist: number;
}

/** What one run measures; durations and sizes can be changed by env (the table says which). */
export interface Settings {
  databaseUrl: string;
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  sizes: DatasetSizes;
  /** The server's CATALOG_CACHE_MS: 0 (the default) makes every request reach PostgreSQL. */
  catalogCacheMs: number;
  /** Distinct track ids GetTrack is asked for (picked at random per request). */
  getTrackIds: number;
  audio: {
    megabytes: number;
    connections: number;
    /** Alternating rounds (bare, earshot, bare, …) sharing the measured duration. */
    rounds: number;
    bareReadBuffer: number;
  };
}

/**
 * The targets on the 2-core reference machine, without shared answers: the catalogue issue's,
 * raised by issue 10 §5 (GetTrack 8,000 req/s, ListTracks 5,000 req/s).
 */
export const TARGETS = {
  getTrackRpsMin: 8000,
  getTrackP99MaxMs: 25,
  listRpsMin: 5000,
  trendingP95MaxMs: 20,
  trendingJobMaxSeconds: 30,
  audioRatioMin: 0.5,
} as const;

/**
 * Reads DATABASE_URL, BENCH_CONNECTIONS/WARMUP/DURATION, BENCH_TRACKS/LISTENS,
 * BENCH_CATALOG_CACHE_MS, BENCH_AUDIO_*.
 */
export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const tracks = positive(env, 'BENCH_TRACKS', 100_000);
  return {
    databaseUrl: env.DATABASE_URL || DEFAULT_DATABASE_URL,
    connections: positive(env, 'BENCH_CONNECTIONS', 50),
    warmupSeconds: positive(env, 'BENCH_WARMUP', 3),
    durationSeconds: positive(env, 'BENCH_DURATION', 10),
    sizes: {
      genres: 20,
      artists: Math.max(1, Math.floor(tracks / 20)),
      albums: Math.max(1, Math.floor(tracks / 10)),
      tracks,
      listens: positive(env, 'BENCH_LISTENS', 1_000_000),
      listeners: 50_000,
      days: 60,
      playlists: 1_000,
      entriesPerPlaylist: 30,
    },
    catalogCacheMs: nonNegative(env, 'BENCH_CATALOG_CACHE_MS', 0),
    getTrackIds: Math.min(tracks, 1_000),
    audio: {
      megabytes: positive(env, 'BENCH_AUDIO_MB', 64),
      connections: positive(env, 'BENCH_AUDIO_CONNECTIONS', 4),
      rounds: positive(env, 'BENCH_AUDIO_ROUNDS', 2),
      // The same read buffer earshot's /media route uses (1 MiB), so only the framework differs.
      bareReadBuffer: positive(env, 'BENCH_AUDIO_BARE_BUFFER', 1 << 20),
    },
  };
}
