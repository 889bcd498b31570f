import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { artistRow, insertCatalog, trackRow } from '~/db/factories/catalog';
import { dailyListening, listeningCredits, listeningSessions, tracks, users } from '~/db/schema';
import { testClock } from '~/test/test-clock';
import { openTestDatabase, type TestDatabase } from '~/test/test-database';
import { listeningRepo } from './listening.repo';
import { createListeningService, type ListeningService, type Owned } from './listening.service';

// The owner's path: a socket's copy of its session settles a step in one statement, and only
// while the database still holds that copy. Every way the copy can go stale must fall back to
// the locking path, which credits exactly what it would have without the copy.

const clock = testClock('2026-04-07T10:00:00.000Z');
const DAY = '2026-04-07';
const CAP_MS = 60_000;
let database: TestDatabase;
let service: ListeningService;
let durationReads = 0;
let accounts = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  await insertCatalog(database.db, {
    artists: [artistRow({ id: 1 })],
    tracks: [
      trackRow({ id: 1, artistId: 1, durationSeconds: 600 }),
      trackRow({ id: 2, artistId: 1, durationSeconds: 300 }),
    ],
  });
  service = createListeningService({
    db: database.db,
    clock,
    dailyCapMs: () => CAP_MS,
    trackDurationMs: async (id) => {
      durationReads += 1;
      const [row] = await database.db.select().from(tracks).where(eq(tracks.id, id));
      return row && row.durationSeconds * 1000;
    },
  });
});
afterAll(() => database.dispose());

async function account() {
  accounts += 1;
  const id = `listener${accounts}`;
  await database.db.insert(users).values({ id, email: `${id}@example.com`, status: 'active' });
  return id;
}

const creditedMs = async (userId: string) =>
  Number(
    (
      await database.db
        .select({ ms: sum(listeningCredits.creditedMs) })
        .from(listeningCredits)
        .where(eq(listeningCredits.userId, userId))
    )[0]?.ms ?? 0,
  );

const dailyMs = async (userId: string) =>
  (
    await database.db
      .select({ ms: dailyListening.creditedMs })
      .from(dailyListening)
      .where(and(eq(dailyListening.userId, userId), eq(dailyListening.day, DAY)))
  )[0]?.ms ?? 0;

async function started(userId: string, trackId = 1): Promise<Owned> {
  const outcome = await service.play(userId, trackId, undefined);
  expect(outcome.own).toBeDefined();
  return outcome.own!;
}

it('settles the owner’s steps from its copy, writing session, credit and daily total together', async () => {
  const me = await account();
  let own = await started(me);
  expect(own).toMatchObject({ version: 0, day: DAY, dayUsedMs: 0 });
  clock.advance(15_000);
  const beat = await service.heartbeat(me, own);
  expect(beat).toMatchObject({ creditMs: 15_000, own: { version: 1, dayUsedMs: 15_000 } });
  own = beat.own!;
  clock.advance(15_000);
  own = (await service.heartbeat(me, own)).own!;
  expect(own).toMatchObject({ version: 2, listened: true, dayUsedMs: 30_000 });
  const [row] = await database.db
    .select()
    .from(listeningSessions)
    .where(eq(listeningSessions.id, own.session.sessionId));
  expect(row).toMatchObject({ version: 2, creditedMs: 30_000, settlements: 2 });
  expect(row?.listenedAt).not.toBeNull();
  expect(await creditedMs(me)).toBe(30_000);
  expect(await dailyMs(me)).toBe(30_000);
});

it('writes nothing from a copy the database no longer holds', async () => {
  const me = await account();
  const own = await started(me);
  clock.advance(15_000);
  const next = (await service.heartbeat(me, own)).own!;
  const stale = {
    userId: me,
    session: { ...next.session, creditedMs: next.session.creditedMs + 15_000, settlements: 2 },
    day: DAY,
    creditMs: 15_000,
    listen: false,
    now: clock.now(),
  };
  // The version it last wrote is gone, or the day's total is not what it believes.
  expect(
    await listeningRepo.writeOwned(database.db, [
      { ...stale, version: own.version, dayUsedMs: 15_000 },
    ]),
  ).toEqual([false]);
  expect(
    await listeningRepo.writeOwned(database.db, [
      { ...stale, version: next.version, dayUsedMs: 0 },
    ]),
  ).toEqual([false]);
  expect(await creditedMs(me)).toBe(15_000);
  expect(await dailyMs(me)).toBe(15_000);
});

it('writes a batch of owners’ steps in one statement, each only if its copy is current', async () => {
  // Group commit (the service writes through `batched`): the steps of several sockets go down together; a stale one
  // in the batch writes nothing and does not stop the others.
  const [a, b, c] = [await account(), await account(), await account()];
  const owns = [await started(a), await started(b), await started(c, 2)];
  clock.advance(15_000);
  const now = clock.now();
  const step = (userId: string, own: Owned, listen = false) => ({
    userId,
    session: {
      ...own.session,
      creditedMs: own.session.creditedMs + 15_000,
      settlements: own.session.settlements + 1,
      lastHeardMs: now.getTime(),
    },
    version: own.version,
    day: DAY,
    dayUsedMs: own.dayUsedMs,
    creditMs: 15_000,
    listen,
    now,
  });
  const written = await listeningRepo.writeOwned(database.db, [
    step(a, owns[0]!),
    { ...step(b, owns[1]!), version: owns[1]!.version + 1 }, // A copy the database no longer holds.
    step(c, owns[2]!, true),
  ]);
  expect(written).toEqual([true, false, true]);
  expect([await creditedMs(a), await creditedMs(b), await creditedMs(c)]).toEqual([
    15_000, 0, 15_000,
  ]);
  expect([await dailyMs(a), await dailyMs(b), await dailyMs(c)]).toEqual([15_000, 0, 15_000]);
  const rows = await database.db.select().from(listeningSessions);
  const row = (own: Owned) => rows.find((r) => r.id === own.session.sessionId);
  expect(row(owns[0]!)).toMatchObject({ version: 1, creditedMs: 15_000, listenedAt: null });
  expect(row(owns[1]!)).toMatchObject({ version: 0, creditedMs: 0 });
  expect(row(owns[2]!)).toMatchObject({ version: 1, creditedMs: 15_000, listenedAt: now });
  // The steps the batch wrote continue from their copies on the owner's path.
  const next = await service.heartbeat(a, {
    ...owns[0]!,
    ...{ version: 1, dayUsedMs: 15_000 },
    session: step(a, owns[0]!).session,
  });
  expect(next).toMatchObject({ own: { version: 2 } });
});

it('credits an interval once when two copies of one session both heartbeat', async () => {
  // Two sockets holding the same session (a reconnect adopted it while the old socket lived).
  const me = await account();
  const own = await started(me);
  clock.advance(15_000);
  const first = await service.heartbeat(me, own);
  const second = await service.heartbeat(me, own);
  expect(first.creditMs).toBe(15_000);
  expect(second).toMatchObject({ creditMs: 0, own: { version: 2 } });
  expect(await creditedMs(me)).toBe(15_000);

  // One copy pauses (nothing credited, the day's total unchanged); the other, still active
  // in its own eyes, earns nothing for the pause.
  const paused = await service.pause(me, second.own);
  expect(paused.own?.session.status).toBe('paused');
  clock.advance(15_000);
  expect(await service.heartbeat(me, second.own)).toMatchObject({
    creditMs: 0,
    session: { status: 'paused' },
  });
  expect(await creditedMs(me)).toBe(15_000);
});

it('keeps to the daily cap when the copy’s idea of the day’s total is out of date', async () => {
  // 50 s credited today elsewhere (another instance ended a session after this one started).
  const me = await account();
  const own = await started(me);
  await database.db.insert(dailyListening).values({ userId: me, day: DAY, creditedMs: 50_000 });
  clock.advance(15_000);
  const beat = await service.heartbeat(me, own);
  expect(beat).toMatchObject({ creditMs: CAP_MS - 50_000, own: { dayUsedMs: CAP_MS } });
  expect(await dailyMs(me)).toBe(CAP_MS);
});

it('starts a new UTC day from nothing, and pauses and ends from the copy', async () => {
  const me = await account();
  clock.set('2026-04-07T23:59:50.000Z');
  let own = await started(me);
  clock.advance(15_000);
  own = (await service.heartbeat(me, own)).own!;
  expect(own).toMatchObject({ day: '2026-04-08', dayUsedMs: 15_000 });
  clock.advance(5_000);
  own = (await service.pause(me, own)).own!;
  expect(own.session).toMatchObject({ status: 'paused', creditedMs: 20_000 });
  clock.advance(60_000);
  const ended = await service.end(me, own);
  expect(ended).toMatchObject({ creditMs: 0, ended: { status: 'ended', creditedMs: 20_000 } });
  expect(ended.own).toBeUndefined();
  expect(await creditedMs(me)).toBe(20_000);
  clock.set('2026-04-07T12:00:00.000Z');
});

it('tells a superseded owner it lost the session, crediting it nothing more', async () => {
  const me = await account();
  const own = await started(me);
  clock.advance(10_000);
  const other = await service.play(me, 2, undefined);
  expect(other.ended).toMatchObject({ sessionId: own.session.sessionId, endReason: 'superseded' });
  clock.advance(15_000);
  expect(await service.heartbeat(me, own)).toMatchObject({ lost: true, creditMs: 0 });
  expect(await service.pause(me, own)).toMatchObject({ lost: true, creditMs: 0 });
  // 10 s settled when superseded; the new session has not heartbeated yet.
  expect(await creditedMs(me)).toBe(10_000);
});

it('pauses a silent session from the copy, crediting nothing for the silence', async () => {
  const me = await account();
  let own = await started(me);
  clock.advance(15_000);
  own = (await service.heartbeat(me, own)).own!;
  clock.advance(44_000);
  expect((await service.checkSilence(me, own)).own?.version).toBe(own.version);
  clock.advance(10_000);
  const silenced = await service.checkSilence(me, own);
  expect(silenced.session).toMatchObject({ status: 'paused', creditedMs: 15_000 });
  expect(silenced.own?.version).toBe(own.version + 1);
  expect(await creditedMs(me)).toBe(15_000);
});

it('ends a session nobody holds, after twice the silence window, crediting nothing for the silence', async () => {
  const status = async (userId: string) =>
    (
      await database.db
        .select()
        .from(listeningSessions)
        .where(and(eq(listeningSessions.userId, userId), eq(listeningSessions.status, 'active')))
    ).length;
  const gone = await account();
  const own = await started(gone);
  clock.advance(15_000);
  await service.heartbeat(gone, own);
  clock.advance(80_000);
  const playing = await account();
  await started(playing);
  await service.endAbandoned();
  // Silent 80 s: a socket that still held it would have paused it itself at 45 s.
  expect(await status(gone)).toBe(1);
  clock.advance(11_000);
  expect(await service.endAbandoned()).toBeGreaterThanOrEqual(1);
  expect(await status(gone)).toBe(0);
  expect(await status(playing)).toBe(1);
  const [row] = await database.db
    .select()
    .from(listeningSessions)
    .where(eq(listeningSessions.userId, gone));
  expect(row).toMatchObject({
    status: 'ended',
    endReason: 'connection_closed',
    creditedMs: 15_000,
  });
  expect(row!.anchorAt).toEqual(row!.lastHeardAt);
  expect(await creditedMs(gone)).toBe(15_000);
});

it('reads a track’s duration at most once a minute', async () => {
  const me = await account();
  const reads = durationReads;
  let own = await started(me, 2);
  own = (await service.play(me, 1, own)).own!;
  own = (await service.play(me, 2, own)).own!;
  expect(durationReads - reads).toBeLessThanOrEqual(2);
  clock.advance(61_000);
  await service.play(me, 1, own);
  expect(durationReads - reads).toBeLessThanOrEqual(3);
  expect(durationReads - reads).toBeGreaterThan(0);
});

it('starts one live session when tabs with an ended session all play at once, failing none', async () => {
  const me = await account();
  const own = await started(me);
  await service.end(me, own);
  // Each call holds a copy, so each takes the locking path; none finds a live row to lock, and
  // all but one lose the race to insert theirs (seen in the day-long soak as server errors).
  const outcomes = await Promise.all([1, 2, 1, 2].map((track) => service.play(me, track, own)));
  expect(outcomes.every((outcome) => outcome.own !== undefined)).toBe(true);
  const live = await database.db
    .select({ id: listeningSessions.id })
    .from(listeningSessions)
    .where(and(eq(listeningSessions.userId, me), eq(listeningSessions.status, 'active')));
  expect(live).toHaveLength(1);
});
