import { setTimeout as delay, setImmediate as yieldToRequests } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { batched } from '~/db/batched';
import { queryPrepared, queryRows, type Db } from '~/db/client';
import type { Logger } from '~/logger';
import type { IndexedDocument } from './kind-documents';
import { MemoryIndex } from './memory-index';
import { parseTsvector } from './tsvector';

/** Documents read per statement while loading, and changes per statement while in step. */
const PAGE = 5000;
/** A change not seen yet below one seen is awaited this long (its transaction may commit late). */
const LATE_COMMIT_MS = 60_000;
/** How long the first search waits for the first load before the database answers it. */
const FIRST_LOAD_WAIT_MS = 2000;
/** Changes are kept this long (the search job deletes older ones); an index idle longer reloads. */
export const SEARCH_CHANGES_KEPT_MS = 60 * 60_000;

/** A loaded index and how far it has read the changes. */
interface State {
  index: MemoryIndex;
  /** The highest change applied. */
  after: number;
  /** Changes below `after` not seen yet (their transactions may still commit), and since when. */
  late: Map<number, number>;
  loadedAt: number;
  syncedAt: number;
}

/** A document as read: its tsvector as PostgreSQL prints it. */
type DocumentRow = Omit<IndexedDocument, 'terms'> & { document: string };

const COLUMNS = sql`d.kind, d.item_id as "itemId", d.folded, d.plays, d.is_public as "isPublic",
  d.owner_id as "ownerId", d.document::text as document,
  (select count(*) from regexp_matches(search_fold(d.title), '[[:alnum:]]+', 'g'))::int as "titleWords"`;

const toDocument = ({ document, ...row }: DocumentRow): IndexedDocument => ({
  ...row,
  terms: parseTsvector(document),
});

/**
 * The in-memory search index of this server (ADR 0026), loaded from `search_documents` and kept
 * in step through `search_changes`: before answering, it applies every change committed since
 * its last (one statement, shared by the searches that arrive together), so a write anywhere
 * is found by the next search here. It is rebuilt from the database every `refreshSeconds`
 * (plays reorder the documents), in the background; until the first load is done, and if it
 * fails, `current()` answers null and the database answers the search.
 */
export function createSearchIndex(deps: {
  db: Db;
  log: Logger;
  refreshSeconds: number;
  /** Rows per statement (tests make it small). */
  page?: number;
}) {
  const page = deps.page ?? PAGE;
  let live: State | null = null;
  let loading: Promise<void> | null = null;
  let loadedOnce = false;
  let stopped = false;

  async function load(): Promise<void> {
    const started = Date.now();
    const [mark] = await queryRows<{ seq: string }>(
      deps.db,
      sql`select coalesce(max(seq), 0)::text as seq from search_changes`,
    );
    const index = new MemoryIndex();
    let from = { kind: '', itemId: '' };
    for (;;) {
      if (stopped) return;
      const rows = await queryRows<DocumentRow>(
        deps.db,
        sql`select ${COLUMNS} from search_documents d
          where (d.kind, d.item_id) > (${from.kind}, ${from.itemId})
          order by d.kind, d.item_id limit ${page}`,
      );
      for (const row of rows) index.put(toDocument(row));
      if (rows.length < page) break;
      from = rows[rows.length - 1]!;
      await yieldToRequests();
    }
    index.order();
    const next: State = {
      index,
      after: Number(mark?.seq ?? 0),
      late: new Map(),
      loadedAt: Date.now(),
      syncedAt: 0,
    };
    if (!(await applyChanges(next))) return;
    live = next;
    loadedOnce = true;
    deps.log.info({ documents: index.size, ms: Date.now() - started }, 'search index loaded');
  }

  function startLoad() {
    loading ??= load()
      .catch((err: unknown) => deps.log.error({ err }, 'search index load failed'))
      .finally(() => (loading = null));
  }

  /**
   * Applies the changes committed since `after`; false when the index must be loaded again
   * (the documents were truncated).
   */
  async function applyChanges(state: State): Promise<boolean> {
    const { late } = state;
    // From below the oldest change still awaited; each page then reads on from the last.
    let since = state.after;
    for (const seq of late.keys()) since = Math.min(since, seq - 1);
    for (;;) {
      const rows = await queryPrepared<
        { seq: string; changedKind: string; changedId: string } & Partial<DocumentRow>
      >(
        deps.db,
        sql`select c.seq::text as seq, c.kind as "changedKind", c.item_id as "changedId", ${COLUMNS}
          from search_changes c
          left join search_documents d on d.kind = c.kind and d.item_id = c.item_id
          where c.seq > ${since} order by c.seq limit ${page}`,
      );
      const now = Date.now();
      for (const row of rows) {
        const seq = Number(row.seq);
        since = seq;
        if (seq <= state.after && !late.delete(seq)) continue;
        for (let missing = state.after + 1; missing < seq && late.size < page; missing++) {
          late.set(missing, now);
        }
        state.after = Math.max(state.after, seq);
        if (row.changedKind === '*') return false;
        if (row.kind) state.index.put(toDocument(row as DocumentRow));
        else state.index.remove(row.changedKind, row.changedId);
      }
      for (const [seq, since] of late) if (now - since > LATE_COMMIT_MS) late.delete(seq);
      state.syncedAt = now;
      if (rows.length < page) return true;
    }
  }

  const sync = batched<null, boolean>(
    async (calls) => {
      const ok = live ? await applyChanges(live) : false;
      if (!ok) {
        live = null;
        startLoad();
      }
      return calls.map(() => ok);
    },
    { inFlight: 1 },
  );

  return {
    /** The index with every change committed before this call; null when the database must answer. */
    async current(): Promise<MemoryIndex | null> {
      if (stopped) return null;
      const now = Date.now();
      if (live && now - live.syncedAt > SEARCH_CHANGES_KEPT_MS / 2) live = null;
      if (!live || now - live.loadedAt > deps.refreshSeconds * 1000) startLoad();
      // The first search waits a little for the first load: a small catalogue is loaded by then.
      if (!live && !loadedOnce) {
        await Promise.race([loading, delay(FIRST_LOAD_WAIT_MS, undefined, { ref: false })]);
      }
      if (!live) return null;
      const inStep = await sync(null);
      // `live` may have been dropped or replaced meanwhile: answer what is there now.
      return inStep && live ? live.index : null;
    },
    /** Waits for the load under way (or starts one); answers whether the index is there. */
    async ready(): Promise<boolean> {
      if (!live) startLoad();
      await loading;
      return live !== null;
    },
    async stop() {
      stopped = true;
      await loading;
    },
  };
}

export type SearchIndex = ReturnType<typeof createSearchIndex>;
