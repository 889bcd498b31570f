import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
    ['/trending', 'Top trending'],
    ['/trending-playlist', 'Trending playlists'],
    ['/categories', 'Categories'],
    ['/artists', 'Artists'],
    ['/albums', 'Albums'],
    ['/ranking', 'Leaderboard'],
    ['/create-playlist', 'Create playlist'],
    ['/playlist/42', 'Playlist'],
    ['/profile', 'Profile'],
    ['/user/settings', 'Settings'],
    ['/boost', 'Boost'],
    ['/referral', 'Referral'],
    ['/search?q=jazz', 'Search'],
    ['/artist/7', 'Artist'],
    ['/album/9', 'Album'],
    ['/auth/error', 'Authentication error'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
  ])('%s shows its title and no track list', (path, title) => {
    renderApp(path);
    expect(heading()).toHaveTextContent(title);
    expect(within(screen.getByRole('main')).queryByRole('list')).not.toBeInTheDocument();
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
