import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogTransport, makeAlbum, makeTrack } from '@/testing/catalog';
import { setViewportWidth } from '@/testing/match-media';
import { renderRoutes } from '@/testing/render';
import { routes } from './router';

const renderApp = (path: string) => renderRoutes(routes, { path });
const heading = () => screen.getByRole('heading', { level: 1 });

describe('app routes', () => {
  it('redirects / to /discover', async () => {
    const { router } = renderApp('/');
    expect(heading()).toHaveTextContent('Discover');
    expect(router.state.location.pathname).toBe('/discover');
    expect(await screen.findByText('No tracks available', { selector: 'main *' })).toBeVisible();
  });

  it('shows the 404 text for an unknown path, inside the shell', () => {
    renderApp('/no/such/page');
    expect(heading()).toHaveTextContent('The requested resource was not found.');
    expect(screen.getByRole('navigation', { name: 'Sidebar' })).toBeInTheDocument();
  });

  it.each([
    ['/liked', 'Liked'],
    ['/ranking', 'Leaderboard'],
    ['/create-playlist', 'Create playlist'],
    ['/profile', 'Profile'],
    ['/user/settings', 'Settings'],
    ['/boost', 'Boost'],
    ['/referral', 'Referral'],
    ['/search?q=jazz', 'Search'],
    ['/auth/error', 'Authentication error'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
  ])('%s shows its title and no track list', (path, title) => {
    renderApp(path);
    expect(heading()).toHaveTextContent(title);
    expect(within(screen.getByRole('main')).queryByRole('list')).not.toBeInTheDocument();
  });

  it.each([
    ['/trending', 'Top trending', 'No trending tracks yet'],
    ['/trending-playlist', 'Trending playlists', 'No trending playlists yet'],
    ['/categories', 'Categories', 'No genres available'],
    ['/artists', 'Artists', 'No artists available'],
    ['/albums', 'Albums', 'No albums available'],
  ])('%s shows its title and its list, empty on an empty catalogue', async (path, title, empty) => {
    renderApp(path);
    expect(heading()).toHaveTextContent(title);
    expect(await within(screen.getByRole('main')).findByText(empty)).toBeInTheDocument();
  });

  it.each(['/artist/7', '/album/9', '/playlist/42', '/categories/3', '/artist/abc', '/album/0'])(
    '%s says the item was not found when the catalogue has no such item',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
        'The requested resource was not found.',
      );
    },
  );

  it('keeps Categories current on a genre page', async () => {
    renderApp('/categories/3');
    const sidebar = screen.getByRole('navigation', { name: 'Sidebar' });
    expect(within(sidebar).getByRole('link', { name: 'Categories' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await screen.findByRole('heading', { level: 1 });
  });
});

describe('playing from a page', () => {
  it('shows the requested song in the player panel', async () => {
    const transport = catalogTransport({
      getAlbum: () => ({ album: makeAlbum({ albumId: 1, title: 'First Flight' }) }),
      listTracks: () => ({
        tracks: [
          makeTrack({ title: 'E2E Track 01', artistName: 'The Test Pilots' }),
          makeTrack({ title: 'E2E Track 03', artistName: 'The Test Pilots' }),
        ],
      }),
    });
    const { user } = renderRoutes(routes, { path: '/album/1', transport });
    const panel = screen.getByRole('complementary', { name: 'Player' });
    expect(await within(panel).findByText('No tracks available')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Play all' }));
    const current = within(panel).getByRole('region', { name: 'Current song' });
    expect(current).toHaveTextContent('E2E Track 01');
    expect(current).toHaveTextContent('The Test Pilots');

    await user.click(screen.getByRole('button', { name: 'Play E2E Track 03' }));
    expect(current).toHaveTextContent('E2E Track 03');
  });
});

describe('player panel frame', () => {
  it('shows the empty player beside every page', async () => {
    renderApp('/ranking');
    const panel = screen.getByRole('complementary', { name: 'Player' });
    expect(await within(panel).findByText('No tracks available')).toBeInTheDocument();
    expect(within(panel).getByTestId('player-embed')).toBeInTheDocument();
  });

  it('is hidden on /auth/error', () => {
    renderApp('/auth/error');
    expect(screen.queryByRole('complementary', { name: 'Player' })).not.toBeInTheDocument();
  });

  it('is hidden on /referral below 1024 px only', () => {
    setViewportWidth(1023);
    renderApp('/referral');
    expect(screen.queryByRole('complementary', { name: 'Player' })).not.toBeInTheDocument();
    act(() => setViewportWidth(1024));
    expect(screen.getByRole('complementary', { name: 'Player' })).toBeInTheDocument();
  });
});

describe('top bar', () => {
  it('links the logo to /discover and offers sign-in to visitors', () => {
    renderApp('/ranking');
    expect(screen.getByRole('link', { name: 'Earshot' })).toHaveAttribute('href', '/discover');
    expect(screen.getByRole('button', { name: 'Sign In / Sign Up' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to view playlists')).toBeInTheDocument();
  });
});
