import type { Db } from '~/db/client';
import { albumRow, artistRow, genreRow, insertCatalog, trackRow } from '~/db/factories/catalog';
import { insertPlaylists, playlistRow } from '~/db/factories/playlists';

/**
 * A small catalogue the catalogue tests read: 2 genres, 2 artists, 3 albums, 30 tracks of
 * artist 7 (ids 100-129; album 20 holds 100-104 in reverse track order), 2 tracks of
 * artist 8, and playlists: featured official, plain public, private, empty.
 */
export async function seedCatalogFixture(db: Db) {
  await insertCatalog(db, {
    genres: [genreRow({ id: 1, name: 'Jazz' }), genreRow({ id: 2, name: 'Rock' })],
    artists: [
      artistRow({ id: 7, name: 'Nina Fixture', bio: 'Sings.', verificationStatus: 'verified' }),
      artistRow({ id: 8, name: 'Otto Second' }),
    ],
    albums: [
      albumRow({ id: 20, artistId: 7, genreId: 1, title: 'Old', releaseDate: '2001-01-01' }),
      albumRow({ id: 21, artistId: 7, genreId: 1, title: 'New', releaseDate: '2024-06-01' }),
      albumRow({ id: 22, artistId: 8, genreId: 2, title: 'Undated' }),
    ],
    tracks: [
      ...Array.from({ length: 30 }, (_, i) =>
        trackRow({
          id: 100 + i,
          artistId: 7,
          albumId: i < 5 ? 20 : null,
          trackNumber: i < 5 ? 5 - i : null,
          genreId: 1,
          title: `Song ${i}`,
          durationSeconds: 61 + i,
          source: i === 0 ? 'hosted' : 'youtube',
          url:
            i === 0 ? '/media/song-0.wav' : `https://www.youtube.com/watch?v=abcdefghij${i % 10}`,
        }),
      ),
      trackRow({ id: 200, artistId: 8, albumId: 22, genreId: 2, title: 'Second A' }),
      trackRow({ id: 201, artistId: 8, albumId: 22, genreId: 2, title: 'Second B' }),
    ],
  });
  await insertPlaylists(db, [
    {
      playlist: playlistRow({
        id: 'pl-feat',
        title: 'Featured',
        isOfficial: true,
        isFeatured: true,
      }),
      trackIds: [201, 100, 105],
    },
    { playlist: playlistRow({ id: 'pl-public', title: 'Public Mix' }), trackIds: [200] },
    {
      playlist: playlistRow({
        id: 'pl-private',
        title: 'Secret',
        isPublic: false,
        createdBy: 'u1',
      }),
      trackIds: [100],
    },
    { playlist: playlistRow({ id: 'pl-empty', title: 'Empty', isOfficial: true }), trackIds: [] },
  ]);
}
