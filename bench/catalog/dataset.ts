import type { DatasetSizes } from './settings';

/** One step of the bulk load, for progress and timing. */
export interface Step {
  label: string;
  sql: string;
}

// Multipliers coprime with any track count that is not their multiple: they scatter ids.
const SCATTER = 7919;
const SCATTER_2 = 104_729;
const WORDS = `array['Blue','Night','River','Echo','Gold','Static','Velvet','Ember','Drift','Halo']`;

/**
 * The data set as SQL, to run in order on one connection inside one transaction (the seed
 * makes it the same every run). Ids are explicit, so identity sequences are moved past them.
 * Listens: a skewed popularity (track rank ~ uniform^2.5, scattered over ids, so a few tracks
 * of every genre lead), spread evenly over `days` before `now`, by `listeners` listeners.
 */
export function datasetSteps(s: DatasetSizes, now: Date): Step[] {
  const at = `'${now.toISOString()}'::timestamptz`;
  return [
    { label: 'seed', sql: 'select setseed(0.20261121)' },
    {
      label: `${s.genres} genres`,
      sql: `insert into genres (id, name, description, image_url)
        select g, 'Genre ' || g, 'Bench genre ' || g, '/media/bench/genre-' || g || '.svg'
        from generate_series(1, ${s.genres}) g`,
    },
    {
      label: `${s.artists} artists`,
      sql: `insert into artists (id, name, bio, avatar_url, verification_status)
        select a, 'Artist ' || a, 'Plays in the bench data set.', '/media/bench/artist-' || a || '.svg',
          case when a % 3 = 0 then 'verified' else 'unverified' end
        from generate_series(1, ${s.artists}) a`,
    },
    {
      label: `${s.albums} albums`,
      sql: `insert into albums (id, title, artist_id, genre_id, cover_url, release_date)
        select b, 'Album ' || b, 1 + (b - 1) % ${s.artists}, 1 + ((b - 1) % ${s.artists}) % ${s.genres},
          '/media/bench/album-' || b || '.svg', date '2010-01-01' + (b % 5000)
        from generate_series(1, ${s.albums}) b`,
    },
    {
      label: `${s.tracks} tracks`,
      sql: `insert into tracks (id, title, artist_id, album_id, genre_id, track_number,
          duration_seconds, url, source, image_url)
        select t, (${WORDS})[1 + t % 10] || ' ' || (${WORDS})[1 + (t / 10) % 10] || ' ' || t,
          b.artist_id, b.id, b.genre_id, 1 + (t - 1) / ${s.albums}, 120 + (t * 37) % 240,
          'https://open.spotify.com/track/' || lpad(t::text, 22, '0'), 'spotify', b.cover_url
        from generate_series(1, ${s.tracks}) t
        join albums b on b.id = 1 + (t - 1) % ${s.albums}`,
    },
    {
      label: 'identity sequences',
      sql: ['genres', 'artists', 'albums', 'tracks']
        .map(
          (table) =>
            `select setval(pg_get_serial_sequence('${table}', 'id'), max(id)) from ${table}`,
        )
        .join(';\n'),
    },
    {
      label: `${s.playlists} playlists`,
      sql: `insert into playlists (id, title, description, is_official, is_public, is_featured)
        select 'bench-pl-' || p, 'Playlist ' || p, 'A bench playlist.', p % 10 = 0, p % 7 <> 0, p % 50 = 0
        from generate_series(1, ${s.playlists}) p`,
    },
    {
      label: `${s.playlists * s.entriesPerPlaylist} playlist entries`,
      sql: `insert into playlist_entries (id, playlist_id, track_id, position)
        select 'bench-pe-' || p || '-' || i, 'bench-pl-' || p,
          1 + (p::bigint * ${SCATTER} + i::bigint * ${SCATTER_2}) % ${s.tracks}, i
        from generate_series(1, ${s.playlists}) p, generate_series(1, ${s.entriesPerPlaylist}) i`,
    },
    {
      label: `${s.listens} listens`,
      sql: `insert into listens (listener_id, track_id, listened_at, credited_seconds)
        select 'listener-' || (1 + floor(random() * ${s.listeners}))::int,
          1 + (floor(${s.tracks} * power(random(), 2.5))::bigint * ${SCATTER}) % ${s.tracks},
          ${at} - random() * interval '${s.days} days',
          30 + floor(random() * 180)::int
        from generate_series(1, ${s.listens})`,
    },
  ];
}

/** Tables whose statistics are refreshed after the load (as autovacuum would, eventually). */
export const ANALYZED_TABLES = [
  'genres',
  'artists',
  'albums',
  'tracks',
  'playlists',
  'playlist_entries',
  'listens',
];
