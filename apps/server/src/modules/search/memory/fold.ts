// Letters that unaccent (PostgreSQL's `unaccent.rules`) spells out rather than strips.
const SPELLED: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  ł: 'l',
  Ł: 'L',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
};
const SPELLED_RE = new RegExp(`[${Object.keys(SPELLED).join('')}]`, 'g');

/**
 * The text as the index keeps it: accents off, lower case. The same as the database's
 * `search_fold` (unaccent, then lower) for the letters catalogues use; the integration test
 * compares the two.
 */
export function searchFold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(SPELLED_RE, (c) => SPELLED[c]!)
    .toLowerCase();
}

/** The words of a folded text, as the database splits a query (`[^[:alnum:]]+`) and pg_trgm a text. */
export function wordsOf(folded: string): string[] {
  return folded.match(/[\p{L}\p{N}]+/gu) ?? [];
}
