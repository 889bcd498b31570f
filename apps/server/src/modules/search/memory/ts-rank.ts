/**
 * PostgreSQL's `ts_rank(document, query)` in memory (default weights, no normalization), so
 * the in-memory index ranks as the database does (ADR 0026). A document's words are kept as
 * the database wrote them (its tsvector), in a pool of integers from `at`:
 * `[count, (word number, positions, ...positions)…]`, each position `position << 2 | weight`.
 */

import { compare } from './lexicon';

/** A query word: which word numbers it stands for (one exact word, or every word a prefix starts). */
export interface RankItem {
  word: string;
  matches: (wordId: number) => boolean;
}

const WEIGHTS = [0.1, 0.2, 0.4, 1.0];
const weightOf = (packed: number) => WEIGHTS[packed & 3]!;
const positionOf = (packed: number) => packed >> 2;
/** π² / 6: the sum of 1/i², the bound of a word's repeated occurrences. */
const SUM_INVERSE_SQUARES = 1.64493406685;

function wordDistance(distance: number): number {
  return distance > 100 ? 1e-30 : 1 / (1.005 + 0.05 * Math.exp(distance / 1.5 - 2));
}

/** The query's distinct words in the database's order (by text), as `ts_rank` reads them. */
export function queryItems(items: readonly RankItem[]): RankItem[] {
  const seen = new Set<string>();
  return [...items]
    .sort((a, b) => compare(a.word, b.word))
    .filter((i) => !seen.has(i.word) && seen.add(i.word));
}

/**
 * The rank of the document at `at` for a query whose words are all required (`and`: two or
 * more groups joined by &) or any of them. `items` come from `queryItems`.
 */
export function tsRank(items: readonly RankItem[], and: boolean, pool: Int32Array, at: number) {
  if (pool[at] === 0 || items.length === 0) return 0;
  const rank = and && items.length >= 2 ? rankAll(items, pool, at) : rankAny(items, pool, at);
  return rank < 0 ? 1e-20 : rank;
}

/** Each word's best occurrence and its repetitions, averaged over the query's words. */
function rankAny(items: readonly RankItem[], pool: Int32Array, at: number): number {
  let rank = 0;
  const count = pool[at]!;
  for (const item of items) {
    let term = at + 1;
    for (let k = 0; k < count; k++) {
      const positions = pool[term + 1]!;
      if (item.matches(pool[term]!)) {
        let sum = 0;
        let bestWeight = -1;
        let bestAt = 0;
        for (let j = 0; j < positions; j++) {
          const weight = weightOf(pool[term + 2 + j]!);
          sum += weight / ((j + 1) * (j + 1));
          if (weight > bestWeight) {
            bestWeight = weight;
            bestAt = j;
          }
        }
        rank +=
          (bestWeight + sum - bestWeight / ((bestAt + 1) * (bestAt + 1))) / SUM_INVERSE_SQUARES;
      }
      term += 2 + positions;
    }
  }
  return rank / items.length;
}

// Where each query word's (last matched) positions are, while ranking one document.
const seenAt: number[] = [];
const seenCount: number[] = [];

/** How near the query's words stand to each other, weighted. */
function rankAll(items: readonly RankItem[], pool: Int32Array, at: number): number {
  let rank = -1;
  const count = pool[at]!;
  for (let i = 0; i < items.length; i++) {
    seenCount[i] = 0;
    let term = at + 1;
    for (let k = 0; k < count; k++) {
      const positions = pool[term + 1]!;
      if (items[i]!.matches(pool[term]!)) {
        seenAt[i] = term + 2;
        seenCount[i] = positions;
        for (let p = 0; p < i; p++) {
          for (let l = 0; l < positions; l++) {
            for (let m = 0; m < seenCount[p]!; m++) {
              const here = pool[term + 2 + l]!;
              const there = pool[seenAt[p]! + m]!;
              const distance = Math.abs(positionOf(here) - positionOf(there));
              if (distance === 0) continue;
              const weight = Math.sqrt(weightOf(here) * weightOf(there) * wordDistance(distance));
              rank = rank < 0 ? weight : 1 - (1 - rank) * (1 - weight);
            }
          }
        }
      }
      term += 2 + positions;
    }
  }
  return rank;
}
