/**
 * PostgreSQL's `ts_rank(document, query)` in memory (default weights, no normalization), so
 * the in-memory index ranks as the database does (ADR 0026). A document's words are kept as
 * the database wrote them (its tsvector: words in order, each with positions and weights).
 */

/** A word of a document with its positions, each `position << 2 | weight` (0 D … 3 A). */
export interface Term {
  word: string;
  positions: ArrayLike<number>;
}

/** A query word: exact, or a prefix (`word:*`) that stands for every word it starts. */
export interface QueryItem {
  word: string;
  prefix: boolean;
}

const WEIGHTS = [0.1, 0.2, 0.4, 1.0];
const weightOf = (packed: number) => WEIGHTS[packed & 3]!;
const positionOf = (packed: number) => packed >> 2;
/** π² / 6: the sum of 1/i², the bound of a word's repeated occurrences. */
const SUM_INVERSE_SQUARES = 1.64493406685;

function wordDistance(distance: number): number {
  return distance > 100 ? 1e-30 : 1 / (1.005 + 0.05 * Math.exp(distance / 1.5 - 2));
}

const matching = (terms: readonly Term[], item: QueryItem) =>
  terms.filter((t) => (item.prefix ? t.word.startsWith(item.word) : t.word === item.word));

/** The query's distinct words in the database's order (by text), as `ts_rank` reads them. */
export function queryItems(items: readonly QueryItem[]): QueryItem[] {
  const seen = new Set<string>();
  return [...items]
    .sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
    .filter((i) => !seen.has(i.word) && seen.add(i.word));
}

/**
 * The rank of a document for a query whose words are all required (`and`: two or more groups
 * joined by &) or any of them. `items` come from `queryItems`.
 */
export function tsRank(items: readonly QueryItem[], and: boolean, terms: readonly Term[]): number {
  if (terms.length === 0 || items.length === 0) return 0;
  const rank = and && items.length >= 2 ? rankAll(items, terms) : rankAny(items, terms);
  return rank < 0 ? 1e-20 : rank;
}

/** Each word's best occurrence and its repetitions, averaged over the query's words. */
function rankAny(items: readonly QueryItem[], terms: readonly Term[]): number {
  let rank = 0;
  for (const item of items) {
    for (const term of matching(terms, item)) {
      let sum = 0;
      let bestWeight = -1;
      let bestAt = 0;
      for (let j = 0; j < term.positions.length; j++) {
        const weight = weightOf(term.positions[j]!);
        sum += weight / ((j + 1) * (j + 1));
        if (weight > bestWeight) {
          bestWeight = weight;
          bestAt = j;
        }
      }
      rank += (bestWeight + sum - bestWeight / ((bestAt + 1) * (bestAt + 1))) / SUM_INVERSE_SQUARES;
    }
  }
  return rank / items.length;
}

/** How near the query's words stand to each other, weighted. */
function rankAll(items: readonly QueryItem[], terms: readonly Term[]): number {
  let rank = -1;
  const positions: (ArrayLike<number> | undefined)[] = [];
  items.forEach((item, i) => {
    for (const term of matching(terms, item)) {
      positions[i] = term.positions;
      for (let p = 0; p < i; p++) {
        const other = positions[p];
        if (!other) continue;
        for (let l = 0; l < term.positions.length; l++) {
          for (let m = 0; m < other.length; m++) {
            const here = term.positions[l]!;
            const there = other[m]!;
            const distance = Math.abs(positionOf(here) - positionOf(there));
            if (distance === 0) continue;
            const weight = Math.sqrt(weightOf(here) * weightOf(there) * wordDistance(distance));
            rank = rank < 0 ? weight : 1 - (1 - rank) * (1 - weight);
          }
        }
      }
    }
  });
  return rank;
}
