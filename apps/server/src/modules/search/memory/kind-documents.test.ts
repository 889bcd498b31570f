import { describe, expect, it } from 'vitest';
import { KindDocuments } from './kind-documents';
import { Lexicon } from './lexicon';
import { TrigramSpace } from './trigrams';

const WORDS = ['neon', 'night', 'ocean', 'river', 'velvet'];

function documents(count: number) {
  const space = new TrigramSpace();
  const lexicon = new Lexicon(space);
  const docs = new KindDocuments(lexicon, space);
  const put = (n: number, plays: number) =>
    docs.put({
      kind: 'track',
      itemId: String(n),
      folded: `${WORDS[n % 5]} ${WORDS[(n * 3) % 5]}`,
      titleWords: 1,
      plays,
      isPublic: true,
      ownerId: null,
      terms: [WORDS[n % 5]!, WORDS[(n * 3) % 5]!]
        .filter((w, i, all) => all.indexOf(w) === i)
        .sort()
        .map((word, i) => ({ word, positions: [((i + 1) << 2) | 3] })),
    });
  for (let n = 0; n < count; n++) put(n, (n * 7) % 11);
  lexicon.order();
  docs.order();
  return { docs, lexicon, put };
}

/** Every list of a word, walked: most played first, ties by id. */
function walked(docs: KindDocuments, lexicon: Lexicon, word: string) {
  const out: number[] = [];
  docs.walkMerged([lexicon.id(word)], (slot) => (out.push(slot), true));
  return out;
}

describe('a collection of the in-memory index', () => {
  it('keeps every list most played first as plays change, in place', () => {
    const { docs, lexicon, put } = documents(60);
    let seed = 1;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let round = 0; round < 200; round++) {
      const n = Math.floor(random() * 60);
      put(n, Math.floor(random() * 30));
      for (const word of WORDS) {
        const list = walked(docs, lexicon, word);
        const sorted = [...list].sort((a, b) => docs.byPlays(a, b));
        expect(list).toEqual(sorted);
      }
      const all = [...docs.allOrdered()];
      expect(all).toEqual([...all].sort((a, b) => docs.byPlays(a, b)));
      expect(all.slice(1).every((slot, i) => docs.before(all[i]!, slot) < 0)).toBe(true);
    }
    expect(docs.recent).toEqual([]);
  });

  it('gives a document whose words change a new slot, read until the next ordering', () => {
    const { docs, lexicon } = documents(10);
    docs.put({
      kind: 'track',
      itemId: '3',
      folded: 'zephyr',
      titleWords: 1,
      plays: 0,
      isPublic: true,
      ownerId: null,
      terms: [{ word: 'zephyr', positions: [(1 << 2) | 3] }],
    });
    expect(docs.recent).toEqual([10]);
    expect(docs.alive[3]).toBe(false);
    expect(docs.size).toBe(10);
    docs.remove('3');
    expect(docs.size).toBe(9);
    expect(lexicon.documents[lexicon.id('zephyr')]).toBe(0);
  });
});
