/** Search's page sizes (spec 2 §9) and input bounds (issue 14), as the server applies them. */
export const SEARCH_LIMITS = {
  /** Hits per page of one collection. */
  page: 20,
  /** Hits per collection in the unified view. */
  unifiedPerType: 5,
  /** Suggestions asked per kind. */
  suggestPerType: 3,
  /** Suggestions answered when no limit is given (the search box's 8). */
  suggestions: 8,
  /** Suggestions a lookup may ask for, at most. */
  suggestionsMax: 12,
  /** Characters of a query, at most. */
  queryChars: 200,
  /** Hits per page, at most. */
  perPageMax: 100,
  /** page × per_page, at most: how deep one may page. */
  depthMax: 10_000,
} as const;
