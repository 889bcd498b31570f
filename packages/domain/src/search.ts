/** Search's figures (spec 2 §9) and input bounds (issue 14). */
export const SEARCH_LIMITS = {
  /** Hits per page of one collection. */
  page: 20,
  /** Hits per collection in the unified view. */
  unifiedPerType: 5,
  /** Suggestions asked per kind. */
  suggestPerType: 3,
  /** Suggestions shown in the search box. */
  suggestions: 8,
  /** Suggestions a lookup may ask for, at most. */
  suggestionsMax: 12,
  /** A suggestion's subtitle is cut after this many characters, followed by '...'. */
  subtitleChars: 50,
  /** Recent searches kept in local storage. */
  recentKept: 10,
  /** Recent searches shown when the box is empty. */
  recentShown: 5,
  /** Characters of a query, at most. */
  queryChars: 200,
  /** Hits per page, at most. */
  perPageMax: 100,
  /** page × per_page, at most: how deep one may page. */
  depthMax: 10_000,
  /** The typing pause before suggestions are asked for, and the close delay after blur (ms). */
  debounceMs: 300,
} as const;

/** Whether a query asks for nothing: blank or whitespace only (spec 2 §5). */
export function isBlankQuery(q: string | undefined | null): boolean {
  return !q || q.trim() === '';
}

/** A suggestion's subtitle as shown: cut at 50 characters followed by '...' (spec 2 §9). */
export function cutSubtitle(subtitle: string): string {
  return subtitle.length > SEARCH_LIMITS.subtitleChars
    ? `${subtitle.slice(0, SEARCH_LIMITS.subtitleChars)}...`
    : subtitle;
}

/**
 * The recent searches after searching `query`: it moves to the front, none twice (ignoring
 * case), at most 10 kept (spec 2 §9). Blank queries change nothing.
 */
export function rememberSearch(recent: readonly string[], query: string): string[] {
  const text = query.trim();
  if (!text) return [...recent];
  const rest = recent.filter((r) => r.toLowerCase() !== text.toLowerCase());
  return [text, ...rest].slice(0, SEARCH_LIMITS.recentKept);
}
