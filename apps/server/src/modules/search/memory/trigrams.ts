import { wordsOf } from './fold';

/** Stamps a scratch takes before it starts over (an Int32Array holds up to 2^31 - 1). */
const STAMPS_KEPT = 2_000_000_000;

/** A query's distinct trigrams: those some indexed word has (as numbers), and how many in all. */
export interface QueryTrigrams {
  known: Int32Array;
  size: number;
}

/**
 * pg_trgm's measures in memory (ADR 0026), so the in-memory index ranks as the database does.
 * A text's trigrams are its words' (each padded with two spaces before and one after); each
 * index numbers the trigrams and the words of its documents once, so that a document's text is
 * a list of word numbers and comparing trigrams is comparing integers.
 */
export class TrigramSpace {
  private readonly numbers = new Map<string, number>();
  private readonly wordIds = new Map<string, number>();
  /** Each numbered word's trigrams, in order. */
  private readonly ofWord: Int32Array[] = [];
  // Scratch, indexed by trigram number: `query` marks a query's trigrams, `seen` a text's.
  private query = new Int32Array(1 << 12);
  private seen = new Int32Array(1 << 12);
  private found = new Int32Array(1 << 12);
  private inWord = new Int32Array(1 << 12);
  private inTail = new Int32Array(1 << 12);
  private firstAt = new Int32Array(1 << 12);
  // Each scratch's stamps: a new stamp forgets its older marks at no cost. Each starts over
  // (every STAMPS_KEPT) only where no mark of it is still being read: the query's at a new
  // query, the others at the start of a measure, which takes fewer than a million
  // (`wordStamp` serves `inWord` and `inTail`: each only compares with stamps it was given).
  private queryStamp = 0;
  private stamp = 0;
  private wordStamp = 0;
  private index = new Int32Array(256);
  private lastAt = new Int32Array(256);
  private inQuery = new Uint8Array(256);
  // Scratch, indexed by a text's word: its query trigrams, and its other trigrams (distinct):
  // all of them, those before its first query trigram, and those after its last.
  private wordShared = new Int32Array(64);
  private wordOther = new Int32Array(64);
  private wordHead = new Int32Array(64);
  private wordTail = new Int32Array(64);

  /** A word's number (numbered on first sight, with its trigrams). */
  word(word: string): number {
    let id = this.wordIds.get(word);
    if (id === undefined) {
      id = this.ofWord.length;
      this.wordIds.set(word, id);
      this.ofWord.push(this.trigramsOf(word, true));
    }
    return id;
  }

  /** The numbered word's trigrams. */
  trigramsOfWord(id: number): Int32Array {
    return this.ofWord[id]!;
  }

  /** A word's trigrams as numbers; unknown ones are -1 unless `add`. */
  trigramsOf(word: string, add: boolean): Int32Array {
    const chars = Array.from(`  ${word} `);
    const out = new Int32Array(chars.length - 2);
    for (let i = 0; i < out.length; i++) {
      const key = chars[i]! + chars[i + 1]! + chars[i + 2]!;
      let n = this.numbers.get(key);
      if (n === undefined && add) this.numbers.set(key, (n = this.numbers.size));
      out[i] = n ?? -1;
    }
    if (add) this.fit(this.numbers.size);
    return out;
  }

  /** A folded text's distinct trigrams. */
  queryTrigrams(folded: string): QueryTrigrams {
    const known = new Set<number>();
    const unknown = new Set<string>();
    for (const word of wordsOf(folded)) {
      const chars = Array.from(`  ${word} `);
      for (let i = 0; i + 2 < chars.length; i++) {
        const key = chars[i]! + chars[i + 1]! + chars[i + 2]!;
        const n = this.numbers.get(key);
        if (n === undefined) unknown.add(key);
        else known.add(n);
      }
    }
    return { known: Int32Array.from(known), size: known.size + unknown.size };
  }

  /** Marks a query's trigrams for the measures that follow; answers the mark. */
  mark(query: QueryTrigrams): number {
    if (this.queryStamp >= STAMPS_KEPT) {
      this.query.fill(0);
      this.queryStamp = 0;
    }
    const mark = ++this.queryStamp;
    for (const t of query.known) this.query[t] = mark;
    return mark;
  }

  /**
   * Over a text given as word numbers (`words[from, to)`, the title its first words up to
   * `title`), in one pass: pg_trgm `similarity(query, title)` (shared distinct trigrams over
   * all distinct trigrams), the share of the query's trigrams the whole text has, and `extent`,
   * the most any continuous extent of the text's trigrams can be similar to the query: neither
   * is ever below `word_similarity` (an extent's similarity is `c / (size + u - c)`, with `c`
   * its query trigrams and `u` its distinct trigrams; `c` is at most the query trigrams of the
   * words it touches, and `u - c` at least the other trigrams of any word it holds whole).
   */
  overlap(
    query: QueryTrigrams,
    mark: number,
    words: Int32Array,
    range: { from: number; title: number; to: number },
  ): { titled: number; share: number; extent: number } {
    if (query.size === 0) return { titled: 0, share: 0, extent: 0 };
    const inTitle = this.nextStamp();
    const inText = this.nextStamp();
    if (this.wordStamp >= STAMPS_KEPT) {
      this.inWord.fill(0);
      this.inTail.fill(0);
      this.wordStamp = 0;
    }
    const count = range.to - range.from;
    if (this.wordShared.length < count) {
      this.wordShared = new Int32Array(count * 2);
      this.wordOther = new Int32Array(count * 2);
      this.wordHead = new Int32Array(count * 2);
      this.wordTail = new Int32Array(count * 2);
    }
    const { wordShared, wordOther, wordHead, wordTail } = this;
    let titleUnique = 0;
    let titleShared = 0;
    let shared = 0;
    for (let w = range.from; w < range.to; w++) {
      const title = w < range.title;
      const inWord = ++this.wordStamp;
      let wordHits = 0;
      let others = 0;
      let head = -1;
      let tail = 0;
      let segment = 0;
      for (const t of this.ofWord[words[w]!]!) {
        const hit = this.query[t] === mark;
        if (hit) {
          wordHits++;
          if (head < 0) head = others;
          segment = ++this.wordStamp;
          tail = 0;
        } else {
          if (this.inWord[t] !== inWord) {
            this.inWord[t] = inWord;
            others++;
          }
          if (wordHits > 0 && this.inTail[t] !== segment) {
            this.inTail[t] = segment;
            tail++;
          }
        }
        if (title && this.seen[t] !== inTitle) {
          this.seen[t] = inTitle;
          titleUnique++;
          if (hit) titleShared++;
        }
        if (hit && this.found[t] !== inText) {
          this.found[t] = inText;
          shared++;
        }
      }
      wordShared[w - range.from] = wordHits;
      wordOther[w - range.from] = others;
      wordHead[w - range.from] = head;
      wordTail[w - range.from] = tail;
    }
    return {
      titled: titleUnique === 0 ? 0 : titleShared / (query.size + titleUnique - titleShared),
      share: shared / query.size,
      extent: shared === 0 ? 0 : this.extentBound(query.size, count),
    };
  }

  /**
   * The most similar an extent of the text can be, from its words' counts (`overlap`). An
   * extent with query trigrams from word `a` to word `b` holds at most those words' query
   * trigrams (and at most the query's `size`); when `b > a` it holds whole the other trigrams
   * of `a` after its last query trigram, of `b` before its first, and of every word between,
   * so it has at least as many other trigrams as the most of those.
   */
  private extentBound(size: number, count: number): number {
    const { wordShared, wordOther, wordHead, wordTail } = this;
    let best = 0;
    for (let a = 0; a < count; a++) {
      if (wordShared[a] === 0) continue;
      let hits = 0;
      let between = 0;
      for (let b = a; b < count; b++) {
        if (b > a + 1) between = Math.max(between, wordOther[b - 1]!);
        hits += wordShared[b]!;
        if (wordShared[b] === 0) continue;
        const others = b === a ? 0 : Math.max(between, wordTail[a]!, wordHead[b]!);
        const most = Math.min(size, hits) / (size + others);
        if (most > best) best = most;
        // Further words hold no more of the query and no fewer others.
        if (hits >= size) break;
      }
    }
    return best;
  }

  /**
   * pg_trgm `word_similarity(query, text)`: the greatest similarity between the query's
   * distinct trigrams and a continuous extent of the text's ordered trigrams, found the way
   * pg_trgm finds it: the extent's end moves to each trigram of the query, and its start only
   * forward, to wherever the similarity is greatest.
   */
  wordSimilarity(query: QueryTrigrams, mark: number, words: Int32Array, from: number, to: number) {
    if (query.size === 0) return 0;
    // The text's trigrams in order, each as the position of its first occurrence.
    const seen = this.nextStamp();
    let length = 0;
    for (let w = from; w < to; w++) length += this.ofWord[words[w]!]!.length;
    if (length === 0) return 0;
    if (this.index.length < length) {
      this.index = new Int32Array(length * 2);
      this.lastAt = new Int32Array(length * 2);
      this.inQuery = new Uint8Array(length * 2);
    }
    const { index, lastAt, inQuery } = this;
    let at = 0;
    for (let w = from; w < to; w++) {
      for (const t of this.ofWord[words[w]!]!) {
        if (this.seen[t] !== seen) {
          this.seen[t] = seen;
          this.firstAt[t] = at;
          lastAt[at] = -1;
        }
        index[at] = this.firstAt[t]!;
        inQuery[at] = this.query[t] === mark ? 1 : 0;
        at++;
      }
    }
    const size = query.size;
    let lower = -1;
    let count = 0;
    let unique = 0;
    let best = 0;
    for (let i = 0; i < length; i++) {
      const u = index[i]!;
      const hit = inQuery[i] === 1;
      if (lower >= 0 || hit) {
        if (lastAt[u]! < 0) {
          unique++;
          if (hit) count++;
        }
        lastAt[u] = i;
      }
      if (!hit) continue;
      if (lower === -1) {
        lower = i;
        unique = 1;
      }
      let current = count / (size + unique - count);
      let tmpCount = count;
      let tmpUnique = unique;
      const previous = lower;
      for (let from = lower; from <= i; from++) {
        const candidate = tmpCount / (size + tmpUnique - tmpCount);
        if (candidate > current) {
          current = candidate;
          unique = tmpUnique;
          lower = from;
          count = tmpCount;
        }
        const v = index[from]!;
        if (lastAt[v] === from) {
          tmpUnique--;
          if (inQuery[from] === 1) tmpCount--;
        }
      }
      if (current > best) best = current;
      // Nothing is more similar than the same: the rest of the text cannot raise it.
      if (best >= 1) return 1;
      for (let from = previous; from < lower; from++) {
        const v = index[from]!;
        if (lastAt[v] === from) lastAt[v] = -1;
      }
    }
    return best;
  }

  /** A stamp of `seen` and `found`, taken at the start of a measure only. */
  private nextStamp(): number {
    if (this.stamp >= STAMPS_KEPT) {
      this.seen.fill(0);
      this.found.fill(0);
      this.stamp = 0;
    }
    return ++this.stamp;
  }

  private fit(size: number) {
    if (size <= this.query.length) return;
    let next = this.query.length;
    while (next < size) next *= 2;
    const grown = (from: Int32Array) => {
      const to = new Int32Array(next);
      to.set(from);
      return to;
    };
    this.query = grown(this.query);
    this.seen = grown(this.seen);
    this.found = grown(this.found);
    this.inWord = grown(this.inWord);
    this.inTail = grown(this.inTail);
    this.firstAt = grown(this.firstAt);
  }
}
