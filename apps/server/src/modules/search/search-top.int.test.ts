import { SearchKind, SearchService } from '@earshot/contract/search/v1/search';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '~/db/client';
import { artistRow, insertCatalog, trackRow } from '~/db/factories/catalog';
import { insertListens, listenRow } from '~/db/factories/listens';
import { useTestServer } from '~/test/fixture';
import { createSearchRepo } from './search.repo';

// The lists of the most played documents per common word (ADR 0017, amended 2026-11-26,
// second): a word gets one from `search_top_words()` (2,000) documents, so the catalogue here
// names 2,100 tracks 'Common River …' (both words common) and gives the first 120 i plays each.
const TRACKS = 2100;
const PLAYED = 120;
const t = useTestServer({
  seed: async ({ db }) => {
    await insertCatalog(db, { artists: [artistRow({ id: 1, name: 'Plain Band' })] });
    await db.execute(
      sql`insert into tracks (id, title, artist_id, duration_seconds, url, source)
          select i, 'Common River ' || (array['Stone', 'Light', 'Moss'])[1 + i % 3], 1, 200,
            'https://open.spotify.com/track/' || lpad(i::text, 22, '0'), 'spotify'
          from generate_series(1, ${TRACKS}) i`,
    );
    await insertListens(
      db,
      Array.from({ length: PLAYED }, (_, i) =>
        Array.from({ length: i + 1 }, (_, n) =>
          listenRow({
            listenerId: 'l',
            trackId: i + 1,
            listenedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, n)),
          }),
        ),
      ).flat(),
    );
  },
});
beforeAll(() => refresh());

const rpc = () => t.rpc(SearchService);
const refresh = () => createSearchRepo(t.database.db).refreshTopLists();
const plan = async (q: string) =>
  (
    await queryRows<{ top: string[] | null }>(t.database.db, sql`select top from search_plan(${q})`)
  )[0]!.top;
const trackIds = (suggestions: { kind: SearchKind; track?: { trackId: number } }[]) =>
  suggestions.filter((s) => s.kind === SearchKind.TRACK).map((s) => s.track!.trackId);

async function answers(q: string) {
  const suggest = await rpc().suggest({ q });
  const unified = await rpc().search({ q });
  const page = await rpc().search({ kind: SearchKind.TRACK, q, perPage: 50 });
  const byPlays = await rpc().search({ kind: SearchKind.TRACK, q, sortBy: 'plays:desc' });
  return { suggest: suggest.suggestions, unified, page, byPlays };
}

describe('search lists of the most played documents per word', () => {
  it('counts the documents of each word in the statement that writes them', async () => {
    const counts = await queryRows<{ word: string; documents: number }>(
      t.database.db,
      sql`select word, documents from search_words where word in ('common', 'river', 'stone', 'plain')
        order by word`,
    );
    expect(counts).toEqual([
      { word: 'common', documents: TRACKS },
      { word: 'plain', documents: TRACKS + 1 },
      { word: 'river', documents: TRACKS },
      { word: 'stone', documents: TRACKS / 3 },
    ]);
  });

  it('answers a common word from its list exactly as reading every match does', async () => {
    for (const q of ['common', 'comm', 'river common', 'rvier']) {
      expect(await plan(q)).not.toBeNull();
      const listed = await answers(q);
      // Suggestions rank the 10 most played by text × popularity, then show a title once.
      expect(trackIds(listed.suggest).length).toBeGreaterThan(0);
      expect(trackIds(listed.suggest).every((id) => id > PLAYED - 10)).toBe(true);
      expect(listed.page.totalCount).toBe(1000);
      expect(listed.byPlays.hits.map((h) => h.track!.trackId).slice(0, 3)).toEqual([120, 119, 118]);
      await t.database.db.execute(sql`delete from search_top`);
      expect(await plan(q)).toBeNull();
      expect(await answers(q)).toEqual(listed);
      await refresh();
    }
  });

  it('reads every match when the words are rare together, and finds a new rare word at once', async () => {
    // 'stone' (700 documents) has no list: every match is read, which is cheap for few.
    expect(await plan('common stone')).toBeNull();
    const stone = await rpc().search({ kind: SearchKind.TRACK, q: 'common stone', perPage: 3 });
    expect(stone.totalCount).toBe(TRACKS / 3);
    expect(stone.hits.map((h) => h.track!.trackId)).toEqual([120, 117, 114]);

    await insertCatalog(t.database.db, {
      tracks: [trackRow({ id: 5000, artistId: 1, title: 'Common River Zephyr' })],
    });
    expect(trackIds((await rpc().suggest({ q: 'zephyr' })).suggestions)).toEqual([5000]);
    expect(trackIds((await rpc().suggest({ q: 'common zeph' })).suggestions)).toEqual([5000]);
    const zephyr = async () =>
      (
        await queryRows<{ documents: number }>(
          t.database.db,
          sql`select documents from search_words where word = 'zephyr'`,
        )
      )[0]?.documents;
    expect(await zephyr()).toBe(1);
    await t.database.db.execute(
      sql`update tracks set title = 'Common River Zephyr Zephyr' where id = 5000`,
    );
    expect(await zephyr()).toBe(1);
    await t.database.db.execute(
      sql`update tracks set title = 'Common River Breeze' where id = 5000`,
    );
    expect(await zephyr()).toBe(0);
    await t.database.db.execute(sql`delete from tracks where id = 5000`);
    expect(await zephyr()).toBe(0);
    expect((await rpc().suggest({ q: 'zephyr' })).suggestions).toEqual([]);
  });

  it('takes changed plays into the lists at the next refresh', async () => {
    // A track outside every list (no plays, a late id) becomes the most played.
    const [outside] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select max(id)::int as id from tracks where id::text not in
        (select item_id from search_top where kind = 'track')`,
    );
    const id = outside!.id;
    await insertListens(
      t.database.db,
      Array.from({ length: 500 }, (_, n) =>
        listenRow({
          listenerId: 'm',
          trackId: id,
          listenedAt: new Date(Date.UTC(2026, 0, 2, 0, 0, n)),
        }),
      ),
    );
    const mostPlayed = async () =>
      (await rpc().search({ kind: SearchKind.TRACK, q: 'common', sortBy: 'plays:desc' })).hits
        .slice(0, 3)
        .map((h) => h.track!.trackId);
    // Until the refresh, the lists hold the plays they saw (written down in ADR 0017).
    expect(await mostPlayed()).toEqual([120, 119, 118]);
    await refresh();
    expect(await mostPlayed()).toEqual([id, 120, 119]);
    expect(trackIds((await rpc().suggest({ q: 'common' })).suggestions)[0]).toBe(id);
    const [listed] = await queryRows<{ rank: number }>(
      t.database.db,
      sql`select rank from search_top where word = 'common' and kind = 'track' and item_id = ${String(id)}`,
    );
    expect(listed).toEqual({ rank: 1 });
  });
});
