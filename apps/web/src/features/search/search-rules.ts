/**
 * The search box's and the results page's own rules (spec 1 §2, spec 2 §5, §9). Kept in the
 * feature, not in @earshot/domain: the server never needs them, and a lazy chunk that imports
 * a domain module the first page does not use splits the first page's shared code (ADR 0017).
 */
export const SEARCH_UI = {
  /** The typing pause before suggestions are asked for, and the close delay after blur (ms). */
  debounceMs: 300,
  /** A suggestion's subtitle is cut after this many characters, followed by '...'. */
  subtitleChars: 50,
  /** Recent searches kept in local storage. */
  recentKept: 10,
  /** Recent searches shown when the box is empty. */
  recentShown: 5,
  /**
   * Values a facet menu offers: the server's most (FacetsRequest.max_values), so every value
   * with a count can be chosen, not only the top 10 (the server's default).
   */
  facetValues: 100,
} as const;

/** Whether a query asks for nothing: blank or whitespace only (spec 2 §5). */
export function isBlankQuery(q: string | undefined | null): boolean {
  return !q || q.trim() === '';
}

/** A suggestion's subtitle as shown: cut at 50 characters followed by '...' (spec 2 §9). */
export function cutSubtitle(subtitle: string): string {
  return subtitle.length > SEARCH_UI.subtitleChars
    ? `${subtitle.slice(0, SEARCH_UI.subtitleChars)}...`
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
  return [text, ...rest].slice(0, SEARCH_UI.recentKept);
}
