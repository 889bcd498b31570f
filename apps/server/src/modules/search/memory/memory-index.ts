import type { SearchKind } from '~/db/schema';
import { searchFold, wordsOf } from './fold';
import { KindDocuments, type IndexedDocument } from './kind-documents';
import { compare, Lexicon } from './lexicon';
import { TrigramSpace, type QueryTrigrams } from './trigrams';
import { queryItems, tsRank, type RankItem } from './ts-rank';

/** A ranked hit: which document, and its scores as the database would give them. */
export interface IndexHit {
  kind: SearchKind;
  itemId: string;
  plays: number;
  textMatch: number;
  score: number;
}

/** A page of one collection, in the default order (text match × popularity). */
export interface IndexQuery {
  kind: SearchKind;
  cap: number;
  offset: number;
  limit: number;
  viewerId: string | undefined;
}

/** One typed word: the lexicon words it stands for (`search_plan`'s reading). */
interface Group {
  /** Exact words (a prefix of at most 10 words, or a typo's corrections). */
  exact: number[] | null;
  /** Else every word starting with the prefix: a range of the ordered lexicon, plus newer. */
  range: { from: number; to: number; newer: number[] };
  documents: number;
  /** The words `ts_rank` reads for it: each exact word, or the prefix. */
  items: RankItem[];
}

interface Plan {
  groups: Group[];
  /** Each word's groups as bits (`maskOf[word]`, valid where `stampOf[word] === stamp`). */
  stamp: number;
  /** The bits of every group: a document must hold them all. */
  all: number;
  items: RankItem[];
  and: boolean;
  trigrams: QueryTrigrams;
}

/** Prefixes of more than this many words are read as a prefix, as `search_plan` does. */
const EXACT_WORDS = 10;
/** A word this short that starts nothing is not corrected. */
const CORRECTED_FROM = 4;
/** A starting group holding at most this many documents is read whole, then sorted. */
const READ_WHOLE = 30_000;
/** A starting group of at most this many words is walked through its words' lists merged. */
const MERGED_WORDS = 16;
/** Typed words one query may have here (one bit each); longer queries go to the database. */
const MAX_GROUPS = 30;

/**
 * The search index in memory (ADR 0026): the database's documents and words, matched and
 * ranked as `search.repo.ts` does in SQL (`search_plan`'s reading of the words, the most
 * played candidates, text match × popularity), without a round trip per query.
 */
export class MemoryIndex {
  private readonly space = new TrigramSpace();
  private readonly lexicon = new Lexicon(this.space);
  private readonly kinds = new Map<string, KindDocuments>();
  private maskOf = new Int32Array(1024);
  private stampOf = new Int32Array(1024);
  private stamp = 0;

  get size(): number {
    let n = 0;
    for (const docs of this.kinds.values()) n += docs.size;
    return n;
  }

  put(doc: IndexedDocument) {
    this.of(doc.kind).put(doc);
  }

  remove(kind: string, itemId: string) {
    this.kinds.get(kind)?.remove(itemId);
  }

  /** Orders the words and every word's documents (after a load). */
  order() {
    this.lexicon.order();
    for (const docs of this.kinds.values()) docs.order();
  }

  /**
   * Several collections for the same text, the words read once; null when the text has more
   * words than a query here may (the database answers).
   */
  searchEach(
    text: string,
    queries: readonly IndexQuery[],
  ): { hits: IndexHit[]; total: number }[] | null {
    const folded = searchFold(text);
    const words = wordsOf(folded);
    if (words.length > MAX_GROUPS) return null;
    const plan = this.plan(folded, words);
    const mark = plan && this.space.mark(plan.trigrams);
    return queries.map((query) => {
      if (!plan || mark === null) return { hits: [], total: 0 };
      const docs = this.of(query.kind);
      const found = this.candidates(docs, plan, query);
      return { hits: this.best(docs, plan, mark, query, found), total: found.length };
    });
  }

  private of(kind: string): KindDocuments {
    let docs = this.kinds.get(kind);
    if (!docs) this.kinds.set(kind, (docs = new KindDocuments(this.lexicon, this.space)));
    return docs;
  }

  /**
   * The words (of the folded text) as `search_plan` reads them; null when some word stands for
   * nothing.
   */
  private plan(folded: string, words: readonly string[]): Plan | null {
    const groups: Group[] = [];
    for (const word of words) {
      const range = this.lexicon.startingWith(word);
      const started = range.to - range.from + range.newer.length;
      let exact: number[] | null = null;
      if (started >= 1 && started <= EXACT_WORDS) exact = this.lexicon.idsIn(range);
      else if (started === 0 && Array.from(word).length >= CORRECTED_FROM) {
        const corrected = this.lexicon.corrections(word);
        if (corrected.length > 0) exact = corrected;
      }
      if (!exact && started === 0) return null;
      const group: Group = {
        exact,
        range,
        documents: exact
          ? exact.reduce((n, id) => n + this.lexicon.documents[id]!, 0)
          : this.lexicon.documentsIn(range),
        items: [],
      };
      group.items = exact
        ? exact.map((id) => ({ word: this.lexicon.words[id]!, matches: isWord(id) }))
        : [{ word, matches: this.holds(group) }];
      groups.push(group);
    }
    if (groups.length === 0) return null;
    const stamp = this.markWords(groups);
    return {
      groups,
      stamp,
      all: (1 << groups.length) - 1,
      items: queryItems(groups.flatMap((g) => g.items)),
      and: groups.length > 1,
      trigrams: this.space.queryTrigrams(folded),
    };
  }

  private holds(group: Group): (wordId: number) => boolean {
    if (group.exact) {
      const exact = group.exact;
      return (id) => exact.includes(id);
    }
    const { from, to, newer } = group.range;
    return (id) => {
      const place = this.lexicon.placeOfId(id);
      return place >= 0 ? place >= from && place < to : newer.includes(id);
    };
  }

  /** Marks each group's words with the group's bit, under a fresh stamp; answers the stamp. */
  private markWords(groups: readonly Group[]): number {
    const size = this.lexicon.words.length;
    if (this.maskOf.length < size) {
      this.maskOf = new Int32Array(size * 2);
      this.stampOf = new Int32Array(size * 2);
      this.stamp = 0;
    }
    const stamp = ++this.stamp;
    groups.forEach((group, g) => {
      for (const id of group.exact ?? this.lexicon.idsIn(group.range)) {
        if (this.stampOf[id] !== stamp) {
          this.stampOf[id] = stamp;
          this.maskOf[id] = 0;
        }
        this.maskOf[id] = this.maskOf[id]! | (1 << g);
      }
    });
    return stamp;
  }

  /** The most played documents with every word (up to the cap), visible to the viewer. */
  private candidates(docs: KindDocuments, plan: Plan, query: IndexQuery): number[] {
    const rarest = plan.groups.reduce((a, b) => (b.documents < a.documents ? b : a));
    const found: number[] = [];
    const words =
      rarest.exact ?? (rarest.documents <= READ_WHOLE ? this.lexicon.idsIn(rarest.range) : null);
    if (words && words.length <= MERGED_WORDS) {
      docs.walkMerged(words, (slot) => {
        if (this.fits(docs, plan, query, slot)) found.push(slot);
        return found.length < query.cap;
      });
    } else if (words) {
      const first = docs.newMarks();
      for (const id of words) {
        for (const slot of docs.postingsOf(id)) {
          if (first(slot) && this.fits(docs, plan, query, slot)) found.push(slot);
        }
      }
      found.sort((a, b) => docs.before(a, b));
      found.length = Math.min(found.length, query.cap);
    } else {
      for (const slot of docs.allOrdered()) {
        if (this.fits(docs, plan, query, slot)) found.push(slot);
        if (found.length >= query.cap) break;
      }
    }
    const recent = docs.recent.filter((slot) => this.fits(docs, plan, query, slot));
    if (recent.length > 0) {
      found.push(...recent);
      found.sort((a, b) => docs.before(a, b));
      found.length = Math.min(found.length, query.cap);
    }
    return found;
  }

  /** Whether the slot is alive, visible to the viewer and holds every typed word. */
  private fits(docs: KindDocuments, plan: Plan, query: IndexQuery, slot: number): boolean {
    return (
      docs.alive[slot]! &&
      (query.kind !== 'playlist' || docs.isPublic[slot]! || docs.owner[slot] === query.viewerId) &&
      docs.coverage(slot, this.maskOf, this.stampOf, plan.stamp) === plan.all
    );
  }

  /**
   * The window of candidates in the default order (score, then id), their scores exact. A
   * candidate whose score cannot reach the window (its `word_similarity` bounded by
   * `TrigramSpace.overlap`'s share and extent) is not scored further: it could not be shown.
   */
  private best(
    docs: KindDocuments,
    plan: Plan,
    mark: number,
    query: IndexQuery,
    found: readonly number[],
  ): IndexHit[] {
    const wanted = query.offset + query.limit;
    if (wanted === 0) return [];
    const bounded = found.map((slot) => this.bound(docs, plan, mark, slot));
    bounded.sort((a, b) => b.bound - a.bound);
    const hits: IndexHit[] = [];
    for (const candidate of bounded) {
      if (hits.length >= wanted) {
        // Once the window is full, a candidate whose bound is below its last score cannot
        // enter, nor can any after it; one whose bound equals it enters only by a lower id.
        const last = hits[wanted - 1]!;
        if (candidate.bound < last.score) break;
        if (candidate.bound === last.score && compare(docs.ids[candidate.slot]!, last.itemId) > 0) {
          continue;
        }
      }
      const hit = this.rank(docs, plan, mark, query.kind, candidate);
      let at = hits.length;
      while (at > 0 && byScore(hits[at - 1]!, hit) > 0) at--;
      hits.splice(at, 0, hit);
      if (hits.length > wanted) hits.length = wanted;
    }
    return hits.slice(query.offset);
  }

  /** The cheap parts of a candidate's text match, and the most its score can be. */
  private bound(docs: KindDocuments, plan: Plan, mark: number, slot: number): Partial {
    const f = Math.fround;
    const { pool, from, to } = docs.textAt(slot);
    const title = Math.min(to, from + docs.titleWords[slot]!);
    const overlap = this.space.overlap(plan.trigrams, mark, pool, { from, title, to });
    const titled = f(overlap.titled);
    const terms = docs.termsAt(slot);
    const rank = f(tsRank(plan.items, plan.and, terms.pool, terms.at));
    const most = f(Math.min(overlap.share, overlap.extent));
    const popularity = 1 + Math.log(1 + docs.plays[slot]!) / 5;
    return { slot, titled, rank, bound: f(f(f(2 * most) + titled) + rank) * popularity };
  }

  /** `textMatch` and `score` as `search.repo.ts` computes them (float4 where PostgreSQL is). */
  private rank(
    docs: KindDocuments,
    plan: Plan,
    mark: number,
    kind: SearchKind,
    { slot, titled, rank }: Partial,
  ): IndexHit {
    const f = Math.fround;
    const { pool, from, to } = docs.textAt(slot);
    const words = f(this.space.wordSimilarity(plan.trigrams, mark, pool, from, to));
    const textMatch = f(f(f(2 * words) + titled) + rank);
    const plays = docs.plays[slot]!;
    return {
      kind,
      itemId: docs.ids[slot]!,
      plays,
      textMatch,
      score: textMatch * (1 + Math.log(1 + plays) / 5),
    };
  }
}

/*
 * The functions a search calls are declared here, once, not as named closures in its methods:
 * under tsx (esbuild's keepNames) each named closure costs a defineProperty every time it is
 * made, about 2 % of a suggestion's CPU (ADR 0026, amended 2026-11-28, second).
 */

/** The default order: score, then id. */
function byScore(a: IndexHit, b: IndexHit): number {
  return b.score - a.score || compare(a.itemId, b.itemId);
}

/** A test for one lexicon word. */
function isWord(id: number): (wordId: number) => boolean {
  return (wordId) => wordId === id;
}

/** A candidate's text match before `word_similarity`, and the most its score can be. */
interface Partial {
  slot: number;
  titled: number;
  rank: number;
  bound: number;
}
