import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { SidebarPlaylists, type SidebarPlaylistsState } from './sidebar-playlists';

function renderState(state: SidebarPlaylistsState) {
  renderWithProviders(<SidebarPlaylists state={state} />);
  return screen.getByRole('region', { name: 'PLAYLIST' });
}

describe('SidebarPlaylists', () => {
  it('has an add button leading to /create-playlist', () => {
    const section = renderState({ kind: 'signed-out' });
    expect(within(section).getByRole('link', { name: 'Add playlist' })).toHaveAttribute(
      'href',
      '/create-playlist',
    );
  });

  const states: Array<[SidebarPlaylistsState, string]> = [
    [{ kind: 'signed-out' }, 'Sign in to view playlists'],
    [{ kind: 'loading' }, 'Loading...'],
    [{ kind: 'error' }, 'Failed to load playlists'],
    [{ kind: 'ready', playlists: [] }, 'No playlists yet'],
  ];

  it.each(states)('shows the %o state as %s', (state, text) => {
    const section = renderState(state);
    expect(within(section).getByText(text)).toBeInTheDocument();
  });

  it('lists the first 10 playlists as links', () => {
    const playlists = Array.from({ length: 12 }, (_, index) => ({
      playlistId: `p${index + 1}`,
      title: `Mix ${index + 1}`,
      imageUrl: '',
    }));
    const section = renderState({ kind: 'ready', playlists });
    const links = within(section)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/playlist/'));
    expect(links).toHaveLength(10);
    expect(links[0]).toHaveAccessibleName('Mix 1');
    expect(links[0]).toHaveAttribute('href', '/playlist/p1');
    expect(within(section).queryByText('Mix 11')).not.toBeInTheDocument();
  });
});
