import { toJson } from '@bufbuild/protobuf';
import { Code, ConnectError, createClient } from '@connectrpc/connect';
import { createConnectTransport } from '@connectrpc/connect-node';
import {
  GetLeaderboardResponseSchema,
  RankingPeriod,
  RankingService,
} from '@earshot/contract/ranking/v1/ranking';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '~/db/client';
import { ledgerSum, listenFor, settle } from '~/test/earning';
import { seedTracks, useTestServer } from '~/test/fixture';
import { testClock } from '~/test/test-clock';

const clock = testClock('2026-02-20T10:00:00.000Z');
const t = useTestServer({
  clock,
  seed: seedTracks([{ id: 1, durationSeconds: 3600, title: 'Long' }]),
});
const people = new Map<string, { id: string; token: string }>();

/** A new account named `name` that listens `seconds`. */
async function listener(name: string, seconds: number) {
  const { user, token } = await t.account({ prefix: 'rank', name });
  if (seconds > 0) await listenFor(t, clock, token, seconds);
  people.set(name, { id: user.id, token });
  return { id: user.id, token };
}

const ranking = (name?: string) =>
  t.rpc(RankingService, { token: name ? people.get(name)?.token : undefined });

// Listening in three windows: last month, earlier this month, this week (Monday 16 March).
const THIS_WEEK: [string, number][] = [
  ['w1', 360],
  ['w2', 330],
  ['w3', 300],
  ['w4', 270],
  ['w5', 240],
  ['w6', 210],
  ['w7', 180],
  ['w8', 150],
  ['w9', 120],
  ['w10', 90],
  ['w11', 90],
  ['w12', 30],
];

beforeAll(async () => {
  await listener('old', 600);
  await settle(t, clock);
  clock.set('2026-03-10T10:00:00.000Z');
  await listener('monthly', 450);
  await settle(t, clock);
  clock.set('2026-03-18T10:00:00.000Z');
  for (const [name, seconds] of THIS_WEEK) await listener(name, seconds);
  await listener('silent', 0);
  await settle(t, clock);
}, 120_000);

const names = (entries: { id: string }[]) =>
  entries.map((e) => [...people].find(([, p]) => p.id === e.id)?.[0]);

describe('the leaderboard (earshot.ranking.v1)', () => {
  it('ranks by combined EP, highest first, ties sharing a rank, for visitors too', async () => {
    const board = await ranking().getLeaderboard({});
    expect(board.total).toBe(14);
    expect(names(board.entries)).toEqual([
      'old',
      'monthly',
      ...THIS_WEEK.map(([name]) => name).slice(0, 9),
      // w10 and w11 tie: both rank 12, in id order.
      ...names(board.entries.slice(11, 13)),
      'w12',
    ]);
    expect(board.entries.map((e) => e.rank)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 12, 14,
    ]);
    expect(new Set(names(board.entries.slice(11, 13)))).toEqual(new Set(['w10', 'w11']));
    expect(board.entries[0]).toMatchObject({
      displayName: 'old',
      totalPoints: 600,
      referralPoints: 0,
      combinedTotal: 600,
      email: '',
    });
    const page = await ranking().getLeaderboard({ offset: 10, limit: 3 });
    expect(page.entries.map((e) => e.rank)).toEqual([11, 12, 12]);
    const past = await ranking().getLeaderboard({ offset: 2_147_483_647, limit: 100 });
    expect(past).toMatchObject({ entries: [], total: 14 });
    for (const name of ['old', 'monthly', 'w1']) {
      expect(await ledgerSum(t, people.get(name)!.id)).toBe(
        board.entries.find((e) => e.id === people.get(name)!.id)!.combinedTotal,
      );
    }
  });

  it('counts only this month or this week for those periods', async () => {
    const month = await ranking().getLeaderboard({ period: RankingPeriod.MONTH });
    expect(month.total).toBe(13);
    expect(names(month.entries).slice(0, 2)).toEqual(['monthly', 'w1']);
    const week = await ranking().getLeaderboard({ period: RankingPeriod.WEEK });
    expect(week.total).toBe(12);
    expect(week.entries[0]).toMatchObject({ rank: 1, combinedTotal: 360 });
  });

  it("answers the caller's rank with five above and five below, and rank 0 without EP", async () => {
    const mine = await ranking('w6').getUserRank({});
    expect(mine).toMatchObject({ rank: 8, totalPoints: 210, combinedTotal: 210 });
    expect(names(mine.near)).toEqual([
      'w1',
      'w2',
      'w3',
      'w4',
      'w5',
      'w6',
      'w7',
      'w8',
      'w9',
      ...names(mine.near.slice(9)),
    ]);
    expect(mine.near).toHaveLength(11);
    // Anyone's rank by id (the old account's session has long expired).
    const top = await ranking('w6').getUserRank({ userId: people.get('old')!.id });
    expect(top.rank).toBe(1);
    expect(top.near).toHaveLength(6);
    const week = await ranking('w6').getUserRank({ period: RankingPeriod.WEEK });
    expect(week.rank).toBe(6);
    expect(await ranking('silent').getUserRank({})).toMatchObject({
      rank: 0,
      totalPoints: 0,
      combinedTotal: 0,
      near: [],
    });
    const refused = await ranking()
      .getUserRank({})
      .catch((e: unknown) => e);
    expect(ConnectError.from(refused).code).toBe(Code.Unauthenticated);
  });

  it('answers each of many callers at once their own rank and rows (looked up together)', async () => {
    const callers = ['w1', 'w6', 'w12', 'silent', 'w6', 'w11'];
    const alone = [];
    for (const name of callers) alone.push(await ranking(name).getUserRank({}));
    // Asked together, the session lookups and 'near me' reads share statements.
    const together = await Promise.all(callers.map((name) => ranking(name).getUserRank({})));
    expect(together).toEqual(alone);
    expect(together.map((answer) => answer.rank)).toEqual([3, 8, 14, 0, 8, 12]);
    expect(together.map((answer) => answer.near.length)).toEqual([8, 11, 6, 0, 11, 7]);
  });
  it('reads the snapshot: new EP shows after the next refresh only', async () => {
    const before = await ranking().getLeaderboard({ limit: 1 });
    await listener('newcomer', 900);
    await settle(t, clock).then(() => undefined);
    const after = await ranking().getLeaderboard({ limit: 1 });
    expect(names(before.entries)).toEqual(['old']);
    expect(names(after.entries)).toEqual(['newcomer']);
    expect(after.total).toBe(15);
  });

  it('drops a deleted account from the board at the next refresh', async () => {
    const { user, token, client } = await t.account({ prefix: 'rank', name: 'leaving' });
    people.set('leaving', { id: user.id, token });
    await listenFor(t, clock, token, 1200);
    await settle(t, clock);
    expect(names((await ranking().getLeaderboard({ limit: 1 })).entries)).toEqual(['leaving']);
    expect((await client.post('/api/auth/delete-account')).status).toBe(200);
    await settle(t, clock);
    const board = await ranking().getLeaderboard({});
    expect(names(board.entries)).not.toContain('leaving');
    expect(board.total).toBe(15);
  });

  it("keeps two snapshots' entries tables per period and drops older ones", async () => {
    const before = await ranking().getLeaderboard({ limit: 3 });
    for (let i = 0; i < 3; i++) await settle(t, clock);
    const tables = await queryRows<{ name: string; snapshot: number | null }>(
      t.database.db,
      sql`select c.relname as name, s.id as snapshot from pg_class c
        left join rank_snapshots s on 'rank_entries_' || s.id = c.relname
        where c.relkind = 'r' and c.relname ~ '^rank_entries_[0-9]+$'`,
    );
    expect(tables).toHaveLength(6);
    expect(tables.every((table) => table.snapshot !== null)).toBe(true);
    const after = await ranking().getLeaderboard({ limit: 3 });
    expect(after.entries).toEqual(before.entries);
  });

  // The board's pages are encoded once per form by the public-read layer (ADR 0031): every form
  // must be the answer Connect itself serializes, as gRPC-Web gets it (no encoded answer there).
  // GetLeaderboard is asked by POST only (it is not declared free of side effects: no GET).
  it('answers the board alike in every form: JSON and binary, compressed or not', async () => {
    const reference = await t.rpc(RankingService, { protocol: 'grpc-web' }).getLeaderboard({});
    expect(reference.entries.length).toBeGreaterThan(10);
    for (const useBinaryFormat of [false, true]) {
      const transport = createConnectTransport({
        baseUrl: `${t.baseUrl}/rpc`,
        httpVersion: '1.1',
        useBinaryFormat,
      });
      const board = await createClient(RankingService, transport).getLeaderboard({});
      expect(board, `binary ${useBinaryFormat}`).toEqual(reference);
    }
    const json = toJson(GetLeaderboardResponseSchema, reference);
    const ask = (encoding: string) =>
      fetch(`${t.baseUrl}/rpc/earshot.ranking.v1.RankingService/GetLeaderboard`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
        body: '{}',
      });
    for (const encoding of ['gzip', 'br']) {
      for (const time of ['first', 'again']) {
        const res = await ask(encoding);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-encoding'), `${encoding}, ${time}`).toBe(encoding);
        expect(await res.json()).toEqual(json);
      }
    }
    const plain = await ask('identity');
    const bytes = new Uint8Array(await plain.arrayBuffer());
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(JSON.parse(new TextDecoder().decode(bytes))).toEqual(json);
  });
});
