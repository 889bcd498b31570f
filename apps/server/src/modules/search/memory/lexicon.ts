import type { TrigramSpace } from './trigrams';

/**
 * The index's words (ADR 0026): every word of the documents, numbered, with how many
 * documents hold it, in text order for prefixes and by trigram for typos. Words added since
 * the last ordering (`newer`) are searched one by one until the index is next built.
 */
export class Lexicon {
  readonly words: string[] = [];
  readonly documents: number[] = [];
  private readonly ids = new Map<string, number>();
  /** Word ids in text order, and each id's place in it (-1: newer). */
  private sorted = new Int32Array(0);
  private placeOf: number[] = [];
  private newer: number[] = [];
  /** Documents of the words before each place (estimates how many a prefix finds). */
  private before = new Float64Array(1);
  private readonly byTrigram = new Map<number, number[]>();
  private readonly trigramCount: number[] = [];

  constructor(private readonly space: TrigramSpace) {}

  id(word: string): number {
    let id = this.ids.get(word);
    if (id !== undefined) return id;
    id = this.words.length;
    this.ids.set(word, id);
    this.words.push(word);
    this.documents.push(0);
    this.placeOf.push(-1);
    this.newer.push(id);
    const trigrams = new Set(this.space.trigramsOf(word, true));
    this.trigramCount.push(trigrams.size);
    for (const t of trigrams) {
      const list = this.byTrigram.get(t);
      if (list) list.push(id);
      else this.byTrigram.set(t, [id]);
    }
    return id;
  }

  /** Puts every word in text order (after a load). */
  order() {
    const ids = this.words.map((_, i) => i);
    ids.sort((a, b) => compare(this.words[a]!, this.words[b]!));
    this.sorted = Int32Array.from(ids);
    this.placeOf = new Array<number>(this.words.length);
    this.before = new Float64Array(ids.length + 1);
    ids.forEach((id, place) => {
      this.placeOf[id] = place;
      this.before[place + 1] = this.before[place]! + this.documents[id]!;
    });
    this.newer = [];
  }

  /** The place range of the ordered words that start with `prefix`, and newer such words. */
  startingWith(prefix: string): { from: number; to: number; newer: number[] } {
    const from = this.bound((word) => compare(word, prefix) < 0);
    const to = this.bound((word) => compare(word, prefix) < 0 || word.startsWith(prefix));
    return { from, to, newer: this.newer.filter((id) => this.words[id]!.startsWith(prefix)) };
  }

  idsIn(range: { from: number; to: number; newer: number[] }): number[] {
    return [...this.sorted.subarray(range.from, range.to), ...range.newer];
  }

  placeOfId(id: number): number {
    return this.placeOf[id]!;
  }

  /** How many documents the words of a range hold (as of the last ordering, plus newer words). */
  documentsIn(range: { from: number; to: number; newer: number[] }): number {
    return (
      this.before[range.to]! -
      this.before[range.from]! +
      range.newer.reduce((n, id) => n + this.documents[id]!, 0)
    );
  }

  /**
   * The words a typo may stand for, as `search_plan` finds them: the 5 most similar words of
   * trigram similarity 0.3 or more (ties by text), and any word equal to it with two
   * neighbouring letters swapped.
   */
  corrections(typo: string): number[] {
    const query = this.space.queryTrigrams(typo);
    const shared = new Map<number, number>();
    for (const t of query.known) {
      for (const id of this.byTrigram.get(t) ?? []) shared.set(id, (shared.get(id) ?? 0) + 1);
    }
    const similar: { id: number; sml: number }[] = [];
    for (const [id, count] of shared) {
      const sml = Math.fround(count / (query.size + this.trigramCount[id]! - count));
      if (sml >= Math.fround(0.3)) similar.push({ id, sml });
    }
    similar.sort((a, b) => b.sml - a.sml || compare(this.words[a.id]!, this.words[b.id]!));
    const out = new Set(similar.slice(0, 5).map((s) => s.id));
    const chars = Array.from(typo);
    for (let i = 1; i < chars.length; i++) {
      const swapped = [...chars];
      [swapped[i - 1], swapped[i]] = [chars[i]!, chars[i - 1]!];
      const id = this.ids.get(swapped.join(''));
      if (id !== undefined) out.add(id);
    }
    return [...out];
  }

  /** The first place whose word is not `before` (which holds for a first part of the order). */
  private bound(before: (word: string) => boolean): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (before(this.words[this.sorted[mid]!]!)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** Text order by UTF-16 unit (the database's `text_pattern_ops` but past U+FFFF), for words and ids. */
export function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
