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
import { insertPlaylists } from '../factories/playlists';
import { writeDemoMedia } from '~/media/demo-media';
import { demoCovers } from './demo-covers';
import { demoListens } from './demo-listens';
import { demoPlaylists } from './demo-playlists';
import { BIO_CLOSERS, BIO_OPENERS, FIRST, GENRES, SECOND, TITLE_WORDS } from './demo-words';
import type { SeedContext } from './seed-context';
import { platformUrl } from './platform-urls';
import { seededRandom, type Random } from '~/random';
import { seedListensOnce } from './seed-listens';

const ARTISTS = 40;
const ALBUMS_PER_ARTIST = 2;
const TRACKS_PER_ALBUM = 5;
const PLATFORMS = ['spotify', 'youtube', 'soundcloud'] as const;
/** Every 13th track is hosted audio generated at seed time: 30 of the 400. */
const HOSTED_EVERY = 13;

const title = (random: Random, words: number) =>
  Array.from({ length: words }, () => random.pick(TITLE_WORDS)).join(' ');

const hostedPath = (trackId: number) => `demo/audio/track-${trackId}.wav`;

/**
 * The demo catalogue a new user sees on first start: 12 genres, 40 artists, 80 albums and
 * 400 tracks (30 of them hosted audio made here), covers, 12 official playlists and 60 days
 * of Listens, all from a fixed seed with fixed ids.
 */
export async function seedDemo(db: Db, context: SeedContext): Promise<void> {
  const random = seededRandom(20261121);
  const genres = GENRES.map(([name, description], i) =>
    genreRow({ id: i + 1, name, description, imageUrl: `/media/demo/covers/genre-${i + 1}.svg` }),
  );
  const artists: NewArtist[] = [];
  const albums: NewAlbum[] = [];
  const tracks: (NewTrack & { id: number; genre: string })[] = [];
  for (let a = 1; a <= ARTISTS; a++) {
    // Each pass over FIRST shifts SECOND by one, so no two artists share a name.
    const round = Math.floor((a - 1) / FIRST.length);
    const name = `${FIRST[(a - 1) % FIRST.length]} ${SECOND[(a * 7 + round) % SECOND.length]}`;
    artists.push(
      artistRow({
        id: a,
        name,
        bio: `${random.pick(BIO_OPENERS)} ${name} ${random.pick(BIO_CLOSERS)}`,
        avatarUrl: `/media/demo/covers/artist-${a}.svg`,
        verificationStatus: a % 3 === 0 ? 'verified' : 'unverified',
      }),
    );
    const genreIndex = (a - 1) % genres.length;
    for (let b = 0; b < ALBUMS_PER_ARTIST; b++) {
      const albumId = (a - 1) * ALBUMS_PER_ARTIST + b + 1;
      const year = 2012 + ((a + b * 5) % 14);
      const coverUrl = `/media/demo/covers/album-${albumId}.svg`;
      const month = String(random.int(1, 12)).padStart(2, '0');
      const day = String(random.int(1, 28)).padStart(2, '0');
      albums.push(
        albumRow({
          id: albumId,
          artistId: a,
          genreId: genreIndex + 1,
          title: title(random, random.int(1, 3)),
          coverUrl,
          releaseDate: `${year}-${month}-${day}`,
        }),
      );
      for (let t = 1; t <= TRACKS_PER_ALBUM; t++) {
        const id = (albumId - 1) * TRACKS_PER_ALBUM + t;
        const hosted = id % HOSTED_EVERY === 0;
        const platform = PLATFORMS[id % PLATFORMS.length]!;
        const trackTitle = title(random, random.int(1, 3));
        tracks.push({
          ...trackRow({
            id,
            artistId: a,
            albumId,
            genreId: genreIndex + 1,
            trackNumber: t,
            title: trackTitle,
            durationSeconds: hosted ? random.int(30, 120) : random.int(140, 320),
            source: hosted ? 'hosted' : platform,
            url: hosted
              ? `/media/${hostedPath(id)}`
              : platformUrl(platform, random, name, trackTitle),
            imageUrl: coverUrl,
          }),
          id,
          genre: GENRES[genreIndex]![0],
        });
      }
    }
  }
  await writeHostedAudio(tracks, context);
  await writeDemoMedia(context.mediaDir, demoCovers({ genres, artists, albums }));
  await insertCatalog(db, { genres, artists, albums, tracks });
  const playlists = demoPlaylists(random, tracks);
  await writeDemoMedia(
    context.mediaDir,
    demoCovers({ playlists: playlists.map((p) => p.playlist) }),
  );
  await insertPlaylists(db, playlists);
  await seedListensOnce(db, 'demo-listener-', () =>
    demoListens(seededRandom(7), tracks, context.clock.now()),
  );
}

/** Renders the hosted tracks' audio (only files that are missing) and records hash and length. */
async function writeHostedAudio(
  tracks: (NewTrack & { id: number; genre: string })[],
  context: SeedContext,
) {
  const hosted = tracks.filter((track) => track.source === 'hosted');
  const written = await writeDemoMedia(
    context.mediaDir,
    hosted.map((track) => ({
      kind: 'audio' as const,
      relPath: hostedPath(track.id),
      genre: track.genre,
      seed: track.id,
      seconds: track.durationSeconds,
    })),
    { onProgress: (done, total) => context.onProgress?.(`demo audio ${done}/${total}`) },
  );
  hosted.forEach((track, i) => {
    track.mediaHash = written[i]!.sha256;
    track.durationSeconds = Math.round(written[i]!.durationSeconds);
  });
}
