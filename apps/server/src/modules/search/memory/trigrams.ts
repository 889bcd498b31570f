import { wordsOf } from './fold';

/**
 * pg_trgm's measures in memory (ADR 0026), so the in-memory index ranks as the database does:
 * a text's trigrams are its words' (each padded with two spaces before and one after), and
 * trigrams are numbered once per process so that comparing them is comparing integers.
 */
const numbers = new Map<string, number>();
const byWord = new Map<string, Int32Array>();
// Bounds on what arbitrary query text may add (the catalogue's own words stay far below them).
const MAX_TRIGRAMS = 2_000_000;
const MAX_WORDS = 500_000;

/** A word's trigrams, in order, as numbers. */
export function wordTrigrams(word: string): Int32Array {
  const known = byWord.get(word);
  if (known) return known;
  if (numbers.size > MAX_TRIGRAMS) {
    numbers.clear();
    byWord.clear();
  } else if (byWord.size > MAX_WORDS) byWord.clear();
  const chars = Array.from(`  ${word} `);
  const out = new Int32Array(chars.length - 2);
  for (let i = 0; i < out.length; i++) {
    const key = chars[i]! + chars[i + 1]! + chars[i + 2]!;
    let n = numbers.get(key);
    if (n === undefined) numbers.set(key, (n = numbers.size));
    out[i] = n;
  }
  byWord.set(word, out);
  return out;
}

/** A folded text's trigrams in order (duplicates kept): pg_trgm's ordered trigrams. */
export function textTrigrams(folded: string, words = wordsOf(folded)): Int32Array {
  const parts = words.map(wordTrigrams);
  const out = new Int32Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The distinct trigrams of a sequence. */
export function distinct(trigrams: Int32Array): Int32Array {
  return Int32Array.from(new Set(trigrams));
}

// Scratch marks, indexed by trigram number: a stamp says "seen in this computation".
let marks = new Int32Array(1 << 16);
let found = new Int32Array(1 << 16);
let firstAt = new Int32Array(1 << 16);
let stamp = 0;
const grown = (from: Int32Array, size: number) => {
  const to = new Int32Array(size);
  to.set(from);
  return to;
};
function fit(trigram: number) {
  if (trigram < marks.length) return;
  let size = marks.length;
  while (size <= trigram) size *= 2;
  marks = grown(marks, size);
  found = grown(found, size);
  firstAt = grown(firstAt, size);
}
function nextStamp(): number {
  if (stamp > 2_000_000_000) {
    marks.fill(0);
    found.fill(0);
    stamp = 0;
  }
  return ++stamp;
}
/** Marks a query's distinct trigrams as `found` under a fresh stamp; answers the stamp. */
function markQuery(query: Int32Array): number {
  const s = nextStamp();
  for (const t of query) {
    fit(t);
    found[t] = s;
  }
  return s;
}

/** pg_trgm `similarity(a, b)`: shared distinct trigrams over all distinct trigrams. */
export function similarity(query: Int32Array, text: Int32Array): number {
  if (query.length === 0 || text.length === 0) return 0;
  const q = markQuery(query);
  const seen = nextStamp();
  let unique = 0;
  let shared = 0;
  for (const t of text) {
    fit(t);
    if (marks[t] === seen) continue;
    marks[t] = seen;
    unique++;
    if (found[t] === q) shared++;
  }
  return shared / (query.length + unique - shared);
}

const lastAt: number[] = [];

/**
 * pg_trgm `word_similarity(a, b)`: the greatest similarity between a's distinct trigrams
 * (`query`) and a continuous extent of b's ordered trigrams (`text`), found the way pg_trgm
 * finds it: the extent's end moves to each trigram of a, and its start only forward, to
 * wherever the similarity is greatest.
 */
export function wordSimilarity(query: Int32Array, text: Int32Array): number {
  if (query.length === 0 || text.length === 0) return 0;
  const q = markQuery(query);
  // Each distinct trigram of the text gets a local index (its first position).
  const local = nextStamp();
  const index = new Int32Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const t = text[i]!;
    fit(t);
    if (marks[t] !== local) {
      marks[t] = local;
      firstAt[t] = i;
      lastAt[i] = -1;
    }
    index[i] = firstAt[t]!;
  }
  const inQuery = (i: number) => found[text[i]!] === q;
  let lower = -1;
  let count = 0;
  let unique = 0;
  let best = 0;
  for (let i = 0; i < text.length; i++) {
    const u = index[i]!;
    const hit = inQuery(i);
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
    let current = count / (query.length + unique - count);
    let tmpCount = count;
    let tmpUnique = unique;
    const previous = lower;
    for (let from = lower; from <= i; from++) {
      const candidate = tmpCount / (query.length + tmpUnique - tmpCount);
      if (candidate > current) {
        current = candidate;
        unique = tmpUnique;
        lower = from;
        count = tmpCount;
      }
      const v = index[from]!;
      if (lastAt[v] === from) {
        tmpUnique--;
        if (inQuery(from)) tmpCount--;
      }
    }
    if (current > best) best = current;
    for (let from = previous; from < lower; from++) {
      const v = index[from]!;
      if (lastAt[v] === from) lastAt[v] = -1;
    }
  }
  return best;
}
