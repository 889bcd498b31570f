import { SearchKind } from '@earshot/contract/search/v1/search';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { retryingQueryClient, unavailable } from '@/testing/retries';
import { type SearchImpl, searchTransport } from '@/testing/search';
import { recentSearches } from '../recent-searches';
import { SearchResults } from './search-results';

/** The results page at `path`, counting every call to the search service. */
function renderResults(path: string, handlers: SearchImpl = {}, retries = false) {
  const calls: string[] = [];
  const transport = searchTransport({
    search: (req, ctx) => {
      calls.push(`search:${req.q}`);
      return handlers.search?.(req, ctx) ?? {};
    },
    facets: (req, ctx) => {
      calls.push(`facets:${req.q}`);
      return handlers.facets?.(req, ctx) ?? {};
    },
  });
  const view = renderWithProviders(<SearchResults renderTracks={() => null} />, {
    path,
    transport,
    queryClient: retries ? retryingQueryClient() : undefined,
  });
  return { ...view, calls };
}

describe('/search', () => {
  beforeEach(() => recentSearches.clear());

  it.each(['/search?q=', '/search?q=%20%20', '/search'])(
    '%s shows the recent searches, asking nothing (spec 2 §5)',
    async (path) => {
      recentSearches.remember('night drive');
      recentSearches.remember('fire');
      const { calls } = renderResults(path);
      const recent = await screen.findByRole('region', { name: 'Recent searches' });
      expect(within(recent).getByRole('link', { name: 'fire' })).toHaveAttribute(
        'href',
        '/search?q=fire',
      );
      expect(within(recent).getByRole('link', { name: 'night drive' })).toBeInTheDocument();
      expect(screen.queryByText('No tracks found')).not.toBeInTheDocument();
      expect(calls).toEqual([]);
    },
  );

  it('with a blank query and no recent searches, says where to start', async () => {
    const { calls } = renderResults('/search?q=');
    expect(
      await screen.findByText('Search for tracks, artists, albums and playlists.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No tracks found')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('says ‘No results for “q”’ when nothing of any kind matches', async () => {
    renderResults('/search?q=ZZZQQQ', {
      search: () => ({
        groups: [
          { kind: SearchKind.TRACK, hits: [] },
          { kind: SearchKind.ARTIST, hits: [] },
        ],
      }),
    });
    expect(await screen.findByText('No results for “ZZZQQQ”')).toBeInTheDocument();
    expect(screen.queryByText('No tracks found')).not.toBeInTheDocument();
  });

  it("says 'Search failed' from the first failed try, with the next try and Try again", async () => {
    renderResults('/search?q=fire', { search: () => Promise.reject(unavailable()) }, true);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Search failed');
    expect(alert).toHaveTextContent('Retrying in 1 s');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('Searching…')).not.toBeInTheDocument();
  });

  it('offers every facet value with a count in its menu, not only the top ten', async () => {
    const genres = Array.from({ length: 12 }, (_, i) => ({
      value: `Genre ${i + 1}`,
      count: 12 - i,
    }));
    renderResults('/search?q=fire&type=tracks', {
      facets: (req) => ({
        facets: [{ field: 'genre', counts: genres.slice(0, req.maxValues ?? 10) }],
      }),
    });
    const menu = await screen.findByLabelText('Genre');
    await within(menu).findByRole('option', { name: 'Genre 12 (1)' });
    // 'All' and the twelve values.
    expect(within(menu).getAllByRole('option')).toHaveLength(13);
  });
});
