import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { SearchBox } from './search-box';

describe('SearchBox', () => {
  it('opens the search page for the trimmed text on Enter', async () => {
    const { router, user } = renderWithProviders(<SearchBox />, { path: '/discover' });
    await user.type(screen.getByRole('combobox', { name: 'Search' }), '  daft punk {Enter}');
    expect(router.state.location.pathname).toBe('/search');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('daft punk');
  });

  it('stays put when the text is blank', async () => {
    const { router, user } = renderWithProviders(<SearchBox />, { path: '/discover' });
    await user.type(screen.getByRole('combobox', { name: 'Search' }), '   {Enter}');
    expect(router.state.location.pathname).toBe('/discover');
    expect(router.state.location.search).toBe('');
  });
});
