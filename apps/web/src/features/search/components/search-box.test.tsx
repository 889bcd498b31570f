import { SearchKind } from '@earshot/contract/search/v1/search';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { makeSuggestion, searchTransport } from '@/testing/search';
import { recentSearches } from '../recent-searches';
import { SearchBox } from './search-box';

const box = () => screen.getByRole('combobox', { name: 'Search' });

describe('SearchBox', () => {
  beforeEach(() => recentSearches.clear());

  it('opens the search page for the trimmed text on Enter', async () => {
    const { router, user } = renderWithProviders(<SearchBox />, { path: '/discover' });
    await user.type(box(), '  daft punk {Enter}');
    expect(router.state.location.pathname).toBe('/search');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('daft punk');
  });

  it("holds the search page's text, as the address gives it", async () => {
    const { router, user } = renderWithProviders(<SearchBox />, { path: '/search?q=daft+punk' });
    expect(box()).toHaveValue('daft punk');
    await act(() => router.navigate('/search?q=night+drive&type=tracks'));
    expect(box()).toHaveValue('night drive');
    // The page's other settings leave the text being typed alone.
    await user.clear(box());
    await user.type(box(), 'nigh');
    await act(() => router.navigate('/search?q=night+drive&type=tracks&genre=Jazz'));
    expect(box()).toHaveValue('nigh');
    // Other pages leave it as it is.
    await act(() => router.navigate('/discover'));
    expect(box()).toHaveValue('nigh');
  });

  it('stays put when the text is blank', async () => {
    const { router, user } = renderWithProviders(<SearchBox />, { path: '/discover' });
    await user.type(box(), '   {Enter}');
    expect(router.state.location.pathname).toBe('/discover');
    expect(router.state.location.search).toBe('');
  });

  it('asks once the typing pauses, groups by kind, cuts long subtitles and opens a choice', async () => {
    const asked: string[] = [];
    const long = 'x'.repeat(60);
    const transport = searchTransport({
      suggest: (req) => {
        asked.push(req.q);
        return {
          suggestions: [
            makeSuggestion({
              kind: SearchKind.TRACK,
              id: '7',
              text: 'Night Drive',
              subtitle: long,
            }),
            makeSuggestion({ kind: SearchKind.ARTIST, id: '3', text: 'The Test Pilots' }),
          ],
        };
      },
    });
    const { router, user } = renderWithProviders(<SearchBox />, { path: '/discover', transport });
    await user.type(box(), 'pilts');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    // One call for the settled text, not one per key.
    expect(asked).toEqual(['pilts']);
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'The Test PilotsArtist',
      `Night DriveTrack · ${'x'.repeat(50)}...`,
    ]);
    expect(list).toHaveTextContent('Artists');
    await user.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/artist/3');
  });

  it('shows the recent searches when empty: removable, cleared, Escape closes', async () => {
    recentSearches.remember('jazz');
    recentSearches.remember('rock');
    const { user } = renderWithProviders(<SearchBox />, { path: '/discover' });
    await user.click(box());
    const recent = await screen.findByRole('listbox', { name: 'Recent searches' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['rock', 'jazz']);
    await user.click(screen.getByRole('button', { name: 'Remove rock from recent searches' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['jazz']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(recent).not.toBeInTheDocument());
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('says ‘No results for “q”’ under the box when the server finds nothing', async () => {
    const asked: string[] = [];
    const transport = searchTransport({
      suggest: (req) => {
        asked.push(req.q);
        return { suggestions: [] };
      },
    });
    const { user } = renderWithProviders(<SearchBox />, { path: '/discover', transport });
    await user.type(box(), 'ZZZQQQ');
    expect(await screen.findByText('No results for “ZZZQQQ”')).toBeInTheDocument();
    expect(asked).toEqual(['ZZZQQQ']);
    // Emptied, the box shows the recent searches (none here) and asks nothing.
    await user.clear(box());
    await waitFor(() => expect(screen.queryByText(/No results/)).not.toBeInTheDocument());
    expect(asked).toEqual(['ZZZQQQ']);
  });
});
