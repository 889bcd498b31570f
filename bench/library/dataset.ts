import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client';
import type { Settings } from './settings';

/** The one signed-in user measured, with the bearer token of a session of theirs. */
export interface Member {
  userId: string;
  token: string;
  playlistId: string;
}

const USER_ID = 'cbenchlibrary000000000001';
const PLAYLIST_ID = 'pl_bench_own';
const ARTISTS = 100;
const ALBUMS = 1_000;

/**
 * Migrates the bench database (openDatabase) and loads by SQL: a catalogue big enough for the
 * favourites, one active user with `favorites` liked tracks (newest first by created_at) and a
 * private playlist of `playlistTracks` entries, and a live session whose token is answered.
 */
export async function loadDataset(url: string, s: Settings): Promise<Member> {
  const database = await openDatabase({ url });
  await database.close();
  const tracks = Math.max(s.favorites, s.playlistTracks) + 1_000;
  const token = randomBytes(32).toString('base64url');
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(`insert into genres (id, name) values (1, 'Bench')`);
    await client.query(`insert into artists (id, name) select a, 'Artist ' || a
      from generate_series(1, ${ARTISTS}) a`);
    await client.query(`insert into albums (id, title, artist_id, genre_id)
      select b, 'Album ' || b, 1 + b % ${ARTISTS}, 1 from generate_series(1, ${ALBUMS}) b`);
    await client.query(`insert into tracks (id, title, artist_id, album_id, genre_id,
        duration_seconds, url, source)
      select t, 'Track ' || t, 1 + (t % ${ALBUMS}) % ${ARTISTS}, 1 + t % ${ALBUMS}, 1,
        120 + t % 240, 'https://open.spotify.com/track/' || lpad(t::text, 22, '0'), 'spotify'
      from generate_series(1, ${tracks}) t`);
    await client.query(`insert into users (id, email, status, name)
      values ('${USER_ID}', 'bench@example.com', 'active', 'Bench Listener')`);
    await client.query(`insert into sessions (token_hash, user_id, expires_at)
      values ('${tokenHash}', '${USER_ID}', now() + interval '1 day')`);
    await client.query(`insert into favorites (id, user_id, item_type, item_id, created_at)
      select 'fav_bench_' || f, '${USER_ID}', 'track', f, now() - f * interval '1 minute'
      from generate_series(1, ${s.favorites}) f`);
    await client.query(`insert into playlists (id, title, is_public, created_by)
      values ('${PLAYLIST_ID}', 'Bench own playlist', false, '${USER_ID}')`);
    await client.query(`insert into playlist_entries (id, playlist_id, track_id, position)
      select 'pe_bench_' || i, '${PLAYLIST_ID}', 1 + (i * 7919) % ${tracks}, i
      from generate_series(0, ${s.playlistTracks - 1}) i`);
    await client.query('commit');
    await client.query('vacuum analyze tracks, favorites, playlists, playlist_entries, sessions');
  } finally {
    await client.end();
  }
  return { userId: USER_ID, token, playlistId: PLAYLIST_ID };
}
