import type { Db } from '../client';
import {
  albumRow,
  artistRow,
  genreRow,
  insertCatalog,
  trackRow,
  type NewAlbum,
  type NewArtist,
  type NewTrack,
} from '../factories/catalog';
import { BIO_CLOSERS, BIO_OPENERS, FIRST, GENRES, SECOND, TITLE_WORDS } from './demo-words';
import { seededRandom, type Random } from './random';
import { platformUrl } from './platform-urls';

const ARTISTS = 40;
const ALBUMS_PER_ARTIST = 2;
const TRACKS_PER_ALBUM = 5;
const PLATFORMS = ['spotify', 'youtube', 'soundcloud'] as const;

const title = (random: Random, words: number) =>
  Array.from({ length: words }, () => random.pick(TITLE_WORDS)).join(' ');

/**
 * The demo catalogue a new user sees on first start: 12 genres, 40 artists, 80 albums,
 * 400 tracks, all with fixed ids, generated from a fixed seed.
 */
export async function seedDemo(db: Db): Promise<void> {
  const random = seededRandom(20261121);
  const genres = GENRES.map(([name, description], i) => genreRow({ id: i + 1, name, description }));
  const artists: NewArtist[] = [];
  const albums: NewAlbum[] = [];
  const tracks: NewTrack[] = [];
  for (let a = 1; a <= ARTISTS; a++) {
    const name = `${FIRST[(a - 1) % FIRST.length]} ${SECOND[(a * 7) % SECOND.length]}`;
    artists.push(
      artistRow({
        id: a,
        name,
        bio: `${random.pick(BIO_OPENERS)} ${name} ${random.pick(BIO_CLOSERS)}`,
        verificationStatus: a % 3 === 0 ? 'verified' : 'unverified',
      }),
    );
    const genreId = ((a - 1) % genres.length) + 1;
    for (let b = 0; b < ALBUMS_PER_ARTIST; b++) {
      const albumId = (a - 1) * ALBUMS_PER_ARTIST + b + 1;
      const year = 2012 + ((a + b * 5) % 14);
      albums.push(
        albumRow({
          id: albumId,
          artistId: a,
          genreId,
          title: title(random, random.int(1, 3)),
          releaseDate: `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
        }),
      );
      for (let t = 1; t <= TRACKS_PER_ALBUM; t++) {
        const trackId = (albumId - 1) * TRACKS_PER_ALBUM + t;
        const source = PLATFORMS[trackId % PLATFORMS.length]!;
        const trackTitle = title(random, random.int(1, 3));
        tracks.push(
          trackRow({
            id: trackId,
            artistId: a,
            albumId,
            genreId,
            trackNumber: t,
            title: trackTitle,
            durationSeconds: random.int(140, 320),
            source,
            url: platformUrl(source, random, name, trackTitle),
          }),
        );
      }
    }
  }
  await insertCatalog(db, { genres, artists, albums, tracks });
}
