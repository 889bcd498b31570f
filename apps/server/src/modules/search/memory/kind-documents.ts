import { wordsOf } from './fold';
import { compare, type Lexicon } from './lexicon';
import type { TrigramSpace } from './trigrams';
import type { Term } from './tsvector';

/** A search document as the in-memory index keeps it: what matching and ranking read. */
export interface IndexedDocument {
  kind: string;
  itemId: string;
  /** `search_fold(title || ' ' || subtitle)`. */
  folded: string;
  /** How many of `folded`'s words are the title's. */
  titleWords: number;
  plays: number;
  isPublic: boolean;
  ownerId: string | null;
  /** The document's tsvector: its words in text order, positions packed `position << 2 | weight`. */
  terms: Term[];
}

/** A growable array of 32-bit integers. */
class IntPool {
  data = new Int32Array(1 << 12);
  length = 0;
  push(value: number) {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }
}

const NONE = new Int32Array(0);

/**
 * One collection's documents in slots (ADR 0026). A slot never changes: a document whose text
 * changes gets a new slot and its old one is dead; one whose plays or visibility change is
 * updated in place. Each word lists the slots that hold it, most played first as of the last
 * ordering; slots added since are `recent`, and every query reads them all.
 */
export class KindDocuments {
  readonly ids: string[] = [];
  readonly titleWords: number[] = [];
  readonly plays: number[] = [];
  readonly isPublic: boolean[] = [];
  readonly owner: (string | null)[] = [];
  readonly alive: boolean[] = [];
  /**
   * Where each slot's tsvector starts in `pool` (`[count, (word id, positions,
   * ...positions)…]`, as `ts-rank.ts` reads it), and where its text does: `[count, ...word
   * numbers]` (`folded`'s words as the trigram space numbers them, the title's first).
   */
  private readonly start: number[] = [];
  private readonly textStart: number[] = [];
  private readonly pool = new IntPool();
  private readonly slotOf = new Map<string, number>();
  private postings = new Map<number, Int32Array>();
  private ordered = NONE;
  /** Each listed slot's position in `ordered`: comparing two is comparing integers. */
  private place = NONE;
  /** Slots below this one were there at the last ordering: they are in the lists. */
  private listedBelow = 0;
  recent: number[] = [];
  private marks = new Int32Array(0);
  private stamp = 0;

  constructor(
    private readonly lexicon: Lexicon,
    private readonly space: TrigramSpace,
  ) {}

  get size(): number {
    return this.slotOf.size;
  }

  put(doc: IndexedDocument) {
    const old = this.slotOf.get(doc.itemId);
    const text = wordsOf(doc.folded).map((word) => this.space.word(word));
    if (old !== undefined && this.sameText(old, text) && this.sameTerms(old, doc.terms)) {
      if (this.plays[old] !== doc.plays) this.replay(old, doc.plays);
      this.isPublic[old] = doc.isPublic;
      this.owner[old] = doc.ownerId;
      return;
    }
    if (old !== undefined) this.remove(doc.itemId);
    const slot = this.ids.length;
    this.ids.push(doc.itemId);
    this.titleWords.push(doc.titleWords);
    this.plays.push(doc.plays);
    this.isPublic.push(doc.isPublic);
    this.owner.push(doc.ownerId);
    this.alive.push(true);
    this.start.push(this.pool.length);
    this.pool.push(doc.terms.length);
    for (const term of doc.terms) {
      const id = this.lexicon.id(term.word);
      this.lexicon.documents[id]!++;
      this.pool.push(id);
      this.pool.push(term.positions.length);
      for (const position of term.positions) this.pool.push(position);
    }
    this.textStart.push(this.pool.length);
    this.pool.push(text.length);
    for (const word of text) this.pool.push(word);
    this.slotOf.set(doc.itemId, slot);
    this.recent.push(slot);
  }

  remove(itemId: string) {
    const slot = this.slotOf.get(itemId);
    if (slot === undefined) return;
    this.slotOf.delete(itemId);
    this.alive[slot] = false;
    this.eachWord(slot, (id) => void this.lexicon.documents[id]!--);
  }

  /** Lists every word's slots, most played first (ties by id), and all slots so. */
  order() {
    const slots: number[] = [];
    for (const slot of this.slotOf.values()) slots.push(slot);
    slots.sort((a, b) => this.byPlays(a, b));
    this.ordered = Int32Array.from(slots);
    this.place = new Int32Array(this.ids.length);
    this.ordered.forEach((slot, i) => (this.place[slot] = i));
    const lists = new Map<number, number[]>();
    for (const slot of slots) {
      this.eachWord(slot, (id) => {
        const list = lists.get(id);
        if (list) list.push(slot);
        else lists.set(id, [slot]);
      });
    }
    this.postings = new Map([...lists].map(([id, list]) => [id, Int32Array.from(list)]));
    this.recent = [];
    this.listedBelow = this.ids.length;
  }

  /**
   * New plays for a slot: in every list that holds it, it moves to its place in the order, so
   * the lists always stand most played first.
   */
  private replay(slot: number, plays: number) {
    if (slot >= this.listedBelow) {
      this.plays[slot] = plays;
      return;
    }
    const lists: Int32Array[] = [this.ordered];
    this.eachWord(slot, (id) => void lists.push(this.postingsOf(id)));
    const at = lists.map((list) => this.find(list, slot));
    this.plays[slot] = plays;
    lists.forEach((list, i) => {
      const to = this.move(list, at[i]!);
      if (i > 0 || to < 0) return;
      for (let p = Math.min(to, at[0]!); p <= Math.max(to, at[0]!); p++) this.place[list[p]!] = p;
    });
  }

  /** Where a listed slot is (the list in order by its current plays). */
  private find(list: Int32Array, slot: number): number {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.byPlays(list[mid]!, slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    return list[lo] === slot ? lo : -1;
  }

  /** Moves the slot at `at` to its place, the rest of the list keeping its order; answers where. */
  private move(list: Int32Array, at: number): number {
    if (at < 0) return -1;
    const slot = list[at]!;
    // How many of the others come before it (searched with the slot itself left out).
    let lo = 0;
    let hi = list.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.byPlays(list[mid < at ? mid : mid + 1]!, slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    if (lo < at) list.copyWithin(lo + 1, lo, at);
    else if (lo > at) list.copyWithin(at, at + 1, lo + 1);
    list[lo] = slot;
    return lo;
  }

  /** `byPlays`, quicker: listed slots compare by their place in the order. */
  before(a: number, b: number): number {
    return a < this.listedBelow && b < this.listedBelow
      ? this.place[a]! - this.place[b]!
      : this.byPlays(a, b);
  }

  /** Most played first, then by id (the database's `item_id` order). */
  byPlays(a: number, b: number): number {
    return this.plays[b]! - this.plays[a]! || compare(this.ids[a]!, this.ids[b]!);
  }

  postingsOf(wordId: number): Int32Array {
    return this.postings.get(wordId) ?? NONE;
  }

  allOrdered(): Int32Array {
    return this.ordered;
  }

  /**
   * The query's words the slot holds, as bits: the OR of `maskOf[word]` over its words, where
   * `stampOf[word] === stamp` (the query's marks; other words hold none).
   */
  coverage(slot: number, maskOf: Int32Array, stampOf: Int32Array, stamp: number): number {
    const data = this.pool.data;
    let at = this.start[slot]!;
    const count = data[at++]!;
    let bits = 0;
    for (let k = 0; k < count; k++) {
      const id = data[at]!;
      if (stampOf[id] === stamp) bits |= maskOf[id]!;
      at += 2 + data[at + 1]!;
    }
    return bits;
  }

  /**
   * Visits the slots of these words' lists most played first (each once), until `visit`
   * answers false.
   */
  walkMerged(wordIds: readonly number[], visit: (slot: number) => boolean) {
    const lists = wordIds.map((id) => this.postingsOf(id)).filter((l) => l.length > 0);
    if (lists.length === 1) {
      for (const slot of lists[0]!) if (!visit(slot)) return;
      return;
    }
    const first = this.newMarks();
    const at = lists.map(() => 0);
    // Each list's next slot and its place in the order (recent slots are never in lists).
    const heads = lists.map((list) => this.place[list[0]!]!);
    for (;;) {
      let best = -1;
      let bestPlace = Infinity;
      for (let i = 0; i < lists.length; i++) {
        if (heads[i]! < bestPlace) {
          bestPlace = heads[i]!;
          best = i;
        }
      }
      if (best < 0) return;
      const list = lists[best]!;
      const slot = list[at[best]!]!;
      const next = ++at[best]!;
      heads[best] = next < list.length ? this.place[list[next]!]! : Infinity;
      if (first(slot) && !visit(slot)) return;
    }
  }

  /** Whether any word of the slot passes `test`. */
  hasWord(slot: number, test: (wordId: number) => boolean): boolean {
    const data = this.pool.data;
    let at = this.start[slot]!;
    const count = data[at++]!;
    for (let k = 0; k < count; k++) {
      if (test(data[at]!)) return true;
      at += 2 + data[at + 1]!;
    }
    return false;
  }

  /** The pool and where the slot's tsvector starts in it (`ts-rank.ts`). */
  termsAt(slot: number): { pool: Int32Array; at: number } {
    return { pool: this.pool.data, at: this.start[slot]! };
  }

  /** The pool and the range of the slot's text words in it. */
  textAt(slot: number): { pool: Int32Array; from: number; to: number } {
    const at = this.textStart[slot]!;
    return { pool: this.pool.data, from: at + 1, to: at + 1 + this.pool.data[at]! };
  }

  /** A fresh stamp to tell slots already taken in one query. */
  newMarks(): (slot: number) => boolean {
    if (this.marks.length < this.ids.length) {
      this.marks = new Int32Array(Math.max(this.ids.length * 2, 1024));
      this.stamp = 0;
    }
    const stamp = ++this.stamp;
    const marks = this.marks;
    return (slot) => {
      if (marks[slot] === stamp) return false;
      marks[slot] = stamp;
      return true;
    };
  }

  private eachWord(slot: number, visit: (wordId: number) => void) {
    this.hasWord(slot, (id) => {
      visit(id);
      return false;
    });
  }

  private sameText(slot: number, text: readonly number[]): boolean {
    const { pool, from, to } = this.textAt(slot);
    return to - from === text.length && text.every((word, i) => pool[from + i] === word);
  }

  private sameTerms(slot: number, terms: readonly Term[]): boolean {
    const data = this.pool.data;
    let at = this.start[slot]!;
    if (data[at++] !== terms.length) return false;
    for (const term of terms) {
      if (this.lexicon.words[data[at]!] !== term.word) return false;
      if (data[at + 1] !== term.positions.length) return false;
      for (let j = 0; j < term.positions.length; j++) {
        if (data[at + 2 + j] !== term.positions[j]) return false;
      }
      at += 2 + term.positions.length;
    }
    return true;
  }
}
