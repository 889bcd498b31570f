/** Queries drawn from real titles and names: exact words, typos and prefixes, a third each. */
export function makeQueries(texts: string[]): string[] {
  return texts.flatMap((text, i) => {
    const words = text
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w.length > 0)
      .slice(0, 2);
    if (words.length === 0) return [];
    switch (i % 3) {
      case 0:
        return [words.join(' ')];
      case 1:
        return [words.map(typo).join(' ')];
      default:
        return [words.map((w) => w.slice(0, Math.max(3, Math.ceil(w.length / 2)))).join(' ')];
    }
  });
}

/** Swaps two letters in the middle of a word long enough to keep it recognisable. */
function typo(word: string): string {
  if (word.length < 5) return word;
  const at = Math.floor(word.length / 2);
  return word.slice(0, at - 1) + word[at] + word[at - 1] + word.slice(at + 1);
}

/** Picks the k-th query with probability ∝ 1/k (Zipf, s = 1): a few queries dominate. */
export function zipfPicker(queries: string[]): () => string {
  const weights = queries.map((_, k) => 1 / (k + 1));
  const cumulative: number[] = [];
  let sum = 0;
  for (const w of weights) cumulative.push((sum += w));
  return () => {
    const r = Math.random() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < r) lo = mid + 1;
      else hi = mid;
    }
    return queries[lo]!;
  };
}
