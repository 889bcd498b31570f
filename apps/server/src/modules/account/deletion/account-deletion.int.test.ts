import { Code } from '@connectrpc/connect';
import { CatalogService } from '@earshot/contract/catalog/v1/catalog';
import { FavoriteItemType, LibraryService } from '@earshot/contract/library/v1/library';
import { RewardsService } from '@earshot/contract/rewards/v1/rewards';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  favorites,
  identities,
  ledgerEntries,
  listeningSessions,
  listens,
  playlistEntries,
  playlists,
  users,
} from '~/db/schema';
import { browser, PASSWORD, SIGNED_OUT } from '~/test/accounts';
import { seedCatalogFixture } from '~/test/catalog-fixture';
import { useTestServer } from '~/test/fixture';
import { failure } from '~/test/rpc-client';
import { eraseLibraryOf } from '~/modules/library';
import { createAccountDeletionRepo } from './account-deletion.repo';
import { createAccountDeletionService } from './account-deletion.service';
import { createUserLiveness } from './user-liveness';

const t = useTestServer({ seed: ({ db }) => seedCatalogFixture(db) });

/** A member with a public and a private playlist, two favourites and 1.5 EP in the ledger. */
async function member() {
  const signedUp = await t.account({ prefix: 'gone', name: 'Gone Soon' });
  const { email } = signedUp;
  const library = signedUp.rpc(LibraryService);
  const shown = await library.createPlaylist({ title: 'Shared', imageUrl: '', isPublic: true });
  const hidden = await library.createPlaylist({ title: 'Mine', imageUrl: '', isPublic: false });
  for (const playlist of [shown, hidden]) {
    await library.updatePlaylistTracks({
      playlistId: playlist.playlist?.playlistId ?? '',
      trackIds: [100, 200],
      expectedVersion: 1,
    });
  }
  await library.addUserFavorite({ itemType: FavoriteItemType.TRACK, itemId: 100 });
  await library.addUserFavorite({ itemType: FavoriteItemType.ARTIST, itemId: 7 });
  await t.database.db.insert(ledgerEntries).values({
    userId: signedUp.user.id,
    kind: 'bonus',
    amountMilliEp: 1_500,
    idempotencyKey: `bonus:${email}`,
    createdAt: new Date(),
  });
  return {
    ...signedUp,
    library,
    publicPlaylistId: shown.playlist?.playlistId ?? '',
    privatePlaylistId: hidden.playlist?.playlistId ?? '',
  };
}

describe('POST /api/auth/delete-account', () => {
  it('ends every session of the account and clears the cookie', async () => {
    const m = await member();
    const other = browser(t.baseUrl);
    expect(
      (await other.post('/api/auth/signin', { email: m.email, password: PASSWORD })).status,
    ).toBe(200);

    const res = await m.client.post('/api/auth/delete-account');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(m.client.token()).toBeUndefined();
    expect((await other.get('/api/auth/session')).body).toEqual(SIGNED_OUT);
    const points = t.rpc(RewardsService, { token: m.token });
    expect((await failure(points.getUserPoints({}))).code).toBe(Code.Unauthenticated);
    const signIn = await browser(t.baseUrl).post('/api/auth/signin', {
      email: m.email,
      password: PASSWORD,
    });
    expect(signIn.status).toBe(401);
  });

  it('deletes its playlists and favourites; its public playlist is gone for everyone', async () => {
    const m = await member();
    const visitor = t.rpc(CatalogService);
    expect((await visitor.getPlaylist({ playlistId: m.publicPlaylistId })).playlist?.title).toBe(
      'Shared',
    );

    expect((await m.client.post('/api/auth/delete-account')).status).toBe(200);

    const db = t.database.db;
    expect(await db.select().from(playlists).where(eq(playlists.createdBy, m.user.id))).toEqual([]);
    for (const playlistId of [m.publicPlaylistId, m.privatePlaylistId]) {
      const entries = await db
        .select()
        .from(playlistEntries)
        .where(eq(playlistEntries.playlistId, playlistId));
      expect(entries).toEqual([]);
    }
    expect(await db.select().from(favorites).where(eq(favorites.userId, m.user.id))).toEqual([]);
    expect((await failure(visitor.getPlaylist({ playlistId: m.publicPlaylistId }))).code).toBe(
      Code.NotFound,
    );
    // Earshot's own playlists stay.
    expect((await visitor.getPlaylist({ playlistId: 'pl-public' })).playlist?.title).toBe(
      'Public Mix',
    );
  });

  it('keeps the EP ledger under a tombstone whose personal data is gone', async () => {
    const m = await member();
    expect((await m.client.post('/api/auth/delete-account')).status).toBe(200);

    const db = t.database.db;
    const [tombstone] = await db.select().from(users).where(eq(users.id, m.user.id));
    expect(tombstone).toMatchObject({
      status: 'deleted',
      email: null,
      emailVerifiedAt: null,
      name: 'Deleted user',
      image: null,
      background: null,
      username: null,
    });
    expect(tombstone?.deletedAt).toBeInstanceOf(Date);
    expect(await db.select().from(identities).where(eq(identities.userId, m.user.id))).toEqual([]);
    const ledger = await db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, m.user.id));
    expect(ledger.map((e) => e.amountMilliEp)).toEqual([1_500]);
  });

  it('frees the e-mail: the address signs up again as a new account', async () => {
    const m = await member();
    expect((await m.client.post('/api/auth/delete-account')).status).toBe(200);

    const again = await t.account({ email: m.email, name: 'Back Again' });
    expect(again.user.id).not.toBe(m.user.id);
    const library = again.rpc(LibraryService);
    expect((await library.listPlaylists({})).total).toBe(0);
    expect((await library.listUserFavorites({ itemType: FavoriteItemType.TRACK })).total).toBe(0);
    const points = again.rpc(RewardsService);
    expect((await points.getUserPoints({})).currentPoints).toBe(0);
  });

  it('tells other contexts the account is no longer live', async () => {
    const m = await member();
    const { user: stays } = await t.account('stays');
    const liveness = createUserLiveness(t.database.db);
    expect(await liveness.isLive(m.user.id)).toBe(true);

    expect((await m.client.post('/api/auth/delete-account')).status).toBe(200);

    expect(await liveness.isLive(m.user.id)).toBe(false);
    expect(await liveness.isLive(stays.id)).toBe(true);
    expect(await liveness.isLive('cnosuchuser00000000000000')).toBe(false);
  });

  it("leaves other accounts' playlists and favourites alone", async () => {
    const m = await member();
    const other = await member();
    expect((await m.client.post('/api/auth/delete-account')).status).toBe(200);
    expect((await other.library.listPlaylists({})).total).toBe(2);
    expect(
      (await other.library.listUserFavorites({ itemType: FavoriteItemType.TRACK })).total,
    ).toBe(1);
  });

  it('ends the live listening session; its Listens stay', async () => {
    const m = await member();
    const now = new Date();
    await t.database.db.insert(listeningSessions).values({
      id: `ls-${m.user.id}`,
      userId: m.user.id,
      trackId: 100,
      trackDurationMs: 200_000,
      status: 'active',
      startedAt: now,
      anchorAt: now,
      lastHeardAt: now,
      updatedAt: now,
    });
    await t.database.db
      .insert(listens)
      .values({ listenerId: m.user.id, trackId: 100, listenedAt: now, creditedSeconds: 40 });

    expect((await m.client.post('/api/auth/delete-account')).status).toBe(200);

    const db = t.database.db;
    const [session] = await db
      .select()
      .from(listeningSessions)
      .where(eq(listeningSessions.userId, m.user.id));
    expect(session).toMatchObject({ status: 'ended', version: 1 });
    expect(await db.select().from(listens).where(eq(listens.listenerId, m.user.id))).toHaveLength(
      1,
    );
  });

  it('changes nothing when a part of the deletion fails', async () => {
    const m = await member();
    const deletion = createAccountDeletionService({
      repo: createAccountDeletionRepo(t.database.db),
      erasers: [eraseLibraryOf, () => Promise.reject(new Error('the disk is full'))],
      clock: { now: () => new Date() },
    });
    await expect(deletion.deleteAccount(m.user.id)).rejects.toThrow('the disk is full');

    expect((await m.library.listPlaylists({})).total).toBe(2);
    expect((await m.client.get('/api/auth/session')).body).toMatchObject({
      user: { email: m.email },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, m.user.id));
    expect(row).toMatchObject({ status: 'active', email: m.email, deletedAt: null });
  });

  it('deletes once: a second deletion of the same account finds none', async () => {
    const m = await member();
    const deletion = createAccountDeletionService({
      repo: createAccountDeletionRepo(t.database.db),
      erasers: [eraseLibraryOf],
      clock: { now: () => new Date() },
    });
    const outcomes = await Promise.allSettled([
      deletion.deleteAccount(m.user.id),
      deletion.deleteAccount(m.user.id),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const failed = outcomes.find((o) => o.status === 'rejected');
    expect(failed?.reason).toMatchObject({ kind: 'not_found' });
  });

  it('needs a session', async () => {
    const res = await browser(t.baseUrl).post('/api/auth/delete-account');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'authentication_required' });
  });
});
