import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeAuthServer, makeUser } from '@/testing/auth-server';
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

  it('keeps the query and the hash when it redirects / to /discover', () => {
    const { router } = renderApp('/?signin=true&ref=abc#top');
    expect(router.state.location.pathname).toBe('/discover');
    expect(router.state.location.search).toBe('?signin=true&ref=abc');
    expect(router.state.location.hash).toBe('#top');
  });

  it.each([
    ['/', 'Discover · Earshot'],
    ['/liked', 'Liked · Earshot'],
    ['/ranking', 'Leaderboard · Earshot'],
    ['/terms', 'Terms of Service · Earshot'],
    ['/no/such/page', 'Not found · Earshot'],
  ])('names the tab of %s %j', async (path, title) => {
    document.title = '';
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('offers a link past the sidebar to the page', () => {
    renderApp('/discover');
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', `#${screen.getByRole('main').id}`);
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
    const current = await within(panel).findByRole('region', { name: 'Current song' });
    expect(current).toHaveTextContent('E2E Track 01');
    expect(within(panel).queryByText('External Playlist')).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Play all' }));
    expect(current).toHaveTextContent('E2E Track 01');
    expect(current).toHaveTextContent('The Test Pilots');
    expect(within(panel).getByRole('heading', { name: 'External Playlist' })).toBeInTheDocument();

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

  it('keeps the song loaded where it is hidden, so the music carries on', async () => {
    const transport = catalogTransport({
      listTracks: () => ({ tracks: [makeTrack({ title: 'Keeps Going' })] }),
    });
    const { router } = renderRoutes(routes, { path: '/discover', transport });
    const panel = screen.getByRole('complementary', { name: 'Player' });
    await within(panel).findByRole('region', { name: 'Current song' });
    await act(() => router.navigate('/auth/error'));
    expect(screen.queryByRole('complementary', { name: 'Player' })).not.toBeInTheDocument();
    expect(document.querySelector('audio[data-earshot-audio]')).toHaveAttribute(
      'src',
      expect.stringContaining('/media/'),
    );
  });
});

describe('top bar', () => {
  it('links the logo to /discover and offers sign-in to visitors', async () => {
    renderApp('/ranking');
    expect(screen.getByRole('link', { name: 'Earshot' })).toHaveAttribute('href', '/discover');
    expect(await screen.findByRole('button', { name: 'Sign In / Sign Up' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to view playlists')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invite friends' })).not.toBeInTheDocument();
    expect(screen.queryByText('Your EP')).not.toBeInTheDocument();
  });

  it('shows a signed-in user the menu, Your EP, the invite banner and their (empty) playlists', async () => {
    installFakeAuthServer({ user: makeUser({ name: 'Ada Lovelace' }) });
    renderApp('/discover');
    expect(
      await screen.findByRole('button', { name: 'Account menu: Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Your EP').length).toBeGreaterThan(0);
    // The banner is a slot of its own chunk (lazy-slots): it may arrive after the menu.
    const banner = await screen.findByRole('region', { name: 'Invite friends' });
    expect(banner).toHaveTextContent('Invite friends to the product and get 100 EP each!');
    expect(banner).toHaveTextContent('Invite friends & get 100 EP!');
    expect(within(banner).getByRole('link', { name: 'Invite' })).toHaveAttribute(
      'href',
      '/referral',
    );
    expect(await screen.findByText('No playlists yet')).toBeInTheDocument();
    expect(screen.queryByText('Sign in to view playlists')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In / Sign Up' })).not.toBeInTheDocument();
  });

  it('opens the sign-in modal on ?signin=true over any page', async () => {
    renderApp('/albums?signin=true');
    expect(
      await screen.findByRole('dialog', { name: 'Sign in to your account' }),
    ).toBeInTheDocument();
  });
});

describe('account pages', () => {
  it.each([
    ['/terms', 'Terms of Service', 'Listening and EP'],
    ['/privacy', 'Privacy Policy', 'What we keep about you'],
  ])('%s shows its text (loaded with the page)', async (path, title, section) => {
    renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 2, name: new RegExp(section) }),
    ).toBeVisible();
    expect(heading()).toHaveTextContent(title);
  });

  it('/auth/error explains the failure and offers to try again', async () => {
    renderApp('/auth/error?error=google_unavailable');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Google sign-in is not available on this server.',
    );
    expect(heading()).toHaveTextContent('Authentication error');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/discover?signin=true',
    );
  });
});

describe('a page that throws while rendering', () => {
  function Broken(): never {
    throw new Error('broken page');
  }

  it('shows the error in place of the pages, with a way back, until the address changes', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderRoutes(
      [
        { path: '/broken', element: <Broken /> },
        { path: '/fine', element: <h1>Fine</h1> },
      ],
      { path: '/broken' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByRole('link', { name: 'Discover' })).toHaveAttribute('href', '/discover');
    await act(() => router.navigate('/fine'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(heading()).toHaveTextContent('Fine');
    quiet.mockRestore();
  });
});
