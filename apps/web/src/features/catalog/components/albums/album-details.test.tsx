import { Code, ConnectError } from '@connectrpc/connect';
import type { ListTracksRequest } from '@earshot/contract/catalog/v1/catalog';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogTransport, makeAlbum, makeTrack } from '@/testing/catalog';
import { renderWithProviders } from '@/testing/render';
import { AlbumDetails } from './album-details';

const firstFlight = makeAlbum({
  albumId: 1,
  title: 'First Flight',
  artistId: 1,
  artistName: 'The Test Pilots',
  releaseDate: '2024-05-01',
  genreId: 2,
  genreName: 'Rock',
  trackCount: 3,
});
const albumTracks = [
  makeTrack({ title: 'E2E Track 01', trackNumber: 1 }),
  makeTrack({ title: 'E2E Track 03', trackNumber: 2 }),
  makeTrack({ title: 'E2E Track 05', trackNumber: 3 }),
];

function renderAlbum(requests: ListTracksRequest[] = []) {
  const transport = catalogTransport({
    getAlbum: () => ({ album: firstFlight }),
    listTracks: (request) => {
      requests.push(request);
      return { tracks: albumTracks };
    },
  });
  return renderWithProviders(<AlbumDetails albumId={1} />, { transport });
}

describe('AlbumDetails', () => {
  it('shows title, artist link, release date, genre link and the tracks in album order', async () => {
    const requests: ListTracksRequest[] = [];
    renderAlbum(requests);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('First Flight');
    expect(screen.getByRole('link', { name: 'The Test Pilots' })).toHaveAttribute(
      'href',
      '/artist/1',
    );
    expect(screen.getByText('1 May 2024')).toHaveAttribute('datetime', '2024-05-01');
    expect(screen.getByRole('link', { name: 'Rock' })).toHaveAttribute('href', '/categories/2');
    const rows = within(await screen.findByRole('list', { name: 'Tracks' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^1E2E Track 01/),
      expect.stringMatching(/^2E2E Track 03/),
      expect.stringMatching(/^3E2E Track 05/),
    ]);
    expect(requests[0]).toMatchObject({ albumId: 1, offset: 0, limit: 100 });
  });

  it("'Play all' hands the player the album from its first track", async () => {
    const { user, playbackState } = renderAlbum();
    await screen.findByRole('list', { name: 'Tracks' });
    await user.click(screen.getByRole('button', { name: 'Play all' }));
    const state = playbackState();
    expect(state.currentSong?.title).toBe('E2E Track 01');
    expect(state.externalPlaylist.map((track) => track.title)).toEqual([
      'E2E Track 01',
      'E2E Track 03',
      'E2E Track 05',
    ]);
    expect(state).toMatchObject({ playlistChangeRequested: true, shouldAutoPlay: true });
  });

  it("a row's play control plays that track within the album", async () => {
    const { user, playbackState } = renderAlbum();
    await user.click(await screen.findByRole('button', { name: 'Play E2E Track 05' }));
    const state = playbackState();
    expect(state.currentSong?.title).toBe('E2E Track 05');
    expect(state.externalPlaylist).toHaveLength(3);
  });

  it("reads 'Unknown Artist' without a link when the album's artist is missing", async () => {
    const transport = catalogTransport({
      getAlbum: () => ({ album: makeAlbum({ title: 'Orphan', artistId: 0, genreId: 0 }) }),
    });
    renderWithProviders(<AlbumDetails albumId={5} />, { transport });
    expect(await screen.findByText('Unknown Artist')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(await screen.findByText('No tracks available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play all' })).toBeDisabled();
  });

  it('says the album was not found, and shows other failures by their status', async () => {
    const { unmount } = renderWithProviders(<AlbumDetails albumId={404} />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'The requested resource was not found.',
    );
    unmount();
    const transport = catalogTransport({
      getAlbum: () => {
        throw new ConnectError('slow down', Code.ResourceExhausted);
      },
    });
    renderWithProviders(<AlbumDetails albumId={1} />, { transport });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again later.',
    );
  });

  it("shows 'Failed to load tracks from server' when only the tracks fail", async () => {
    const transport = catalogTransport({
      getAlbum: () => ({ album: firstFlight }),
      listTracks: () => {
        throw new ConnectError('down', Code.Internal);
      },
    });
    renderWithProviders(<AlbumDetails albumId={1} />, { transport });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load tracks from server');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('First Flight');
  });
});
