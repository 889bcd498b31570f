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
