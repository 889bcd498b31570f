import { describe, expect, it } from 'vitest';
import { wordsOf } from './fold';
import { TrigramSpace } from './trigrams';
import { parseTsvector } from './tsvector';

/** A text as the index keeps it: its words' numbers. */
function text(space: TrigramSpace, folded: string) {
  return Int32Array.from(wordsOf(folded).map((w) => space.word(w)));
}

describe("pg_trgm's measures in memory", () => {
  // The values pg_trgm's documentation gives (F.35.2) for these texts.
  it("gives the documentation's similarity and word_similarity of 'word' and 'two words'", () => {
    const space = new TrigramSpace();
    const words = text(space, 'two words');
    const query = space.queryTrigrams('word');
    const mark = space.mark(query);
    const all = { from: 0, title: words.length, to: words.length };
    expect(space.overlap(query, mark, words, all).titled).toBeCloseTo(0.363636, 5);
    expect(space.wordSimilarity(query, mark, words, 0, words.length)).toBeCloseTo(0.8, 5);
  });

  it('counts trigrams no indexed word has in the query, and none of them in a text', () => {
    const space = new TrigramSpace();
    const words = text(space, 'blue orbit');
    const query = space.queryTrigrams('zzz orbit');
    expect(query.size).toBe(10); // "  z", " zz", "zzz", "zz " and orbit's 6
    const mark = space.mark(query);
    const share = space.overlap(query, mark, words, { from: 0, title: 0, to: 2 }).share;
    expect(share).toBeCloseTo(6 / 10, 5);
  });
});

describe('the bounds of word_similarity a candidate is sorted by', () => {
  // A small vocabulary, so texts and queries share words, prefixes and near misses.
  const VOCABULARY = ['golden', 'hollow', 'gold', 'river', 'rivers', 'neon', 'eon', 'on', 'ab'];
  /** A seeded pseudo-random source (mulberry32), so a failure can be replayed. */
  function random(seed: number) {
    let state = seed;
    return () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  it('never puts the share or the extent bound below word_similarity', () => {
    const next = random(14);
    const pick = () => VOCABULARY[Math.floor(next() * VOCABULARY.length)]!;
    const words = (most: number) => Array.from({ length: 1 + Math.floor(next() * most) }, pick);
    const space = new TrigramSpace();
    let tighter = 0;
    for (let round = 0; round < 3000; round++) {
      const typed = words(3).map((w) =>
        next() < 0.3 ? w.slice(0, 1 + Math.floor(next() * w.length)) : w,
      );
      const query = space.queryTrigrams(typed.join(' ') + (next() < 0.2 ? ' zq' : ''));
      const mark = space.mark(query);
      const doc = text(space, words(8).join(' '));
      const range = { from: 0, title: Math.floor(next() * doc.length), to: doc.length };
      const { share, extent } = space.overlap(query, mark, doc, range);
      const similarity = space.wordSimilarity(query, mark, doc, 0, doc.length);
      expect(share).toBeGreaterThanOrEqual(similarity);
      expect(extent).toBeGreaterThanOrEqual(similarity);
      if (extent < share) tighter++;
    }
    // The extent bound is the tighter one for some of the texts (243 of these 3,000).
    expect(tighter).toBeGreaterThan(150);
  });

  it("bounds 'golden hollow' in 'golden river hollow' by the word between", () => {
    const space = new TrigramSpace();
    const doc = text(space, 'golden river hollow');
    const query = space.queryTrigrams('golden hollow');
    const mark = space.mark(query);
    const { share, extent } = space.overlap(query, mark, doc, { from: 0, title: 3, to: 3 });
    expect(share).toBe(1);
    // 14 query trigrams; an extent with both words holds river's 6 whole, one with one word 7.
    expect(extent).toBeCloseTo(14 / (14 + 6), 10);
    expect(space.wordSimilarity(query, mark, doc, 0, 3)).toBeLessThanOrEqual(extent);
  });
});

describe('the scratch marks', () => {
  it('measure the same when their stamps start over at any point of a search', () => {
    const texts = ['golden river hollow', 'neon golden', 'rivers of gold', 'hollow eon on'];
    const measure = (space: TrigramSpace) => {
      for (const t of texts) text(space, t);
      const query = space.queryTrigrams('golden hollow');
      const mark = space.mark(query);
      return texts.map((t) => {
        const doc = text(space, t);
        const range = { from: 0, title: 1, to: doc.length };
        return [
          space.overlap(query, mark, doc, range),
          space.wordSimilarity(query, mark, doc, 0, doc.length),
        ];
      });
    };
    const expected = measure(new TrigramSpace());
    // Every scratch this many stamps short of starting over: it does so somewhere in the search.
    for (let short = 1; short <= 24; short++) {
      const worn = new TrigramSpace();
      const stamps = worn as unknown as Record<string, number>;
      for (const name of ['queryStamp', 'stamp', 'wordStamp']) {
        stamps[name] = 2_000_000_000 - short;
      }
      expect(measure(worn)).toEqual(expected);
    }
  });
});

describe('a tsvector as PostgreSQL prints it', () => {
  it('reads words, quotes, positions and weights', () => {
    expect(parseTsvector("'abbey':3C,5 'it''s':1A 'road':4B 'x'")).toEqual([
      { word: 'abbey', positions: [(3 << 2) | 1, (5 << 2) | 0] },
      { word: "it's", positions: [(1 << 2) | 3] },
      { word: 'road', positions: [(4 << 2) | 2] },
      { word: 'x', positions: [] },
    ]);
  });
});
