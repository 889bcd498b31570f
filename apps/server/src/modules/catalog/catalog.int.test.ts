import { Code, ConnectError } from '@connectrpc/connect';
import {
  CatalogService,
  TrackSource,
  VerificationStatus,
} from '@earshot/contract/catalog/v1/catalog';
import { ErrorDetailSchema } from '@earshot/contract/common/v1/error';
import { describe, expect, it } from 'vitest';
import { seedCatalogFixture } from '~/test/catalog-fixture';
import { useTestServer } from '~/test/fixture';

const t = useTestServer({ seed: ({ db }) => seedCatalogFixture(db) });

const client = () => t.rpc(CatalogService);

async function rejection(promise: Promise<unknown>) {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ConnectError);
  const connectError = err as ConnectError;
  return {
    code: connectError.code,
    message: connectError.rawMessage,
    reason: connectError.findDetails(ErrorDetailSchema)[0]?.reason,
  };
}

describe.each(['connect', 'grpc-web'] as const)('ListTracks over %s', (protocol) => {
  it('answers the first 25 tracks in id order with artist, album and total', async () => {
    const res = await t.rpc(CatalogService, { protocol }).listTracks({});
    expect([res.offset, res.limit, res.total]).toEqual([0, 25, 32]);
    expect(res.tracks.map((track) => track.trackId)).toEqual(
      Array.from({ length: 25 }, (_, i) => 100 + i),
    );
    expect(res.tracks[0]).toMatchObject({
      title: 'Song 0',
      artistId: 7,
      artistName: 'Nina Fixture',
      albumId: 20,
      albumTitle: 'Old',
      trackNumber: 5,
      duration: 61,
      source: TrackSource.HOSTED,
      url: '/media/song-0.wav',
    });
  });
});

describe('tracks', () => {
  it('pages with offset and limit, and answers an empty page past the end', async () => {
    const res = await client().listTracks({ offset: 28, limit: 100 });
    expect(res.tracks.map((track) => track.title)).toEqual([
      'Song 28',
      'Song 29',
      'Second A',
      'Second B',
    ]);
    expect((await client().listTracks({ offset: 500, limit: 10 })).tracks).toEqual([]);
  });

  it('filters by album (in album order), artist and genre', async () => {
    const album = await client().listTracks({ albumId: 20 });
    expect(album.tracks.map((track) => track.trackNumber)).toEqual([1, 2, 3, 4, 5]);
    expect(album.total).toBe(5);
    expect((await client().listTracks({ artistId: 8 })).total).toBe(2);
    expect((await client().listTracks({ genreId: 2 })).tracks.map((x) => x.trackId)).toEqual([
      200, 201,
    ]);
  });

  it('names each track’s own artist and album, and no album for a track without one', async () => {
    const page = await client().listTracks({ offset: 28, limit: 4 });
    expect(page.tracks.map((x) => [x.trackId, x.artistName, x.albumId, x.albumTitle])).toEqual([
      [128, 'Nina Fixture', 0, ''],
      [129, 'Nina Fixture', 0, ''],
      [200, 'Otto Second', 22, 'Undated'],
      [201, 'Otto Second', 22, 'Undated'],
    ]);
    const { track } = await client().getTrack({ trackId: 101 });
    expect([track?.artistName, track?.albumTitle]).toEqual(['Nina Fixture', 'Old']);
    expect((await client().getTrack({ trackId: 110 })).track).toMatchObject({
      artistName: 'Nina Fixture',
      albumId: 0,
      albumTitle: '',
    });
  });

  it('gets one track, and a missing one is NotFound in the spec’s words', async () => {
    expect((await client().getTrack({ trackId: 200 })).track?.title).toBe('Second A');
    expect(await rejection(client().getTrack({ trackId: 999 }))).toEqual({
      code: Code.NotFound,
      message: 'The requested resource was not found.',
      reason: 'track_not_found',
    });
  });

  it.each([
    [{ limit: 101 }, 'limit must be between 1 and 100', 'page_limit_out_of_range'],
    [{ limit: 0 }, 'limit must be between 1 and 100', 'page_limit_out_of_range'],
    [{ offset: -1 }, 'offset must be 0 or more', 'page_offset_out_of_range'],
    [{ albumId: -4 }, 'album_id must be a whole number above 0', 'invalid_album_id'],
    [{ genreId: 0 }, 'genre_id must be a whole number above 0', 'invalid_genre_id'],
  ])('refuses %j as InvalidArgument', async (request, message, reason) => {
    expect(await rejection(client().listTracks(request))).toEqual({
      code: Code.InvalidArgument,
      message,
      reason,
    });
  });

  it('refuses a malformed track id', async () => {
    expect((await rejection(client().getTrack({ trackId: 0 }))).code).toBe(Code.InvalidArgument);
  });
});

describe('artists, albums and genres', () => {
  it('lists artists by name with their counts, and gets one', async () => {
    const res = await client().listArtists({});
    expect(res.artists.map((a) => [a.name, a.albumCount, a.trackCount])).toEqual([
      ['Nina Fixture', 2, 30],
      ['Otto Second', 1, 2],
    ]);
    expect([res.limit, res.total]).toEqual([20, 2]);
    const { artist } = await client().getArtist({ artistId: 7 });
    expect(artist).toMatchObject({
      bio: 'Sings.',
      verificationStatus: VerificationStatus.VERIFIED,
    });
    expect((await rejection(client().getArtist({ artistId: 3 }))).reason).toBe('artist_not_found');
  });

  it('lists albums newest release first, undated last, optionally of one artist', async () => {
    const all = await client().listAlbums({});
    expect(all.albums.map((a) => a.title)).toEqual(['New', 'Old', 'Undated']);
    expect(all.albums[1]).toMatchObject({
      artistName: 'Nina Fixture',
      genreName: 'Jazz',
      releaseDate: '2001-01-01',
      trackCount: 5,
    });
    expect((await client().listAlbums({ artistId: 8 })).albums.map((a) => a.albumId)).toEqual([22]);
    expect((await client().getAlbum({ albumId: 22 })).album?.releaseDate).toBe('');
    expect((await rejection(client().getAlbum({ albumId: 99 }))).reason).toBe('album_not_found');
  });

  it('lists genres by name with track counts, and gets one', async () => {
    const res = await client().listGenres({});
    expect(res.genres.map((g) => [g.name, g.trackCount])).toEqual([
      ['Jazz', 30],
      ['Rock', 2],
    ]);
    expect((await client().getGenre({ genreId: 2 })).genre?.name).toBe('Rock');
    expect((await rejection(client().getGenre({ genreId: 5 }))).code).toBe(Code.NotFound);
  });
});

describe('playlists', () => {
  it('lists public playlists only, featured and official first, with filters', async () => {
    const all = await client().getPublicPlaylists({});
    expect(all.playlists.map((p) => p.playlistId)).toEqual(['pl-feat', 'pl-empty', 'pl-public']);
    expect(all.playlists[0]).toMatchObject({
      isOfficial: true,
      isFeatured: true,
      isPublic: true,
      creatorName: 'Earshot',
      trackCount: 3,
    });
    const featured = await client().getPublicPlaylists({ isFeatured: true });
    expect(featured.playlists.map((p) => p.playlistId)).toEqual(['pl-feat']);
    const userMade = await client().getPublicPlaylists({ isOfficial: false });
    expect(userMade.playlists.map((p) => p.playlistId)).toEqual(['pl-public']);
  });

  it('lists a playlist’s entries in order with their tracks', async () => {
    const res = await client().listPlaylistTracks({ playlistId: 'pl-feat' });
    expect(res.entries.map((e) => [e.position, e.trackId, e.track?.title])).toEqual([
      [0, 201, 'Second B'],
      [1, 100, 'Song 0'],
      [2, 105, 'Song 5'],
    ]);
    expect([res.limit, res.total]).toEqual([50, 3]);
    expect(res.entries[0]?.addedAt).toBeDefined();
    const empty = await client().listPlaylistTracks({ playlistId: 'pl-empty' });
    expect([empty.entries.length, empty.total]).toEqual([0, 0]);
  });

  it('treats a private playlist as missing to anyone but its owner', async () => {
    // One call at a time: a call started early could reject before anyone awaits it.
    for (const call of [
      () => client().getPlaylist({ playlistId: 'pl-private' }),
      () => client().listPlaylistTracks({ playlistId: 'pl-private' }),
      () => client().getPlaylist({ playlistId: 'nope' }),
    ]) {
      expect(await rejection(call())).toEqual({
        code: Code.NotFound,
        message: 'The requested resource was not found.',
        reason: 'playlist_not_found',
      });
    }
  });

  it('refuses malformed playlist ids and limits over 1000', async () => {
    expect((await rejection(client().getPlaylist({ playlistId: '../x' }))).reason).toBe(
      'invalid_playlist_id',
    );
    expect(
      (await rejection(client().listPlaylistTracks({ playlistId: 'pl-feat', limit: 1001 })))
        .message,
    ).toBe('limit must be between 1 and 1000');
  });
});
