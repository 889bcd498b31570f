import type { Db } from '../client';
import { albumRow, artistRow, genreRow, insertCatalog, trackRow } from '../factories/catalog';
import { insertPlaylists, playlistRow } from '../factories/playlists';
import { writeDemoMedia } from '~/media/demo-media';
import type { SeedContext } from './seed-context';
import { e2eListens } from './e2e-listens';
import { seedListensOnce } from './seed-listens';

/** How many tracks the e2e catalogue holds: more than one Discover page (25). */
export const E2E_TRACK_COUNT = 30;

/** Tracks 1 and 2 are short hosted audio, so journeys can hear one end. */
const HOSTED = [
  { id: 1, genre: 'Rock', seconds: 6 },
  { id: 2, genre: 'Jazz', seconds: 8 },
];

/**
 * Track 31 is longer hosted audio outside every album and the first Discover page, so the
 * listening journeys can earn for a while without changing what the other journeys count.
 */
const LONG_LISTEN = { id: 31, genre: 'Ambient', seconds: 90 };

/** Track 31's row: by Fixture Quartet, Ambient, on no album. */
function longListenRow(file: { url: string; sha256: string; durationSeconds: number }) {
  return trackRow({
    id: LONG_LISTEN.id,
    artistId: 2,
    genreId: 3,
    title: `E2E Track ${LONG_LISTEN.id}`,
    durationSeconds: Math.round(file.durationSeconds),
    source: 'hosted',
    url: file.url,
    mediaHash: file.sha256,
  });
}

/**
 * The small, fixed catalogue the browser journeys run against. Names are stable so
 * journeys can look for them; change them only together with e2e/.
 */
export async function seedE2e(db: Db, context: SeedContext): Promise<void> {
  const audio = await writeDemoMedia(
    context.mediaDir,
    [...HOSTED, LONG_LISTEN].map(({ id, genre, seconds }) => ({
      kind: 'audio' as const,
      relPath: `e2e/audio/track-${id}.wav`,
      genre,
      seed: id,
      seconds,
    })),
  );
  await insertCatalog(db, {
    genres: [
      genreRow({ id: 1, name: 'Jazz' }),
      genreRow({ id: 2, name: 'Rock' }),
      genreRow({ id: 3, name: 'Ambient' }),
    ],
    artists: [
      artistRow({ id: 1, name: 'The Test Pilots', verificationStatus: 'verified' }),
      artistRow({ id: 2, name: 'Fixture Quartet' }),
    ],
    albums: [
      albumRow({
        id: 1,
        artistId: 1,
        genreId: 2,
        title: 'First Flight',
        releaseDate: '2024-05-01',
      }),
      albumRow({ id: 2, artistId: 2, genreId: 1, title: 'Standards', releaseDate: '2023-09-15' }),
    ],
    tracks: Array.from({ length: E2E_TRACK_COUNT }, (_, i) => {
      const id = i + 1;
      const onFirstAlbum = id % 2 === 1;
      const hosted = audio[HOSTED.findIndex((h) => h.id === id)];
      return trackRow({
        id,
        artistId: onFirstAlbum ? 1 : 2,
        albumId: onFirstAlbum ? 1 : 2,
        genreId: onFirstAlbum ? 2 : 1,
        trackNumber: Math.ceil(id / 2),
        title: `E2E Track ${String(id).padStart(2, '0')}`,
        durationSeconds: hosted ? Math.round(hosted.durationSeconds) : 60 + i,
        ...(hosted ? { source: 'hosted', url: hosted.url, mediaHash: hosted.sha256 } : {}),
      });
    }).concat(longListenRow(audio[HOSTED.length]!)),
  });
  await insertPlaylists(db, [
    {
      playlist: playlistRow({
        id: 'pl-e2e-featured',
        title: 'E2E Featured Mix',
        description: 'The journeys’ favourite tracks.',
        isOfficial: true,
        isFeatured: true,
      }),
      trackIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    },
    {
      playlist: playlistRow({ id: 'pl-e2e-empty', title: 'E2E Empty List', isOfficial: true }),
      trackIds: [],
    },
    {
      playlist: playlistRow({
        id: 'pl-e2e-private',
        title: 'E2E Private List',
        isPublic: false,
        createdBy: 'user-e2e-owner',
      }),
      trackIds: [1],
    },
  ]);
  await seedListensOnce(db, 'e2e-listener-', () => e2eListens(context.clock.now()));
}
