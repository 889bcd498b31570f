import { Code, ConnectError } from '@connectrpc/connect';
import {
  type GetTrendingPlaylistsRequest,
  TrendingPeriod,
} from '@earshot/contract/catalog/v1/catalog';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogTransport, makePlaylist, makeTrendingPlaylist } from '@/testing/catalog';
import { renderWithProviders } from '@/testing/render';
import { TrendingPlaylists } from './trending-playlists';

const rows = async () =>
  within(await screen.findByRole('list', { name: 'Trending playlists' })).getAllByRole('listitem');

describe('Trending playlists', () => {
  it('shows rank, title link, creator and plays, daily by default', async () => {
    const requests: GetTrendingPlaylistsRequest[] = [];
    const transport = catalogTransport({
      getTrendingPlaylists: (request) => {
        requests.push(request);
        return {
          playlists: [
            makeTrendingPlaylist({
              rank: 1,
              plays: 1200,
              playlist: makePlaylist({
                playlistId: 'pl-mix',
                title: 'Morning Mix',
                creatorName: 'Earshot',
                trackCount: 10,
              }),
            }),
            makeTrendingPlaylist({ rank: 0, plays: 1, playlist: makePlaylist({ title: 'Quiet' }) }),
          ],
        };
      },
    });
    renderWithProviders(<TrendingPlaylists />, { transport, path: '/trending-playlist' });
    const [first, second] = await rows();
    expect(first).toHaveTextContent(/^1.*Morning Mix.*Earshot · 10 tracks.*1,200 plays$/);
    expect(within(first!).getByRole('link', { name: 'Morning Mix' })).toHaveAttribute(
      'href',
      '/playlist/pl-mix',
    );
    expect(second).toHaveTextContent(/^2.*Quiet.*1 play$/);
    expect(requests[0]).toMatchObject({ periodType: TrendingPeriod.DAILY, offset: 0, limit: 20 });
  });

  it('switches the window', async () => {
    const requests: GetTrendingPlaylistsRequest[] = [];
    const transport = catalogTransport({
      getTrendingPlaylists: (request) => {
        requests.push(request);
        const title = request.periodType === TrendingPeriod.MONTHLY ? 'Month mix' : 'Day mix';
        return { playlists: [makeTrendingPlaylist({ playlist: makePlaylist({ title }) })] };
      },
    });
    const { user, router } = renderWithProviders(<TrendingPlaylists />, { transport });
    expect((await rows())[0]).toHaveTextContent('Day mix');
    await user.click(screen.getByRole('button', { name: 'Monthly' }));
    expect(await screen.findByText('Month mix')).toBeInTheDocument();
    expect(requests.map((request) => request.periodType)).toEqual([
      TrendingPeriod.DAILY,
      TrendingPeriod.MONTHLY,
    ]);
    expect(router.state.location.search).toBe('?period=monthly');
  });

  it('shows its failure and its empty state', async () => {
    const failing = catalogTransport({
      getTrendingPlaylists: () => {
        throw new ConnectError('down', Code.Internal);
      },
    });
    const { unmount } = renderWithProviders(<TrendingPlaylists />, { transport: failing });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to fetch trending playlists',
    );
    unmount();

    renderWithProviders(<TrendingPlaylists />, { transport: catalogTransport() });
    expect(await screen.findByText('No trending playlists yet')).toBeInTheDocument();
  });
});
