import { Code, createClient } from '@connectrpc/connect';
import { createGrpcTransport } from '@connectrpc/connect-node';
import { CatalogService } from '@earshot/contract/catalog/v1/catalog';
import { LibraryService } from '@earshot/contract/library/v1/library';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playlists } from '~/db/schema';
import { seedCatalogFixture } from '~/test/catalog-fixture';
import { useTestServer } from '~/test/fixture';
import { failure } from '~/test/rpc-client';

const t = useTestServer({ seed: ({ db }) => seedCatalogFixture(db) });

async function member() {
  const { token, id, rpc } = await t.account('owner');
  return { token, userId: id, library: rpc(LibraryService), catalog: rpc(CatalogService) };
}
type Member = Awaited<ReturnType<typeof member>>;

const create = (m: Member, title = 'Road trip', isPublic = false) =>
  m.library.createPlaylist({ title, description: 'Long drives', imageUrl: '', isPublic });

const trackIdsOf = async (m: Member, playlistId: string) =>
  (await m.library.getPlaylistTracks({ playlistId })).entries.map((e) => e.trackId);

describe('LibraryService own playlists', () => {
  it('answers a new user with no playlists', async () => {
    const m = await member();
    expect(await m.library.listPlaylists({})).toMatchObject({
      playlists: [],
      total: 0,
      offset: 0,
      limit: 20,
    });
  });

  it('creates playlists, lists them newest first, and filters by visibility', async () => {
    const m = await member();
    const made = await m.library.createPlaylist({
      title: '  Road trip  ',
      description: 'Long drives',
      imageUrl: 'https://cdn.example.com/road.jpg',
      isPublic: false,
    });
    expect(made.version).toBe(1);
    expect(made.playlist).toMatchObject({
      title: 'Road trip',
      description: 'Long drives',
      coverImage: 'https://cdn.example.com/road.jpg',
      isPublic: false,
      isOfficial: false,
      createdBy: m.userId,
      trackCount: 0,
    });
    await create(m, 'Gym', true);
    const all = await m.library.listPlaylists({});
    expect(all.total).toBe(2);
    expect(all.playlists.map((p) => p.title)).toEqual(['Gym', 'Road trip']);
    const onlyPrivate = await m.library.listPlaylists({ isPublic: false });
    expect(onlyPrivate.playlists.map((p) => p.title)).toEqual(['Road trip']);
    expect(onlyPrivate.total).toBe(1);
  });

  it('replaces the tracks in order, version by version, and keeps when each was added', async () => {
    const m = await member();
    const { playlist } = await create(m);
    const id = playlist!.playlistId;
    const first = await m.library.updatePlaylistTracks({
      playlistId: id,
      trackIds: [100, 200, 105],
      expectedVersion: 1,
    });
    expect(first.version).toBe(2);
    expect(first.playlist?.trackCount).toBe(3);
    const before = await m.library.getPlaylistTracks({ playlistId: id });
    const addedAt = before.entries.find((e) => e.trackId === 200)?.addedAt;
    // Reorder and remove one, as the playlist page does.
    const second = await m.library.updatePlaylistTracks({
      playlistId: id,
      trackIds: [200, 100, 100],
      expectedVersion: 2,
    });
    expect(second.version).toBe(3);
    const after = await m.library.getPlaylistTracks({ playlistId: id });
    expect(after).toMatchObject({ version: 3, total: 3, isOwner: true, limit: 1000 });
    expect(after.entries.map((e) => [e.trackId, e.position])).toEqual([
      [200, 0],
      [100, 1],
      [100, 2],
    ]);
    expect(after.entries[0]?.addedAt).toEqual(addedAt);
    expect(after.entries[0]?.track?.title).toBe('Second A');
  });

  it('refuses an edit from a stale version and changes nothing (two tabs)', async () => {
    const m = await member();
    const { playlist } = await create(m);
    const id = playlist!.playlistId;
    const read = await m.library.getPlaylistTracks({ playlistId: id });
    await m.library.updatePlaylistTracks({
      playlistId: id,
      trackIds: [101],
      expectedVersion: read.version,
    });
    const err = await failure(
      m.library.updatePlaylistTracks({
        playlistId: id,
        trackIds: [102, 103],
        expectedVersion: read.version,
      }),
    );
    expect(err.code).toBe(Code.Aborted);
    expect(err.rawMessage).toBe('This playlist was changed elsewhere. Reload it and try again.');
    expect(await trackIdsOf(m, id)).toEqual([101]);
  });

  it('edits as spec 2 writes the call (playlistId, trackIds): no version, no precondition', async () => {
    // Issue 36: a client sending exactly the spec's fields got Aborted on a fresh playlist.
    const m = await member();
    const id = (await create(m)).playlist!.playlistId;
    const first = await m.library.updatePlaylistTracks({ playlistId: id, trackIds: [100, 101] });
    expect(first).toMatchObject({ version: 2, playlist: { trackCount: 2 } });
    const second = await m.library.updatePlaylistTracks({ playlistId: id, trackIds: [102] });
    expect(second.version).toBe(3);
    expect(await trackIdsOf(m, id)).toEqual([102]);
    // Sent, the version is still a precondition (the web sends it).
    const err = await failure(
      m.library.updatePlaylistTracks({ playlistId: id, trackIds: [103], expectedVersion: 2 }),
    );
    expect(err.code).toBe(Code.Aborted);
    expect(await trackIdsOf(m, id)).toEqual([102]);
  });

  it('lets only one of two concurrent edits from the same version win', async () => {
    const m = await member();
    const id = (await create(m)).playlist!.playlistId;
    const results = await Promise.allSettled(
      [[100], [101]].map((trackIds) =>
        m.library.updatePlaylistTracks({ playlistId: id, trackIds, expectedVersion: 1 }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await trackIdsOf(m, id)).length).toBe(1);
  });

  it('renames, changes visibility and description, and deletes', async () => {
    const m = await member();
    const id = (await create(m)).playlist!.playlistId;
    const renamed = await m.library.updatePlaylist({ playlistId: id, title: 'Night drive' });
    expect(renamed.playlist).toMatchObject({ title: 'Night drive', description: 'Long drives' });
    const shown = await m.library.updatePlaylist({
      playlistId: id,
      isPublic: true,
      description: '',
    });
    expect(shown.playlist).toMatchObject({ isPublic: true, description: '' });
    const visitor = t.rpc(CatalogService);
    expect((await visitor.getPlaylist({ playlistId: id })).playlist?.title).toBe('Night drive');
    await m.library.deletePlaylist({ playlistId: id });
    expect((await failure(visitor.getPlaylist({ playlistId: id }))).code).toBe(Code.NotFound);
    expect((await m.library.listPlaylists({})).total).toBe(0);
  });

  it('hides another user’s private playlist as NotFound and refuses edits to what is not theirs', async () => {
    const owner = await member();
    const other = await member();
    const secret = (await create(owner)).playlist!.playlistId;
    const shared = (await create(owner, 'Shared', true)).playlist!.playlistId;
    await owner.library.updatePlaylistTracks({
      playlistId: secret,
      trackIds: [100],
      expectedVersion: 1,
    });
    const calls = (playlistId: string) => [
      () => other.library.getPlaylistTracks({ playlistId }),
      () => other.catalog.getPlaylist({ playlistId }),
      () => other.library.updatePlaylistTracks({ playlistId, trackIds: [], expectedVersion: 2 }),
      () => other.library.updatePlaylist({ playlistId, title: 'Mine now' }),
      () => other.library.deletePlaylist({ playlistId }),
    ];
    for (const call of calls(secret)) {
      const err = await failure(call());
      expect(err.code).toBe(Code.NotFound);
      expect(err.rawMessage).toBe('The requested resource was not found.');
    }
    // A public one can be read, not changed.
    expect((await other.library.getPlaylistTracks({ playlistId: shared })).isOwner).toBe(false);
    for (const call of calls(shared).slice(2)) {
      const err = await failure(call());
      expect(err.code).toBe(Code.PermissionDenied);
      expect(err.rawMessage).toBe('Only the owner can change this playlist');
    }
    // Nor an official one.
    const official = await failure(
      other.library.updatePlaylist({ playlistId: 'pl-feat', title: 'X' }),
    );
    expect(official.code).toBe(Code.PermissionDenied);
    expect(await trackIdsOf(owner, secret)).toEqual([100]);
    expect((await owner.library.listPlaylists({})).playlists.map((p) => p.title)).toEqual([
      'Shared',
      'Road trip',
    ]);
  });

  it('refuses bad details with a clear message and creates nothing', async () => {
    const m = await member();
    const bad: Array<[Parameters<Member['library']['createPlaylist']>[0], string]> = [
      [{ title: '   ' }, 'Title is required'],
      [{ title: 'x'.repeat(101) }, 'Title must be at most 100 characters'],
      [{ title: 'Ok', description: 'd'.repeat(301) }, 'Description must be at most 300 characters'],
      [
        { title: 'Ok', imageUrl: 'javascript:alert(1)' },
        'Cover image must be an http or https URL',
      ],
    ];
    for (const [req, message] of bad) {
      const err = await failure(m.library.createPlaylist(req));
      expect(err.code).toBe(Code.InvalidArgument);
      expect(err.rawMessage).toBe(message);
    }
    expect((await m.library.listPlaylists({})).total).toBe(0);
    const ok = await m.library.createPlaylist({
      title: 'x'.repeat(100),
      description: 'd'.repeat(300),
    });
    const id = ok.playlist!.playlistId;
    const rename = await failure(m.library.updatePlaylist({ playlistId: id, title: '' }));
    expect(rename.rawMessage).toBe('Title is required');
    expect((await m.library.getPlaylistTracks({ playlistId: id })).playlist?.title).toHaveLength(
      100,
    );
  });

  it('refuses unknown tracks and more than 10,000, leaving the list as it was', async () => {
    const m = await member();
    const id = (await create(m)).playlist!.playlistId;
    await m.library.updatePlaylistTracks({ playlistId: id, trackIds: [100], expectedVersion: 1 });
    const unknown = await failure(
      m.library.updatePlaylistTracks({ playlistId: id, trackIds: [101, 999], expectedVersion: 2 }),
    );
    expect(unknown.code).toBe(Code.InvalidArgument);
    expect(unknown.rawMessage).toBe('track_ids: there is no track 999');
    const tooMany = await failure(
      m.library.updatePlaylistTracks({
        playlistId: id,
        trackIds: Array.from({ length: 10_001 }, (_, i) => 100 + (i % 30)),
        expectedVersion: 2,
      }),
    );
    expect(tooMany.code).toBe(Code.InvalidArgument);
    expect(tooMany.rawMessage).toBe('A playlist holds at most 10,000 tracks');
    const read = await m.library.getPlaylistTracks({ playlistId: id });
    expect(read.version).toBe(2);
    expect(read.entries.map((e) => e.trackId)).toEqual([100]);
  });

  it('holds exactly 10,000 tracks, read 1000 at a time', async () => {
    const m = await member();
    const id = (await create(m)).playlist!.playlistId;
    const trackIds = Array.from({ length: 10_000 }, (_, i) => 100 + (i % 30));
    await m.library.updatePlaylistTracks({ playlistId: id, trackIds, expectedVersion: 1 });
    const last = await m.library.getPlaylistTracks({ playlistId: id, offset: 9_000 });
    expect(last.total).toBe(10_000);
    expect(last.entries).toHaveLength(1000);
    expect(last.entries.at(-1)?.position).toBe(9_999);
    expect((await failure(m.library.getPlaylistTracks({ playlistId: id, limit: 1001 }))).code).toBe(
      Code.InvalidArgument,
    );
  });

  it('stops at 1,000 playlists per user', async () => {
    const m = await member();
    await t.database.db.execute(sql`
      insert into ${playlists} (id, title, created_by, is_public)
      select 'bulk-' || g, 'Bulk ' || g, ${m.userId}, false from generate_series(1, 999) g`);
    await create(m, 'The thousandth');
    const err = await failure(create(m, 'One too many'));
    expect(err.code).toBe(Code.InvalidArgument);
    expect(err.rawMessage).toBe('You can have at most 1,000 playlists');
    expect((await m.library.listPlaylists({})).total).toBe(1000);
  });

  it('asks a visitor to sign in', async () => {
    const visitor = t.rpc(LibraryService);
    for (const call of [
      () => visitor.listPlaylists({}),
      () => visitor.createPlaylist({ title: 'x' }),
      () => visitor.getPlaylistTracks({ playlistId: 'pl-public' }),
    ]) {
      const err = await failure(call());
      expect(err.code).toBe(Code.Unauthenticated);
      expect(err.rawMessage).toBe('Authentication required. Please sign in.');
    }
  });

  it('serves the same calls over native gRPC', async () => {
    const address = await t.grpcAddress();
    const m = await member();
    const client = createClient(
      LibraryService,
      createGrpcTransport({ baseUrl: `http://${address}` }),
    );
    const auth = { headers: { authorization: `Bearer ${m.token}` } };
    const made = await client.createPlaylist({ title: 'Over gRPC' }, auth);
    expect((await client.listPlaylists({}, auth)).playlists[0]?.title).toBe('Over gRPC');
    // Spec 2's updatePlaylistTracks: playlistId and trackIds only.
    const playlistId = made.playlist!.playlistId;
    const edited = await client.updatePlaylistTracks({ playlistId, trackIds: [100] }, auth);
    expect(edited.version).toBe(2);
    const stale = await failure(
      client.updatePlaylistTracks({ playlistId, trackIds: [101], expectedVersion: 1 }, auth),
    );
    expect(stale.code).toBe(Code.Aborted);
    expect(await trackIdsOf(m, playlistId)).toEqual([100]);
  });
});
