/**
 * The next page's offset for an infinite query whose answers carry the total: pages of
 * `limit` while rows remain.
 */
export function nextOffsetByTotal(limit: number) {
  return (page: { total: number }, _pages: unknown, offset: number | undefined) => {
    const next = (offset ?? 0) + limit;
    return next < page.total ? next : undefined;
  };
}
