/** A word of a document with its positions, each `position << 2 | weight` (0 D … 3 A). */
export interface Term {
  word: string;
  positions: number[];
}

const WEIGHT: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

/**
 * A tsvector as PostgreSQL prints it (`'abbey':3C,5 'it''s':1A`) into its words, in the
 * printed (text) order, each position packed `position << 2 | weight`.
 */
export function parseTsvector(text: string): Term[] {
  const terms: Term[] = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] !== "'") {
      i++;
      continue;
    }
    i++;
    let word = '';
    for (;;) {
      const c = text[i];
      if (c === undefined) break;
      if (c === "'" && text[i + 1] === "'") {
        word += "'";
        i += 2;
      } else if (c === "'") {
        i++;
        break;
      } else if (c === '\\') {
        word += text[i + 1] ?? '';
        i += 2;
      } else {
        word += c;
        i++;
      }
    }
    const positions: number[] = [];
    if (text[i] === ':') {
      i++;
      for (;;) {
        let n = 0;
        while (text[i]! >= '0' && text[i]! <= '9') n = n * 10 + Number(text[i++]);
        const weight = WEIGHT[text[i] ?? ''];
        if (weight !== undefined) i++;
        positions.push((n << 2) | (weight ?? 0));
        if (text[i] !== ',') break;
        i++;
      }
    }
    terms.push({ word, positions });
  }
  return terms;
}
