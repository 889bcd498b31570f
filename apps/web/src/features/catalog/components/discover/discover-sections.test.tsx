import { Code, ConnectError } from '@connectrpc/connect';
import {
  type GetPublicPlaylistsRequest,
  type GetTrendingTracksRequest,
  type ListAlbumsRequest,
  type ListTracksRequest,
  TrendingPeriod,
} from '@earshot/contract/catalog/v1/catalog';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  catalogTransport,
  makeAlbum,
  makeGenre,
  makePlaylist,
  makeTrack,
  makeTracks,
  makeTrendingTrack,
} from '@/testing/catalog';
import { renderWithProviders } from '@/testing/render';
import { DiscoverSections } from './discover-sections';

const section = (name: string) => screen.getByRole('region', { name });
const failure = () => {
  throw new ConnectError('down', Code.Unavailable);
};

describe('Discover', () => {
  it('fills each section from its own call', async () => {
    const playlistRequests: GetPublicPlaylistsRequest[] = [];
    const trendingRequests: GetTrendingTracksRequest[] = [];
    const albumRequests: ListAlbumsRequest[] = [];
    const trackRequests: ListTracksRequest[] = [];
    const transport = catalogTransport({
      getPublicPlaylists: (request) => {
        playlistRequests.push(request);
        const title = request.isFeatured ? 'E2E Featured Mix' : 'E2E Empty List';
        return { playlists: [makePlaylist({ playlistId: `pl-${title}`, title })] };
      },
      getTrendingTracks: (request) => {
        trendingRequests.push(request);
        return { tracks: [makeTrendingTrack({ track: makeTrack({ title: 'E2E Track 03' }) })] };
      },
      listAlbums: (request) => {
        albumRequests.push(request);
        return { albums: [makeAlbum({ albumId: 1, title: 'First Flight' })] };
      },
      listGenres: () => ({ genres: [makeGenre({ genreId: 1, name: 'Jazz' })] }),
      listTracks: (request) => {
        trackRequests.push(request);
        return { tracks: makeTracks(25, 'E2E Track') };
      },
    });
    renderWithProviders(<DiscoverSections />, { transport });

    const tracks = await screen.findByRole('list', { name: 'Tracks' });
    expect(within(tracks).getAllByRole('listitem')).toHaveLength(25);
    expect(
      await within(section('Featured playlists')).findByRole('link', { name: 'E2E Featured Mix' }),
    ).toHaveAttribute('href', '/playlist/pl-E2E%20Featured%20Mix');
    expect(
      within(section('Official playlists')).getByRole('link', { name: 'E2E Empty List' }),
    ).toBeInTheDocument();
    expect(
      within(section('Trending now')).getByRole('list', { name: 'Trending now' }),
    ).toHaveTextContent('E2E Track 03');
    expect(
      within(section('Trending now')).getByRole('link', { name: 'See all trending tracks' }),
    ).toHaveAttribute('href', '/trending');
    expect(
      within(section('New albums')).getByRole('link', { name: 'First Flight' }),
    ).toHaveAttribute('href', '/album/1');
    expect(within(section('Genres')).getByRole('link', { name: 'Jazz' })).toHaveAttribute(
      'href',
      '/categories/1',
    );

    expect(playlistRequests).toHaveLength(2);
    expect(playlistRequests.find((request) => request.isFeatured)?.isOfficial).toBeUndefined();
    expect(playlistRequests.find((request) => request.isOfficial)?.isFeatured).toBeUndefined();
    expect(trendingRequests[0]).toMatchObject({ periodType: TrendingPeriod.DAILY, limit: 10 });
    expect(albumRequests[0]?.limit).toBe(12);
    expect(trackRequests[0]?.limit).toBe(25);
  });

  it('lets one section fail or be empty while the others show', async () => {
    const transport = catalogTransport({
      getPublicPlaylists: (request) =>
        request.isFeatured ? failure() : { playlists: [makePlaylist({ title: 'Official one' })] },
      getTrendingTracks: failure,
      listAlbums: () => ({ albums: [] }),
      listGenres: failure,
      listTracks: () => ({ tracks: [makeTrack({ title: 'Still here' })] }),
    });
    renderWithProviders(<DiscoverSections />, { transport });

    expect(await screen.findByText('Still here')).toBeInTheDocument();
    expect(await within(section('Featured playlists')).findByRole('alert')).toHaveTextContent(
      'Failed to load playlists',
    );
    expect(await within(section('Official playlists')).findByText('Official one')).toBeVisible();
    expect(await within(section('Trending now')).findByRole('alert')).toHaveTextContent(
      'Failed to fetch trending tracks',
    );
    expect(await within(section('New albums')).findByText('No albums available')).toBeVisible();
    expect(await within(section('Genres')).findByRole('alert')).toHaveTextContent(
      'Failed to load genres',
    );
  });

  it('shows each empty state on an empty catalogue', async () => {
    renderWithProviders(<DiscoverSections />, { transport: catalogTransport() });
    expect(await screen.findByText('No tracks available')).toBeInTheDocument();
    const empty: Array<[string, string]> = [
      ['Featured playlists', 'No playlists available'],
      ['Official playlists', 'No playlists available'],
      ['Trending now', 'No trending tracks yet'],
      ['New albums', 'No albums available'],
      ['Genres', 'No genres available'],
    ];
    for (const [name, text] of empty) {
      expect(await within(section(name)).findByText(text)).toBeVisible();
    }
  });
});
