import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';

/** The catalogue of issue 14's benchmark at scale 1. */
export const SIZES = { tracks: 1_000_000, artists: 100_000, albums: 200_000, playlists: 100_000 };

// Names are two or three words of this vocabulary, some accented, picked by cheap hashes of the id.
const WORDS = `neon satellite café midnight river échos golden static velvet thunder paper lantern
  ocean glass silver morning hollow crystal electric garden winter summer shadow fire wild
  dream city north southern broken quiet amber signal orbit lunar solar distant harbour
  forest cloud rain storm canyon desert copper marble ivory scarlet cobalt jade ember frost
  whisper echo tide meadow valley island comet nebula pulse rhythm soul blues jazz`
  .split(/\s+/)
  .filter(Boolean);

const words = sql.raw(`array[${WORDS.map((w) => `'${w}'`).join(',')}]`);
const n = WORDS.length;
// `w` is the vocabulary, joined into each insert as a one-row subquery.
const word = (expr: string, prime: number) =>
  sql.raw(`w[1 + ((${expr})::bigint * ${prime}) % ${n}]`);

/** Inserts the catalogue in bulk; the search triggers index it in the same statements. */
export async function generateCatalogue(db: Db, sizes: typeof SIZES): Promise<void> {
  const name = (expr: string) =>
    sql`initcap(${word(expr, 7919)} || ' ' || ${word(expr, 104729)} || case when (${sql.raw(expr)}) % 3 = 0 then ' ' || ${word(expr, 1299709)} else '' end)`;
  await db.execute(
    sql`insert into genres (name) select 'Genre ' || g from generate_series(1, 20) g`,
  );
  await db.execute(
    sql`insert into artists (name, bio) select ${name('i')}, 'Artist number ' || i from (select ${words} as w) v, generate_series(1, ${sizes.artists}) i`,
  );
  await db.execute(
    sql`insert into albums (title, artist_id, genre_id, release_date)
      select ${name('i + 17')}, 1 + (i * 31) % ${sizes.artists}, 1 + i % 20,
        date '1970-01-01' + ((i * 97) % 20000)
      from (select ${words} as w) v, generate_series(1, ${sizes.albums}) i`,
  );
  await db.execute(
    sql`insert into tracks (title, artist_id, album_id, duration_seconds, url, source)
      select ${name('i + 101')}, 1 + (i * 31) % ${sizes.artists}, 1 + (i * 13) % ${sizes.albums},
        120 + i % 240, 'https://open.spotify.com/track/' || lpad(i::text, 22, '0'), 'spotify'
      from (select ${words} as w) v, generate_series(1, ${sizes.tracks}) i`,
  );
  await db.execute(
    sql`insert into playlists (id, title, description, is_official)
      select 'bench-' || i, ${name('i + 7')}, 'Playlist number ' || i, true
      from (select ${words} as w) v, generate_series(1, ${sizes.playlists}) i`,
  );
  await db.execute(sql`analyze`);
}
