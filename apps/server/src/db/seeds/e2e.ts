import type { Db } from '../client';
import { albumRow, artistRow, genreRow, insertCatalog, trackRow } from '../factories/catalog';

/** How many tracks the e2e catalogue holds: more than one Discover page (25). */
export const E2E_TRACK_COUNT = 30;

/**
 * The small, fixed catalogue the browser journeys run against. Names are stable so
 * journeys can look for them; change them only together with e2e/.
 */
export async function seedE2e(db: Db): Promise<void> {
  await insertCatalog(db, {
    genres: [genreRow({ id: 1, name: 'Jazz' }), genreRow({ id: 2, name: 'Rock' })],
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
    tracks: Array.from({ length: E2E_TRACK_COUNT }, (_, i) =>
      trackRow({
        id: i + 1,
        artistId: (i % 2) + 1,
        albumId: (i % 2) + 1,
        genreId: (i % 2) + 1,
        trackNumber: Math.floor(i / 2) + 1,
        title: `E2E Track ${String(i + 1).padStart(2, '0')}`,
        durationSeconds: 60 + i,
      }),
    ),
  });
}
